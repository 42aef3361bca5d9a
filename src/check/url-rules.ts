import type { Entry, Site } from '../content/model.js';
import {
  builtPath,
  DEFAULT_POST_PATTERN,
  pathKey,
  postPath,
  postPatternProblem,
  sitePathProblem,
} from '../content/permalink.js';
import { keptFolder } from '../content/static-paths.js';
import { type Carry, emptyAgain, NO_CARRY } from '../ground/carry.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { where as at, type Located } from './locate.js';

function field(entry: Entry | undefined, ...keys: string[]): unknown {
  let value: unknown = entry?.data;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Where posts live and their old paths: the permalink pattern, each `url:` and alias is a clean site
 * path, no alias is its own post's path, and no two posts or aliases claim one path (a visitor sees
 * `/a/b` and `/a/b/` as one page, and NFC/NFD as one).
 */
export function urlRules(site: Pick<Site, 'site' | 'posts'>, carry?: Carry): Diagnostic[] {
  const out: Diagnostic[] = [];
  let pattern = text(field(site.site, 'permalinks', 'post')) ?? DEFAULT_POST_PATTERN;
  const patternProblem = postPatternProblem(pattern);
  if (patternProblem && site.site) {
    out.push({
      ...at(site.site, ['permalinks', 'post']),
      severity: 'error',
      code: 'invalid-permalink',
      message: `The post permalink pattern cannot be used: ${patternProblem}.`,
      expected: 'a path such as /{year}/{month}/{id}/ or /blog/{category}/{id}.html',
      found: JSON.stringify(pattern),
      hint: 'Use only {year}, {month}, {day}, {category} and {id} (once), or remove permalinks.post for /blog/{id}.',
    });
    pattern = DEFAULT_POST_PATTERN;
  }
  const feed = text(field(site.site, 'feed')) ?? '/feed.xml';
  // A pattern whose fixed part is the API's (`/api/{id}`) puts every post there: one finding, at it.
  const fixed = patternProblem ? undefined : pattern.replace(/\{[a-z]+\}/g, 'x');
  if (fixed !== undefined && builtPath(fixed, feed) && site.site) {
    out.push({
      ...at(site.site, ['permalinks', 'post']),
      severity: 'error',
      code: 'invalid-permalink',
      message: `The post permalink pattern puts every post under a path site-api builds itself (${fixed.replace(/\/x.*$/, '/')}).`,
      expected: 'a path such as /{year}/{month}/{id}/ or /blog/{category}/{id}.html',
      found: JSON.stringify(pattern),
      hint: "Start the pattern with another folder: /api/ is the content API's, /_site-api/ the hash list's.",
    });
    pattern = DEFAULT_POST_PATTERN;
  }
  // Path key → who claims it: the first claimant is reported as the place the second collides with.
  // Places are found only for a collision: locating a field parses the file's YAML again, with
  // positions (0.7 s at 10,000 posts when done for every post).
  const claims = new Map<string, { what: string; place: () => Located }>();
  const claim = (path: string, what: string, locate: () => Located) => {
    const key = pathKey(path);
    const first = claims.get(key);
    if (first === undefined) {
      claims.set(key, { what, place: locate });
      return;
    }
    const place = locate();
    const firstPlace = first.place();
    out.push({
      ...place,
      severity: 'error',
      code: 'url-collision',
      message: `${what} is ${path}, which is already ${first.what} (${firstPlace.file}).`,
      expected: 'a path no other post or alias uses',
      found: JSON.stringify(path),
      hint: 'Remove the alias, or give one of the posts its own `url:`.',
      related: [{ file: firstPlace.file, line: firstPlace.line, column: firstPlace.column }],
    });
  };

  // Two posts with one id are a duplicate-id already: their one pattern path is not reported twice.
  // Within --watch, what a post's own fields give is the last check's for the very same entry.
  // An edited post whose paths are as they were keeps the last object (`keep`: the same fields).
  const own = (carry ?? NO_CARRY).each(
    'check/url',
    [pattern, feed],
    site.posts,
    (post) => postPaths(post, pattern, feed),
    true,
  );
  for (const paths of own) out.push(...paths.diagnostics);
  const claimAll = () => {
    const ids = new Set<string>();
    const before = out.length;
    site.posts.forEach((post, i) => {
      const { path, url, aliases } = own[i] as ReturnType<typeof postPaths>;
      const idKey = post.id.normalize('NFC').toLowerCase();
      const sameId = ids.has(idKey);
      ids.add(idKey);
      if (path !== undefined && !(sameId && !url))
        claim(path, `the URL of post ${post.id}`, () => at(post, [url ? 'url' : 'date']));
      for (const [alias, index] of aliases)
        claim(alias, `an alias of post ${post.id}`, () => at(post, ['aliases', index]));
    });
    return out.slice(before);
  };
  if (carry === undefined || carry === NO_CARRY) {
    claimAll();
    return out;
  }
  // Within --watch, no collision last time among the very same ids and paths is none now.
  const deps: unknown[] = [pattern, feed];
  site.posts.forEach((post, i) => {
    deps.push(post.id, own[i]);
  });
  emptyAgain(carry, 'check/url-claims', deps, claimAll);
  return out;
}

