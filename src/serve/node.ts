import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import type { ArtifactSet } from '../build/artifacts.js';
import { ENDPOINT_PATHS } from '../build/endpoints.js';
import { baseUrlOf } from '../build/host.js';
import { recoverOutput } from '../core/write.js';
import {
  basePathOf,
  createRouter,
  ENCODINGS,
  type Outcome,
  parseRedirects,
  REDIRECTS_FILE,
  type Route,
  targetPath,
  withQuery,
} from '../edge/handler.js';
import { UserError } from '../ground/errors.js';
import { MANIFEST, type ManifestEntry } from '../ground/manifest.js';
import { CompressedCopies } from './compress.js';

/** The published files the server answers from: the edge's router and the bytes it names. */
export interface Served {
  route: Route;
  /**
   * A published file's bytes. Made when first asked for: a page the build cache knew (its ETag and size)
   * is rendered by the first request for it, not before the server listens (~6 s at 10,000 posts).
   */
  bytes: (path: string) => Uint8Array | undefined;
  /** Path → identity ETag, for the compressed copies. */
  etags: Map<string, string>;
  /** The base URL's path ('' at the root): the files answer under it. */
  basePath: string;
  /** Files answered (`_redirects` is read, not served). */
  count: number;
  /** Old paths answered with a 301 (the rules of `_redirects`). */
  redirects: number;
}

/**
 * Everything the edge needs from a build in memory; `previous`, the build served before it (serve
 * --watch), lends the answers of the files it had with the same bytes.
 */
export function servedFrom(artifacts: ArtifactSet, previous?: Served): Served {
  const etags = new Map<string, string>();
  const rows: [string, { contentType: string; etag: string; size: number }][] = [];
  for (const [path, file] of artifacts) {
    if (path === REDIRECTS_FILE) continue;
    etags.set(path, file.etag);
    rows.push([path, { contentType: file.contentType, etag: file.etag, size: file.size }]);
  }
  const base = baseUrlOf(artifacts);
  const basePath = base ? basePathOf(base) : '';
  const redirects = redirectsOf(artifacts);
  return {
    route: createRouter(rows, {
      basePath,
      notFoundPage: artifacts.get('/404.html')?.bytes,
      documentationUrl: documentationUrl(artifacts.get('/api/index.json')?.bytes),
      encodings: ENCODINGS,
      redirects,
      previous: previous?.route,
    }),
    bytes: (path) => artifacts.get(path)?.bytes,
    etags,
    basePath,
    count: rows.length,
    redirects: redirects.length,
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
  // A build killed between the two renames of its swap left no `dir`: put the previous one back.
  recoverOutput(root);
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
    artifacts.set(row.path, { bytes, contentType: row.contentType, etag: row.etag, size: bytes.byteLength });
  }
  const missing = ENDPOINT_PATHS.filter((p) => !artifacts.has(p));
  if (missing.length) {
    throw new UserError(
      `${dir} is not a complete build of this version of site-api: it lacks ${missing.join(', ')}.`,
      'Run `site-api build` again.',
    );
  }
  return artifacts;
}

/** An outcome as the bytes of an HTTP/1.1 response that closes the connection (for a socket node:http gave up on). */
function rawResponse(outcome: ReturnType<Route>): Buffer {
  const body = outcome.body ?? new Uint8Array();
  const head = [
    `HTTP/1.1 ${outcome.status} ${STATUS_CODES[outcome.status] ?? ''}`,
    ...Object.entries(outcome.headers).map(([k, v]) => `${k}: ${v}`),
    'connection: close',
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/**
 * What a request node's parser refused gets: 405 for a method it does not know (named from the raw
 * bytes, as the edge names it), and otherwise the JSON error body with CORS, 431 for oversized headers
 * and 400 for the rest, instead of node's bare 400 without CORS.
 */
function parseFailure(
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  route: Route,
): ReturnType<Route> {
  if (error.code === 'HPE_INVALID_METHOD') {
    const raw = error.rawPacket?.toString('latin1') ?? '';
    const method = /^[^\s]{1,32}/.exec(raw)?.[0] ?? 'UNKNOWN';
    return route(method, '/', null, null);
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  return status === 431
    ? jsonError(431, 'headers_too_large', 'The request headers are too large.', BAD_REQUEST_HINT)
    : jsonError(400, 'bad_request', 'The request is not valid HTTP/1.1.', BAD_REQUEST_HINT);
}

const BAD_REQUEST_HINT = 'Send a well-formed GET request; every resource is listed at /api/index.json.';

/** An error answered by this server itself (not the edge's table): the JSON error body, CORS, not cached. */
function jsonError(status: number, code: string, message: string, hint: string): ReturnType<Route> {
  const body = Buffer.from(`${JSON.stringify({ error: { code, message, status, hint } }, null, 2)}\n`);
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.byteLength),
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    },
    body,
  };
}

