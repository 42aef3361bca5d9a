import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runCli, tempDir } from './helpers.js';

const BASE = 'https://seojin.example';
const site = tempDir();
const dist = (path: string) => join(site.dir, 'dist', path);
const text = (path: string) => readFileSync(dist(path), 'utf8');
interface Post {
  id: string;
  title: string;
  url: string;
  summary: string;
  tags: string[];
}
let posts: Post[];

// A post with every kind of link a feed reader could not resolve on its own.
const LINKS_POST = `---
title: 상대 링크와 그림
date: 2026-11-20T09:00:00+09:00
tags: [Kotlin]
---
[앞 글](/blog/tech-lead-four-years), [옆 글](sibling), [절](#결론) 그리고 [밖](https://example.org/x?a=1&b=2).

![그림](/images/flow.png)

<img src="/images/raw.png" alt="raw">

| 열 | 값 |
| --- | --- |
| a | \`_posts\` |

## 결론
`;

beforeAll(async () => {
  cpSync(join(REPO, 'content'), join(site.dir, 'content'), { recursive: true });
  writeFileSync(join(site.dir, 'content/posts/2026/relative-links.md'), LINKS_POST);
  // The images it links to, so that the site validates (a missing one is link-target-missing).
  mkdirSync(join(site.dir, 'content/static/images'), { recursive: true });
  for (const name of ['flow.png', 'raw.png'])
    writeFileSync(join(site.dir, 'content/static/images', name), 'png');
  appendFileSync(
    join(site.dir, 'content/site.yaml'),
    'feeds:\n  atom: [/atom.xml]\n  rss: [/index.xml, /rss]\n',
  );
  const result = await runCli(['build', '--quiet'], { cwd: site.dir });
  expect(result.exitCode, String(result.stdout) + String(result.stderr)).toBe(0);
  posts = JSON.parse(text('api/posts.json')).posts.slice(0, 50);
});
afterAll(site.cleanup);

/** What feedparser (python3-feedparser, as real readers parse) makes of a feed file. */
async function parse(file: string) {
  const script = `
import feedparser, json, sys
d = feedparser.parse(sys.argv[1])
print(json.dumps({"bozo": d.bozo, "version": d.version,
  "self": [l.href for l in d.feed.get("links", []) if l.rel == "self"],
  "entries": [{"id": e.id, "link": e.link, "title": e.title, "summary": e.summary,
               "content": [c.value for c in e.get("content", [])],
               "tags": [t.term for t in e.get("tags", [])]} for e in d.entries]}))`;
  return JSON.parse((await execa('/usr/bin/python3', ['-c', script, dist(file)])).stdout);
}

