import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { PathsRemembered } from '../build/paths.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import type { Memo, MemoSpace } from '../ground/memo.js';
import { runtimeSalt } from './runtime-salt.js';

/**
 * The persistent build cache: what ground/memo.ts keys by content, kept in files between runs.
 *
 * Each file (`build.cache`, `state.cache`… in the cache folder, see FILES) is a header line
 * (`site-api-cache 2 <tool>`) then one or more segments, each a line `<length> <sha256>` and that many
 * bytes: the V8 serialization of what the segment sets (space → key → value) and drops (space → keys),
 * applied in order. A save writes the whole file anew (one segment, renamed into place), or, when this
 * run read the file and it is still the one read, appends what changed: after one edit at 10,000
 * posts a few kilobytes instead of ~15 MB serialized, hashed and written again. Appends stop at
 * APPEND_LIMIT, and the next save writes the file whole. A file is trusted only when the header names
 * this very build of the tool and every segment is whole and matches its SHA-256: anything else (a
 * damaged or truncated file, an append cut short, another version's, a file that is not ours) is
 * ignored and replaced by the next save. Only the entries a build used are saved, so the file tracks
 * the site and never grows without bound.
 */
export interface BuildCache extends Memo {
  /** Where the cache lives, or undefined when caching is off. */
  readonly dir: string | undefined;
  /** Why the file on disk was not used (damaged, another version), for --verbose and tests. */
  readonly ignored: string | undefined;
  /**
   * Writes what this run used, when it differs from what was read; with `keep`, what it read too (a run
   * that used only part of the cache, like validate). Never throws: a cache is optional.
   */
  save(keep?: boolean): void;
  /** Hits and misses of this run (a --watch session starts each build at zero). */
  stats(): { hits: number; misses: number };
  /** Starts the next build of a --watch session: what it uses is counted afresh. */
  next(): void;
  /** The value stored for `key`, without keeping it for the next save. */
  peek(space: MemoSpace, key: string): unknown;
  /** Stores a value (kept by the next save). */
  put(space: MemoSpace, key: string, value: unknown): void;
  /** The keys stored in `space`. */
  keys(space: MemoSpace): string[];
  /** Keeps the stored value of `key` for the next save, as if it had been used (not counted as a hit). */
  keep(space: MemoSpace, key: string): void;
  /** Removes `key` (from the next save too, also of a file whose other keys a save keeps). */
  drop(space: MemoSpace, key: string): void;
}

const MAGIC = 'site-api-cache 2';

/**
 * Appends while the file stays under 1.5× the size it had when last written whole, and at most 16
 * segments (the whole one and 15 appended); then the next save writes it whole (what it holds of
 * superseded values is dropped).
 */
const APPEND_LIMIT = { growth: 1.5, segments: 16 };

/**
 * Six files, each read only when a space of it is first asked for: `build.cache`, what pages, twins, feed
 * entries and summaries derive from the content (megabytes at 10,000 posts) and what the checks of
 * the API files found in them; `output.cache`, the files of the last build of each output folder and of the last
 * diff or publish (a row per file); `state.cache`, the content's file stamps and validate's
 * findings; `entries.cache` and `staged.cache`, what validate (and, for the folder, the build) read
 * of each file and found in it, of the folder and of git's index (core/kept-reads.ts); `sizes.cache`, the gzip size of each file
 * `build --json` and `--verbose` listed, by its ETag. validate of unchanged content reads
 * `state.cache` alone, and `entries.cache` after an edit; the pre-commit hook `staged.cache`; a build
 * with nothing to do, and diff and publish of built content, the second and third.
 */
