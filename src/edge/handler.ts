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

/** Content codings the edge can answer with, best first when a client ranks them equal. */
export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

export interface EdgeOptions {
  /** The HTML page served for a 404 outside /api/ (the published /404.html). */
  notFoundPage?: Uint8Array;
  /** Absolute URL of the endpoint reference, put in every error body. */
  documentationUrl?: string;
  /**
   * The codings the host compresses to (the Node server: br and gzip). None in the worker: Cloudflare
   * compresses what a worker returns by itself.
   */
  encodings?: readonly Encoding[];
  /**
   * The path of the site's base URL (`/blog` for `https://x.example/blog`), '' or absent at the root. The
   * files are published at the root of the build; a request under the prefix names the file without it,
   * and a request outside it names nothing.
   */
  basePath?: string;
  /** Old path → current path (both decoded, NFC), answered with a 301: see parseRedirects. */
  redirects?: Iterable<readonly [string, string]>;
  /**
   * The router of the build served before this one (serve --watch): a file with the same path, ETag
   * and type keeps its answers, made again only for what changed (20,000 files: ~0.2 s a rebuild).
   */
  previous?: Route;
}

/** The path of a base URL as the router compares it: decoded, NFC, no trailing slash ('' at the root). */
export function basePathOf(baseUrl: string): string {
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '');
  try {
    return decodeURIComponent(path).normalize('NFC');
  } catch {
    return path;
  }
}

/** The published redirect table; it is never served as a file (Cloudflare Pages does not serve it either). */
export const REDIRECTS_FILE = '/_redirects';

/**
 * The rules of a `_redirects` file as written by the build: `from to 301` lines, and `# worker: from to
 * 301` lines (rules past Cloudflare Pages' limit, which only the worker answers). Paths are decoded.
 */
export function parseRedirects(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.startsWith('# worker: ') ? raw.slice(10) : raw;
    if (line.startsWith('#')) continue;
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || status !== '301') continue;
    const a = sitePath(from);
    const b = sitePath(to);
    if (a !== undefined && b !== undefined) out.push([a, b]);
  }
  return out;
}

/** One key for `/a/b` and `/a/b/`: a visitor's old link may have either. */
export function redirectKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The hash list: every other file the site serves, with its ETag and size (src/build/files/file-list.ts
 * writes it; diff reads it). It changes with every publish that changes anything, so it is never cached
 * without asking: `no-cache` lets a cache keep it but revalidate it (a cheap 304) on every request.
 */
export const FILE_LIST = '/_site-api/files.json';
export const FILE_LIST_CACHE_CONTROL = 'public, no-cache';

/** The Cache-Control a published file is served with. */
export function cacheControlOf(path: string): string {
  return path === FILE_LIST ? FILE_LIST_CACHE_CONTROL : CACHE_CONTROL;
}

export type Headers_ = Record<string, string>;
type ResponseBody = ConstructorParameters<typeof Response>[0];

/**
 * A decided response. `file` names the published file whose bytes are the body (GET of an existing
 * file); otherwise `body` holds the bytes, or nothing (HEAD, 204, 304). `encoded` (GET and HEAD) asks
 * the host for the file compressed with the coding: the host adds `Content-Length`, which only the
 * compressed bytes know, and sends them unless the method is HEAD.
 */
export interface Outcome {
  status: number;
  headers: Headers_;
  file?: string;
  body?: Uint8Array;
  encoded?: { path: string; encoding: Encoding };
}

export type Route = (
  method: string,
  pathname: string,
  accept?: string | null,
  ifNoneMatch?: string | null,
  acceptEncoding?: string | null,
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

interface Variant {
  ok: Headers_;
  /** The 304 answer itself, made once (answers are never changed by their readers). */
  unchanged: Outcome;
  etag: string;
}

interface Entry extends Variant {
  json: boolean;
  /** Compressed representations, when the host compresses and the file is worth it. */
  encoded?: Partial<Record<Encoding, Variant>>;
}

/** Below this, compression saves less than a packet's headers cost. */
const MIN_COMPRESS_SIZE = 1024;

/** Text formats compress; images, archives and fonts are compressed already. */
function compressible(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  );
}

