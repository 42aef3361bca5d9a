import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { ArtifactSet } from '../build/artifacts.js';
import { hostFiles } from '../build/host.js';
import { type BuildMemo, type BuildProblem, buildSite } from '../build/index.js';
import type { Held } from '../build/input.js';
import { type SiteData, siteData } from '../build/model.js';
import { readsClock } from '../build/pages/index.js';
import { pathConflicts } from '../build/paths.js';
import { isHttpUrl } from '../check/formats.js';
import { BODY_LISTS, checkSite } from '../check/index.js';
import { utcSeconds } from '../content/dates.js';
import { type LoadMemo, loadSite } from '../content/load.js';
import type { Asset } from '../content/model.js';
import type { SiteConfig } from '../generated/types.js';
import { type Carry, carryFrom, NO_CARRY } from '../ground/carry.js';
import { countDiagnostics, type Diagnostic, sortDiagnostics } from '../ground/diagnostics.js';
import { UserError } from '../ground/errors.js';
import { existingFolder } from '../ground/folders.js';
import { MANIFEST } from '../ground/manifest.js';
import { openSpill, type Spill } from '../ground/spill.js';
import { type BuildCache, cacheDirFor, openCache, pathsRemembered } from './cache.js';
import { type FolderCheck, readyFolderCheck } from './folder-check.js';
import { jobsFrom } from './jobs.js';
import { folderNames, type KeptSession, keptSession } from './kept-reads.js';
import { pagePool } from './render-pool.js';
import {
  artifactsIn,
  artifactsOf,
  buildKey,
  contentDigests,
  type LastBuild,
  lastBuildKey,
  type RememberedBuild,
  reusableBuild,
  settled,
  type Tried,
  tryUnchanged,
} from './unchanged.js';
import {
  type ManifestEntry,
  manifestRows,
  manifestStamp,
  type Written,
  writeArtifacts,
  writeChanged,
} from './write.js';
import { heldIn, manifestDigest } from './write-in-place.js';

export interface BuildOptions {
  cwd: string;
  root: string;
  /** Overrides site.yaml's base_url (a preview deployment, say). */
  baseUrl?: string;
  /** Seconds since the epoch (SOURCE_DATE_EPOCH); otherwise the newest change in the content. */
  sourceDateEpoch?: number;
  now: number;
  /** Files done of the current phase: read (load) and write. */
  onProgress?: (done: number, total: number) => void;
  /** Each phase as it starts, for a progress line that covers the whole build. */
  onPhase?: (phase: BuildPhase) => void;
  /** A --watch session: remember what was read, for the next build (costs a stat per file). */
  watching?: boolean;
  /** The previous build of a --watch session: unchanged files are not read, parsed, re-encoded or hashed again. */
  previous?: Reuse;
  /**
   * Within --watch, after the session's first rebuild: every absolute path the watcher named since
   * `previous` was built. The files it did not name are taken from `previous` without a stat.
   */
  changed?: ReadonlySet<string>;
  /**
   * The persistent build cache (core/cache.ts). By default the site's own is opened, used and saved;
   * a --watch session passes one it keeps open; false builds everything from scratch.
   */
  cache?: BuildCache | false;
  /** Threads that render pages (render-pool.ts): --jobs; by default every available core. */
  jobs?: number;
  /** Content files already read (absolute path → bytes), by the content's key: not read again. */
  preread?: Map<string, Buffer>;
  /**
   * The build empties `preread` once it has loaded it, so that no caller holds the content's bytes
   * through the build (buildContent); not when the caller builds from the same map again (diff).
   */
  prereadOnce?: boolean;
  /**
   * What the last builds and validates read of each content file (core/kept-reads.ts): a file whose
   * bytes are the same is not read again, and a post's body only where an output needs it.
   */
  kept?: KeptSession;
  /** Where rendered pages wait for the write (BuildInput.spill): a build that writes once. */
  spill?: Spill;
  /** What the output folder holds, path → ETag (BuildInput.held). */
  held?: Held;
  /**
   * Within --watch: the output folder's check (folder-check.ts) the caller readied when the change
   * came (started here); otherwise a rebuild readies its own.
   */
  folderCheck?: FolderCheck;
}

export type BuildPhase = 'read' | 'check' | 'build' | 'write';

