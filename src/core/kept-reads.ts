import { createHash } from 'node:crypto';
import { type KeptRead, keptRead, standIn } from '../content/kept.js';
import type { KeptReads } from '../content/load.js';
import { fileBodyKey } from '../content/read-file.js';
import type { FoundFile } from '../content/walk.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import { sha256 } from '../ground/digest.js';
import { CONTENT_CHANGED, UserError } from '../ground/errors.js';
import { keyBodyBy } from '../ground/memo.js';
import type { BuildCache } from './cache.js';

/**
 * What validate keeps between runs so that, after an edit, it reads and checks again only the files
 * that changed: each content file's read (content/kept.ts) and each entry's findings from the rules
 * that look at one entry's body on its own (check/index.ts BODY_LISTS), both under the file's path
 * and a name of its bytes. The rules across files run again on every entry, kept or read.
 *
 * What names a file's bytes is the caller's: for the folder, the SHA-256 from the content's key
 * (core/unchanged.ts: a file is trusted by its stat only when it was hashed well after its last
 * change, and read and hashed otherwise); for git's index (validate --staged), the object id git
 * holds for the file where the working tree stands for it, and the SHA-256 of the bytes git gave
 * where it does not. A file with no digest is read, as before. Findings depend on the folder they are
 * shown from, so a run from another working folder starts afresh. Stored in the cache's
 * `entries.cache` (the folder) or `staged.cache` (the index: the hook and validate take turns without
 * each undoing what the other kept): per content folder, a head (the working folder, the lists) and a
 * value per file, put again only for a file this run read or made a value of (the cache then appends
 * only those), when a run learned something; a file no longer in the folder is dropped.
 */
export interface KeptSession {
  /** For loadSite's `kept`. */
  load: KeptReads;
  /** For checkSite's `carry`: each entry's own findings, kept by its bytes. */
  carry: Carry;
  /**
   * The first build of a --watch session: its carry (`session`), whose kept lists' values come from
   * `carry` where a file's bytes are the same, so that the session's next build takes them as its own.
   */
  over(session: Carry): Carry;
  /** Puts what this run used in the cache (the caller saves the cache). */
  put(): void;
  /** Files taken from what was kept, files read, and kept files read again after all (their body asked for). */
  stats(): { taken: number; read: number; reread: number };
}

/** A file's digest of its bytes, its read (when kept), and a value per list. */
type Stored = readonly [digest: string, read: KeptRead | undefined, values: readonly unknown[]];

/** A file's path in the folder → what is stored of it. */
type Files = Map<string, Stored>;

interface Head {
  cwd: string;
  /** The carry.each lists, in the order of each file's values, each with its deps (as JSON). */
  lists: [name: string, deps: string][];
}

const headKey = (root: string) => `kept:${root}`;
/** A file's key: its folder's head key, NUL (no path holds it), its path in the folder. */
const fileKey = (root: string, raw: string) => `kept:${root}\0${raw}`;
/** Every empty value stored is this one (the serializer writes it once): values are never changed. */
const EMPTY: readonly unknown[] = [];
/** No value kept for a list and a file. */
const UNKNOWN = Symbol('unknown');

export interface KeptOptions {
  /** `entries` for the folder (digests from the content's key); `staged` for git's index (its object ids). */
  space: 'entries' | 'staged';
  root: string;
  cwd: string;
  /**
   * The name of a file's bytes as the caller knows them without reading them (`given`: the bytes that
   * stand for the file), or undefined (the file is read).
   */
  known(file: FoundFile, given?: Buffer): string | undefined;
  /**
   * The name of bytes just read for the file, under which what they gave is kept; undefined when they
   * are not bytes `known` could name (they are then not kept).
   */
  named(file: FoundFile, bytes: Buffer, given?: Buffer): string | undefined;
  /** The carry.each lists to keep (check/index.ts BODY_LISTS); the others are made each run. */
  lists: ReadonlySet<string>;
}

