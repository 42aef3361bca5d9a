import { isAbsolute, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildPhase, BuildReport, BuildSession } from '../../core/build.js';
import {
  type BuildCache,
  cacheDirFor,
  endOfSession,
  endOfSessionBuild,
  openCache,
} from '../../core/cache.js';
import { type FolderCheck, readyFolderCheck } from '../../core/folder-check.js';
import { jobsFrom } from '../../core/jobs.js';
import { tryUnchanged } from '../../core/unchanged.js';
import { countDiagnostics, type Diagnostic } from '../../ground/diagnostics.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { grouped } from '../../ground/numbers.js';
import { renderBuildSummary, renderFileList, summarizeBuild } from '../../report/build.js';
import { size } from '../../report/columns.js';
import { renderText, renderWarningsLine } from '../../report/diagnostics.js';
import { paintFor } from '../output.js';
import { terminalProgress } from '../progress.js';

export interface BuildFlags {
  root: string;
  out: string;
  baseUrl?: string;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
  watch?: boolean;
  /** false with --no-cache. */
  cache?: boolean;
  /** Threads that render pages (--jobs). */
  jobs?: string;
}

const PHASES: Record<BuildPhase, string> = {
  read: 'Reading content',
  check: 'Checking',
  build: 'Building',
  write: 'Writing',
};

export async function buildCommand(flags: BuildFlags): Promise<number> {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && !/^\d+$/.test(epoch)) {
    throw new UserError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}".`);
  }
  if (flags.watch && flags.json) throw new UserError('--watch and --json do not go together.');
  refuseOutInContent(flags.root, flags.out);
  // Within --watch, each build hands the next its memo and what it wrote: unchanged files are neither
  // hashed nor written again.
  const watching: Watching = {};
  if (!flags.watch) return buildOnce(flags, epoch, watching);
  const { watchContent } = await import('../watch.js');
  const out = resolve(flags.out);
  // The output folder's check (core/folder-check.ts) for the next rebuild is readied as soon as a
  // build is written: its thread starts and reads the new manifest while the owner edits, and stats
  // the files once the rebuild starts (at 10,000 posts starting it and reading the manifest took
  // ~0.1 s, which the rebuild would otherwise wait for).
  const ready = () => {
    if (watching.session?.written.stamp !== undefined) watching.folderCheck ??= readyFolderCheck(out);
  };
  // The watcher is set up before the first build reads the folder: a file saved meanwhile is named to
  // the first rebuild, which starts as soon as that build ends.
  let first!: { done: () => void; failed: (error: unknown) => void };
  const session = watchContent(
    flags.root,
    async (names, complete) => {
      const started = performance.now();
      // Names the watcher may have missed: this rebuild looks at every file.
      if (!complete) watching.changed = undefined;
      for (const name of names) watching.changed?.add(resolve(flags.root, name));
      const result = await buildOnce({ ...flags, quiet: true }, epoch, watching);
      if (result === EXIT.ok) {
        // From now on the watcher's names say what changed since the last good build. A failed
        // rebuild keeps its names for the next.
        watching.changed = new Set();
        process.stderr.write(`↻ rebuilt ${flags.out} in ${Math.round(performance.now() - started)} ms\n`);
        process.stderr.write(renderWarningsLine(watching.diagnostics ?? [], await paintFor(process.stderr)));
      }
      // After the line: starting a thread is not part of the rebuild. A rebuild that threw (the folder
      // went away) readies none; the next change does (below).
      ready();
    },
    // Readied after the last build already, unless that build wrote nothing or threw.
    ready,
    new Promise<void>((done, failed) => {
      first = { done, failed };
    }),
  );
  try {
    // The watcher named every change since before this build read the folder: a good build starts the
    // names (a failed one leaves them undefined, and the next rebuild looks at every file).
    if ((await buildOnce(flags, epoch, watching)) === EXIT.ok) watching.changed = new Set();
  } catch (error) {
    first.failed(error);
    throw error;
  }
  ready();
  first.done();
  const code = await session;
  endOfSession(watching);
  return code;
}

/**
 * The output folder may not be the content folder or lie within it: the built pages and Markdown twins
 * would be read back as content (every post twice), and the next validate and build would fail.
 */
function refuseOutInContent(root: string, out: string): void {
  const from = relative(resolve(root), resolve(out));
  if (from === '') {
    throw new UserError(
      `--out ${out} is the content folder: the build would write its files among your posts.`,
      'Pass a folder outside the content folder, such as --out dist (the default).',
    );
  }
  if (from !== '..' && !from.startsWith(`..${sep}`) && !isAbsolute(from)) {
    throw new UserError(
      `--out ${out} is inside the content folder ${root}: the build would write its files among your posts, and the next validate would read them as content.`,
      'Pass a folder outside the content folder, such as --out dist (the default).',
    );
  }
}

/** What a --watch session carries from one build to the next. */
interface Watching {
  session?: BuildSession;
  cache?: BuildCache;
  savedAt?: number;
  /** Absolute paths the watcher named since the last good build (core/build.ts `changed`). */
  changed?: Set<string>;
  /** The output folder's check, readied by the change the next rebuild is for. */
  folderCheck?: FolderCheck;
  /** The last good build's findings (warnings only), for the line after "rebuilt". */
  diagnostics?: readonly Diagnostic[];
}

