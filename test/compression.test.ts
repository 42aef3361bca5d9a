import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runCli, tempDir } from './helpers.js';
import { type Answer, type Running, send, startServe } from './servers.js';

const site = tempDir();
let server: Running;
const published = (path: string) => readFileSync(join(site.dir, 'dist', path));

beforeAll(async () => {
  cpSync(join(REPO, 'content'), join(site.dir, 'content'), { recursive: true });
  const built = await runCli(['build', '--quiet'], { cwd: site.dir });
  expect(built.exitCode).toBe(0);
  server = await startServe(['--dir', 'dist'], site.dir);
});
afterAll(async () => {
  await server?.stop();
  site.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  send(server.url, method, path, headers);

function decoded(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  expect(coding).toBeUndefined();
  return answer.body;
}

describe('serve compresses for clients that ask', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding %j gets %s, which decodes to the published bytes', async (header, coding) => {
    for (const path of ['/api/posts.json', '/llms-full.txt', '/feed.xml']) {
      const answer = await get(path, header ? { 'accept-encoding': header } : {});
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe(coding);
      expect(Number(answer.headers['content-length']), path).toBe(answer.body.byteLength);
      expect(decoded(answer).equals(published(path)), path).toBe(true);
      // Every representation says that it varies, so a cache never hands br to a client without it.
      expect(answer.headers.vary, path).toMatch(/\bAccept-Encoding\b/);
      if (coding) expect(answer.body.byteLength, path).toBeLessThan(published(path).byteLength / 2);
    }
  });

  test('each representation has its own strong ETag, and a 304 answers either', async () => {
    const path = '/api/posts.json';
    const identity = await get(path);
    const br = await get(path, { 'accept-encoding': 'br' });
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    const tags = [identity, br, gzip].map((a) => a.headers.etag as string);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    // The same request twice gets the same bytes: the copy is made once, not per request.
    expect((await get(path, { 'accept-encoding': 'br' })).body.equals(br.body)).toBe(true);

    for (const held of tags) {
      for (const accepts of ['br', 'gzip', 'identity']) {
        const again = await get(path, { 'accept-encoding': accepts, 'if-none-match': held });
        expect(again.status, `${held} ${accepts}`).toBe(304);
        expect(again.body.byteLength).toBe(0);
        expect(again.headers.etag).toBe(held);
        expect(again.headers['access-control-allow-origin']).toBe('*');
      }
    }
    const stale = await get(path, { 'accept-encoding': 'br', 'if-none-match': '"old-br"' });
    expect(stale.status).toBe(200);
  });

  test('HEAD gives the headers of the compressed GET, with its Content-Length, and no body', async () => {
    for (const coding of ['br', 'gzip']) {
      const full = await get('/api/posts.json', { 'accept-encoding': coding });
      const head = await get('/api/posts.json', { 'accept-encoding': coding }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(head.headers['content-encoding']).toBe(coding);
      expect(head.headers['content-length']).toBe(String(full.body.byteLength));
      expect(head.headers.etag).toBe(full.headers.etag);
    }
  });

  test('small files and errors are sent as they are', async () => {
    const small = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.body.equals(published('robots.txt'))).toBe(true);
    const missing = await get('/api/nope.json', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    const refused = await get('/api/posts.json', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(refused.status).toBe(406);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
