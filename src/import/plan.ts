import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { stringify } from 'yaml';
import { templateTagsOf } from '../check/template-tags.js';
import { firstBadInBody } from '../check/text.js';
import { FILE_LINK, forEachProseLine, isLocalLink, rewriteLinks } from '../content/links.js';
import {
  builtPath,
  DEFAULT_POST_PATTERN,
  pathKey,
  postPath,
  postPatternProblem,
} from '../content/permalink.js';
import { tagKey, tagSlug } from '../content/slug.js';
import { reservedForStatic } from '../content/static-paths.js';
import { UserError } from '../ground/errors.js';
import { plural } from '../ground/numbers.js';
import { slugFromTitle, uniqueId } from '../scaffold/slug.js';
import { rootPaths } from './files.js';
import { type ImportProblem, readConfig, type SourcePost, type SourceSite } from './source.js';

/** One file the import would write (relative to the content folder) and whether it is there already. */
export interface PlannedFile {
  rel: string;
  /** The text to write; empty for a file copied (`from`). */
  text: string;
  /** A file of the old site copied as it is (an image a post links, CNAME): its path. */
  from?: string;
  /** new: to be written; unchanged: the same bytes are there (a second run); kept: another file is there. */
  status: 'new' | 'unchanged' | 'kept';
}

export interface PlannedPost {
  source: string;
  id: string;
  file: string;
  /**
   * The old path, kept as the post's URL (`pattern`) or redirected to it (`alias`); none for drafts;
   * `lost` where site-api serves that path itself (a Jekyll category `api`: `/api/2020/01/02/a.html`).
   */
  oldPath?: string;
  kept: 'pattern' | 'alias' | 'none' | 'lost';
  /** Where a `lost` post is published instead. */
  newPath?: string;
  mapped: string[];
  unmapped: { field: string; why: string }[];
  status: PlannedFile['status'];
  /** The template language in the body: what was converted, and what is left as text (counted). */
  templates?: { converted: string[]; left: string[] };
}

export interface ImportPlan {
  /** The permalink pattern the posts use, and whether it is the old site's. */
  pattern: string;
  patternKept: boolean;
  posts: PlannedPost[];
  files: PlannedFile[];
  problems: ImportProblem[];
  /** Things the owner should look at (defaults chosen for fields the old site did not have). */
  notes: string[];
}

