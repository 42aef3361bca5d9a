import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { ArtifactSet } from '../build/artifacts.js';
import { ENDPOINTS } from '../build/endpoints.js';
import { createRouter, parseRedirects, REDIRECTS_FILE, type Route, targetPath } from '../edge/handler.js';
import { UserError } from '../ground/errors.js';
import { MANIFEST, type ManifestEntry } from '../ground/manifest.js';

/** The published files the server answers from: the edge's router and the bytes it names. */
export interface Served {
  route: Route;
  bytes: Map<string, Uint8Array>;
  count: number;
}

/** Everything the edge needs from a build in memory. */
export function servedFrom(artifacts: ArtifactSet): Served {
  const bytes = new Map<string, Uint8Array>();
  const rows: [string, { contentType: string; etag: string; size: number }][] = [];
  for (const [path, file] of artifacts) {
    if (path === REDIRECTS_FILE) continue;
    bytes.set(path, file.bytes);
    rows.push([path, { contentType: file.contentType, etag: file.etag, size: file.bytes.byteLength }]);
  }
  return {
    route: createRouter(rows, {
      notFoundPage: artifacts.get('/404.html')?.bytes,
      documentationUrl: documentationUrl(artifacts.get('/api/index.json')?.bytes),
      redirects: redirectsOf(artifacts),
    }),
    bytes,
    count: rows.length,
  };
}

/** The build's redirect table (aliases of posts → their paths). */
function redirectsOf(artifacts: ArtifactSet): [string, string][] {
  const file = artifacts.get(REDIRECTS_FILE);
  return file ? parseRedirects(new TextDecoder().decode(file.bytes)) : [];
}

/** The OpenAPI URL the API index names, for error bodies; undefined when there is none. */
export function documentationUrl(index: Uint8Array | undefined): string | undefined {
  if (!index) return undefined;
  try {
    const url = JSON.parse(new TextDecoder().decode(index)).openapi;
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A build folder as published, read through its manifest (files it does not name are not served). */
export function readBuild(dir: string): ArtifactSet {
  const root = resolve(dir);
  let manifest: { files: ManifestEntry[] };
  try {
    manifest = JSON.parse(readFileSync(join(root, MANIFEST), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError(
      code === 'ENOENT'
        ? `${dir} holds no ${MANIFEST}, so it is not a site-api build.`
        : `Cannot read ${join(dir, MANIFEST)}: ${(error as Error).message}`,
      'Run `site-api build` first, or serve the content directly with `site-api serve` (no --dir).',
    );
  }
  const artifacts: ArtifactSet = new Map();
  for (const row of manifest.files) {
    const file = resolve(root, `.${row.path}`);
    if (!file.startsWith(`${root}/`))
      throw new UserError(`The manifest of ${dir} names a path outside it: ${row.path}`);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      throw new UserError(
        `Cannot read ${join(dir, row.path)}, which the manifest names: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
        'The folder was changed after the build: run `site-api build` again.',
      );
    }
    if (bytes.byteLength !== row.size) {
      throw new UserError(
        `${join(dir, row.path)} is ${bytes.byteLength} bytes; the manifest says ${row.size}.`,
        'The folder was changed after the build: run `site-api build` again.',
      );
    }
    artifacts.set(row.path, { bytes, contentType: row.contentType, etag: row.etag });
  }
  const missing = ENDPOINTS.flatMap((e) => [e.path, ...(e.aliases ?? [])]).filter((p) => !artifacts.has(p));
  if (missing.length) {
    throw new UserError(
      `${dir} is not a complete build of this version of site-api: it lacks ${missing.join(', ')}.`,
      'Run `site-api build` again.',
    );
  }
  return artifacts;
}

export interface RunningServer {
  url: string;
  server: Server;
  /** Serves another build from the next request on (in-flight requests finish with the old one). */
  replace(next: Served): void;
  close(): Promise<void>;
}

/** The Node adapter: the edge's `route()` over node:http, writing the precomputed headers and bytes. */
export async function startServer(served: Served, host: string, port: number): Promise<RunningServer> {
  let current = served;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const site = current;
    const outcome = site.route(
      request.method ?? 'GET',
      targetPath(request.url ?? '/'),
      request.headers.accept,
      request.headers['if-none-match'],
    );
    response.writeHead(outcome.status, outcome.headers);
    response.end(outcome.file !== undefined ? site.bytes.get(outcome.file) : outcome.body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        fail(
          new UserError(
            `Port ${port} on ${host} is in use.`,
            'Pass another with --port (0 picks a free one).',
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        fail(new UserError(`Cannot listen on ${host}: no such local address.`, 'Pass --host 127.0.0.1.'));
      else fail(error);
    });
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    server,
    replace: (next) => {
      current = next;
    },
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
