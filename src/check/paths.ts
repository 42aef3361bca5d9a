import type { Entry } from '../content/model.js';
import { builtPath } from '../content/permalink.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { where } from './locate.js';

/**
 * Paths that would leave the site or name no file: a `.` or `..` segment, or an empty one, in the feed
 * path or a permalink (written in site.yaml). A tag of dots alone has no slug (postRules' invalid-tag).
 * Collisions between published files need the build's registry and are found by build/paths.ts.
 */
export function pathRules(site: Entry | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const data = site?.data as { feed?: unknown; permalinks?: Record<string, unknown> } | undefined;
  if (site && data && typeof data === 'object') {
    const feeds = (data as { feeds?: Record<string, unknown> }).feeds;
    const fields: [string[], unknown][] = [
      // permalinks.post is the URL rules' (invalid-permalink), which know its placeholders.
      [['feed'], data.feed],
      [['permalinks', 'tag'], data.permalinks?.tag],
    ];
    for (const kind of ['atom', 'rss']) {
      const list = feeds && typeof feeds === 'object' ? feeds[kind] : undefined;
      if (Array.isArray(list))
        list.forEach((item, i) => {
          fields.push([['feeds', kind, String(i)], item]);
        });
    }
    for (const [path, value] of fields) {
      if (typeof value !== 'string' || !badSegment(value.slice(1))) continue;
      out.push({
        ...where(site, path),
        severity: 'error',
        code: 'bad-path',
        message: `${path.join('.')} "${value}" has ${describe(badSegment(value.slice(1)) as string)}, so its files would land outside the path it names, or outside the site.`,
        expected: 'a path from the site root without ".", ".." or empty segments',
        found: JSON.stringify(value),
        hint:
          path[0] === 'permalinks'
            ? 'Write it like /blog/tags/{slug}.'
            : 'Write it like /feed.xml or /blog/feed.xml.',
      });
    }
    // A tag pattern under /api/ puts every tag page in the API's namespace (the post pattern's is the
    // URL rules' invalid-permalink).
    const tag = data.permalinks?.tag;
    // (One with a `.` segment has its bad-path above.)
    const fixed =
      typeof tag === 'string' && !badSegment(tag.slice(1)) ? tag.replace(/\{slug\}/g, 'x') : undefined;
    if (fixed !== undefined && builtPath(fixed, typeof data.feed === 'string' ? data.feed : '/feed.xml'))
      out.push({
        ...where(site, ['permalinks', 'tag']),
        severity: 'error',
        code: 'invalid-permalink',
        message: `The tag permalink pattern puts every tag page under a path site-api builds itself (${fixed.replace(/\/x.*$/, '/')}).`,
        expected: 'a path such as /blog/tags/{slug} or /tags/{slug}',
        found: JSON.stringify(tag),
        hint: "Start the pattern with another folder: /api/ is the content API's, /_site-api/ the hash list's.",
      });
  }
  return out;
}

function badSegment(path: string): string | undefined {
  return path.split('/').find((segment) => segment === '.' || segment === '..' || segment === '');
}

function describe(segment: string): string {
  return segment === '' ? 'an empty segment (//)' : `a "${segment}" segment`;
}
