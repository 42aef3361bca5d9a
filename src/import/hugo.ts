import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative, sep } from 'node:path';
import { MONTHS } from '../content/dates.js';
import { hostFiles, oldFolder, relativeFileLinks, servedFile } from './files.js';
import { convertShortcodes } from './shortcodes.js';
import {
  contentDate,
  DRAFT_REDIRECTS,
  type Fields,
  type ImportProblem,
  languageTag,
  readConfig,
  readPostFile,
  type SourcePost,
  type SourceSite,
  sitePathOf,
  text,
  words,
  zoneOf,
} from './source.js';

const CONFIGS = [
  'hugo.toml',
  'hugo.yaml',
  'hugo.yml',
  'hugo.json',
  'config.toml',
  'config.yaml',
  'config.yml',
  'config.json',
];

const KNOWN = new Set([
  'title',
  'date',
  'publishdate',
  'expirydate',
  'build',
  '_build',
  'lastmod',
  'last_modified_at',
  'modified',
  'description',
  'summary',
  'tags',
  'categories',
  'draft',
  'slug',
  'url',
  'aliases',
]);
const THEME_KEYS = new Set([
  'layout',
  'type',
  'weight',
  'toc',
  'comments',
  'images',
  'image',
  'cover',
  'featured_image',
  'math',
  'katex',
  'showtoc',
  'tocopen',
  'menu',
  'series',
  'author',
  'authors',
  'keywords',
  'hidemeta',
  'showreadingtime',
]);

/**
 * Hugo's `urlize` (helpers.UnicodeSanitize): lower case; letters, digits, marks and `. / _ # + ~ - @`
 * kept; a run of white space one hyphen; anything else dropped. Hangul stays.
 */
