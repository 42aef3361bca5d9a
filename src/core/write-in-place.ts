import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { ArtifactSet } from '../build/artifacts.js';
import type { Held } from '../build/input.js';
import { sha256 } from '../ground/digest.js';
import { UserError } from '../ground/errors.js';
import { asWritten, MANIFEST, manifestFileStamp } from '../ground/manifest.js';
import { isAlive, stranded, trackScratch } from '../ground/scratch.js';
import type { FolderAnswer } from './folder-check.js';

/**
 * Updating a previous build where it stands: only the files whose bytes changed are written (the
 * write stage dominates a rebuild: 20,000 files take seconds to write and seconds more to delete).
 *
 * Still all or nothing. The changed files and the new manifest are first written to a sibling
 * `.out.tmp-<pid>-*` folder; nothing in `out` is touched until every byte is on disk. That folder is
 * then renamed `.out.apply-<pid>-*`, the point of no return: its files are moved into `out` one rename
 * each (a reader never sees half a file), the removed files deleted, and the manifest moved last. A
 * run killed after that point leaves an apply folder that the next run (recoverOutput) finishes; a run
 * killed before it leaves a tmp folder that the next run sweeps.
 *
 * The folder is flat (`.out.flat-<pid>-*` once past that point): the nth file put is named `n`, and a
 * list (PUTS) says where each goes. Laid out as the output (a folder per page, `.out.apply-*`, as
 * earlier versions did and still finished here), a change of every page (a new title, a template)
 * made, tried again and removed a folder per page on top of writing it: at 10,000 pages ~1.5 s of
 * mkdir and ~2 s of rmdir on the development VM, out of ~16 s. A flat folder is applied only when the
 * whole of it is as this code writes it (every path inside the output, every entry a plain file or
 * already moved); anything else is not ours to apply, and is removed with nothing moved: the next
 * write then compares file by file, and a file moved before the run died is newer than the manifest,
 * so it is written again.
 */

/** The list of removed paths an apply folder carries beside the files it puts. */
const REMOVALS = '.site-api-removals.json';
/** The published path of each file an apply folder puts, by its name (`0`, `1`…). */
const PUTS = '.site-api-puts.json';
/** The SHA-256 of the manifest a flat apply folder's update was made against. */
const BASE = '.site-api-base';

/** What is on disk for a path of the previous manifest. */
interface Row {
  path: string;
  size: number;
  etag: string;
}

/**
 * What an update changed: published files written (new or changed) and removed, and host files
 * (the worker, `_headers`: written beside them, not published) written or removed.
 */
export interface Changes {
  written: number;
  removed: number;
  host: number;
}

/**
 * Writes into an existing build the files that differ from it. Returns undefined when `target` holds
 * no readable manifest of ours (having written nothing), or when a file could not be put in place: the
 * caller then writes the whole folder.
 * A file whose size differs from its manifest row, or that changed after the manifest was written
 * (a hand edit), is written again whatever its ETag says.
 */
export function updateInPlace(
  target: string,
  files: ArtifactSet,
  manifest: Uint8Array,
  onProgress?: (done: number, total: number) => void,
  /** Which of `files` are host files (the worker, `_headers`): counted apart from the published ones. */
  host: ReadonlyMap<string, unknown> = new Map(),
  /** What folder-check.ts found of the folder while the build ran; taken when its manifest is this one. */
  checked?: () => FolderAnswer | undefined,
): Changes | undefined {
  const before = previousRows(target);
  if (!before) return undefined;
  const found = checked?.();
  const stale = found?.stamp === before.stamp ? found.stale : undefined;
  const puts: string[] = [];
  for (const [path, file] of files) {
    const row = before.rows.get(path);
    if (!row || row.etag !== file.etag || (stale ? stale.has(path) : !intact(target, row, before.writtenAt)))
      puts.push(path);
  }
  const removals = [...before.rows.keys()].filter((path) => !files.has(path));
  const isHost = (path: string) => host.has(path) || before.host.has(path);
  const count = (paths: string[]) => paths.filter((path) => !isHost(path)).length;
  const changes = {
    written: count(puts),
    removed: count(removals),
    host: puts.length + removals.length - count(puts) - count(removals),
  };
  if (puts.length === 0 && removals.length === 0 && before.bytes.equals(manifest)) return changes;

  const parent = dirname(target);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(parent, `.${basename(target)}.tmp-${suffix}`);
  const untrack = trackScratch(staging);
  let current = staging;
  try {
    mkdirSync(staging);
    for (const [i, path] of puts.entries()) {
      inside(target, path);
      current = join(staging, String(i));
      writeFileSync(current, (files.get(path) as { bytes: Uint8Array }).bytes);
      onProgress?.(i + 1, puts.length);
    }
    current = join(staging, PUTS);
    writeFileSync(current, JSON.stringify(puts));
    current = join(staging, BASE);
    writeFileSync(current, sha256(before.bytes));
    current = join(staging, REMOVALS);
    writeFileSync(current, JSON.stringify(removals));
    current = join(staging, MANIFEST);
    writeFileSync(current, manifest);
  } catch (error) {
    untrack();
    const e = error as NodeJS.ErrnoException;
    if (e.code && !e.path) e.path = current;
    throw error;
  }
  // The point of no return: from here on, a killed run is finished by the next one.
  const apply = join(parent, `.${basename(target)}${FLAT}${suffix}`);
  renameSync(staging, apply);
  untrack();
  try {
    // Not applied: the caller writes the whole build instead.
    if (!finishApply(apply, target)) return undefined;
  } catch {
    // Something in the output is not what its manifest says (a folder where a file goes, a file where
    // a folder goes): the caller writes the whole build instead, so the apply folder must not be
    // finished later on top of it.
    discard(apply, target);
    return undefined;
  }
  return changes;
}

