import { type BuiltPost, JSON_FEED_PATH, type SiteData } from '../model.js';
import type { Text } from './text.js';
import { twinFile, type Urls } from './urls.js';

/** Settings of `pages:` in site.yaml, defaults resolved. */
export interface PageSettings {
  navigation: { label: string; url: string }[];
  accent?: string;
  accent_dark?: string;
  footer?: string;
  latest: number;
}

export function pageSettings(data: SiteData, text: Text): PageSettings | undefined {
  const pages = data.config.pages;
  if (pages === false) return undefined;
  return {
    // A blog without projects or experience (most imported ones) gets no link to an empty page.
    navigation: pages?.navigation ?? [
      { label: text.blog, url: '/blog' },
      ...(data.projects.length > 0 ? [{ label: text.projects, url: '/projects' }] : []),
      ...(data.experience.length > 0 ? [{ label: text.experience, url: '/experience' }] : []),
      { label: text.developers, url: developersPath(data) },
    ],
    accent: pages?.accent,
    accent_dark: pages?.accent_dark,
    footer: pages?.footer,
    latest: pages?.latest ?? 5,
  };
}

/** The portal lives where ApiIndex.documentation points when that is a page of this site; else /developers. */
export function developersPath(data: SiteData): string {
  const doc = data.config.api.documentation;
  const base = data.config.base_url;
  if (doc?.startsWith(`${base}/`) && !/[?#]/.test(doc))
    return decodeURIComponent(doc.slice(base.length)).replace(/\/+$/, '') || '/developers';
  return '/developers';
}

/** The tag index sits above the tag pages: `/blog/tags/{slug}` → `/blog/tags`. */
export function tagsPath(data: SiteData): string {
  const parent = data.config.permalinks.tag.slice(0, data.config.permalinks.tag.lastIndexOf('/'));
  return parent || '/tags';
}

export interface Alternate {
  type: string;
  href: string;
  title: string;
}

/**
 * The feeds every page links to, for a reader or browser that finds a site's feeds from any of its
 * pages: the Atom feed and the JSON Feed (files/feed.ts builds both). The old RSS or Atom paths of
 * `feeds:` are copies kept for their subscribers, not advertised.
 */
export function feedsOf(data: SiteData, urls: Urls): Alternate[] {
  return [
    { type: 'application/atom+xml', href: urls.href(data.config.feed), title: `${data.config.title} (Atom)` },
    {
      type: 'application/feed+json',
      href: urls.href(JSON_FEED_PATH),
      title: `${data.config.title} (JSON Feed)`,
    },
  ];
}

/** What every template receives as `site` (docs/pages.md). */
export function siteContext(data: SiteData, urls: Urls, settings: PageSettings, text: Text) {
  const { config } = data;
  return {
    title: config.title,
    description: config.description ?? null,
    language: config.language,
    base_url: config.base_url,
    home: urls.href('/'),
    blog: urls.href('/blog'),
    tags: urls.href(tagsPath(data)),
    projects: urls.href('/projects'),
    experience: urls.href('/experience'),
    developers: urls.href(developersPath(data)),
    css: urls.href('/site.css'),
    feeds: feedsOf(data, urls),
    // Absent values are null, never '': an empty string is true in a Liquid `if`.
    footer: settings.footer ?? null,
    license: { name: config.license.name, url: config.license.url },
    text,
    navigation: settings.navigation.map((item) => ({
      label: item.label,
      path: item.url,
      href: item.url.startsWith('/') ? urls.href(item.url) : item.url,
    })),
  };
}

export type SiteContext = ReturnType<typeof siteContext>;

/** `page` for a template: title, canonical URL, alternates and structured data (docs/pages.md). */
export function pageContext(
  data: SiteData,
  urls: Urls,
  site: SiteContext,
  path: string,
  opts: {
    kind: string;
    heading: string;
    description?: string;
    json?: string;
    twin?: boolean;
    ogType?: string;
    jsonLd?: unknown;
    language?: string;
    noindex?: boolean;
  },
) {
  const language = opts.language ?? data.config.language;
  const alternates: Alternate[] = [...site.feeds];
  if (opts.twin)
    alternates.unshift({ type: 'text/markdown', href: urls.href(twinFile(path)), title: 'Markdown' });
  if (opts.json) alternates.push({ type: 'application/json', href: urls.href(opts.json), title: 'JSON' });
  return {
    kind: opts.kind,
    path,
    heading: opts.heading,
    // Search engines cut titles at about 70 characters: a long heading goes without the site's name.
    title:
      path === '/' || opts.heading.length + data.config.title.length > 66
        ? clip(opts.heading, 70)
        : `${opts.heading} · ${data.config.title}`,
    description: opts.description || null,
    url: urls.abs(path),
    language,
    og_type: opts.ogType ?? 'website',
    og_locale: ogLocale(language),
    alternates,
    noindex: opts.noindex === true,
    // `<` escaped so that no text from content can close the script element.
    json_ld: opts.jsonLd === undefined ? null : JSON.stringify(opts.jsonLd).replace(/</g, '\\u003c'),
  };
}

function ogLocale(language: string): string {
  const [lang = 'en', region] = language.split('-');
  const usual: Record<string, string> = { ko: 'KR', en: 'US', ja: 'JP', zh: 'CN', de: 'DE', fr: 'FR' };
  const r = region ?? usual[lang];
  return r ? `${lang}_${r.toUpperCase()}` : lang;
}

/** A post as a list or a page shows it. */
export function postSummary(post: BuiltPost, urls: Urls) {
  return {
    id: post.id,
    title: post.title,
    url: post.url,
    href: urls.local(post.url),
    date: post.date,
    day: post.date.slice(0, 10),
    summary: post.summary,
    tags: post.tags,
    legacy: post.legacy,
  };
}

/** Text cut to `max` characters (code points), ending in `…` when cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