const BASE_URL = /^https?:\/\/[^/?#\s]+(\/[^?#\s]*[^/?#\s])?$/;
const CATEGORY = /^[^/\s?#]+(\/[^/\s?#]+)*$/;

/** Decides ids, the permalink pattern or aliases, and the text of every file. Reads the content folder, writes nothing. */
export function planImport(source: SourceSite, root: string, baseUrlFlag?: string): ImportPlan {
  const notes: string[] = [];
  const siteFile = join(root, 'site.yaml');
  let existingPattern: string | undefined;
  let existingBase: string | undefined;
  let existingLanguage: string | undefined;
  let existingTag: string | undefined;
  // A site with `pages: false` has no HTML page of its own to stand where an old page was.
  let existingPages = true;
  // The feed the site publishes (and its others, besides /feed.json): a post, an alias or a copied
  // file may not take their paths.
  let feed = '/feed.xml';
  const feeds = new Set(['/feed.json']);
  const hasSite = existsSync(siteFile);
  if (hasSite) {
    const read = readConfig(readFileSync(siteFile, 'utf8'), 'site.yaml');
    const links = read.ok ? (read.data.permalinks as Record<string, unknown> | undefined) : undefined;
    existingPattern = typeof links?.post === 'string' ? links.post : DEFAULT_POST_PATTERN;
    if (typeof links?.tag === 'string') existingTag = links.tag;
    if (read.ok && read.data.pages === false) existingPages = false;
    if (read.ok && typeof read.data.base_url === 'string') existingBase = read.data.base_url;
    if (read.ok && typeof read.data.language === 'string') existingLanguage = read.data.language;
    if (read.ok && typeof read.data.feed === 'string') feed = read.data.feed;
    const more = read.ok ? (read.data.feeds as { atom?: unknown; rss?: unknown } | undefined) : undefined;
    for (const list of [more?.atom, more?.rss])
      if (Array.isArray(list)) for (const path of list) if (typeof path === 'string') feeds.add(path);
    // The site is the owner's: a setting the old one had is said, not written.
    const markdown = read.ok ? (read.data.markdown as { hard_breaks?: unknown } | undefined) : undefined;
    if (source.hardBreaks && markdown?.hard_breaks !== true)
      notes.push(
        "The old site's Markdown kept each line break inside a paragraph; set markdown: {hard_breaks: true} in site.yaml for the pages to show them so.",
      );
  }
  // Ids: the generator's slug (or the title) romanised, unique in this import, in source order.
  const taken = new Set<string>();
  const ids = source.posts.map((p) => {
    const id = uniqueId(slugFromTitle(p.slug) || slugFromTitle(p.title) || 'post', taken);
    taken.add(id);
    return id;
  });
  const categoryOf = (p: SourcePost) => p.categories.map((c) => c.toLowerCase()).join('/');
  // An old path under /api/ (a Jekyll category `api`) or on another file site-api builds cannot be
  // kept, not even as an alias: it does not decide the pattern, and the plan says it is lost.
  feeds.add(feed);
  const lost = (path: string) => builtPath(path, feed) || feeds.has(pathKey(path));
  // A pattern under /api/ (every old URL lost) is not kept either.
  const fits = (pattern: string) =>
    postPatternProblem(pattern) === undefined &&
    !lost(pattern.replace(/\{[a-z]+\}/g, 'x')) &&
    source.posts.every((p, i) => {
      if (p.oldPath === undefined || lost(p.oldPath)) return true;
      const category = categoryOf(p);
      if (pattern.includes('{category}') && category !== '' && !CATEGORY.test(category)) return false;
      return postPath(pattern, { id: ids[i] as string, date: p.date, category }) === p.oldPath;
    });
  const candidate = existingPattern ?? source.pattern;
  const patternKept = candidate !== undefined && fits(candidate);
  const pattern = patternKept ? (candidate as string) : (existingPattern ?? DEFAULT_POST_PATTERN);
  if (!patternKept && source.posts.some((p) => p.oldPath !== undefined && !lost(p.oldPath)))
    notes.push(
      `No one permalink pattern fits every old URL: posts live at ${pattern} and each old URL is an alias (301), but one the post is published at already.`,
    );

  const files: PlannedFile[] = [];
  const posts: PlannedPost[] = [];
  const existing = existingPosts(root);
  const rels = source.posts.map((p, i) => `posts/${p.date.slice(0, 4)}/${ids[i]}.md`);
  // A post that the pattern puts on such a path gets its own `url:`: the pattern's without its
  // category, or the default's where its id is the reason (`api` with /{id}: /blog/api).
  const ownUrls = new Map<number, string>();
  const paths = source.posts.map((p, i) => {
    const id = ids[i] as string;
    const path = postPath(pattern, { id, date: p.date, category: categoryOf(p) });
    if (!lost(path)) return path;
    const withoutCategory = postPath(pattern, { id, date: p.date });
    const own = lost(withoutCategory)
      ? postPath(DEFAULT_POST_PATTERN, { id, date: p.date })
      : withoutCategory;
    ownUrls.set(i, own);
    return own;
  });
  const lostPaths: string[] = [];
  const index = new Map(source.posts.map((p, i) => [p.source, i]));
  // Each post's old paths (its URL and aliases, with and without the final slash) → its source.
  const byOldPath = new Map<string, string>();
  for (const p of source.posts)
    if (!p.draft)
      for (const old of [p.oldPath, ...p.aliases])
        if (old !== undefined)
          for (const form of [old, old.replace(/\/+$/, ''), `${old.replace(/\/+$/, '')}/`])
            byOldPath.set(form, p.source);
  const base = (existingBase ?? baseUrlFlag ?? source.baseUrl ?? '').replace(/\/+$/, '');
  const siteLanguage = hasSite ? existingLanguage : (source.language ?? 'ko');
  // Posts whose template tags left are outside code (validate's template-tag).
  let leftTemplates = 0;
  // Posts whose body holds a character validate refuses (bad-character): where, and what.
  const badCharacters: string[] = [];
  // Posts with what the old theme drew with a script: TeX between $$, mermaid diagrams.
  const mathPosts: string[] = [];
  const mermaidPosts: string[] = [];
  source.posts.forEach((p, i) => {
    const id = ids[i] as string;
    const rel = rels[i] as string;
    const category = categoryOf(p);
    const path = paths[i] as string;
    // An old URL the post is published at (with or without its final slash, as the edge answers
    // both) is no alias: it would redirect to itself (validate's alias-self).
    const own = pathKey(path);
    const aliases = [...(patternKept || p.oldPath === undefined ? [] : [p.oldPath]), ...p.aliases].filter(
      (a, at, all) => pathKey(a) !== own && all.indexOf(a) === at && !lost(a),
    );
    const oldLost = !p.draft && p.oldPath !== undefined && lost(p.oldPath);
    // Counted once with or without the final slash (redirect_from lists both, often).
    if (!p.draft)
      for (const a of [p.oldPath, ...p.aliases])
        if (a !== undefined && lost(a) && !lostPaths.some((l) => pathKey(l) === pathKey(a)))
          lostPaths.push(a);
    const urlCategory = pattern.includes('{category}') && category !== '' ? category : undefined;
    // A link to another imported post: its file, relative (the build makes it the post's URL), or in
    // HTML its full URL. A draft has no URL yet: only another draft links it (a series written as
    // drafts), by its file.
    const linkTo = (target: string, html: boolean) => {
      const at = index.get(target);
      if (at === undefined) return undefined;
      if (source.posts[at]?.draft)
        return p.draft && !html ? relativeFile(rel, rels[at] as string) : undefined;
      return html ? `${base}${paths[at]}` : relativeFile(rel, rels[at] as string);
    };
    const templates = source.convertBody?.(p, linkTo);
    const linked = oldUrlLinks(templates?.body ?? p.body, p, byOldPath, linkTo);
    const body = linked.body;
    if (linked.count > 0 && templates)
      templates.converted.push(
        `a link to a post's old URL → its file${linked.count > 1 ? ` ×${linked.count}` : ''}`,
      );
    const tagged = oneSpellingPerTag(p.tags);
    const text = postText(
      { ...p, body, tags: tagged.tags },
      { category: urlCategory, url: ownUrls.get(i), aliases, siteLanguage },
    );
    // Tags left in code are samples, published as written: validate names only the others.
    if (templates?.left.length && templateTagsOf(body).first) leftTemplates++;
    const drawn = drawnByScript(body);
    if (drawn.math) mathPosts.push(rel);
    if (drawn.mermaid) mermaidPosts.push(rel);
    // Copied as written, it is validate's bad-character error right after the import: said now.
    const bad = firstBadInBody(body);
    if (bad) {
      const bodyLine = text.slice(0, text.length - body.length).split('\n').length;
      badCharacters.push(`${rel}:${bodyLine + bad.line - 1}:${bad.column} (${bad.what})`);
    }
    const status = statusOf(join(root, rel), text, existing.get(id), rel);
    files.push({ rel, text, status });
    posts.push({
      source: p.source,
      id,
      file: rel,
      oldPath: p.oldPath,
      kept:
        p.oldPath === undefined
          ? 'none'
          : oldLost
            ? 'lost'
            : patternKept || pathKey(p.oldPath) === own
              ? 'pattern'
              : 'alias',
      ...(oldLost ? { newPath: path } : {}),
      mapped:
        urlCategory === undefined ? p.mapped : [...p.mapped, "categories → category (the URL's {category})"],
      unmapped: [...p.unmapped, ...tagged.dropped],
      status,
      ...(templates && (templates.converted.length || templates.left.length)
        ? { templates: { converted: templates.converted, left: templates.left } }
        : {}),
    });
  });
  if (lostPaths.length)
    notes.push(
      `${plural(lostPaths.length, 'old URL')} cannot be kept, not even as an alias: site-api serves ${lostPaths.length === 1 ? 'that path' : 'those paths'} itself${lostPaths.some((a) => a.startsWith('/api/')) ? " (/api/ is the content API's)" : ''}: ${firstOf(lostPaths, 5)}. ${lostPaths.length === 1 ? 'It answers' : 'They answer'} with site-api's own file there, or 404 (JSON under /api/): links to ${lostPaths.length === 1 ? 'it' : 'them'} from elsewhere need changing; each post's line says where it is published instead.`,
    );
  // A page bundle's files, into the folder named after the post (its relative links find them there).
  source.posts.forEach((p, i) => {
    for (const r of p.resources ?? []) {
      const rel = `${(rels[i] as string).replace(/\.md$/, '')}/${r.rel}`;
      files.push({ rel, text: '', from: r.file, status: copyStatus(join(root, rel), r.file) });
    }
  });
  files.push(...copiedFiles(source, root, files, notes, feed, feeds));
  // The old site's pages at a path where the new site has a page of its own (its blog list, tag
  // index, home): named apart, as their URLs still answer.
  const own = existingPages
    ? ownPages((hasSite ? existingTag : source.tags?.pattern) ?? DEFAULT_TAG_PATTERN)
    : new Set<string>();
  const [served, pages] = partition(source.pages ?? [], (p) => own.has(pageKey(p.path)));
  if (pages.length) {
    const named = pages.map((p) => `${p.file} (${p.path})`);
    notes.push(
      `${plural(pages.length, 'page')} of the old site, not posts, ${pages.length === 1 ? 'is' : 'are'} not imported: ${firstOf(named, 6)}. Their URLs answer 404 unless you keep what they said (the profile, a post with an alias).`,
    );
  }
  if (served.length)
    notes.push(
      `${plural(served.length, 'page')} of the old site ${served.length === 1 ? 'is' : 'are'} replaced by the new site's own at the same address: ${served.map((p) => `${p.file} (${p.path})`).join(', ')}.`,
    );
  const scripted = [
    ...(mathPosts.length
      ? [`${plural(mathPosts.length, 'post')} with math between $$ (${firstOf(mathPosts, 3)})`]
      : []),
    ...(mermaidPosts.length
      ? [`${plural(mermaidPosts.length, 'post')} with mermaid diagrams (${firstOf(mermaidPosts, 3)})`]
      : []),
  ];
  if (scripted.length)
    notes.push(
      `${scripted.join(' and ')}: the old theme drew them with a script (MathJax, KaTeX, mermaid.js); site-api's pages run none, so they show the TeX and the diagram's source as written.`,
    );
  if (badCharacters.length)
    notes.push(
      `${plural(badCharacters.length, 'post')} ${badCharacters.length === 1 ? 'holds' : 'hold'} a character that validate refuses (bad-character), copied as written: ${firstOf(badCharacters, 5)}. Delete it; the build stops until then.`,
    );
  if (leftTemplates)
    notes.push(
      `${leftTemplates} ${leftTemplates === 1 ? 'post keeps' : 'posts keep'} template tags that site-api does not run (${source.leftTemplates ?? 'tags of another generator'}): they would be published as text. Rewrite them in Markdown; validate names each post (template-tag).`,
    );

  if (!hasSite) {
    const base = (baseUrlFlag ?? source.baseUrl)?.replace(/\/+$/, '');
    if (!base || !BASE_URL.test(base))
      throw new UserError(
        base
          ? `The base URL ${base} is not an absolute http(s) URL without a query.`
          : 'The blog names no base URL (url / baseURL in its configuration).',
        'Pass --base-url https://your.blog.example',
      );
    const title = source.title ?? 'Blog';
    const site: Record<string, unknown> = {
      base_url: base,
      title,
      ...(source.description ? { description: source.description } : {}),
      language: source.language ?? 'ko',
      ...(source.timezone ? { timezone: source.timezone } : {}),
      api: { name: `${title} API`, version: '1.0.0' },
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      ...(source.rss?.length ? { feeds: { rss: source.rss } } : {}),
      ...(source.hardBreaks ? { markdown: { hard_breaks: true } } : {}),
      ...(pattern !== DEFAULT_POST_PATTERN || source.tags
        ? {
            permalinks: {
              ...(pattern !== DEFAULT_POST_PATTERN ? { post: pattern } : {}),
              ...(source.tags ? { tag: source.tags.pattern } : {}),
            },
          }
        : {}),
    };
    files.push({ rel: 'site.yaml', text: stringify(site, { lineWidth: 0 }), status: 'new' });
    notes.push(
      'site.yaml: the licence of the API data is set to CC BY 4.0; change it if that is not yours to give.',
    );
    if (source.badTimezone)
      notes.push(
        `site.yaml: the blog's time zone ${JSON.stringify(source.badTimezone)} is no IANA name (Asia/Seoul), so the old site read its dates in UTC, and so does the import: site.yaml names none.`,
      );
    else if (!source.timezone)
      notes.push('site.yaml: the blog names no time zone, so dates without an offset are read as UTC.');
    if (source.rss?.length)
      notes.push(
        `site.yaml: the old RSS feed keeps being published at ${source.rss.join(', ')} (feeds.rss), beside the Atom feed at /feed.xml.`,
      );
    if (source.tags) notes.push(...tagNotes(source.tags, source.posts));
    if (source.hardBreaks)
      notes.push(
        "site.yaml: a line break inside a paragraph stays a line break (markdown.hard_breaks), as the old site's Markdown had it.",
      );
  }
  notes.push(...(source.notes ?? []));
  if (!existsSync(join(root, 'profile.yaml'))) {
    const base = (baseUrlFlag ?? source.baseUrl ?? '').replace(/\/+$/, '');
    const { email, headline, links = [] } = source.profile ?? {};
    const profile = {
      name: source.author ?? source.title ?? 'Author',
      job_title: 'Author',
      ...(headline ? { headline } : {}),
      ...(email ? { email } : {}),
      url: base,
      ...(links.length ? { links: links.map((l) => ({ label: l.label, type: 'profile', url: l.url })) } : {}),
    };
    files.push({ rel: 'profile.yaml', text: stringify(profile, { lineWidth: 0 }), status: 'new' });
    // The name is the author's when the blog names one; else the blog's title stands in, and says so.
    notes.push(
      source.author
        ? 'profile.yaml: job_title is a placeholder; write your own.'
        : source.title
          ? `profile.yaml: the blog names no author, so name is its title (${JSON.stringify(profile.name)}) and job_title a placeholder; write your own (they are the author of every post in the feeds and the pages' data).`
          : `profile.yaml: the blog names neither an author nor a title, so name and job_title are placeholders (${JSON.stringify(profile.name)}); write your own (they are the author of every post in the feeds and the pages' data).`,
    );
  }
  return { pattern, patternKept, posts, files, problems: source.problems, notes };
}

/**
 * Whether the tag pages keep their old URLs under the old layout: a tag whose page address here
 * (its slug) is not the old site's moves, and the note names the first few.
 */
function tagNotes(tags: NonNullable<SourceSite['tags']>, posts: readonly SourcePost[]): string[] {
  const shown = posts.filter((p) => !p.draft);
  // The tags as written into the posts: one spelling each, none without a letter or digit.
  const names = new Set(shown.flatMap((p) => oneSpellingPerTag(p.tags).tags));
  const at = (slug: string) => tags.pattern.replace('{slug}', slug);
  const moved = [...names]
    .filter((name) => tagSlug(name) !== tags.slugOf(name))
    .sort()
    .map((name) => `${at(tags.slugOf(name))}/ → ${at(tagSlug(name))}`);
  const kept = `site.yaml: tag pages keep the old layout (permalinks.tag: ${tags.pattern})`;
  const notes = [
    moved.length === 0
      ? `${kept}; every tag keeps its URL.`
      : `${kept}; ${moved.length} of ${names.size} tags get another address, their old one answering 404: ${moved.slice(0, 5).join(', ')}${moved.length > 5 ? ', …' : ''}.`,
  ];
  if (shown.some((p) => p.categories.length > 0))
    notes.push('Categories become tags: the old category pages (/categories/…/) answer 404.');
  return notes;
}

/**
 * Links between posts written as the old site's URLs: relative to the page (`../b/`, Hugo's way; it
 * breaks once the posts live elsewhere) or root-relative (`/posts/b/`, which an alias would only
 * redirect): each becomes the link to the imported post (`linkTo`), its fragment kept. What names no
 * old post (a page, a file) is as written.
 */
function oldUrlLinks(
  body: string,
  { oldPath, oldPrefix }: Pick<SourcePost, 'oldPath' | 'oldPrefix'>,
  byOldPath: ReadonlyMap<string, string>,
  linkTo: (source: string, html: boolean) => string | undefined,
): { body: string; count: number } {
  if (oldPath === undefined || byOldPath.size === 0) return { body, count: 0 };
  const { text, count } = rewriteLinks(body, (link) => {
    if (!isLocalLink(link.dest) || FILE_LINK.test(link.dest.replace(/[?#].*$/, ''))) return undefined;
    let path: string;
    let fragment: string;
    try {
      const url = new URL(link.dest, `https://old.invalid${oldPath}`);
      path = decodeURIComponent(url.pathname).normalize('NFC');
      fragment = url.hash;
    } catch {
      return undefined;
    }
    // Under a language's prefix (jekyll-polyglot), `/posts/b/` was published as the same language's `/en/posts/b/`.
    const source =
      (oldPrefix !== undefined && !path.startsWith(`${oldPrefix}/`)
        ? byOldPath.get(`${oldPrefix}${path}`)
        : undefined) ?? byOldPath.get(path);
    const to = source === undefined ? undefined : linkTo(source, link.html === true);
    return to === undefined ? undefined : `${to}${fragment}`;
  });
  return { body: text, count };
}

/**
 * A post's tags, one spelling each: a category and a tag of one name (`Kotlin`, `kotlin`) become the
 * first, and a tag with no letter or digit (`!!!`, `...`: no page address) goes. Each is said in the
 * plan, as a field without a home.
 */
function oneSpellingPerTag(written: readonly string[]): {
  tags: string[];
  dropped: { field: string; why: string }[];
} {
  const kept = new Map<string, string>();
  const dropped: { field: string; why: string }[] = [];
  for (const tag of written) {
    const key = tagKey(tag);
    const first = kept.get(key);
    if (key === '')
      dropped.push({
        field: 'tags',
        why: `${JSON.stringify(tag)} has no letter or digit, so no tag page: dropped`,
      });
    else if (first === undefined) kept.set(key, tag);
    else if (first !== tag)
      dropped.push({
        field: 'tags',
        why: `${JSON.stringify(tag)} is ${JSON.stringify(first)}, written another way: one tag`,
      });
  }
  return { tags: [...kept.values()], dropped };
}

function postText(
  p: SourcePost,
  extra: { category?: string; url?: string; aliases: string[]; siteLanguage: string | undefined },
): string {
  const { tags } = p;
  const data: Record<string, unknown> = {
    title: p.title,
    date: p.date,
    ...(p.modified && p.modified >= p.date ? { modified: p.modified } : {}),
    ...(extra.category ? { category: extra.category } : {}),
    ...(extra.url ? { url: extra.url } : {}),
    ...(tags.length ? { tags } : {}),
    ...(p.summary ? { summary: p.summary } : {}),
    // Only where it is not the site's: a post is in the site's language unless it says otherwise.
    ...(p.language && p.language !== extra.siteLanguage ? { language: p.language } : {}),
    ...(p.draft ? { draft: true } : {}),
    ...(extra.aliases.length ? { aliases: extra.aliases } : {}),
  };
  return `---\n${stringify(data, { lineWidth: 0 })}---\n${p.body}`;
}

/**
 * The old site's files to copy into static/ at the paths it served them: those the imported bodies
 * link root-relative, and the host files of its root. One that would collide with a file site-api
 * builds (robots.txt) is left, and said; so are the files the bodies link that the old site lacks.
 */
function copiedFiles(
  source: SourceSite,
  root: string,
  planned: readonly PlannedFile[],
  notes: string[],
  feed: string,
  feeds: ReadonlySet<string>,
): PlannedFile[] {
  const builds = (path: string) => reservedForStatic(path, feed) || feeds.has(path);
  const found = new Map<string, string>();
  for (const { path, file } of source.hostFiles ?? []) found.set(path, file);
  // Files the posts link that the old site did not have either (a broken image there too): named.
  const missing = new Set<string>();
  const servedFile = source.servedFile;
  if (servedFile)
    for (const f of planned)
      if (f.rel.startsWith('posts/') && f.from === undefined)
        // Markdown links and images, and those of HTML, includes and shortcodes.
        for (const path of rootPaths(f.text)) {
          const key = normalPath(path);
          if (found.has(key)) continue;
          const file = servedFile(path);
          if (file) found.set(key, file);
          else if (FILE_LINK.test(path) && !builds(key)) missing.add(path);
        }
  if (missing.size)
    notes.push(
      `${plural(missing.size, 'file')} the posts link ${missing.size === 1 ? 'is' : 'are'} not in the old site either (a broken image there too): ${firstOf([...missing], 5)}. Put the file under static/ or remove the link (validate reports those of Markdown links and images: link-target-missing).`,
    );
  const out: PlannedFile[] = [];
  const reserved: string[] = [];
  for (const [path, from] of [...found].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (builds(path)) {
      reserved.push(path);
      continue;
    }
    const rel = `static${path}`;
    out.push({ rel, text: '', from, status: copyStatus(join(root, rel), from) });
  }
  if (reserved.length) notes.push(`Not copied: ${reserved.join(', ')} (site-api builds its own).`);
  return out;
}

/** A copy's status: new, the same bytes there already, or another file there (kept, never overwritten). */
function copyStatus(target: string, from: string): PlannedFile['status'] {
  if (!existsSync(target)) return 'new';
  return readFileSync(target).equals(readFileSync(from)) ? 'unchanged' : 'kept';
}

/** A root-relative path as the static file's: decoded, NFC, without query or fragment. */
function normalPath(path: string): string {
  try {
    return decodeURIComponent(path).normalize('NFC');
  } catch {
    return path;
  }
}

/** The relative link from one post file to another (`b.md`, `../2022/b.md`). */
function relativeFile(from: string, to: string): string {
  return posix.relative(posix.dirname(from), to);
}

/** Post ids already in the content folder → their file (relative). */
function existingPosts(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'posts');
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith('.md'))
      out.set(
        e.name.slice(0, -3).normalize('NFC').toLowerCase(),
        join(e.parentPath, e.name).slice(root.length + 1),
      );
  }
  return out;
}

function statusOf(
  file: string,
  text: string,
  existingRel: string | undefined,
  rel: string,
): PlannedFile['status'] {
  if (existingRel !== undefined && existingRel !== rel) return 'kept';
  if (!existsSync(file)) return 'new';
  return readFileSync(file, 'utf8') === text ? 'unchanged' : 'kept';
}

/** Where a tag page is when site.yaml does not say (build/model.ts). */
const DEFAULT_TAG_PATTERN = '/blog/tags/{slug}';

/** A page's path as the edge answers it: `/blog/`, `/blog` and `/blog/index.html` are one page. */
const pageKey = (path: string) => path.replace(/\/index\.html$/, '/').replace(/\/+$/, '');

/** The pages every site-api site has (build/pages: home, blog list, developer portal, tag index), by pageKey. */
function ownPages(tagPattern: string): Set<string> {
  const tagIndex = tagPattern.slice(0, tagPattern.lastIndexOf('/')) || '/tags';
  return new Set(['', '/blog', '/developers', tagIndex].map(pageKey));
}

/** The items that pass `test`, and the others, each in order. */
function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}

/** The first `n` of a list, comma-separated, then ` and M more` for the rest (nothing when none is left). */
const firstOf = (list: readonly string[], n: number) =>
  `${list.slice(0, n).join(', ')}${list.length > n ? ` and ${list.length - n} more` : ''}`;

/**
 * What a body holds that an old theme drew with a script: TeX between `$$` in its prose (MathJax and
 * KaTeX's display math; not in code), a fenced mermaid block.
 */
function drawnByScript(body: string): { math: boolean; mermaid: boolean } {
  const mermaid = /^[ \t]*(?:```|~~~)[ \t]*mermaid\b/m.test(body);
  let math = false;
  if (body.includes('$$'))
    forEachProseLine(body, (line, _index, _offset, code) => {
      if (math) return;
      let text = line;
      for (const [start, end] of code)
        text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
      // `$$` that opens or closes display math, not a run of dollars (`costs $$$`).
      math = /(?<!\$)\$\$(?!\$)/.test(text);
    });
  return { math, mermaid };
}
