import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI, makeSite, runCli, tempDir } from './helpers.js';
import { cliEnv, type S3rver, startS3rver } from './support/s3.js';

// Stores that echo credentials back, in every form a real one (or a proxy, or a log) might: the
// output of text, --json and --debug runs must hold none of them.
const ENV_SECRETS = {
  AWS_ACCESS_KEY_ID: 'AKIAECHOENVKEY123456',
  AWS_SECRET_ACCESS_KEY: 'echo/Env+Secret=Key/0123456789abcdefGHIJ',
  AWS_SESSION_TOKEN: 'Sess/Token+with=special&chars<and>more/0123456789',
  CLOUDFLARE_API_TOKEN: 'cfEchoToken_0123456789ABCDEFghij',
};
/** Credentials the SDK reads from AWS_SHARED_CREDENTIALS_FILE: never in the environment of the CLI. */
const FILE_SECRETS = {
  aws_access_key_id: 'AKIAECHOFILEKEY65432',
  aws_secret_access_key: 'file/Secret+Key=Only/In/The/File/9876543210',
  aws_session_token: 'File/Session+Token=xyz&1234567890abcdef',
};

/** Every form of a secret the echo stores send, written out here independently of src/. */
function forms(secret: string): Record<string, string> {
  const json = JSON.stringify(secret).slice(1, -1);
  return {
    raw: secret,
    lower: secret.toLowerCase(),
    upper: secret.toUpperCase(),
    url: encodeURIComponent(secret),
    urlLowerHex: encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    base64: Buffer.from(secret).toString('base64'),
    base64url: Buffer.from(secret).toString('base64url'),
    basicAuth: Buffer.from(`user:${secret}`).toString('base64'),
    json: json.replaceAll('/', '\\/'),
    jsonHtml: json.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16).padStart(2, '0')}`),
  };
}

const everyForm = (secrets: string[]) =>
  secrets.flatMap((s) => Object.entries(forms(s)).map(([kind, value]) => ({ secret: s, kind, value })));

/** Finds any form of any secret in the output, the chunk that carried it named for the failure. */
function leaks(output: string, secrets: string[]): string[] {
  const lower = output.toLowerCase();
  // The base64 of "user:secret" shows the secret's own base64 only in part: look for its middle.
  return everyForm(secrets)
    .filter(({ kind, value }) =>
      kind === 'basicAuth' ? output.includes(value.slice(8, -4)) : lower.includes(value.toLowerCase()),
    )
    .map(({ secret, kind }) => `${kind} of ${secret.slice(0, 6)}…`);
}

interface Echo {
  port: number;
  status: number;
  requests: number;
  server: Server;
}

/** A store answering every request with `status`, its body and headers carrying every form of every secret. */
async function echoStore(secrets: string[]): Promise<Echo> {
  const echo = { port: 0, status: 403, requests: 0 } as Echo;
  const all = everyForm(secrets);
  echo.server = createServer((req, res) => {
    echo.requests++;
    req.resume();
    const headers: Record<string, string> = { 'content-type': 'application/xml' };
    all.forEach(({ value }, i) => {
      headers[`x-echo-${i}`] = encodeURIComponent(value);
    });
    // What a store that echoes the request's own headers sends back, signature and token included.
    headers['x-echo-authorization'] = String(req.headers.authorization ?? '');
    headers['x-echo-token'] = String(req.headers['x-amz-security-token'] ?? '');
    // Encoded forms first: a client that prints only the start of a body (the purge: 300 characters)
    // must still meet them.
    const message = `denied: ${[...all]
      .reverse()
      .map((f) => f.value)
      .join(' ')} for ${req.headers.authorization} token ${req.headers['x-amz-security-token']}`;
    const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    res.writeHead(echo.status, headers);
    res.end(
      `<?xml version="1.0"?><Error><Code>${echo.status === 403 ? 'AccessDenied' : 'InternalError'}</Code><Message>${xml(message)}</Message><errors>${xml(JSON.stringify([{ message }]))}</errors></Error>`,
    );
  });
  await new Promise<void>((resolve) => echo.server.listen(0, '127.0.0.1', resolve));
  echo.port = (echo.server.address() as AddressInfo).port;
  return echo;
}

const temp = tempDir('site-api-secrets-');
let store: S3rver;
const echoes: Echo[] = [];
beforeAll(async () => {
  store = await startS3rver(join(temp.dir, 'store'));
});
afterAll(async () => {
  for (const e of echoes) await new Promise((resolve) => e.server.close(resolve));
  await store?.stop();
  temp.cleanup();
});

let sites = 0;
function site(target: string): string {
  const dir = join(temp.dir, `site-${++sites}`);
  makeSite(dir);
  appendFileSync(join(dir, 'content/site.yaml'), `publish:\n  targets:\n    live:\n${target}`);
  return dir;
}

const s3Target = (port: number, extra = '') =>
  `      type: s3\n      bucket: site\n      prefix: p${sites + 1}/\n      endpoint: http://127.0.0.1:${port}\n      force_path_style: true\n${extra}`;

