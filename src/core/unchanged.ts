import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type ArtifactSet, lazyArtifact } from '../build/artifacts.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { MANIFEST, type ManifestEntry } from '../ground/manifest.js';
import type { BuildCache } from './cache.js';
import { manifestStamp } from './write.js';
import { intact } from './write-in-place.js';

/**
 * A build with nothing to do. The cache remembers, for each output folder, the last build written
 * there: a key of every byte of the content folder and of the options that change the output, the
 * manifest's stamp, and what the build reported. When the content hashes to the same key and the
 * folder still holds exactly those files (same manifest, every file there with its size), the build
 * would write what is already there: it reports the same and writes nothing, in the time it takes to
 * read the content once.
 *
 * Not used when the last build warned of a date in the future (that warning depends on the clock),
 * nor within --watch (which keeps its own state).
 */
export interface LastBuild {
  key: string;
  stamp: string;
  generatedAt: string;
  diagnostics: Diagnostic[];
  files: ManifestEntry[];
  host: ManifestEntry[];
}

/**
 * The key of a content folder's bytes and the build options; undefined when a file cannot be read or
 * the folder holds a symbolic link (what it points at may change without the folder changing).
 */
export function contentKey(root: string, options: object): string | undefined {
  const hash = createHash('sha256').update(JSON.stringify(options));
  try {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
    for (const rel of files) {
      const path = join(root, rel);
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) return undefined;
      if (!stat.isFile()) continue;
      const bytes = readFileSync(path);
      hash.update(`${rel}\0${bytes.byteLength}\0`).update(bytes);
    }
  } catch {
    return undefined;
  }
  return hash.digest('base64url');
}

/** The folder's key in the cache's 'build' space. */
export const lastBuildKey = (out: string) => `last:${resolve(out)}`;

/** True when the output folder still holds what `last` wrote: no file gone, resized or touched since. */
export function stillThere(out: string, last: LastBuild): boolean {
  if (manifestStamp(out) !== last.stamp) return false;
  const writtenAt = statSync(join(out, MANIFEST)).mtimeMs;
  try {
    return [...last.files, ...last.host].every((row) => intact(out, row, writtenAt));
  } catch {
    // A path that would leave the folder: not a build of ours.
    return false;
  }
}

/** The files of an unchanged build, read from the output folder only if something asks for the bytes. */
export function artifactsIn(out: string, rows: readonly ManifestEntry[]): ArtifactSet {
  return new Map(
    rows.map((row) => [
      row.path,
      lazyArtifact(
        () => readFileSync(join(out, relative('/', row.path))),
        row.contentType,
        row.etag,
        row.size,
      ),
    ]),
  );
}

/** What the 'build' space holds for a folder, if it is a LastBuild. */
export function lastBuildIn(cache: BuildCache, out: string): LastBuild | undefined {
  const value = cache.peek('build', lastBuildKey(out)) as Partial<LastBuild> | undefined;
  return value && typeof value.key === 'string' && Array.isArray(value.files) && Array.isArray(value.host)
    ? (value as LastBuild)
    : undefined;
}
