import { jsonText } from '../artifacts.js';
import { absoluteUrl, JSON_FEED_PATH, type SiteData } from '../model.js';
import type { FeedEntry } from './feed.js';

/**
 * JSON Feed 1.1 (jsonfeed.org/version/1.1): the same entries as the Atom feed. An item must carry
 * `content_html` or `content_text`; with summary-only feeds the summary is the item's text.
 */
export function jsonFeedText(data: SiteData, entries: readonly FeedEntry[]): string {
  const { config, profile } = data;
  const base = config.base_url;
  return jsonText({
    version: 'https://jsonfeed.org/version/1.1',
    title: config.title,
    home_page_url: `${base}/`,
    feed_url: absoluteUrl(base, JSON_FEED_PATH),
    ...(config.description ? { description: config.description } : {}),
    authors: [{ name: profile.name, url: profile.url, ...(profile.image ? { avatar: profile.image } : {}) }],
    language: config.language,
    items: entries.map(({ post: p, html }) => ({
      id: p.url,
      url: p.url,
      title: p.title,
      ...(html === undefined ? { content_text: p.summary } : { content_html: html }),
      summary: p.summary,
      date_published: p.date,
      date_modified: p.modified,
      ...(p.tags.length ? { tags: p.tags } : {}),
      language: p.language,
    })),
  });
}
