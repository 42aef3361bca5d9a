import { NO_CARRY } from '../../ground/carry.js';
import { bodyKey, type Memo, memoKey, NO_MEMO } from '../../ground/memo.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl, type BuiltPost, JSON_FEED_PATH, type SiteData } from '../model.js';
import { type MarkdownRenderer, markdownRenderer } from '../render-markdown.js';
import { xml } from '../xml.js';

/** Text as HTML (RSS readers read `description` as HTML), quotes left as they are: readers show `&quot;` as is. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

import { jsonFeedText } from './json-feed.js';

const ENTRIES = 50;

/** A feed entry: the post, and its whole body as HTML unless site.yaml keeps feeds to summaries. */
export interface FeedEntry {
  post: BuiltPost;
  html?: string;
}

/**
 * The feeds of the newest posts: Atom (RFC 4287) at site.yaml's `feed` path and at every `feeds.atom`
 * path, RSS 2.0 at every `feeds.rss` path (an old site's feed URLs, kept so that subscribers stay
 * subscribed), and JSON Feed 1.1 at /feed.json. Each post is rendered once for all of them.
 */
export function feedFiles({
  data,
  generatedAt,
  carry = NO_CARRY,
  memo = NO_MEMO,
  pathsOnly,
}: BuildInput): BuildOutput {
  const newest = data.posts.slice(0, ENTRIES);
  // Within --watch, the last build's files while the settings, the profile and the newest posts are
  // the same objects (ground/carry.ts): an edit of an older post renders nothing here.
  const settings = carry === NO_CARRY ? '' : JSON.stringify(data.config);
  // Only the paths asked for (validate): no body is rendered, so the Markdown parser is not loaded.
  if (pathsOnly) return feeds(data, generatedAt, newest, undefined);
  return carry.get('feed', [settings, data.profile, generatedAt, ...newest], () =>
    feeds(data, generatedAt, newest, memo),
  );
}

/** `memo` undefined: no body is rendered (the paths alone). */
function feeds(
  data: SiteData,
  generatedAt: string,
  newest: BuiltPost[],
  memo: Memo | undefined,
): BuildOutput {
  const { config } = data;
  // A post's HTML depends on its body, its URL and the base URL alone: the memo keeps it between runs
  // (the Markdown parser is loaded only for a body it does not know).
  let renderer: MarkdownRenderer | undefined;
  const hardBreaks = config.markdown?.hard_breaks === true;
  const html =
    memo && config.feeds.content === 'full'
      ? (post: BuiltPost) =>
          memo.get('feed', memoKey(bodyKey(post), post.url, config.base_url, String(hardBreaks)), () => {
            renderer ??= markdownRenderer(config.base_url, hardBreaks);
            return renderer.render(post.body, post.url);
          })
      : () => undefined;
  const entries: FeedEntry[] = newest.map((post) => ({ post, html: html(post) }));
  const updated = entries.reduce(
    (max, { post: p }) =>
      p.modifiedInstant > max.instant ? { instant: p.modifiedInstant, iso: p.modified } : max,
    { instant: Number.NEGATIVE_INFINITY, iso: generatedAt },
  ).iso;
  return [
    ...[config.feed, ...config.feeds.atom].map((path) => ({
      path,
      content: atomText(data, entries, updated, path),
      contentType: 'application/atom+xml; charset=utf-8',
    })),
    ...config.feeds.rss.map((path) => ({
      path,
      content: rssText(data, entries, updated, path),
      contentType: 'application/rss+xml; charset=utf-8',
    })),
    {
      path: JSON_FEED_PATH,
      content: jsonFeedText(data, entries),
      contentType: 'application/feed+json; charset=utf-8',
    },
  ];
}

/** Every copy names itself as `self` (RFC 4287 §4.2.7.2): a reader that follows it stays where it is. */
function atomText(data: SiteData, entries: FeedEntry[], updated: string, path: string): string {
  const { config, profile } = data;
  const base = config.base_url;
  const self = absoluteUrl(base, path);
  const items = entries.map(({ post: p, html }) =>
    [
      '  <entry>',
      `    <id>${xml(p.url)}</id>`,
      `    <title>${xml(p.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(p.url)}"/>`,
      `    <published>${p.date}</published>`,
      `    <updated>${p.modified}</updated>`,
      `    <summary>${xml(p.summary)}</summary>`,
      ...(html === undefined ? [] : [`    <content type="html">${xml(html)}</content>`]),
      ...p.tags.map((t) => `    <category term="${xml(t)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(config.language)}">
  <id>${xml(absoluteUrl(base, config.feed))}</id>
  <title>${xml(config.title)}</title>
${config.description ? `  <subtitle>${xml(config.description)}</subtitle>\n` : ''}  <updated>${updated}</updated>
  <author>
    <name>${xml(profile.name)}</name>
    <uri>${xml(profile.url)}</uri>
  </author>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(base)}/"/>
  <rights>${xml(config.license.name)}</rights>
${items.join('\n')}
</feed>
`;
}

/**
 * RSS 2.0 (rssboard.org), for the sites whose readers subscribed to RSS (Hugo's /index.xml, many
 * Jekyll themes): the summary in `description`, the whole post in `content:encoded`, dates in RFC 822.
 */
function rssText(data: SiteData, entries: FeedEntry[], updated: string, path: string): string {
  const { config } = data;
  const base = config.base_url;
  const items = entries.map(({ post: p, html }) =>
    [
      '    <item>',
      `      <title>${xml(p.title)}</title>`,
      `      <link>${xml(p.url)}</link>`,
      `      <guid isPermaLink="true">${xml(p.url)}</guid>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      // RSS readers take `description` as HTML: plain text is escaped as HTML first (`Flowable<List<T>>`).
      `      <description>${xml(htmlText(p.summary))}</description>`,
      ...(html === undefined ? [] : [`      <content:encoded>${xml(html)}</content:encoded>`]),
      ...p.tags.map((t) => `      <category>${xml(t)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(config.title)}</title>
    <link>${xml(base)}/</link>
    <description>${xml(htmlText(config.description ?? config.title))}</description>
    <language>${xml(config.language)}</language>
    <copyright>${xml(config.license.name)}</copyright>
    <lastBuildDate>${rfc822(updated)}</lastBuildDate>
    <atom:link rel="self" type="application/rss+xml" href="${xml(absoluteUrl(base, path))}"/>
${items.join('\n')}
  </channel>
</rss>
`;
}

/** RFC 3339 → RFC 822 in GMT (`Tue, 02 Jan 2024 09:00:00 GMT`), as RSS 2.0 asks. */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}
