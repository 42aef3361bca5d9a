import { randomBytes } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { etagOf } from '../build/artifacts.js';
import { ENDPOINT_PATHS, ENDPOINTS } from '../build/endpoints.js';
import { isListed, parseFileList } from '../build/files/file-list.js';
import { header, liveBaseOf } from '../diff/live.js';
import { FILE_LIST } from '../edge/handler.js';
import { grouped } from '../ground/numbers.js';
import {
  type Client,
  createClient,
  NetError,
  type NetOptions,
  type NetStats,
  type Reply,
  urlOf,
} from '../net/fetch.js';
import { aliasChecks } from './aliases.js';
import { linksOf, linkTarget } from './links.js';
import { responseSchemas } from './schemas.js';

/** One conformance check: what was checked, on which path, and why it failed. */
export interface Check {
  name: string;
  target: string;
  ok: boolean;
  detail?: string;
}

export interface ConformanceReport {
  url: string;
  ok: boolean;
  passed: number;
  failed: number;
  checks: Check[];
  links: { checked: number; external: number };
  /**
   * The live hash list (docs/edge.md), which diff trusts to skip a request per file: how many files it
   * names and how many of the files check fetched it was compared with; null when the site has none.
   */
  hashList: { listed: number; compared: number } | null;
  net: NetStats;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const STRONG_ETAG = /^"[^"]*"$/;

/**
 * Checks a deployed API against its contract (the decisions' "HTTP behaviour" and the site's own
 * /openapi.json). The endpoints come from the endpoint table. Only an API index that cannot be reached
 * at all throws (a NetError): everything else the site answers becomes a passed or failed check.
 * publish --verify calls this after an upload.
 */
export async function runConformance(
  url: string,
  options: NetOptions,
  redirects: readonly [string, string][] = [],
): Promise<ConformanceReport> {
  const client = createClient(options);
  const checks: Check[] = [];
  const pass = (name: string, target: string, ok: boolean, detail?: string) =>
    checks.push(ok ? { name, target, ok } : { name, target, ok, detail: detail ?? 'failed' });
  try {
    // The first request throws when nothing answers: that is exit 2, not a list of failures.
    await client.request('GET', urlOf(url, ENDPOINTS[0]?.path ?? '/api/index.json'));
    const get = (method: string, path: string, headers?: Record<string, string>) =>
      attempt(client, method, urlOf(url, path), headers);

    const paths = ENDPOINT_PATHS;
    const bodies = new Map<string, Reply>();
    await Promise.all(
      paths.map(async (path) => {
        const reply = await get('GET', path);
        if (typeof reply === 'string') return pass('GET 200', path, false, reply);
        bodies.set(path, reply);
        await endpointChecks(get, path, reply, pass);
      }),
    );

    const openapi = parse(bodies.get('/openapi.json'));
    const alias = bodies.get('/api/openapi.json');
    const main = bodies.get('/openapi.json');
    if (main && alias)
      pass(
        'identical to /openapi.json',
        '/api/openapi.json',
        main.body.equals(alias.body),
        'the bytes differ',
      );
    const schemas = openapi ? await responseSchemas(openapi, paths) : undefined;
    if (!schemas)
      pass('OpenAPI document', '/openapi.json', false, 'not a JSON OpenAPI document: bodies not validated');
    for (const path of paths) {
      const body = parse(bodies.get(path));
      if (body === undefined || !schemas) continue;
      const validate = schemas.get(path);
      if (!validate) {
        pass(
          'body matches the OpenAPI schema',
          path,
          false,
          '/openapi.json describes no 200 JSON response here',
        );
        continue;
      }
      pass('body matches the OpenAPI schema', path, validate(body) === true, errorsOf(validate));
    }
    const index = parse(bodies.get('/api/index.json')) as Record<string, unknown> | undefined;
    const listed = new Set(
      (Array.isArray(index?.endpoints) ? index.endpoints : []).map((e: { path?: unknown }) => e?.path),
    );
    const unlisted = paths.filter((p) => !listed.has(p));
    pass('lists every endpoint', '/api/index.json', unlisted.length === 0, `missing ${unlisted.join(', ')}`);

    await errorChecks(get, schemas?.get('#error'), pass);
    const links = await linkChecks(
      get,
      liveBaseOf(index ?? {}, url),
      parse(bodies.get('/api/posts.json')),
      pass,
      bodies,
    );
    const hashList = await hashListChecks(get, index, bodies, pass);
    if (redirects.length) await aliasChecks(get, redirects, pass, new URL(url).pathname);

    const failed = checks.filter((c) => !c.ok).length;
    return {
      url,
      ok: failed === 0,
      passed: checks.length - failed,
      failed,
      checks,
      links,
      hashList,
      net: client.stats(),
    };
  } finally {
    client.close();
  }
}

