#!/usr/bin/env node
// npm run bench:diff (and part of npm run bench): `site-api diff` of an unchanged site against
// `site-api serve --dir` of its own build: wall time and bytes transferred against the site's size.
//   BENCH_POSTS=10000 BENCH_RUNS=3 node bench/diff.mjs
import { spawn, spawnSync } from 'node:child_process';
import { ensureSite } from './generate.mjs';
import { cli, figure, repo, siteEnv, stats } from './measure.mjs';

/** Prints each run and returns `{ time, net }`: the series of wall times and the median run's traffic. */
export async function benchDiff(posts, runs) {
  const dir = `${repo}bench/.sites/posts-${posts}`;
  const root = ensureSite(dir, posts, 1);
  const env = siteEnv(`${dir}/cache`);
  const built = spawnSync(process.execPath, [cli, 'build', '-q', '--root', root, '--out', `${dir}/dist`], {
    encoding: 'utf8',
    env,
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);

  const server = spawn(process.execPath, [cli, 'serve', '--dir', `${dir}/dist`, '--port', '0'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const url = await new Promise((done, fail) => {
      let seen = '';
      const timer = setTimeout(() => fail(new Error(`serve did not start:\n${seen}`)), 60_000);
      server.stderr.on('data', (c) => {
        seen += c;
        const m = /at (http:\/\/\S+)/.exec(seen);
        if (m) {
          clearTimeout(timer);
          done(m[1]);
        }
      });
      server.once('exit', (code) => fail(new Error(`serve exited ${code}:\n${seen}`)));
    });
    console.log(`\ndiff: ${posts} posts, unchanged, against site-api serve --dir of its build`);
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      const child = spawnSync(process.execPath, [cli, 'diff', '--root', root, '--against', url, '--json'], {
        encoding: 'utf8',
        env,
        maxBuffer: 256 * 1024 * 1024,
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (child.status !== 0)
        throw new Error(`diff exited ${child.status}: ${child.stderr}${child.stdout.slice(0, 2000)}`);
      const { net } = JSON.parse(child.stdout);
      samples.push({ ms, net });
      console.log(
        `  run ${i + 1}: ${ms.toFixed(0)} ms, ${net.requests} requests, ${(net.bytesReceived / 1e6).toFixed(2)} MB received, ${(net.bytesSent / 1e6).toFixed(2)} MB sent`,
      );
    }
    const time = stats(samples);
    const { net } = [...samples].sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)];
    console.log(
      `  ${figure(time)}; received ${(net.bytesReceived / 1e6).toFixed(2)} MB of a ${(net.siteBytes / 1e6).toFixed(1)} MB site (${((100 * net.bytesReceived) / net.siteBytes).toFixed(1)}%)`,
    );
    return { time, net };
  } finally {
    server.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchDiff(Number(process.env.BENCH_POSTS ?? 10000), Number(process.env.BENCH_RUNS ?? 3));
}
