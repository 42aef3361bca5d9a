import { statSync } from 'node:fs';
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
 * (sizesMatch), for folder-check's worker, which joins before it waits.
 */
export function filePaths(root: string, listed: readonly { path: string }[]): string[] {
  return listed.map((f) =>
    typeof f.path === 'string' && f.path.startsWith('/') && !/\/\.\.?(\/|$)/.test(f.path)
      ? root + (sep === '/' ? f.path : f.path.replaceAll('/', sep))
      : resolve(root, `.${f.path}`),
  );
}

/** Whether every listed file is at its path (filePaths) with its size: the folder is as written. */
export function sizesMatch(paths: readonly string[], listed: readonly { size: number }[]): boolean {
  return listed.every((f, i) => statSync(paths[i] as string, { throwIfNoEntry: false })?.size === f.size);
}
