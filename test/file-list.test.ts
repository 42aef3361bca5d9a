import { createHash } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, runCli, tempDir } from './helpers.js';
import { type Running, send, startServe, startWorker } from './servers.js';

/*
 * The hash list a build publishes (/_site-api/files.json): every other served file, byte for byte,
 * and served by `serve` and the worker with a cache that always revalidates, ETag and 304 included.
 */

const work = tempDir('site-api-file-list-');
const dist = join(work.dir, 'dist');
const LIST = '/_site-api/files.json';
const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

beforeAll(async () => {
  cpSync(join(FIXTURES, 'minimal'), work.dir, { recursive: true });
  const built = await runCli(['build', '-q'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
}, 60_000);
afterAll(work.cleanup);

describe('the hash list in the build', () => {
  test('names every published file but itself and _redirects, with the hash, size and type of its bytes', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.site-api-manifest.json'), 'utf8'));
    const list = JSON.parse(readFileSync(join(dist, LIST), 'utf8'));
    expect(list.version).toBe(1);
    expect(list.generated_at).toBe(
      JSON.parse(readFileSync(join(dist, 'api/index.json'), 'utf8')).generated_at,
    );
    const served = (manifest.files as { path: string; contentType: string }[]).filter(
      (f) => f.path !== LIST && f.path !== '/_redirects',
    );
    expect(Object.keys(list.files)).toEqual(served.map((f) => f.path).sort());
    expect(list.count).toBe(served.length);
    for (const f of served) {
      const bytes = readFileSync(join(dist, f.path));
      expect(list.files[f.path], f.path).toEqual({
        etag: hash(bytes),
        size: bytes.byteLength,
        type: f.contentType,
      });
    }
    // The host files are not published, so not listed.
    for (const host of ['/_worker.js', '/_headers', '/.assetsignore', '/.nojekyll'])
      expect(list.files[host]).toBeUndefined();
  });

  test('a second build of the same content writes the same bytes', async () => {
    const again = await runCli(['build', '-q', '--out', 'again'], { cwd: work.dir });
    expect(again.exitCode).toBe(0);
    expect(readFileSync(join(work.dir, 'again', LIST)).equals(readFileSync(join(dist, LIST)))).toBe(true);
  });

  test.each<[string, () => Promise<Running>]>([
    ['site-api serve --dir', () => startServe(['--dir', dist], work.dir)],
    ['the worker in workerd', () => startWorker(dist)],
  ])(
    '%s serves it as JSON, with CORS, revalidated on every request, and answers 304',
    async (_name, start) => {
      const server = await start();
      try {
        const got = await send(server.url, 'GET', LIST);
        expect(got.status).toBe(200);
        expect(got.body.equals(readFileSync(join(dist, LIST)))).toBe(true);
        expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(got.headers['cache-control']).toBe('public, no-cache');
        expect(got.headers['access-control-allow-origin']).toBe('*');
        const etag = String(got.headers.etag);
        expect(etag).toBe(`"${hash(got.body)}"`);
        const again = await send(server.url, 'GET', LIST, { 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(again.headers['cache-control']).toBe('public, no-cache');
        // Every other file keeps its hour.
        expect((await send(server.url, 'HEAD', '/api/posts.json')).headers['cache-control']).toBe(
          'public, max-age=3600',
        );
      } finally {
        await server.stop();
      }
    },
  );
});
