import { formatContentDate, parseContentDate, utcSeconds, type ZoneCache } from '../content/dates.js';
import { localLinksOf } from '../content/links.js';
import type { Entry, PostEntry, Site } from '../content/model.js';
import { DEFAULT_POST_PATTERN, postPath } from '../content/permalink.js';
import { tagKeys, tagSlug } from '../content/slug.js';
import type {
  ExperienceFile,
  PostFrontMatter,
  ProfileFile,
  ProjectFile,
  SiteConfig,
} from '../generated/types.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import { compareText, mostCommon } from '../ground/diagnostics.js';
import { bodyKey, keyBodyBy, type Memo, memoKey, NO_MEMO, sameBody } from '../ground/memo.js';
import {
  absoluteLinks,
  linkWriter,
  type PublishedAsset,
  publishAssets,
  urlsByContentPath,
} from './assets.js';
import { summarize } from './summary.js';
import { absoluteUrl } from './url.js';

/** A post as the build sees it: dates resolved to RFC 3339, URL and summary derived. */
export interface BuiltPost {
  id: string;
  title: string;
  url: string;
  /** Site path of the post (NFC, not encoded): from the permalink pattern or its own `url:`. */
  path: string;
  /** Old site paths that answer with a 301 to `path`. */
  aliases: string[];
  date: string;
  modified: string;
  /** Milliseconds since the epoch, for ordering. */
  instant: number;
  modifiedInstant: number;
  tags: string[];
  summary: string;
  language: string;
  legacy: boolean;
  body: string;
}

export interface BuiltTag {
  name: string;
  slug: string;
  url: string;
  /** Ids of its posts, newest first. */
  posts: string[];
}

/** site.yaml's `feeds`, defaults filled in. */
export interface FeedSettings {
  content: 'full' | 'summary';
  /** Paths of the Atom feed besides `feed`. */
  atom: string[];
  /** Paths of the RSS 2.0 feed. */
  rss: string[];
}

/** Where the JSON Feed is published. */
export const JSON_FEED_PATH = '/feed.json';

/** Everything the build modules read: checked content, ordered as the contract wants, nothing left to decide. */
export interface SiteData {
  config: SiteConfig & {
    feed: string;
    feeds: FeedSettings;
    timezone: string;
    permalinks: { post: string; tag: string };
  };
  profile: ProfileFile;
  projects: (ProjectFile & { id: string })[];
  experience: (ExperienceFile & { id: string })[];
  /** Newest first, ties by id; drafts left out. */
  posts: BuiltPost[];
  /** Most posts first, then by name. */
  tags: BuiltTag[];
  /** The newest change in the content (RFC 3339): `generated_at` when SOURCE_DATE_EPOCH is not set. */
  newestChange: string;
  /** Files published as they are: the static folder and posts' images. */
  assets: PublishedAsset[];
  /** The owner's theme: page kind → Liquid template, and CSS appended to the default theme's. */
  theme: { templates: Record<string, string>; css?: string };
  /** Within --watch, the loaded site's shape (content/model.ts Site.shape): the same while only bodies change. */
  shape?: object;
}

// In its own module so that publish, which needs URLs but no summaries, never loads the Markdown parser.
export { absoluteUrl } from './url.js';

/**
 * Turns a site whose check found no errors into SiteData. Pure: no clock, no file system. Within
 * --watch (ground/carry.ts), a post read from the very entry the last build read (an unchanged file),
 * under the same settings and URL table, is that build's object, and so is a tag with the same fields.
 */