type Group = 'work' | 'output' | 'state' | 'entries' | 'staged' | 'sizes';
const FILES: Record<Group, string> = {
  work: 'build.cache',
  output: 'output.cache',
  state: 'state.cache',
  entries: 'entries.cache',
  staged: 'staged.cache',
  sizes: 'sizes.cache',
};
const GROUPS: Record<MemoSpace, Group> = {
  summary: 'work',
  page: 'work',
  feed: 'work',
  twin: 'work',
  check: 'work',
  output: 'output',
  build: 'state',
  entries: 'entries',
  staged: 'staged',
  gzip: 'sizes',
};
const groupOf = (space: MemoSpace): Group => GROUPS[space];

/**
 * What a save (not `keep`) writes of each file. `keeps`: what the run read and did not use stays
 * (else only what it used is written, so the file tracks the site). `pruned`: saved even by a run
 * that never asked for it, so that a folder's entry goes with the folder; the others are left as
 * they are by such a run (validate's kept reads, core/kept-reads.ts; the listed sizes).
 */
const SAVED: Record<Group, { keeps: boolean; pruned: boolean }> = {
  work: { keeps: false, pruned: false },
  sizes: { keeps: false, pruned: false },
  output: { keeps: true, pruned: true },
  state: { keeps: true, pruned: true },
  entries: { keeps: true, pruned: false },
  staged: { keeps: true, pruned: false },
};

type Store = Map<MemoSpace, Map<string, unknown>>;

/** One segment of a file: what it sets, then the keys it drops. */
interface Segment {
  set: Store;
  drop: Map<MemoSpace, string[]>;
}

/**
 * A file as this run read or last wrote it: its maps (never changed while recorded: a --watch
 * session's next() forgets them) and what tells whether the file on disk is still that one.
 */
interface OnDisk {
  maps: Map<MemoSpace, Map<string, unknown>>;
  ino: number;
  size: number;
  mtimeMs: number;
  /** The size when the file was last written whole, and its segments since. */
  wholeSize: number;
  segments: number;
}