export type BuildReport =
  | {
      ok: true;
      generatedAt: string;
      files: ManifestEntry[];
      /** Published files written (new or changed) and removed: an unchanged build writes none. */
      written: number;
      removed: number;
      /** Host files (the worker, `_headers`; beside the published ones, not among `files`) written or removed. */
      host: number;
      /** The output folder was written whole (a first build): there was nothing to compare with. */
      whole?: boolean;
      artifacts: ArtifactSet;
      diagnostics: Diagnostic[];
      /** For the next build of a --watch session (absent when nothing was built: see unchanged.ts). */
      memo?: Reuse;
      session?: BuildSession;
      cache?: CacheReport;
      /** True when nothing was built: the content and the folder are as the last build left them. */
      unchanged?: boolean;
    }
  | { ok: false; diagnostics: Diagnostic[]; problems: BuildProblem[] };

/** What a build hands the next one of a --watch session: what load read, and the built texts and artifacts. */
export interface Reuse {
  load: LoadMemo;
  build: BuildMemo;
  /** Posts, pages and texts made from objects that may be the same next time (ground/carry.ts). */
  carry: Carry;
}

export type MemoryBuild =
  | {
      ok: true;
      generatedAt: string;
      artifacts: ArtifactSet;
      diagnostics: Diagnostic[];
      /** The same content built at another generated_at (diff uses it to tell a timestamp from a change). */
      rebuildAt: (generatedAt: string) => ArtifactSet | undefined;
      /** site.yaml as checked (publish reads its targets from it). */
      config: SiteConfig;
      /** Hand this to the next build of a --watch session. */
      memo: Reuse;
      /** What the persistent cache gave (undefined with --no-cache). */
      cache?: CacheReport;
      /** False when the same content could build differently later (a template reads the clock). */
      timeless: boolean;
    }
  | { ok: false; diagnostics: Diagnostic[]; problems: BuildProblem[] };

/** builtOrReused: a build in memory, or the files of an output folder (`reused`) that hold the same. */
export type StartingBuild =
  | (Omit<Extract<MemoryBuild, { ok: true }>, 'memo'> & { reused?: string })
  | Extract<MemoryBuild, { ok: false }>;

/** Where the build cache is, what it served (hits) and what was made (misses), why a file on disk was not used. */
export interface CacheReport {
  dir: string | undefined;
  hits: number;
  misses: number;
  ignored?: string;
}

/** What one build of a --watch session leaves the next: its memo and what it wrote. */
export interface BuildSession {
  memo: Reuse;
  written: Written;
}

/**
 * Loads, checks, builds and writes. Nothing is written unless the content is clean and every built file
 * checks out. Within a --watch session (`session`, from the previous build) only the files whose bytes
 * changed are replaced.
 */
