import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { runCli, tempDir } from './helpers.js';
import { type Running, startPlainHost } from './servers.js';

/*
 * diff against a plain file host (Python's http.server, as GitHub Pages or nginx serve a folder):
 * its headers are its own (no CORS, no caching, no charset), so every diff reports drift and exits
 * 1. --ignore-headers compares the bytes only: 0 when the content is the build's, 1 when it is not.
 */

const work = tempDir('site-api-diff-plain-');
const site = work.dir;
let host: Running;

beforeAll(async () => {
  generateSite(site, 20, 3);
  const built = await runCli(['build', '-q', '--out', 'live'], { cwd: site });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  host = await startPlainHost(join(site, 'live'));
}, 120_000);
afterAll(async () => {
  await host?.stop();
  work.cleanup();
});

const diff = (...args: string[]) => runCli(['diff', '--against', host.url, ...args], { cwd: site });

test('the same bytes behind a plain host: drift and exit 1, or with --ignore-headers no difference and exit 0', async () => {
  const plain = await diff();
  expect(plain.exitCode).toBe(1);
  expect(String(plain.stdout)).toMatch(/drift +access-control-allow-origin on \d+ files/);
  const bytes = await diff('--ignore-headers');
  expect(bytes.exitCode, String(bytes.stdout)).toBe(0);
  expect(String(bytes.stdout)).toMatch(/^✔ No difference with .*: \d+ files unchanged\.$/m);
  expect(String(bytes.stdout)).not.toContain('drift');
  const json = JSON.parse(String((await diff('--ignore-headers', '--json')).stdout));
  expect(json.same).toBe(true);
  expect(json.counts.drift).toBe(0);
  expect(json.files.filter((f: { drift?: unknown }) => f.drift)).toEqual([]);
});

test('--ignore-headers still finds a changed post', async () => {
  const [post] = readdirSync(join(site, 'content/posts'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'));
  const file = join(site, 'content/posts', post as string);
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n덧붙인 문단.\n`);
  const changed = await diff('--ignore-headers', '--json');
  expect(changed.exitCode).toBe(1);
  const report = JSON.parse(String(changed.stdout));
  expect(report.counts.changed).toBeGreaterThan(0);
  expect(report.counts.drift).toBe(0);
});
