import { watchFile } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildInMemory, type Reuse } from '../../core/build.js';
import {
  type BuildCache,
  cacheDirFor,
  endOfSession,
  endOfSessionBuild,
  openCache,
} from '../../core/cache.js';
import { countDiagnostics, type Diagnostic } from '../../ground/diagnostics.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { MANIFEST } from '../../ground/manifest.js';
import { plural } from '../../ground/numbers.js';
import { renderText, renderWarningsLine } from '../../report/diagnostics.js';
import { renderRequest } from '../../report/serve.js';
import { type RunningServer, readBuild, type Served, servedFrom, startServer } from '../../serve/node.js';
import { paintFor } from '../output.js';
import { stopOnSignal } from '../signals.js';

export interface ServeFlags {
  root: string;
  dir?: string;
  host: string;
  port: string;
  baseUrl?: string;
  watch?: boolean;
  /** Log each request: on a terminal unless --no-log; elsewhere only with --log. */
  log?: boolean;
}

export async function serveCommand(flags: ServeFlags): Promise<number> {
  if (!/^\d+$/.test(flags.port) || Number(flags.port) > 65535) {
    throw new UserError(`--port must be a number from 0 to 65535, not "${flags.port}".`);
  }
  if (flags.dir !== undefined && (flags.watch || flags.baseUrl !== undefined)) {
    throw new UserError(
      `--dir serves a finished build as it is; --${flags.watch ? 'watch' : 'base-url'} applies to content.`,
      'Drop --dir to serve the content folder, built in memory.',
    );
  }
  // Each rebuild reuses the artifacts of unchanged files (no re-encoding, no hashing).
  const memo: ServedMemo = {};
  // With --watch the watcher is set up before the first build reads the folder: a file saved meanwhile
  // is named to the first rebuild, which starts once the server answers.
  let server: RunningServer | undefined;
  let hold: { done: () => void; failed: (error: unknown) => void } | undefined;
  if (flags.watch) {
    const { watchContent } = await import('../watch.js');
    watchContent(
      flags.root,
      async (names, complete) => {
        const started = performance.now();
        if (!complete) memo.changed = undefined;
        for (const name of names) memo.changed?.add(resolve(flags.root, name));
        const next = await buildServed(flags, memo);
        if (!next) return;
        // As build --watch does: the names count from a good build on.
        memo.changed = new Set();
        server?.replace(next);
        process.stderr.write(`↻ rebuilt in memory in ${Math.round(performance.now() - started)} ms\n`);
        process.stderr.write(renderWarningsLine(memo.diagnostics ?? [], await paintFor(process.stderr)));
      },
      undefined,
      new Promise<void>((done, failed) => {
        hold = { done, failed };
      }),
    ).catch((error: Error) => {
      // The content folder could not be watched once the first build had read it (it was made
      // meanwhile, or went again): the site is served as built, without rebuilds.
      process.stderr.write(`site-api: not watching ${flags.root}: ${error.message}\n`);
    });
  }
  let first: Served | undefined;
  try {
    first = flags.dir !== undefined ? servedFrom(readBuild(flags.dir)) : await buildServed(flags, memo);
    if (!first) {
      hold?.failed(undefined);
      return EXIT.findings;
    }
    const log = flags.log ?? process.stdout.isTTY === true;
    const paint = await paintFor(process.stdout);
    server = await startServer(
      first,
      flags.host,
      Number(flags.port),
      log ? (entry) => process.stdout.write(renderRequest(entry, new Date(), paint)) : undefined,
    );
  } catch (error) {
    hold?.failed(error);
    throw error;
  }
  if (flags.dir !== undefined) followBuild(flags.dir, first.count, server.replace);
  // The watcher named every change since before the first build read the folder. Rebuilds start
  // before the URL is printed: an edit made as soon as the server answers is seen.
  if (hold) {
    memo.changed = new Set();
    hold.done();
  }
  const source = flags.dir !== undefined ? flags.dir : `${flags.root} (built in memory)`;
  // Under a base URL with a path, the site answers under that path only.
  const at = `${server.url}${encodeURI(first.basePath)}`;
  process.stderr.write(renderWarningsLine(memo.diagnostics ?? [], await paintFor(process.stderr)));
  process.stderr.write(
    `Serving ${first.count} files${first.redirects ? ` and ${plural(first.redirects, 'redirect')} (_redirects)` : ''} of ${source} at ${at}\n  API index: ${at}/api/index.json\n  Ctrl-C to stop.\n`,
  );
  const stopped = new Promise<void>((done) => stopOnSignal(done));
  await stopped;
  await server.close();
  endOfSession(memo);
  return EXIT.ok;
}

const POLL_MS = 300;

/**
 * `serve --dir` follows the folder: a build replaces it by a rename, so the manifest is polled by path
 * (a watch on the old folder would see nothing), and a new manifest means a new build to serve.
 */
function followBuild(dir: string, count: number, replace: (next: Served) => void): void {
  const manifest = join(resolve(dir), MANIFEST);
  let files = count;
  watchFile(manifest, { interval: POLL_MS, persistent: false }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size && now.ino === before.ino) return;
    if (now.mtimeMs === 0) return; // gone for a moment, between the two renames of a build
    try {
      const next = servedFrom(readBuild(dir));
      replace(next);
      process.stderr.write(`↻ serving the new build in ${dir}: ${next.count} files (was ${files}).\n`);
      files = next.count;
    } catch (error) {
      const hint = error instanceof UserError && error.hint ? ` ${error.hint}` : '';
      process.stderr.write(
        `site-api: not serving the new build in ${dir}: ${(error as Error).message}${hint}\n`,
      );
    }
  });
}

/**
 * What a --watch session keeps between builds: the last good build and what it serves, the paths
 * named since (core/build.ts), and the site's cache, open (and in memory) from one build to the next.
 */
interface ServedMemo {
  last?: Reuse;
  served?: Served;
  changed?: Set<string>;
  /** The last good build's findings (warnings only), for the line that says how many. */
  diagnostics?: readonly Diagnostic[];
  cache?: BuildCache;
  savedAt?: number;
}

/** The content built in memory, or undefined (with the findings printed) when it does not build. */
async function buildServed(flags: ServeFlags, memo: ServedMemo): Promise<Served | undefined> {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (flags.watch) memo.cache ??= openCache(cacheDirFor(resolve(flags.root)));
  // Every file read (not taken from kept reads, whose bodies are read from the files when asked for):
  // a page is rendered when first requested, perhaps after its file was saved again.
  const built = buildInMemory({
    cwd: process.cwd(),
    root: flags.root,
    baseUrl: flags.baseUrl,
    sourceDateEpoch: epoch !== undefined && /^\d+$/.test(epoch) ? Number(epoch) : undefined,
    now: Date.now(),
    previous: memo.last,
    changed: memo.changed,
    watching: flags.watch,
    cache: memo.cache,
  });
  endOfSessionBuild(memo);
  if (built.ok) {
    memo.last = built.memo;
    memo.diagnostics = built.diagnostics;
    memo.served = servedFrom(built.artifacts, memo.served);
    return memo.served;
  }
  const paint = await paintFor(process.stderr);
  process.stderr.write(renderText(built.diagnostics, paint));
  for (const p of built.problems) process.stderr.write(`${p.path}  error  build  ${p.message}\n`);
  const { errors } = countDiagnostics(built.diagnostics);
  process.stderr.write(`✖ Not serving this version: ${errors} content error${errors === 1 ? '' : 's'}.\n`);
  return undefined;
}