export function keptSession(
  cache: BuildCache,
  { space, root, cwd, known, named, lists }: KeptOptions,
): KeptSession {
  const found = cache.peek(space, headKey(root)) as Partial<Head> | undefined;
  const head = found?.cwd === cwd && Array.isArray(found.lists) ? (found as Head) : undefined;
  /** Every file stored for the folder (by its key), whether or not the head is this run's. */
  const storedKeys = cache.keys(space).filter((key) => key.startsWith(fileKey(root, '')));
  const before =
    head === undefined
      ? undefined
      : { lists: head.lists, files: storedFiles(cache, space, root, storedKeys) };
  /**
   * This run's files: the digest, the read, each list's value (UNKNOWN until made or taken), and
   * whether this run read the file or made a value of it (what is stored of it then changes).
   */
  const now = new Map<
    string,
    { digest: string; read?: KeptRead; values: Map<string, unknown>; made: boolean }
  >();
  /** Each entry of this run whose bytes are known, with its file's path in the folder. */
  const files = new WeakMap<object, string>();
  let learned = false;
  let taken = 0;
  let read = 0;
  let reread = 0;
  const load: KeptReads = {
    take(file, prefix, given) {
      const digest = known(file, given);
      const last = digest === undefined ? undefined : before?.files.get(file.raw);
      if (digest === undefined || last === undefined || last[0] !== digest || last[1] === undefined)
        return undefined;
      // Read again only if something asks for what is not kept (a body): then it must be the bytes
      // named, or what the entry stands for (its body's key among them) would be another file's.
      const got = standIn(
        last[1],
        file,
        prefix,
        given,
        () => reread++,
        (bytes) => {
          if (named(file, bytes, given) !== digest)
            throw new UserError(
              `${prefix + file.raw} changed while site-api read the content folder.`,
              'Run the command again once the file is saved.',
              CONTENT_CHANGED,
            );
        },
      );
      if (got?.entry) {
        files.set(got.entry, file.raw);
        // The body is a function of the bytes named: its key, without reading it (read-file.ts).
        if (got.entry.kind === 'post') keyBodyBy(got.entry, () => fileBodyKey(digest));
      }
      now.set(file.raw, { digest, read: last[1], values: new Map(), made: false });
      taken++;
      return { read: got, diagnostics: last[1][7] };
    },
    learn(file, got, diagnostics, bytes, given) {
      read++;
      const digest = bytes === undefined ? undefined : named(file, bytes, given);
      if (digest === undefined || !got?.entry) return;
      files.set(got.entry, file.raw);
      const kept = keptRead(got, diagnostics);
      now.set(file.raw, { digest, ...(kept ? { read: kept } : {}), values: new Map(), made: true });
      learned = true;
    },
  };
  const depsNow = new Map<string, string>();
  const carry: Carry = {
    ...NO_CARRY,
    each(name, deps, items, make) {
      const text = depsText(deps);
      if (text === undefined || !lists.has(name) || depsNow.has(name)) return items.map(make);
      depsNow.set(name, text);
      const at = before?.lists.findIndex(([n, d]) => n === name && d === text) ?? -1;
      return items.map((item, i) => {
        const raw = typeof item === 'object' && item !== null ? files.get(item) : undefined;
        const file = raw === undefined ? undefined : now.get(raw);
        if (raw === undefined || file === undefined) return make(item, i);
        const last = at < 0 ? undefined : before?.files.get(raw);
        const value = last !== undefined && last[0] === file.digest && at in last[2] ? last[2][at] : UNKNOWN;
        if (value !== UNKNOWN) {
          file.values.set(name, value);
          return value as ReturnType<typeof make>;
        }
        const made = make(item, i);
        file.values.set(name, Array.isArray(made) && made.length === 0 ? EMPTY : made);
        file.made = true;
        learned = true;
        return made;
      });
    },
    next: () => carry,
  };
  return {
    load,
    carry,
    over: (session) => ({
      ...session,
      each(name, deps, items, make, keep) {
        if (!lists.has(name)) return session.each(name, deps, items, make, keep);
        const values = carry.each(name, deps, items, make);
        return session.each(name, deps, items, (_, i) => values[i] as (typeof values)[number], keep);
      },
    }),
    put() {
      // Nothing learned: every file of this run was taken (so was stored, with the same digest) and
      // every value found; with as many files, what is stored is what this run would store.
      if (!learned && before !== undefined && before.files.size === now.size) return;
      const lists = [...depsNow];
      const sameLists = head !== undefined && JSON.stringify(head.lists) === JSON.stringify(lists);
      cache.put(space, headKey(root), sameLists ? head : ({ cwd, lists } satisfies Head));
      for (const [raw, file] of now) {
        // A file taken with every value found, under the same lists: what is stored of it stays (the
        // cache's entries and staged files keep what a run does not put, and it appends what it does).
        if (sameLists && !file.made && before?.files.has(raw)) continue;
        // A list that did not run for the file (the placeholder rule on site.yaml) leaves a hole.
        const values: unknown[] = [];
        lists.forEach(([name], i) => {
          if (file.values.has(name)) values[i] = file.values.get(name);
        });
        cache.put(space, fileKey(root, raw), [file.digest, file.read, values] satisfies Stored);
      }
      for (const key of storedKeys) if (!now.has(key.slice(fileKey(root, '').length))) cache.drop(space, key);
    },
    stats: () => ({ taken, read, reread }),
  };
}

