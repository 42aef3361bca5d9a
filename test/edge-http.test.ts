import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validatorFor } from '../src/check/schemas.js';
import { makeSite, runCli, tempDir } from './helpers.js';
import { type Answer, type Running, SAMPLE, send, startServe, startWorker } from './servers.js';

/*
 * Every behaviour of the decisions table ("HTTP behaviour"), over real HTTP on 127.0.0.1, against
 * both runtimes of the one edge handler: `site-api serve` (Node) and the built `_worker.js` in workerd.
 */

const work = tempDir('site-api-edge-');
const dist = join(work.dir, 'dist');
let manifest: { files: { path: string; etag: string; contentType: string; size: number }[] };
const row = (path: string) => {
  const found = manifest.files.find((f) => f.path === path);
  if (!found) throw new Error(`${path} is not in the manifest`);
  return found;
};

beforeAll(async () => {
  const built = await runCli(['build', '--root', SAMPLE, '--out', dist, '--quiet'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  manifest = JSON.parse(readFileSync(join(dist, '.site-api-manifest.json'), 'utf8'));
}, 60_000);
afterAll(() => work.cleanup());

const validError = validatorFor('api/error');
const errorBody = (answer: Answer) => {
  const body = JSON.parse(answer.body.toString('utf8'));
  expect(validError(body), JSON.stringify(validError.errors)).toBe(true);
  return body.error as { code: string; message: string; status: number; hint?: string };
};
const expectCors = (answer: Answer) => {
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['access-control-expose-headers']).toBe('ETag');
};
const maxAge = (answer: Answer) => Number(/max-age=(\d+)/.exec(String(answer.headers['cache-control']))?.[1]);

const runtimes: [string, () => Promise<Running>][] = [
  ['site-api serve --dir', () => startServe(['--dir', dist], work.dir)],
  ['the worker in workerd', () => startWorker(dist)],
];

describe.each(runtimes)('%s', (_name, start) => {
  let server: Running;
  beforeAll(async () => {
    server = await start();
  }, 60_000);
  afterAll(() => server?.stop());
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(server.url, method, path, headers);

  test.each([
    '/api/index.json',
    '/api/profile.json',
    '/api/projects.json',
    '/api/experience.json',
    '/api/posts.json',
    '/api/tags.json',
    '/openapi.json',
    '/api/openapi.json',
    '/llms.txt',
    '/feed.xml',
    '/sitemap.xml',
    '/blog/viewmodel-unit-test.md',
  ])('GET %s: the published bytes, type, ETag, CORS and an hour of caching', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(row(path).contentType);
    expect(answer.headers.etag).toBe(row(path).etag);
    expect(answer.body.equals(readFileSync(join(dist, path)))).toBe(true);
    expect(maxAge(answer)).toBeGreaterThanOrEqual(3600);
    expectCors(answer);
  });

  test('the OpenAPI document is byte-identical at both paths', async () => {
    const [a, b] = await Promise.all([get('/openapi.json'), get('/api/openapi.json')]);
    expect(a.body.equals(b.body)).toBe(true);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  test('HEAD: the headers of GET, no body', async () => {
    const answer = await get('/api/posts.json', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(row('/api/posts.json').etag);
    expect(answer.headers['content-type']).toBe(row('/api/posts.json').contentType);
    expect(answer.body.byteLength).toBe(0);
    expectCors(answer);
  });

  test.each([
    ['the exact tag', (e: string) => e],
    ['a weak tag', (e: string) => `W/${e}`],
    ['a list', (e: string) => `"nope", ${e}, "other"`],
    ['*', () => '*'],
  ])('If-None-Match with %s: 304, no body, same ETag, caching and CORS', async (_what, header) => {
    const etag = row('/api/posts.json').etag;
    const answer = await get('/api/posts.json', { 'if-none-match': header(etag) });
    expect(answer.status).toBe(304);
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers.etag).toBe(etag);
    expect(maxAge(answer)).toBeGreaterThanOrEqual(3600);
    expectCors(answer);
  });

  test('If-None-Match with another tag: 200', async () => {
    const answer = await get('/api/posts.json', { 'if-none-match': '"stale", W/"older"' });
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBe(row('/api/posts.json').size);
  });

  test.each(['/api/posts.json', '/no/such/path'])('OPTIONS %s: a CORS preflight, 204', async (path) => {
    const answer = await get(
      path,
      {
        origin: 'http://elsewhere.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
      'OPTIONS',
    );
    expect(answer.status).toBe(204);
    expectCors(answer);
    expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('if-none-match');
    expect(Number(answer.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  test.each([
    ['POST', '/api/posts.json'],
    ['PUT', '/api/profile.json'],
    ['DELETE', '/llms.txt'],
    ['PATCH', '/no/such/path'],
  ])('%s %s: 405 with Allow and the JSON error body', async (method, path) => {
    const answer = await get(path, {}, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expectCors(answer);
    const error = errorBody(answer);
    expect(error).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });

  test.each([
    ['text/html', 406],
    ['text/html, image/*;q=0.9', 406],
    ['application/json;q=0, */*', 406],
    ['application/json', 200],
    ['application/*', 200],
    ['*/*', 200],
    ['text/html, */*;q=0.1', 200],
    ['application/problem+json, application/json;q=0.5', 200],
  ])('Accept: %s on a JSON document → %i', async (accept, status) => {
    const answer = await get('/api/tags.json', { accept });
    expect(answer.status).toBe(status);
    expectCors(answer);
    if (status === 406) expect(errorBody(answer)).toMatchObject({ code: 'not_acceptable', status: 406 });
  });

  test('a Markdown twin is served whatever Accept says (406 is for JSON documents)', async () => {
    expect((await get('/index.md', { accept: 'text/html' })).status).toBe(200);
  });

  test.each(['/api/nope.json', '/api/', '/api/posts'])(
    'GET %s: 404 with the JSON error body',
    async (path) => {
      const answer = await get(path, { accept: 'text/html' });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expectCors(answer);
      const error = errorBody(answer);
      expect(error).toMatchObject({ code: 'not_found', status: 404, message: `No such resource: ${path}` });
      expect(error.hint).toContain('/api/index.json');
    },
  );

  test('a 404 outside /api/ is the HTML page, or JSON when the client prefers JSON', async () => {
    const html = await get('/no/such/page', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(html.status).toBe(404);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body.equals(readFileSync(join(dist, '404.html')))).toBe(true);
    expectCors(html);
    for (const accept of ['application/json', 'application/json, text/plain, */*']) {
      const json = await get('/no/such/page', { accept });
      expect(json.status).toBe(404);
      expect(errorBody(json).code).toBe('not_found');
    }
    const curl = await get('/no/such/page', { accept: '*/*' });
    expect(curl.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('Korean tag slugs, percent-encoded in NFC or NFD, reach their file', async () => {
    const path = '/blog/tags/코루틴.md';
    const nfc = await get(encodeURI(path));
    expect(nfc.status).toBe(200);
    expect(nfc.headers.etag).toBe(row(path).etag);
    const nfd = await get(encodeURI(path.normalize('NFD')));
    expect(nfd.status).toBe(200);
    expect(nfd.body.equals(nfc.body)).toBe(true);
  });

  test.each([
    '/../package.json',
    '/api/../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/api/..%2F..%2Fpackage.json',
    '/api/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/api\\..\\..\\package.json',
    '/api/posts.json%00',
    '/api/posts.json%00.md',
    '/%ZZ',
    '/api%2Fposts.json',
    '/api%2fprofile.json',
    '/blog%2F..%2Fapi%2Fposts.json',
    '/.site-api-manifest.json',
    '/_worker.js',
    '/_headers',
    '//etc/passwd',
  ])('%s never reaches outside the published files', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expectCors(answer);
    expect(answer.body.toString()).not.toMatch(/"name": "site-api"|root:x:0|"version": 1/);
  });

  test('dot segments that stay inside the site resolve as a URL parser resolves them', async () => {
    const answer = await get('/blog/../api/profile.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(row('/api/profile.json').etag);
  });
});

describe('tag slugs that are URL syntax', () => {
  test.each(runtimes.map(([name]) => name))(
    '%s serves /blog/tags/c#.md and /blog/tags/c++.md',
    async (name) => {
      const site = tempDir('site-api-edge-tags-');
      try {
        makeSite(site.dir);
        writeFileSync(
          join(site.dir, 'content', 'posts', 'sharp.md'),
          '---\ntitle: 샵과 플플\ndate: 2024-05-01\ntags: [C#, C++, 코루틴]\n---\n\n본문.\n',
        );
        const out = join(site.dir, 'dist');
        const built = await runCli(['build', '-q', '--out', out], { cwd: site.dir });
        expect(built.exitCode, String(built.stderr)).toBe(0);
        const server = name.startsWith('site-api')
          ? await startServe(['--dir', out], site.dir)
          : await startWorker(out);
        try {
          for (const [path, tag] of [
            ['/blog/tags/c%23.md', 'C#'],
            ['/blog/tags/c%2B%2B.md', 'C++'],
            ['/blog/tags/c++.md', 'C++'],
          ] as const) {
            const answer = await send(server.url, 'GET', path);
            expect(answer.status, path).toBe(200);
            expect(answer.body.toString()).toContain(tag);
          }
        } finally {
          await server.stop();
        }
      } finally {
        site.cleanup();
      }
    },
    60_000,
  );
});

test('the worker answers 503 with CORS, not a bare 500, when a file of its table is missing from the assets', async () => {
  const site = tempDir('site-api-edge-503-');
  try {
    makeSite(site.dir);
    const out = join(site.dir, 'dist');
    expect((await runCli(['build', '-q', '--out', out], { cwd: site.dir })).exitCode).toBe(0);
    rmSync(join(out, 'llms.txt'));
    const worker = await startWorker(out);
    try {
      const answer = await send(worker.url, 'GET', '/llms.txt');
      expect(answer.status).toBe(503);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['retry-after']).toBeTruthy();
      expect((await send(worker.url, 'GET', '/api/index.json')).status).toBe(200);
    } finally {
      await worker.stop();
    }
  } finally {
    site.cleanup();
  }
}, 60_000);
