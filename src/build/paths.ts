import { basePathOf } from '../content/links.js';
import type { Entry, PostEntry, Site } from '../content/model.js';
import { builtPath, pathKey, postPath, sitePathProblem } from '../content/permalink.js';
import { tagKeys, tagSlug } from '../content/slug.js';
import { keptFolder, reservedForStatic, staticPath } from '../content/static-paths.js';
import type { PostFrontMatter } from '../generated/types.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import { type Diagnostic, mostCommon, type SourceLocation } from '../ground/diagnostics.js';
import { type Memo, memoKey } from '../ground/memo.js';
import { publishAssets } from './assets.js';
import { plannedPaths } from './index.js';
import { type BuiltPost, type SiteData, siteData } from './model.js';
import { PAGE_LINK_CODE, type PageLink, pageLinkFindings, pageLinksKey, pageLinksOf } from './page-links.js';
import { aliasPageFile, pageFile } from './pages/urls.js';

/**
 * Every published path a checked site would produce, each with the content that asked for it, and the
 * places where two of them meet: two files on one path, or a file where another needs a folder. Found
 * before the build, so `validate` names both sources instead of the build failing.
 *
 * Which files a post or a tag page yields is not listed here: the build modules are run once on the site
 * without its posts plus one probe post and tag, and every path that carries the probe's page path is a
 * template (`{page}.md`, `{page}/index.html`…). An output added to the registry is covered as it is.
 */
const PROBE_ID = 'site-api-probe-post';
const PROBE_TAG = 'site-api-probe-tag';

type Located = Pick<Diagnostic, 'file' | 'line' | 'column' | 'pointer'>;

interface Claim {
  path: string;
  /** What asked for the path, for the message. */
  what: string;
  /** Where it is in the content, computed only for a finding (a position costs a full YAML parse). */
  at?: () => Located;
  /** The address of a page, which may be served from a folder: it must be no file's path, and may be a folder. */
  page?: boolean;
}

const SETTINGS = "another of the site's own files, put on the same path by site.yaml's settings";

/** The permalinks of site.yaml (or the file), where two of the site's own files are put on one path. */
function settingsAt(site: Site): Claim['at'] {
  const entry = site.site;
  if (!entry) return undefined;
  return () => {
    const has = (entry.data as { permalinks?: unknown } | undefined)?.permalinks !== undefined;
    const pos = has ? entry.locate(['permalinks'], true) : { line: 0, column: 0 };
    return { file: entry.file.path, line: pos.line, column: pos.column, pointer: has ? '/permalinks' : '' };
  };
}

/** What a run before found of a folder's paths (core/build.ts, validate.ts: the build cache). */
export interface PathsRemembered {
  /** The key of the last run's site that had no error, and its warnings. */
  readonly last: { key: string; found: readonly Diagnostic[] } | undefined;
  /** Remembers this run's key and warnings: its site has no error. */
  remember(key: string, found: readonly Diagnostic[]): void;
}

/**
 * pathFindings, or what a run before found where everything it is made of was the same: within --watch
 * (`carry`, ground/carry.ts) the last findings; across runs (`remembered`) only an answer without an
 * error, and its warnings located at whole files or at page links (whose places are in the key), so
 * that a finding is always located on the files as they are now (an edit that claims nothing new may
 * move a line).
 */