type Get = (method: string, path: string, headers?: Record<string, string>) => Promise<Reply | string>;
type Pass = (name: string, target: string, ok: boolean, detail?: string) => void;

/** A request whose failure (after the retries) is a failed check, not the end of the run. */
async function attempt(client: Client, method: string, href: string, headers?: Record<string, string>) {
  try {
    return await client.request(method, href, headers);
  } catch (error) {
    if (error instanceof NetError)
      return error.reason + (error.attempts > 1 ? ` (${error.attempts} attempts)` : '');
    throw error;
  }
}

const shown = (value: string | undefined) => (value === undefined ? '(none)' : JSON.stringify(value));

/** 200, JSON, CORS, caching, a strong ETag, 304 on If-None-Match, HEAD. */
async function endpointChecks(get: Get, path: string, reply: Reply, pass: Pass): Promise<void> {
  pass('GET 200', path, reply.status === 200, `answered ${reply.status}`);
  if (reply.status !== 200) return;
  const type = header(reply.headers, 'content-type');
  pass('content type JSON', path, JSON_TYPE.test(type ?? ''), `Content-Type ${shown(type)}`);
  corsCheck(path, reply, pass);
  const cache = header(reply.headers, 'cache-control');
  const age = Number(/max-age=(\d+)/.exec(cache ?? '')?.[1] ?? 0);
  pass('cached an hour or more', path, age >= 3600, `Cache-Control ${shown(cache)}`);
  const etag = header(reply.headers, 'etag');
  pass('strong ETag', path, etag !== undefined && STRONG_ETAG.test(etag), `ETag ${shown(etag)}`);
  if (etag === undefined) return;
  const [again, head] = await Promise.all([get('GET', path, { 'if-none-match': etag }), get('HEAD', path)]);
  if (typeof again === 'string') pass('304 on If-None-Match', path, false, again);
  else
    pass(
      '304 on If-None-Match',
      path,
      again.status === 304 && again.body.byteLength === 0 && header(again.headers, 'etag') === etag,
      `answered ${again.status} with ETag ${shown(header(again.headers, 'etag'))} and ${again.body.byteLength} bytes`,
    );
  if (typeof head === 'string') pass('HEAD', path, false, head);
  else
    pass(
      'HEAD',
      path,
      head.status === 200 && head.body.byteLength === 0 && header(head.headers, 'etag') === etag,
      `answered ${head.status} with ETag ${shown(header(head.headers, 'etag'))} and ${head.body.byteLength} bytes`,
    );
}

function corsCheck(path: string, reply: Reply, pass: Pass, name = 'CORS headers'): void {
  const origin = header(reply.headers, 'access-control-allow-origin');
  const expose = header(reply.headers, 'access-control-expose-headers') ?? '';
  pass(
    name,
    path,
    origin === '*' && /(^|,)\s*etag\s*(,|$)/i.test(expose),
    `Access-Control-Allow-Origin ${shown(origin)}, Access-Control-Expose-Headers ${shown(expose || undefined)}`,
  );
}

