import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runCli, tempDir } from './helpers.js';
import { type Running, SAMPLE, send, startServe } from './servers.js';

/*
 * The OpenAPI document describes what the edge really answers: Spectral's `spectral:oas` ruleset finds
 * nothing, and Prism, proxying real requests to `site-api serve` with --errors, finds no answer the
 * document does not describe (406, 304 and the preflight included).
 */
const work = tempDir('site-api-openapi-');
const dist = join(work.dir, 'dist');
const bin = (name: string) => join(REPO, 'node_modules', '.bin', name);
// biome-ignore lint/suspicious/noExplicitAny: the built document, read field by field.
let doc: any;
let serve: Running;
let prism: { url: string; child: ResultPromise };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

beforeAll(async () => {
  const built = await runCli(['build', '--root', SAMPLE, '--out', dist, '--quiet'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  doc = JSON.parse(readFileSync(join(dist, 'openapi.json'), 'utf8'));
  serve = await startServe(['--dir', dist], work.dir);
  const port = await freePort();
  const child = execa(
    bin('prism'),
    [
      'proxy',
      join(dist, 'openapi.json'),
      serve.url,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { reject: false, env: { NO_COLOR: '1' }, stdin: 'ignore' },
  );
  await new Promise<void>((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`prism did not start in 90 s:\n${seen}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Prism is listening')) {
        clearTimeout(timer);
        done();
      }
    });
    void child.then((r) => fail(new Error(`prism exited ${r.exitCode}:\n${seen}${r.stderr}`)));
  });
  prism = { url: `http://127.0.0.1:${port}`, child };
}, 120_000);

afterAll(async () => {
  if (prism) {
    prism.child.kill('SIGTERM');
    await prism.child;
  }
  await serve?.stop();
  work.cleanup();
});

describe('the OpenAPI document and the edge agree', () => {
  test("Spectral's spectral:oas ruleset finds nothing, not even a hint", async () => {
    const ruleset = join(work.dir, '.spectral.yaml');
    await execa('sh', ['-c', `printf 'extends: ["spectral:oas"]\\n' > "$1"`, 'sh', ruleset]);
    const report = join(work.dir, 'spectral.json');
    const lint = await execa(
      bin('spectral'),
      [
        'lint',
        '-r',
        ruleset,
        '-f',
        'json',
        '-o',
        report,
        '--fail-severity',
        'hint',
        join(dist, 'openapi.json'),
      ],
      { reject: false },
    );
    expect(JSON.parse(readFileSync(report, 'utf8')), String(lint.stderr)).toEqual([]);
    expect(lint.exitCode).toBe(0);
  }, 60_000);

  test.each([
    ['GET', '/api/posts.json', { accept: 'application/json' }, 200],
    ['GET', '/api/index.json', {}, 200],
    ['GET', '/openapi.json', { accept: '*/*' }, 200],
    ['GET', '/api/posts.json', { accept: 'text/html' }, 406],
    ['GET', '/api/tags.json', { accept: 'image/png, text/*;q=0.5' }, 406],
    ['GET', '/api/profile.json', { accept: 'application/json;q=0, */*' }, 406],
    [
      'OPTIONS',
      '/api/posts.json',
      { origin: 'https://a.example', 'access-control-request-method': 'GET' },
      204,
    ],
  ] as [string, string, Record<string, string>, number][])(
    'Prism --errors proxies %s %s %j: %i, no violation',
    async (method, path, headers, status) => {
      const direct = await send(serve.url, method, path, headers);
      const proxied = await send(prism.url, method, path, headers);
      expect(direct.status).toBe(status);
      expect(proxied.headers['sl-violations'], proxied.body.toString()).toBeUndefined();
      expect(proxied.status, proxied.body.toString()).toBe(status);
      if (status === 406) expect(JSON.parse(proxied.body.toString()).error.code).toBe('not_acceptable');
    },
  );

  test('Prism --errors: a 304 on If-None-Match is described too', async () => {
    const etag = (await send(serve.url, 'GET', '/api/posts.json')).headers.etag as string;
    const proxied = await send(prism.url, 'GET', '/api/posts.json', { 'if-none-match': etag });
    expect(proxied.headers['sl-violations'], proxied.body.toString()).toBeUndefined();
    expect(proxied.status).toBe(304);
  });

  test('every path has GET, HEAD and OPTIONS, tagged, with 406 and the edge headers', () => {
    const tags = new Set(doc.tags.map((t: { name: string }) => t.name));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<
      Record<string, { operationId: string; tags: string[]; responses: Record<string, unknown> }>
    >(doc.paths)) {
      expect(Object.keys(item).sort(), path).toEqual(['get', 'head', 'options']);
      for (const [method, op] of Object.entries(item)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(op.tags.every((t) => tags.has(t)) && op.tags.length === 1, `${method} ${path}`).toBe(true);
        const codes = Object.keys(op.responses).sort();
        expect(codes, `${method} ${path}`).toEqual(
          method === 'options' ? ['204'] : ['200', '304', '404', '406'],
        );
      }
    }
    const { headers, responses } = doc.components;
    expect(headers.Allow.schema.const).toBe('GET, HEAD, OPTIONS');
    expect(headers['Access-Control-Expose-Headers'].schema.const).toBe('ETag');
    expect(Object.keys(responses.NotFound.headers)).toEqual(
      expect.arrayContaining(['Cache-Control', 'Vary']),
    );
    expect(Object.keys(responses.Preflight.headers)).toContain('Allow');
    expect(doc.info.description).toContain('405');
    const profile = JSON.parse(readFileSync(join(dist, 'api/profile.json'), 'utf8'));
    expect(doc.info.contact).toEqual({
      name: profile.name,
      url: profile.url,
      ...(profile.email ? { email: profile.email } : {}),
    });
    // The API index still lists the GET operations, with the same ids as the document.
    const index = JSON.parse(readFileSync(join(dist, 'api/index.json'), 'utf8'));
    for (const e of index.endpoints) expect(doc.paths[e.path].get.operationId).toBe(e.operationId);
  });
});