export function buildContent(
  options: BuildOptions & {
    out: string;
    session?: BuildSession;
    /** tryUnchanged's answer, when the caller asked it already (so the content is not keyed twice). */
    tried?: Tried;
  },
): BuildReport {
  const out = resolve(options.cwd, options.out);
  const root = resolve(options.cwd, options.root);
  // A --watch rebuild replaces only what changed, once it knows the folder is as the last one left it:
  // that is checked in another thread while this one builds (folder-check.ts).
  let intact: (() => boolean | undefined) | undefined;
  if (options.session?.written.stamp !== undefined) {
    const check = options.folderCheck ?? readyFolderCheck(out);
    check.start();
    intact = () => {
      const found = check.read();
      return found && found.stale.size === 0;
    };
  } else options.folderCheck?.stop();
  const owned = options.cache === undefined;
  const cache = options.cache === false ? undefined : (options.cache ?? openCache(cacheDirFor(root)));
  // A build with nothing to do (unchanged.ts): not within --watch, which keeps its own state.
  let key: string | undefined;
  let preread: Map<string, Buffer> | undefined;
  let last: LastBuild | undefined;
  let kept: KeptSession | undefined;
  if (cache?.dir !== undefined && !options.watching && !options.session) {
    options.onPhase?.('read');
    const tried = options.tried ?? tryUnchanged({ ...options, root, out }, cache);
    if (tried.report) {
      // What the key learned of the files (stamps now trusted), with everything else kept as it was.
      if (owned) cache.save(true);
      return tried.report;
    }
    key = tried.key;
    preread = tried.read;
    last = tried.last;
    if (key !== undefined && preread) kept = keptReads(cache, root, options.cwd, preread);
  } else if (cache?.dir !== undefined && options.watching && !options.session && !options.previous) {
    // The first build of a --watch session: from kept reads, the session reading the others itself.
    options.onPhase?.('read');
    kept = keyedContent(options, root, cache).kept();
  }
  // A build writing into its last output leaves the files that did not change: whether each is as
  // written is checked in another thread while this one builds (folder-check.ts).
  const outputCheck =
    options.session === undefined && existsSync(join(out, MANIFEST)) ? readyFolderCheck(out) : undefined;
  outputCheck?.start();
  // A build that writes once (not --watch, which keeps every page for the next rebuild) holds its
  // pages in a file beside the output instead of memory (at 50,000 posts, ~650 MB of HTML).
  const once = !options.watching && !options.session;
  const built = withoutSite(
    buildInMemory({
      ...options,
      previous: options.session?.memo,
      cache: cache ?? false,
      preread,
      prereadOnce: true,
      kept,
      spill: once ? openSpill(existingFolder(dirname(out)), `.${basename(out)}.pages-`) : undefined,
      // A --watch rebuild's pages come from its carry; the folder is the session's.
      held: options.session ? undefined : heldIn(out, last),
    }),
  );
  if (!built.ok) {
    outputCheck?.stop();
    return built;
  }
  const host = hostFilesFor(built.artifacts, built.memo.carry);
  options.onPhase?.('write');
  const {
    files,
    written,
    removed,
    host: hostChanged,
    manifest,
    whole,
  } = options.session
    ? writeChanged(out, built.artifacts, host, options.session.written, intact)
    : writeArtifacts(out, built.artifacts, host, options.onProgress, outputCheck?.read);
  const stamp = manifestStamp(out);
  // A warning of a date in the future, or a template reading the clock: the same content may build
  // differently later, so such a build is not remembered as final.
  if (cache && key !== undefined && stamp !== undefined && settled(built)) {
    const last: LastBuild = {
      key,
      stamp,
      generatedAt: built.generatedAt,
      diagnostics: built.diagnostics,
      files,
      host: manifestRows(host),
      config: built.config,
      ...(manifest && { manifest: manifestDigest(manifest) }),
    };
    cache.put('output', lastBuildKey(out), last);
  }
  if (owned) cache?.save();
  return {
    ...built,
    files,
    written,
    removed,
    host: hostChanged,
    ...(whole && { whole }),
    session: { memo: built.memo, written: { artifacts: built.artifacts, host, stamp } },
  };
}

/**
 * A build as buildContent writes it: without `rebuildAt`, whose closure holds the loaded site and its
 * data (every post's body), which the write does not need.
 */
function withoutSite(built: MemoryBuild) {
  if (!built.ok) return built;
  const { rebuildAt: _, ...kept } = built;
  return kept;
}

/**
 * What diff and publish start from, without building when the same content was built before (the same
 * content and options build the same bytes):
 * - the files of an output folder that holds the last build of exactly this content and these options,
 *   as that build left it (unchanged.ts), read only where asked for;
 * - else what the last diff or publish of this content folder built in memory: the paths, ETags and
 *   sizes, with the bytes built only if something reads them (an unchanged publish reads none);
 * - else buildInMemory; with `fromKept` (diff), from kept reads: a kept post's body is then read from
 *   its file when an output asks for it, and a file saved meanwhile stops the run (the content changed
 *   under it). Publish, which writes the files one by one as it makes them, reads every file first.
 */
export function builtOrReused(options: BuildOptions, fromKept = false): StartingBuild {
  const root = resolve(options.cwd, options.root);
  const owned = options.cache === undefined;
  const cache = options.cache === false ? undefined : (options.cache ?? openCache(cacheDirFor(root)));
  const { read, key, kept } = keyedContent(options, root, cache);
  const build = () =>
    buildInMemory({ ...options, cache: cache ?? false, preread: read, kept: fromKept ? kept() : undefined });
  const rebuildAt = (at: string) => {
    const built = build();
    return built.ok ? built.rebuildAt(at) : undefined;
  };
  const found = cache && key !== undefined ? reusableBuild(cache, key) : undefined;
  const memory = cache?.peek('output', rememberedKey(root)) as RememberedBuild | undefined;
  const reused: { from: RememberedBuild; artifacts: ArtifactSet; reused: string } | undefined = found
    ? { from: found.last, artifacts: artifactsIn(found.out, found.last.files), reused: found.out }
    : key !== undefined && memory?.key === key && Array.isArray(memory.files)
      ? { from: memory, artifacts: builtOnRead(memory.files, build), reused: 'memory' }
      : undefined;
  if (reused) {
    if (owned) cache?.save(true);
    const { generatedAt, diagnostics, config } = reused.from;
    return {
      ok: true,
      generatedAt,
      diagnostics,
      config,
      artifacts: reused.artifacts,
      rebuildAt,
      timeless: true,
      reused: reused.reused,
    };
  }
  const built = build();
  if (cache && key !== undefined && built.ok && settled(built)) {
    const { generatedAt, diagnostics, config } = built;
    const files = manifestRows(built.artifacts);
    cache.put('output', rememberedKey(root), {
      key,
      generatedAt,
      diagnostics,
      files,
      config,
    } satisfies RememberedBuild);
  }
  if (owned) cache?.save();
  return built;
}