/** A publish run with exactly this environment (no ambient AWS settings), as text, --json or --debug. */
async function run(dir: string, mode: string[], env: Record<string, string>) {
  const result = await execa(
    process.execPath,
    [CLI, ...mode.filter((m) => m === '--debug'), 'publish', '--yes', ...mode.filter((m) => m !== '--debug')],
    {
      cwd: dir,
      reject: false,
      stdin: 'ignore',
      extendEnv: false,
      env: cliEnv(env),
    },
  );
  return { code: result.exitCode, output: `${result.stdout}\n${result.stderr}` };
}

const MODES = [[], ['--json'], ['--debug']];

describe('secrets never reach the output', () => {
  test('an S3 store echoing every form of the environment credentials, answering 403 and 500', async () => {
    const echo = await echoStore(Object.values(ENV_SECRETS));
    echoes.push(echo);
    const dir = site(s3Target(echo.port));
    for (const status of [403, 500]) {
      echo.status = status;
      for (const mode of MODES) {
        const before = echo.requests;
        const { code, output } = await run(dir, mode, ENV_SECRETS);
        expect(code, output).toBe(2);
        expect(echo.requests, 'the store was asked').toBeGreaterThan(before);
        expect(output).toMatch(status === 403 ? /denied access/ : /InternalError \(HTTP 500\)/);
        expect(output, 'the message is kept, the secrets blanked').toContain('***');
        expect(leaks(output, Object.values(ENV_SECRETS)), `${status} ${mode.join(' ')}`).toEqual([]);
      }
    }
  }, 120_000);

  test('credentials the SDK read from AWS_SHARED_CREDENTIALS_FILE are redacted too', async () => {
    const echo = await echoStore(Object.values(FILE_SECRETS));
    echoes.push(echo);
    const dir = site(s3Target(echo.port));
    const file = join(temp.dir, 'credentials');
    writeFileSync(
      file,
      `[default]\n${Object.entries(FILE_SECRETS)
        .map(([k, v]) => `${k} = ${v}`)
        .join('\n')}\n`,
    );
    // No credential variable at all: only the file names them.
    const env = { AWS_SHARED_CREDENTIALS_FILE: file, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' };
    for (const mode of MODES) {
      const { code, output } = await run(dir, mode, env);
      expect(code, output).toBe(2);
      expect(output).toContain('denied access');
      expect(leaks(output, Object.values(FILE_SECRETS)), mode.join(' ')).toEqual([]);
    }
  }, 60_000);

  test('a Cloudflare purge API echoing every form of the token: the failed purge is reported, the token never', async () => {
    const echo = await echoStore([ENV_SECRETS.CLOUDFLARE_API_TOKEN]);
    echoes.push(echo);
    const dir = site(
      s3Target(store.port, '      purge:\n        cloudflare_zone: 0123456789abcdef0123456789abcdef\n'),
    );
    const env = {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      CLOUDFLARE_API_TOKEN: ENV_SECRETS.CLOUDFLARE_API_TOKEN,
      CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${echo.port}`,
    };
    const first = await run(dir, [], env);
    expect(first.code, first.output).toBe(0);
    const post = join(dir, 'content/posts/2024/first-post.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('본문입니다', '본문을 고쳤습니다'));
    // The failed purge stays owed in the manifest, so every later run tries it again.
    for (const [status, mode] of [
      [403, []],
      [500, ['--json']],
      [403, ['--debug']],
    ] as const) {
      echo.status = status;
      const before = echo.requests;
      const { code, output } = await run(dir, [...mode], env);
      expect(code, output).toBe(1);
      expect(echo.requests).toBeGreaterThan(before);
      expect(output).toContain('Cloudflare refused the purge');
      expect(leaks(output, [ENV_SECRETS.CLOUDFLARE_API_TOKEN]), `${status} ${mode.join(' ')}`).toEqual([]);
    }
  }, 120_000);
});

describe('credentials in URLs', () => {
  test('user:pass@ in base_url is a located validate finding; in an endpoint too, and publish refuses', async () => {
    const dir = site(s3Target(store.port).replace('http://', 'http://key:hunter22@'));
    const yaml = join(dir, 'content/site.yaml');
    writeFileSync(
      yaml,
      readFileSync(yaml, 'utf8').replace('https://minimal.example', 'https://me:pa55word@minimal.example'),
    );
    const lines = readFileSync(yaml, 'utf8').split('\n');
    const validate = await runCli(['validate', '--format', 'json'], { cwd: dir });
    expect(validate.exitCode).toBe(1);
    const found = JSON.parse(String(validate.stdout)).diagnostics.filter(
      (d: { code: string }) => d.code === 'credentials-in-url',
    );
    expect(found.map((d: { pointer: string }) => d.pointer).sort()).toEqual([
      '/base_url',
      '/publish/targets/live/endpoint',
    ]);
    for (const d of found) {
      expect(d.file).toBe('content/site.yaml');
      expect(lines[d.line - 1]).toContain('@');
      expect(d.column).toBeGreaterThan(1);
      expect(d.expected).toContain('without user:password@');
      expect(JSON.stringify(d)).not.toMatch(/pa55word|hunter22/);
    }
    const publish = await run(dir, [], { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    expect(publish.code).toBe(1);
    expect(publish.output).toContain('credentials-in-url');
    expect(publish.output).not.toMatch(/pa55word|hunter22/);
  }, 60_000);
});
