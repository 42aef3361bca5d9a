import {
  contentTargets,
  decodeEntities,
  FILE_LINK,
  type FoundLink,
  isRelativePageLink,
  localLinksOf,
  resolvedPageLink,
  WEB_ADDRESS,
  withinBase,
} from '../content/links.js';
import type { PostEntry } from '../content/model.js';
import { redirectKey, sitePath } from '../edge/handler.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import type { Memo } from '../ground/memo.js';

/**
 * Links in a post to pages of the site that the site does not publish (build/paths.ts runs it with
 * the paths it lists): a root-relative link (`/blog/old-name/`, `<a href="/about/">`) that the edge
 * would answer with 404, and a relative link written as a web address without its scheme
 * (`github.com/me/`), which is a path under the post's own page. Warnings at the link: another
 * server may answer a path on the same host. Links to files (`/images/a.png`) are check/links.ts's;
 * other relative page links (`../other`) are looked up where they lead from the post's page, which
 * is where the build writes them.
 */
export const PAGE_LINK_CODE = 'link-page-missing';

export interface PageLink {
  link: FoundLink;
  /**
   * The site path the edge looks up for it (edge/handler.ts sitePath: dot segments resolved as a
   * browser resolves them, percent-escapes read, NFC); undefined for one the edge refuses (`%ZZ`,
   * an encoded slash), which answers 404.
   */
  path: string | undefined;
  /** A relative link that reads as a web address without its scheme. */
  web?: true;
  /**
   * A relative link to a page (no extension: `../other-post/`, `sibling`). Unless a content file
   * answers it, the build writes it resolved against the post's page (build/assets.ts linkWriter),
   * the same in the page, its twin and its feed entry: a finding when nothing is published there.
   */
  relative?: true;
}

/** Where the links stand in a key: what each asks for and where it is (a finding is at its line). */
export const pageLinksKey = (post: PostEntry, links: readonly PageLink[]): string =>
  links
    .map(
      ({ link }) => `${link.html ? 'h' : 'm'}${link.dest}\u0003${post.bodyLine + link.line}:${link.column}`,
    )
    .join('\u0001');

/**
 * A post's links to pages (above). In raw HTML a root-relative path that starts with the base path
 * (`/blog` of https://x.example/blog) is read from the host's root, as a browser reads it (withinBase);
 * any other one is under the base path, as the build writes it.
 */
