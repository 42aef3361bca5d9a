#!/usr/bin/env node
// Requests per second and latency of `site-api serve` next to nginx serving the same dist/ with the
// same headers (etag on, CORS added) and a bare node:http server answering the same bytes from memory,
// in the same run, measured by wrk (Debian). Each load runs for BENCH_SECONDS and stops by itself.
// Also whether compressed bodies are made once (serve keeps a copy per ETag) rather than per request:
// the br and gzip rates are set beside the rate that compressing posts.json on every request would
// allow on this machine's cores.
//   node bench/serve.mjs            (npm run bench runs it when wrk and nginx are installed)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureSite } from './generate.mjs';
import { cli, has, repo, siteEnv } from './measure.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Math.max(1, Number(process.env.BENCH_SERVE_ROUNDS ?? 3));

/**
 * Prints every load's table and returns `{ loads, compression }`: per load (small, raw, br, gzip, 304)
 * each server's wrk figures; per coding the Content-Encoding served and the per-request ceiling.
 * Undefined when wrk or nginx is missing.
 */
export async function benchServe() {
  if (!has('wrk') || !has('nginx')) {
    console.log('\nserve: skipped (install the Debian packages wrk and nginx)');
    return undefined;
  }
  // ~2,600 posts make a posts.json of about 2 MB.
  const dir = `${repo}bench/.sites/serve-2600`;
  const env = siteEnv(`${dir}/cache`);
  ensureSite(dir, 2600, 7);
  const built = spawnSync(
    process.execPath,
    [cli, 'build', '-q', '--root', `${dir}/content`, '--out', `${dir}/dist`],
    {
      env,
    },
  );
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  const dist = `${dir}/dist`;
  const manifest = JSON.parse(readFileSync(`${dist}/.site-api-manifest.json`, 'utf8'));
  const row = (path) => manifest.files.find((f) => f.path === path);
  // The JSON file nearest 3 kB (the "small JSON").
  const small = manifest.files
    .filter((f) => f.contentType.startsWith('application/json'))
    .sort((a, b) => Math.abs(a.size - 3072) - Math.abs(b.size - 3072))[0];
  const large = row('/api/posts.json');

  const servers = [
    ['site-api serve', await startSiteApi(dist, env)],
    ['nginx', await startNginx(dir, dist)],
    ['bare node:http', await startBare(dist, [small, large])],
  ];
  const loads = [
    ['small', `small JSON (${(small.size / 1024).toFixed(1)} kB)`, small.path, []],
    ['raw', `posts.json (${(large.size / 1024 / 1024).toFixed(1)} MB), raw`, large.path, []],
    // serve compresses once per ETag and then sends the copy; nginx (gzip on) compresses every response
    // (Debian's nginx has no brotli module, so its br row is the raw file);
    // the bare server ignores the header and sends the raw bytes (so it is no floor here).
    ['br', 'posts.json, Accept-Encoding: br', large.path, ['-H', 'Accept-Encoding: br']],
    ['gzip', 'posts.json, Accept-Encoding: gzip', large.path, ['-H', 'Accept-Encoding: gzip']],
    ['304', '304 (If-None-Match)', small.path, 'etag'],
  ];
  const figures = { loads: {}, compression: {} };
  const bytes = readFileSync(`${dist}${large.path}`);
  for (const coding of ['br', 'gzip']) {
    const answer = await fetch(`${servers[0][1].url}${large.path}`, {
      headers: { 'accept-encoding': coding },
    });
    await answer.arrayBuffer();
    figures.compression[coding] = {
      served: answer.headers.get('content-encoding'),
      ceiling: perRequestCeiling(bytes, coding),
    };
  }
  // Each server's own ETag (nginx makes its own from mtime and size), asked before any load: wrk runs
  // synchronously, so a pooled connection the server closed meanwhile would only be seen on reuse.
  const etags = [];
  for (const [, server] of servers) {
    const answer = await fetch(`${server.url}${small.path}`);
    await answer.arrayBuffer();
    etags.push(answer.headers.get('etag'));
  }
  console.log(
    `\nserve: wrk -t1 -c${connections} -d${seconds}s, same machine, same run, ${rounds} rounds with the servers' order rotated, median (min–max) req/s, p50, p99 of the median round`,
  );
  try {
    for (const [key, label, path, headers] of loads) {
      const extra = servers.map((_, i) =>
        headers === 'etag' ? ['-H', `If-None-Match: ${etags[i]}`] : headers,
      );
      // A fixed order favours whichever server runs when the machine is quietest: each round starts
      // with the next server, and the median round of each stands for it.
      const runs = servers.map(() => []);
      for (let round = 0; round < rounds; round++) {
        for (let k = 0; k < servers.length; k++) {
          const i = (round + k) % servers.length;
          runs[i].push(wrk(`${servers[i][1].url}${path}`, extra[i]));
        }
      }
      const results = servers.map(([name], i) => [name, medianRun(runs[i])]);
      const nginx = results.find(([name]) => name === 'nginx')[1];
      const bare = results.find(([name]) => name === 'bare node:http')[1];
      figures.loads[key] = { label, siteApi: results[0][1], nginx, bare };
      console.log(`  ${label}`);
      for (const [name, r] of results) {
        const ratio =
          name === 'site-api serve'
            ? `  ${((r.rps / nginx.rps) * 100).toFixed(0)}% of nginx, ${((r.rps / bare.rps) * 100).toFixed(0)}% of bare node`
            : '';
        const spread = rounds > 1 ? ` (${r.min.toFixed(0)}–${r.max.toFixed(0)})` : '';
        console.log(
          `    ${name.padEnd(15)} ${r.rps.toFixed(0).padStart(7)} req/s${spread}  p50 ${r.p50.padStart(8)}  p99 ${r.p99.padStart(8)}  ${r.transfer.padStart(9)}/s  errors ${r.errors}${ratio}`,
        );
      }
      if (figures.compression[key]) {
        const { served, ceiling } = figures.compression[key];
        console.log(
          `    (served with Content-Encoding: ${served ?? 'none'}; compressing it on every request would allow at most ${ceiling.toFixed(0)} req/s on ${availableParallelism()} cores)`,
        );
      }
    }
  } finally {
    for (const [, server] of servers) await server.stop();
  }
  return figures;
}

