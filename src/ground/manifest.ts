import { lstatSync, type Stats } from 'node:fs';
import { resolve, sep } from 'node:path';

/** The file a build writes beside its files, and a target keeps: what was published, by hash. */
export const MANIFEST = '.site-api-manifest.json';

export interface ManifestEntry {
  path: string;
  size: number;
  contentType: string;
  etag: string;
  /** The Cache-Control the file was published with, on a target that sends headers (s3). */
  cacheControl?: string;
}

/**
 * Where each of a manifest's files lies under `root` (resolved): a `/`-separated path from the
 * folder's root (`/blog/a/index.html`) by concatenation, not a `resolve` each (which normalises the
 * whole path again); anything else (a hand-edited manifest) through `resolve`. Apart from the stats
 * (staleFiles), for folder-check's worker, which joins before it waits.
 */
export function filePaths(root: string, listed: readonly { path: string }[]): string[] {
  return listed.map((f) =>
    typeof f.path === 'string' && f.path.startsWith('/') && !/\/\.\.?(\/|$)/.test(f.path)
      ? root + (sep === '/' ? f.path : f.path.replaceAll('/', sep))
      : resolve(root, `.${f.path}`),
  );
}

/**
 * Whether a file of an output folder is as the manifest written at `writtenAt` (its modification
 * time) lists it: a plain file of the listed size, not changed since (a hand edit that keeps the size
 * shows in its time). The one rule for the write (write-in-place.ts) and folder-check's worker.
 */
export function asWritten(path: string, size: number, writtenAt: number): boolean {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat?.isFile() === true && stat.size === size && stat.mtimeMs <= writtenAt;
}

/** The listed files (their manifest paths) that are not as written (asWritten), at `paths` (filePaths). */
export function staleFiles(
  paths: readonly string[],
  listed: readonly { path: string; size: number }[],
  writtenAt: number,
): string[] {
  const stale: string[] = [];
  listed.forEach((f, i) => {
    if (!asWritten(paths[i] as string, f.size, writtenAt)) stale.push(f.path);
  });
  return stale;
}

/**
 * What tells one manifest file from another by its stat (path, inode, size, times): the write trusts
 * what was found of the folder under a manifest only while the manifest has the same stamp.
 */
export const manifestFileStamp = (file: string, stat: Stats): string =>
  `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}`;
