/**
 * Where a post lives on the site: its path from the site's permalink pattern (or its own `url:`), and
 * the old paths (`aliases:`) that redirect to it. Shared by the check (collisions, bad paths) and the
 * build (every `url`, the twins, the redirect table), so the two can never disagree.
 */

import { keptFolder } from './static-paths.js';

/** The placeholders a post pattern may use. */
export const POST_PLACEHOLDERS = ['year', 'month', 'day', 'category', 'id'] as const;

export const DEFAULT_POST_PATTERN = '/blog/{id}';

/** Single paths the build publishes or keeps itself, which no post path or alias may take. */
const BUILT = /^\/(_redirects$|404\.html$|robots\.txt$|sitemap[^/]*\.xml$|llms(-full)?\.txt$|index\.md$)/;

/** Whether a post's path or alias would be on one the site builds or keeps itself (`feed`: site.yaml's). */
export function builtPath(path: string, feed: string): boolean {
  return keptFolder(path) !== undefined || BUILT.test(path) || path === feed;
}

/** What a pattern needs from a post. `date` is the post's local date as written (`YYYY-MM-DD…`). */
export interface PermalinkFields {
  id: string;
  date: string;
  category?: string;
}

/**
 * The site path of a post from a pattern (`/{year}/{month}/{category}/{id}/`): NFC, not encoded. An
 * empty `{category}` drops its segment, as Jekyll does, so a post without one gets `/2020/05/id/`.
 */
export function postPath(pattern: string, post: PermalinkFields): string {
  let path = '';
  // The date's parts, split only for a pattern that uses one (most are `/blog/{id}`).
  let ymd: string[] | undefined;
  for (const part of compiled(pattern)) {
    if (typeof part === 'string') path += part;
    else if (part.name === 'id') path += post.id;
    else if (part.name === 'category')
      path += post.category ? post.category.normalize('NFC').replace(/^\/+|\/+$/g, '') : '';
    else if (part.date !== undefined) {
      ymd ??= post.date.slice(0, 10).split('-');
      path += ymd[part.date] ?? '';
    } else path += part.whole;
  }
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/');
  // Printable ASCII alone is already NFC (anything else, control characters included, is normalised).
  return NOT_ASCII.test(path) ? path.normalize('NFC') : path;
}

const NOT_ASCII = /[^ -~]/;

/**
 * A pattern as its literal text and its `{name}` placeholders, in order (10k posts share one pattern);
 * `date`: which part of the date (`YYYY-MM-DD`) a year, month or day stands for.
 */
type Part = string | { name: string; whole: string; date: number | undefined };
const DATE_PARTS = new Map([
  ['year', 0],
  ['month', 1],
  ['day', 2],
]);
const patterns = new Map<string, Part[]>();
function compiled(pattern: string): Part[] {
  let parts = patterns.get(pattern);
  if (parts === undefined) {
    parts = [];
    let last = 0;
    for (const m of pattern.matchAll(/\{(\w+)\}/g)) {
      if (m.index > last) parts.push(pattern.slice(last, m.index));
      const name = m[1] as string;
      parts.push({ name, whole: m[0], date: DATE_PARTS.get(name) });
      last = m.index + m[0].length;
    }
    if (last < pattern.length) parts.push(pattern.slice(last));
    if (patterns.size > 64) patterns.clear();
    patterns.set(pattern, parts);
  }
  return parts;
}

/**
 * Why a site path (a `url:`, an alias) cannot be one, or undefined when it can: it starts with `/`, has
 * no query, fragment, white space, backslash, empty segment, or `.`/`..` segment (a path never leaves
 * the site's root), and is not percent-encoded (write `/블로그/`, not `/%EB%B8%94…`: it is encoded when published).
 * An alias may hold spaces: an old URL can (Jekyll put a category `Problem Solve` in its URLs as
 * `/problem%20solve/…`); the redirect table writes it encoded.
 */
export function sitePathProblem(path: string, kind: 'url' | 'alias' = 'url'): string | undefined {
  if (!path.startsWith('/')) return 'it does not start with /';
  if (/[?#]/.test(path)) return 'it holds a query or fragment (? or #)';
  if ((kind === 'alias' ? /[^\S ]|\\/ : /[\s\\]/).test(path))
    return kind === 'alias'
      ? 'it holds white space other than a space, or a backslash'
      : 'it holds white space or a backslash';
  if (path.includes('//')) return 'it has an empty segment (//)';
  if (/\/\.\.?(\/|$)/.test(path)) return 'it has a . or .. segment';
  if (/%[0-9A-Fa-f]{2}/.test(path)) return 'it is percent-encoded';
  if (path.includes('{') || path.includes('}')) return 'it holds { or }';
  return undefined;
}

/** Why a post pattern cannot be used, or undefined: a site path whose placeholders are known, with `{id}` once. */
export function postPatternProblem(pattern: string): string | undefined {
  const names = [...pattern.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] as string);
  const unknown = names.find((n) => !(POST_PLACEHOLDERS as readonly string[]).includes(n));
  if (unknown !== undefined)
    return `{${unknown}} is not a placeholder (use ${POST_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`;
  if (names.filter((n) => n === 'id').length !== 1) return 'it must hold {id} exactly once';
  return sitePathProblem(pattern.replace(/\{[a-z]+\}/g, 'x'));
}

/**
 * The key two paths share when a server would answer them as one: NFC, and no trailing slash
 * (`/a/b/` and `/a/b` are one page to a visitor, so one may not redirect to the other's post).
 */
export function pathKey(path: string): string {
  const nfc = path.normalize('NFC');
  return nfc.length > 1 ? nfc.replace(/\/$/, '') : nfc;
}

/** The published path of a page's Markdown twin: `/blog/a` → `/blog/a.md`, `/2020/a/` → `/2020/a.md`, `/` → `/index.md`. */
export function twinPath(page: string): string {
  return page === '/' ? '/index.md' : `${page.replace(/\/$/, '')}.md`;
}
