import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { UserError } from '../ground/errors.js';
import { createClient, NET_DEFAULTS } from '../net/fetch.js';
import { contentDate, type SourcePost, type SourceSite, text } from './source.js';

type Node = Record<string, unknown>;

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
/** Text of an element that may carry attributes (`{'#text': …, '@_type': 'html'}`). */
const inner = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? text((value as Node)['#text'])
      : text(value);

/** An RFC 822 date (RSS) or RFC 3339 (Atom) as a content date in UTC. */
function feedDate(value: unknown): string | undefined {
  const t = inner(value);
  if (!t) return undefined;
  const direct = contentDate(t);
  if (direct) return direct;
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) return undefined;
  // Keep the writer's offset (`+0900`): the post's day in {year}/{month}/{day} is the one it was written on.
  const zone = /([+-])(\d{2}):?(\d{2})$/.exec(t.trim());
  if (!zone) return `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const minutes = (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3]));
  return `${new Date(ms + minutes * 60_000).toISOString().slice(0, 19)}${zone[1]}${zone[2]}:${zone[3]}`;
}

/** The decoded path of an item's link, when it is on the blog's own host. */
function pathOn(link: string | undefined, host: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    if (host && url.host !== host) return undefined;
    return decodeURIComponent(url.pathname).normalize('NFC');
  } catch {
    return undefined;
  }
}

/** Reads an RSS 2.0 or Atom feed from a file or an http(s) URL (Tistory, Velog, Medium and the like). */
export async function readFeed(input: string, cwd: string): Promise<SourceSite> {
  let xml: string;
  if (/^https?:\/\//.test(input)) {
    const client = createClient(NET_DEFAULTS);
    try {
      const reply = await client.request('GET', input, {
        accept: 'application/rss+xml, application/atom+xml, application/xml',
      });
      if (reply.status !== 200)
        throw new UserError(`${input} answered ${reply.status}.`, 'Check the feed URL.');
      xml = reply.body.toString('utf8');
    } finally {
      client.close();
    }
  } else {
    try {
      xml = readFileSync(resolve(cwd, input), 'utf8');
    } catch (error) {
      throw new UserError(
        `Cannot read ${input}: ${(error as NodeJS.ErrnoException).code}.`,
        'Pass a feed file or an http(s) URL.',
      );
    }
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    processEntities: true,
    htmlEntities: true,
    cdataPropName: false,
    parseTagValue: false,
    trimValues: false,
  });
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch (error) {
    const e = error as { line?: number; col?: number; message: string };
    return {
      posts: [],
      problems: [
        { file: input, line: e.line ?? 1, column: e.col ?? 1, message: `XML: ${e.message.split('\n')[0]}` },
      ],
    };
  }
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  const atom = doc.feed as Node | undefined;
  if (!channel && !atom)
    return {
      posts: [],
      problems: [
        { file: input, line: 1, column: 1, message: 'neither an RSS 2.0 <rss><channel> nor an Atom <feed>' },
      ],
    };
  const siteLink = channel ? inner(channel.link) : atomLink(atom as Node);
  const host = siteLink ? safeHost(siteLink) : undefined;
  const site: SourceSite = {
    title: inner((channel ?? atom)?.title)?.trim(),
    description: inner(channel ? channel.description : (atom as Node).subtitle)?.trim(),
    baseUrl: siteLink ? safeOrigin(siteLink) : undefined,
    language: text(channel?.language)?.slice(0, 2).toLowerCase(),
    posts: [],
    problems: [],
  };
  const items = list(channel ? channel.item : (atom as Node).entry) as Node[];
  items.forEach((item, index) => {
    const where = `${input} item ${index + 1}`;
    const link = channel ? inner(item.link) : atomLink(item);
    const date = feedDate(channel ? item.pubDate : (item.published ?? item.updated));
    const title = inner(item.title)?.trim();
    if (!date || !title) {
      site.problems.push({
        file: input,
        line: 0,
        column: 0,
        message: `${where}: no ${!title ? 'title' : 'date'}`,
      });
      return;
    }
    const html =
      inner(channel ? (item['content:encoded'] ?? item.description) : (item.content ?? item.summary)) ?? '';
    const description = inner(channel ? item.description : item.summary)?.trim();
    const tags = list(item.category)
      .map((c) => (channel ? inner(c) : text((c as Node)['@_term'])))
      .filter((t): t is string => !!t && t.trim() !== '')
      .map((t) => t.trim());
    const path = pathOn(link, host);
    const slug = path?.split('/').filter(Boolean).pop() ?? title;
    const plainSummary =
      description && !/[<>]/.test(description) && description.length <= 240 && description !== html.trim()
        ? description.replace(/\s+/g, ' ')
        : undefined;
    const post: SourcePost = {
      source: where,
      title,
      date,
      modified: channel ? undefined : feedDate(item.updated),
      tags,
      categories: [],
      summary: plainSummary,
      draft: false,
      body: `${html.trim()}\n`,
      // Tistory's /123 and Velog's slugs: a number alone makes a poor id, the title a better one.
      slug: /^\d+$/.test(slug) ? title : slug,
      oldPath: path,
      aliases: [],
      mapped: [
        'title → title',
        'date → date',
        ...(tags.length ? ['category → tags'] : []),
        'content → body (HTML kept as it is)',
        ...(plainSummary ? ['description → summary'] : []),
      ],
      unmapped: [
        ...(description && !plainSummary && description !== html.trim()
          ? [
              {
                field: 'description',
                why: 'HTML or longer than 240 characters; the summary is derived from the body',
              },
            ]
          : []),
        ...(item.author || item['dc:creator']
          ? [{ field: 'author', why: 'a post has no author: the site has one profile' }]
          : []),
        ...(path === undefined && link
          ? [{ field: 'link', why: `${link} is not on the blog's host, so no redirect can keep it` }]
          : []),
      ],
    };
    site.posts.push(post);
  });
  return site;
}

function atomLink(node: Node): string | undefined {
  const links = list(node.link) as Node[];
  const alternate = links.find((l) => l['@_rel'] === undefined || l['@_rel'] === 'alternate');
  return text(alternate?.['@_href']);
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