/** A cache with nothing on disk: a build that asked for no cache still memoizes within the run. */
export function openCache(dir: string | undefined): BuildCache {
  const salt = toolSalt();
  const reasons: Partial<Record<Group, string>> = {};
  const read = new Set<Group>();
  const loaded: Store = new Map();
  let used: Store = new Map();
  let hits = 0;
  let misses = 0;
  const fresh = new Set<Group>();
  const disk = new Map<Group, OnDisk>();
  /**
   * Groups whose record in `disk` is this run's save: its maps are the ones `used` goes on filling, so
   * that a value stored after the save forgets the record (the next save writes the file whole).
   */
  const saved = new Set<Group>();
  /** Keys dropped by this run (drop): no longer there, whatever the file read holds. */
  const dropped = new Map<MemoSpace, Set<string>>();
  const gone = (name: MemoSpace, key: string) => dropped.get(name)?.has(key) === true;
  const changing = (name: MemoSpace) => {
    const group = groupOf(name);
    if (saved.has(group)) {
      disk.delete(group);
      saved.delete(group);
    }
  };
  const space = (store: Store, name: MemoSpace) => {
    let map = store.get(name);
    if (!map) {
      map = new Map();
      store.set(name, map);
    }
    return map;
  };
  /** Reads the file of `group` the first time one of its spaces is asked for. */
  const ensure = (group: Group) => {
    if (read.has(group)) return;
    read.add(group);
    if (dir === undefined) return;
    const found = readStore(join(dir, FILES[group]), salt);
    if ('ignored' in found) {
      reasons[group] = found.ignored;
      return;
    }
    for (const [name, map] of found.store) if (groupOf(name) === group) loaded.set(name, map);
    disk.set(group, { ...found.disk, maps: new Map(spacesOf(group).map((n) => [n, space(loaded, n)])) });
  };
  const loadedOf = (name: MemoSpace) => {
    ensure(groupOf(name));
    return loaded.get(name);
  };
  const spacesOf = (group: Group) => (Object.keys(GROUPS) as MemoSpace[]).filter((n) => groupOf(n) === group);
  const count = (store: Store, group: Group) =>
    spacesOf(group).reduce((n, name) => n + (store.get(name)?.size ?? 0), 0);
  return {
    dir,
    get ignored() {
      return reasons.work ?? reasons.state;
    },
    get<T>(name: MemoSpace, key: string, make: () => T): T {
      const now = space(used, name);
      if (now.has(key)) return now.get(key) as T;
      const before = loadedOf(name);
      changing(name);
      if (before?.has(key) && !gone(name, key)) {
        hits++;
        const value = before.get(key) as T;
        now.set(key, value);
        return value;
      }
      misses++;
      fresh.add(groupOf(name));
      const value = make();
      now.set(key, value);
      return value;
    },
    save(keep = false) {
      if (dir === undefined) return;
      for (const group of Object.keys(FILES) as Group[]) {
        const touched = spacesOf(group).some((name) => (used.get(name)?.size ?? 0) > 0);
        if (keep) {
          if (!fresh.has(group)) continue;
          ensure(group);
          for (const name of spacesOf(group))
            for (const [key, value] of loaded.get(name) ?? [])
              if (!space(used, name).has(key) && !gone(name, key)) space(used, name).set(key, value);
        } else if (!touched && !read.has(group) && !SAVED[group].pruned) {
          // A run that never asked for these keeps the file as it is.
          continue;
        } else if (SAVED[group].keeps) {
          // What a run remembers of the last build of a folder, validate, publish (one entry each) is
          // not another run's to drop; a folder's entry goes with the folder.
          ensure(group);
          for (const name of spacesOf(group))
            for (const [key, value] of loaded.get(name) ?? [])
              if (
                !space(used, name).has(key) &&
                !gone(name, key) &&
                (!key.startsWith('last:') || existsSync(key.slice(5)))
              )
                space(used, name).set(key, value);
        }
        const file = join(dir, FILES[group]);
        // Nothing new and nothing dropped: the file already holds exactly this.
        if (
          !fresh.has(group) &&
          reasons[group] === undefined &&
          count(used, group) === count(loaded, group) &&
          existsSync(file)
        )
          continue;
        const next = new Map(spacesOf(group).map((name) => [name, space(used, name)]));
        try {
          disk.set(
            group,
            saveStore(file, salt, next, reasons[group] === undefined ? disk.get(group) : undefined),
          );
          saved.add(group);
          delete reasons[group];
        } catch {
          // A read-only or full disk costs the next build its speed, never this build its output.
          disk.delete(group);
        }
        for (const name of spacesOf(group)) {
          loaded.set(name, space(used, name));
          dropped.delete(name);
        }
        fresh.delete(group);
      }
    },
    stats: () => ({ hits, misses }),
    has: (name, key) =>
      used.get(name)?.has(key) === true || (loadedOf(name)?.has(key) === true && !gone(name, key)),
    peek: (name, key) =>
      used.get(name)?.has(key)
        ? used.get(name)?.get(key)
        : gone(name, key)
          ? undefined
          : loadedOf(name)?.get(key),
    put(name, key, value) {
      changing(name);
      dropped.get(name)?.delete(key);
      space(used, name).set(key, value);
      fresh.add(groupOf(name));
    },
    keys: (name) => [
      ...new Set([
        ...(used.get(name)?.keys() ?? []),
        ...[...(loadedOf(name)?.keys() ?? [])].filter((key) => !gone(name, key)),
      ]),
    ],
    keep(name, key) {
      const before = loadedOf(name);
      if (before?.has(key) && !gone(name, key) && !space(used, name).has(key)) {
        changing(name);
        space(used, name).set(key, before.get(key));
      }
    },
    drop(name, key) {
      changing(name);
      used.get(name)?.delete(key);
      if (!loadedOf(name)?.has(key)) return;
      let keys = dropped.get(name);
      if (!keys) {
        keys = new Set();
        dropped.set(name, keys);
      }
      keys.add(key);
      fresh.add(groupOf(name));
    },
    next() {
      // The maps read or written are changed below: the next save writes each file whole.
      disk.clear();
      saved.clear();
      for (const [name, keys] of dropped) for (const key of keys) loaded.get(name)?.delete(key);
      dropped.clear();
      for (const [name, map] of used) for (const [key, value] of map) space(loaded, name).set(key, value);
      used = new Map();
      hits = 0;
      misses = 0;
    },
  };
}