/** Preflight, and 404, 405 and 406 with the JSON Error body. */
async function errorChecks(get: Get, errorSchema: ValidateFunction | undefined, pass: Pass): Promise<void> {
  const preflight = await get('OPTIONS', '/api/index.json', {
    origin: 'https://example.org',
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'if-none-match',
  });
  if (typeof preflight === 'string') pass('OPTIONS preflight', '/api/index.json', false, preflight);
  else {
    const methods = header(preflight.headers, 'access-control-allow-methods') ?? '';
    const allowed = header(preflight.headers, 'access-control-allow-headers') ?? '';
    pass(
      'OPTIONS preflight',
      '/api/index.json',
      (preflight.status === 204 || preflight.status === 200) &&
        header(preflight.headers, 'access-control-allow-origin') === '*' &&
        /\bGET\b/.test(methods) &&
        (/if-none-match|\*/i.test(allowed) || allowed === ''),
      `answered ${preflight.status}, Allow-Origin ${shown(header(preflight.headers, 'access-control-allow-origin'))}, Allow-Methods ${shown(methods || undefined)}, Allow-Headers ${shown(allowed || undefined)}`,
    );
  }
  const missing = `/api/site-api-check-${randomBytes(4).toString('hex')}.json`;
  const cases: [string, string, string, Record<string, string>, number, string][] = [
    ['404 JSON error', 'GET', missing, {}, 404, 'not_found'],
    ['405 JSON error', 'POST', '/api/index.json', {}, 405, 'method_not_allowed'],
    ['406 JSON error', 'GET', '/api/index.json', { accept: 'text/html' }, 406, 'not_acceptable'],
  ];
  for (const [name, method, path, headers, status, code] of cases) {
    const reply = await get(method, path, headers);
    if (typeof reply === 'string') {
      pass(name, `${method} ${path}`, false, reply);
      continue;
    }
    const body = parse(reply, true) as { error?: { code?: string } } | undefined;
    const schemaOk = body !== undefined && (errorSchema ? errorSchema(body) === true : true);
    const problems = [
      reply.status !== status && `answered ${reply.status}`,
      !JSON_TYPE.test(header(reply.headers, 'content-type') ?? '') &&
        `Content-Type ${shown(header(reply.headers, 'content-type'))}`,
      !schemaOk && `body is not an Error${errorSchema?.errors ? `: ${errorsOf(errorSchema)}` : ''}`,
      schemaOk && body?.error?.code !== code && `error.code ${shown(body?.error?.code)}`,
      status === 405 && !header(reply.headers, 'allow') && 'no Allow header',
    ].filter(Boolean);
    pass(name, `${method} ${path}`, problems.length === 0, problems.join(', '));
    corsCheck(`${method} ${path}`, reply, pass, 'CORS headers on errors');
  }
}

/** sitemaps.org's limit on the sitemaps one index lists; check follows no more parts than that in all. */
export const MAX_SITEMAP_PARTS = 50_000;

/**
 * Every link of llms.txt, the sitemap (and its parts) and the feed under the site's base answers 200.
 * Only sitemap indexes lead to more documents to read, and each sitemap is read once: a part already
 * read (an index listing itself or an ancestor) is a cycle, and parts beyond MAX_SITEMAP_PARTS are not
 * followed; both are failed checks, so a hostile or broken sitemap cannot keep check running.
 */
async function linkChecks(
  get: Get,
  base: string,
  posts: unknown,
  pass: Pass,
  /** Filled with the documents read (llms.txt, sitemaps, the feed), for the hash list's checks. */
  fetched: Map<string, Reply>,
) {
  const feedUrl = (posts as { feed?: unknown } | undefined)?.feed;
  const feed = typeof feedUrl === 'string' ? linkTarget(base, feedUrl)?.path : undefined;
  const sources: ['llms' | 'sitemap' | 'feed', string][] = [
    ['llms', '/llms.txt'],
    ['sitemap', '/sitemap.xml'],
    ...(feed ? [['feed', feed] as ['feed', string]] : []),
  ];
  // Every sitemap queued, with the index that listed it (undefined for /sitemap.xml).
  const sitemaps = new Map<string, string | undefined>([['/sitemap.xml', undefined]]);
  const cycles = new Set<string>();
  let beyondCap = 0;
  const targets = new Map<string, string>();
  let external = 0;
  for (let i = 0; i < sources.length; i++) {
    const [kind, path] = sources[i] as [(typeof sources)[number][0], string];
    const reply = await get('GET', path);
    const ok = typeof reply !== 'string' && reply.status === 200;
    pass('GET 200', path, ok, typeof reply === 'string' ? reply : `answered ${reply.status}`);
    if (!ok) continue;
    fetched.set(path, reply);
    const text = reply.body.toString('utf8');
    const isIndex = kind === 'sitemap' && text.includes('<sitemapindex');
    for (const link of linksOf(kind, text)) {
      const target = linkTarget(base, link);
      if (!target) external++;
      else if (isIndex && !target.page) {
        if (sitemaps.has(target.path)) {
          const chain = ancestry(sitemaps, path);
          // A part listed twice is read once; a part that leads back to an index above it is a cycle.
          if (chain.includes(target.path) && !cycles.has(`${path} ${target.path}`)) {
            cycles.add(`${path} ${target.path}`);
            pass(
              'sitemap index without cycles',
              path,
              false,
              `cycle: ${[...chain.slice(0, chain.indexOf(target.path) + 1).reverse(), target.path].join(' → ')}; not followed`,
            );
          }
        } else if (sitemaps.size > MAX_SITEMAP_PARTS) beyondCap++;
        else {
          sitemaps.set(target.path, path);
          sources.push(['sitemap', target.path]);
        }
      } else if (!targets.has(target.path)) targets.set(target.path, `${link} (in ${path})`);
    }
  }
  if (beyondCap > 0)
    pass(
      'sitemap parts within the limit',
      '/sitemap.xml',
      false,
      `more than ${grouped(MAX_SITEMAP_PARTS)} sitemap parts: ${beyondCap} not followed`,
    );
  const broken: string[] = [];
  await Promise.all(
    [...targets].map(async ([path, from]) => {
      const reply = await get('HEAD', path);
      if (typeof reply === 'string' || reply.status !== 200)
        broken.push(`${from} → ${path}: ${typeof reply === 'string' ? reply : reply.status}`);
    }),
  );
  broken.sort();
  for (const b of broken.slice(0, 20)) pass('link answers 200', 'links', false, b);
  if (broken.length > 20)
    pass('link answers 200', 'links', false, `… and ${broken.length - 20} more broken links`);
  pass('every link answers 200', `${targets.size} links`, broken.length === 0, `${broken.length} broken`);
  return { checked: targets.size, external };
}