/**
 * Removes an apply folder, renamed to a scratch name first: a run killed while removing it leaves a
 * scratch folder to sweep, never half an apply folder to finish.
 */
function discard(apply: string, target: string): void {
  const scratch = join(
    dirname(target),
    `.${basename(target)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const untrack = trackScratch(scratch);
  try {
    renameSync(apply, scratch);
    rmSync(scratch, { recursive: true, force: true });
  } finally {
    untrack();
  }
}

/** The name an update's flat apply folder takes after `.out` (an older version's: `.apply-`). */
const FLAT = '.flat-';

/** How the apply folders of updates to `target` begin: an older version's layout, and the flat one. */
export function applyPrefixes(target: string): string[] {
  return [`.${basename(target)}.apply-`, `.${basename(target)}${FLAT}`];
}

/**
 * Moves what an apply folder holds into the output: removals first (a path may turn from a file into
 * a folder), then every file, then the manifest; then the folder goes. Safe to run again on a folder
 * a killed run half applied: what was already moved is no longer there to move.
 */
export function finishApply(apply: string, target: string): boolean {
  const flat = basename(apply).includes(FLAT);
  const plan = flat ? flatPlan(apply, target) : undefined;
  if (flat && plan === undefined) {
    discard(apply, target);
    return false;
  }
  let removals: string[] = plan?.removals ?? [];
  if (!plan) {
    try {
      removals = JSON.parse(readFileSync(join(apply, REMOVALS), 'utf8'));
    } catch {
      // Already applied (the list goes last but one) or never written: nothing to remove.
    }
  }
  for (const path of removals) removeWithFolders(target, path);
  if (plan) {
    for (const [i, destination] of plan.puts.entries()) moveInto(join(apply, String(i)), destination);
  } else {
    // Written by a version of site-api that laid the folder out as the output.
    for (const file of filesUnder(apply)) {
      const rel = relative(apply, file);
      if (rel === MANIFEST || rel === REMOVALS) continue;
      moveInto(file, inside(target, `/${rel.split(sep).join('/')}`));
    }
  }
  rmSync(join(apply, REMOVALS), { force: true });
  try {
    renameSync(join(apply, MANIFEST), join(target, MANIFEST));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  rmSync(apply, { recursive: true, force: true });
  return true;
}

/**
 * Whether an update's apply folder stands beside the output (a run killed past its point of no
 * return, or one applying now): until it is finished, the folder is not what its manifest says.
 */
export function appliesPending(target: string): boolean {
  const prefixes = applyPrefixes(target);
  try {
    return readdirSync(dirname(target)).some((name) => prefixes.some((p) => name.startsWith(p)));
  } catch {
    return false;
  }
}

/**
 * Finishes the apply folders of runs killed after their point of no return. One that cannot be
 * finished (a folder where one of its files goes) is removed as it stands: the next write compares
 * every file with the manifest, and a file moved before the run died is newer than it.
 */
export function finishStrandedApplies(target: string): string[] {
  const parent = dirname(target);
  const finished = applyPrefixes(target).flatMap((prefix) => stranded(parent, prefix));
  for (const name of finished) {
    try {
      finishApply(join(parent, name), target);
    } catch {
      discard(join(parent, name), target);
    }
  }
  return finished;
}

/**
 * Holds `.out.lock` beside the output while `body` runs, so that two builds into one folder take
 * turns: each one's output is whole, the later one's wins. A lock whose pid is gone is taken over.
 */
export function withOutputLock<T>(target: string, body: () => T, waitMs = 600_000): T {
  const lock = join(dirname(target), `.${basename(target)}.lock`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // No parent folder yet: made here (a file in its way fails with ENOTDIR, naming it).
      if (code === 'ENOENT') {
        mkdirSync(dirname(target), { recursive: true });
        continue;
      }
      if (code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lock);
    if (holder !== undefined && !isAlive(holder)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new UserError(
        `Another site-api run (pid ${holder ?? '?'}) has been writing ${target} for ${Math.round(waitMs / 1000)} s.`,
        `Wait for it to finish, or stop it; if no such run exists, delete ${lock}.`,
      );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  // Removed on Ctrl-C and SIGTERM too (a lock left by a killed run is taken over: its pid is gone).
  const release = trackScratch(lock);
  try {
    return body();
  } finally {
    release();
  }
}

function lockHolder(lock: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    // Removed between our open and our read, or half written: look again.
    return undefined;
  }
}

/**
 * What an output folder's manifest lists, path → ETag (files and host files): the files a write would
 * leave as they are, unless one was changed by hand. Nothing when the folder holds no manifest of ours.
 * `known`: the rows of the manifest the last build wrote there (the cache's LastBuild), taken instead
 * of parsing the file when its bytes are that manifest's.
 */
export function heldIn(target: string, known?: KnownManifest): Held {
  const rows = previousRows(target, known)?.rows;
  // A view of the parsed rows, not a copy of 20,000 of them.
  return { get: (path) => rows?.get(path)?.etag };
}

/** A manifest's rows as a build wrote them, and the SHA-256 of its bytes (manifestDigest). */
export interface KnownManifest {
  manifest?: string;
  files: readonly Row[];
  host: readonly Row[];
}

/** The name of a manifest's bytes that KnownManifest.manifest holds. */
export const manifestDigest = (bytes: Uint8Array): string => sha256(bytes);

type Previous = {
  rows: Map<string, Row>;
  host: Set<string>;
  bytes: Buffer;
  writtenAt: number;
  stamp: string;
};

/**
 * The last manifest parsed, by its file's stat and bytes: a build reads it before the write (heldIn)
 * and in it. The parse is what costs (~80 ms at 10,000 posts); the bytes are read again, compared, so
 * that a file system whose times are coarse cannot pass another manifest off as this one.
 */
let parsed: { stamp: string; previous: Previous } | undefined;

/**
 * The previous manifest's rows (files and host files), its bytes and when it was written: from
 * `known` when the bytes are the very ones it names (hashing 3.5 MB at 10,000 posts costs a tenth of
 * parsing it), else parsed.
 */
function previousRows(target: string, known?: KnownManifest): Previous | undefined {
  try {
    const file = join(target, MANIFEST);
    const stat = statSync(file);
    const writtenAt = stat.mtimeMs;
    const stamp = manifestFileStamp(file, stat);
    const bytes = readFileSync(file);
    if (parsed?.stamp === stamp && parsed.previous.bytes.equals(bytes)) return parsed.previous;
    const listed =
      known?.manifest !== undefined && known.manifest === manifestDigest(bytes)
        ? { version: 1, files: known.files, host: known.host }
        : (JSON.parse(bytes.toString('utf8')) as { version?: unknown; files?: Row[]; host?: Row[] });
    if (listed.version !== 1 || !Array.isArray(listed.files) || !Array.isArray(listed.host)) return undefined;
    const rows = new Map<string, Row>();
    for (const row of [...listed.files, ...listed.host]) {
      if (typeof row?.path !== 'string' || typeof row.etag !== 'string' || typeof row.size !== 'number')
        return undefined;
      // A path outside the folder is not a manifest this tool wrote: the folder is written whole.
      if (!row.path.startsWith('/') || !isInside(target, row.path)) return undefined;
      rows.set(row.path, row);
    }
    const previous = { rows, host: new Set(listed.host.map((row) => row.path)), bytes, writtenAt, stamp };
    parsed = { stamp, previous };
    return previous;
  } catch {
    return undefined;
  }
}

/** The file is there, a regular file of the size the manifest says, not changed since it was written. */
export function intact(target: string, row: Row, writtenAt: number): boolean {
  return asWritten(inside(target, row.path), row.size, writtenAt);
}

/** `root` joined with a published path, refused when the path would leave it. */
export function inside(root: string, path: string): string {
  const plain = plainJoin(root, path);
  if (plain !== undefined) return plain;
  if (!isInside(root, path)) throw new Error(`artifact path escapes the output: ${path}`);
  return resolve(root, `.${path}`);
}

/**
 * Where each file of a flat apply folder goes (absolute paths, by its name `0`, `1`…) and the paths it
 * removes (none once that list is gone: applied), when the whole folder is as updateInPlace writes
 * it: lists of paths inside the output, and each numbered entry a plain file or gone (moved by a run
 * before). Undefined otherwise: nothing is moved.
 */
function flatPlan(apply: string, target: string): { puts: string[]; removals: string[] } | undefined {
  // Every entry a plain file or gone: a link would be moved into the output and written through.
  const plain = (name: string) => {
    const entry = lstatSync(join(apply, name), { throwIfNoEntry: false });
    return entry === undefined || entry.isFile();
  };
  const read = (name: string): string | undefined | null => {
    if (!plain(name)) return null;
    try {
      return readFileSync(join(apply, name), 'utf8');
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : null;
    }
  };
  const isPaths = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((p) => typeof p === 'string' && isInside(target, p));
  const list = (text: string | undefined | null) => {
    try {
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      return undefined;
    }
  };
  const puts = list(read(PUTS));
  const removalsText = read(REMOVALS);
  // The removals go before the manifest is moved: a folder whose list is gone may be all but removed.
  const removals = removalsText === undefined ? [] : list(removalsText);
  if (!isPaths(puts) || !isPaths(removals)) return undefined;
  for (let i = 0; i < puts.length; i++) if (!plain(String(i))) return undefined;
  // Made against the manifest the output holds now: a folder left by a run whose pid came back to
  // life (and so was passed over) must not be applied over the builds written since.
  const base = read(BASE);
  if (!base || !plain(MANIFEST)) return undefined;
  if (existsSync(join(apply, MANIFEST))) {
    let current: Buffer;
    try {
      current = readFileSync(join(target, MANIFEST));
    } catch {
      return undefined;
    }
    if (sha256(current) !== base) return undefined;
  }
  return { puts: puts.map((path) => inside(target, path)), removals };
}

function isInside(root: string, path: string): boolean {
  return plainJoin(root, path) !== undefined || resolve(root, `.${path}`).startsWith(root + sep);
}

/**
 * A path of plain segments: each after a `/`, none empty, `.` or `..`, no backslash or NUL in it.
 * Such a path under a root that is absolute and normalised is `root + path`, inside it.
 */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[^/\\\0]+)+$/;

/** The last root found absolute and normalised (a manifest's 20,000 rows share one). */
let normalRoot: string | undefined;

/**
 * `root + path` when that is what resolve would give and inside `root` (PLAIN_PATH, a POSIX
 * separator, a normalised absolute root), else undefined: the caller resolves. Two resolves per
 * manifest row, twice a build, cost ~0.15 s at 10,000 posts here.
 */
function plainJoin(root: string, path: string): string | undefined {
  if (sep !== '/' || !PLAIN_PATH.test(path)) return undefined;
  if (root !== normalRoot) {
    if (root !== resolve(root) || root.endsWith(sep)) return undefined;
    normalRoot = root;
  }
  return root + path;
}

/**
 * Renames `file` to `destination`, making its folder when it is missing (most are there: trying the
 * rename first spares a mkdir per file). A file no longer there was moved by a run before.
 */
function moveInto(file: string, destination: string): void {
  try {
    renameSync(file, destination);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!existsSync(file)) return;
  mkdirSync(dirname(destination), { recursive: true });
  renameSync(file, destination);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Removes a file of the output and the folders its removal emptied, up to the output folder. */
export function removeWithFolders(target: string, path: string): void {
  const gone = resolve(target, `.${path}`);
  if (!gone.startsWith(target + sep)) return;
  try {
    unlinkSync(gone);
  } catch {
    return;
  }
  for (let folder = dirname(gone); folder.startsWith(target + sep); folder = dirname(folder)) {
    try {
      rmdirSync(folder);
    } catch {
      break;
    }
  }
}