/**
 * What a post's own fields say of its paths: its path (its `url:`, or the pattern's), the aliases it
 * may claim (with their places), and the findings about each on its own.
 */
function postPaths(
  post: Entry,
  pattern: string,
  feed: string,
): { diagnostics: Diagnostic[]; path?: string; url: boolean; aliases: [string, number][] } {
  const diagnostics: Diagnostic[] = [];
  const date = text(field(post, 'date'));
  const own = text(field(post, 'url'));
  let path: string | undefined;
  if (own !== undefined) {
    const problem = sitePathProblem(own) ?? builtProblem(own, feed);
    if (problem) diagnostics.push(badPath(at(post, ['url']), 'The url', own, problem));
    else path = own;
  } else if (date !== undefined) {
    const category = text(field(post, 'category'));
    path = postPath(pattern, { id: post.id, date, category });
    const byCategory = category !== undefined && pattern.includes('{category}');
    // The pattern is fine (urlRules): a category `x/..` would take the post's path (and its files)
    // anywhere, `/api/posts.json` included; a category `api` or an id `api` puts this one post there.
    const problem =
      (byCategory && category.split('/').some((s) => s === '.' || s === '..')
        ? 'its category has a . or .. segment'
        : undefined) ?? builtProblem(path, feed);
    if (problem) {
      const place: Located = byCategory
        ? at(post, ['category'])
        : { file: post.file.path, line: 0, column: 0, pointer: '' };
      const hint = byCategory
        ? 'Give the post another category (a folder name of its own, without . or .. segments), or its own `url:`.'
        : 'Rename the post file (its id is its address), or give the post its own `url:`.';
      diagnostics.push(badPath(place, "The post's path", path, problem, hint));
      path = undefined;
    }
  }
  const aliases: [string, number][] = [];
  const listed = field(post, 'aliases');
  if (Array.isArray(listed)) {
    listed.forEach((alias, index) => {
      if (typeof alias !== 'string') return;
      const locate = () => at(post, ['aliases', index]);
      const problem = sitePathProblem(alias, 'alias') ?? builtProblem(alias, feed);
      if (problem) {
        diagnostics.push(badPath(locate(), 'The alias', alias, problem));
        return;
      }
      if (path !== undefined && pathKey(alias) === pathKey(path)) {
        diagnostics.push({
          ...locate(),
          severity: 'error',
          code: 'alias-self',
          message: `The alias ${alias} is this post's own URL, so it would redirect to itself.`,
          expected: 'an old path that differs from the post URL',
          found: JSON.stringify(alias),
          hint: 'Delete this alias: the post already answers there.',
        });
        return;
      }
      aliases.push([alias, index]);
    });
  }
  return { diagnostics, path, url: own !== undefined, aliases };
}

/** Why a path is one the site builds or keeps itself, or undefined when it is not. */
function builtProblem(path: string, feed: string): string | undefined {
  if (!builtPath(path, feed)) return undefined;
  return keptFolder(path)
    ? "site-api keeps it for itself (/api/ is the content API's, /_site-api/ the hash list's)"
    : 'the build publishes a file there';
}

function badPath(place: Located, what: string, path: string, problem: string, hint?: string): Diagnostic {
  return {
    ...place,
    severity: 'error',
    code: 'invalid-path',
    message: `${what} ${JSON.stringify(path)} is not a path of the site: ${problem}.`,
    expected: 'a path from the site root, such as /2019/05/old-title/ (Hangul as is, not percent-encoded)',
    found: JSON.stringify(path),
    hint:
      hint ??
      (problem.startsWith('site-api keeps') || problem.startsWith('the build publishes')
        ? 'Choose a path outside /api/ and /_site-api/ that no file the build makes has (/robots.txt, /sitemap.xml, the feed…).'
        : undefined) ??
      `Write it as it appears after the host name${problem.includes('encoded') ? `, decoded: ${safeDecode(path)}` : ''}.`,
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path).normalize('NFC');
  } catch {
    return path;
  }
}