export function pathConflicts(
  site: Site,
  carry: Carry = NO_CARRY,
  remembered?: PathsRemembered,
  /** A build's: each post's links kept under its body's key (content/links.ts localLinksOf). */
  memo?: Memo,
  /**
   * Where each post's page links are kept with its other findings of its body (checkSite's carry:
   * validate's kept reads, or --watch's), so that an unchanged post's body is not read for them.
   */
  bodies: Carry = carry,
): Diagnostic[] {
  const basePath = basePathOf((site.site?.data as { base_url?: unknown } | undefined)?.base_url);
  const linking = bodies.each('check/page-links', [basePath], site.posts, (post) =>
    pageLinksOf(post, basePath, memo),
  );
  if (carry === NO_CARRY && remembered === undefined) return pathFindings(site, linking);
  // What each post's front matter says of its paths, aliases and tags: all pathFindings reads of a
  // post but its page links, which come after (an edited body changes only those).
  const claimed = carry
    .each('paths/post', [], site.posts as PostEntry<PostFrontMatter>[], (post) =>
      [
        post.file.path,
        post.id,
        post.data.draft === true,
        post.data.url,
        post.data.date,
        post.data.category,
        listed(post.data.tags),
        listed(post.data.aliases),
      ].join('\0'),
    )
    .map((claim, i) => `${claim}\0${pageLinksKey(site.posts[i] as PostEntry, linking[i] ?? [])}`);
  // And the site's own files: the probe run of the modules reads them all.
  const assets = (site.assets ?? []).map((a) => a.rel);
  const theme = site.theme.map((t) => `${t.rel}\0${t.text}`);
  const entries = [site.site, site.profile, ...site.projects, ...site.experience];
  if (carry !== NO_CARRY)
    return carry.get('paths', [...entries, ...assets, ...theme, ...claimed], () =>
      pathFindings(site, linking),
    );
  const own = ownText(entries);
  if (remembered === undefined || own === undefined) return pathFindings(site, linking);
  // With the files' names as shown from here (a finding names them: validate run from elsewhere shows
  // them otherwise; a post's are in `claimed`).
  const shown = [site.site?.file.path ?? '', ...(site.assets ?? []).map((a) => a.path)].join('\0');
  const key = memoKey('paths', own, assets.join('\0'), shown, theme.join('\0'), ...claimed);
  if (remembered.last?.key === key) return remembered.last.found.map((d) => ({ ...d }));
  const found = pathFindings(site, linking);
  if (found.every((d) => wholeFileWarning(d) || d.code === PAGE_LINK_CODE)) remembered.remember(key, found);
  return found;
}

/**
 * A warning located at a whole file (line 0), as path-case's are at a post or a static file: no edit
 * inside a file moves it, and the files' names are in the key, so it may be given again unchanged.
 * An error, or a finding at a line (a tag's), is found again each time; but for a page link's, whose
 * line and column are in the key.
 */
const wholeFileWarning = (d: Diagnostic): boolean =>
  d.severity === 'warning' && d.line === 0 && (d.related ?? []).every((r) => r.line === 0);

/** The site's own entries as text (what they are and say), or undefined when one cannot be written so. */
function ownText(entries: readonly (Entry | undefined)[]): string | undefined {
  try {
    return JSON.stringify(entries.map((e) => e && [e.kind, e.file.rel, e.id, e.data]));
  } catch {
    return undefined;
  }
}

/** A list field as one string for a carry's key (any value: the schema's finding is another rule's). */
const listed = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join('\u0001') : `\u0002${String(value)}`;