export function pageLinksOf(post: PostEntry, basePath: string, memo: Memo | undefined): PageLink[] {
  if (post.unreadable) return [];
  const out: PageLink[] = [];
  for (const link of localLinksOf(post, memo)) {
    const dest = withinBase(link, basePath);
    const bare = dest.replace(/[?#].*$/, '');
    if (!dest.startsWith('/')) {
      // One with a file's extension (`example.com/a.pdf`, `b.md`) is check/links.ts's.
      if (!isRelativePageLink(dest)) continue;
      if (WEB_ADDRESS.test(dest)) out.push({ link, path: undefined, web: true });
      else out.push({ link, path: undefined, relative: true });
      continue;
    }
    if (dest.startsWith('//') || FILE_LINK.test(bare)) continue;
    out.push({ link, path: edgePath(link, dest) });
  }
  return out;
}

/**
 * The site path the edge looks up for a destination from the root: Markdown's as rendered (backslash
 * escapes and character references read; raw HTML's are read by findLinks), then as sitePath reads it.
 */
function edgePath(link: FoundLink, dest: string): string | undefined {
  const written = link.html ? dest : decodeEntities(dest.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
  try {
    return sitePath(new URL(written, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
}

/** What the edge answers: published files, and the aliases it redirects (by redirectKey). */
export interface Answered {
  files: ReadonlySet<string>;
  aliases: ReadonlySet<string>;
}

/**
 * The page links (pageLinksOf, by post) that nothing answers, as edge/handler.ts route() answers a
 * path: the file, else the index.html of the folder it names (with or without the final slash), else
 * a redirect of an alias. A published post whose id is the link's last name is suggested.
 */
export function pageLinkFindings(
  posts: readonly PostEntry[],
  linking: readonly (readonly PageLink[])[],
  answeredBy: () => Answered,
  /** Each published post's page by its file (`posts/2024/a.md`). */
  postPaths: ReadonlyMap<string, string>,
  /** The content folder's posts and other files, by path in it: what a relative link may name. */
  contentOf: () => ReadonlySet<string>,
): Diagnostic[] {
  if (linking.every((links) => links.length === 0)) return [];
  // The content files are listed only for a relative link, the published files only for a root one.
  let content: ReadonlySet<string> | undefined;
  const inContent = (target: string) => {
    content ??= contentOf();
    return content.has(target);
  };
  let answered: Answered | undefined;
  const answers = (path: string) => {
    answered ??= answeredBy();
    const { files, aliases } = answered;
    return (
      files.has(path) ||
      files.has(`${path.endsWith('/') ? path : `${path}/`}index.html`) ||
      aliases.has(redirectKey(path))
    );
  };
  const byId = new Map<string, Near>();
  for (const post of posts) {
    const page = postPaths.get(post.file.rel);
    if (page !== undefined) byId.set(post.id, { file: post.file.path, page });
  }
  /** The published post whose id is the link's last name (`/blog/a/`, `../a`, `2024/01/a.html?x`). */
  const nearPost = (dest: string): Near | undefined => {
    const name = /([^/?#]+?)(?:\.html?)?\/?(?:[?#].*)?$/.exec(dest)?.[1];
    return name === undefined ? undefined : byId.get(name);
  };
  const out: Diagnostic[] = [];
  posts.forEach((post, i) => {
    for (const { link, path, web, relative } of linking[i] ?? []) {
      if (web) {
        out.push(webAddressFinding(post, link));
        continue;
      }
      if (relative) {
        // A file without an extension beside the post (`a/LICENSE`) is a file: linkWriter resolves it.
        if (contentTargets(post.file.rel, link.dest).some(inContent)) continue;
        // Any other, the build writes resolved against the post's page (linkWriter): the page it
        // leads to, as a root-relative link would.
        const page = postPaths.get(post.file.rel);
        const written = page === undefined ? undefined : resolvedPageLink(page, link.dest);
        const path = written === undefined ? undefined : edgePath(link, written);
        if (path !== undefined && answers(path)) continue;
        out.push(relativeFinding(post, link, page, written, nearPost(link.dest)));
        continue;
      }
      if (path !== undefined && answers(path)) continue;
      const near = path === undefined ? undefined : nearPost(path);
      const shown = path === undefined || path === link.dest ? '' : ` (${path})`;
      out.push({
        ...at(post, link),
        message: `The link "${link.dest}"${shown} names no page or file this site publishes: it answers 404 here.`,
        expected: 'a page or file the site publishes: a post, a tag page, an alias, a file under static/',
        found: JSON.stringify(link.dest),
        hint: near
          ? `The post ${near.file} is at ${near.page}: link there, or give it the old path as an alias (aliases: [${path}]).`
          : 'Fix the path, or give the post that used to be there the old path as an alias; if another server answers it on this host, write the full https:// address.',
      });
    }
  });
  return out;
}

const at = (post: PostEntry, link: FoundLink) => ({
  file: post.file.path,
  line: post.bodyLine + link.line - 1,
  column: link.column,
  severity: 'warning' as const,
  code: PAGE_LINK_CODE,
  pointer: '',
});

/** A published post a link may have meant: its file in the project, and its page. */
interface Near {
  file: string;
  page: string;
}

/**
 * A relative link to a page that the site does not publish, resolved against the post's page
 * (`written`), or one the build leaves as written (undefined: no page, or resolvedPageLink left it).
 * The post's file, or a path from the root, says the same everywhere.
 */
function relativeFinding(
  post: PostEntry,
  link: FoundLink,
  page: string | undefined,
  written: string | undefined,
  near: Near | undefined,
): Diagnostic {
  const from = post.file.path.slice(0, post.file.path.lastIndexOf('/') + 1);
  const file = near?.file.startsWith(from) ? near.file.slice(from.length) : undefined;
  // `[NUnit]([https://nunit.org/](https://nunit.org/))`: the destination is a link itself.
  const nested = /^\[[^\]]*\]\(([a-z][a-z0-9+.-]*:\/\/[^\s()]+)\)$/i.exec(link.dest)?.[1];
  const where =
    page === undefined ? "the post's page" : `its page (${page}, served with and without a final /)`;
  return {
    ...at(post, link),
    message:
      written !== undefined
        ? `The relative link "${link.dest}" names no file of the content folder, and from the post's page (${page}) it leads to ${written}, which this site does not publish: it answers 404.`
        : `The relative link "${link.dest}" names no file of the content folder: ${where} resolves it against the address a visitor came by, its Markdown twin and feed entry against others, so it leads to different pages or none.`,
    expected:
      "a link to a content file (another post's .md file, a file beside the post) or a path from the root",
    found: JSON.stringify(link.dest),
    hint: nested
      ? `The destination holds a whole Markdown link (an editor's paste of a link over a link): write the address alone, [text](${nested}).`
      : near
        ? `Link to the post's file${file ? ` (${file})` : ` ${near.file}, relative to this one`}, or write its path from the root: ${near.page}.`
        : "Link to the post's .md file (../2024/other-post.md), or write the path from the root (/blog/other-post/).",
  };
}

/** A relative link written as a web address without its scheme: under the post's page, it is nothing. */
function webAddressFinding(post: PostEntry, link: FoundLink): Diagnostic {
  return {
    ...at(post, link),
    message: `The link "${link.dest}" reads as a web address without https://: as written it is a path under the post's own page, which answers 404.`,
    expected: 'a full address (https://…) or a path this site publishes',
    found: JSON.stringify(link.dest),
    hint: `Write it whole: https://${link.dest}.`,
  };
}
