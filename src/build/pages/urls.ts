import { absoluteUrl } from '../model.js';

/**
 * Every internal URL of the pages comes from here, so a base URL with a path (`https://x.example/blog`)
 * works: links are root-relative with the base's path in front (a page served locally links locally,
 * never to production), canonical and OpenGraph URLs are absolute.
 */
export interface Urls {
  /** Root-relative link to a site path: `/blog/a` → `/prefix/blog/a`. */
  href(path: string): string;
  /** Absolute URL of a site path. */
  abs(path: string): string;
  /** Root-relative link for an absolute URL the API hands out (Post.url, Tag.url). */
  local(url: string): string;
  /** The site path of an absolute URL of the site: `https://x/prefix/blog/a` → `/blog/a`, decoded. */
  pathOf(url: string): string;
}

export function urlsFor(base: string): Urls {
  const { pathname } = new URL(base);
  const prefix = pathname.replace(/\/+$/, '');
  const encoded = (path: string) => path.split('/').map(encodeURIComponent).join('/');
  return {
    href: (path) => `${prefix}${encoded(path)}` || '/',
    abs: (path) => absoluteUrl(base, path),
    local: localOf(base),
    pathOf: (url) => decodeURIComponent(url.slice(base.length)) || '/',
  };
}

/**
 * The file that holds the page of a site path: `/blog/a` → `/blog/a/index.html`, `/` → `/index.html`.
 * A folder index is what every host serves without configuration (S3 website hosting, Cloudflare Pages,
 * nginx, Apache; the edge worker and `serve` answer `/blog/a` from it directly, without a redirect).
 * A path that names an HTML file (`/2024/01/a.html`, a Jekyll permalink) is that file: as a folder
 * `a.html/index.html`, S3 website hosting answered 404 and GitHub Pages a redirect to `a.html/`.
 */
export function pageFile(path: string): string {
  return /\/[^/]+\.html?$/i.test(path) ? path : folderIndex(path);
}

/**
 * The file of an alias's forwarding page (files/alias-pages.ts): always a folder's index. A file at the
 * alias's own path would never be read where the redirect table is (serve, the worker answer the alias
 * with a 301 first, and diff could not fetch it).
 */
export function aliasPageFile(path: string): string {
  return folderIndex(path);
}

function folderIndex(path: string): string {
  return path === '/' ? '/index.html' : `${path.replace(/\/+$/, '')}/index.html`;
}

/** The Markdown twin of a site path (see files/twins.ts). */
export function twinFile(path: string): string {
  return `${path === '/' ? '/index' : path}.md`;
}

/**
 * A URL on the site's own origin written root-relative (`https://x.example/notes/a.png` →
 * `/notes/a.png`), any other as it is. The build writes a post's relative links absolute
 * (build/assets.ts), which twins and feeds read elsewhere need; a page links root-relative, as its
 * navigation does, so that a page served by `site-api serve` shows the images and links of the build
 * it is part of, not production's (docs/pages.md).
 */
export function localOf(base: string): (url: string) => string {
  const { origin } = new URL(base);
  return (url) => {
    if (!url.startsWith(origin)) return url;
    const next = url[origin.length];
    return next === undefined || next === '/' || next === '?' || next === '#'
      ? url.slice(origin.length) || '/'
      : url;
  };
}