const rememberedKey = (root: string) => `memory:${root}`;

/** Artifacts whose bytes come from one whole build, made when the first of them is read. */
function builtOnRead(rows: readonly ManifestEntry[], build: () => MemoryBuild): ArtifactSet {
  let whole: ArtifactSet | undefined;
  const bytesOf = (path: string, etag: string) => {
    if (whole === undefined) {
      const built = build();
      if (!built.ok)
        throw new UserError(
          'The content no longer builds.',
          'Run site-api validate and fix the errors it lists.',
        );
      whole = built.artifacts;
    }
    const file = whole.get(path);
    // The same content built the same bytes before: anything else is a bug, never published.
    if (file?.etag !== etag)
      throw new Error(`${path} built differently from the same content (a bug in site-api).`);
    return file.bytes;
  };
  return artifactsOf(rows, (row) => bytesOf(row.path, row.etag));
}

/**
 * What every build keeps of each content file it reads, from a folder's first build on (unlike
 * validate, whose first run keeps nothing): under the digest its content key named, so that the next
 * build, after an edit, neither reads nor parses a file with the same bytes (kept-reads.ts). At
 * 10,000 posts keeping them costs a folder's first build (~10 s) ~0.3 s and spares the next ~1 s.
 */
function keptReads(cache: BuildCache, root: string, cwd: string, read: ReadonlyMap<string, Buffer>) {
  return keptSession(cache, {
    space: 'entries',
    root,
    cwd,
    lists: BODY_LISTS,
    ...folderNames(contentDigests(root, cache), read),
  });
}

/**
 * The content keyed as a build keys it (`read`: the bytes the key read, which the load takes), and a
 * maker of its kept reads, for each build made from them.
 */
function keyedContent(options: BuildOptions, root: string, cache: BuildCache | undefined) {
  const read = new Map<string, Buffer>();
  if (cache?.dir === undefined) return { read, key: undefined, kept: () => undefined };
  const key = buildKey({ ...options, root }, cache, read);
  const kept = () => (key !== undefined ? keptReads(cache, root, options.cwd, read) : undefined);
  return { read, key, kept };
}

/** Loads, checks and builds, writing nothing: what serve, diff and publish start from. */
export function buildInMemory(options: BuildOptions): MemoryBuild {
  const load: LoadMemo = new Map();
  // Within --watch, the carry starts at the check: what the last check found in an unchanged entry, on its own.
  const carry = options.watching ? carryFrom(options.previous?.carry) : undefined;
  const owned = options.cache === undefined;
  const cache =
    options.cache === false
      ? undefined
      : (options.cache ?? openCache(cacheDirFor(resolve(options.cwd, options.root))));
  const checked = checkedData(options, load, carry, cache);
  if (!checked.ok) return checked;
  const { diagnostics, data, files } = checked;
  const generatedAt =
    options.sourceDateEpoch !== undefined ? utcSeconds(options.sourceDateEpoch * 1000) : data.newestChange;
  const pool = pagePool(options.jobs ?? jobsFrom(undefined));
  const built = buildSite(
    {
      data,
      generatedAt,
      files,
      memo: cache,
      pagePool: pool,
      carry,
      spill: options.spill,
      held: options.held,
    },
    options.previous?.build,
  );
  if (!built.ok) return { ok: false, diagnostics, problems: built.problems };
  const cacheReport: CacheReport | undefined = cache && {
    dir: cache.dir,
    ...cache.stats(),
    ...(cache.ignored && cache.ignored !== 'no cache yet' ? { ignored: cache.ignored } : {}),
  };
  // Within --watch most pages come from the carry, not the cache: a save keeps what it did not use.
  if (owned) cache?.save(options.watching === true);
  const rebuildAt = (at: string) => {
    const again = buildSite({ data, generatedAt: at, files, memo: cache });
    return again.ok ? again.artifacts : undefined;
  };
  return {
    ok: true,
    generatedAt,
    artifacts: built.artifacts,
    diagnostics,
    rebuildAt,
    config: data.config,
    memo: { load, build: built.memo, carry: carry ?? NO_CARRY },
    cache: cacheReport,
    timeless: !readsClock(data.theme.templates),
  };
}