function readStore(
  file: string,
  salt: string,
): { store: Store; disk: Omit<OnDisk, 'maps'> } | { ignored: string } {
  let bytes: Buffer;
  let stat: Stats;
  try {
    const fd = openSync(file, 'r');
    try {
      stat = fstatSync(fd);
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    return { ignored: 'no cache yet' };
  }
  let end = bytes.indexOf(10);
  const header = end < 0 ? [] : bytes.subarray(0, end).toString('latin1').split(' ');
  if (`${header[0]} ${header[1]}` !== MAGIC) return { ignored: 'not a site-api cache' };
  if (header[2] !== salt) return { ignored: 'written by another build of site-api' };
  const store: Store = new Map();
  let segments = 0;
  let wholeSize = bytes.length;
  while (end + 1 < bytes.length) {
    const at = end + 1;
    end = bytes.indexOf(10, at);
    const [length, sum] = (end < 0 ? '' : bytes.subarray(at, end).toString('latin1')).split(' ');
    const size = Number(length);
    if (!Number.isSafeInteger(size) || size < 0 || end + 1 + size > bytes.length)
      return { ignored: 'damaged (it is cut short)' };
    const payload = bytes.subarray(end + 1, end + 1 + size);
    if (createHash('sha256').update(payload).digest('hex') !== sum)
      return { ignored: 'damaged (its checksum does not match)' };
    let segment: unknown;
    try {
      segment = deserialize(payload);
    } catch {
      return { ignored: 'damaged (it does not deserialize)' };
    }
    if (!isSegment(segment)) return { ignored: 'not a site-api cache' };
    if (segments === 0) {
      for (const [name, map] of segment.set) store.set(name, map);
      wholeSize = end + 1 + size;
    } else {
      for (const [name, map] of segment.set) {
        const into = store.get(name);
        if (into) for (const [key, value] of map) into.set(key, value);
        else store.set(name, map);
      }
      for (const [name, keys] of segment.drop) for (const key of keys) store.get(name)?.delete(key);
    }
    segments++;
    end += size;
  }
  if (segments === 0) return { ignored: 'damaged (it is cut short)' };
  return { store, disk: { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, wholeSize, segments } };
}

function isSegment(value: unknown): value is Segment {
  if (typeof value !== 'object' || value === null) return false;
  const { set, drop } = value as Partial<Segment>;
  return (
    set instanceof Map &&
    drop instanceof Map &&
    [...set.values()].every((m) => m instanceof Map) &&
    [...drop.values()].every((keys) => Array.isArray(keys))
  );
}

/**
 * One segment as it is written: its line, then its bytes. Two pieces, written one after the other: the
 * payload is megabytes at 10,000 posts, and joining it to its line copied it (twice for a whole file).
 */
function segmentBytes(segment: Segment): [Buffer, Buffer] {
  const payload = serialize(segment);
  const sum = createHash('sha256').update(payload).digest('hex');
  return [Buffer.from(`${payload.length} ${sum}\n`, 'latin1'), payload];
}

const sizeOf = (pieces: readonly Buffer[]): number => pieces.reduce((n, piece) => n + piece.length, 0);

/**
 * Saves `next` into `file`: appended as what changed since `before` (what this run read or last wrote)
 * while the file on disk is still that one and under APPEND_LIMIT, else written whole. Gives what the
 * file then is.
 */
function saveStore(file: string, salt: string, next: Store, before: OnDisk | undefined): OnDisk {
  if (before && before.segments < APPEND_LIMIT.segments) {
    const segment: Segment = { set: new Map(), drop: new Map() };
    for (const [name, map] of next) {
      const old = before.maps.get(name);
      const set = new Map<string, unknown>();
      for (const [key, value] of map) if (!old?.has(key) || old.get(key) !== value) set.set(key, value);
      if (set.size > 0) segment.set.set(name, set);
      const drop = old ? [...old.keys()].filter((key) => !map.has(key)) : [];
      if (drop.length > 0) segment.drop.set(name, drop);
    }
    const pieces = segmentBytes(segment);
    let stat: Stats | undefined;
    try {
      stat = statSync(file);
    } catch {
      // Gone: written whole below.
    }
    if (
      stat?.ino === before.ino &&
      stat.size === before.size &&
      stat.mtimeMs === before.mtimeMs &&
      before.size + sizeOf(pieces) <= before.wholeSize * APPEND_LIMIT.growth
    ) {
      if (segment.set.size === 0 && segment.drop.size === 0) return { ...before, maps: next };
      const fd = openSync(file, 'a');
      try {
        writeAll(fd, pieces);
        const after = fstatSync(fd);
        return {
          maps: next,
          ino: after.ino,
          size: after.size,
          mtimeMs: after.mtimeMs,
          wholeSize: before.wholeSize,
          segments: before.segments + 1,
        };
      } finally {
        closeSync(fd);
      }
    }
  }
  return writeStore(file, salt, next);
}

function writeAll(fd: number, pieces: readonly Buffer[]): void {
  for (const bytes of pieces)
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

function writeStore(file: string, salt: string, store: Store): OnDisk {
  if (mkdirSync(dirname(file), { recursive: true }) !== undefined) pruneStale(dirname(file));
  const pieces = [
    Buffer.from(`${MAGIC} ${salt}\n`, 'latin1'),
    ...segmentBytes({ set: store, drop: new Map() }),
  ];
  const temporary = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const fd = openSync(temporary, 'w');
    let stat: Stats;
    try {
      writeAll(fd, pieces);
      stat = fstatSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    return {
      maps: store,
      ino: stat.ino,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      wholeSize: stat.size,
      segments: 1,
    };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * This build of the tool: its version and the size and time of every compiled module, so that a
 * development build (same version, new code) never reads a cache an older one wrote; and the versions
 * of the packages and of Node that what the cache keeps was made with (core/runtime-salt.ts).
 */
function toolSalt(): string {
  const lib = fileURLToPath(new URL('..', import.meta.url));
  const hash = createHash('sha256');
  try {
    hash.update(JSON.parse(readFileSync(join(lib, '../package.json'), 'utf8')).version ?? '');
  } catch {
    // No package.json beside lib/: the modules' stamps alone tell builds apart.
  }
  // Every module: what a build writes depends on more than build/ (the checks, the edge worker it embeds).
  for (const name of modulesIn(lib).sort()) {
    const stat = statSync(join(lib, name));
    hash.update(`${name}:${stat.size}:${stat.mtimeMs}\n`);
  }
  hash.update(runtimeSalt(lib));
  return hash.digest('hex').slice(0, 32);
}

/**
 * The compiled modules under `root`, by their paths from it. A walk of each folder: Node 20's
 * `readdirSync(…, { recursive: true })` took ~12 ms for lib/'s 420 entries, this ~3 ms.
 */
function modulesIn(root: string, under = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, under), { withFileTypes: true })) {
    const name = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) found.push(...modulesIn(root, name));
    else if (entry.name.endsWith('.js')) found.push(name);
  }
  return found;
}

