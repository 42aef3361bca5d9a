import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { Memo, MemoSpace } from '../ground/memo.js';
import { runtimeSalt } from './runtime-salt.js';

/**
 * The persistent build cache: what ground/memo.ts keys by content, kept in files between runs.
 *
 * Each file (`build.cache`, `state.cache`… in the cache folder, see FILES) is a header line
 * (`site-api-cache 1 <tool> <sha256>`) then the V8 serialization of space → key → value. It is trusted only when the header names this
 * very build of the tool and the SHA-256 of the rest matches: anything else (a damaged or truncated
 * file, another version's, a file that is not ours) is ignored and replaced by the next save. Only
 * the entries a build used are saved, so the file tracks the site and never grows without bound.
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
}

const MAGIC = 'site-api-cache 1';

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
    if ('ignored' in found) reasons[group] = found.ignored;
    else for (const [name, map] of found.store) if (groupOf(name) === group) loaded.set(name, map);
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
      if (before?.has(key)) {
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
              if (!space(used, name).has(key)) space(used, name).set(key, value);
        } else if (!touched && !read.has(group) && !SAVED[group].pruned) {
          // A run that never asked for these keeps the file as it is.
          continue;
        } else if (SAVED[group].keeps) {
          // What a run remembers of the last build of a folder, validate, publish (one entry each) is
          // not another run's to drop; a folder's entry goes with the folder.
          ensure(group);
          for (const name of spacesOf(group))
            for (const [key, value] of loaded.get(name) ?? [])
              if (!space(used, name).has(key) && (!key.startsWith('last:') || existsSync(key.slice(5))))
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
        try {
          writeStore(file, salt, new Map(spacesOf(group).map((name) => [name, space(used, name)])));
          delete reasons[group];
        } catch {
          // A read-only or full disk costs the next build its speed, never this build its output.
        }
        for (const name of spacesOf(group)) loaded.set(name, space(used, name));
        fresh.delete(group);
      }
    },
    stats: () => ({ hits, misses }),
    has: (name, key) => used.get(name)?.has(key) === true || loadedOf(name)?.has(key) === true,
    peek: (name, key) => (used.get(name)?.has(key) ? used.get(name)?.get(key) : loadedOf(name)?.get(key)),
    put(name, key, value) {
      space(used, name).set(key, value);
      fresh.add(groupOf(name));
    },
    keys: (name) => [...new Set([...(used.get(name)?.keys() ?? []), ...(loadedOf(name)?.keys() ?? [])])],
    keep(name, key) {
      const before = loadedOf(name);
      if (before?.has(key) && !space(used, name).has(key)) space(used, name).set(key, before.get(key));
    },
    next() {
      for (const [name, map] of used) for (const [key, value] of map) space(loaded, name).set(key, value);
      used = new Map();
      hits = 0;
      misses = 0;
    },
  };
}

function readStore(file: string, salt: string): { store: Store } | { ignored: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { ignored: 'no cache yet' };
  }
  const end = bytes.indexOf(10);
  const header = end < 0 ? [] : bytes.subarray(0, end).toString('latin1').split(' ');
  if (`${header[0]} ${header[1]}` !== MAGIC) return { ignored: 'not a site-api cache' };
  if (header[2] !== salt) return { ignored: 'written by another build of site-api' };
  const payload = bytes.subarray(end + 1);
  if (createHash('sha256').update(payload).digest('hex') !== header[3])
    return { ignored: 'damaged (its checksum does not match)' };
  try {
    const store = deserialize(payload) as unknown;
    if (!(store instanceof Map) || ![...store.values()].every((m) => m instanceof Map))
      return { ignored: 'not a site-api cache' };
    return { store: store as Store };
  } catch {
    return { ignored: 'damaged (it does not deserialize)' };
  }
}

function writeStore(file: string, salt: string, store: Store): void {
  if (mkdirSync(dirname(file), { recursive: true }) !== undefined) pruneStale(dirname(file));
  const payload = serialize(store);
  const sum = createHash('sha256').update(payload).digest('hex');
  const temporary = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(temporary, Buffer.concat([Buffer.from(`${MAGIC} ${salt} ${sum}\n`, 'latin1'), payload]));
    renameSync(temporary, file);
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
