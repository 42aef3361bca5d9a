import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Artifact, ArtifactSet } from '../build/artifacts.js';
import { UserError } from '../ground/errors.js';
import { filePaths, MANIFEST, type ManifestEntry, staleFiles } from '../ground/manifest.js';
import { isAlive, ownerPid, sweepScratch, trackScratch } from '../ground/scratch.js';
import type { FolderAnswer } from './folder-check.js';
import {
  applyPrefixes,
  type Changes,
  finishStrandedApplies,
  inside,
  removeWithFolders,
  updateInPlace,
  withOutputLock,
} from './write-in-place.js';

export { MANIFEST, type ManifestEntry };

/**
 * Puts a build into `out`, all or nothing: a failure at any point leaves the previous `out` as it was.
 * A previous build is updated where it stands (write-in-place.ts: only the changed files are written);
 * anything else is written whole to a sibling temporary folder, which takes the place of `out` by
 * rename. A manifest of paths, sizes, content types and ETags goes beside the files. `host` files (the
 * worker, `_headers`) are written too but listed apart: they are for the host, not published. Two
 * runs into one folder take turns (`.out.lock`).
 */
export function writeArtifacts(
  out: string,
  artifacts: ArtifactSet,
  host: ArtifactSet = new Map(),
  onProgress?: (done: number, total: number) => void,
  /** folder-check.ts's answer, asked for when the folder holds a manifest (updateInPlace). */
  checked?: () => FolderAnswer | undefined,
): WriteResult {
  const target = resolve(out);
  return withOutputLock(target, () => {
    recoverOutput(target);
    guardTarget(target);
    const manifest = manifestBytes(artifacts, host);
    // A previous build of ours is updated where it stands: only what changed is written.
    const changes = existsSync(target)
      ? updateInPlace(target, new Map([...artifacts, ...host]), manifest, onProgress, host, checked)
      : undefined;
    if (changes) return { files: manifestRows(artifacts), ...changes, manifest };
    replaceWhole(target, artifacts, host, manifest, onProgress);
    return {
      files: manifestRows(artifacts),
      written: artifacts.size,
      removed: 0,
      host: host.size,
      manifest,
      whole: true,
    };
  });
}

/** The files of a build as the manifest lists them, and how many were written and removed. */
export interface WriteResult extends Changes {
  files: ManifestEntry[];
  /** The manifest's bytes as written (writeArtifacts): the next build knows them by their digest. */
  manifest?: Uint8Array;
  /** The folder was written whole (a first build, or a folder without a manifest of ours): nothing was compared. */
  whole?: boolean;
}

