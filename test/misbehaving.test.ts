import { cpSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { FIXTURES, runCli, tempDir } from './helpers.js';
import { type Running, startServe } from './servers.js';

/*
 * A misbehaving host in front of a real `site-api serve`: slow answers, 500s, reset connections, HTML
 * where JSON belongs, wrong content types, missing CORS. diff and check must fail clearly, retry what
 * is worth retrying, and never hang (every run is bounded by --timeout and --retries).
 */

type Fault = (
  req: IncomingMessage,
  res: ServerResponse,
  upstream: () => Promise<Upstream>,
) => Promise<void> | void;
interface Upstream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const work = tempDir('site-api-bad-');
let real: Running;
let proxy: Server;
let url: string;
let fault: Fault;
const seen = new Map<string, number>();

const pass: Fault = async (_req, res, upstream) => {
  const answer = await upstream();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
};

beforeAll(async () => {
  cpSync(join(FIXTURES, 'minimal'), work.dir, { recursive: true });
  expect((await runCli(['build', '-q', '--out', 'live'], { cwd: work.dir })).exitCode).toBe(0);
  real = await startServe(['--dir', 'live'], work.dir);
  const target = new URL(real.url);
  proxy = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const upstream = () =>
      new Promise<Upstream>((done, fail) => {
        const forward = request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (c: Buffer) => chunks.push(c));
            answer.on('end', () =>
              done({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        forward.on('error', fail);
        forward.end();
      });
    void Promise.resolve(fault(req, res, upstream)).catch(() => res.destroy());
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((done) => proxy?.close(done));
  await real?.stop();
  work.cleanup();
});
beforeEach(() => {
  seen.clear();
  fault = pass;
});

const run = (args: string[]) => runCli([...args, '--timeout', '500', '--retries', '2'], { cwd: work.dir });
const diff = (...args: string[]) => run(['diff', '--against', url, ...args]);
const check = () => run(['check', url, '--json']);
const failures = (stdout: unknown) =>
  JSON.parse(String(stdout)).checks.filter((c: { ok: boolean }) => !c.ok) as {
    name: string;
    target: string;
    detail: string;
  }[];

describe('a misbehaving host', () => {
  test('through a well-behaved proxy both pass (the baseline)', async () => {
    expect((await diff()).exitCode).toBe(0);
    const checked = await check();
    expect(checked.exitCode).toBe(0);
    // The live hash list was read and compared with every file check fetched.
    const report = JSON.parse(String(checked.stdout));
    expect(report.hashList.listed).toBeGreaterThan(20);
    expect(report.hashList.compared).toBeGreaterThan(5);
    const named = report.checks.filter(
      (c: { name: string }) => c.name === 'named by the hash list as served',
    );
    expect(named.map((c: { target: string }) => c.target)).toEqual(
      expect.arrayContaining(['/api/profile.json', '/api/posts.json', '/llms.txt', '/sitemap.xml']),
    );
  });

  test('500s, then success: retried with backoff, and the diff is exact', async () => {
    fault = async (req, res, upstream) => {
      if ((seen.get(`${req.method} ${req.url}`) ?? 0) <= 2) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('try again');
        return;
      }
      await pass(req, res, upstream);
    };
    const result = await diff('--json', '--each-file');
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const report = JSON.parse(String(result.stdout));
    expect(report.net.retries).toBeGreaterThanOrEqual(2 * report.files.length);

    // By the hash list: every request of its few retried the same way, and the list still used.
    seen.clear();
    const listed = await diff('--json');
    expect(listed.exitCode, String(listed.stderr)).toBe(0);
    const byList = JSON.parse(String(listed.stdout));
    expect(byList.compared.by).toBe('hash-list');
    expect(byList.net.retries).toBeGreaterThanOrEqual(2 * seen.size);
  });

  test('500s that never stop: diff names the file and the attempts, exit 2', async () => {
    fault = async (req, res, upstream) => {
      if (req.url === '/api/tags.json') {
        res.writeHead(503).end();
        return;
      }
      await pass(req, res, upstream);
    };
    // File by file, every file is asked for: the one that never answers fails the diff.
    const result = await diff('--each-file');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`GET ${url}/api/tags.json answered 503 after 3 attempts`);
    expect(seen.get('GET /api/tags.json')).toBe(3);
  });

  test('reset connections: diff exit 2 naming the file; check lists the failure, exit 1', async () => {
    fault = async (req, res, upstream) => {
      if (req.url === '/api/posts.json') req.socket.destroy();
      else await pass(req, res, upstream);
    };
    const result = await diff('--each-file');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`GET ${url}/api/posts.json: the connection was reset (3 attempts)`);
    const checked = await check();
    expect(checked.exitCode).toBe(1);
    expect(failures(checked.stdout)).toContainEqual(
      expect.objectContaining({
        name: 'GET 200',
        target: '/api/posts.json',
        detail: 'the connection was reset (3 attempts)',
      }),
    );
  });

  test('slow answers beyond --timeout: a clear error, exit 2, never a hang', async () => {
    fault = () => undefined; // never answers
    const result = await diff();
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('/api/index.json: no answer within 500 ms (3 attempts)');
    const checked = await check();
    expect(checked.exitCode).toBe(2);
    expect(checked.stderr).toContain('no answer within 500 ms');
  }, 30_000);

  test('an HTML site, not this API: diff says so, exit 2; check fails, exit 1', async () => {
    fault = (req, res) => {
      const found = req.url === '/' || req.url === '/api/index.json';
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Blog</title><h1>Hello</h1>');
    };
    const result = await diff();
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(
      `${url} is not a site-api site: ${url}/api/index.json answered an HTML page`,
    );
    const checked = await check();
    expect(checked.exitCode).toBe(1);
    expect(failures(checked.stdout).map((f) => `${f.target} ${f.name}`)).toEqual(
      expect.arrayContaining([
        '/api/index.json content type JSON',
        '/api/posts.json GET 200',
        'GET /api/index.json 406 JSON error',
      ]),
    );
  });

  test('an HTML 404 page for a file is "not on the live site"; a 200 HTML stand-in too', async () => {
    fault = async (req, res, upstream) => {
      if (req.url === '/blog/first-post.md' || req.url === '/llms.txt') {
        const found = req.url === '/llms.txt';
        res.writeHead(found ? 200 : 404, { 'content-type': 'text/html' });
        res.end('<h1>Not here</h1>');
        return;
      }
      await pass(req, res, upstream);
    };
    // File by file (the hash list would vouch for both, and neither is in its sample).
    const result = await diff('--each-file');
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/new\s+\/blog\/first-post\.md\s+not on the live site \(404\)/);
    expect(result.stdout).toMatch(/new\s+\/llms\.txt\s+the live site answers an HTML page there/);
  });

  test('a sitemap index that lists itself, or a part that leads back: check ends, exit 1, naming the cycle', async () => {
    const index = (...parts: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${parts
        .map((p) => `<sitemap><loc>https://minimal.example${p}</loc></sitemap>`)
        .join('')}</sitemapindex>\n`;
    const sitemaps: Record<string, string> = {
      '/sitemap.xml': index('/sitemap.xml', '/sitemap-a.xml', '/sitemap-a.xml'),
      '/sitemap-a.xml': index('/sitemap.xml'),
    };
    fault = async (req, res, upstream) => {
      const body = sitemaps[req.url ?? ''];
      if (req.method === 'GET' && body !== undefined) {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(body);
        return;
      }
      await pass(req, res, upstream);
    };
    const checked = await check();
    expect(checked.exitCode, String(checked.stderr)).toBe(1);
    // The hash list rightly says these sitemaps are not the build's; the cycles are what is tested here.
    const found = failures(checked.stdout);
    expect(found.filter((f) => f.name === 'named by the hash list as served').map((f) => f.target)).toEqual([
      '/sitemap-a.xml',
      '/sitemap.xml',
    ]);
    expect(found.filter((f) => f.name !== 'named by the hash list as served')).toEqual([
      {
        name: 'sitemap index without cycles',
        target: '/sitemap.xml',
        ok: false,
        detail: 'cycle: /sitemap.xml → /sitemap.xml; not followed',
      },
      {
        name: 'sitemap index without cycles',
        target: '/sitemap-a.xml',
        ok: false,
        detail: 'cycle: /sitemap.xml → /sitemap-a.xml → /sitemap.xml; not followed',
      },
    ]);
    // Each sitemap is read once, however often it is listed.
    expect(seen.get('GET /sitemap.xml')).toBe(1);
    expect(seen.get('GET /sitemap-a.xml')).toBe(1);
  }, 20_000);

  test('JSON with the same values in other bytes (keys reordered) is a change: publish would upload it', async () => {
    fault = async (req, res, upstream) => {
      if (req.method !== 'GET' || req.url !== '/api/profile.json') return pass(req, res, upstream);
      delete req.headers['if-none-match'];
      const answer = await upstream();
      const profile = JSON.parse(answer.body.toString('utf8'));
      const body = Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(profile).reverse())));
      res.writeHead(200, { ...answer.headers, etag: '"reordered"', 'content-length': String(body.length) });
      res.end(body);
    };
    const result = await diff('--json', '--each-file');
    expect(result.exitCode, String(result.stderr)).toBe(1);
    const changed = JSON.parse(String(result.stdout)).files.filter(
      (f: { status: string }) => f.status === 'changed',
    );
    expect(changed).toEqual([
      expect.objectContaining({
        path: '/api/profile.json',
        reason: 'the bytes differ: formatting or key order',
      }),
    ]);
  });

  test('wrong content types and missing CORS: diff reports the drift, exit 1; check fails them, exit 1', async () => {
    fault = async (req, res, upstream) => {
      const answer = await upstream();
      const headers = { ...answer.headers };
      delete headers['access-control-allow-origin'];
      if (req.url === '/api/posts.json') headers['content-type'] = 'text/plain';
      res.writeHead(answer.status, headers);
      res.end(answer.body);
    };
    const result = await diff();
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('header drift on');
    expect(result.stdout).toMatch(
      /drift\s+content-type on 1 file \(\/api\/posts\.json\): expected application\/json; charset=utf-8, found text\/plain/,
    );
    expect(result.stdout).toMatch(/drift\s+access-control-allow-origin on \d+ files/);
    const checked = await check();
    expect(checked.exitCode).toBe(1);
    const failed = failures(checked.stdout).map((f) => `${f.target} ${f.name}`);
    expect(failed).toContain('/api/posts.json content type JSON');
    expect(failed).toContain('/api/profile.json CORS headers');
    expect(failed).toContain('/api/index.json OPTIONS preflight');
  });

  // The hash list is a helper: whatever is wrong with it, diff compares file by file instead, says
  // why, and finds the one difference there is (the live list is not the build's).
  const html: Fault = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Home</title>');
  };
  const body =
    (text: string): Fault =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(text);
    };
  test.each<[string, Fault, string, string]>([
    [
      'absent (404)',
      (_req, res) => {
        res.writeHead(404).end();
      },
      'answered 404',
      'new',
    ],
    ['an HTML stand-in', html, 'answered an HTML page', 'new'],
    ['not JSON', body('{"version": 1, "files": {'), 'cannot be used: it is not JSON', 'changed'],
    [
      'another version',
      body('{"version":2,"generated_at":"2024-01-01T00:00:00Z","count":0,"files":{}}'),
      'cannot be used: it is version 2; this site-api reads version 1',
      'changed',
    ],
    [
      'answering 503 for good',
      (_req, res) => {
        res.writeHead(503).end();
      },
      'answered 503',
      'changed',
    ],
    [
      'a reset connection',
      (req) => {
        req.socket.destroy();
      },
      'could not be fetched: GET http://127.0.0.1',
      'changed',
    ],
    [
      'that says gzip and is not',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' });
        res.end('{"version":1}');
      },
      'could not be fetched: GET http://127.0.0.1',
      'changed',
    ],
  ])(
    'a hash list %s: compared file by file, which says why; never a crash',
    async (name, broken, why, status) => {
      fault = async (req, res, upstream) =>
        req.url === '/_site-api/files.json' ? broken(req, res, upstream) : pass(req, res, upstream);
      const result = await diff('--json');
      expect(result.exitCode, String(result.stderr)).toBe(1);
      const report = JSON.parse(String(result.stdout));
      expect(report.compared.by).toBe('each-file');
      expect(report.compared.why).toContain(`the live /_site-api/files.json ${why}`);
      expect(report.files.filter((f: { status: string }) => f.status !== 'unchanged')).toEqual([
        expect.objectContaining({ path: '/_site-api/files.json', status }),
      ]);
      expect(report.counts.unchanged).toBe(report.files.length - 1);
      if (name.includes('gzip')) expect(report.compared.why).toContain('the answer is not valid gzip');
      const text = await diff();
      expect(String(text.stderr)).toContain(`Compared file by file (the live /_site-api/files.json ${why}`);
    },
  );

  test('a stale hash list (it vouches for files the live site no longer serves): compared file by file', async () => {
    // What a CDN would serve that holds an old file beside a new list: here the list names another
    // version of the profile than the one served.
    const list = JSON.parse(readFileSync(join(work.dir, 'live/_site-api/files.json'), 'utf8'));
    const profile = '/api/profile.json';
    list.files[profile] = { ...list.files[profile], etag: 'not-the-live-one' };
    fault = async (req, res, upstream) =>
      req.url === '/_site-api/files.json'
        ? body(JSON.stringify(list))(req, res, upstream)
        : pass(req, res, upstream);
    const result = await diff('--json');
    const report = JSON.parse(String(result.stdout));
    expect(report.compared).toEqual({
      by: 'each-file',
      why: 'the live /api/profile.json is not the one the hash list names',
    });
    // File by file, the live site is the build: only the list differs.
    expect(report.files.filter((f: { status: string }) => f.status !== 'unchanged')).toEqual([
      expect.objectContaining({ path: '/_site-api/files.json', status: 'changed' }),
    ]);
    // check names the file the list is wrong about, and that one alone.
    const checked = await check();
    expect(checked.exitCode).toBe(1);
    expect(failures(checked.stdout)).toEqual([
      {
        name: 'named by the hash list as served',
        target: profile,
        ok: false,
        detail: expect.stringMatching(/the list names "not-the-live-one"/),
      },
    ]);
  });

  test("check compares the hash list with the bytes served, not with a host's own ETag (S3's is an MD5)", async () => {
    fault = async (req, res, upstream) => {
      if (req.url !== '/llms.txt') return pass(req, res, upstream);
      const answer = await upstream();
      res.writeHead(answer.status, { ...answer.headers, etag: '"9b2cf535f27731c974343645a3985328"' });
      res.end(answer.body);
    };
    const checked = await check();
    expect(failures(checked.stdout)).toEqual([]);
    expect(JSON.parse(String(checked.stdout)).checks).toEqual(
      expect.arrayContaining([{ name: 'named by the hash list as served', target: '/llms.txt', ok: true }]),
    );
  });

  test('a hash list of another build, or not a list: check fails it and says why', async () => {
    const list = JSON.parse(readFileSync(join(work.dir, 'live/_site-api/files.json'), 'utf8'));
    const serve = (text: string) => {
      fault = async (req, res, upstream) =>
        req.url === '/_site-api/files.json' ? body(text)(req, res, upstream) : pass(req, res, upstream);
    };
    serve(JSON.stringify({ ...list, generated_at: '2001-02-03T04:05:06Z' }));
    const older = await check();
    expect(older.exitCode).toBe(1);
    expect(failures(older.stdout)).toEqual([
      expect.objectContaining({
        name: 'hash list of the live build',
        detail: expect.stringContaining('generated at 2001-02-03T04:05:06Z'),
      }),
    ]);
    serve('{"version": 1, "files": [');
    const broken = await check();
    expect(failures(broken.stdout)).toEqual([
      expect.objectContaining({ name: 'hash list readable', detail: 'it is not JSON' }),
    ]);
    expect(JSON.parse(String(broken.stdout)).hashList).toBeNull();
  });
});
