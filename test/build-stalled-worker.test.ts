import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { CLI, runCli, snapshot, tempDir } from './helpers.js';

// A page-rendering worker thread (core/render-pool.ts) that never starts: the build still ends, with
// the pages of one thread. Such a worker is made by a preload in NODE_OPTIONS. The pool creates its
// workers with `execArgv: []`, which leaves out this process's --require, but a worker reads
// NODE_OPTIONS from its environment, so the preload runs in the worker as well, before
// render-worker.js, and there blocks for good: the worker never raises its flag that it started.
// 2,300 posts: 2,607 pages, made in batches of 1,000 (1,000, 1,000, 607), each large enough for a
// second thread.

/** render-pool.ts: a worker not started after this long never will. */
const START_MS = 15_000;

const site = tempDir();
afterAll(() => site.cleanup());
beforeAll(async () => {
  generateSite(site.dir, 2300, 5);
  const run = await runCli(
    ['build', '-q', '--no-cache', '--jobs', '1', '--root', 'content', '--out', 'out-1'],
    {
      cwd: site.dir,
    },
  );
  expect(run.exitCode, String(run.stderr)).toBe(0);
});

/**
 * Writes the preload `name` into the site. In a render worker it blocks forever, before the worker's
 * own code runs (with `oneRuns`, the first render worker to get there runs as usual). In this
 * thread it notes the size of each batch posted to a worker, and with `pause` sleeps that long after
 * posting the first: a build that lasts past START_MS, without the CPU of a site that large.
 */
function stallingPreload(name: string, { oneRuns = false, pause = 0 } = {}) {
  const file = join(site.dir, `${name}.cjs`);
  const log = join(site.dir, `${name}.log`);
  writeFileSync(
    file,
    `const threads = require('node:worker_threads');
const { appendFileSync, closeSync, openSync } = require('node:fs');
const log = ${JSON.stringify(log)};
if (!threads.isMainThread) {
  // The render worker by its data (the folder check's worker is left alone).
  const data = threads.workerData;
  if (data && data.setup && data.port && data.signal) {
    let runs = false;
    if (${oneRuns}) {
      try {
        closeSync(openSync(${JSON.stringify(`${log}.running`)}, 'wx'));
        runs = true;
      } catch {}
    }
    if (!runs) {
      appendFileSync(log, 'stalled\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    }
  }
} else {
  const post = threads.MessagePort.prototype.postMessage;
  let paused = false;
  threads.MessagePort.prototype.postMessage = function (message, ...rest) {
    const posted = post.call(this, message, ...rest);
    // A batch (render-pool.ts, ask): its jobs and the shared count of those taken.
    if (message && Array.isArray(message.jobs) && message.next instanceof Int32Array) {
      appendFileSync(log, 'batch ' + message.jobs.length + '\\n');
      if (!paused && ${pause} > 0) {
        paused = true;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${pause});
      }
    }
    return posted;
  };
}
`,
  );
  const lines = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
  return {
    env: { NODE_OPTIONS: `--require ${file}` },
    stalled: () => lines().filter((line) => line === 'stalled').length,
    batches: () => lines().filter((line) => line.startsWith('batch ')),
  };
}

/** `site-api build` with the preload; killed if still running after 100 s (a hang, so a failure). */
function build(jobs: string, out: string, env: Record<string, string>) {
  return execa(
    process.execPath,
    [CLI, 'build', '-q', '--no-cache', '--jobs', jobs, '--root', 'content', '--out', out],
    { cwd: site.dir, reject: false, stdin: 'ignore', timeout: 100_000, env: { NO_COLOR: '1', ...env } },
  );
}

/** The paths whose bytes differ from the one-thread build's, or that only one of them has. */
function differences(out: string): string[] {
  const one = snapshot(join(site.dir, 'out-1'));
  const other = snapshot(join(site.dir, out));
  const paths = new Set([...one.keys(), ...other.keys()]);
  return [...paths].filter((path) => !one.get(path)?.equals(other.get(path) ?? Buffer.alloc(0))).sort();
}

describe('build --jobs, a render worker thread that never starts', () => {
  test('the only one (--jobs 2): the pages are rendered here, the worker is stopped once START_MS is past, and no later batch is posted to it', async () => {
    const preload = stallingPreload('alone', { pause: START_MS + 1000 });
    const run = await build('2', 'out-alone', preload.env);
    expect(run.timedOut, 'the build ended').toBe(false);
    expect(run.exitCode, String(run.stderr)).toBe(0);
    expect(preload.stalled()).toBe(1);
    // This thread takes every batch whole, so none is waited for: the first is posted before the
    // pause; the second is posted before the first's pages are taken, when the worker is found not
    // started after START_MS and stopped; the third (607 pages, enough for a second thread) is not.
    expect(preload.batches()).toEqual(['batch 1000', 'batch 1000']);
    expect(differences('out-alone')).toEqual([]);
  }, 120_000);

  test('one of two (--jobs 3): the wait for its share gives up after START_MS, and the other thread and this one render every page', async () => {
    const preload = stallingPreload('one-of-two', { oneRuns: true });
    const run = await build('3', 'out-one-of-two', preload.env);
    expect(run.timedOut, 'the build ended').toBe(false);
    expect(run.exitCode, String(run.stderr)).toBe(0);
    expect(preload.stalled()).toBe(1);
    expect(preload.batches().length).toBeGreaterThan(0);
    expect(differences('out-one-of-two')).toEqual([]);
  }, 120_000);
});