async function buildOnce(flags: BuildFlags, epoch: string | undefined, watching: Watching): Promise<number> {
  // A --watch session keeps its cache open (and in memory) from one build to the next.
  if (flags.watch && flags.cache !== false && !watching.cache)
    watching.cache = openCache(cacheDirFor(resolve(flags.root)));
  const progress = terminalProgress(process.stderr, 'Reading content', !flags.json && !flags.quiet);
  let report: BuildReport;
  let cache: BuildCache | undefined;
  try {
    const cwd = process.cwd();
    const jobs = jobsFrom(flags.jobs);
    const options = {
      cwd,
      root: resolve(cwd, flags.root),
      out: resolve(cwd, flags.out),
      baseUrl: flags.baseUrl,
      sourceDateEpoch: epoch === undefined ? undefined : Number(epoch),
    };
    // A build with nothing to do is answered before the build's modules are even loaded (unchanged.ts).
    cache = flags.watch
      ? watching.cache
      : flags.cache === false
        ? undefined
        : openCache(cacheDirFor(options.root));
    const tried = cache && !flags.watch && cache.dir !== undefined ? tryUnchanged(options, cache) : undefined;
    const folderCheck = watching.folderCheck;
    watching.folderCheck = undefined;
    if (tried?.report) {
      cache?.save(true);
      report = tried.report;
    } else {
      const { buildContent } = await import('../../core/build.js');
      report = buildContent({
        ...options,
        now: Date.now(),
        onProgress: progress.update,
        onPhase: (phase) => progress.phase(PHASES[phase]),
        session: flags.watch ? watching.session : undefined,
        changed: flags.watch ? watching.changed : undefined,
        folderCheck,
        watching: flags.watch,
        cache: cache ?? false,
        tried,
        jobs,
      });
      if (!flags.watch) cache?.save();
    }
    endOfSessionBuild(watching);
  } finally {
    progress.end();
  }
  if (report.ok && flags.watch) watching.session = report.session;
  if (report.ok) watching.diagnostics = report.diagnostics;

  if (!report.ok) {
    if (flags.json) {
      // Counted as validate --json counts them, so that a script reads either the same way.
      const { errors, warnings } = countDiagnostics(report.diagnostics);
      const failed = {
        ok: false,
        errors,
        warnings,
        diagnostics: report.diagnostics,
        problems: report.problems,
      };
      process.stdout.write(`${JSON.stringify(failed, null, 2)}\n`);
    } else {
      const paint = await paintFor(process.stdout);
      process.stdout.write(renderText(report.diagnostics, paint));
      for (const p of report.problems) process.stdout.write(`${p.path}  error  build  ${p.message}\n`);
      const { errors } = countDiagnostics(report.diagnostics);
      process.stderr.write(
        `✖ Nothing was written: ${errors ? `${errors} content error${errors === 1 ? '' : 's'} (see \`site-api validate\`)` : `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} in the built files (a bug in site-api; please report it)`}.\n`,
      );
    }
    return EXIT.findings;
  }

  if (flags.quiet && !flags.json) return EXIT.ok;
  const summary = summarizeBuild(report.files);
  // gzip costs a compression per file: only the outputs that list every file pay for it, and the
  // cache keeps each size by the file's ETag, so that a file listed before is neither compressed nor
  // read again (a page the cache knows would be rendered to be read: ~2.7 s at 10,000 posts).
  const gzipOf = (f: (typeof report.files)[number]) => {
    const compressed = () => gzipSync(report.artifacts.get(f.path)?.bytes ?? new Uint8Array()).byteLength;
    // zlib's version too: another may compress the same bytes to another size.
    return cache ? cache.get('gzip', `${process.versions.zlib}:${f.etag}`, compressed) : compressed();
  };
  const rows = () => {
    const listed = report.files.map((f) => ({
      path: f.path,
      size: f.size,
      gzip: gzipOf(f),
      contentType: f.contentType,
    }));
    if (!flags.watch) cache?.save();
    return listed;
  };
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify(
        {
          ok: true,
          out: flags.out,
          generatedAt: report.generatedAt,
          written: report.written,
          removed: report.removed,
          hostFiles: report.host,
          unchanged: report.unchanged === true,
          cache: report.cache ?? null,
          // A build goes ahead with warnings (validate lists them the same way).
          warnings: countDiagnostics(report.diagnostics).warnings,
          diagnostics: report.diagnostics,
          summary,
          files: rows(),
        },
        null,
        2,
      )}\n`,
    );
    return EXIT.ok;
  }
  const paint = await paintFor(process.stdout);
  if (flags.verbose) process.stdout.write(`${renderFileList(rows())}\n`);
  process.stdout.write(renderBuildSummary(summary, paint));
  process.stderr.write(
    `✔ ${grouped(summary.files)} files (${size(summary.bytes)}) written to ${flags.out} (${changed(report)}), generated_at ${report.generatedAt}.${flags.verbose ? '' : ' --verbose lists every file.'}\n`,
  );
  process.stderr.write(renderWarningsLine(report.diagnostics, await paintFor(process.stderr)));
  return EXIT.ok;
}

/**
 * "nothing changed", or what an update wrote and removed. The counts are of the published files, as
 * the file count before them is; the host files beside them (the worker, `_headers`) are named apart.
 */
function changed(report: { written: number; removed: number; host: number; whole?: boolean }): string {
  // A first build changed nothing: every file is new.
  if (report.whole) return 'all new';
  const parts: string[] = [];
  if (report.written) parts.push(`${grouped(report.written)} changed`);
  if (report.removed) parts.push(`${grouped(report.removed)} removed`);
  if (report.host) parts.push(`${grouped(report.host)} host file${report.host === 1 ? '' : 's'} updated`);
  return parts.length ? parts.join(', ') : 'nothing changed';
}