function pathFindings(site: Site, linking: readonly (readonly PageLink[])[]): Diagnostic[] {
  // Without the shape: a site of other posts is not the loaded one (content/model.ts Site.shape).
  const empty = siteData({ ...site, posts: [], shape: undefined });
  const { post: postLink, tag: tagLink } = empty.config.permalinks;
  const base = empty.config.base_url;
  // A plain path for the probe whatever the pattern: a post's own path ({year}/…, `url:`) is applied to
  // the templates below without its trailing slash, as twinPath and the page modules do.
  const probePage = `/${PROBE_ID}`;
  const probeTagPage = tagLink.replace('{slug}', PROBE_TAG);
  const claims: Claim[] = [];
  const postTemplates: [string, string][] = [];
  const tagTemplates: [string, string][] = [];
  const own = new Set<string>();
  for (const path of plannedPaths({
    data: withProbe(empty, base, probePage, probeTagPage),
    generatedAt: '2000-01-01T00:00:00Z',
  })) {
    const post = split(path, probePage);
    const tag = split(path, probeTagPage);
    if (post) postTemplates.push(post);
    else if (tag) tagTemplates.push(tag);
    else if (!own.has(path)) {
      own.add(path);
      claims.push({ path, what: 'a file site-api builds for the site itself' });
    } else {
      // Two of the site's own files on one path (the tag index and the blog index, with
      // permalinks.tag /blog/{slug}): the settings put them there, so the finding points at them.
      claims.push({ path, what: SETTINGS, at: settingsAt(site) });
    }
  }
  const posts = (site.posts as PostEntry<PostFrontMatter>[]).filter((p) => p.data.draft !== true);
  const pages = empty.config.pages !== false;
  // Each published post's site path by its file (`posts/2024/a.md`), as build/model.ts gives publishAssets.
  const postPaths = new Map<string, string>();
  for (const post of posts) {
    const page =
      post.data.url?.normalize('NFC') ??
      postPath(postLink, { id: post.id, date: post.data.date, category: post.data.category });
    const what = `the post ${post.file.path} (page ${page})`;
    const at = wholeFile(post);
    const key = pathKey(page);
    postPaths.set(post.file.rel, page);
    // With pages on, a page at a path ending in `.html` is that file (pages/urls.ts pageFile), not a
    // folder's index: nothing can be published under it. (`/a.html/`, with its slash, is a folder.)
    const file = pages && pageFile(page) === page;
    claims.push({ path: key, what, at, page: !file });
    for (const [before, after] of postTemplates) {
      const path = before + key + after;
      if (!(file && path === `${key}/index.html`)) claims.push({ path, what, at });
    }
  }
  // The files in a post's folder are published under its path (build/assets.ts): on another file's
  // path (the post's own page, `a/index.html`), the build would fail.
  const besidePosts = (site.assets ?? []).filter((asset) => !asset.rel.startsWith('static/'));
  const shown = new Map(besidePosts.map((asset) => [asset.rel, asset.path]));
  // A post at `/api.html` has its files in `/api/`: the API's, or the hash list's, namespace.
  const reserved: Diagnostic[] = [];
  for (const { rel, path } of publishAssets(besidePosts, postPaths)) {
    const file = shown.get(rel) as string;
    const at = () => ({ file, line: 0, column: 0, pointer: '' });
    if (reservedForStatic(path, empty.config.feed)) reserved.push(reservedFile(file, path));
    else claims.push({ path, what: `the file ${file} beside its post`, at });
  }
  // An alias is answered with a 301 before any file at its path (edge/handler.ts): on a file the site
  // has, it would hide it. With pages on it is a page too (files/alias-pages.ts), which may meet a page
  // or a file. (An alias on a post's path or on another alias is url-rules' url-collision, an error
  // that stops the check before this.)
  const aliasKeys = new Set<string>();
  for (const post of posts) {
    (post.data.aliases ?? []).forEach((alias, index) => {
      if (typeof alias !== 'string' || sitePathProblem(alias, 'alias') !== undefined) return;
      const at = itemAt(post, 'aliases', index);
      const what = `the alias ${alias} of the post ${post.file.path}`;
      const key = pathKey(alias);
      aliasKeys.add(key);
      claims.push({ path: key, what, at, page: true });
      if (pages) claims.push({ path: aliasPageFile(key), what, at });
    });
  }
  for (const tag of tagPages(posts)) {
    const page = tagLink.replace('{slug}', tag.slug);
    // A tag `API` under permalinks.tag /{slug} would have its page at /api/index.html.
    if (builtPath(pathKey(page), empty.config.feed)) {
      reserved.push(reservedTag(tag.name, page, tag.at()));
      continue;
    }
    claims.push({ path: page, what: `the tag "${tag.name}" (page ${page})`, at: tag.at, page: true });
    for (const [before, after] of tagTemplates)
      claims.push({ path: before + page + after, what: `the tag "${tag.name}" (page ${page})`, at: tag.at });
  }
  // A file under static/ is published at its path there: on a page, a twin or another file the build
  // makes, or on a post's or tag's path, the build would have two files for one path. The paths the
  // static-collision rule reports (check/links.ts) are left to it.
  for (const asset of site.assets ?? []) {
    const path = staticPath(asset.rel);
    if (path === undefined || reservedForStatic(path, empty.config.feed)) continue;
    const at = () => ({ file: asset.path, line: 0, column: 0, pointer: '' });
    claims.push({ path, what: `the static file ${asset.path}`, at });
  }
  const config = site.site?.file.path ?? 'site.yaml';
  const answered = () => ({
    files: new Set(claims.filter((claim) => !claim.page).map((claim) => claim.path)),
    aliases: aliasKeys,
  });
  const content = () =>
    new Set([...site.posts.map((p) => p.file.rel), ...(site.assets ?? []).map((a) => a.rel)]);
  const links = pages ? pageLinkFindings(site.posts, linking, answered, postPaths, content) : [];
  return [...reserved, ...conflicts(claims, config), ...caseClashes(claims, config), ...links];
}

