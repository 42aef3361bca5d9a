import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix, relative } from 'node:path';
import { isLocalLink, rewriteLinks } from '../content/links.js';
import { plural } from '../ground/numbers.js';
import { hostFiles, jekyllPages, oldFolder, relativeFileLinks, servedFile } from './files.js';
import { asBlock, includeRenderer } from './includes.js';
import { dropKramdownAttributes } from './kramdown.js';
import { convertLiquid } from './liquid.js';
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

/** Jekyll's named permalink styles (https://jekyllrb.com/docs/permalinks/#built-in-formats). */
const STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

/** `2018-7-2-title.md`: the date and slug Jekyll reads from a post's file name. */
const POST_NAME = /^(\d{4}-\d{1,2}-\d{1,2})-(.+)\.(md|markdown|mkdn|mkd|html)$/;

/** Why a post without front matter is imported: Jekyll 3 and 4 publish one (PostReader, Document#read). */
const NO_FRONT_MATTER =
  'no front matter: Jekyll published the file as a post, its title and date from the file name; so does the import';

/** Front-matter keys that belong to the old theme or to Jekyll itself, not to the post's data. */
const THEME_KEYS = new Set([
  'layout',
  'comments',
  'toc',
  'toc_sticky',
  'sidebar',
  'header',
  'author_profile',
  'share',
  'related',
  'classes',
  'mathjax',
  'use_math',
  'image',
  'excerpt_separator',
  'hidden',
  'pin',
  'sitemap',
  'search',
]);

/**
 * The files of `_posts/` or `_drafts/` that Jekyll reads (its EntryFilter): not one whose path in the
 * folder or whose name starts with `.`, `_`, `#` or `~` (`_posts/_site/…`, an editor's `.#a.md`), nor
 * a backup ending in `~`.
 */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const special = (name: string) => /^[._#~]/.test(name);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => {
      const rel = relative(dir, file);
      const name = basename(file);
      return !special(rel) && !special(name) && !name.endsWith('~');
    })
    .sort();
}

