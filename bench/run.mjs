#!/usr/bin/env node
// npm run bench: wall time and peak memory of `site-api validate` on synthetic sites of 1k, 10k and
// 50k posts, and the CLI's start-up against bare Node. Figures, not assertions: tests never time.
//   BENCH_SIZES=1000,10000 BENCH_RUNS=5 npm run bench
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const cli = `${repo}bin/site-api.js`;
const rss = `${repo}bench/rss.mjs`;
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 5);

function measure(args, cwd) {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', rss, ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0 && child.status !== 1) throw new Error(`${args.join(' ')} failed: ${child.stderr}`);
  return { ms, kb: Number(String(child.output[3]).trim()) };
}

function series(args, cwd, n = runs) {
  const samples = Array.from({ length: n }, () => measure(args, cwd));
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return { median, min: times[0], max: times.at(-1), peakMb: Math.max(...samples.map((s) => s.kb)) / 1024 };
}

const fmt = (x) => x.toFixed(0).padStart(6);
console.log(`site-api bench · node ${process.version} · ${runs} runs each, median (min–max)\n`);
const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' }).status === 0;
const builds = new Map();
for (const command of ['validate', 'build']) {
  console.log(`${command} on synthetic sites`);
  for (const size of sizes) {
    const dir = `${repo}bench/.sites/posts-${size}`;
    const root = `${dir}/content`;
    if (!existsSync(`${root}/posts`)) generateSite(dir, size, 1);
    const args = command === 'build' ? ['--out', `${dir}/dist`] : [];
    const r = series([cli, command, '--quiet', '--root', root, ...args], repo);
    if (command === 'build') builds.set(size, r);
    console.log(
      `  ${String(size).padStart(6)} posts  ${fmt(r.median)} ms (${r.min.toFixed(0)}–${r.max.toFixed(0)})  peak ${r.peakMb.toFixed(0)} MB`,
    );
  }
}

// Hugo (Debian's package), building the same posts into a JSON index, tag JSON, RSS and a sitemap
// (bench/hugo), in the same run, so that the ratio holds whatever the machine's load.
if (hugo) {
  console.log(
    `\nhugo on the same posts (${spawnSync('hugo', ['version'], { encoding: 'utf8' }).stdout.split(' ')[1]})`,
  );
  for (const size of sizes) {
    const dir = `${repo}bench/.sites/posts-${size}`;
    const times = [];
    let peakKb = 0;
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      const child = spawnSync(
        '/usr/bin/time',
        [
          '-f',
          '%M',
          'hugo',
          '--quiet',
          '-s',
          `${repo}bench/hugo`,
          '--contentDir',
          `${dir}/content/posts`,
          '-d',
          `${dir}/hugo-out`,
        ],
        { encoding: 'utf8' },
      );
      if (child.status !== 0) throw new Error(`hugo failed: ${child.stderr}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      peakKb = Math.max(peakKb, Number(child.stderr.trim().split('\n').at(-1)));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const ours = builds.get(size)?.median;
    console.log(
      `  ${String(size).padStart(6)} posts  ${fmt(median)} ms (${times[0].toFixed(0)}–${times.at(-1).toFixed(0)})  peak ${(peakKb / 1024).toFixed(0)} MB  site-api build is ${(median / ours).toFixed(1)}× faster`,
    );
  }
} else {
  console.log('\nhugo is not installed (apt-get install hugo): no comparison');
}

console.log('\nstart-up');
const bare = series(['-e', '0'], repo, runs * 3);
const version = series([cli, '--version'], repo, runs * 3);
const sample = series([cli, 'validate', '--quiet'], repo, runs * 3);
console.log(`  node -e 0                          ${fmt(bare.median)} ms`);
console.log(
  `  site-api --version                 ${fmt(version.median)} ms  (${(version.median / bare.median).toFixed(2)}× node)`,
);
console.log(
  `  site-api validate (sample site)    ${fmt(sample.median)} ms  (${(sample.median / bare.median).toFixed(2)}× node)`,
);
console.log(
  '\ntargets: validate of 10k posts < 1000 ms; validate on the sample site < 3× node -e 0; build of 10k < 2 s, 50k < 10 s and < 1 GB',
);

// Requests per second of `site-api serve` next to nginx and bare node:http (needs wrk and nginx).
const { benchServe } = await import('./serve.mjs');
await benchServe();
console.log(
  'targets (serve): ≥ 60% of nginx on the small file and on 304s, within 10% of bare node:http, no errors',
);

// The publish figures (uploads per rebuild against s3rver) take minutes: only when asked.
//   BENCH_PUBLISH=10000 npm run bench
if (process.env.BENCH_PUBLISH) {
  console.log('');
  spawnSync(process.execPath, [`${repo}bench/publish.mjs`, process.env.BENCH_PUBLISH], { stdio: 'inherit' });
}
