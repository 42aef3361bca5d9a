import { closeSync, existsSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { findLinks, htmlAttribute, isLocalLink, rewriteLinks } from '../content/links.js';
import type { SourcePost } from './source.js';

/**
 * The old site's files besides its posts that an import copies into `static/`, at the path the old
 * site served them: the files its posts link root-relative (`/assets/images/a.png`), so their URLs
 * and the posts' links keep working, and the files at its root that a host or a search engine reads
 * (`CNAME`: a GitHub Pages custom domain; favicons; `ads.txt`; site verification pages). Nothing is
 * read as content and nothing outside the old site's folder is taken.
 */

/** Root files a host, a browser or a search engine asks for by name. */
const HOST_FILE =
  /^(?:CNAME|robots\.txt|favicon\.(?:ico|png|svg)|apple-touch-icon(?:-[\w-]+)?\.png|(?:app-)?ads\.txt|humans\.txt|keybase\.txt|BingSiteAuth\.xml|google[0-9a-f]{16}\.html|naver[0-9a-f]{32}\.html|yandex_[0-9a-f]{16}\.html)$/;

/**
 * The file under `dir` (the old site's root for Jekyll, `static/` for Hugo) served at a root-relative
 * path, when it is a plain file the generator copied as it is: inside `dir` (after symbolic links), no
 * segment starting with `.` or `_` (Jekyll publishes neither; site-api skips both in `static/`), and
 * no front matter (a file with it was a page the generator rendered).
 */
export function servedFile(dir: string, path: string): string | undefined {
  let clean = path.replace(/[?#].*$/, '');
  try {
    clean = decodeURIComponent(clean);
  } catch {
    return undefined;
  }
  const segments = clean.split('/').filter((s) => s !== '');
  if (
    segments.length === 0 ||
    segments.some((s) => s.startsWith('.') || s.startsWith('_') || s.includes('\\'))
  )
    return undefined;
  const file = join(dir, ...segments);
  try {
    const real = realpathSync(file);
    const root = realpathSync(dir);
    if (!real.startsWith(root + sep) || !statSync(real).isFile() || hasFrontMatter(real)) return undefined;
  } catch {
    return undefined;
  }
  return file;
}

/** The host files at the root of `dir`, by the path they are served at. */
export function hostFiles(dir: string): { path: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => HOST_FILE.test(e.name))
    .flatMap((e) => {
      const file = servedFile(dir, `/${e.name}`);
      return file ? [{ path: `/${e.name}`, file }] : [];
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * The root-relative paths a post body points at: Markdown link and image destinations, and in HTML,
 * Liquid include parameters and Hugo shortcodes, the values of `src`, `href`, `poster`, `data-src`,
 * `url` and `image` (`{% include figure.html url="/assets/a.png" %}`, `{{< figure src="/a.png" >}}`):
 * the files such an include or shortcode shows are copied, so the page works once it is rewritten.
 */
export function rootPaths(body: string): string[] {
  const found = new Set<string>();
  const add = (dest: string) => {
    if (dest.startsWith('/') && !dest.startsWith('//')) found.add(dest.replace(/[?#].*$/, ''));
  };
  for (const link of findLinks(body)) add(link.dest);
  for (const m of body.matchAll(
    /\b(?:src|href|poster|data-src|url|image)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi,
  ))
    add((m[1] ?? m[2] ?? m[3] ?? '').trim());
  return [...found];
}

/** Whether a file starts with a front matter fence (`---`), as a generator's pages do. */
function hasFrontMatter(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    const n = readSync(fd, head, 0, 5, 0);
    return /^(?:\uFEFF)?---\r?\n/.test(head.subarray(0, n).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

/**
 * The old Jekyll site's pages that are not posts (`about.md`, `_pages/privacy-policy.md` when
 * `include:` names `_pages`), by file and the path Jekyll gave it: they are not imported (site-api
 * has no free pages), so the plan names them. The home page, the 404 page and feeds are site-api's own.
 */
export function jekyllPages(
  folder: string,
  included: readonly string[],
  /** `_config.yml`'s `exclude:`: paths (`docs`, `/docs/`) or globs (`*.md`) Jekyll never read. */
  excluded: readonly string[],
  permalinkOf: (file: string) => string | undefined,
  /**
   * Whether a page's URL ends in `/` (`/about/`) rather than `.html`: Jekyll's own for a site whose
   * `permalink` is `pretty` or ends in `/` (Utils.add_permalink_suffix).
   */
  slashed = false,
): { file: string; path: string }[] {
  const out: { file: string; path: string }[] = [];
  const skip = new Set(['node_modules', 'vendor']);
  const exclusions = excluded.map(exclusion);
  const walk = (dir: string, depth: number) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const rel = relative(folder, join(dir, e.name));
      const allowed = !/^[._]/.test(e.name) || included.includes(rel);
      // What `include:` names is read even where `exclude:` names it too (Jekyll's EntryFilter).
      if (!allowed || (!included.includes(rel) && exclusions.some((matches) => matches(rel)))) continue;
      if (e.isDirectory()) {
        if (depth < 4 && !skip.has(e.name)) walk(join(dir, e.name), depth + 1);
        continue;
      }
      if (!e.isFile() || !/\.(?:md|markdown|html)$/.test(e.name) || !hasFrontMatter(join(dir, e.name)))
        continue;
      if (/^(?:index\.(?:md|markdown|html)|404\.(?:md|html))$/.test(rel)) continue;
      // A folder's index is the folder's page (`blog/index.html` at /blog/), as Jekyll writes it.
      const path =
        permalinkOf(join(dir, e.name)) ??
        (/^index\.(?:md|markdown|html)$/.test(e.name)
          ? `/${rel.slice(0, -e.name.length)}`
          : `/${rel.replace(/\.(?:md|markdown|html)$/, slashed ? '/' : '.html')}`);
      // A not-found page elsewhere (Chirpy's assets/404.html at /404.html) is site-api's own too.
      if (/^\/404(?:\.html|\/)?$/.test(path)) continue;
      out.push({ file: rel, path });
    }
  };
  walk(folder, 0);
  return out.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/**
 * One of `exclude:`'s entries as Jekyll's EntryFilter matches it (`glob_include?`): the entry's path
 * from the site's folder starting with it (a leading `/` aside: `draft` also excludes `drafts/`), or
 * matching it as File.fnmatch does without flags (`*` and `?` cross `/`).
 */
function exclusion(entry: string): (rel: string) => boolean {
  const path = entry.replace(/^\/+/, '');
  if (path === '') return () => false;
  const glob = new RegExp(
    `^${path
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.')}$`,
  );
  return (rel) => rel.startsWith(path) || glob.test(rel);
}

/** The folder of a post's old URL (`/2024/01/a.html` → `/2024/01/`), where its relative links were read. */
export function oldFolder(post: SourcePost): string[] {
  return post.oldPath?.startsWith('/') ? [post.oldPath.replace(/[^/]*$/, '')] : [];
}

/**
 * A post's relative links to the old site's files (`![](../assets/img/a.png)`), and those written with
 * backslashes (`\assets\a.png`, which a browser reads as `/assets/a.png`), in Markdown or an HTML
 * attribute, outside code: the root path of the file they name, read from each of `folders` in turn
 * (root-relative, ending in `/`) until `served` finds the file, which the plan then copies. A link to
 * a Markdown file, or one naming no file from any folder, is left as written (validate names it).
 */
export function relativeFileLinks(
  body: string,
  folders: readonly string[],
  /** The old site's file at a root path; null when the path is the post's own (left as written). */
  served: (path: string) => string | undefined | null,
): { body: string; dropped: string[] } {
  if (!/\]\(|<[a-z]/i.test(body)) return { body, dropped: [] };
  const { text, count } = rewriteLinks(body, (link) => {
    const cut = link.dest.search(/[?#]/);
    const written = cut < 0 ? link.dest : link.dest.slice(0, cut);
    const rest = cut < 0 ? '' : link.dest.slice(cut);
    // A browser reads `\` in a URL as `/` (`\assets\a.png` is `/assets/a.png`): what the old page showed.
    const path = written.replaceAll('\\', '/');
    if (path === '' || !isLocalLink(link.dest) || /\.(?:md|markdown)$/i.test(path)) return undefined;
    if (path.startsWith('/') && path === written) return undefined;
    for (const folder of path.startsWith('/') ? ['/'] : folders) {
      const to = posix.normalize(posix.join(folder, path));
      const file = served(to);
      if (file === null) return undefined;
      if (file === undefined) continue;
      // As served reads it (escapes decoded: `img%2Fa.png` is `img/a.png`), written back so a Markdown
      // destination holds it.
      let decoded = to;
      try {
        decoded = decodeURIComponent(to);
      } catch {}
      // `#` and `?` were part of the name (written %23, %3F): they stay escaped.
      const out = `${decoded.replace(/[\s()<>%#?]/g, (c) => encodeURIComponent(c))}${rest}`;
      return link.html ? htmlAttribute(out) : out;
    }
    return undefined;
  });
  return {
    body: text,
    dropped: count ? [`a link relative to the post → the file's path${count > 1 ? ` ×${count}` : ''}`] : [],
  };
}