/** The strong ETag of a compressed representation: the identity's, marked with the coding. */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/** Each router's answers by path, with the codings they were made for (EdgeOptions.previous). */
const tables = new WeakMap<Route, { table: ReadonlyMap<string, Entry>; encodings: string }>();

/** Builds the router over the published files (path → manifest row). */
export function createRouter(files: Iterable<readonly [string, EdgeFile]>, options: EdgeOptions = {}): Route {
  const table = new Map<string, Entry>();
  const encodings = options.encodings ?? [];
  const last = options.previous && tables.get(options.previous);
  const reuse = last?.encodings === encodings.join() ? last.table : undefined;
  for (const [path, file] of files) {
    if (path === REDIRECTS_FILE) continue;
    // The same bytes at the same path: the same answers (an entry is never changed once made).
    const old = reuse?.get(path);
    if (old !== undefined && old.etag === file.etag && old.ok['content-type'] === file.contentType) {
      table.set(path, old);
      continue;
    }
    const json = file.contentType.startsWith('application/json');
    const compress = encodings.length > 0 && file.size >= MIN_COMPRESS_SIZE && compressible(file.contentType);
    // A cache must keep one copy per coding (and per Accept for JSON, which may be a 406).
    const vary = [...(json ? ['Accept'] : []), ...(compress ? ['Accept-Encoding'] : [])].join(', ');
    const variant = (etag: string, extra: Headers_): Variant => {
      const common: Headers_ = {
        etag,
        'cache-control': cacheControlOf(path),
        ...CORS,
        ...(vary ? { vary } : {}),
      };
      return {
        ok: { 'content-type': file.contentType, ...extra, 'x-content-type-options': 'nosniff', ...common },
        unchanged: { status: 304, headers: common },
        etag,
      };
    };
    const entry: Entry = { ...variant(file.etag, { 'content-length': String(file.size) }), json };
    if (compress) {
      entry.encoded = {};
      for (const encoding of encodings)
        entry.encoded[encoding] = variant(encodedEtag(file.etag, encoding), { 'content-encoding': encoding });
    }
    table.set(path, entry);
  }
  const errors = errorResponses(options);
  const prefix = options.basePath ?? '';
  const moved = new Map<string, Headers_>();
  const shadowed = new Set<string>();
  for (const [from, to] of options.redirects ?? []) {
    // An old path is redirected even where a file answers it (the page the build writes at each alias
    // for plain file hosts), as Cloudflare Pages applies `_redirects` before its files: a file at the
    // path leaves the table, and its folder index answers only when asked for by name, so that the
    // hot path looks a redirect up only when no file answers.
    const key = redirectKey(from);
    table.delete(key);
    shadowed.add(key === '/' ? '/index.html' : `${key}/index.html`);
    moved.set(key, {
      // Relative to the host (the same table answers on the CDN, a preview host and 127.0.0.1), under the
      // base URL's path like every published file.
      location: (prefix + to).split('/').map(encodeURIComponent).join('/'),
      'cache-control': CACHE_CONTROL,
      'content-length': '0',
      ...CORS,
    });
  }

  const route: Route = (method, pathname, accept, ifNoneMatch, acceptEncoding) => {
    if (method !== 'GET' && method !== 'HEAD') {
      if (method === 'OPTIONS') return { status: 204, headers: PREFLIGHT };
      return errors.methodNotAllowed(method);
    }
    const asked = withinBase(sitePath(pathname), prefix);
    let path = asked;
    let entry = path === undefined ? undefined : table.get(path);
    if (entry === undefined && asked !== undefined) {
      // A page is a folder's index.html (`/blog/a` → `/blog/a/index.html`), served at the URL the API
      // hands out, with or without the final slash, without a redirect.
      path = `${asked.endsWith('/') ? asked : `${asked}/`}index.html`;
      entry = shadowed.size > 0 && shadowed.has(path) ? undefined : table.get(path);
    }
    if (entry === undefined) {
      const redirect = asked === undefined || moved.size === 0 ? undefined : moved.get(redirectKey(asked));
      if (redirect) return { status: 301, headers: redirect };
      // A path that does not decode (`/api/%ZZ`) is still under the base path, and `//api/x` still
      // under /api/: the error is JSON there, as everywhere under /api/.
      const inner = (asked ?? withinBase(pathname, prefix) ?? pathname).replace(/\/{2,}/g, '/');
      const json = inner.startsWith('/api/') || inner === '/api' || prefersJson(accept);
      return errors.notFound(pathname, json, method === 'HEAD');
    }
    if (entry.json && accept && !admitsJson(accept)) return errors.notAcceptable(pathname, method === 'HEAD');
    const encoding = entry.encoded && acceptEncoding ? chooseEncoding(acceptEncoding, encodings) : undefined;
    const chosen = (encoding && entry.encoded?.[encoding]) || entry;
    if (ifNoneMatch) {
      // The client's copy is current whichever representation it holds: answer 304 with its tag.
      // The one it would be sent first (no list made: this is the hot path of a revalidating client).
      if (matches(ifNoneMatch, chosen.etag)) return chosen.unchanged;
      if (matches(ifNoneMatch, entry.etag)) return entry.unchanged;
      for (const held of Object.values(entry.encoded ?? {}))
        if (matches(ifNoneMatch, held.etag)) return held.unchanged;
    }
    if (encoding && chosen !== entry)
      return { status: 200, headers: chosen.ok, encoded: { path: path as string, encoding } };
    return method === 'HEAD'
      ? { status: 200, headers: entry.ok }
      : { status: 200, headers: entry.ok, file: path };
  };
  tables.set(route, { table, encodings: encodings.join() });
  return route;
}

