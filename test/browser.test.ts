import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli, tempDir } from './helpers.js';
import { type Running, SAMPLE, startServe } from './servers.js';

/*
 * A real headless Chromium: a page from one origin fetches the API on another, reads the ETag from
 * script (only possible through Access-Control-Expose-Headers), and revalidates with If-None-Match,
 * which is not a CORS-safelisted header, so the browser sends a preflight first. The page reports
 * what it saw to its own server.
 */

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const work = tempDir('site-api-browser-');
let api: Running;
beforeAll(async () => {
  const dist = join(work.dir, 'dist');
  const built = await runCli(['build', '--root', SAMPLE, '--out', dist, '-q'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  api = await startServe(['--dir', dist], work.dir);
}, 60_000);
afterAll(async () => {
  await api?.stop();
  work.cleanup();
});

const page = (apiUrl: string) => `<!doctype html><meta charset="utf-8"><title>client</title>
<script type="module">
const out = {};
try {
  const first = await fetch('${apiUrl}/api/posts.json', { cache: 'no-store' });
  out.first = { status: first.status, etag: first.headers.get('ETag'), type: first.headers.get('Content-Type'), count: (await first.json()).count };
  const again = await fetch('${apiUrl}/api/posts.json', { cache: 'no-store', headers: { 'If-None-Match': out.first.etag } });
  out.again = { status: again.status, etag: again.headers.get('ETag'), length: (await again.text()).length };
  const missing = await fetch('${apiUrl}/api/nope.json');
  out.missing = { status: missing.status, code: (await missing.json()).error.code };
} catch (error) {
  out.error = String(error);
}
await fetch('/result', { method: 'POST', body: JSON.stringify(out) });
</script>`;

test('a page on another origin reads the ETag and gets a 304 on revalidation', async () => {
  expect(CHROMIUM, 'chromium is not installed (apt-get install chromium; .ci/run does)').toBeTruthy();
  let report: (value: unknown) => void = () => {};
  const reported = new Promise((done) => {
    report = done;
  });
  const origin: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/result') {
      let body = '';
      request.on('data', (c) => {
        body += c;
      });
      request.on('end', () => {
        report(JSON.parse(body));
        response.end('ok');
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(api.url));
  });
  await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
  const pageUrl = `http://127.0.0.1:${(origin.address() as { port: number }).port}/`;
  const profile = mkdtempSync(join(tmpdir(), 'site-api-chromium-'));
  const browser = execa(
    CHROMIUM as string,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      pageUrl,
    ],
    { reject: false, stdin: 'ignore' },
  );
  try {
    const result = (await Promise.race([
      reported,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error('the page reported nothing in 45 s')), 45_000),
      ),
      browser.then((r) => {
        throw new Error(`chromium exited ${r.exitCode}: ${r.stderr.slice(-500)}`);
      }),
    ])) as Record<string, Record<string, unknown>>;
    expect(result.error).toBeUndefined();
    expect(result.first).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    expect(result.first?.etag).toMatch(/^"[\w-]+"$/);
    expect(result.first?.count).toBeGreaterThan(0);
    expect(result.again).toMatchObject({ status: 304, etag: result.first?.etag, length: 0 });
    expect(result.missing).toEqual({ status: 404, code: 'not_found' });
  } finally {
    browser.kill('SIGKILL');
    await browser;
    origin.close();
    rmSync(profile, { recursive: true, force: true });
  }
}, 90_000);
