#!/usr/bin/env node
// Soak: `site-api serve --watch` on a copy of the sample site under wrk (100 connections by default)
// while a post is edited every 10 seconds, so that the server rebuilds in memory and swaps builds
// under load. Prints RSS and rebuilds over time, then wrk's totals: errors (socket errors, non-2xx/3xx)
// and requests. Every loop is bounded by --duration; the server and wrk are stopped at the end.
//   node bench/soak.mjs [--duration 600] [--rebuild 10] [--connections 100] [--threads 2] [--sample 10]
//   npm run bench:soak -- --duration 120
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    rebuild: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    threads: { type: 'string', default: '2' },
    sample: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.duration);
const every = Number(values.rebuild);
const sampleEvery = Number(values.sample);
if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) {
  console.log('soak: skipped (install the Debian package wrk)');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'site-api-soak-'));
cpSync(join(repo, 'content'), join(dir, 'content'), { recursive: true });
const posts = readdirSync(join(dir, 'content/posts'), { recursive: true }).filter((p) =>
  String(p).endsWith('.md'),
);
const edited = join(dir, 'content/posts', String(posts[0]));
const original = readFileSync(edited, 'utf8');

const serve = spawn(process.execPath, [join(repo, 'bin/site-api.js'), 'serve', '--watch', '--port', '0'], {
  cwd: dir,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: { ...process.env, NO_COLOR: '1' },
});
let log = '';
let rebuilds = 0;
let refused = 0;
const url = await new Promise((done, fail) => {
  serve.stderr.on('data', (chunk) => {
    const text = chunk.toString();
    log += text;
    rebuilds += (text.match(/↻ rebuilt/g) ?? []).length;
    refused += (text.match(/Not serving this version/g) ?? []).length;
    const match = /at (http:\/\/\S+)/.exec(log);
    if (match) done(match[1]);
  });
  serve.once('exit', (code) => fail(new Error(`serve exited ${code}:\n${log}`)));
});

// wrk rotates over a few files: a large list, a small JSON, a twin, an error path, a 304.
const script = join(dir, 'paths.lua');
writeFileSync(
  script,
  `local paths = {"/api/posts.json", "/api/profile.json", "/api/index.json", "/llms.txt", "/nope.json"}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["Accept"] = "application/json" })
end
`,
);
const rssOf = () => {
  const status = readFileSync(`/proc/${serve.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const started = Date.now();
const samples = [{ at: 0, rss: rssOf(), rebuilds }];
console.log(
  `soak: ${seconds} s, ${values.connections} connections, a rebuild every ${every} s, against ${url}`,
);
console.log('   t (s)  RSS (MB)  rebuilds');
console.log(`${'0'.padStart(8)}${String(samples[0].rss).padStart(10)}${'0'.padStart(10)}`);

const wrk = spawn(
  'wrk',
  [`-t${values.threads}`, `-c${values.connections}`, `-d${seconds}s`, '--latency', '-s', script, url],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let wrkOut = '';
wrk.stdout.on('data', (c) => {
  wrkOut += c;
});
const wrkDone = new Promise((done) => wrk.once('exit', done));

let edits = 0;
const editor = setInterval(() => {
  edits++;
  appendFileSync(edited, `\n<!-- soak edit ${edits} -->\n`);
}, every * 1000);
const sampler = setInterval(() => {
  const at = Math.round((Date.now() - started) / 1000);
  const rss = rssOf();
  samples.push({ at, rss, rebuilds });
  console.log(`${String(at).padStart(8)}${String(rss).padStart(10)}${String(rebuilds).padStart(10)}`);
}, sampleEvery * 1000);

await wrkDone;
clearInterval(editor);
clearInterval(sampler);
writeFileSync(edited, original);
serve.kill('SIGTERM');
const exit = await new Promise((done) => serve.once('exit', (code, signal) => done(code ?? signal)));
rmSync(dir, { recursive: true, force: true });

const socketErrors = /Socket errors: (.*)/.exec(wrkOut)?.[1] ?? 'none';
const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(wrkOut)?.[1] ?? 0);
const requests = /(\d+) requests in ([\d.]+\w+)/.exec(wrkOut);
const rss = samples.map((s) => s.rss);
// /nope.json is a 404 by design: one request in five.
console.log(`\n${wrkOut.trim()}\n`);
console.log(
  [
    `requests: ${requests?.[1] ?? '?'} in ${requests?.[2] ?? '?'}`,
    `socket errors: ${socketErrors}`,
    `non-2xx/3xx: ${non2xx} (the /nope.json 404s are 1 request in 5 by design)`,
    `edits: ${edits}, rebuilds seen: ${rebuilds}, refused builds: ${refused}`,
    `RSS MB: first ${rss[0]}, min ${Math.min(...rss)}, max ${Math.max(...rss)}, last ${rss.at(-1)}`,
    `serve exit on SIGTERM: ${exit}`,
  ].join('\n'),
);