/**
 * The coding an `Accept-Encoding` header ranks highest among those offered (q > 0; `*` stands for any
 * coding it does not name; a tie goes to the first offered, br), or undefined for identity.
 */
export function chooseEncoding(header: string, offered: readonly Encoding[]): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let value = 1;
    for (const param of params) {
      const [key, v] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') value = Number.parseFloat(v ?? '') || 0;
    }
    q.set(coding, value);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const coding of offered) {
    const value = q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
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
      const hint = `Every resource of this API is listed at ${options.basePath ?? ''}/api/index.json.`;
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
  // An encoded slash is a character of a segment, never a separator: no published name holds one
  // (`/api%2Fposts.json` is not /api/posts.json, as a file host answers too).
  if (/%2f/i.test(pathname)) return undefined;
  return decoded.normalize('NFC');
}

/** A decoded site path without the base path's prefix; undefined outside the prefix. */
function withinBase(path: string | undefined, prefix: string): string | undefined {
  if (!prefix || path === undefined) return path;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
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
 * A redirect with the request's query (`?utm_source=…`) carried to its target, as Cloudflare's and
 * Netlify's `_redirects` do; any other outcome as it is. `search` is the target's query with its `?`.
 */
export function withQuery(outcome: Outcome, search: string): Outcome {
  if (outcome.status !== 301 || search.length <= 1 || outcome.headers.location === undefined) return outcome;
  // node:http hands the target over as latin1 text of its bytes: any byte that is not printable ASCII
  // goes back as %XX (a raw one, or a control character, is no header value).
  const query = search.replace(/[^\x21-\x7e]/g, (c) =>
    c.charCodeAt(0) <= 0xff
      ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
      : encodeURIComponent(c),
  );
  return { ...outcome, headers: { ...outcome.headers, location: `${outcome.headers.location}${query}` } };
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
    const url = new URL(request.url);
    const outcome = withQuery(
      route(
        request.method,
        url.pathname,
        request.headers.get('accept'),
        request.headers.get('if-none-match'),
      ),
      url.search,
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
