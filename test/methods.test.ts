import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validatorFor } from '../src/check/schemas.js';
import { runCli, tempDir } from './helpers.js';
import { type Running, SAMPLE, startServe, startWorker } from './servers.js';

// Every method but GET, HEAD and OPTIONS, in any case, gets the 405 JSON error with CORS and Allow, in
// `serve` (also the ones node's parser refuses before the handler: lowercase, unknown, CONNECT) and in
// the worker under workerd. Sent as raw bytes: an HTTP client would normalise or refuse them.
const work = tempDir('site-api-methods-');
const dist = join(work.dir, 'dist');
const running: Record<string, Running> = {};

beforeAll(async () => {
  const built = await runCli(['build', '--root', SAMPLE, '--out', dist, '--quiet'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  running.serve = await startServe(['--dir', dist], work.dir);
  running.worker = await startWorker(dist);
}, 60_000);
afterAll(async () => {
  for (const r of Object.values(running)) await r.stop();
  work.cleanup();
});

/** Sends one request as raw bytes and reads the response until the server closes or 3 s pass. */
function raw(
  base: string,
  method: string,
  target = '/api/posts.json',
): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const status = Number(statusLine.split(' ')[1]);
      let body = rest.join('\r\n\r\n');
      const length = Number(headers.get('content-length'));
      if (Number.isFinite(length)) body = Buffer.from(body).subarray(0, length).toString('utf8');
      if (!status) fail(new Error(`${method}: no status line in ${JSON.stringify(text.slice(0, 200))}`));
      else done({ status, headers, body });
    };
    const timer = setTimeout(finish, 3000);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // Enough once the body announced is in.
      const text = Buffer.concat(chunks).toString('latin1');
      const at = text.indexOf('\r\n\r\n');
      const length = /content-length:\s*(\d+)/i.exec(text)?.[1];
      if (at !== -1 && length !== undefined && text.length - at - 4 >= Number(length)) {
        clearTimeout(timer);
        finish();
      }
    });
    socket.on('end', () => {
      clearTimeout(timer);
      finish();
    });
    socket.on('error', fail);
    const line =
      method === 'CONNECT' ? `CONNECT ${hostname}:${port} HTTP/1.1` : `${method} ${target} HTTP/1.1`;
    socket.write(
      `${line}\r\nHost: ${hostname}:${port}\r\nOrigin: https://example.org\r\nContent-Length: 0\r\n\r\n`,
    );
  });
}

const validError = validatorFor('api/error');
// workerd's own HTTP parser answers methods it does not know, and lowercase ones, before any worker
// runs (501 "Unrecognized request method", or 400): those never reach the handler there. The handler
// answers them with 405 wherever they do reach it (serve below, and test/unit/methods.test.ts).
const PARSER_REFUSED = ['get', 'head', 'options', 'Get', 'FOO', 'CONNECT', 'post'];
const FORWARDED = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND'];
const METHODS: Record<string, string[]> = { serve: [...PARSER_REFUSED, ...FORWARDED], worker: FORWARDED };

test.each(PARSER_REFUSED)('worker: workerd refuses %s itself, and serves nothing', async (method) => {
  const answer = await raw((running.worker as Running).url, method);
  expect([400, 501]).toContain(answer.status);
});

describe.each(['serve', 'worker'])('%s', (runtime) => {
  test.each(METHODS[runtime] as string[])('%s → 405 JSON with CORS and Allow', async (method) => {
    const r = running[runtime] as Running;
    const answer = await raw(r.url, method);
    expect(answer.status, answer.body).toBe(405);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const body = JSON.parse(answer.body);
    expect(validError(body)).toBe(true);
    expect(body.error.code).toBe('method_not_allowed');
  });

  test('GET, HEAD and OPTIONS still work, so the 405s are not everything', async () => {
    const r = running[runtime] as Running;
    expect((await raw(r.url, 'GET')).status).toBe(200);
    expect((await raw(r.url, 'OPTIONS')).status).toBe(204);
  });
});

test('serve: a request node cannot parse gets a JSON 400 with CORS, not a bare 400', async () => {
  const { hostname, port } = new URL((running.serve as Running).url);
  const answer = await new Promise<string>((done) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (c: Buffer) => {
      text += c.toString();
    });
    socket.on('close', () => done(text));
    socket.write('GET /api/posts.json HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toMatch(/access-control-allow-origin: \*/i);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.code).toBe('bad_request');
});