/**
 * Loads and checks the content, and makes the data a build is made of. The loaded site is a local of
 * this function, not of the build's: outside --watch (whose load memo keeps it for the next rebuild)
 * nothing holds it, or the content's bytes, through the build (~235 MB at 50,000 posts).
 */
function checkedData(
  options: BuildOptions,
  load: LoadMemo,
  carry: Carry | undefined,
  cache: BuildCache | undefined,
):
  | { ok: false; diagnostics: Diagnostic[]; problems: [] }
  | { ok: true; diagnostics: Diagnostic[]; data: SiteData; files: Map<string, Uint8Array> } {
  options.onPhase?.('read');
  // Kept reads stand in for files outside --watch, and in a session's first build (then it keeps its own).
  const kept = options.watching && options.previous ? undefined : options.kept;
  const site = loadSite({
    root: resolve(options.cwd, options.root),
    cwd: options.cwd,
    onProgress: options.onProgress,
    memo: options.watching
      ? { previous: options.previous?.load, next: load, changed: options.changed }
      : undefined,
    preread: options.preread,
    ...(kept ? { kept: kept.load } : {}),
  });
  // Read: the entries hold what they need of the bytes.
  if (options.prereadOnce) options.preread?.clear();
  options.onPhase?.('check');
  const checks = carry && kept ? kept.over(carry) : (carry ?? kept?.carry);
  let diagnostics = checkSite(site, {
    now: options.now,
    fixedDate: options.sourceDateEpoch !== undefined,
    carry: checks,
    memo: cache,
  });
  // What was read and found is kept for the next run, whatever the findings (the cache is saved later).
  kept?.put();
  if (countDiagnostics(diagnostics).errors > 0) return { ok: false, diagnostics, problems: [] };
  // As validate does (core/validate.ts checkForBuild): two files on one path is the content's finding.
  const remembered = cache && !carry ? pathsRemembered(cache, resolve(options.cwd, options.root)) : undefined;
  diagnostics = sortDiagnostics([...diagnostics, ...pathConflicts(site, carry, remembered, cache, checks)]);
  if (countDiagnostics(diagnostics).errors > 0) return { ok: false, diagnostics, problems: [] };
  if (options.baseUrl !== undefined && site.site) {
    const base = options.baseUrl.replace(/\/+$/, '');
    // What site.yaml's base_url must be: http(s), a host, an optional path, no query or fragment.
    if (!isHttpUrl(base) || !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*[^/?#\s])?$/.test(base))
      throw new UserError(
        `--base-url ${options.baseUrl} is not an absolute http(s) URL without a query or fragment.`,
        'Pass something like https://preview.example.com or http://127.0.0.1:8787/site.',
      );
    // A copy: a --watch session reuses the loaded entry, which must keep what the file says.
    // A kept entry (core/kept-reads.ts) is a class whose `locate` a spread would leave behind.
    const entry = site.site;
    site.site = {
      ...entry,
      locate: (path, key) => entry.locate(path, key),
      data: { ...(entry.data as object), base_url: base },
    };
  }
  options.onPhase?.('build');
  // Within --watch only: what the last build made, taken where it is made from the same objects.
  const data = siteData(site, cache, carry);
  return { ok: true, diagnostics, data, files: readAssets(site.assets ?? [], data.assets) };
}

/** The bytes of the assets a build publishes (only those: a draft's images are never read). */
function readAssets(
  assets: readonly Asset[],
  published: readonly { rel: string }[],
): Map<string, Uint8Array> {
  const abs = new Map(assets.map((a) => [a.rel, a]));
  const files = new Map<string, Uint8Array>();
  for (const { rel } of published) {
    const asset = abs.get(rel);
    if (!asset) continue;
    try {
      files.set(rel, readFileSync(asset.abs));
    } catch (error) {
      throw new UserError(
        `Cannot read ${asset.path}: ${(error as Error).message}`,
        'Check the permissions of the file, or remove it from the content folder.',
      );
    }
  }
  return files;
}

/** The worker, `_headers` and host configuration for a build (written beside dist/, staged for whole-folder targets). */
export function hostFilesFor(artifacts: ArtifactSet, carry?: Carry): ArtifactSet {
  return hostFiles(artifacts, edgeSource(), carry);
}

/** The compiled edge code, which the worker carries as it is (see build/host.ts). */
function edgeSource(): string {
  return readFileSync(new URL('../edge/handler.js', import.meta.url), 'utf8');
}