/** Reads a Jekyll site: `_config.yml` and every post of `_posts/` (and `_drafts/`, as drafts). */
export function readJekyll(folder: string, options: { renderLiquid?: boolean } = {}): SourceSite {
  const problems: ImportProblem[] = [];
  let config: Fields = {};
  // Jekyll reads `_config.yml`, else `_config.yaml` (a TOML one is rare, and not read here).
  const configName = ['_config.yml', '_config.yaml'].find((name) => existsSync(join(folder, name)));
  if (configName !== undefined) {
    const read = readConfig(readFileSync(join(folder, configName), 'utf8'), configName);
    if (read.ok) config = read.data;
    else problems.push(read.problem);
  }
  // The Jekyll that built the site (its URLs' sanitising changed with 4.0): from Gemfile.lock.
  const jekyll = jekyllMajor(folder);
  const permalink = text(config.permalink) ?? 'date';
  const style = STYLES[permalink] ?? permalink;
  // Front matter defaults (`defaults:` in _config.yml) may give posts their permalink: Chirpy's
  // starter sets `/posts/:title/` there, not in `permalink:`.
  const defaultOf = frontMatterDefaults(config);
  const postStyle = (rel: string) => {
    const own = text(defaultOf(rel, 'posts').permalink);
    return own === undefined ? style : (STYLES[own] ?? own);
  };
  const url = text(config.url)?.replace(/\/+$/, '');
  const baseurl = (text(config.baseurl) ?? '').replace(/\/+$/, '');
  const author = config.author;
  const social = fieldsOf(config.social);
  const site: SourceSite = {
    title: text(config.title),
    description: text(config.description),
    baseUrl: url ? `${url}${baseurl}` : undefined,
    language: languageTag(config.lang ?? config.locale),
    ...zoneOf(text(config.timezone)),
    author:
      text(author) ??
      (author && typeof author === 'object' ? text((author as Fields).name) : undefined) ??
      // Chirpy names the author under `social:`.
      text(social.name),
    pattern: toPattern(postStyle('_posts/x.md')),
    // kramdown's `hard_wrap` (Jekyll sets it false; a blog written a line per sentence sets it true).
    hardBreaks: fieldsOf(config.kramdown).hard_wrap === true,
    profile: profileOf(config),
    posts: [],
    problems,
  };
  // Each post's front matter, as `page` to the includes it uses.
  const pages = new Map<string, Fields>();
  // jekyll-polyglot: a post in another language than `default_lang` was published under `/<lang>`.
  const polyglot =
    words(config.plugins ?? config.gems, false).includes('jekyll-polyglot') && Array.isArray(config.languages)
      ? {
          // polyglot's default for default_lang is en.
          default: languageTag(config.default_lang ?? 'en'),
          // The URL's prefix is the language as `languages:` writes it.
          prefix: (language: string) =>
            `/${words(config.languages, false).find((l) => languageTag(l) === language) ?? language}`,
        }
      : undefined;
  // Files in _posts/ whose name has no date: Jekyll never published them.
  const undated: string[] = [];
  for (const [sub, draft] of [
    ['_posts', false],
    ['_drafts', true],
  ] as const) {
    for (const file of files(join(folder, sub))) {
      const rel = relative(folder, file);
      const name = file.slice(file.lastIndexOf('/') + 1);
      const named = POST_NAME.exec(name);
      if (!named && !draft) {
        if (/\.(md|markdown|html)$/.test(name)) undated.push(rel);
        continue;
      }
      if (!/\.(md|markdown|mkdn|mkd|html)$/.test(name)) continue;
      const fm = readPostFile(file, rel, problems, { optional: NO_FRONT_MATTER });
      if (!fm) continue;
      // A language `defaults:` gives a folder (posts in `_posts/en/` written in English).
      const lang = defaultOf(rel, draft ? 'drafts' : 'posts').lang;
      const post = mapPost(
        rel,
        fm.data.lang === undefined && fm.data.language === undefined && lang !== undefined
          ? { ...fm.data, lang }
          : fm.data,
        fm.body,
        named?.[1],
        nameSlugOf(named?.[2] ?? name.replace(/\.[^.]+$/, ''), jekyll),
        draft,
        postStyle(rel),
        draft ? localDay(statSync(file).mtime) : undefined,
        site.timezone,
        jekyll,
      );
      if (typeof post === 'string') problems.push({ file: rel, line: 2, column: 1, message: post });
      else {
        if (fm.note) post.mapped.unshift(fm.note);
        if (polyglot && post.language && post.language !== polyglot.default && post.oldPath) {
          const prefix = polyglot.prefix(post.language);
          post.oldPath = `${prefix}${post.oldPath}`;
          post.oldPrefix = prefix;
          post.aliases = post.aliases.map((alias) => `${prefix}${alias}`);
          post.mapped.push(`jekyll-polyglot: lang ${post.language} → the old URL under ${prefix}/`);
        }
        site.posts.push(post);
        // Jekyll titles a post before its Liquid runs: `{{ page.title }}` is the title given.
        pages.set(rel, fm.data.title === undefined ? { ...fm.data, title: post.title } : fm.data);
      }
    }
  }
  site.servedFile = (path) => servedFile(folder, path);
  site.hostFiles = hostFiles(folder);
  if (undated.length)
    site.notes = [
      `${plural(undated.length, 'file')} in _posts/ without the date in the name (YYYY-MM-DD-title.md), which Jekyll never published, not imported: ${undated.slice(0, 3).join(', ')}${undated.length > 3 ? ', …' : ''}. Rename a file so to import it.`,
    ];
  // Collections written out (Chirpy's `_tabs/`: about, archives) are pages of the site too.
  const collections = Object.entries((config.collections ?? {}) as Record<string, Fields | null>)
    .filter(([, c]) => c && typeof c === 'object' && c.output === true)
    .map(([name]) => name);
  site.pages = jekyllPages(
    folder,
    [...words(config.include, false), ...collections.map((c) => `_${c}`)],
    words(config.exclude, false),
    (file) => {
      const rel = relative(folder, file);
      const fm = readPostFile(file, rel, []);
      const collection = collections.find((c) => rel.startsWith(`_${c}/`));
      const own =
        (fm ? text(fm.data.permalink) : undefined) ?? text(defaultOf(rel, collection ?? 'pages').permalink);
      const name = rel.slice(rel.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
      // A document's slug is its file name without the date before it (Jekyll reads one in any collection).
      const slug = (fm ? text(fm.data.slug) : undefined) ?? name.replace(/^\d{2,4}-\d{1,2}-\d{1,2}-/, '');
      const values: Record<string, string> = {
        title: jekyllSlugify(slug, 'pretty', true),
        slug: jekyllSlugify(slug, 'default'),
        name: jekyllSlugify(name, 'default'),
        collection: collection ?? '',
        // The document's path in its collection (or the page's in the site) without its extension.
        path: (collection ? rel.slice(collection.length + 2) : rel).replace(/\.[^./]+$/, ''),
        basename: name,
        output_ext: '.html',
      };
      // A collection's documents take its own `permalink:` (Hydejack's `/:name/`) where theirs say none.
      const template =
        own ??
        (collection
          ? text((config.collections as Record<string, Fields | null>)[collection]?.permalink)
          : undefined);
      // A placeholder not known here (`:categories`, a plugin's) leaves the default URL.
      const filled = template?.replace(
        /:(title|name|slug|collection|path|basename|output_ext)\b/g,
        (_, key: string) => values[key] as string,
      );
      return (
        (filled !== undefined && !/:[a-z_]+/.test(filled) ? filled : undefined) ??
        (collection ? `/${collection}/${name}/` : undefined)
      );
    },
    permalink === 'pretty' || permalink.endsWith('/'),
  );
  // Paths are written root-relative, as the conversions of {{ site.baseurl }} are.
  const includes = options.renderLiquid
    ? includeRenderer(folder, { ...config, url: '', baseurl: '' })
    : undefined;
  site.leftTemplates =
    "Liquid that could not be rendered: an include _includes/ does not hold, as a theme gem's; a plugin's tag";
  site.convertBody = (post, linkTo) => {
    const page = { ...pages.get(post.source), url: post.oldPath ?? '' };
    const data = { ...defaultOf(post.source, 'posts'), ...pages.get(post.source) };
    // Jekyll 4 leaves a post's Liquid alone when its front matter (or `defaults:`) says so: a post
    // about Liquid, Vue or Jinja whose `{{ … }}` and `{% … %}` are its text. Jekyll 3 ignored the key.
    const verbatim = data.render_with_liquid === false && !(jekyll !== undefined && jekyll < 4);
    const liquid = verbatim
      ? { body: post.body, converted: ['render_with_liquid: false → Liquid kept as text'], left: [] }
      : convertLiquid(post.body, {
          post(ref, kind, html) {
            const source = kind === 'post_url' ? postNamed(site.posts, ref) : linkNamed(site.posts, ref);
            return source === undefined ? undefined : linkTo(source, html);
          },
          include: includes
            ? (tag) => {
                const made = includes.render(tag, page);
                return 'html' in made ? asBlock(made.html) : undefined;
              }
            : undefined,
          render: includes
            ? (text) => {
                const made = includes.render(text, page);
                return 'html' in made ? made.html : undefined;
              }
            : undefined,
        });
    // After Liquid: an include may write attribute lists too.
    const kramdown = dropKramdownAttributes(liquid.body);
    const based = dropBaseurl(kramdown.body, baseurl);
    // Chirpy's folder for a post's images (`media_subpath`, `img_path` before Chirpy 7), from the
    // post or from `defaults:`.
    const media = underSubpath(based.body, text(data.media_subpath) ?? text(data.img_path));
    const linked = relativeLinks(media.body, post.source, (source) => {
      const found = site.posts.find((p) => p.source.normalize('NFC') === source)?.source;
      return found === undefined ? undefined : linkTo(found, false);
    });
    // Read from the old URL, as the old page's browser did; else from the post's file, as the author's
    // editor did (beside `_posts/`: the old page showed a broken image, the author meant this file).
    const files = relativeFileLinks(
      linked.body,
      [...oldFolder(post), `/${posix.dirname(post.source)}/`],
      (path) => servedFile(folder, path),
    );
    return {
      ...liquid,
      body: files.body,
      converted: [
        ...liquid.converted,
        ...kramdown.dropped,
        ...based.dropped,
        ...media.dropped,
        ...linked.dropped,
        ...files.dropped,
      ],
    };
  };
  return site;
}

/**
 * Links written with the old site's `baseurl` by hand (`/myblog/assets/a.png` on a site under
 * `/myblog`, as `{{ site.baseurl }}/assets/a.png` renders): the path without it, as the conversion of
 * `{{ site.baseurl }}` writes it. In site-api a root-relative link in Markdown is under the base URL's
 * path already (`/myblog/myblog/…` otherwise), and the file is found and copied at its path in the
 * old site.
 */
function dropBaseurl(body: string, baseurl: string): { body: string; dropped: string[] } {
  if (!baseurl.startsWith('/') || !body.includes(baseurl)) return { body, dropped: [] };
  const { text, count } = rewriteLinks(body, (_link, value) => {
    const rest = value.slice(baseurl.length);
    if (!value.startsWith(baseurl) || !(rest === '' || /^[/?#]/.test(rest))) return undefined;
    return rest.startsWith('/') ? rest : `/${rest}`;
  });
  return { body: text, dropped: count ? [`${baseurl}/… → /…${count > 1 ? ` ×${count}` : ''}`] : [] };
}

/**
 * Markdown links from a post to another post's file (`[다음](2024-01-03-next.md)`), which
 * jekyll-relative-links (on by default on GitHub Pages) made the post's URL: the link to the imported
 * post (`linkTo`), its fragment kept. A file that is no imported post is left as written.
 */
function relativeLinks(
  body: string,
  from: string,
  linkTo: (source: string) => string | undefined,
): { body: string; dropped: string[] } {
  if (!/\.(?:md|markdown)\b/.test(body)) return { body, dropped: [] };
  const { text, count } = rewriteLinks(body, (link) => {
    if (link.html || !isLocalLink(link.dest) || link.dest.startsWith('/')) return undefined;
    const [path = '', fragment = ''] = link.dest.split(/(?=#)/);
    if (!/\.(?:md|markdown)$/i.test(path)) return undefined;
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {}
    const to = linkTo(posix.normalize(posix.join(posix.dirname(from), decoded)).normalize('NFC'));
    return to === undefined ? undefined : `${to}${fragment}`;
  });
  return {
    body: text,
    dropped: count ? [`a link to a post's file → its imported file${count > 1 ? ` ×${count}` : ''}`] : [],
  };
}

/** What an image's path ends with. */
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|bmp|ico)$/i;

/**
 * A post's relative images under Chirpy's `media_subpath` (`/assets/img/post1/` and `a.png` is
 * `/assets/img/post1/a.png`, as the theme wrote the page), in Markdown and in HTML, outside code; a
 * path that is root-relative or has a scheme is as written. The files are then copied at those paths.
 */
function underSubpath(body: string, subpath: string | undefined): { body: string; dropped: string[] } {
  if (subpath === undefined || !/^\/|^[a-z][a-z0-9+.-]*:\/\//i.test(subpath)) return { body, dropped: [] };
  const folder = subpath.replace(/\/+$/, '');
  const { text, count } = rewriteLinks(body, (link, value) => {
    const path = link.dest.replace(/[?#].*$/, '');
    if (!isLocalLink(link.dest) || link.dest.startsWith('/') || !IMAGE.test(path)) return undefined;
    return `${folder}/${value.replace(/^\.\//, '')}`;
  });
  return {
    body: text,
    dropped: count ? [`media_subpath ${subpath} → before ${count > 1 ? `${count} images` : 'an image'}`] : [],
  };
}

/**
 * The values `defaults:` gives a file (https://jekyllrb.com/docs/configuration/front-matter-defaults/):
 * each entry whose scope's `path` is a prefix of the file's and whose `type` (posts, pages, a
 * collection) is the file's or absent; a longer path wins, then the later entry.
 */
function frontMatterDefaults(config: Fields): (rel: string, type: string) => Fields {
  const entries = (Array.isArray(config.defaults) ? config.defaults : []).flatMap((entry: unknown) => {
    const e = entry as { scope?: { path?: unknown; type?: unknown }; values?: unknown };
    if (!e || typeof e !== 'object' || !e.values || typeof e.values !== 'object') return [];
    const path = (text(e.scope?.path) ?? '').replace(/^\.?\/+/, '').replace(/\/+$/, '');
    return [{ path, type: text(e.scope?.type), values: e.values as Fields }];
  });
  return (rel, type) => {
    const applies = entries
      .map((e, order) => ({ ...e, order }))
      .filter(
        (e) =>
          (e.path === '' || rel === e.path || rel.startsWith(`${e.path}/`)) && (!e.type || e.type === type),
      )
      .sort((a, b) => a.path.length - b.path.length || a.order - b.order);
    return Object.assign({}, ...applies.map((e) => e.values));
  };
}

/** A link's label from its host: `https://github.com/x` is GitHub. */
function hostLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'Link';
  }
  const known: Record<string, string> = {
    'github.com': 'GitHub',
    'gitlab.com': 'GitLab',
    'linkedin.com': 'LinkedIn',
    'twitter.com': 'X',
    'x.com': 'X',
  };
  return known[host] ?? host;
}

/** Where themes put the author's accounts: `github_username` (jekyll-seo-tag, minima) and the like. */
const ACCOUNTS: [key: string, label: string, url: (name: string) => string][] = [
  ['github_username', 'GitHub', (n) => `https://github.com/${n}`],
  ['gitlab_username', 'GitLab', (n) => `https://gitlab.com/${n}`],
  ['linkedin_username', 'LinkedIn', (n) => `https://www.linkedin.com/in/${n}`],
  ['twitter_username', 'X', (n) => `https://x.com/${n}`],
];

/** A mapping of `_config.yml` (`author:`, Chirpy's `social:`), or none. */
function fieldsOf(value: unknown): Fields {
  return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Fields;
}

/**
 * The author besides the name, from `_config.yml`: `email` (or `author.email`), `author.bio` as the
 * headline, accounts (`github_username`, …; minimal-mistakes' `author.links`) as links.
 */
function profileOf(config: Fields): SourceSite['profile'] {
  const author = fieldsOf(config.author);
  const social = fieldsOf(config.social);
  const email = text(config.email) ?? text(author.email) ?? text(social.email);
  const links: { label: string; url: string }[] = [];
  const add = (label: string, url: string | undefined) => {
    if (url && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url) && !links.some((l) => l.url === url))
      links.push({ label, url });
  };
  for (const [key, label, url] of ACCOUNTS) {
    const name = text(config[key]) ?? text(author[key.replace('_username', '')]);
    if (name && /^[\w.-]+$/.test(name)) add(label, url(name));
  }
  for (const link of Array.isArray(author.links) ? (author.links as Fields[]) : [])
    if (link && typeof link === 'object') add(text(link.label) ?? 'Link', text(link.url));
  // Chirpy: `social.links`, a list of URLs, labelled by their host.
  for (const link of Array.isArray(social.links) ? (social.links as unknown[]) : []) {
    const url = text(link);
    if (url) add(hostLabel(url), url);
  }
  return {
    email: email && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? email : undefined,
    headline: text(author.bio)?.trim(),
    links,
  };
}

/**
 * The post a `{% post_url %}` names: `2021-08-26-name` or `dir/2021-08-26-name` for
 * `_posts/dir/2021-08-26-name.md` (Jekyll 4), else, as older Jekyll did, the one post of that file
 * name in any folder. Drafts have no URL to name.
 */
function postNamed(posts: readonly SourcePost[], ref: string): string | undefined {
  const name = ref.replace(/^\/+/, '').normalize('NFC');
  const shown = posts.filter((p) => !p.draft && p.source.startsWith('_posts/'));
  const stem = (p: SourcePost) => p.source.replace(/\.[^./]+$/, '');
  const exact = shown.find((p) => stem(p) === `_posts/${name}`);
  if (exact) return exact.source;
  const base = name.slice(name.lastIndexOf('/') + 1);
  const same = shown.filter((p) => stem(p).endsWith(`/${base}`));
  return same.length === 1 ? same[0]?.source : undefined;
}

/** The post a `{% link _posts/….md %}` names by its path in the site. */
function linkNamed(posts: readonly SourcePost[], ref: string): string | undefined {
  const path = ref.replace(/^\/+/, '').normalize('NFC');
  return posts.find((p) => !p.draft && p.source.normalize('NFC') === path)?.source;
}

function mapPost(
  rel: string,
  data: Fields,
  body: string,
  nameDate: string | undefined,
  nameSlug: string,
  draft: boolean,
  style: string,
  fileDate?: string,
  timezone?: string,
  jekyll?: number,
): SourcePost | string {
  const mapped: string[] = [];
  const unmapped: { field: string; why: string }[] = [];
  // A date whose offset is not one (Chirpy's template leaves `+/-0900`) keeps its day and time, read
  // in the site's zone; a draft without any date takes its file's time, as `jekyll --drafts` does.
  const written = contentDate(data.date);
  const loose = written ? undefined : looseDate(data.date);
  const date = inZone(
    written ?? loose?.date ?? contentDate(nameDate) ?? (draft ? fileDate : undefined) ?? '',
    timezone,
  );
  if (!date)
    return data.date === undefined
      ? 'no date in the file name or front matter'
      : `date ${JSON.stringify(data.date)} is not a date Jekyll writes`;
  mapped.push(
    written
      ? 'date → date'
      : loose
        ? `date → date (its offset ${JSON.stringify(loose.zone)} is not one: read in the site's time zone)`
        : contentDate(nameDate)
          ? data.date === undefined
            ? 'file name date → date'
            : `file name date → date (date ${JSON.stringify(data.date)} is not a date)`
          : "the file's time → date (a draft without a date)",
  );
  const categories = [...new Set([...words(data.categories, true), ...words(data.category, true)])];
  const tags = [...words(data.tags, true), ...words(data.tag, true)];
  // Also `category:` (the URL's {category}) where the plan keeps a pattern that has it (import/plan.ts).
  if (categories.length) mapped.push('categories → tags');
  if (tags.length) mapped.push('tags → tags');
  const modified = contentDate(data.last_modified_at ?? data.modified ?? data.updated);
  if (modified) mapped.push('last_modified_at → modified');
  let summary = text(data.description) ?? text(data.excerpt) ?? text(data.summary);
  if (summary) {
    summary = summary.trim().replace(/\s+/g, ' ');
    if (summary.length > 240) {
      unmapped.push({
        field: 'description',
        why: 'longer than the 240 characters of summary; the summary is derived from the body instead',
      });
      summary = undefined;
    } else
      mapped.push(
        `${data.description !== undefined ? 'description' : data.excerpt !== undefined ? 'excerpt' : 'summary'} → summary`,
      );
  }
  // jekyll-polyglot and most multilingual themes write `lang`; some `language` or `locale`.
  const langKey = ['lang', 'language', 'locale'].find((key) => data[key] !== undefined);
  const language = langKey === undefined ? undefined : languageTag(data[langKey]);
  if (langKey !== undefined)
    if (language) mapped.push(`${langKey} → language`);
    else
      unmapped.push({
        field: langKey,
        why: `${JSON.stringify(data[langKey])} is not a language tag (ko, en-US)`,
      });
  // Chirpy's folder of the post's images: written before each relative image (convertBody).
  for (const key of ['media_subpath', 'img_path'])
    if (data[key] !== undefined) mapped.push(`${key} → the images' paths`);
  // Said where the body is converted (site.convertBody), which also reads `defaults:`.
  if (data.render_with_liquid === false && jekyll !== undefined && jekyll < 4)
    unmapped.push({
      field: 'render_with_liquid',
      why: `Jekyll ${jekyll} (the site's Gemfile.lock) ignores it: the old site rendered the post's Liquid, and so does the import`,
    });
  const slug = text(data.slug) ?? nameSlug;
  const title = text(data.title) ?? titleizeSlug(nameSlug);
  mapped.push(data.title !== undefined ? 'title → title' : 'file name → title');
  const isDraft = draft || data.published === false || data.draft === true;
  if (data.published === false) mapped.push('published: false → draft');
  const own = text(data.permalink);
  const pattern = own ?? style;
  if (own) mapped.push('permalink → url (kept as an alias or the pattern)');
  for (const key of Object.keys(data)) {
    if (
      [
        'title',
        'date',
        'categories',
        'category',
        'tags',
        'tag',
        'last_modified_at',
        'modified',
        'updated',
        'description',
        'excerpt',
        'summary',
        'slug',
        'published',
        'draft',
        'permalink',
        'redirect_from',
        'lang',
        'language',
        'locale',
        'media_subpath',
        'img_path',
        'render_with_liquid',
      ].includes(key)
    )
      continue;
    unmapped.push({
      field: key,
      why: THEME_KEYS.has(key)
        ? "the old theme's setting; site-api publishes data, not layouts"
        : 'no field of a post holds it',
    });
  }
  const oldPath = isDraft ? undefined : jekyllPath(pattern, { date, slug, categories }, jekyll);
  // jekyll-redirect-from: each old path answered with a redirect page; they stay old URLs of the post.
  const redirects = isDraft ? [] : words(data.redirect_from, false).flatMap((from) => sitePathOf(from) ?? []);
  if (redirects.length) mapped.push('redirect_from → aliases');
  // A draft was never published, so nothing was ever answered there: said, not kept (two drafts
  // naming one path would otherwise be a collision before either is published).
  if (isDraft && words(data.redirect_from, false).length)
    unmapped.push({ field: 'redirect_from', why: DRAFT_REDIRECTS });
  // An extensionless permalink (`/:year/:month/:title`): Jekyll wrote `title.html`, and GitHub Pages
  // (as Jekyll's own server) answered both `/…/title` and `/…/title.html`; links to either stay good.
  const htmlAlias = oldPath !== undefined && /\/[^/.]+$/.test(oldPath) ? [`${oldPath}.html`] : [];
  return {
    source: rel,
    title,
    date,
    modified,
    tags: [...categories, ...tags],
    categories,
    summary,
    ...(language ? { language } : {}),
    draft: isDraft,
    body,
    slug,
    oldPath,
    aliases: [...redirects, ...htmlAlias],
    mapped,
    unmapped,
  };
}

/**
 * A date with an offset as Jekyll held it: the same instant in the zone Jekyll ran in (`_config.yml`'s
 * `timezone`, else UTC: GitHub Pages and GitHub's runners). Jekyll read such a date in its process's
 * zone and made the URL's `:year/:month/:day` (and the pages' dates) from that: `2024-01-05 23:30
 * +0000` on a Seoul site was `/2024/01/06/`. So the post's date is written so, and the site's own
 * `{day}` says the same day. A date without an offset was read in that zone already: as written.
 */
function inZone(date: string, timezone: string | undefined): string {
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(date)) return date;
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return date;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
    return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
  } catch {
    // A zone this machine does not know: the date as written.
    return date;
  }
}

/** `2022-01-17 20:22:00 +/-0900` → the day and time, and the offset that is not one. */
function looseDate(value: unknown): { date: string; zone: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4}-\d{1,2}-\d{1,2}[T ]\d{1,2}:\d{2}(?::\d{2})?)\s+(\S.*)$/.exec(value.trim());
  const date = m ? contentDate(m[1]) : undefined;
  return date && m ? { date, zone: (m[2] as string).trim() } : undefined;
}

/** A file time as the day it was on this machine. */
function localDay(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** The path Jekyll gives a post under a permalink pattern (placeholders of the Jekyll docs). */
export function jekyllPath(
  pattern: string,
  post: { date: string; slug: string; categories: string[] },
  /** The major version of the Jekyll that built the site, when known: its `URL#sanitize_url`. */
  jekyll?: number,
): string {
  const [y = '', m = '', d = ''] = post.date.slice(0, 10).split('-');
  const dayOfYear = String(
    Math.floor((Date.UTC(+y, +m - 1, +d) - Date.UTC(+y, 0, 1)) / 86_400_000) + 1,
  ).padStart(3, '0');
  const values: Record<string, string> = {
    year: y,
    short_year: y.slice(2),
    month: m,
    i_month: String(+m),
    day: d,
    i_day: String(+d),
    y_day: dayOfYear,
    // Jekyll's URL drop: `:title` the slug in slugify's "pretty" mode, case kept (`Make GitHub blog`
    // is `Make-GitHub-blog`); `:slug` in its default mode.
    title: jekyllSlugify(post.slug, 'pretty', true),
    slug: jekyllSlugify(post.slug, 'default'),
    categories: post.categories.map((c) => c.toLowerCase()).join('/'),
    output_ext: '.html',
  };
  const path = pattern.replace(/:([a-z_]+)/g, (whole, name: string) => values[name] ?? whole);
  // Jekyll's URL#sanitize_url: 4.x turns `..` into `/` and drops `./` (`Spring...정리` is
  // `Spring/.정리`); 3.x (GitHub Pages' own builds) drops each run of dots before a `/`.
  const sanitized =
    jekyll === undefined
      ? `/${path}`
      : jekyll >= 4
        ? `/${path}`.replaceAll('..', '/').replaceAll('./', '')
        : `/${path.replace(/\/{2,}/g, '/').replace(/\.+\/|^\/+/g, '')}`;
  return sanitized.replace(/\/{2,}/g, '/').normalize('NFC');
}

/** The major version of Jekyll in the old site's Gemfile.lock (`github-pages` pins 3), when it has one. */
function jekyllMajor(folder: string): number | undefined {
  const lock = join(folder, 'Gemfile.lock');
  if (!existsSync(lock)) return undefined;
  const text = readFileSync(lock, 'utf8');
  const version = /^ {4}jekyll \((\d+)\./m.exec(text)?.[1];
  return version !== undefined ? Number(version) : /^ {4}github-pages \(/m.test(text) ? 3 : undefined;
}

/**
 * Jekyll's `Utils.slugify`: each run of what the mode does not keep one hyphen, none at either end,
 * lowercased unless `cased`. The default mode keeps letters, marks and digits; "pretty" also
 * `._~!$&'()+,;=@`.
 */
export function jekyllSlugify(text: string, mode: 'default' | 'pretty', cased = false): string {
  const drop = mode === 'pretty' ? /[^\p{M}\p{L}\p{Nd}._~!$&'()+,;=@]+/gu : /[^\p{M}\p{L}\p{Nd}]+/gu;
  const slug = text.replace(drop, '-').replace(/^-+|-+$/g, '');
  return cased ? slug : slug.toLowerCase();
}

/**
 * The title Jekyll gives a post without one (Utils.titleize_slug): the file name's slug split at each
 * `-` (as Ruby's split: empty words at the end dropped), each word capitalized as Ruby's
 * String#capitalize does (the first letter upper case, the rest lower case: `ios-tips` → `Ios Tips`);
 * Hangul has no case and stays as written. The slug is nameSlug's.
 */
export function titleizeSlug(slug: string): string {
  const words = slug.split('-');
  while (words.length > 0 && words[words.length - 1] === '') words.pop();
  return words
    .map((word) => {
      const [first = '', ...rest] = word;
      return first.toUpperCase() + rest.join('').toLowerCase();
    })
    .join(' ');
}

/**
 * The slug of a post's file name as Jekyll reads it: from Jekyll 4 on without final dots
 * (`2024-01-02-a..md` is `a`, its URL `/2024/01/02/a.html`), in Jekyll 3 (what GitHub Pages runs)
 * with them. A site whose Gemfile.lock names no version is read as Jekyll 4's.
 */
export function nameSlugOf(name: string, jekyll: number | undefined): string {
  return jekyll !== undefined && jekyll < 4 ? name : name.replace(/\.+$/, '');
}

/** The site-api pattern for a Jekyll one, when it uses only placeholders site-api has. */
function toPattern(style: string): string | undefined {
  const out = `/${style}`
    .replace(/\/{2,}/g, '/')
    .replace(':categories', '{category}')
    .replace(':year', '{year}')
    .replace(':month', '{month}')
    .replace(':day', '{day}')
    .replace(':title', '{id}')
    .replace(':slug', '{id}')
    .replace(':output_ext', '.html');
  return out.includes(':') || !out.includes('{id}') ? undefined : out;
}
