import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { CLI, REPO } from './helpers.js';

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `site-api serve …` as a process on a free port of 127.0.0.1 and resolves once it prints its
 * URL. `stop` sends SIGTERM and waits for the exit.
 */
export async function startServe(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<Running & { process: ResultPromise }> {
  const child = execa(process.execPath, [CLI, 'serve', '--port', '0', ...args], {
    cwd,
    reject: false,
    stdin: 'ignore',
    env: { NO_COLOR: '1', ...env },
  });
  const url = await new Promise<string>((done, fail) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /at (http:\/\/\S+)/.exec(seen);
      if (match?.[1]) done(match[1]);
    });
    void child.then((result) =>
      fail(new Error(`serve exited ${result.exitCode} before listening:\n${seen}`)),
    );
  });
  return {
    url,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await child;
    },
  };
}

/** Runs the built worker in workerd (Miniflare's Node API) with the built folder as its static assets. */
export async function startWorker(dist: string): Promise<Running> {
  const { Miniflare } = await import('miniflare');
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(dist, '_worker.js'),
    modulesRoot: dist,
    compatibilityDate: '2025-09-01',
    cf: false,
    host: '127.0.0.1',
    port: 0,
    assets: {
      directory: dist,
      binding: 'ASSETS',
      routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
    },
  });
  const url = (await mf.ready).href.replace(/\/$/, '');
  return { url, stop: () => mf.dispose() };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One HTTP request with the path sent exactly as given (fetch would normalise `..` and encode
 * backslashes before they reach the server).
 */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = httpRequest({ host: hostname, port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', fail);
    req.end();
  });
}

export const SAMPLE = join(REPO, 'content');

/**
 * A plain file host over `dir` (Python's http.server on a free port of 127.0.0.1): files as they are, a
 * folder's index.html, a 301 adding the slash to a folder's path, and no `_redirects`, as GitHub Pages,
 * nginx or S3 website hosting serve a build.
 */
export async function startPlainHost(dir: string): Promise<Running> {
  const child = execa(
    'python3',
    ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir],
    {
      reject: false,
      stdin: 'ignore',
    },
  );
  const url = await new Promise<string>((done, fail) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /port (\d+)/.exec(seen);
      if (match?.[1]) done(`http://127.0.0.1:${match[1]}`);
    });
    void child.then((result) =>
      fail(new Error(`http.server exited ${result.exitCode}:\n${seen}${result.stderr}`)),
    );
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await child;
    },
  };
}
