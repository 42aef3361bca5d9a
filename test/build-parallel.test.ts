import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { REPO, runCli, snapshot, tempDir } from './helpers.js';

// Pages rendered in worker threads (core/render-pool.ts) are the pages rendered in one thread.
// 2,300 posts: batches of pages (build/pages/index.ts renders 1,000 at a time with a pool), each full
// one large enough for two threads (a thread takes at least 250), so the workers serve several.

const site = tempDir();
afterAll(() => site.cleanup());
beforeAll(() => generateSite(site.dir, 2300, 5));

/** What a build may leave beside its output: nothing of its spill file (ground/spill.ts) or scratch. */
const leftovers = () => readdirSync(site.dir).filter((name) => name.startsWith('.'));

describe('build --jobs', () => {
  test('one thread and two give the same bytes', async () => {
    for (const jobs of ['1', '2']) {
      const run = await runCli(
        ['build', '-q', '--no-cache', '--jobs', jobs, '--root', 'content', '--out', `out-${jobs}`],
        {
          cwd: site.dir,
        },
      );
      expect(run.exitCode, String(run.stderr)).toBe(0);
    }
    const one = snapshot(join(site.dir, 'out-1'));
    const two = snapshot(join(site.dir, 'out-2'));
    expect(one.size).toBeGreaterThan(4600);
    expect(leftovers()).toEqual([]);
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    expect([...one].filter(([path, bytes]) => !two.get(path)?.equals(bytes)).map(([path]) => path)).toEqual(
      [],
    );
  });

  test('a build called from `node --input-type=module -e` (a flag no worker accepts) renders the same bytes', async () => {
    const code = `
      const { buildContent } = await import(${JSON.stringify(join(REPO, 'lib/core/build.js'))});
      const report = buildContent({ cwd: process.cwd(), root: 'content', out: 'out-eval', now: Date.now(), cache: false, jobs: 2 });
      if (!report.ok) process.exit(3);`;
    const run = await execa(process.execPath, ['--input-type=module', '-e', code], {
      cwd: site.dir,
      reject: false,
      timeout: 100_000,
    });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const one = snapshot(join(site.dir, 'out-1'));
    const evaluated = snapshot(join(site.dir, 'out-eval'));
    expect([...evaluated.keys()].sort()).toEqual([...one.keys()].sort());
    expect(
      [...one].filter(([path, bytes]) => !evaluated.get(path)?.equals(bytes)).map(([path]) => path),
    ).toEqual([]);
  }, 120_000);

  test('an owner template that fails in a worker thread is the same clear error (exit 2), and nothing is written', async () => {
    mkdirSync(join(site.dir, 'content/theme'), { recursive: true });
    writeFileSync(join(site.dir, 'content/theme/tag.liquid'), '{% include "missing-partial" %}\n');
    try {
      const run = await runCli(
        ['build', '--no-cache', '--jobs', '2', '--root', 'content', '--out', 'broken'],
        {
          cwd: site.dir,
        },
      );
      expect(run.exitCode).toBe(2);
      // Tag pages come last: in the second batch, in the worker's share.
      expect(String(run.stderr)).toMatch(/The tag template failed on \/blog\/tags\//);
      expect(String(run.stderr)).toContain('content/theme/tag.liquid');
      expect(String(run.stderr)).not.toMatch(/internal error|a bug/);
      expect(readdirSync(site.dir)).not.toContain('broken');
      expect(leftovers()).toEqual([]);
    } finally {
      writeFileSync(join(site.dir, 'content/theme/tag.liquid'), '');
    }
  });

  test('with the cache warm, a build into a new folder renders its pages in the worker threads too', async () => {
    const cache = { SITE_API_CACHE_DIR: join(site.dir, 'cache') };
    const first = await runCli(['build', '-q', '--jobs', '2', '--root', 'content', '--out', 'out-a'], {
      cwd: site.dir,
      env: cache,
    });
    expect(first.exitCode, String(first.stderr)).toBe(0);
    // Counts the render threads started: every page is one the cache knows, and none is in out-b.
    const hook = join(site.dir, 'count-workers.cjs');
    const started = join(site.dir, 'workers-started');
    writeFileSync(
      hook,
      `const threads = require('node:worker_threads');
const { appendFileSync } = require('node:fs');
const Worker = threads.Worker;
threads.Worker = class extends Worker {
  constructor(...args) {
    super(...args);
    appendFileSync(${JSON.stringify(started)}, 'started\\n');
  }
};
`,
    );
    try {
      const second = await runCli(['build', '--json', '--jobs', '2', '--root', 'content', '--out', 'out-b'], {
        cwd: site.dir,
        env: { ...cache, NODE_OPTIONS: `--require ${hook}` },
      });
      expect(second.exitCode, String(second.stderr)).toBe(0);
      expect(JSON.parse(String(second.stdout)).cache.misses).toBe(0);
      expect(readFileSync(started, 'utf8')).toBe('started\n');
    } finally {
      rmSync(hook);
    }
    const one = snapshot(join(site.dir, 'out-a'));
    const warm = snapshot(join(site.dir, 'out-b'));
    expect([...warm.keys()].sort()).toEqual([...one.keys()].sort());
    expect([...one].filter(([path, bytes]) => !warm.get(path)?.equals(bytes)).map(([path]) => path)).toEqual(
      [],
    );
  });

  test('--jobs must be a whole number', async () => {
    const run = await runCli(['build', '--jobs', 'many', '--root', 'content'], { cwd: site.dir });
    expect(run.exitCode).toBe(2);
    expect(String(run.stderr)).toContain('--jobs must be a whole number');
  });
});

describe('build --jobs 2, a batch too small for a second thread', () => {
  // 200 posts, ~455 pages: one batch, above the pool's floor (400) but below two threads' 500.
  const small = tempDir();
  afterAll(() => small.cleanup());
  beforeAll(() => generateSite(small.dir, 200, 5));

  test('an owner template that fails is the same clear error (exit 2)', async () => {
    mkdirSync(join(small.dir, 'content/theme'), { recursive: true });
    writeFileSync(join(small.dir, 'content/theme/post.liquid'), '{% include "missing-partial" %}\n');
    const run = await runCli(['build', '--no-cache', '--jobs', '2', '--root', 'content', '--out', 'broken'], {
      cwd: small.dir,
    });
    expect(run.exitCode, String(run.stderr)).toBe(2);
    expect(String(run.stderr)).toMatch(/The post template failed on \/blog\//);
    expect(String(run.stderr)).toContain('content/theme/post.liquid');
    expect(String(run.stderr)).not.toMatch(/internal error|a bug/);
  });
});