/** A site's folder in the user's cache (cacheDirFor): the first 16 hex digits of its root's SHA-256. */
const SITE_ID = /^[0-9a-f]{16}$/;
/** How long a site's folder in the user's cache may go unwritten before another site's removes it. */
const STALE_MS = 60 * 24 * 3_600_000;

/**
 * When a site's folder in the user's cache (`~/.cache/site-api/<id>`) is first made, the folders of
 * sites not written for 60 days go: a folder built once (a clone since deleted, a temporary copy) would
 * otherwise stay for good. Only folders named as cacheDirFor names them, under a `site-api` folder, are
 * looked at; a cache in a site's own node_modules is the site's. Never throws.
 */
function pruneStale(dir: string): void {
  const parent = dirname(dir);
  if (!SITE_ID.test(basename(dir)) || basename(parent) !== 'site-api') return;
  try {
    const before = Date.now() - STALE_MS;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      if (!entry.isDirectory() || !SITE_ID.test(entry.name) || entry.name === basename(dir)) continue;
      const folder = join(parent, entry.name);
      if (statSync(folder).mtimeMs < before) rmSync(folder, { recursive: true, force: true });
    }
  } catch {
    // Another run pruning too, or a folder that cannot be read: left for the next new site.
  }
}

/** How often a --watch session saves its cache at most (endOfSessionBuild). */
const SESSION_SAVE_MS = 30_000;

