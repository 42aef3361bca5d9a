/*
 * The edge: what the CDN's worker and `site-api serve` answer, as one piece of code.
 *
 * This file imports nothing (not even from this repository) because the build copies its compiled
 * text into the deployable worker (`_worker.js`) as it is. `route()` decides every response from the
 * method, the path and two request headers, over a table of the published files whose response headers
 * are computed once, so a request costs a lookup. `createFetchHandler()` wraps it in the Web-standard
 * `(Request) => Response` the worker runtime calls; the Node server calls `route()` directly and writes
 * the same headers and bytes, which saves building a Request and a Response per request.
 */

/** What the edge knows of a published file: the manifest row. */
export interface EdgeFile {
  contentType: string;
  etag: string;
  size: number;
}

export interface EdgeOptions {
  /** The HTML page served for a 404 outside /api/ (the published /404.html). */
  notFoundPage?: Uint8Array;
  /** Absolute URL of the endpoint reference, put in every error body. */
  documentationUrl?: string;
}

export type Headers_ = Record<string, string>;
type ResponseBody = ConstructorParameters<typeof Response>[0];

/**
 * A decided response. `file` names the published file whose bytes are the body (GET of an existing
 * file); otherwise `body` holds the bytes, or nothing (HEAD, 204, 304).
 */
export interface Outcome {
  status: number;
  headers: Headers_;
  file?: string;
  body?: Uint8Array;
}

export type Route = (
  method: string,
  pathname: string,
  accept?: string | null,
  ifNoneMatch?: string | null,
) => Outcome;

export const CACHE_CONTROL = 'public, max-age=3600';
const ERROR_CACHE_CONTROL = 'no-store';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';
const ALLOW = 'GET, HEAD, OPTIONS';
const CORS: Headers_ = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag',
};
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

interface Entry {
  ok: Headers_;
  notModified: Headers_;
  etag: string;
  json: boolean;
}

/** Builds the router over the published files (path → manifest row). */
export function createRouter(files: Iterable<readonly [string, EdgeFile]>, options: EdgeOptions = {}): Route {
  const table = new Map<string, Entry>();
  for (const [path, file] of files) {
    const json = file.contentType.startsWith('application/json');
    const common: Headers_ = {
      etag: file.etag,
      'cache-control': CACHE_CONTROL,
      ...CORS,
      ...(json ? { vary: 'Accept' } : {}),
    };
    table.set(path, {
      ok: {
        'content-type': file.contentType,
        'content-length': String(file.size),
        'x-content-type-options': 'nosniff',
        ...common,
      },
      notModified: common,
      etag: file.etag,
      json,
    });
  }
  const errors = errorResponses(options);

  return (method, pathname, accept, ifNoneMatch) => {
    if (method !== 'GET' && method !== 'HEAD') {
      if (method === 'OPTIONS') return { status: 204, headers: PREFLIGHT };
      return errors.methodNotAllowed(method);
    }
    let path = sitePath(pathname);
    let entry = path === undefined ? undefined : table.get(path);
    if (entry === undefined && path !== undefined) {
      // A page is a folder's index.html (`/blog/a` → `/blog/a/index.html`), served at the URL the API
      // hands out, with or without the final slash, without a redirect.
      path = `${path.endsWith('/') ? path : `${path}/`}index.html`;
      entry = table.get(path);
    }
    if (entry === undefined) {
      const json = pathname.startsWith('/api/') || pathname === '/api' || prefersJson(accept);
      return errors.notFound(pathname, json, method === 'HEAD');
    }
    if (entry.json && accept && !admitsJson(accept)) return errors.notAcceptable(pathname, method === 'HEAD');
    if (ifNoneMatch && matches(ifNoneMatch, entry.etag)) return { status: 304, headers: entry.notModified };
    return method === 'HEAD'
      ? { status: 200, headers: entry.ok }
      : { status: 200, headers: entry.ok, file: path };
  };
}

const PREFLIGHT: Headers_ = {
  ...CORS,
  'access-control-allow-methods': ALLOW,
  'access-control-allow-headers': 'If-None-Match, Accept',
  'access-control-max-age': '86400',
  allow: ALLOW,
  'cache-control': CACHE_CONTROL,
  'content-length': '0',
};