/** Writes the whole build to a sibling folder and swaps it in by rename (a first build, or a folder we cannot read). */
function replaceWhole(
  target: string,
  artifacts: ArtifactSet,
  host: ArtifactSet,
  manifest: Uint8Array,
  onProgress?: (done: number, total: number) => void,
): void {
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
      const destination = inside(temporary, path);
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
    writeFileSync(current, manifest);
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
  const finished = existsSync(target) ? finishStrandedApplies(target) : [];
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
  const swept = [
    ...finished,
    ...sweepScratch(parent, `.${name}.tmp-`),
    ...sweepScratch(parent, oldPrefix),
    ...applyPrefixes(target).flatMap((prefix) => sweepScratch(parent, prefix)),
  ];
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

/** What a write put into the output folder: the published files and the host files, and its manifest's stamp. */
export interface Written {
  artifacts: ArtifactSet;
  host: ArtifactSet;
  stamp?: string;
}

/**
 * A --watch rebuild: replaces only the files whose bytes changed since `before` (each through a
 * temporary sibling and a rename, so no file is ever seen half-written), removes the files that are
 * gone, and writes the manifest last. When the folder's manifest is no longer the one `before` wrote
 * (another build, a hand edit), it falls back to writeArtifacts, which compares file by file.
 */
export function writeChanged(
  out: string,
  artifacts: ArtifactSet,
  host: ArtifactSet,
  before: Written,
  /** The answer of folder-check.ts, started when the rebuild began; without one the folder is checked here. */
  intact?: () => boolean | undefined,
): WriteResult {
  const target = resolve(out);
  const changed = withOutputLock(target, (): Changes | undefined => {
    if (!untouched(target, before, intact)) return undefined;
    const changes = { written: 0, removed: 0, host: 0 };
    const suffix = `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    let pending: string | undefined;
    try {
      const place = (path: string, bytes: Uint8Array) => {
        const destination = inside(target, path);
        pending = destination + suffix;
        // Most folders are there (a page changed in place): a mkdir per file only when one is missing.
        try {
          writeFileSync(pending, bytes);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          mkdirSync(dirname(destination), { recursive: true });
          writeFileSync(pending, bytes);
        }
        renameSync(pending, destination);
        pending = undefined;
      };
      // The published files and the host files are two sets of paths that never meet.
      const sets: [ArtifactSet, ArtifactSet][] = [
        [artifacts, before.artifacts],
        [host, before.host],
      ];
      for (const [next, old] of sets) {
        for (const [path, file] of next) {
          const was = old.get(path);
          if (was === file || was?.etag === file.etag) continue;
          place(path, file.bytes);
          if (next === artifacts) changes.written++;
          else changes.host++;
        }
        for (const path of old.keys()) {
          if (next.has(path)) continue;
          removeWithFolders(target, path);
          if (next === artifacts) changes.removed++;
          else changes.host++;
        }
      }
      place(`/${MANIFEST}`, manifestBytes(artifacts, host));
      return changes;
    } catch {
      // Part of the new build is in place and the manifest is the old one: writeArtifacts compares
      // every file with that manifest and writes what differs (and reports its own error if it fails).
      if (pending) rmSync(pending, { force: true });
      return undefined;
    }
  });
  return changed ? { files: manifestRows(artifacts), ...changed } : writeArtifacts(out, artifacts, host);
}

/**
 * True when the folder still holds what `before` wrote: the same manifest (by its stamp), and every
 * file it names as written (ground/manifest.ts asWritten; checked in a worker while the rebuild ran,
 * when one answered). Anything else (another build, a file deleted or edited by hand) means the next
 * write compares file by file.
 */
function untouched(target: string, before: Written, intact?: () => boolean | undefined): boolean {
  if (before.stamp === undefined || manifestStamp(target) !== before.stamp) return false;
  // The same manifest: what the worker found for the files it lists is what a check here would find.
  const known = intact?.();
  if (known !== undefined) return known;
  const writtenAt = statSync(join(target, MANIFEST), { throwIfNoEntry: false })?.mtimeMs;
  if (writtenAt === undefined) return false;
  const listed = [...before.artifacts, ...before.host].map(([path, { size }]) => ({ path, size }));
  return staleFiles(filePaths(target, listed), listed, writtenAt).length === 0;
}

/**
 * What tells one write of the manifest from another (inode, size, modification time): a --watch
 * session compares it instead of reading every file back.
 */
export function manifestStamp(out: string): string | undefined {
  const stat = statSync(join(resolve(out), MANIFEST), { throwIfNoEntry: false, bigint: true });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : undefined;
}

export function manifestRows(files: ArtifactSet): ManifestEntry[] {
  const out: ManifestEntry[] = [];
  for (const [path, file] of files) {
    // Within --watch an artifact the registry reused (the same object) has the last build's row.
    const kept = entries.get(file);
    if (kept?.path === path) out.push(kept);
    else {
      const entry = { path, size: file.size, contentType: file.contentType, etag: file.etag };
      entries.set(file, entry);
      out.push(entry);
    }
  }
  return out;
}

/** Each artifact's manifest row, as an object (manifestRows) and never changed after it is made. */
const entries = new WeakMap<Artifact, Readonly<ManifestEntry>>();

/**
 * The manifest's bytes: `files` are the published files, `host` the worker and host configuration,
 * never served. What `JSON.stringify({ version: 1, files, host }, null, 2)` writes of manifestRows,
 * made of a row per artifact that is kept with the artifact: a --watch rebuild reuses the artifacts
 * of unchanged files (the registry), and so their rows, instead of writing 20,000 rows out again.
 */
function manifestBytes(artifacts: ArtifactSet, host: ArtifactSet): Buffer {
  const parts: Buffer[] = [HEAD];
  const list = (set: ArtifactSet) => {
    if (set.size === 0) return parts.push(NONE);
    parts.push(OPEN);
    for (const entry of set) parts.push(rowOf(entry), COMMA);
    parts[parts.length - 1] = CLOSE;
  };
  list(artifacts);
  parts.push(HOST);
  list(host);
  parts.push(END);
  return Buffer.concat(parts);
}

const HEAD = Buffer.from('{\n  "version": 1,\n  "files": ');
const HOST = Buffer.from(',\n  "host": ');
const NONE = Buffer.from('[]');
const OPEN = Buffer.from('[\n');
const COMMA = Buffer.from(',\n');
const CLOSE = Buffer.from('\n  ]');
const END = Buffer.from('\n}\n');
const rows = new WeakMap<Artifact, { path: string; row: Buffer }>();

/** One file's row in the manifest, as JSON.stringify indents an object two levels down. */
function rowOf([path, file]: [string, Artifact]): Buffer {
  const kept = rows.get(file);
  if (kept?.path === path) return kept.row;
  const row = Buffer.from(
    `    {\n      "path": ${JSON.stringify(path)},\n      "size": ${JSON.stringify(file.size)},\n      "contentType": ${JSON.stringify(file.contentType)},\n      "etag": ${JSON.stringify(file.etag)}\n    }`,
  );
  rows.set(file, { path, row });
  return row;
}