describe('feeds with the whole post', () => {
  test.each([
    ['feed.xml', 'atom10'],
    ['atom.xml', 'atom10'],
    ['index.xml', 'rss20'],
    ['rss', 'rss20'],
  ])('feedparser reads %s (%s): every entry with its summary and its whole text', async (file, version) => {
    const feed = await parse(file);
    expect(feed.bozo).toBe(false);
    expect(feed.version).toBe(version);
    expect(feed.self).toEqual([`${BASE}/${file}`]);
    expect(feed.entries.map((e: { link: string }) => e.link)).toEqual(posts.map((p) => p.url));
    feed.entries.forEach((entry: { summary: string; content: string[]; tags: string[] }, i: number) => {
      const post = posts[i] as Post;
      // RSS's description is HTML (feedparser hands it on as HTML): its text is the summary, every
      // character kept (`Flowable<List<T>>` once lost its angle brackets to the HTML reading).
      const summary =
        version === 'rss20'
          ? entry.summary.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
          : entry.summary;
      expect(summary).toBe(post.summary);
      expect(entry.tags).toEqual(post.tags);
      expect(entry.content, post.id).toHaveLength(1);
      // The whole text is longer than its summary, and is HTML.
      expect((entry.content[0] as string).length, post.id).toBeGreaterThan(post.summary.length);
      expect(entry.content[0], post.id).toMatch(/<p>/);
    });
    const html = feed.entries[0].content[0] as string;
    expect(feed.entries[0].link).toBe(`${BASE}/blog/relative-links`);
    expect(html).toContain(`href="${BASE}/blog/tech-lead-four-years"`);
    expect(html).toContain(`href="${BASE}/blog/sibling"`);
    expect(html).toContain(`src="${BASE}/images/flow.png"`);
    expect(html).toContain(`src="${BASE}/images/raw.png"`);
    expect(html).toContain('href="https://example.org/x?a=1&amp;b=2"');
    expect(html).toContain('<table>');
    expect(html).toContain('<code>_posts</code>');
  });

  test('the copies at the old paths are valid XML (xmllint)', async () => {
    for (const file of ['feed.xml', 'atom.xml', 'index.xml', 'rss']) {
      const result = await execa('xmllint', ['--noout', dist(file)], { reject: false });
      expect(result.stderr, file).toBe('');
    }
    const manifest = JSON.parse(text('.site-api-manifest.json'));
    const type = (path: string) => manifest.files.find((f: { path: string }) => f.path === path)?.contentType;
    expect(type('/atom.xml')).toBe('application/atom+xml; charset=utf-8');
    expect(type('/index.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(type('/rss')).toBe('application/rss+xml; charset=utf-8');
    expect(type('/feed.json')).toBe('application/feed+json; charset=utf-8');
    // The API body is unchanged: PostList.feed names the Atom feed, and nothing else was added.
    expect(JSON.parse(text('api/posts.json')).feed).toBe(`${BASE}/feed.xml`);
  });

  test('feed.json is a JSON Feed 1.1 (schema written from jsonfeed.org/version/1.1)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON_FEED_1_1);
    const feed = JSON.parse(text('feed.json'));
    expect(validate(feed), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(feed.feed_url).toBe(`${BASE}/feed.json`);
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(posts.map((p) => p.url));
    expect(feed.items[0].content_html).toContain(`src="${BASE}/images/flow.png"`);
    expect(feed.items.map((i: { summary: string }) => i.summary)).toEqual(posts.map((p) => p.summary));
    expect(text('llms.txt')).toContain(`](${BASE}/feed.json)`);
  });

  test('feeds.content: summary keeps every feed to summaries', async () => {
    const other = tempDir();
    try {
      cpSync(join(REPO, 'content'), join(other.dir, 'content'), { recursive: true });
      appendFileSync(
        join(other.dir, 'content/site.yaml'),
        'feeds:\n  content: summary\n  rss: [/index.xml]\n',
      );
      const result = await runCli(['build', '--quiet'], { cwd: other.dir });
      expect(result.exitCode).toBe(0);
      const read = (p: string) => readFileSync(join(other.dir, 'dist', p), 'utf8');
      expect(read('feed.xml')).not.toContain('<content');
      expect(read('index.xml')).not.toContain('<content:encoded>');
      const feed = JSON.parse(read('feed.json'));
      expect(feed.items[0].content_html).toBeUndefined();
      expect(feed.items[0].content_text).toBe(feed.items[0].summary);
    } finally {
      other.cleanup();
    }
  });
});

/**
 * JSON Feed 1.1, written from the specification's text (https://www.jsonfeed.org/version/1.1/):
 * `version` is the 1.1 URL; `title` and `items` are required; `home_page_url`, `feed_url` and every URL
 * are URLs; `authors` holds objects with at least one of name, url, avatar; an item has a string `id`
 * and `content_html` or `content_text` (at least one); dates are RFC 3339; `tags` are strings.
 */
const url = { type: 'string', format: 'uri' };
const author = {
  type: 'object',
  properties: { name: { type: 'string' }, url, avatar: url },
  anyOf: [{ required: ['name'] }, { required: ['url'] }, { required: ['avatar'] }],
};
const JSON_FEED_1_1 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['version', 'title', 'items'],
  properties: {
    version: { const: 'https://jsonfeed.org/version/1.1' },
    title: { type: 'string' },
    home_page_url: url,
    feed_url: url,
    description: { type: 'string' },
    user_comment: { type: 'string' },
    next_url: url,
    icon: url,
    favicon: url,
    authors: { type: 'array', items: author },
    language: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$' },
    expired: { type: 'boolean' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id'],
        anyOf: [{ required: ['content_html'] }, { required: ['content_text'] }],
        properties: {
          id: { type: 'string', minLength: 1 },
          url,
          external_url: url,
          title: { type: 'string' },
          content_html: { type: 'string' },
          content_text: { type: 'string' },
          summary: { type: 'string' },
          image: url,
          banner_image: url,
          date_published: { type: 'string', format: 'date-time' },
          date_modified: { type: 'string', format: 'date-time' },
          authors: { type: 'array', items: author },
          tags: { type: 'array', items: { type: 'string' } },
          language: { type: 'string' },
        },
      },
    },
  },
};
