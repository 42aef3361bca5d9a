import type { IncomingHttpHeaders } from 'node:http';
import { FILE_LIST } from '../edge/handler.js';

/**
 * Pure helpers of diff about the live site: which files it names, whether its headers drifted from
 * what the edge sends, and whether an answer is a page of HTML standing in for a missing file.
 */

export interface HeaderDrift {
  header: string;
  expected: string;
  found: string;
}

const MIN_MAX_AGE = 3600;

/** The text of a header as one string (`set-cookie` style arrays joined), or undefined. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const mediaType = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** The longest a cache may keep the hash list without asking: longer, and diff may read a stale one. */
const MAX_LIST_AGE = 60;

/**
 * What the live headers of a file do not do that the edge would: its content type (only known on a
 * 200), CORS, and at least an hour of caching; for the hash list (`path`), at most a minute of it, or
 * `no-cache`, since it changes with every publish.
 */
export function headerDrift(
  headers: IncomingHttpHeaders,
  contentType: string | undefined,
  path?: string,
): HeaderDrift[] {
  const out: HeaderDrift[] = [];
  const type = header(headers, 'content-type');
  if (contentType !== undefined && (type === undefined || mediaType(type) !== mediaType(contentType)))
    out.push({ header: 'content-type', expected: contentType, found: type ?? '(none)' });
  const cors = header(headers, 'access-control-allow-origin');
  if (cors !== '*')
    out.push({ header: 'access-control-allow-origin', expected: '*', found: cors ?? '(none)' });
  const cache = header(headers, 'cache-control') ?? '';
  const age = /(?:^|,)\s*(?:s-)?max-age=(\d+)/i.exec(cache);
  if (path === FILE_LIST) {
    const revalidated = /no-cache|no-store/i.test(cache) || (age !== null && Number(age[1]) <= MAX_LIST_AGE);
    if (!revalidated)
      out.push({
        header: 'cache-control',
        expected: `no-cache (or max-age≤${MAX_LIST_AGE})`,
        found: cache || '(none)',
      });
  } else if (!age || Number(age[1]) < MIN_MAX_AGE || /no-store|no-cache|private/i.test(cache))
    out.push({
      header: 'cache-control',
      expected: `public, max-age≥${MIN_MAX_AGE}`,
      found: cache || '(none)',
    });
  return out;
}

/** A 200 of HTML for a file that is not HTML: a host's catch-all page, read as "not on the live site". */
export function isHtmlStandIn(headers: IncomingHttpHeaders, path: string): boolean {
  return !path.endsWith('.html') && /^text\/html/i.test(header(headers, 'content-type') ?? '');
}

/**
 * The base URL the live site's own links use: its API index names `/openapi.json` under it. Links
 * under that base name files of the site; others (a store page, a licence) do not.
 */
export function liveBaseOf(index: Record<string, unknown>, fallback: string): string {
  const openapi = index.openapi;
  if (typeof openapi === 'string' && openapi.endsWith('/openapi.json'))
    return openapi.slice(0, -'/openapi.json'.length);
  return fallback;
}

/** The published path of a URL under the live base, decoded; undefined for a URL outside it. */
export function pathOf(base: string, url: string): string | undefined {
  if (url !== base && !url.startsWith(`${base}/`)) return undefined;
  try {
    return decodeURIComponent(url.slice(base.length).split(/[?#]/)[0] as string).normalize('NFC') || '/';
  } catch {
    return undefined;
  }
}

/** The Markdown twin of a page (`/blog/a` → `/blog/a.md`, `/` → `/index.md`). */
export function twinOf(page: string): string {
  return page === '/' ? '/index.md' : `${page.replace(/\/$/, '')}.md`;
}

// biome-ignore lint/suspicious/noExplicitAny: live JSON of unknown shape, read defensively.
type Loose = any;

/**
 * Every file the live site names, with where it was named: the endpoints of its API index, the
 * twins of its posts and tags, its feed, and the twins of the pages and the parts its sitemap lists.
 * The manifest is not published, so this is how files that only the live site has are found.
 */
export function namedFiles(
  base: string,
  live: { index?: Loose; posts?: Loose; tags?: Loose; sitemap?: string },
): Map<string, string> {
  const named = new Map<string, string>();
  const add = (path: string | undefined, by: string) => {
    if (path?.startsWith('/') && !named.has(path)) named.set(path, by);
  };
  for (const e of Array.isArray(live.index?.endpoints) ? live.index.endpoints : [])
    if (typeof e?.path === 'string') add(e.path, 'the API index');
  for (const p of Array.isArray(live.posts?.posts) ? live.posts.posts : []) {
    const page = typeof p?.url === 'string' ? pathOf(base, p.url) : undefined;
    if (page) add(twinOf(page), 'posts.json');
  }
  if (typeof live.posts?.feed === 'string') add(pathOf(base, live.posts.feed), 'posts.json');
  for (const t of Array.isArray(live.tags?.tags) ? live.tags.tags : []) {
    const page = typeof t?.url === 'string' ? pathOf(base, t.url) : undefined;
    if (page) add(twinOf(page), 'tags.json');
  }
  if (live.sitemap) {
    const index = live.sitemap.includes('<sitemapindex');
    for (const m of live.sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const page = pathOf(base, (m[1] as string).replaceAll('&amp;', '&'));
      if (page) add(index ? page : twinOf(page), 'the sitemap');
    }
  }
  return named;
}