export function siteData(site: Site, memo: Memo = NO_MEMO, carry: Carry = NO_CARRY): SiteData {
  const config = site.site?.data as SiteConfig;
  const timezone = config.timezone ?? 'UTC';
  const full = {
    ...config,
    feed: config.feed ?? '/feed.xml',
    feeds: {
      content: config.feeds?.content ?? 'full',
      atom: config.feeds?.atom ?? [],
      rss: config.feeds?.rss ?? [],
    },
    timezone,
    permalinks: { post: DEFAULT_POST_PATTERN, tag: '/blog/tags/{slug}', ...config.permalinks },
  };
  const zones: ZoneCache = new Map();
  const when = (text: string) => {
    const date = parseContentDate(text, timezone, zones);
    if (!date) throw new Error(`unchecked date ${text}`);
    return { iso: formatContentDate(date), instant: date.instant };
  };

  // Within --watch, a post whose loaded entry is the last load's very object (its file did not change)
  // is the last build's, under the same settings (ground/carry.ts).
  const published = (site.posts as PostEntry<PostFrontMatter>[]).filter((p) => p.data.draft !== true);
  const read = carry.each('data/read', [carry === NO_CARRY ? '' : JSON.stringify(full)], published, (p) => {
    const date = when(p.data.date);
    const modified = p.data.modified ? when(p.data.modified) : date;
    const path =
      p.data.url?.normalize('NFC') ??
      postPath(full.permalinks.post, { id: p.id, date: p.data.date, category: p.data.category });
    // A summary depends on the body alone: a memo keeps it for the next build, under the body's key.
    const given = p.data.summary ?? undefined;
    const key = given === undefined ? bodyKey(p) : undefined;
    const post = {
      id: p.id,
      title: p.data.title,
      url: absoluteUrl(config.base_url, path),
      path,
      aliases: (p.data.aliases ?? []).map((a) => a.normalize('NFC')),
      date: date.iso,
      modified: modified.iso,
      instant: date.instant,
      modifiedInstant: modified.instant,
      tags: p.data.tags ?? [],
      summary: given ?? memo.get('summary', key as string, () => summarize(p.body)),
      language: p.data.language ?? config.language,
      legacy: p.data.legacy === true,
    } satisfies Omit<BuiltPost, 'body'>;
    // The post holds the entry's body, read only where an output needs it (a page, a twin or a feed
    // entry not in the memo): the entry's key stands for it everywhere else.
    const built = withBody(post, () => p.body);
    sameBody(p, built);
    return built;
  });
  // Each post's file, by the post's place in `read` (as `published` is ordered).
  const relOf = (i: number) => published[i]?.file.rel as string;
  // Newest first, ties by id; within --watch the last order while every date and id is the same.
  // Within --watch, what is made of the front matter, the files and site.yaml alone is the last
  // build's while the site has the same shape (only bodies changed): no list of every post's fields.
  // Nothing carried under it may read a body or what is made of one (the summary): the first
  // paragraph edit of test/watch-carry.test.ts would publish a stale value.
  const { shape } = site;
  const order = carry.byShape(
    'data/order',
    shape,
    () => [...read.map((p) => p.instant), ...read.map((p) => p.id)],
    () =>
      read
        .map((_, i) => i)
        .sort((i, j) => {
          const a = read[i] as BuiltPost;
          const b = read[j] as BuiltPost;
          return b.instant - a.instant || compareText(a.id, b.id);
        }),
  );
  const sorted = order.map((i) => read[i] as BuiltPost);

  const projects = (site.projects as Entry<ProjectFile>[])
    .map((e) => ({ id: e.id, ...e.data }))
    .sort(
      (a, b) =>
        Number(b.featured === true) - Number(a.featured === true) ||
        compareText(b.released, a.released) ||
        compareText(a.id, b.id),
    );

  const experience = (site.experience as Entry<ExperienceFile>[])
    .map((e) => ({ id: e.id, ...e.data }))
    .sort(
      (a, b) =>
        Number(b.end === null) - Number(a.end === null) ||
        compareText(b.end ?? '', a.end ?? '') ||
        compareText(b.start, a.start) ||
        compareText(a.id, b.id),
    );

  // Relative links and images become absolute URLs in the body every output reads (twins, feeds, llms).
  // Within --watch, the last build's table (the very object, which each post then compares) while
  // every post's file and URL and every asset are the same.
  const tableOf = () => {
    const deps: unknown[] = [config.base_url];
    read.forEach((post, i) => {
      deps.push(relOf(i), post.url);
    });
    for (const asset of site.assets ?? []) deps.push(asset.rel);
    return deps;
  };
  const { assets, urls } = carry.byShape('data/urls', shape, tableOf, () => {
    const assets = publishAssets(
      site.assets ?? [],
      new Map(read.map((post, i) => [relOf(i), decodeURIComponent(post.url.slice(config.base_url.length))])),
    );
    const urls = urlsByContentPath(
      config.base_url,
      assets,
      read.map((post, i) => [relOf(i), post.url]),
    );
    return { assets, urls };
  });

  // Spellings of one tag (a tag-drift warning) are published as one tag, named as most posts write it.
  // Under a new shape (a front matter edit) both are kept while every post's tags are as before.
  const canonical = carry.byShape(
    'data/canonical',
    shape,
    () => tagsOf(sorted),
    () => canonicalTags(sorted),
  );
  const spellings = carry === NO_CARRY ? '' : [...canonical].join('\n');
  // Within --watch, an unchanged post (the same object from the same entry) under the same URL table
  // and the same spellings is the last build's very object.
  const posts = carry.each('data/post', [urls, spellings], sorted, (post, i) => {
    const rel = relOf(order[i] as number);
    const fields = { ...fieldsOf(post), tags: [...new Set(post.tags.map((t) => canonical.get(t) ?? t))] };
    if (memo === NO_MEMO) {
      const body = absoluteLinks(post.body, rel, urls, config.base_url);
      const made = { ...fields, body };
      // A body with no link to rewrite is the one just hashed for the summary: its key is not made again.
      if (body === post.body) sameBody(post, made);
      return made;
    }
    // With a memo, the body is not read: what each of its local links becomes says whether it changes,
    // and names the new body with the old one's key (the links of a body are kept under its key).
    // The entry's links: the check found them under the same key (its body is the post's).
    const entry = published[order[i] as number] as PostEntry;
    const written = localLinksOf(entry, memo).map(linkWriter(rel, urls, config.base_url));
    if (written.every((w) => w === undefined)) {
      const made = withBody(fields, () => post.body);
      sameBody(post, made);
      return made;
    }
    const made = withBody(fields, () => absoluteLinks(post.body, rel, urls, config.base_url));
    keyBodyBy(made, () => memoKey('absolute-links', bodyKey(post), JSON.stringify(written)));
    return made;
  });

  const tagged = carry.space<BuiltTag>('data/tag');
  // Each tag's object kept in the space too, for a later build of another shape to find (byShape keeps
  // the space's values with the index).
  const tags = carry.byShape(
    'data/tags',
    shape,
    () => tagsOf(posts, [config.base_url, full.permalinks.tag]),
    () => tagIndex(posts, config.base_url, full.permalinks.tag).map((t) => tagged.keep(t.name, t)),
  );
  return {
    config: full,
    profile: site.profile?.data as ProfileFile,
    projects,
    experience,
    posts,
    tags,
    newestChange: newest(posts),
    assets,
    theme: themeOf(site),
    ...(shape ? { shape } : {}),
  };
}

