import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runCli, tempDir } from './helpers.js';
import { type Running, send, startServe, startWorker } from './servers.js';

/*
 * A site published under a path (`https://x.example/blog`): the files sit at the root of dist/, and
 * serve and the worker answer them under the prefix, so every URL the build hands out reaches its file.
 */
const BASE = 'https://x.example/blog';
const work = tempDir('site-api-base-');
const dist = join(work.dir, 'dist');
const text = (path: string) => readFileSync(join(dist, path), 'utf8');
let published: string[];

beforeAll(async () => {
  cpSync(join(REPO, 'content'), join(work.dir, 'content'), { recursive: true });
  const site = join(work.dir, 'content/site.yaml');
  writeFileSync(
    site,
    `${readFileSync(site, 'utf8').replace(/^base_url: .*$/m, `base_url: ${BASE}`)}feeds:\n  rss: [/index.xml]\n`,
  );
  writeFileSync(
    join(work.dir, 'content/posts/2026/under-a-prefix.md'),
    '---\ntitle: 접두 경로\ndate: 2026-11-20\n---\n![그림](/images/a.png) [홈](/) [닮은 주소](https://x.example.evil.com/a)\n\n<img src="/blog/images/a.png" alt="경로째 쓴 그림">\n',
  );
  // The image it links to, so that the site validates (a missing one is link-target-missing).
  mkdirSync(join(work.dir, 'content/static/images'), { recursive: true });
  writeFileSync(join(work.dir, 'content/static/images/a.png'), 'png');
  const built = await runCli(['build', '--quiet'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  published = everyPublishedUrl();
}, 60_000);
afterAll(() => work.cleanup());

/** Every absolute URL of the site that the API, the crawl files, llms.txt and the feeds hand out. */
function everyPublishedUrl(): string[] {
  const urls = new Set<string>();
  const add = (url: unknown) => {
    if (typeof url === 'string' && url.startsWith(`${BASE}/`)) urls.add(url);
  };
  const index = JSON.parse(text('api/index.json'));
  add(index.openapi);
  add(index.llms_txt);
  for (const e of index.endpoints) add(`${BASE}${e.path}`);
  const posts = JSON.parse(text('api/posts.json'));
  add(posts.feed);
  for (const p of posts.posts) add(p.url);
  for (const t of JSON.parse(text('api/tags.json')).tags) add(t.url);
  add(JSON.parse(text('api/profile.json')).url);
  for (const file of ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'feed.xml', 'index.xml', 'robots.txt']) {
    // A post's own links inside feed content point wherever the author wrote: not the build's URLs.
    const own = text(file).replace(/<content(:encoded)?[^>]*>[^<]*<\/content(:encoded)?>/g, '');
    for (const [url] of own.matchAll(/https:\/\/x\.example\/[^\s)<>"]*/g)) add(url);
  }
  const feed = JSON.parse(text('feed.json'));
  add(feed.feed_url);
  for (const item of feed.items) add(item.url);
  const spec = JSON.parse(text('openapi.json'));
  for (const path of Object.keys(spec.paths)) add(`${spec.servers[0].url}${path}`);
  return [...urls].sort();
}

describe.each([
  ['site-api serve --dir', () => startServe(['--dir', dist], work.dir)],
  ['the worker in workerd', () => startWorker(dist)],
] as [string, () => Promise<Running>][])('%s under the base path', (_name, start) => {
  let server: Running;
  beforeAll(async () => {
    server = await start();
  }, 60_000);
  afterAll(() => server?.stop());

  test('every published URL answers 200 (a page through its Markdown twin until pages exist)', async () => {
    expect(published.length).toBeGreaterThan(80);
    expect(published).toContain(`${BASE}/api/posts.json`);
    expect(published).toContain(`${BASE}/feed.json`);
    const failures: string[] = [];
    for (const url of published) {
      const { pathname } = new URL(url);
      // A page (a post, a tag, the home page) is served by its twin here: the HTML pages are another module.
      const last = pathname.split('/').pop() as string;
      const path = last.includes('.') ? pathname : `${pathname === '/blog/' ? '/blog/index' : pathname}.md`;
      const answer = await send(server.url, 'GET', path);
      if (answer.status !== 200) failures.push(`${path} → ${answer.status}`);
    }
    expect(failures).toEqual([]);
  });

  test('the prefix is required, and errors point under it', async () => {
    const inside = await send(server.url, 'GET', '/blog/api/posts.json');
    expect(inside.status).toBe(200);
    expect(inside.body.equals(readFileSync(join(dist, 'api/posts.json')))).toBe(true);
    for (const outside of ['/api/posts.json', '/blogapi/posts.json', '/feed.xml']) {
      expect((await send(server.url, 'GET', outside)).status, outside).toBe(404);
    }
    // A path that does not decode, or a doubled slash, is still under /api/: the error is JSON.
    for (const odd of ['/blog/api/%ZZ', '/blog//api/posts.json', '/blog/api//nope.json']) {
      const answer = await send(server.url, 'GET', odd);
      expect([answer.status, answer.headers['content-type']], odd).toEqual([
        404,
        'application/json; charset=utf-8',
      ]);
    }
    const missing = await send(server.url, 'GET', '/blog/api/nope.json');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).error.hint).toContain('/blog/api/index.json');
    const etag = inside.headers.etag as string;
    expect((await send(server.url, 'GET', '/blog/api/posts.json', { 'if-none-match': etag })).status).toBe(
      304,
    );
  });
});

test('feeds resolve root-relative links under the base path', () => {
  const item = JSON.parse(text('feed.json')).items[0];
  expect(item.url).toBe(`${BASE}/blog/under-a-prefix`);
  expect(item.content_html).toContain(`src="${BASE}/images/a.png"`);
  expect(item.content_html).toContain(`href="${BASE}/"`);
});

test("a post's page links its images and links root-relative under the prefix; its twin and feed entry absolute", () => {
  const page = text('blog/under-a-prefix/index.html');
  expect(page).toContain('src="/blog/images/a.png"');
  expect(page).toContain('<a href="/blog/">홈</a>');
  // Another host that only starts like the site's is left as written.
  expect(page).toContain('href="https://x.example.evil.com/a"');
  expect(page).not.toContain(`src="${BASE}`);
  expect(text('blog/under-a-prefix.md')).toContain(`(${BASE}/images/a.png)`);
  expect(JSON.parse(text('feed.json')).items[0].content_html).toContain(`src="${BASE}/images/a.png"`);
  // Raw HTML that names the prefix itself, as a browser reads it: the same file, checked and found.
  expect(page).toContain('<img src="/blog/images/a.png" alt="경로째 쓴 그림">');
  expect(text('blog/under-a-prefix.md')).toContain(`<img src="${BASE}/images/a.png" alt="경로째 쓴 그림">`);
});

test('`check` finds the contract kept under a local base path (serve --base-url …/blog)', async () => {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  const local = `http://127.0.0.1:${port}/blog`;
  const server = await startServe(['--port', String(port), '--base-url', local], work.dir);
  try {
    expect(server.url).toBe(local);
    const check = await runCli(['check', local, '--json'], { cwd: work.dir });
    const report = JSON.parse(String(check.stdout));
    expect(report.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.passed).toBeGreaterThan(50);
    expect(check.exitCode, String(check.stdout).slice(0, 2000)).toBe(0);
  } finally {
    await server.stop();
  }
}, 120_000);
