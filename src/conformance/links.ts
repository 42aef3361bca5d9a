import { pathOf, twinOf } from '../diff/live.js';

/** Pure helpers of check: the links of the published guides, and what a link names on the site. */

const FILE = /\.(json|txt|xml|md|html)$/;

/** The absolute links of llms.txt (`](url)`), a sitemap (`<loc>`) or an Atom feed (`href="…"`). */
export function linksOf(kind: 'llms' | 'sitemap' | 'feed', text: string): string[] {
  const pattern =
    kind === 'llms'
      ? /\]\((https?:[^)\s]+)\)/g
      : kind === 'sitemap'
        ? /<loc>([^<]+)<\/loc>/g
        : /href="([^"]+)"/g;
  return [...text.matchAll(pattern)].map((m) => (m[1] as string).replaceAll('&amp;', '&'));
}

/**
 * The published path to ask for, for a link under the site's base URL: a file as it is, a page
 * (`/blog/a`, `/`) through its Markdown twin, because the HTML pages are the site's, not the API's.
 * Undefined for a link outside the base, which check does not follow.
 */
export function linkTarget(base: string, url: string): { path: string; page: boolean } | undefined {
  const path = pathOf(base, url);
  if (path === undefined) return undefined;
  return FILE.test(path) ? { path, page: false } : { path: twinOf(path), page: true };
}