/** A path with a letter that lower-casing may change (an ASCII capital, or any letter beyond ASCII). */
const MAY_HAVE_CAPITALS = /[A-Z\u0080-\uffff]/;

/**
 * Two published paths, or folders on the way to them, spelled alike but for case (`/Android/a/` and
 * `/android/b/`, `static/Logo.png` and `static/logo.png`): served apart by the edge, but one name on a
 * case-insensitive disk (macOS's and Windows' defaults), where a build or a publish from such a disk
 * puts both under one spelling and overwrites one file with the other. A warning: built on Linux the
 * site is right. Costs a regular-expression test per path, and a lower-casing of each path with a
 * letter beyond ASCII (Hangul) or a capital; the rest only when some path has a capital.
 */
function caseClashes(claims: readonly Claim[], config: string): Diagnostic[] {
  // Each path in lower case where that changes it (it has a capital), or undefined: one lower-casing
  // a path, its folders' taken from it (unless lower-casing changed the length: `İ`).
  const lowers = claims.map(({ path }) => {
    if (!MAY_HAVE_CAPITALS.test(path)) return undefined;
    const lower = path.toLowerCase();
    return lower === path ? undefined : lower;
  });
  const lowerOf = (i: number, prefix: string) => {
    const lower = lowers[i];
    if (lower === undefined) return prefix;
    return lower.length === (claims[i] as Claim).path.length
      ? lower.slice(0, prefix.length)
      : prefix.toLowerCase();
  };
  // The lower case of every path or folder spelled with a capital: only those can meet another.
  const capitals = new Set<string>();
  claims.forEach((claim, i) => {
    if (lowers[i] === undefined) return;
    for (const prefix of prefixesOf(claim.path)) {
      const lower = lowerOf(i, prefix);
      if (lower !== prefix) capitals.add(lower);
    }
  });
  if (capitals.size === 0) return [];
  // Each spelling of those, with the first claim that has it (an all-lower spelling too).
  const spellings = new Map<string, Map<string, Claim>>();
  claims.forEach((claim, i) => {
    for (const prefix of prefixesOf(claim.path)) {
      const lower = lowerOf(i, prefix);
      if (!capitals.has(lower)) continue;
      const spelled = spellings.get(lower) ?? new Map<string, Claim>();
      if (!spelled.has(prefix)) spelled.set(prefix, claim);
      spellings.set(lower, spelled);
    }
  });
  // Where two spellings part (two under folders spelled apart are that folder's finding), each later
  // spelling against the first beside it, once per pair of sources (a page and its twin are one).
  const parent = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const pairs = new Set<string>();
  const out: Diagnostic[] = [];
  for (const spelled of spellings.values()) {
    const all = [...spelled];
    all.forEach(([path, claim], j) => {
      const first = all.slice(0, j).find(([before]) => parent(before) === parent(path));
      if (first === undefined) return;
      const [firstPath, firstClaim] = first;
      const pair = `${claim.what}\0${firstClaim.what}`;
      if (pairs.has(pair)) return;
      pairs.add(pair);
      out.push(caseFinding(claim, path, firstClaim, firstPath, config));
    });
  }
  return out;
}

/** A path's folders from the top, then the path itself (`/a/b/c` → `/a`, `/a/b`, `/a/b/c`). */
function* prefixesOf(path: string): Generator<string> {
  for (let cut = path.indexOf('/', 1); cut !== -1; cut = path.indexOf('/', cut + 1)) yield path.slice(0, cut);
  yield path;
}

