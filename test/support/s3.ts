import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { execa, type ResultPromise } from 'execa';
import { CLI, REPO, runCli } from '../helpers.js';

/** The CLI's environment for s3rver: its fixed credentials, and nothing from the machine's AWS setup. */
export const S3_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_CONFIG_FILE: '/nonexistent',
  AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
};

export interface S3rver {
  port: number;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1, as a child process storing into `directory`. */
export async function startS3rver(directory: string): Promise<S3rver> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' };
  for (const name of ['AWS_CA_BUNDLE', 'AWS_PROFILE', 'NODE_EXTRA_CA_CERTS']) delete env[name];
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO, 'test/support/s3rver-child.cjs'), directory],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (d) => resolve(JSON.parse(String(d)).port));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${errors}`)));
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** An independent client (the SDK itself, not site-api's code) to look at what the store holds. */
export function inspector(port: number) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: 'site', Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async get(key: string): Promise<Buffer> {
      const got = await client.send(new GetObjectCommand({ Bucket: 'site', Key: key }));
      return Buffer.from(
        await (got.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    },
    head: (key: string) => client.send(new HeadObjectCommand({ Bucket: 'site', Key: key })),
    /** An object of the user's own: no site-api metadata. */
    put: (key: string, body: string) =>
      client.send(
        new PutObjectCommand({ Bucket: 'site', Key: key, Body: body, ContentType: 'text/markdown' }),
      ),
    remove: (key: string) => client.send(new DeleteObjectCommand({ Bucket: 'site', Key: key })),
    close: () => client.destroy(),
  };
}

/**
 * A proxy in front of the store that the test controls: it counts object PUTs, can answer the next
 * ones with 500 (a failing store), and can call `onPut` (to kill the publisher mid-way).
 */
export interface FaultProxy {
  port: number;
  puts: string[];
  /** Every request, as `METHOD /bucket/key?query`. */
  requests: string[];
  failNextPuts: number;
  /** Answers every PUT of a key matching this with 500, for good. */
  failAlways?: RegExp;
  onPut?: (key: string, count: number) => void;
  stop(): Promise<void>;
}

export async function startProxy(upstream: number): Promise<FaultProxy> {
  const state: FaultProxy = {
    port: 0,
    puts: [],
    requests: [],
    failNextPuts: 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url}`);
    const key = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/site\//, '');
    const isPut = req.method === 'PUT' && key !== '' && key !== '/site';
    if (isPut && (state.failNextPuts > 0 || state.failAlways?.test(key))) {
      if (!state.failAlways?.test(key)) state.failNextPuts--;
      req.resume();
      res.writeHead(500, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0"?><Error><Code>InternalError</Code><Message>injected failure</Message></Error>',
      );
      return;
    }
    const forward = request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        if (isPut && (up.statusCode ?? 500) < 300) {
          up.on('end', () => {
            state.puts.push(key);
            state.onPut?.(key, state.puts.length);
          });
        }
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  const close = server.close.bind(server);
  state.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      close(() => resolve());
    });
  return state;
}

/** The environment of a CLI run against s3rver: the machine's own AWS settings removed. */
export function cliEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !k.startsWith('AWS_') && k !== 'NODE_OPTIONS') env[k] = v;
  }
  return { ...env, NO_COLOR: '1', ...S3_ENV, ...extra };
}

/** `site-api publish …` as a process with only the environment cliEnv gives (no ambient AWS settings). */
export function publishCli(
  dir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): ResultPromise {
  return execa(process.execPath, [CLI, 'publish', ...args], {
    cwd: dir,
    reject: false,
    stdin: 'ignore',
    extendEnv: false,
    env: cliEnv(env),
  });
}

/** What `site-api build` writes, read back: path → bytes. An account of the build independent of publish. */
export async function builtFiles(dir: string): Promise<Map<string, Buffer>> {
  const out = join(dir, 'dist-check');
  const result = await runCli(['build', '--out', out, '--quiet'], { cwd: dir });
  if (result.exitCode !== 0) throw new Error(`site-api build failed: ${result.stderr}`);
  const manifest = JSON.parse(readFileSync(join(out, '.site-api-manifest.json'), 'utf8'));
  const files = new Map<string, Buffer>();
  for (const f of manifest.files) files.set(f.path, readFileSync(join(out, f.path)));
  rmSync(out, { recursive: true });
  return files;
}