export function urlize(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC').trim().toLowerCase()) {
    if (/[\p{L}\p{N}\p{M}./_#+~@-]/u.test(ch)) out += ch;
    else if (/\s/.test(ch) && !out.endsWith('-')) out += '-';
  }
  return out;
}

/** The front matter keys Hugo dates a page from by default (`[frontmatter] date`, `:default`). */
const DATE_KEYS = ['date', 'publishdate', 'pubdate', 'published', 'lastmod', 'modified'];

/** Layouts themes give their list and tool pages (Stack, PaperMod, LoveIt): pages, never posts. */
const PAGE_LAYOUTS = new Set(['archives', 'archive', 'search', 'links', 'terms', 'taxonomy']);

/** Reads a Hugo site: its configuration and every page under `content/` other than `_index.md` listings. */
export function readHugo(folder: string): SourceSite {
  const problems: ImportProblem[] = [];
  const config = readHugoConfig(folder, problems);
  // Languages (`[languages.ko]`): the default language's own title and params are the site's (a
  // one-language site often keeps them there, `[languages.ko.params.author]`), over the top level's.
  const languages = lowerKeys((config.languages ?? {}) as Fields);
  const codes = new Set(Object.keys(languages));
  const defaultLanguage = (
    text(config.defaultcontentlanguage) ?? (codes.size === 1 ? ([...codes][0] as string) : 'en')
  ).toLowerCase();
  const languageOf = (code: string) => lowerKeys((languages[code] ?? {}) as Fields);
  const own = languageOf(defaultLanguage);
  const params = {
    ...lowerKeys((config.params ?? {}) as Fields),
    ...lowerKeys((own.params ?? {}) as Fields),
  };
  const permalinks = flatPermalinks(config.permalinks);
  const contentDir = join(folder, text(config.contentdir) ?? 'content');
  const site: SourceSite = {
    title: text(own.title) ?? text(config.title),
    description: text(params.description) ?? text(params.subtitle),
    baseUrl: text(config.baseurl)?.replace(/\/+$/, ''),
    language: languageTag(
      own.languagecode ??
        config.languagecode ??
        config.defaultcontentlanguage ??
        (codes.size ? defaultLanguage : undefined),
    ),
    ...zoneOf(text(config.timezone)),
    // PaperMod and others take a list of names (`author = ["kim", "김"]`): the first is the author.
    author:
      words(params.author, false)[0] ??
      text((params.author as Fields | undefined)?.name) ??
      text((config.author as Fields | undefined)?.name) ??
      text(config.author),
    posts: [],
    // Goldmark's `hardWraps` (`[markup.goldmark.renderer]`).
    hardBreaks: valueAt(config.markup, ['goldmark', 'renderer', 'hardwraps']) === true,
    problems,
  };
  const pages: { file: string; path: string }[] = [];
  // The blog's sections: the theme's `mainSections` (Stack, PaperMod), else found (below).
  const named = words(params.mainsections, false).map((name) => name.toLowerCase());
  const mainSections = named.length > 0 ? new Set(named) : undefined;
  const blogSections = new Set<string>();
  const deferred: { section: string; asPost: () => void; asPage: () => void }[] = [];
  // Posts in the order their sources are read, whenever they were decided.
  const postOrder = new Map<SourcePost, number>();
  let seq = 0;
  /** Each source's problems by its place in the walk (the config's come first). */
  const problemOrder = new Map<ImportProblem, number>();
  // `[frontmatter] date = [":filename", ":git", "mydate", …]`: a page dated by its file's name, time or
  // git history has no date key, and a key named there dates it too.
  const dateSources = words(valueAt(config.frontmatter, ['date']), false).map((d) => d.toLowerCase());
  const byFileName = dateSources.some((d) => d.startsWith(':') && d !== ':default');
  const dateKeys = [...DATE_KEYS, ...dateSources.filter((d) => !d.startsWith(':'))];
  // Each post's front matter, which `{{< param >}}` reads.
  const heads = new Map<string, Fields>();
  const extraTaxonomies = Object.values((config.taxonomies ?? {}) as Fields)
    .map((plural) => text(plural))
    .filter(
      (plural): plural is string => plural !== undefined && plural !== 'tags' && plural !== 'categories',
    );
  const patterns = new Set<string>();
  // Languages (`[languages.en]`): a file `a.en.md` (or a bundle's `index.en.md`) is the page in that
  // language, and so is every file under a language's own `contentDir`; pages of a language other
  // than the default one (or of every one, `defaultContentLanguageInSubdir`) lived under `/en/`.
  const prefixOf = (language: string) =>
    codes.size > 0 && (language !== defaultLanguage || config.defaultcontentlanguageinsubdir === true)
      ? `/${language}`
      : '';
  const languageDirs = [...codes].flatMap((code) => {
    const dir = text(languageOf(code).contentdir);
    return dir && inside(folder, join(folder, dir)) ? [{ dir: join(folder, dir), language: code }] : [];
  });
  // The site's contentDir holds the default language's pages, but for the folders of languages with
  // their own (`content/en` under `content/`), which are read as theirs.
  const dirs = [
    ...(languageDirs.some((d) => d.dir === contentDir) || !inside(folder, contentDir)
      ? []
      : [{ dir: contentDir, language: undefined as string | undefined }]),
    ...languageDirs,
  ];
  const others = (dir: string) =>
    languageDirs.map((d) => d.dir).filter((d) => d !== dir && d.startsWith(`${dir}${sep}`));
  const translated = (name: string) => {
    const m = /^(.+)\.([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\.(md|markdown)$/i.exec(name);
    return m && codes.has((m[2] as string).toLowerCase())
      ? { base: m[1] as string, language: (m[2] as string).toLowerCase() }
      : undefined;
  };
  const isIndex = (name: string) => /^index\.(md|markdown)$/.test(name) || translated(name)?.base === 'index';
  for (const { dir, language: dirLanguage } of dirs) {
    const skip = others(dir);
    const entries = (
      existsSync(dir) ? readdirSync(dir, { withFileTypes: true, recursive: true }) : []
    ).filter((e) => !skip.some((d) => e.parentPath === d || e.parentPath.startsWith(`${d}${sep}`)));
    // A page before its translations (`a.md`, then `a.en.md`): the default language's keeps the plain id.
    const order = (name: string) => {
      const t = translated(name);
      return t
        ? `${t.base}.${name.slice(t.base.length)}\u0001`
        : `${name.replace(/\.(md|markdown)$/, '')}\u0000`;
    };
    // A leaf bundle's folder (it holds index.md): its other Markdown files are resources, not pages.
    const leaves = new Set(entries.filter((e) => e.isFile() && isIndex(e.name)).map((e) => e.parentPath));
    const inLeaf = (file: string, own: boolean) => {
      for (let at = own ? dirname(dirname(file)) : dirname(file); at.startsWith(dir); at = dirname(at)) {
        if (leaves.has(at)) return true;
        if (at === dir) break;
      }
      return false;
    };
    for (const entry of entries.sort((a, b) =>
      join(a.parentPath, order(a.name)) < join(b.parentPath, order(b.name)) ? -1 : 1,
    )) {
      if (!entry.isFile() || !/\.(md|markdown)$/.test(entry.name) || entry.name.startsWith('_index.'))
        continue;
      const file = join(entry.parentPath, entry.name);
      const bundle = isIndex(entry.name);
      if (inLeaf(file, bundle)) continue;
      const rel = relative(folder, file);
      const inContent = relative(dir, file).split('/');
      const translation = translated(entry.name);
      const language = translation?.language ?? dirLanguage;
      // A page bundle (posts/a/index.md) is named by its folder.
      if (inContent.length < 2 || (bundle && inContent.length === 2)) {
        // A top-level page (about.md, or the bundle about/index.md) is not a post: named in the plan, not imported.
        const fm = readPostFile(file, rel, [], { leading: true });
        const head = fm ? lowerKeys(fm.data) : {};
        const own = text(head.url) ?? text(head.slug);
        const slug = bundle
          ? (inContent[0] as string)
          : (translation?.base ?? entry.name.replace(/\.[^.]+$/, ''));
        pages.push({
          file: rel,
          path: own?.startsWith('/') ? own : `${prefixOf(language ?? defaultLanguage)}/${own ?? slug}/`,
        });
        continue;
      }
      const section = inContent[0] as string;
      const filename = bundle
        ? (inContent[inContent.length - 2] as string)
        : (translation?.base ?? entry.name.replace(/\.[^.]+$/, ''));
      const order = seq++;
      const unread = problems.length;
      const fm = readPostFile(file, rel, problems, { leading: true });
      for (const problem of problems.slice(unread)) problemOrder.set(problem, order);
      if (!fm) continue;
      // `page = "/:slug/"` at the top of [permalinks] is the section named page (the Stack theme's),
      // not every page: only [permalinks.page] (flatPermalinks) gives kinds.
      const pattern = permalinks[section.toLowerCase()] ?? '/:sections/:slugorfilename/';
      const prefix = prefixOf(language ?? defaultLanguage);
      const where = {
        section,
        sections: inContent.slice(0, bundle ? -2 : -1),
        filename,
        pattern,
        prefix,
        ugly: config.uglyurls === true,
      };
      // What is no post but a page of the site: one of a theme's list layouts (`layout: archives`),
      // and outside the blog's sections one in a menu (`menu: main`: Stack's and PaperMod's about,
      // archives, search and links) or one without a date (Hugo's dates: date, publishDate, pubDate,
      // published, lastmod, modified; a theme's `sections/`). Hugo published it (with the zero date)
      // unless its build options render it never. In a blog section a source in a menu or without a
      // date is a post as before (one without a date an error). The blog's sections: `mainSections`,
      // else the sections holding a post without either mark (decided once every section is read).
      const head = lowerKeys(fm.data);
      const undated = !byFileName && dateKeys.every((key) => head[key] === undefined);
      const pageLike = head.menu !== undefined || head.menus !== undefined || undated;
      const asPost = () => {
        const post = mapPost(rel, fm.data, fm.body, extraTaxonomies, where);
        if (typeof post === 'string') {
          const problem = { file: rel, line: 2, column: 1, message: post };
          problemOrder.set(problem, order);
          problems.push(problem);
          return;
        }
        // Only the posts imported choose the pattern (a source skipped with --skip-broken does not).
        patterns.add(prefix === '' ? (toPattern(pattern, section) ?? '') : '');
        heads.set(post.source, fm.data);
        if (fm.note) post.mapped.unshift(fm.note);
        // A language's tag is its languageCode; the default language's is the site's (the plan writes
        // it only where it is not the site's: a `ko` page of a `ko-KR` site is in the site's language).
        if (language !== undefined && codes.size > 0) {
          post.language =
            (language === defaultLanguage ? site.language : undefined) ??
            languageTag(languageOf(language).languagecode ?? language);
          post.mapped.push(
            translation ? `the file name's .${language} → language` : `contentDir of ${language} → language`,
          );
        }
        if (bundle) post.resources = bundleFiles(entry.parentPath);
        site.posts.push(post);
        postOrder.set(post, order);
      };
      const asPage = () => {
        const build = (head._build ?? head.build) as Fields | undefined;
        const render = build && typeof build === 'object' ? lowerKeys(build).render : undefined;
        if (render === 'never' || render === false || head.draft === true) return;
        const page = mapPost(
          rel,
          undated ? { ...fm.data, date: '0001-01-01' } : fm.data,
          fm.body,
          extraTaxonomies,
          where,
        );
        if (typeof page !== 'string' && page.oldPath !== undefined)
          pages.push({ file: rel, path: page.oldPath });
      };
      const key = section.toLowerCase();
      // A theme's list layout is a page wherever it lies; nothing else marks one in a blog section.
      if (PAGE_LAYOUTS.has(String(head.layout ?? '').toLowerCase())) asPage();
      else if (!pageLike) {
        blogSections.add(key);
        asPost();
      } else if (mainSections !== undefined) (mainSections.has(key) ? asPost : asPage)();
      else deferred.push({ section: key, asPost, asPage });
    }
  }
  // Without mainSections, a page-like source in a section that holds posts is one of them.
  for (const { section, asPost, asPage } of deferred) (blogSections.has(section) ? asPost : asPage)();
  // A deferred source's problem in its file's place, not after every other file's (a stable sort).
  if (deferred.length > 0) problems.sort((a, b) => (problemOrder.get(a) ?? -1) - (problemOrder.get(b) ?? -1));
  site.posts.sort((a, b) => (postOrder.get(a) ?? 0) - (postOrder.get(b) ?? 0));
  const [only] = patterns;
  if (patterns.size === 1 && only) site.pattern = only;
  Object.assign(site, oldListings(config));
  const staticDir = join(folder, words(config.staticdir, false)[0] ?? 'static');
  // Hugo publishes static/ as the site's root, and a file beside the content (content/posts/a/b.png,
  // not a content file) at its path there.
  site.servedFile = (path) =>
    servedFile(staticDir, path) ??
    (CONTENT_FILE.test(path.replace(/[?#].*$/, '')) ? undefined : servedFile(contentDir, path));
  site.hostFiles = hostFiles(staticDir);
  site.pages = pages;
  const contentRel = relative(folder, contentDir);
  site.leftTemplates = "shortcodes of the theme or of the site's layouts/shortcodes/";
  site.convertBody = (post, linkTo) => {
    const made = convertShortcodes(post.body, {
      post(ref, _kind, html) {
        const [path = '', anchor] = ref.split('#');
        const source = postRef(site.posts, contentRel, path);
        const link = source === undefined ? undefined : linkTo(source, html);
        // An anchor with spaces would end a Markdown link destination: written encoded.
        return link === undefined ? undefined : anchor ? `${link}#${anchor.replace(/ /g, '%20')}` : link;
      },
      param: (key) => paramOf(heads.get(post.source), key) ?? paramOf(params, key),
    });
    // Relative links to files of static/ or beside the content: read from the old URL, as a browser
    // did, else from the site's root (themes' image hooks served `img/a.png` from static/img/). A
    // bundle's own files are copied beside the post instead, and stay relative.
    const own = new Set(oldFolder(post).flatMap((at) => (post.resources ?? []).map((r) => `${at}${r.rel}`)));
    const files = relativeFileLinks(made.body, [...oldFolder(post), '/'], (path) => {
      let file = path;
      try {
        file = decodeURIComponent(path);
      } catch {}
      return own.has(file) ? null : site.servedFile?.(path);
    });
    return { ...made, body: files.body, converted: [...made.converted, ...files.dropped] };
  };
  // The site's own taxonomies had pages of their own, which tag pages do not stand in for.
  const used = extraTaxonomies.filter((plural) =>
    [...heads.values()].some((data) => words(valueAt(data, [plural]), false).length > 0),
  );
  if (used.length)
    site.notes = [
      `The taxonomies ${used.join(', ')} become tags: their old pages (${used.map((plural) => `/${plural}/…/`).join(', ')}) answer 404.`,
    ];
  return site;
}

/**
 * Hugo's configuration with its top-level keys in lower case (Hugo reads them in any case): the root
 * file (`hugo.toml`, `config.toml`, …) over the configuration folder's `config/_default/`, where
 * `hugo.*` and `config.*` hold the root keys and any other file the key of its name
 * (`params.toml` is `params`, `permalinks.toml` is `permalinks`).
 */
function readHugoConfig(folder: string, problems: ImportProblem[]): Fields {
  const read = (file: string, name: string): Fields => {
    const got = readConfig(readFileSync(file, 'utf8'), name);
    if (got.ok) return got.data;
    problems.push(got.problem);
    return {};
  };
  const config: Fields = {};
  const dir = join(folder, 'config', '_default');
  if (existsSync(dir))
    for (const name of readdirSync(dir).sort()) {
      const m = /^(.+)\.(toml|ya?ml|json)$/.exec(name);
      if (!m) continue;
      const data = read(join(dir, name), `config/_default/${name}`);
      const key = (m[1] as string).toLowerCase();
      if (key === 'hugo' || key === 'config') Object.assign(config, lowerKeys(data));
      else config[key] = data;
    }
  const root = CONFIGS.find((name) => existsSync(join(folder, name)));
  if (root) Object.assign(config, lowerKeys(read(join(folder, root), root)));
  return config;
}

/** A file Hugo reads as content (or a page resource it does not publish), never copied as a file. */
const CONTENT_FILE = /\.(md|markdown|html?)$/i;

/**
 * A leaf bundle's files besides its content (`cover.png`, `images/a.png`), which Hugo published beside
 * the page and the body links relatively: those a plain file would be (servedFile), no content file.
 */
function bundleFiles(dir: string): { rel: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((rel) => !CONTENT_FILE.test(rel))
    .flatMap((rel) => {
      const file = servedFile(dir, `/${rel}`);
      return file ? [{ rel, file }] : [];
    })
    .sort((a, b) => (a.rel < b.rel ? -1 : 1));
}

/**
 * The post a `ref`/`relref` names: its path in `content/` (`posts/a.md`, `/posts/a`, a bundle's
 * folder), else, as Hugo does for a bare name, the one post of that file or bundle name; a draft too (the plan
 * decides whether a link to it can be written).
 */
function postRef(posts: readonly SourcePost[], contentRel: string, ref: string): string | undefined {
  const path = ref.replace(/^\/+/, '').replace(/\/+$/, '').normalize('NFC');
  if (path === '') return undefined;
  const stem = (p: SourcePost) =>
    p.source
      .replace(/\/index\.(md|markdown)$/, '')
      .replace(/\.(md|markdown)$/, '')
      .normalize('NFC');
  const inContent = (p: SourcePost) => stem(p).slice(contentRel === '' ? 0 : contentRel.length + 1);
  // A bundle is named by its folder, also as `posts/c/index.md`.
  const bare = path.replace(/\.(md|markdown)$/, '').replace(/(?:^|\/)index$/, '');
  if (bare === '') return undefined;
  const exact = posts.find((p) => inContent(p) === bare);
  if (exact) return exact.source;
  if (bare.includes('/')) return undefined;
  const named = posts.filter((p) => inContent(p).split('/').pop() === bare);
  return named.length === 1 ? named[0]?.source : undefined;
}

/**
 * What Hugo published besides the posts, by default, that import can keep: the home page's RSS feed at
 * `/index.xml` (unless the configuration turns RSS off), and the tag pages at `/tags/<urlize(tag)>/`
 * (unless tags are not a taxonomy, their pages are off, ugly URLs or a permalink of their own move them).
 */
function oldListings(config: Fields): Pick<SourceSite, 'rss' | 'tags'> {
  const lower = (value: unknown) => (Array.isArray(value) ? value.map((v) => String(v).toLowerCase()) : []);
  const disabled = lower(config.disablekinds);
  const outputs = (config.outputs ?? {}) as Fields;
  const homeOutputs = outputs.home === undefined ? undefined : lower(outputs.home);
  const rss = !disabled.includes('rss') && (homeOutputs === undefined || homeOutputs.includes('rss'));
  const taxonomies = config.taxonomies as Fields | undefined;
  const taggable =
    (taxonomies === undefined || Object.values(taxonomies).includes('tags')) &&
    !disabled.includes('term') &&
    !disabled.includes('taxonomy') &&
    config.uglyurls !== true &&
    flatPermalinks(config.permalinks).tags === undefined;
  return {
    ...(rss ? { rss: ['/index.xml'] } : {}),
    ...(taggable ? { tags: { pattern: '/tags/{slug}', slugOf: urlize } } : {}),
  };
}

/** `[permalinks] posts = "…"` and Hugo 0.120's `[permalinks.page] posts = "…"` as section → pattern. */
function flatPermalinks(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [key, v] of Object.entries(value as Fields)) {
    if (typeof v === 'string') out[key.toLowerCase()] ??= v;
    else if (key.toLowerCase() === 'page' && v && typeof v === 'object')
      for (const [k, p] of Object.entries(v as Fields)) if (typeof p === 'string') out[k.toLowerCase()] = p;
  }
  return out;
}

/** Whether a folder the configuration names is the site's folder or inside it: no other is read. */
function inside(folder: string, dir: string): boolean {
  const rel = relative(folder, dir);
  return rel === '' || !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}

/** A mapping with its keys in lower case, as Hugo reads front matter and configuration. */
/**
 * Hugo's `.Param key` in one set of fields, as text: keys in any case, a dotted key a path through
 * maps (`author.name`), a page's own `params:` (Hugo 0.123) after its top level; scalars only (a list
 * or map prints Go's syntax, which no reader wants).
 */
function paramOf(fields: Fields | undefined, key: string): string | undefined {
  const path = key.toLowerCase().split('.');
  const value = valueAt(fields, path) ?? valueAt(valueAt(fields, ['params']), path);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** The value at a path of keys through maps, the keys (given in lower case) in any case, as Hugo reads them. */
function valueAt(at: unknown, path: readonly string[]): unknown {
  for (const key of path) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = Object.entries(at).find(([k]) => k.toLowerCase() === key)?.[1];
  }
  return at;
}

function lowerKeys(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.toLowerCase(), value]));
}

/** A content date (`2024-01-05 10:00` or RFC 3339) as ISO 8601 for Date.parse (no offset: UTC). */
function isoOf(date: string): string {
  const t = date.replace(' ', 'T');
  return /(?:Z|[+-]\d{2}:\d{2})$/.test(t) ? t : `${t.length === 10 ? `${t}T00:00:00` : t}Z`;
}

function mapPost(
  rel: string,
  data: Fields,
  body: string,
  taxonomies: readonly string[],
  where: {
    section: string;
    sections: string[];
    filename: string;
    pattern: string;
    prefix?: string;
    /** `uglyURLs = true`: Hugo wrote `/posts/a.html`, not `/posts/a/`. */
    ugly?: boolean;
  },
): SourcePost | string {
  const mapped: string[] = [];
  const unmapped: { field: string; why: string }[] = [];
  // Hugo reads front matter keys in any case (`Title`, `Date`).
  data = lowerKeys(data);
  const date = contentDate(data.date) ?? contentDate(data.publishdate);
  if (!date)
    return data.date === undefined
      ? 'no date in the front matter'
      : `date ${JSON.stringify(data.date)} is not a date`;
  mapped.push(data.date !== undefined ? 'date → date' : 'publishDate → date');
  const modified = contentDate(data.lastmod ?? data.last_modified_at ?? data.modified);
  if (modified) mapped.push('lastmod → modified');
  const categories = words(data.categories, false);
  const tags = words(data.tags, false);
  if (categories.length) mapped.push('categories → tags');
  if (tags.length) mapped.push('tags → tags');
  // The site's own taxonomies (`[taxonomies] topic = "topics"`) classify posts as tags do.
  const terms = taxonomies.flatMap((name) => {
    const found = words(data[name], false);
    if (found.length) mapped.push(`${name} → tags`);
    return found;
  });
  let summary = text(data.description) ?? text(data.summary);
  if (summary) {
    summary = summary.trim().replace(/\s+/g, ' ');
    if (summary.length > 240) {
      unmapped.push({
        field: 'description',
        why: 'longer than the 240 characters of summary; the summary is derived from the body instead',
      });
      summary = undefined;
    } else mapped.push(`${data.description !== undefined ? 'description' : 'summary'} → summary`);
  }
  const title = text(data.title) ?? where.filename;
  mapped.push('title → title');
  // What Hugo's last build did not publish: a draft, a page expired or still to come (by the time of
  // this import), one whose build options render it never.
  const expiry = contentDate(data.expirydate);
  const publish = contentDate(data.publishdate);
  const build = (data._build ?? data.build) as Fields | undefined;
  const render = build && typeof build === 'object' ? build.render : undefined;
  const unpublished =
    data.draft === true
      ? 'draft → draft'
      : expiry !== undefined && Date.parse(isoOf(expiry)) <= Date.now()
        ? 'expiryDate (passed) → draft'
        : publish !== undefined && Date.parse(isoOf(publish)) > Date.now()
          ? 'publishDate (to come) → draft'
          : render === 'never' || render === false
            ? 'build.render: never → draft'
            : undefined;
  const draft = unpublished !== undefined;
  if (unpublished) mapped.push(unpublished);
  const slug = text(data.slug) ?? where.filename;
  for (const key of Object.keys(data)) {
    if (KNOWN.has(key) || taxonomies.includes(key)) continue;
    unmapped.push({
      field: key,
      why: THEME_KEYS.has(key)
        ? "the old theme's setting; site-api publishes data, not layouts"
        : 'no field of a post holds it',
    });
  }
  const own = text(data.url);
  let oldPath: string | undefined;
  if (!draft) {
    if (own) {
      // A url without a leading slash is under the page's language (`/en/…`), as Hugo reads it.
      oldPath = `${own.startsWith('/') ? '' : (where.prefix ?? '')}/${own}`
        .replace(/\/{2,}/g, '/')
        .normalize('NFC');
      mapped.push('url → kept URL');
    } else {
      oldPath = `${where.prefix ?? ''}${hugoPath(where.pattern, {
        date,
        title,
        slug: text(data.slug),
        filename: where.filename,
        section: where.section,
        sections: where.sections,
      })}`;
      // uglyURLs: the page is a file (`/posts/a.html`, `/2024/02/bee.html`); a url of its own is as written.
      if (where.ugly) oldPath = oldPath.endsWith('/') ? oldPath.replace(/\/$/, '.html') : `${oldPath}.html`;
    }
  }
  // A page Hugo did not publish had no old URLs. A relative alias is beside the page: Hugo joins it
  // to the page's parent (`old-name` on /posts/variable/ is /posts/old-name).
  const parent = posix.dirname((oldPath ?? '/').replace(/\/+$/, '') || '/');
  const aliases = draft
    ? []
    : words(data.aliases, false).flatMap(
        (a) => sitePathOf(/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(a) ? a : posix.join(parent, a)) ?? [],
      );
  if (aliases.length) mapped.push('aliases → aliases');
  if (draft && words(data.aliases, false).length) unmapped.push({ field: 'aliases', why: DRAFT_REDIRECTS });
  return {
    source: rel,
    title,
    date,
    modified,
    tags: [...categories, ...tags, ...terms],
    categories,
    summary,
    draft,
    body,
    slug,
    oldPath,
    aliases,
    mapped,
    unmapped,
  };
}

/** The path Hugo gives a page under a permalink pattern; Hugo lower-cases paths by default. */
export function hugoPath(
  pattern: string,
  p: { date: string; title: string; slug?: string; filename: string; section: string; sections: string[] },
): string {
  const [y = '', m = '', d = ''] = p.date.slice(0, 10).split('-');
  const values: Record<string, string> = {
    year: y,
    month: m,
    day: d,
    title: urlize(p.title),
    slug: urlize(p.slug ?? p.title),
    filename: urlize(p.filename),
    slugorfilename: urlize(p.slug ?? p.filename),
    contentbasename: urlize(p.filename),
    section: p.section.toLowerCase(),
    sections: p.sections.map((s) => s.toLowerCase()).join('/'),
  };
  const path = pattern.replace(
    /:(\w+)/g,
    (whole, name: string) => values[name] ?? dateValue(name, p.date) ?? goLayout(name, p.date) ?? whole,
  );
  return `/${path}`.replace(/\/{2,}/g, '/').normalize('NFC');
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The calendar of a content date as written (Hugo formats a page's date in its own offset). */
function calendar(date: string): {
  y: number;
  m: number;
  d: number;
  weekday: number;
  yearday: number;
  time: string;
} {
  const [y = 0, m = 1, d = 1] = date.slice(0, 10).split('-').map(Number);
  const day = Date.UTC(y, m - 1, d);
  return {
    y,
    m,
    d,
    weekday: new Date(day).getUTCDay(),
    yearday: Math.floor((day - Date.UTC(y, 0, 1)) / 86_400_000) + 1,
    time: /[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(date)?.[1] ?? '00:00:00',
  };
}

/** Hugo's other date attributes: `:monthname`, `:weekday`, `:weekdayname`, `:yearday` (paths are lower case). */
function dateValue(name: string, date: string): string | undefined {
  const c = calendar(date);
  if (name === 'monthname') return (MONTHS[c.m - 1] as string).toLowerCase();
  if (name === 'weekday') return String(c.weekday);
  if (name === 'weekdayname') return (WEEKDAYS[c.weekday] as string).toLowerCase();
  if (name === 'yearday') return String(c.yearday);
  return undefined;
}

/**
 * A Go time layout as a permalink attribute (`:2006`, `:01`, `:02`, `:Jan`, `:2006-01-02`: Hugo
 * formats the date with it), or undefined for a name that holds no layout token.
 */
function goLayout(layout: string, date: string): string | undefined {
  const c = calendar(date);
  const [hh = '00', mm = '00', ss = '00'] = c.time.split(':');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const tokens: [string, () => string][] = [
    ['January', () => MONTHS[c.m - 1] as string],
    ['Monday', () => WEEKDAYS[c.weekday] as string],
    ['2006', () => String(c.y)],
    ['Jan', () => (MONTHS[c.m - 1] as string).slice(0, 3)],
    ['Mon', () => (WEEKDAYS[c.weekday] as string).slice(0, 3)],
    ['002', () => pad(c.yearday, 3)],
    ['__2', () => String(c.yearday).padStart(3, ' ')],
    ['15', () => hh],
    ['01', () => pad(c.m)],
    ['02', () => pad(c.d)],
    ['03', () => pad(+hh % 12 || 12)],
    ['04', () => mm],
    ['05', () => ss],
    ['06', () => String(c.y).slice(2)],
    ['_2', () => String(c.d).padStart(2, ' ')],
    ['1', () => String(c.m)],
    ['2', () => String(c.d)],
    ['3', () => String(+hh % 12 || 12)],
    ['4', () => String(+mm)],
    ['5', () => String(+ss)],
  ];
  let out = '';
  let found = false;
  for (let i = 0; i < layout.length; ) {
    const token = tokens.find(([t]) => layout.startsWith(t, i));
    if (token) {
      out += token[1]();
      i += token[0].length;
      found = true;
    } else out += layout[i++];
  }
  return found ? out.toLowerCase() : undefined;
}

/** The site-api pattern for a Hugo one when the id can stand for its last part and the rest is fixed or a date. */
function toPattern(pattern: string, section: string): string | undefined {
  const out = `/${pattern}`
    .replace(/\/{2,}/g, '/')
    .replace(/:sections?\b/, section.toLowerCase())
    .replace(/:(?:year|2006)\b/, '{year}')
    .replace(/:(?:month|01)\b/, '{month}')
    .replace(/:(?:day|02)\b/, '{day}')
    .replace(/:(slugorfilename|slug|filename|contentbasename)\b/, '{id}');
  return out.includes(':') || !out.includes('{id}') ? undefined : out;
}
