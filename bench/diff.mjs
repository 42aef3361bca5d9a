#!/usr/bin/env node
// npm run bench:diff (and part of npm run bench): `site-api diff` of an unchanged site against
// `site-api serve --dir` of its own build: wall time and bytes transferred against the site's size.
//   BENCH_POSTS=10000 BENCH_RUNS=3 node bench/diff.mjs
// BENCH_EACH_FILE=1 adds --each-file: the comparison of a live site without a hash list.
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
      const args = ['diff', '--root', root, '--against', url, '--json'];
      if (process.env.BENCH_EACH_FILE) args.push('--each-file');
      const child = spawnSync(process.execPath, [cli, ...args], {
        encoding: 'utf8',
        env,
        maxBuffer: 256 * 1024 * 1024,
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (child.status !== 0)
        throw new Error(`diff exited ${child.status}: ${child.stderr}${child.stdout.slice(0, 2000)}`);
      const { net, compared, timings } = JSON.parse(child.stdout);
      samples.push({ ms, net, compared, build: timings?.build });
      // How it compared (by the live hash list, or file by file) and the build's share of the time.
      const split = timings
        ? ` (build ${(timings.build * 1000).toFixed(0)} ms, compare ${(timings.compare * 1000).toFixed(0)} ms)`
        : '';
      console.log(
        `  run ${i + 1}: ${ms.toFixed(0)} ms${split}, ${compared ? `${compared.by}, ` : ''}${net.requests} requests, ${(net.bytesReceived / 1e6).toFixed(2)} MB received, ${(net.bytesSent / 1e6).toFixed(2)} MB sent`,
      );
    }
    const time = stats(samples);
    const { net, compared } = [...samples].sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)];
    const builds = samples
      .map((s) => s.build)
      .filter((b) => b !== undefined)
      .sort((a, b) => a - b);
    const build = builds.length
      ? `; the build ${(builds[Math.floor(builds.length / 2)] * 1000).toFixed(0)} ms of it`
      : '';
    console.log(
      `  ${figure(time)}${build}; compared ${compared ? `by ${compared.by} (${compared.why})` : 'file by file'} in ${net.requests} requests; received ${(net.bytesReceived / 1e6).toFixed(2)} MB of a ${(net.siteBytes / 1e6).toFixed(1)} MB site (${((100 * net.bytesReceived) / net.siteBytes).toFixed(1)}%)`,
    );
    return { time, net };
  } finally {
    server.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchDiff(Number(process.env.BENCH_POSTS ?? 10000), Number(process.env.BENCH_RUNS ?? 3));
}