/**
 * A post whose body is made when first read, then kept. A class, so that every post has one shape
 * (an accessor defined on each object would give each its own hidden class): `body` is its
 * prototype's, not an own property, so a spread or JSON of the post leaves it out (fieldsOf).
 */
class LazyPost {
  #make: (() => string) | undefined;
  #body: string | undefined;
  constructor(fields: Omit<BuiltPost, 'body'>, make: () => string) {
    Object.assign(this, fields);
    this.#make = make;
  }
  get body(): string {
    if (this.#make !== undefined) {
      this.#body = this.#make();
      this.#make = undefined;
    }
    return this.#body as string;
  }
}

/** `fields` with a body that `body()` makes when first read (LazyPost). */
function withBody(fields: Omit<BuiltPost, 'body'>, body: () => string): BuiltPost {
  return new LazyPost(fields, body) as unknown as BuiltPost;
}

/** A post's fields but its body, in their order, without reading the body. */
export function fieldsOf(post: BuiltPost): Omit<BuiltPost, 'body'> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(post)) if (key !== 'body') fields[key] = post[key as keyof BuiltPost];
  return fields as Omit<BuiltPost, 'body'>;
}

/** Each spelling of a tag → the spelling most posts use for it (ties: the first in code-point order). */
function canonicalTags(posts: readonly BuiltPost[]): Map<string, string> {
  const groups = new Map<string, Map<string, number>>();
  const keyOf = tagKeys();
  for (const post of posts) {
    for (const tag of post.tags) {
      const key = keyOf(tag);
      const spellings = groups.get(key) ?? new Map<string, number>();
      groups.set(key, spellings);
      spellings.set(tag, (spellings.get(tag) ?? 0) + 1);
    }
  }
  const canonical = new Map<string, string>();
  for (const spellings of groups.values()) {
    const [name] = mostCommon(spellings) as [string, number];
    for (const spelling of spellings.keys()) canonical.set(spelling, name);
  }
  return canonical;
}

/** What the tag spellings and the tag index are made of: each post's id and tags, in order (carry deps). */
function tagsOf(posts: readonly BuiltPost[], also: readonly unknown[] = []): unknown[] {
  const deps = [...also];
  for (const post of posts) deps.push(post.id, post.tags.length, ...post.tags);
  return deps;
}

/** Tags with their posts (newest first, as `posts` is ordered), most used first, then by name. */
function tagIndex(posts: readonly BuiltPost[], base: string, permalink: string): BuiltTag[] {
  const byName = new Map<string, string[]>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const list = byName.get(tag) ?? [];
      byName.set(tag, list);
      list.push(post.id);
    }
  }
  return [...byName]
    .map(([name, ids]) => {
      const slug = tagSlug(name);
      return { name, slug, url: absoluteUrl(base, permalink.replace('{slug}', slug)), posts: ids };
    })
    .sort((a, b) => b.posts.length - a.posts.length || compareText(a.name, b.name));
}

function newest(posts: readonly BuiltPost[]): string {
  let best: BuiltPost | undefined;
  for (const p of posts) if (!best || p.modifiedInstant > best.modifiedInstant) best = p;
  return utcSeconds(best ? best.modifiedInstant : 0);
}

function themeOf(site: Site): SiteData['theme'] {
  const templates: Record<string, string> = {};
  let css: string | undefined;
  for (const file of site.theme) {
    const name = file.rel.slice('theme/'.length);
    if (name === 'style.css') css = file.text;
    else templates[name.slice(0, -'.liquid'.length)] = file.text;
  }
  return { templates, css };
}