function caseFinding(
  claim: Claim,
  path: string,
  other: Claim,
  otherPath: string,
  config: string,
): Diagnostic {
  // Located at the content that can move, as path-conflict is.
  const [mine, theirs, minePath, theirPath] = claim.at
    ? [claim, other, path, otherPath]
    : [other, claim, otherPath, path];
  const where = theirs.at?.();
  return {
    ...(mine.at?.() ?? { file: config, line: 0, column: 0, pointer: '' }),
    severity: 'warning',
    code: 'path-case',
    message: `${minePath}, published for ${mine.what}, and ${theirPath}, for ${theirs.what}, differ only in case: the edge serves them apart, but on a case-insensitive disk (macOS and Windows by default) they are one name, and a build or publish there would put both under one spelling.`,
    expected: 'one spelling for paths that differ only in case',
    found: `${minePath} and ${theirPath}`,
    hint: `${
      mine.what.startsWith('the post')
        ? `Write the post's category or url: so that its path is spelled as ${theirPath} is, or apart from it`
        : mine.what.startsWith('the tag')
          ? `Spell the tag so that its page is spelled as ${theirPath} is, or change permalinks.tag in site.yaml`
          : 'Make the two differ by more than case'
    }; or build and publish from a case-sensitive disk (Linux, a CI runner), which keeps both.`,
    ...(where ? { related: [{ file: where.file, line: where.line, column: where.column }] } : {}),
  };
}

/** A tag whose page the tag pattern puts on a path site-api builds or keeps for itself. */
function reservedTag(name: string, page: string, at: Located): Diagnostic {
  return {
    ...at,
    severity: 'error',
    code: 'path-conflict',
    message: `The tag "${name}" would have its page at ${page}, which site-api builds or keeps for itself.`,
    expected: 'a tag page outside /api/ and /_site-api/',
    found: `the tag "${name}" (page ${page})`,
    hint: 'Rename the tag in the posts that use it, or change permalinks.tag in site.yaml so that tag pages have a folder of their own (/tags/{slug}).',
  };
}

/** A file beside a post that its address puts on a path site-api builds or keeps for itself. */
function reservedFile(file: string, path: string): Diagnostic {
  // Under /api/ or /_site-api/ (the rest are single paths: the feed, the discovery files, a twin).
  const folder = keptFolder(path);
  return {
    file,
    line: 0,
    column: 0,
    pointer: '',
    severity: 'error',
    code: 'path-conflict',
    message: `This file beside its post would be published at ${path}, which site-api builds or keeps for itself.`,
    expected:
      'a path site-api does not build (not /api/…, /_site-api/…, the feed, llms, sitemap, robots.txt, 404.html or a twin)',
    found: `the file ${file} beside its post, at ${path}`,
    hint: folder
      ? `Give the post an address whose files' folder is not ${folder} (a post at /x.html has its files in /x/), or move the file out of the post's folder.`
      : `Rename the file or the post's folder: site-api publishes ${path} itself.`,
  };
}

/** The empty site with one probe post carrying one probe tag: what the templates are read from. */
function withProbe(empty: SiteData, base: string, page: string, tagPage: string): SiteData {
  const post: BuiltPost = {
    id: PROBE_ID,
    title: 'probe',
    url: base + page,
    path: page,
    aliases: [],
    date: '2000-01-01T00:00:00Z',
    modified: '2000-01-01T00:00:00Z',
    instant: 946684800000,
    modifiedInstant: 946684800000,
    tags: [PROBE_TAG],
    summary: 'probe',
    language: empty.config.language,
    legacy: false,
    body: 'probe',
  };
  const tag = { name: PROBE_TAG, slug: PROBE_TAG, url: base + tagPage, posts: [PROBE_ID] };
  return { ...empty, posts: [post], tags: [tag] };
}

/** A path built from a page, as [before, after], or undefined when the page is not in it. */
function split(path: string, page: string): [string, string] | undefined {
  const at = path.indexOf(page);
  if (at === -1) return undefined;
  const after = path.slice(at + page.length);
  // `/blog/tags/x` must not be read as built from the page `/blog/t…`: the page ends at a segment or a dot.
  if (after !== '' && !after.startsWith('/') && !after.startsWith('.')) return undefined;
  return [path.slice(0, at), after];
}