/**
 * The end of one build of a --watch session that keeps its cache open (build --watch, serve --watch).
 * Saving costs ~100 ms at 10,000 posts: at most every 30 s (the cache in memory serves the next
 * rebuild either way), keeping what earlier builds of the session used after the first save (a
 * rebuild takes most pages from the carry, ground/carry.ts, not from the cache, and a save of only
 * what it used would drop them). Then the next build's use is counted afresh.
 */
export function endOfSessionBuild(session: { cache?: BuildCache; savedAt?: number }): void {
  if (session.cache === undefined) return;
  if (session.savedAt === undefined || performance.now() - session.savedAt > SESSION_SAVE_MS) {
    session.cache.save(session.savedAt !== undefined);
    session.savedAt = performance.now();
  }
  session.cache.next();
}

/** When a --watch session stops: what its builds used since the last save is saved, for the next run. */
export function endOfSession(session: { cache?: BuildCache }): void {
  session.cache?.save(true);
}

/**
 * The cache folder of a site: SITE_API_CACHE_DIR when set; else `node_modules/.cache/site-api` of the
 * nearest folder with a package.json (where build tools keep caches); else the user's cache folder,
 * one per site.
 */
export function cacheDirFor(siteRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_API_CACHE_DIR) return resolve(env.SITE_API_CACHE_DIR);
  for (let dir = resolve(siteRoot); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'node_modules', '.cache', 'site-api');
    if (dirname(dir) === dir) break;
  }
  const base = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const id = createHash('sha256').update(resolve(siteRoot)).digest('hex').slice(0, 16);
  return join(base, 'site-api', id);
}

/**
 * The key of the last site of `root` whose paths had no error (build/paths.ts pathConflicts), with its
 * warnings, one entry per folder beside the content's stamps: validate, the hook and a build after an
 * edit skip the paths' check (~0.2 s at 10,000 posts) while nothing it reads changed.
 */
export function pathsRemembered(cache: BuildCache, root: string): PathsRemembered {
  const name = `paths:${root}`;
  const value = cache.peek('build', name) as unknown;
  // A string: the key of a site without any finding (as this entry was before it held warnings).
  const last =
    typeof value === 'string'
      ? { key: value, found: [] }
      : isRemembered(value)
        ? { key: value.key, found: value.found }
        : undefined;
  return {
    last,
    remember: (key, found) => {
      if (key !== last?.key || found.length !== last.found.length) cache.put('build', name, { key, found });
    },
  };
}

function isRemembered(value: unknown): value is { key: string; found: Diagnostic[] } {
  const v = value as { key?: unknown; found?: unknown } | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    Array.isArray(v.found) &&
    v.found.every((d) => typeof d === 'object' && d !== null && typeof (d as Diagnostic).code === 'string')
  );
}
