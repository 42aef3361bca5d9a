#!/usr/bin/env node
// node bench/publish.mjs [posts]: what `site-api publish` uploads to an S3-compatible store (s3rver
// on 127.0.0.1) for "unchanged", "one post edited" and "one tag renamed" on a synthetic site, next
// to what size-and-mtime syncing (`aws s3 sync`) would upload for the same rebuilds, and wall times.
// The unchanged publish (a publish right after the first, nothing rebuilt) is timed BENCH_RUNS times.
// It takes minutes at 10k posts (the first publish alone uploads every file): `npm run bench` runs it
// only when BENCH_PUBLISH=<posts> is set.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSite } from './generate.mjs';
import { cli, figure, repo, stats } from './measure.mjs';

/** Prints the table and returns `{ first, unchanged, rows }`; `unchanged` is a series of wall times. */
export async function benchPublish(posts, runs) {
  const work = mkdtempSync(join(tmpdir(), 'site-api-bench-publish-'));
  const env = {
    ...process.env,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    SITE_API_CACHE_DIR: join(work, 'cache'),
  };
  for (const k of ['AWS_CA_BUNDLE', 'AWS_PROFILE', 'NODE_OPTIONS']) delete env[k];

  const store = spawn(process.execPath, [join(repo, 'test/support/s3rver-child.cjs'), join(work, 'store')], {
    env: { ...env, NODE_OPTIONS: '--openssl-legacy-provider' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise((resolve) =>
      store.stdout.once('data', (d) => resolve(JSON.parse(String(d)).port)),
    );
    return measureAll(work, env, port, posts, runs);
  } finally {
    store.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

function measureAll(work, env, port, posts, runs) {
  const site = join(work, 'site');
  generateSite(site, posts, 1);
  appendFileSync(
    join(site, 'content/site.yaml'),
    `publish:\n  targets:\n    bench:\n      type: s3\n      bucket: site\n      endpoint: http://127.0.0.1:${port}\n      force_path_style: true\n`,
  );

  /** Sizes of a fresh `site-api build`, which rewrites every file (so every mtime changes). */
  const build = () => {
    const out = join(work, 'dist');
    const r = spawnSync(process.execPath, [cli, 'build', '--quiet', '--out', out], {
      cwd: site,
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(r.stderr);
    const manifest = JSON.parse(readFileSync(join(out, '.site-api-manifest.json'), 'utf8'));
    return new Map(manifest.files.map((f) => [f.path, f.size]));
  };
  const publish = () => {
    const started = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [cli, 'publish', '--yes', '--json', '--max-deletes', '100000'], {
      cwd: site,
      env,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (r.status !== 0) throw new Error(r.stderr);
    const out = JSON.parse(r.stdout);
    return {
      files: out.plan.uploads.length,
      bytes: out.plan.uploadBytes,
      deletes: out.plan.deletes.length,
      ms,
      reused: out.reused,
      buildMs: out.timings?.buildMs,
    };
  };
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const rows = [];
  const measure = (name, change) => {
    const before = build();
    change();
    const after = build();
    let sizeFiles = 0;
    let sizeBytes = 0;
    let allBytes = 0;
    for (const [path, size] of after) {
      allBytes += size;
      if (before.get(path) !== size) {
        sizeFiles++;
        sizeBytes += size;
      }
    }
    const p = publish();
    rows.push({ name, ...p, mtimeFiles: after.size, mtimeBytes: allBytes, sizeFiles, sizeBytes });
  };

  const first = publish();
  console.log(`\npublish: ${posts} posts, to s3rver on 127.0.0.1`);
  console.log(
    `  first publish: ${first.files} files, ${mb(first.bytes)} in ${(first.ms / 1000).toFixed(1)} s`,
  );
  const again = Array.from({ length: runs }, publish);
  const unchanged = stats(again);
  console.log(
    `  unchanged, right after: ${figure(unchanged)}, ${again.map((r) => r.files).join(', ')} files uploaded; built from ${again.map((r) => `${r.reused ?? 'the content'} in ${r.buildMs} ms`).join(', ')}\n`,
  );
  measure('unchanged', () => {});
  measure('one post edited', () => {
    const dir = join(site, 'content/posts/2020');
    const file = join(dir, readdirSync(dir).sort()[0]);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n\n/, '\n\n고친 문장입니다. '));
  });
  measure('one tag renamed', () => {
    // "Room" → "Room DB" in every post that has it.
    for (const year of readdirSync(join(site, 'content/posts'))) {
      for (const name of readdirSync(join(site, 'content/posts', year))) {
        const file = join(site, 'content/posts', year, name);
        const text = readFileSync(file, 'utf8');
        const next = text.replace(/^(tags: \[.*)\bRoom\b(.*\])$/m, '$1Room DB$2');
        if (next !== text) writeFileSync(file, next);
      }
    }
  });

  console.log(
    'rebuild            site-api publish                   size+mtime sync (aws s3 sync)     size-only sync',
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(18)} ${`${r.files} files, ${mb(r.bytes)}, ${r.deletes} deleted`.padEnd(26)} ${(r.ms / 1000).toFixed(1).padStart(5)} s   ${`${r.mtimeFiles} files, ${mb(r.mtimeBytes)}`.padEnd(32)}  ${r.sizeFiles} files, ${mb(r.sizeBytes)}`,
    );
  }
  console.log(
    '\nsize+mtime: `site-api build` rewrites every file, so every mtime changes and such a sync uploads all of them.\nsize-only: what a sync comparing sizes alone would send (it misses edits that keep the size).',
  );
  return { first, unchanged, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPublish(
    Number(process.argv[2] ?? process.env.BENCH_PUBLISH_POSTS ?? 10000),
    Number(process.env.BENCH_RUNS ?? 3),
  );
}
