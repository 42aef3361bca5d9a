import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { type ArtifactSet, etagOf, lazyArtifact } from '../build/artifacts.js';
import { joinerOf, listedWith, withinWalkLimits } from '../content/walk.js';
import type { SiteConfig } from '../generated/types.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { sha256 } from '../ground/digest.js';
import { UserError } from '../ground/errors.js';
import { MANIFEST, type ManifestEntry } from '../ground/manifest.js';
import { readWhole } from '../ground/read-whole.js';
import type { BuildReport } from './build.js';
import type { BuildCache } from './cache.js';
import { manifestStamp } from './write.js';
import { appliesPending, intact } from './write-in-place.js';

/**
 * A build with nothing to do. The cache remembers, for each output folder, the last build written
 * there: a key of every byte of the content folder and of the options that change the output, the
 * manifest's stamp, and what the build reported. When the content hashes to the same key and the
 * folder still holds exactly those files (same manifest, every file there with its size), the build
 * would write what is already there: it reports the same and writes nothing, in the time it takes to
 * read the content once.
 *
 * Not used when the last build warned of a date in the future (that warning depends on the clock),
 * nor within --watch (which keeps its own state). diff and publish take such a folder's files instead
 * of building in memory (`reusableBuild`): the same content and options build the same bytes.
 */
export interface LastBuild extends RememberedBuild {
  /** The output folder's manifest stamp, and the host files written beside the published ones. */
  stamp: string;
  host: ManifestEntry[];
  /**
   * The SHA-256 of the manifest's bytes (write-in-place.ts manifestDigest): the next build takes
   * `files` and `host` for the manifest's rows instead of parsing it, when its bytes are these.
   */
  manifest?: string;
}

/** What a build of a key gave, without its bytes: what diff and publish remember of a build in memory. */
export interface RememberedBuild {
  key: string;
  generatedAt: string;
  diagnostics: Diagnostic[];
  files: ManifestEntry[];
  /** site.yaml as checked (publish reads its targets from it). */
  config: SiteConfig;
}

/** What changes a build's output besides the content's bytes (the tool's own build is the cache's key). */
export interface KeyOptions {
  cwd: string;
  /** Absolute. */
  root: string;
  baseUrl?: string;
  sourceDateEpoch?: number;
}

/** The key of a build of `options.root` with these options (contentKey). */
export const buildKey = (o: KeyOptions, cache?: BuildCache, keep?: Map<string, Buffer>) =>
  contentKey(
    o.root,
    { cwd: o.cwd, root: o.root, baseUrl: o.baseUrl ?? null, sourceDateEpoch: o.sourceDateEpoch ?? null },
    cache,
    keep,
  );

/**
 * What the cache remembers of a content folder's files, so that the key of an unchanged folder costs a
 * stat per file instead of a read: each file's size, times and inode, the SHA-256 of its bytes, and
 * when that was hashed. A file whose stat differs is read again. So is one changed within `RACY_MS` of
 * being hashed: a write in the same tick of the clock would leave its time as it was (git's "racy"
 * files), so only a file hashed well after its last change is trusted by its stat.
 */
interface FileStamps {
  rows: Map<string, FileStamp>;
}
/** size, mtimeMs, ctimeMs, ino, digest of the bytes, when hashed (ms). */
type FileStamp = [number, number, number, number, string, number];

const RACY_MS = 2000;
const stampsKey = (root: string) => `files:${root}`;

/**
 * The key of a content folder's bytes and the build options; undefined when a file cannot be read or
 * the folder holds a symbolic link (what it points at may change without the folder changing). With a
 * cache, a file whose stat is as remembered is not read (see FileStamps); the key is the same either way.
 */