/**
 * Requests per second that compressing `bytes` on every request would allow at most, every core
 * compressing, at serve's levels (src/serve/compress.ts: brotli 6, gzip 9); best of three.
 */
function perRequestCeiling(bytes, coding) {
  const once = () => {
    const started = process.hrtime.bigint();
    if (coding === 'br') {
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    } else {
      gzipSync(bytes, { level: 9 });
    }
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const best = Math.min(once(), once(), once());
  return (availableParallelism() * 1000) / best;
}

/** The run of median rate among a server's rounds, with the rounds' lowest and highest rate and every error summed. */
function medianRun(list) {
  const sorted = [...list].sort((a, b) => a.rps - b.rps);
  const errors = list.map((r) => r.errors).filter((e) => String(e) !== '0');
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    min: sorted[0].rps,
    max: sorted[sorted.length - 1].rps,
    rounds: list.map((r) => r.rps),
    errors: errors.length ? errors.join(' + ') : 0,
  };
}

function wrk(url, headers) {
  const out = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers, url], {
    encoding: 'utf8',
    timeout: (seconds + 30) * 1000,
  });
  if (out.status !== 0) throw new Error(`wrk failed: ${out.stderr}`);
  const text = out.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
  const p50 = /^\s+50%\s+(\S+)/m.exec(text)?.[1] ?? '?';
  const p99 = /^\s+99%\s+(\S+)/m.exec(text)?.[1] ?? '?';
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${text}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: (.*)/.exec(text)?.[1];
  const transfer = /Transfer\/sec:\s+(\S+)/.exec(text)?.[1] ?? '?';
  return { rps, p50, p99, transfer, errors: non2xx + (socket ? ` (${socket})` : '') };
}

async function startSiteApi(dist, env) {
  const child = spawn(process.execPath, [cli, 'serve', '--dir', dist, '--port', '0'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise((done, fail) => {
    let seen = '';
    child.stderr.on('data', (c) => {
      seen += c;
      const m = /at (http:\/\/\S+)/.exec(seen);
      if (m) done(m[1]);
    });
    child.on('exit', (code) => fail(new Error(`serve exited ${code}: ${seen}`)));
  });
  return { url, stop: () => stopChild(child) };
}

function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

/** nginx with the headers of the edge: etag on (its own, from mtime and size), CORS, an hour of caching, exact types. */
async function startNginx(dir, dist) {
  const port = await freePort();
  const prefix = `${dir}/nginx`;
  mkdirSync(`${prefix}/logs`, { recursive: true });
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    `${prefix}/nginx.conf`,
    `${user}
worker_processes 1;
error_log ${prefix}/logs/error.log;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { application/json json; text/markdown md; text/plain txt; application/xml xml; text/html html; }
  charset utf-8;
  charset_types application/json text/markdown text/plain application/xml;
  # Only for clients that send Accept-Encoding (wrk sends none unless told): the compressed rows.
  gzip on;
  gzip_types application/json text/markdown text/plain application/xml;
  gzip_min_length 1024;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    etag on;
    add_header Access-Control-Allow-Origin * always;
    add_header Access-Control-Expose-Headers ETag always;
    add_header Cache-Control "public, max-age=3600" always;
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/index.json`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** The floor: node:http answering the same bytes with the same headers from memory (bench/bare-server.mjs), in its own process as the others are. */
async function startBare(dist, rows) {
  const child = spawn(process.execPath, [`${repo}bench/bare-server.mjs`, dist, JSON.stringify(rows)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((done, fail) => {
    child.stdout.once('data', (c) => done(String(c).trim()));
    child.on('exit', (code) => fail(new Error(`bare server exited ${code}`)));
  });
  return { url, stop: () => stopChild(child) };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServe();
