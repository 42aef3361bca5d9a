// What every part of the bench shares: running a process with its wall time and peak RSS, the
// statistics of a series (median with min–max), the machine's noise, and formatting.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('..', import.meta.url));
export const cli = `${repo}bin/site-api.js`;
const rss = `${repo}bench/rss.mjs`;

/**
 * The environment of every site-api process of the bench: the persistent cache in the bench site's
 * own folder (never the checkout's node_modules/.cache), no colour.
 */
export function siteEnv(cacheDir) {
  return { ...process.env, SITE_API_CACHE_DIR: cacheDir, NO_COLOR: '1' };
}

/**
 * One run of `node <args>` with its wall time and peak RSS (bench/rss.mjs, preloaded, writes it to
 * fd 3, so the CLI does not know it is measured). `ok` lists the exit codes that are not a failure.
 */
export function timeNode(args, { cwd = repo, env = process.env, ok = [0] } = {}) {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', rss, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (!ok.includes(child.status)) {
    throw new Error(`node ${args.join(' ')} exited ${child.status ?? child.signal}:\n${child.stderr}`);
  }
  return { ms, kb: Number(String(child.output[3]).trim()) };
}

/** One run of another program with its wall time and peak RSS, from GNU time (Debian's `time`). */
export function timeProgram(command, args, { cwd = repo, env = process.env } = {}) {
  const started = process.hrtime.bigint();
  const child = spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${child.status}:\n${child.stderr}`);
  return { ms, kb: Number(child.stderr.trim().split('\n').at(-1)) };
}

/** `before` (untimed: clearing a cache, editing a post) then `run`, n times: the series' statistics. */
export function series(n, run, before = () => {}) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    before(i);
    samples.push(run(i));
  }
  return stats(samples);
}

/** Median (the mean of the middle two for an even count), min, max and peak RSS of `{ ms, kb? }` samples. */
export function stats(samples) {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  const kbs = samples.map((s) => s.kb).filter(Number.isFinite);
  return {
    median,
    min: times[0],
    max: times.at(-1),
    runs: times.length,
    peakMb: kbs.length ? Math.max(...kbs) / 1024 : undefined,
  };
}

export function has(command) {
  return spawnSync('sh', ['-c', 'command -v "$0"', command]).status === 0;
}

/** Cores, memory and the load average: what makes this run's figures noisy. */
export function machine() {
  const [one, five, fifteen] = loadavg();
  return {
    cores: availableParallelism(),
    memoryGb: totalmem() / 1024 ** 3,
    load: `${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`,
  };
}

export const ms = (x) => (x < 1000 ? `${x.toFixed(0)} ms` : `${(x / 1000).toFixed(2)} s`);

/** "1.23 s (1.10 s–1.40 s), 256 MB peak": a series as the bench prints it (the summary leaves the peak out where no target is set on it). */
export function figure(s, { peak: withPeak = true } = {}) {
  if (!s) return 'not measured';
  const spread = s.runs > 1 ? ` (${ms(s.min)}–${ms(s.max)})` : '';
  const peak = s.peakMb === undefined || !withPeak ? '' : `, ${s.peakMb.toFixed(0)} MB peak`;
  return `${ms(s.median)}${spread}${peak}`;
}

export const count = new Intl.NumberFormat('en-US');
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