export function contentKey(
  root: string,
  options: object,
  cache?: BuildCache,
  /** Filled with the bytes of the content files it read (posts and YAML), for the load that follows. */
  keep?: Map<string, Buffer>,
): string | undefined {
  const hash = createHash('sha256').update(JSON.stringify(options));
  const known = cache && stampsIn(cache, root);
  const rows = new Map<string, FileStamp>();
  const now = Date.now();
  // Whether the cache should learn the rows: a file read again, or one trusted from now on.
  let learned = known === undefined;
  // Paths inside the folder, with the system's separator.
  const listed: { files: string[]; folders: string[] } = { files: [], folders: [] };
  try {
    // With their types: a recursive listing of names alone stats every entry to find the folders.
    const { files, folders } = listed;
    const top = resolve(root);
    for (const entry of readdirSync(top, { recursive: true, withFileTypes: true })) {
      // A FIFO, socket or device where a file may be: what reading it gives is not its name's.
      if (entry.isSymbolicLink() || !(entry.isFile() || entry.isDirectory())) return undefined;
      // `path` before Node 20.12, which named it `parentPath` and deprecated `path`.
      const parent = entry.parentPath ?? (entry as { path?: string }).path ?? top;
      // The listing's own path and a name (never `.`, `..` or holding a separator): no join needed.
      const rel = parent === top ? entry.name : `${parent.slice(top.length + 1)}${sep}${entry.name}`;
      (entry.isFile() ? files : folders).push(rel);
    }
    files.sort();
    // Folders count too: an empty posts/ folder removed is a finding (posts-folder).
    for (const folder of folders.sort()) hash.update(`${folder}/\0`);
    const under = joinerOf(root);
    for (const rel of files) {
      const path = under(rel);
      const seen = known?.get(rel);
      // A file with no stamp is read anyway: its stat comes from the open file, one call fewer.
      const fd = seen === undefined ? openSync(path, NO_FOLLOW) : undefined;
      try {
        const stat = fd === undefined ? lstatSync(path) : fstatSync(fd);
        if (!stat.isFile()) return undefined;
        const changedAt = Math.max(stat.mtimeMs, stat.ctimeMs);
        let row: FileStamp;
        if (
          seen !== undefined &&
          seen[0] === stat.size &&
          seen[1] === stat.mtimeMs &&
          seen[2] === stat.ctimeMs &&
          seen[3] === stat.ino &&
          seen[5] - changedAt > RACY_MS
        )
          row = seen;
        else {
          const digest = digestOf(path, stat.size, keep, fd);
          row = [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, digest, now];
          if (seen === undefined || seen[4] !== digest || now - changedAt > RACY_MS) learned = true;
        }
        rows.set(rel, row);
        hash.update(`${rel}\0${row[0]}\0${row[4]}\0`);
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
    }
  } catch {
    return undefined;
  }
  // The load that takes the bytes read takes the listing too, as its walk (content/walk.ts listedWith).
  if (keep !== undefined) {
    const slashed = (paths: string[]) =>
      sep === '/' ? paths : paths.map((p) => p.replaceAll(sep, '/')).sort();
    const raws = slashed(listed.files);
    const folders = slashed(listed.folders);
    // A name that is not UTF-8 is listed with U+FFFD in it: the walk reports it, the listing cannot.
    const utf8 = ![...raws, ...folders].some((path) => path.includes('\uFFFD'));
    if (utf8 && withinWalkLimits(raws, folders)) listedWith.set(keep, { root: resolve(root), raws });
  }
  if (known !== undefined && known.size !== rows.size) learned = true;
  if (cache !== undefined && learned) cache.put('build', stampsKey(root), { rows } satisfies FileStamps);
  else if (cache !== undefined && known !== undefined) cache.keep('build', stampsKey(root));
  return hash.digest('base64url');
}

/** Whether the cache knows the files of `root` (a key was made of it before, with this cache). */
export const knowsFolder = (root: string, cache: BuildCache): boolean => stampsIn(cache, root) !== undefined;

/**
 * The SHA-256 of a file's bytes (base64url) as the content's key just found them, read or trusted by
 * their stat, by the file's path in the folder as the walk spells it (FoundFile.raw): only right after
 * a `contentKey` of `root` with `cache` that gave a key (one that gave none may have stopped before it
 * saw every file). A lookup in the key's own rows: nothing is built per file.
 */
export function contentDigests(root: string, cache: BuildCache): (raw: string) => string | undefined {
  const rows = stampsIn(cache, root) ?? new Map<string, FileStamp>();
  // A name that is not UTF-8 is listed with U+FFFD in it, and may then look like another file's.
  return (raw) =>
    raw.includes('\uFFFD') ? undefined : rows.get(sep === '/' ? raw : raw.replaceAll('/', sep))?.[4];
}

/** Files larger than this are hashed in chunks, never held whole (a video among the assets, say). */
const CHUNK = 8 * 1024 * 1024;
/** The bytes kept for the load: no content file may be larger (content/limits.ts: 2 MB a post). */
const KEEP_AT_MOST = 2 * 1024 * 1024;

/**
 * Opens a file to read, refusing a symbolic link (ELOOP: the key is then undefined, as for a link the
 * listing saw), and never waiting on a FIFO put where a file was listed.
 */
const NO_FOLLOW = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** The SHA-256 of a file's bytes, from `fd` when the caller has it open (it stays open). */
function digestOf(path: string, size: number, keep: Map<string, Buffer> | undefined, fd?: number): string {
  if (size <= CHUNK) {
    const bytes = fd === undefined ? readFileSync(path) : readWhole(fd, size);
    if (keep && bytes.byteLength <= KEEP_AT_MOST && /\.(md|ya?ml)$/i.test(path)) keep.set(path, bytes);
    return sha256(bytes);
  }
  const hash = createHash('sha256');
  const own = fd ?? openSync(path, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK);
    for (let n = readSync(own, chunk); n > 0; n = readSync(own, chunk)) hash.update(chunk.subarray(0, n));
  } finally {
    if (fd === undefined) closeSync(own);
  }
  return hash.digest('base64url');
}

function stampsIn(cache: BuildCache, root: string): Map<string, FileStamp> | undefined {
  const value = cache.peek('build', stampsKey(root)) as Partial<FileStamps> | undefined;
  return value?.rows instanceof Map ? (value.rows as Map<string, FileStamp>) : undefined;
}