/**
 * The live hash list, when the site publishes one: readable, of the same build as /api/index.json, and
 * naming every file check fetched with the hash and size of the bytes served. diff trusts the list to
 * skip a request per file, so a list that vouches for other bytes (a stale copy at a CDN) would hide
 * changes from it; diff checks a few files itself and falls back, check names every one that differs.
 */
async function hashListChecks(
  get: Get,
  index: Record<string, unknown> | undefined,
  fetched: ReadonlyMap<string, Reply>,
  pass: Pass,
): Promise<ConformanceReport['hashList']> {
  const reply = await get('GET', FILE_LIST);
  if (typeof reply !== 'string' && reply.status === 404) return null;
  if (typeof reply === 'string' || reply.status !== 200) {
    pass(
      'hash list readable',
      FILE_LIST,
      false,
      typeof reply === 'string' ? reply : `answered ${reply.status}`,
    );
    return null;
  }
  const read = parseFileList(reply.body.toString('utf8'));
  if ('problem' in read) {
    pass('hash list readable', FILE_LIST, false, read.problem);
    return null;
  }
  const { list } = read;
  pass('hash list readable', FILE_LIST, true);
  const built = index?.generated_at;
  pass(
    'hash list of the live build',
    FILE_LIST,
    list.generated_at === built,
    `the list is of the build generated at ${list.generated_at}; /api/index.json of ${shown(typeof built === 'string' ? built : undefined)}`,
  );
  let compared = 0;
  for (const [path, served] of [...fetched].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (served.status !== 200 || !isListed(path)) continue;
    compared++;
    const named = list.files.get(path);
    // By the bytes, which say it whatever the host: an ETag header may be weak (a CDN compressed the
    // file) or the host's own (S3's is an MD5).
    const hash = etagOf(served.body).slice(1, -1);
    pass(
      'named by the hash list as served',
      path,
      named !== undefined && named.etag === hash && named.size === served.body.byteLength,
      named === undefined
        ? `served, but ${FILE_LIST} does not name it`
        : `served ${served.body.byteLength} bytes whose hash is ${shown(hash)}; the list names ${shown(named.etag)} and ${named.size} bytes`,
    );
  }
  return { listed: list.count, compared };
}

/** A sitemap, the index that listed it, that index's own, … up to /sitemap.xml. */
function ancestry(sitemaps: Map<string, string | undefined>, path: string): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = path; at !== undefined && !chain.includes(at); at = sitemaps.get(at))
    chain.push(at);
  return chain;
}

/** The JSON body of an answer, or undefined; only a 200's body counts unless `anyStatus`. */
function parse(reply: Reply | undefined, anyStatus = false): unknown {
  if (!reply || (reply.status !== 200 && !anyStatus)) return undefined;
  try {
    return JSON.parse(reply.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function errorsOf(validate: ValidateFunction): string {
  const errors = validate.errors ?? [];
  const first = errors.slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  return first.join('; ') + (errors.length > 3 ? `; … ${errors.length - 3} more` : '');
}
