import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { ArtifactSet } from '../build/artifacts.js';
import { UserError } from './errors.js';

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
 * Puts a build into `out` atomically: everything is written to a sibling temporary folder, which then
 * takes the place of `out` by rename. A failure at any point leaves the previous `out` as it was.
 * A manifest of paths, sizes, content types and ETags goes beside the files. `host` files (the worker,
 * `_headers`) are written too but listed apart: they are for the host, not published.
 */
export function writeArtifacts(
  out: string,
  artifacts: ArtifactSet,
  host: ArtifactSet = new Map(),
): ManifestEntry[] {
  const target = resolve(out);
  guardTarget(target);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temporary = join(dirname(target), `.${basename(target)}.tmp-${suffix}`);
  const previous = join(dirname(target), `.${basename(target)}.old-${suffix}`);
  const manifest: ManifestEntry[] = [];
  const hosted: ManifestEntry[] = [];
  try {
    mkdirSync(temporary, { recursive: true });
    const folders = new Set<string>([temporary]);
    for (const [path, file] of [...artifacts, ...host]) {
      const destination = resolve(temporary, `.${path}`);
      if (!destination.startsWith(temporary + sep))
        throw new Error(`artifact path escapes the output: ${path}`);
      const folder = dirname(destination);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(destination, file.bytes);
      const row = { path, size: file.bytes.byteLength, contentType: file.contentType, etag: file.etag };
      (artifacts.has(path) ? manifest : hosted).push(row);
    }
    // `files` are the published files; `host` the worker and host configuration, never served.
    writeFileSync(
      join(temporary, MANIFEST),
      `${JSON.stringify({ version: 1, files: manifest, host: hosted }, null, 2)}\n`,
    );
    const had = existsSync(target);
    if (had) renameSync(target, previous);
    try {
      renameSync(temporary, target);
    } catch (error) {
      if (had) renameSync(previous, target);
      throw error;
    }
    if (had) rmSync(previous, { recursive: true, force: true });
    return manifest;
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/** Refuses to replace a folder that is not a previous build (a typo like `--out content` must not eat the site). */
function guardTarget(target: string): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) {
    throw new UserError(`The output ${target} is a file.`, 'Pass a folder with --out.');
  }
  if (readdirSync(target).length > 0 && !existsSync(join(target, MANIFEST))) {
    throw new UserError(
      `Refusing to replace ${target}: it is not empty and holds no ${MANIFEST}, so it is not a site-api build.`,
      'Pass a new or empty folder with --out, or delete that folder yourself.',
    );
  }
}