/** The files stored for the folder, by their path in it (`keys`: their keys). */
function storedFiles(cache: BuildCache, space: KeptOptions['space'], root: string, keys: string[]): Files {
  const files: Files = new Map();
  const prefix = fileKey(root, '').length;
  for (const key of keys) {
    const stored = cache.peek(space, key);
    if (Array.isArray(stored) && stored.length === 3 && Array.isArray(stored[2]))
      files.set(key.slice(prefix), stored as unknown as Stored);
  }
  return files;
}

/** The deps of a list as text to compare across runs; undefined unless each is a string, number, boolean or null (never kept). */
function depsText(deps: readonly unknown[]): string | undefined {
  const plain = deps.every((d) => d === null || ['string', 'number', 'boolean'].includes(typeof d));
  return plain ? JSON.stringify(deps) : undefined;
}

type Names = Pick<KeptOptions, 'known' | 'named'>;

/**
 * The folder's names of bytes: the SHA-256 the content's key found for each file (`digests`:
 * unchanged.ts contentDigests), and the SHA-256 of bytes read: the key's own where they are the very
 * bytes it read and hashed (`preread`, handed to the load), so a cold run hashes nothing twice.
 */
export function folderNames(
  digests: (raw: string) => string | undefined,
  preread: ReadonlyMap<string, Buffer>,
): Names {
  return {
    known: (file) => digests(file.raw),
    named: (file, bytes) =>
      (preread.get(file.abs) === bytes ? digests(file.raw) : undefined) ?? sha256(bytes),
  };
}

/**
 * git's index's names of bytes (`objects`: each file's object id, by its path in the folder): the
 * object id where the working tree stands for the file, and bytes read are named by it only when they
 * are that object's (a file saved since git looked, or one git converts on checkout, is not kept);
 * the SHA-256 of the bytes git gave where it does not.
 */
export function indexNames(objects: ReadonlyMap<string, string>): Names {
  return {
    known: (file, given) => {
      if (given) return `sha256:${sha256(given)}`;
      const object = objects.get(file.raw);
      return object === undefined ? undefined : `git:${object}`;
    },
    named: (file, bytes, given) => {
      if (given) return `sha256:${sha256(bytes)}`;
      const object = objects.get(file.raw);
      return object !== undefined && gitObjectId(bytes, object.length) === object
        ? `git:${object}`
        : undefined;
    },
  };
}

/** The id git gives these bytes as a blob: SHA-1, or SHA-256 in a repository of 64-digit ids. */
function gitObjectId(bytes: Buffer, digits: number): string {
  return createHash(digits === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.byteLength}\0`)
    .update(bytes)
    .digest('hex');
}