/**
 * A file's bytes, or undefined when making them failed (logged): the build that knew the page's ETag
 * rendered it from the same inputs, so a failure here is a bug in site-api, answered with a 500.
 */
function bytesOrLogged(site: Served, path: string): Uint8Array | undefined {
  try {
    return site.bytes(path);
  } catch (error) {
    process.stderr.write(`site-api: could not make ${path}: ${(error as Error).message}\n`);
    return undefined;
  }
}

const MADE_NOTHING = jsonError(
  500,
  'internal_error',
  'The server could not make this file (a bug in site-api).',
  'Stop the server and build with `site-api build`, which names the failing template; then report it.',
);

export interface RunningServer {
  url: string;
  server: Server;
  /** Serves another build from the next request on (in-flight requests finish with the old one). */
  replace(next: Served): void;
  close(): Promise<void>;
}

/** One answered request, for a request log. */
export interface RequestLogEntry {
  method: string;
  url: string;
  status: number;
  bytes: number;
  ms: number;
}

/**
 * The Node adapter: the edge's `route()` over node:http, writing the precomputed headers and bytes.
 * `onRequest` (a request log) is called once per answered request; without it no clock is read.
 */
export async function startServer(
  served: Served,
  host: string,
  port: number,
  onRequest?: (entry: RequestLogEntry) => void,
): Promise<RunningServer> {
  let current = served;
  const copies = new CompressedCopies();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const site = current;
    const started = onRequest ? performance.now() : 0;
    const target = request.url ?? '/';
    let outcome = site.route(
      request.method ?? 'GET',
      targetPath(target),
      request.headers.accept,
      request.headers['if-none-match'],
      request.headers['accept-encoding'],
    );
    if (outcome.status === 301) outcome = withQuery(outcome, queryOf(target));
    if (outcome.encoded) {
      void sendEncoded(site, copies, outcome, request.method === 'HEAD', response);
      return;
    }
    let body = outcome.body;
    if (outcome.file !== undefined) {
      body = bytesOrLogged(site, outcome.file);
      if (body === undefined) {
        outcome = MADE_NOTHING;
        body = outcome.body;
      }
    }
    response.writeHead(outcome.status, outcome.headers);
    if (onRequest) {
      const bytes = typeof body === 'string' ? Buffer.byteLength(body) : (body?.byteLength ?? 0);
      const entry = { method: request.method ?? '', url: request.url ?? '', status: outcome.status, bytes };
      response.once('finish', () => onRequest({ ...entry, ms: performance.now() - started }));
    }
    response.end(body);
  });
  server.keepAliveTimeout = 65_000;
  // Requests node:http answers itself, before the handler: CONNECT (its own event) and a method its
  // parser does not know (`FOO`, lowercase `get`: HPE_INVALID_METHOD). They get the edge's 405 too.
  server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    socket.end(rawResponse(current.route(request.method ?? 'CONNECT', '/', null, null)));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (!socket.writable) return;
    socket.end(rawResponse(parseFailure(error, current.route)));
  });
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
      copies.retain(new Set(next.etags.values()));
    },
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The query of a request target, with its `?` ('' without one); a fragment never reaches a server. */
function queryOf(target: string): string {
  const at = target.indexOf('?');
  return at < 0 ? '' : target.slice(at);
}

/** A compressed representation: its bytes (made once per ETag), their length, and no body for HEAD. */
async function sendEncoded(
  site: Served,
  copies: CompressedCopies,
  outcome: Outcome,
  head: boolean,
  response: ServerResponse,
): Promise<void> {
  const { path, encoding } = outcome.encoded as NonNullable<Outcome['encoded']>;
  const identity = bytesOrLogged(site, path);
  if (identity === undefined) {
    response.writeHead(MADE_NOTHING.status, MADE_NOTHING.headers);
    response.end(head ? undefined : MADE_NOTHING.body);
    return;
  }
  let bytes: Uint8Array;
  try {
    bytes = await copies.get(site.etags.get(path) as string, encoding, identity);
  } catch {
    // zlib failing is a bug or memory exhaustion; the identity bytes are still right to send.
    const { 'content-encoding': _, ...rest } = outcome.headers;
    const etag = site.etags.get(path) as string;
    response.writeHead(200, { ...rest, etag, 'content-length': String(identity.byteLength) });
    response.end(head ? undefined : identity);
    return;
  }
  response.writeHead(outcome.status, { ...outcome.headers, 'content-length': String(bytes.byteLength) });
  response.end(head ? undefined : bytes);
}