/** Tags as the build publishes them: spellings of one tag merged under the most used one, located at its first use. */
function tagPages(posts: readonly PostEntry<PostFrontMatter>[]) {
  const groups = new Map<string, { spellings: Map<string, number>; at: () => Located }>();
  const keyOf = tagKeys();
  for (const post of posts) {
    (post.data.tags ?? []).forEach((tag, index) => {
      const key = keyOf(tag);
      let group = groups.get(key);
      if (!group) {
        group = { spellings: new Map(), at: itemAt(post, 'tags', index) };
        groups.set(key, group);
      }
      group.spellings.set(tag, (group.spellings.get(tag) ?? 0) + 1);
    });
  }
  return [...groups.values()].map(({ spellings, at }) => {
    const [name] = mostCommon(spellings) as [string, number];
    return { name, slug: tagSlug(name), at };
  });
}

/** Where item `index` of a list field of a post is (an alias, a tag), computed when a finding needs it. */
function itemAt(post: Entry, field: string, index: number): () => Located {
  return () => {
    const pos = post.locate([field, String(index)]);
    return { file: post.file.path, line: pos.line, column: pos.column, pointer: `/${field}/${index}` };
  };
}

function wholeFile(entry: Entry): Claim['at'] {
  return () => ({ file: entry.file.path, line: 0, column: 0, pointer: '' });
}

function conflicts(claims: Claim[], config: string): Diagnostic[] {
  const byPath = new Map<string, Claim>();
  const out: Diagnostic[] = [];
  for (const claim of claims) {
    const first = byPath.get(claim.path);
    // A page published as a file at its own address is one claim, not two.
    if (first?.what === claim.what) {
      if (!claim.page) byPath.set(claim.path, claim);
    } else if (first)
      out.push(finding(claim, first, `${claim.path} is also published for ${first.what}`, config));
    else byPath.set(claim.path, claim);
  }
  // A file where another path needs a folder: `/blog` as a file and `/blog/x.md` cannot both be written.
  for (const claim of byPath.values()) {
    for (let cut = claim.path.lastIndexOf('/'); cut > 0; cut = claim.path.lastIndexOf('/', cut - 1)) {
      const file = byPath.get(claim.path.slice(0, cut));
      if (file && !file.page) {
        out.push(
          finding(
            claim,
            file,
            `${claim.path} needs a folder where ${file.path} is published for ${file.what}`,
            config,
          ),
        );
        break;
      }
    }
  }
  // One finding per pair of sources: a page and its twin on the same two paths are one clash.
  const pairs = new Set<string>();
  return out.filter((d) => {
    const pair = `${d.file}:${d.line}:${d.column} ${d.found}`;
    if (pairs.has(pair)) return false;
    pairs.add(pair);
    return true;
  });
}

function finding(claim: Claim, other: Claim, clash: string, config: string): Diagnostic {
  // Located at the content that can move: a post or tag, not a file the site always has.
  const [mine, theirs] = claim.at ? [claim, other] : [other, claim];
  const where = theirs.at?.();
  const related: SourceLocation[] = where
    ? [{ file: where.file, line: where.line, column: where.column }]
    : [];
  return {
    ...(mine.at?.() ?? { file: config, line: 0, column: 0, pointer: '' }),
    severity: 'error',
    code: 'path-conflict',
    message: `Two published files meet: ${clash}.`,
    expected: 'one published file per path',
    found: `${mine.what} and ${theirs.what}`,
    hint:
      mine.what === SETTINGS
        ? 'Change permalinks.post or permalinks.tag in site.yaml so that the blog index, the tag index and the feeds each keep a path of their own.'
        : mine.what.startsWith('the static file')
          ? theirs.what.startsWith('the alias')
            ? 'Delete the file under static/ if it only sent readers on (the build writes a page at each alias that does), or remove the alias.'
            : 'Move or rename the file under static/: site-api publishes that path itself.'
          : mine.what.startsWith('the file ')
            ? "Rename the file or the folder it is in: a post's files are published under its address, where the other file named above is published too."
            : mine.what.startsWith('the alias')
              ? 'Remove the alias, or move what it meets: with pages on, the build writes a page at each alias that sends readers on to the post.'
              : mine.what.startsWith('the tag')
                ? 'Rename the tag (its slug is its page address), or change permalinks.tag in site.yaml.'
                : 'Rename the post file (its id is its address), or change permalinks.post in site.yaml.',
    ...(related.length ? { related } : {}),
  };
}