/** The key of the content, and the report of a build with nothing to do if it is one. */
export interface Tried {
  key?: string;
  /**
   * The content files the key read, which the build loads from instead of reading them again.
   * buildContent empties the map once it has loaded them (BuildOptions.prereadOnce), so that a
   * caller keeping `Tried` does not keep the content's bytes through the build.
   */
  read?: Map<string, Buffer>;
  report?: BuildReport & { ok: true };
  /** Without a report: the cache's record of the last build into the folder (of other content, or a folder since changed). */
  last?: LastBuild;
}

/**
 * Whether a build of `o.root` into `o.out` (both absolute) has nothing to do: the content and options
 * key as the last build there did, and the folder is as it left it. Loads none of the build's modules,
 * so that the CLI answers an unchanged build without them.
 */
export function tryUnchanged(o: KeyOptions & { out: string }, cache: BuildCache): Tried {
  const read = new Map<string, Buffer>();
  const key = buildKey(o, cache, read);
  const last = key === undefined ? undefined : lastBuildIn(cache, o.out);
  if (last === undefined || last.key !== key || !stillThere(o.out, last)) return { key, read, last };
  // The artifacts are made when first asked for: only `build --json` and `--verbose` read them (the
  // gzip size of a file the cache has not seen); ~50 ms and 20,000 objects at 10,000 posts.
  let artifacts: ArtifactSet | undefined;
  return {
    key,
    report: {
      ok: true,
      generatedAt: last.generatedAt,
      files: last.files,
      written: 0,
      removed: 0,
      host: 0,
      get artifacts() {
        artifacts ??= artifactsIn(o.out, last.files);
        return artifacts;
      },
      diagnostics: last.diagnostics,
      cache: { dir: cache.dir, hits: 0, misses: 0 },
      unchanged: true,
    },
  };
}

/** The folder's key in the cache's 'output' space. */
export const lastBuildKey = (out: string) => `last:${resolve(out)}`;

/**
 * True when the output folder still holds what `last` wrote: no file gone, resized or touched since,
 * and no update of it stranded beside it (which the next write finishes first).
 */
export function stillThere(out: string, last: LastBuild): boolean {
  if (manifestStamp(out) !== last.stamp || appliesPending(out)) return false;
  const writtenAt = statSync(join(out, MANIFEST)).mtimeMs;
  try {
    return [...last.files, ...last.host].every((row) => intact(out, row, writtenAt));
  } catch {
    // A path that would leave the folder: not a build of ours.
    return false;
  }
}

/**
 * The files of an unchanged build, read from the output folder only if something asks for the bytes,
 * and then checked against the ETag the build gave them: a file altered in place (same size, its time
 * set back) is an error, never served or uploaded as the build's.
 */
export function artifactsIn(out: string, rows: readonly ManifestEntry[]): ArtifactSet {
  return artifactsOf(rows, (row) => {
    const file = join(out, relative('/', row.path));
    const bytes = readFileSync(file);
    if (etagOf(bytes) !== row.etag)
      throw new UserError(
        `${file} is not what the last build wrote there (its bytes changed since).`,
        'Run site-api build again, or pass --no-cache.',
      );
    return bytes;
  });
}

/** Manifest rows as artifacts whose bytes `bytesOf` gives when first read. */
export function artifactsOf(
  rows: readonly ManifestEntry[],
  bytesOf: (row: ManifestEntry) => Uint8Array,
): ArtifactSet {
  return new Map(
    rows.map((row) => [row.path, lazyArtifact(() => bytesOf(row), row.contentType, row.etag, row.size)]),
  );
}

/**
 * Whether a build may be remembered as what its key builds: not when a template reads the clock, nor
 * when it warned of a date in the future (that warning depends on the clock).
 */
export const settled = (built: { timeless: boolean; diagnostics: readonly Diagnostic[] }) =>
  built.timeless && !built.diagnostics.some((d) => d.code === 'future-date');

/**
 * The output folder holding the last build of exactly this key (the content's bytes and the options),
 * as that build left it; undefined when there is none.
 */
export function reusableBuild(cache: BuildCache, key: string): { out: string; last: LastBuild } | undefined {
  for (const name of cache.keys('output')) {
    if (!name.startsWith('last:')) continue;
    const out = name.slice('last:'.length);
    const last = lastBuildIn(cache, out);
    if (last?.key === key && last.config !== undefined && stillThere(out, last)) return { out, last };
  }
  return undefined;
}

/** What the 'output' space holds for a folder, if it is a LastBuild. */
export function lastBuildIn(cache: BuildCache, out: string): LastBuild | undefined {
  const value = cache.peek('output', lastBuildKey(out)) as Partial<LastBuild> | undefined;
  return value && typeof value.key === 'string' && Array.isArray(value.files) && Array.isArray(value.host)
    ? (value as LastBuild)
    : undefined;
}
