import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli, tempDir } from './helpers.js';
import { type Running, SAMPLE, send, startServe, startWorker } from './servers.js';

/*
 * The sample site's pages: valid HTML, and every URL the API hands out (posts, tags, the profile, the
 * documentation, the sitemap, the feed) answered 200 text/html by `serve` and by the worker in workerd.
 */

const work = tempDir('site-api-pages-');
const dist = join(work.dir, 'dist');
const read = (path: string) => readFileSync(join(dist, path), 'utf8');
let serve: Running;
let worker: Running;

beforeAll(async () => {
  const built = await runCli(['build', '--root', SAMPLE, '--out', dist, '-q'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  [serve, worker] = await Promise.all([startServe(['--dir', dist], work.dir), startWorker(dist)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([serve?.stop(), worker?.stop()]);
  work.cleanup();
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** Every page URL the API and its files hand out, as absolute URLs of the production site. */
function handedOut(): string[] {
  const posts = JSON.parse(read('api/posts.json')).posts.map((p: { url: string }) => p.url);
  const tags = JSON.parse(read('api/tags.json')).tags.map((t: { url: string }) => t.url);
  const profile = JSON.parse(read('api/profile.json'));
  const index = JSON.parse(read('api/index.json'));
  const sitemap = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const feed = [...read('feed.xml').matchAll(/<link rel="alternate"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const all = [...posts, ...tags, profile.url, index.documentation, ...sitemap, ...feed];
  expect(posts.length).toBeGreaterThan(10);
  expect(feed.length).toBeGreaterThan(0);
  return [...new Set(all)];
}

test('every page passes html-validate (recommended rules) with 0 errors', async () => {
  const files = htmlFiles(dist);
  expect(files.length).toBeGreaterThan(60);
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results)
      for (const m of result.messages)
        if (m.severity === 2)
          problems.push(`${relative(dist, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
  }
  expect(problems).toEqual([]);
}, 120_000);

describe.each([
  ['serve', () => serve],
  ['the worker in workerd', () => worker],
])('from %s', (_name, server) => {
  test('every page URL the API hands out answers 200 text/html', async () => {
    const base = 'https://seojin.example';
    const urls = handedOut();
    const wrong: string[] = [];
    for (const url of urls) {
      expect(url.startsWith(base), url).toBe(true);
      const path = url.slice(base.length) || '/';
      const answer = await send(server().url, 'GET', path, { accept: 'text/html,*/*;q=0.8' });
      if (answer.status !== 200 || answer.headers['content-type'] !== 'text/html; charset=utf-8')
        wrong.push(`${path}: ${answer.status} ${answer.headers['content-type']}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  test('a page answers with and without the final slash, and its file name is no second URL it advertises', async () => {
    for (const path of ['/blog', '/blog/', '/blog/baseline-profile-startup/']) {
      const answer = await send(server().url, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.etag, path).toMatch(/^"/);
    }
    expect((await send(server().url, 'GET', '/blog/no-such-post')).status).toBe(404);
  });
});

test('a post page: highlighted code, a table, a footnote, heading anchors, lazy images, alternates, JSON-LD', () => {
  const html = read('blog/baseline-profile-startup/index.html');
  expect(html).toContain('<pre class="language-kotlin" tabindex="0"><code class="language-kotlin">');
  expect(html).toMatch(/<span class="token keyword">class<\/span>/);
  expect(html).toContain('<div class="table"><table>');
  expect(html).toContain('<th class="align-right">컴파일 없음</th>');
  expect(html).toContain('class="footnotes"');
  expect(html).toContain(
    '<link rel="canonical" href="https://seojin.example/blog/baseline-profile-startup">',
  );
  expect(html).toContain(
    '<link rel="alternate" type="text/markdown" href="/blog/baseline-profile-startup.md"',
  );
  expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/feed.xml"');
  expect(html).toContain('<link rel="alternate" type="application/feed+json" href="/feed.json"');
  expect(html).toContain('<meta property="og:type" content="article">');
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Baseline Profile로 Compose 앱 콜드 스타트 줄이기',
  });
  expect(ld.author).toMatchObject({ '@type': 'Person', name: 'Seojin Han' });
  // Previous is the older post, next the newer one, as the blog index orders them.
  const posts = JSON.parse(read('api/posts.json')).posts as { id: string }[];
  const at = posts.findIndex((p) => p.id === 'baseline-profile-startup');
  expect(html).toContain(`href="/blog/${posts[at + 1]?.id}" rel="prev"`);
  expect(html).toContain(`href="/blog/${posts[at - 1]?.id}" rel="next"`);
  const home = read('index.html');
  expect(
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1] ?? '{}'),
  ).toMatchObject({
    '@type': 'ProfilePage',
    mainEntity: { '@type': 'Person', name: 'Seojin Han' },
  });
  expect(home).toContain('<link rel="alternate" type="application/json" href="/api/profile.json"');
});

test('the developer portal shows every endpoint of the OpenAPI document with its fields and a real body', () => {
  const html = read('developers/index.html');
  const openapi = JSON.parse(read('openapi.json'));
  for (const [path, item] of Object.entries<{ get: { operationId: string } }>(openapi.paths)) {
    if (item.get.operationId.endsWith('Alias')) continue;
    expect(html, path).toContain(`<h2 id="${item.get.operationId}"><code>GET ${path}</code></h2>`);
    expect(html, path).toContain(`curl -i https://seojin.example${path}`);
  }
  // The Post item schema gets its own table, its fields described as the schema describes them.
  expect(html).toContain('<h3>Post</h3>');
  expect(html).toContain(openapi.components.schemas.Post.properties.url.description);
  // A body of this build, abridged: the newest post's title is in it.
  const newest = JSON.parse(read('api/posts.json')).posts[0].title;
  expect(html).toContain(newest.replace(/&/g, '&amp;'));
  expect(html).toContain('href="/openapi.json"');
  expect(html).toContain('href="/llms.txt"');
  // The document's descriptions are CommonMark: their code spans are <code>, no backtick is shown.
  expect(html).toContain('<code>method_not_allowed</code>');
  expect(html).not.toContain('`');
});

test('page weights: a post with code and a table is under 30 kB before images, and so is the CSS', () => {
  const weights = Object.fromEntries(
    ['index.html', 'blog/baseline-profile-startup/index.html', 'developers/index.html', 'site.css'].map(
      (f) => [f, statSync(join(dist, f)).size],
    ),
  );
  console.log('page weights (bytes):', weights);
  expect(weights['blog/baseline-profile-startup/index.html']).toBeLessThan(30_000);
  expect(weights['site.css']).toBeLessThan(10_000);
});
