#!/usr/bin/env node
// npm run bench:diff: `site-api diff` of an unchanged 10k-post site against `site-api serve --dir` of
// its own build: wall time and bytes transferred against the site's size. Figures, not assertions.
//   BENCH_POSTS=10000 BENCH_RUNS=3 node bench/diff.mjs
// BENCH_EACH_FILE=1 adds --each-file: the comparison of a live site without a hash list.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const cli = `${repo}bin/site-api.js`;
const posts = Number(process.env.BENCH_POSTS ?? 10000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dir = `${repo}bench/.sites/posts-${posts}`;
const root = `${dir}/content`;

if (!existsSync(`${root}/posts`)) generateSite(dir, posts, 1);
const built = spawnSync(process.execPath, [cli, 'build', '-q', '--root', root, '--out', `${dir}/dist`], {
  encoding: 'utf8',
});
if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);

const server = spawn(process.execPath, [cli, 'serve', '--dir', `${dir}/dist`, '--port', '0'], {
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
  console.log(
    `site-api diff · ${posts} posts, unchanged, against site-api serve --dir · node ${process.version}\n`,
  );
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const args = ['diff', '--root', root, '--against', url, '--json'];
    if (process.env.BENCH_EACH_FILE) args.push('--each-file');
    const child = spawnSync(process.execPath, [cli, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (child.status !== 0)
      throw new Error(`diff exited ${child.status}: ${child.stderr}${child.stdout.slice(0, 2000)}`);
    const report = JSON.parse(child.stdout);
    samples.push({ ms, report });
    // How it compared (by the live hash list, or file by file) and the build's share of the time,
    // where this site-api reports them.
    const how = report.compared ? `${report.compared.by}, ` : '';
    const split = report.timings
      ? ` (build ${(report.timings.build * 1000).toFixed(0)} ms, compare ${(report.timings.compare * 1000).toFixed(0)} ms)`
      : '';
    console.log(
      `  run ${i + 1}: ${ms.toFixed(0)} ms${split}, ${how}${report.net.requests} requests, ${(report.net.bytesReceived / 1e6).toFixed(2)} MB received, ${(report.net.bytesSent / 1e6).toFixed(2)} MB sent`,
    );
  }
  samples.sort((a, b) => a.ms - b.ms);
  const median = samples[Math.floor(samples.length / 2)];
  const { net, compared } = median.report;
  const builds = samples.map((s) => s.report.timings?.build).filter((b) => b !== undefined);
  builds.sort((a, b) => a - b);
  const build = builds.length
    ? `; build ${(builds[Math.floor(builds.length / 2)] * 1000).toFixed(0)} ms of it (median)`
    : '';
  console.log(
    `\n  median ${median.ms.toFixed(0)} ms (${samples[0].ms.toFixed(0)}–${samples.at(-1).ms.toFixed(0)})${build}; compared ${compared ? `by ${compared.by} (${compared.why})` : 'file by file'} in ${net.requests} requests; received ${(net.bytesReceived / 1e6).toFixed(2)} MB of a ${(net.siteBytes / 1e6).toFixed(1)} MB site (${((100 * net.bytesReceived) / net.siteBytes).toFixed(1)}%)`,
  );
  console.log('  targets: < 2 s; bytes transferred well under the site size');
} finally {
  server.kill('SIGTERM');
}
