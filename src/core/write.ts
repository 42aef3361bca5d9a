import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { ArtifactSet } from '../build/artifacts.js';
import { UserError } from '../ground/errors.js';
import { MANIFEST, type ManifestEntry } from '../ground/manifest.js';
import { isAlive, ownerPid, sweepScratch, trackScratch } from '../ground/scratch.js';

export { MANIFEST, type ManifestEntry };

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
  onProgress?: (done: number, total: number) => void,
): ManifestEntry[] {
  const target = resolve(out);
  recoverOutput(target);
  guardTarget(target);
  const total = artifacts.size + host.size;
  let done = 0;
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temporary = join(dirname(target), `.${basename(target)}.tmp-${suffix}`);
  const previous = join(dirname(target), `.${basename(target)}.old-${suffix}`);
  const untrack = trackScratch(temporary);
  // The file being written, named in the error when the write fails (ENOSPC from write(2) has no path).
  let current = temporary;
  try {
    mkdirSync(dirname(target), { recursive: true });
    // Not recursive: a recursive mkdir on a read-only file system reports ENOENT instead of EROFS.
    mkdirSync(temporary);
    const folders = new Set<string>([temporary]);
    for (const [path, file] of [...artifacts, ...host]) {
      const destination = resolve(temporary, `.${path}`);
      if (!destination.startsWith(temporary + sep))
        throw new Error(`artifact path escapes the output: ${path}`);
      current = destination;
      const folder = dirname(destination);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(destination, file.bytes);
      onProgress?.(++done, total);
    }
    current = join(temporary, MANIFEST);
    writeFileSync(current, manifestText(artifacts, host));
    current = target;
    const had = existsSync(target);
    if (had) renameSync(target, previous);
    try {
      renameSync(temporary, target);
    } catch (error) {
      if (had) renameSync(previous, target);
      throw error;
    }
    if (had) rmSync(previous, { recursive: true, force: true });
    return manifestRows(artifacts);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code && !e.path) e.path = current;
    throw error;
  } finally {
    untrack();
  }
}

/**
 * Makes the output folder whole again after a run killed mid-swap, and sweeps what killed runs left.
 * The swap is two renames (out → .out.old-*, then .out.tmp-* → out); between them there is no `out`,
 * and the previous build sits in `.out.old-*`: it is put back (the newest, if several). Leftover
 * `.out.tmp-*` and `.out.old-*` folders of runs whose pid is gone are removed. Returns what it did,
 * for the caller to say. Called by every write and by `serve --dir`.
 */
export function recoverOutput(out: string): { restored?: string; swept: string[] } {
  const target = resolve(out);
  const parent = dirname(target);
  const name = basename(target);
  const oldPrefix = `.${name}.old-`;
  let restored: string | undefined;
  if (!existsSync(target)) {
    let names: string[] = [];
    try {
      names = readdirSync(parent);
    } catch {
      // No parent folder: nothing stranded.
    }
    const stranded = names
      .filter((n) => {
        const pid = ownerPid(n, oldPrefix);
        return pid !== undefined && !isAlive(pid) && existsSync(join(parent, n, MANIFEST));
      })
      .map((n) => ({ n, at: statSync(join(parent, n)).mtimeMs }))
      .sort((a, b) => b.at - a.at)[0];
    if (stranded) {
      renameSync(join(parent, stranded.n), target);
      restored = stranded.n;
    }
  }
  const swept = [...sweepScratch(parent, `.${name}.tmp-`), ...sweepScratch(parent, oldPrefix)];
  return { ...(restored ? { restored } : {}), swept };
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

/** What a write put into the output folder: the published files and the host files. */
export interface Written {
  artifacts: ArtifactSet;
  host: ArtifactSet;
}

/**
 * A --watch rebuild: replaces only the files whose bytes changed since `before` (each through a
 * temporary sibling and a rename, so no file is ever seen half-written), removes the files that are
 * gone, and writes the manifest last. When the folder is no longer what `before` wrote (its manifest
 * differs: another build, a hand edit), it falls back to the full atomic write.
 */
export function writeChanged(
  out: string,
  artifacts: ArtifactSet,
  host: ArtifactSet,
  before: Written,
): ManifestEntry[] {
  const target = resolve(out);
  if (!untouched(target, before)) return writeArtifacts(out, artifacts, host);
  const suffix = `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  let pending: string | undefined;
  try {
    const place = (path: string, bytes: Uint8Array) => {
      const destination = resolve(target, `.${path}`);
      if (!destination.startsWith(target + sep)) throw new Error(`artifact path escapes the output: ${path}`);
      mkdirSync(dirname(destination), { recursive: true });
      pending = destination + suffix;
      writeFileSync(pending, bytes);
      renameSync(pending, destination);
      pending = undefined;
    };
    const old = new Map([...before.artifacts, ...before.host]);
    const next = new Map([...artifacts, ...host]);
    for (const [path, file] of next) {
      if (old.get(path)?.etag !== file.etag) place(path, file.bytes);
    }
    for (const path of old.keys()) {
      if (!next.has(path)) removeWithFolders(target, path);
    }
    place(`/${MANIFEST}`, new TextEncoder().encode(manifestText(artifacts, host)));
  } catch {
    // Part of the new build is in place and the manifest is the old one: the all-or-nothing write
    // puts the whole build there instead (and reports its own error if that fails too).
    if (pending) rmSync(pending, { force: true });
    return writeArtifacts(out, artifacts, host);
  }
  return manifestRows(artifacts);
}

/**
 * True when the folder still holds what `before` wrote: the same manifest, and every file it names
 * present with its size. Anything else (another build, a file deleted or edited by hand) means the
 * next write must be a full one.
 */
function untouched(target: string, before: Written): boolean {
  try {
    if (readFileSync(join(target, MANIFEST), 'utf8') !== manifestText(before.artifacts, before.host))
      return false;
    for (const [path, file] of [...before.artifacts, ...before.host]) {
      if (statSync(resolve(target, `.${path}`)).size !== file.bytes.byteLength) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Removes a file of the output and the folders its removal emptied, up to the output folder. */
function removeWithFolders(target: string, path: string): void {
  const gone = resolve(target, `.${path}`);
  if (!gone.startsWith(target + sep)) return;
  rmSync(gone, { force: true });
  for (let folder = dirname(gone); folder.startsWith(target + sep); folder = dirname(folder)) {
    try {
      rmdirSync(folder);
    } catch {
      break;
    }
  }
}

function manifestRows(files: ArtifactSet): ManifestEntry[] {
  return [...files].map(([path, file]) => ({
    path,
    size: file.bytes.byteLength,
    contentType: file.contentType,
    etag: file.etag,
  }));
}

/** `files` are the published files; `host` the worker and host configuration, never served. */
function manifestText(artifacts: ArtifactSet, host: ArtifactSet): string {
  return `${JSON.stringify({ version: 1, files: manifestRows(artifacts), host: manifestRows(host) }, null, 2)}\n`;
}
