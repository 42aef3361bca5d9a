import {
  basePathOf,
  contentTargets,
  FILE_LINK,
  type FoundLink,
  localLinksOf,
  WEB_ADDRESS,
  withinBase,
} from '../content/links.js';
import type { PostEntry, Site } from '../content/model.js';
import { reservedForStatic, staticPath } from '../content/static-paths.js';
import { skippedName } from '../content/walk.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import type { Memo } from '../ground/memo.js';

/**
 * Every relative link and image of a post resolves to something the build publishes: another post, a
 * file in the folder named after a post beside it, or a file under static/ (a root-relative file link
 * is looked for there). Otherwise the twin, the feed and llms-full.txt would point at nothing.
 */
export function linkRules(site: Site, carry: Carry = NO_CARRY, memo?: Memo): Diagnostic[] {
  const posts = new Set(site.posts.map((p) => p.file.rel));
  const assets = new Set((site.assets ?? []).map((a) => a.rel));
  const published = (rel: string): boolean => {
    if (posts.has(rel)) return true;
    if (!assets.has(rel)) return false;
    if (rel.startsWith('static/')) return true;
    const parts = rel.split('/');
    for (let i = parts.length - 2; i >= 1; i--)
      if (posts.has(`${parts.slice(0, i + 1).join('/')}.md`)) return true;
    return false;
  };
  // Each post's links to files (the last check's for the very same entry, within --watch): only
  // where they resolve depends on the other files.
  const fileLinks = carry.each('check/file-links', [], site.posts, (post) => fileLinksOf(post, memo));
  const config = site.site?.data as { feed?: unknown; base_url?: unknown } | undefined;
  const feed = config?.feed;
  const basePath = basePathOf(config?.base_url);
  const out: Diagnostic[] = [];
  site.posts.forEach((post, i) => {
    for (const { link, path: written } of fileLinks[i] as FileLink[]) {
      // Raw HTML may name the base path itself (`/blog/img/a.png`), as a browser reads it.
      const dest = withinBase(link, basePath);
      const path = dest === link.dest ? written : dest.replace(/[?#].*$/, '');
      // A file the build writes itself (/robots.txt, /llms.txt, /api/…) is there to link to.
      if (dest.startsWith('/') && reservedForStatic(path, typeof feed === 'string' ? feed : '/feed.xml'))
        continue;
      const targets = contentTargets(post.file.rel, dest);
      if (targets.some(published)) continue;
      const target = targets[0];
      const there = target !== undefined && assets.has(target);
      // A name the walk passes over (`_fig.png`, `.drafts/`): the file may well be there, never published.
      const skipped = target === undefined || there ? undefined : skippedName(target);
      const shown = link.dest.startsWith('/') ? `static${path}` : target;
      const putFile = link.dest.startsWith('/')
        ? `Put the file at static${path} in the content folder, or link to a full https:// address.`
        : `Put the file beside the post, in a folder named after it (posts/…/${post.id}/), and link to ${post.id}/<file>; or fix the path.`;
      out.push({
        file: post.file.path,
        line: post.bodyLine + link.line - 1,
        column: link.column,
        severity: 'error',
        code: 'link-target-missing',
        pointer: '',
        message:
          target === undefined
            ? `The link "${link.dest}" leaves the content folder.`
            : there
              ? `The link "${link.dest}" points at content/${target}, which is not published: it lies in no folder named after a post.`
              : skipped !== undefined
                ? `The link "${link.dest}" points at ${shown}, which is never published: ${passedOver(skipped).why}.`
                : `The link "${link.dest}" points at ${shown}, which does not exist.`,
        expected: 'another post, a file in the folder named after a post beside it, or a file under static/',
        found: JSON.stringify(link.dest),
        hint:
          skipped !== undefined
            ? passedOver(skipped).hint
            : WEB_ADDRESS.test(link.dest)
              ? `If it is a web address, write it whole: https://${link.dest}. If it is a file: ${putFile}`
              : putFile,
      });
    }
  });
  return out;
}

/** Why the walk passes over a name on a link's path, and the way out. */
function passedOver(name: string): { why: string; hint: string } {
  const mark = name[0];
  return mark === '_' || mark === '.'
    ? {
        why: `names starting with "${mark}" ("${name}") are skipped`,
        hint: `Rename "${name}" without the leading "${mark}", and the link with it.`,
      }
    : {
        why: `the walk never reads a folder named ${name}`,
        hint: `Move the file out of ${name}/ (beside the post, or under static/), and the link with it.`,
      };
}

interface FileLink {
  link: FoundLink;
  /** The destination without query and fragment. */
  path: string;
}

/**
 * A post's local links that name a file (not a page, not an address elsewhere): what linkRules resolves.
 * From its local links (links.ts localLinksOf: with a build's memo, kept under the body's key, so that
 * a build after an edit reads the changed posts' Markdown only).
 */
function fileLinksOf(post: PostEntry, memo: Memo | undefined): FileLink[] {
  if (post.unreadable) return [];
  const found: FileLink[] = [];
  for (const link of localLinksOf(post, memo)) {
    if (link.dest.endsWith('/')) continue;
    const path = link.dest.replace(/[?#].*$/, '');
    if (path === '' || (link.dest.startsWith('/') && !FILE_LINK.test(path))) continue;
    // A relative link with no extension (`sibling`, `../other-post`) names a page, whose URL the
    // permalink decides: like a root-relative page link, it is not a file to look for.
    if (!/\.[^/.]+$/.test(path)) continue;
    found.push({ link, path });
  }
  return found;
}

/** A file under static/ published where site-api builds a file of its own: the build would refuse it. */
export function staticRules(site: Site): Diagnostic[] {
  const feed = (site.site?.data as { feed?: unknown } | undefined)?.feed;
  const out: Diagnostic[] = [];
  for (const asset of site.assets ?? []) {
    const path = staticPath(asset.rel);
    if (path === undefined || !reservedForStatic(path, typeof feed === 'string' ? feed : '/feed.xml'))
      continue;
    out.push({
      file: asset.path,
      line: 0,
      column: 0,
      severity: 'error',
      code: 'static-collision',
      pointer: '',
      message: `This static file would be published at ${path}, which site-api builds itself.`,
      expected:
        'a path site-api does not build (not /api/…, /_site-api/…, the feed, llms, sitemap, robots.txt, 404.html or a twin)',
      found: path,
      hint: `Rename or remove ${asset.path}; what it holds belongs in the content files that ${path} is built from.`,
    });
  }
  return out;
}