function errorResponses(options: EdgeOptions) {
  const encoder = new TextEncoder();
  const documentation = options.documentationUrl ? { documentation_url: options.documentationUrl } : {};
  const body = (status: number, code: string, message: string, hint: string) =>
    encoder.encode(
      `${JSON.stringify({ error: { code, message, status, hint, ...documentation } }, null, 2)}\n`,
    );
  const respond = (
    status: number,
    bytes: Uint8Array,
    type: string,
    extra: Headers_,
    head: boolean,
  ): Outcome => ({
    status,
    headers: {
      'content-type': type,
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      ...CORS,
      ...extra,
    },
    body: head ? undefined : bytes,
  });
  return {
    methodNotAllowed: (method: string) =>
      respond(
        405,
        body(
          405,
          'method_not_allowed',
          `Method ${shown(method)} is not allowed: this API is read-only.`,
          `Use ${ALLOW}.`,
        ),
        JSON_TYPE,
        { allow: ALLOW, 'cache-control': ERROR_CACHE_CONTROL },
        false,
      ),
    notAcceptable: (path: string, head: boolean) =>
      respond(
        406,
        body(
          406,
          'not_acceptable',
          `${shown(path)} is JSON, which the Accept header does not admit.`,
          'Send Accept: application/json (or no Accept header).',
        ),
        JSON_TYPE,
        { vary: 'Accept', 'cache-control': ERROR_CACHE_CONTROL },
        head,
      ),
    notFound: (path: string, json: boolean, head: boolean) => {
      const extra = { vary: 'Accept', 'cache-control': NOT_FOUND_CACHE_CONTROL };
      if (!json && options.notFoundPage) return respond(404, options.notFoundPage, HTML_TYPE, extra, head);
      const hint = 'Every resource of this API is listed at /api/index.json.';
      return respond(
        404,
        body(404, 'not_found', `No such resource: ${shown(path)}`, hint),
        JSON_TYPE,
        extra,
        head,
      );
    },
  };
}

/** A request value quoted in a message: bounded, and free of control characters. */
function shown(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/**
 * The published path a URL path names, or undefined when it names none: percent-decoding that fails,
 * NUL, backslashes and dot segments all name nothing (the table holds only clean paths, so nothing
 * outside the site can be reached). Korean tag slugs arrive percent-encoded, in NFC or NFD.
 */
export function sitePath(pathname: string): string | undefined {
  if (!pathname.includes('%'))
    return pathname.includes('/.') || pathname.includes('\\') ? undefined : pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /\/\.\.?(\/|$)/.test(decoded)) return undefined;
  return decoded.normalize('NFC');
}

/**
 * The path of a request target as the WHATWG URL parser (and so the worker runtime) sees it: dot
 * segments resolved, backslashes read as slashes, the query dropped. A plain target skips the parser.
 */
export function targetPath(target: string): string {
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  if (path.startsWith('/') && !/\/\.|\\|%2e/i.test(path)) return path;
  try {
    // Origin-form is appended to an origin, as a server forms the request URL; absolute-form parses alone.
    return new URL(path.startsWith('/') ? `http://localhost${path}` : path).pathname;
  } catch {
    return path;
  }
}

/** `If-None-Match` holds `*`, or a list of strong or weak tags; weak comparison, as RFC 9110 asks for GET. */
export function matches(header: string, etag: string): boolean {
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

interface Range {
  type: string;
  subtype: string;
  q: number;
}

function ranges(accept: string): Range[] {
  const out: Range[] = [];
  for (const part of accept.split(',')) {
    const [media = '', ...params] = part.split(';');
    const [type = '', subtype = ''] = media.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number.parseFloat(value ?? '') || 0;
    }
    out.push({ type, subtype, q });
  }
  return out;
}

/**
 * The q an Accept header gives a media type, and how specific the range that gave it was (2 exact,
 * 1 `type/*`, 0 `*\/*`, -1 none): the most specific matching range decides (RFC 9110 §12.5.1).
 */
export function quality(accept: string, type: string, subtype: string): { q: number; specificity: number } {
  let specificity = -1;
  let q = 0;
  for (const range of ranges(accept)) {
    const s =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (s > specificity) {
      specificity = s;
      q = range.q;
    }
  }
  return { q, specificity };
}

function admitsJson(accept: string): boolean {
  if (accept.trim() === '') return true;
  return quality(accept, 'application', 'json').q > 0;
}

/** True when the client ranks JSON above HTML (a browser ranks HTML first; a bare `*\/*` ranks them equal). */
function prefersJson(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const json = quality(accept, 'application', 'json');
  const html = quality(accept, 'text', 'html');
  // A tie through `*/*` goes to the type the client named: axios sends `application/json, text/plain, */*`.
  return json.q > html.q || (json.q === html.q && json.q > 0 && json.specificity > html.specificity);
}

/**
 * The Web-standard handler: `route()` with the body read by `read` (the worker's asset binding, or
 * memory). Only GET of an existing file reads a body.
 */
export function createFetchHandler(
  route: Route,
  read: (path: string, request: Request) => Promise<ResponseBody> | ResponseBody,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const outcome = route(
      request.method,
      new URL(request.url).pathname,
      request.headers.get('accept'),
      request.headers.get('if-none-match'),
    );
    if (outcome.file === undefined) return new Response(outcome.body ?? null, outcome);
    try {
      return new Response(await read(outcome.file, request), outcome);
    } catch {
      // The bytes could not be read (an asset store outage, a partial deployment). Still CORS, so a
      // browser client sees the status; never cached.
      return new Response(`Service unavailable: ${outcome.file} could not be read. Try again shortly.\n`, {
        status: 503,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '5',
          ...CORS,
        },
      });
    }
  };
}
