import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runCli, tempDir } from './helpers.js';

const site = tempDir();
const dist = (path: string) => join(site.dir, 'dist', path);
const text = (path: string) => readFileSync(dist(path), 'utf8');
let posts: { id: string; title: string; url: string; tags: string[] }[];
/** A title with markup and quotes, and a Markdown link to a page of the site that does not exist. */
const TITLE = "<script>alert('x')</script> & [link](javascript:x) [옛 글](https://seojin.example/nope)";

beforeAll(async () => {
  cpSync(join(REPO, 'content'), join(site.dir, 'content'), { recursive: true });
  // A title with markup and quotes must come out escaped in XML and in Markdown, and a link in it is
  // text: the build's check of llms.txt's links must not take it for one.
  const post = join(site.dir, 'content/posts/2015/asynctask-memory-leak.md');
  writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(TITLE)}`));
  const result = await runCli(['build', '--quiet'], { cwd: site.dir });
  expect(result.exitCode, String(result.stdout)).toBe(0);
  posts = JSON.parse(text('api/posts.json')).posts;
});
afterAll(site.cleanup);

describe('the files around the API', () => {
  test('the sitemap and the feed are well-formed XML (xmllint)', async () => {
    for (const file of ['sitemap.xml', 'feed.xml']) {
      const result = await execa('xmllint', ['--noout', dist(file)], { reject: false });
      expect(result.stderr, file).toBe('');
      expect(result.exitCode, file).toBe(0);
    }
    const sitemap = text('sitemap.xml');
    for (const p of posts) expect(sitemap).toContain(`<loc>${p.url}</loc>`);
  });

  test('a real feed parser reads the Atom feed: every entry, its link, dates and categories', async () => {
    const script = `
import feedparser, json, sys
d = feedparser.parse(sys.argv[1])
print(json.dumps({"bozo": d.bozo, "version": d.version, "title": d.feed.title,
  "self": [l.href for l in d.feed.links if l.rel == "self"],
  "entries": [{"id": e.id, "title": e.title, "link": e.link, "published": e.published,
               "tags": [t.term for t in e.get("tags", [])]} for e in d.entries]}))`;
    const result = await execa('/usr/bin/python3', ['-c', script, dist('feed.xml')]);
    const feed = JSON.parse(result.stdout);
    expect(feed.bozo).toBe(false);
    expect(feed.version).toBe('atom10');
    expect(feed.self).toEqual(['https://seojin.example/feed.xml']);
    expect(feed.entries).toHaveLength(posts.length);
    feed.entries.forEach((entry: { id: string; title: string; link: string; tags: string[] }, i: number) => {
      const post = posts[i] as (typeof posts)[number];
      expect(entry).toMatchObject({ id: post.url, link: post.url, title: post.title, tags: post.tags });
    });
    expect(feed.entries.map((e: { title: string }) => e.title)).toContain(TITLE);
  });

  test('llms.txt follows the llmstxt.org format, and llms-full.txt inlines every post', () => {
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const lines = text(file).split('\n');
      expect(lines[0], file).toMatch(/^# \S/);
      expect(
        lines.find((l) => l.startsWith('> ')),
        file,
      ).toBeDefined();
      expect(
        lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3)),
        file,
      ).toContain('Optional');
      for (const line of lines.filter((l) => l.startsWith('- '))) {
        expect(line, file).toMatch(
          /^- \[[^\]\n]*(?:\\\][^\]\n]*)*\]\(https:\/\/seojin\.example\/[^)\s]*\)(: .+)?$/,
        );
      }
    }
    const full = text('llms-full.txt');
    for (const p of posts) expect(full).toContain(`(${p.url})`);
    expect(full).not.toContain('[link](javascript:x)');
    expect(full).toContain('\\[link\\]\\(javascript:x) \\[옛 글\\]\\(https://seojin.example/nope)');
    expect(text('llms.txt')).not.toContain('/blog/');
    // The endpoints' descriptions are CommonMark (as OpenAPI's are): their code spans stay code spans.
    expect(text('llms.txt')).toContain('Filter on `type` to separate');
    expect(text('llms.txt')).not.toContain('\\`');
  });

  test('posts.json and tags.json are JSON.stringify(value, null, 2) and a line break, with rows and without', async () => {
    // Made of each row's bytes (build/files/api.ts listBytes): the text must be what jsonText writes.
    const written = (text: string) => `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    for (const file of ['api/posts.json', 'api/tags.json']) {
      expect(JSON.parse(text(file)).count, file).toBeGreaterThan(0);
      expect(text(file), file).toBe(written(text(file)));
    }
    const empty = tempDir();
    try {
      cpSync(join(site.dir, 'content'), join(empty.dir, 'content'), { recursive: true });
      rmSync(join(empty.dir, 'content/posts'), { recursive: true });
      mkdirSync(join(empty.dir, 'content/posts'));
      const result = await runCli(['build', '--quiet'], { cwd: empty.dir });
      expect(result.exitCode, String(result.stdout)).toBe(0);
      for (const file of ['api/posts.json', 'api/tags.json']) {
        const body = readFileSync(join(empty.dir, 'dist', file), 'utf8');
        expect(JSON.parse(body).count, file).toBe(0);
        expect(body, file).toBe(written(body));
      }
    } finally {
      empty.cleanup();
    }
  });

  test('every page has a Markdown twin; legacy posts open with a notice; content is escaped', () => {
    const all = JSON.parse(text('api/posts.json')).posts as { id: string; legacy: boolean; title: string }[];
    for (const post of all) {
      const twin = text(`blog/${post.id}.md`);
      expect(twin.startsWith('# '), post.id).toBe(true);
      expect(twin.includes('오래된 글입니다'), post.id).toBe(post.legacy);
    }
    for (const tag of JSON.parse(text('api/tags.json')).tags as { slug: string; posts: string[] }[]) {
      const twin = text(`blog/tags/${tag.slug}.md`);
      expect(twin.split('\n').filter((l) => l.startsWith('- ['))).toHaveLength(tag.posts.length);
    }
    for (const page of ['index.md', 'projects.md', 'experience.md', 'blog.md'])
      expect(text(page)).toMatch(/^# \S/);
    const blog = text('blog.md');
    expect(blog).not.toContain('<script>');
    expect(blog).toContain("\\<script\\>alert('x')\\</script\\>");
    const twin = text('blog/asynctask-memory-leak.md');
    expect(twin.split('\n')[0]).toBe(
      "# \\<script\\>alert('x')\\</script\\> & \\[link\\]\\(javascript:x) \\[옛 글\\]\\(https://seojin.example/nope)",
    );
  });

  test('404.html is the error page of the theme, in the site language, linking inside the site', () => {
    const page = text('404.html');
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="ko">/);
    expect(page).toContain('<title>404 · 한서진의 안드로이드 노트</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    // Root-relative: a 404 served locally must not send the reader to production.
    expect(page).toContain('<a href="/developers">');
    expect(page).not.toContain('href="https://seojin.example/');
  });

  test('a title with markup is escaped in every HTML page that shows it, and in JSON-LD', () => {
    for (const page of ['blog/index.html', 'blog/asynctask-memory-leak/index.html']) {
      const html = text(page);
      expect(html, page).not.toContain("<script>alert('x')");
      expect(html, page).toContain(
        '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; [link](javascript:x) [옛 글](https://seojin.example/nope)',
      );
    }
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(
      text('blog/asynctask-memory-leak/index.html'),
    );
    expect(JSON.parse(ld?.[1] ?? '{}').headline).toBe(TITLE);
  });

  test('robots.txt names the sitemap', () => {
    expect(text('robots.txt')).toContain('Sitemap: https://seojin.example/sitemap.xml');
  });
});
