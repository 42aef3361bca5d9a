import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';
import { type Running, send, startPlainHost, startServe, startWorker } from './servers.js';
import { CHROMIUM, launchChromium } from './support/cdp.js';

/*
 * Permalink patterns, per-post `url:` and `aliases:` through validate, build, `serve` and the worker:
 * every alias answers 301 with the post's path, which holds the twin of that post; on a plain file
 * host (no `_redirects`), the page the build writes at each alias sends a browser on to the post.
 */

const work = tempDir('site-api-permalinks-');
const root = join(work.dir, 'content');
const dist = join(work.dir, 'dist');
const write = (rel: string, text: string) => writeFileSync(join(root, rel), text);

beforeAll(async () => {
  makeSite(work.dir);
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  write('site.yaml', `${site}permalinks:\n  post: /{category}/{year}/{month}/{day}/{id}/\n`);
  write(
    'posts/2024/first-post.md',
    '---\ntitle: 첫 글\ndate: 2024-01-02T09:00:00+09:00\ncategory: 안드로이드\ntags: [Android, Kotlin]\naliases:\n  - /2024/01/02/first-post.html\n  - /블로그/첫-글/\n---\n\n첫 글의 본문입니다.\n\n![사진](first-post/사진.png)\n\n<img src="first-post/사진.png" alt="사진">\n',
  );
  // An image in the folder named after the post: published in the folder its URL names.
  mkdirSync(join(root, 'posts/2024/first-post'));
  write('posts/2024/first-post/사진.png', 'png');
  write(
    'posts/2024/second-post.md',
    '---\ntitle: 두 번째 글\ndate: 2024-02-03\nurl: /posts/second/\naliases: [/p/2]\n---\n\n두 번째 글의 본문입니다.\n',
  );
  const built = await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
}, 60_000);
afterAll(() => work.cleanup());

test('each post URL follows its pattern or its own url:, and its twin sits at the URL without the slash', () => {
  const posts = JSON.parse(readFileSync(join(dist, 'api/posts.json'), 'utf8')).posts as {
    id: string;
    url: string;
  }[];
  const urls = Object.fromEntries(posts.map((p) => [p.id, p.url]));
  expect(urls).toEqual({
    'first-post': `https://minimal.example/${encodeURIComponent('안드로이드')}/2024/01/02/first-post/`,
    'second-post': 'https://minimal.example/posts/second/',
  });
  expect(readFileSync(join(dist, '안드로이드/2024/01/02/first-post.md'), 'utf8')).toContain(
    '첫 글의 본문입니다.',
  );
  expect(readFileSync(join(dist, 'posts/second.md'), 'utf8')).toContain('두 번째 글의 본문입니다.');
  const redirects = readFileSync(join(dist, '_redirects'), 'utf8');
  expect(redirects).toContain('/p/2 /posts/second/ 301');
  expect(redirects).toContain(
    `/2024/01/02/first-post.html /${encodeURIComponent('안드로이드')}/2024/01/02/first-post/ 301`,
  );
});

test("a post's own files are published in the folder its URL ends with, not at a doubled slash", () => {
  const folder = `/${encodeURIComponent('안드로이드')}/2024/01/02/first-post`;
  const photo = `${folder}/${encodeURIComponent('사진')}.png`;
  expect(readFileSync(join(dist, decodeURIComponent(photo)), 'utf8')).toBe('png');
  const list = JSON.parse(readFileSync(join(dist, '_site-api/files.json'), 'utf8')).files;
  expect(Object.keys(list).filter((path) => path.includes('//'))).toEqual([]);
  expect(list[decodeURIComponent(photo)]).toBeDefined();
  const page = readFileSync(join(dist, decodeURIComponent(folder), 'index.html'), 'utf8');
  expect(page).toContain(`<img src="${photo}" alt="사진">`);
  expect(readFileSync(join(dist, `${decodeURIComponent(folder)}.md`), 'utf8')).toContain(
    `![사진](https://minimal.example${photo})`,
  );
});

const runtimes: [string, () => Promise<Running>][] = [
  ['site-api serve --dir', () => startServe(['--dir', dist], work.dir)],
  ['the worker in workerd', () => startWorker(dist)],
];

describe.each(runtimes)('%s', (_name, start) => {
  let server: Running;
  beforeAll(async () => {
    server = await start();
  }, 60_000);
  afterAll(() => server?.stop());

  test.each([
    ['/2024/01/02/first-post.html', `/${encodeURIComponent('안드로이드')}/2024/01/02/first-post/`],
    [
      `/${encodeURIComponent('블로그')}/${encodeURIComponent('첫-글')}/`,
      `/${encodeURIComponent('안드로이드')}/2024/01/02/first-post/`,
    ],
    // Without the slash an old link still lands; NFD arrives from some clients.
    [
      `/${encodeURIComponent('블로그'.normalize('NFD'))}/${encodeURIComponent('첫-글')}`,
      `/${encodeURIComponent('안드로이드')}/2024/01/02/first-post/`,
    ],
    ['/p/2', '/posts/second/'],
  ])('GET %s answers 301 to the post, whose twin answers 200', async (old, location) => {
    const moved = await send(server.url, 'GET', old);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(location);
    expect(moved.headers['access-control-allow-origin']).toBe('*');
    const twin = await send(server.url, 'GET', `${location.replace(/\/$/, '')}.md`);
    expect(twin.status).toBe(200);
    expect(twin.body.toString('utf8')).toMatch(/본문입니다/);
  });

  test("a post's own image answers 200 in its folder", async () => {
    const photo = `/${encodeURIComponent('안드로이드')}/2024/01/02/first-post/${encodeURIComponent('사진')}.png`;
    const got = await send(server.url, 'GET', photo);
    expect(got.status).toBe(200);
    expect(got.body.toString('utf8')).toBe('png');
  });

  test("a redirect carries the request's query to the post, as _redirects hosts do", async () => {
    const moved = await send(server.url, 'GET', '/p/2?utm_source=rss&x=%ED%95%9C');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/posts/second/?utm_source=rss&x=%ED%95%9C');
    expect((await send(server.url, 'GET', '/p/2?')).headers.location).toBe('/posts/second/');
  });

  test('the redirect table itself is not served, and an unknown path is still a 404', async () => {
    expect((await send(server.url, 'GET', '/_redirects')).status).toBe(404);
    expect((await send(server.url, 'GET', '/p/3')).status).toBe(404);
  });
});

describe('validate', () => {
  test('bad paths, self-aliases, collisions and unknown placeholders are located findings', async () => {
    const bad = tempDir('site-api-permalinks-bad-');
    try {
      makeSite(bad.dir);
      const broot = join(bad.dir, 'content');
      const site = readFileSync(join(broot, 'site.yaml'), 'utf8');
      writeFileSync(join(broot, 'site.yaml'), `${site}permalinks:\n  post: /{yaer}/{id}\n`);
      writeFileSync(
        join(broot, 'posts/2024/first-post.md'),
        '---\ntitle: 첫 글\ndate: 2024-01-02\naliases:\n  - /blog/first-post/\n  - /old/../etc\n  - /%EB%B8%94\n  - /p/2\n---\n\n본문.\n',
      );
      writeFileSync(
        join(broot, 'posts/2024/second-post.md'),
        '---\ntitle: 두 번째 글\ndate: 2024-02-03\naliases: [/p/2/]\n---\n\n본문.\n',
      );
      const result = await runCli(['validate', '--root', broot, '--json'], { cwd: bad.dir });
      expect(result.exitCode).toBe(1);
      const found = (
        JSON.parse(String(result.stdout)).diagnostics as {
          code: string;
          file: string;
          line: number;
          pointer: string;
        }[]
      ).map((d) => `${d.file.split('/').pop()}:${d.line} ${d.code} ${d.pointer}`);
      expect(found).toEqual(
        expect.arrayContaining([
          'site.yaml:12 invalid-permalink /permalinks/post',
          'first-post.md:5 alias-self /aliases/0',
          'first-post.md:6 invalid-path /aliases/1',
          'first-post.md:7 invalid-path /aliases/2',
          'second-post.md:4 url-collision /aliases/0',
        ]),
      );
    } finally {
      bad.cleanup();
    }
  });
});

test('with pages on, an alias on a page or a file the site has is a path-conflict; without pages it is not', async () => {
  const bad = tempDir('site-api-permalinks-pages-');
  try {
    makeSite(bad.dir);
    const broot = join(bad.dir, 'content');
    writeFileSync(
      join(broot, 'posts/2024/first-post.md'),
      '---\ntitle: 첫 글\ndate: 2024-01-02\naliases:\n  - /blog/\n  - /old/second\n  - /old/first\n---\n\n본문.\n',
    );
    mkdirSync(join(broot, 'static/old/first'), { recursive: true });
    writeFileSync(join(broot, 'static/old/first/index.html'), '<p>old</p>\n');
    const validate = async () => {
      const result = await runCli(['validate', '--root', broot, '--json'], { cwd: bad.dir });
      const { diagnostics } = JSON.parse(String(result.stdout)) as {
        diagnostics: { code: string; line: number; pointer: string; message: string; hint: string }[];
      };
      return diagnostics
        .filter((d) => d.code !== 'tag-drift')
        .map((d) => `${d.code} ${d.line} ${d.pointer} ${d.message}${d.line === 0 ? ` ${d.hint}` : ''}`)
        .sort();
    };
    // The static file's finding is located at the file (line 0), with a hint of its own.
    expect(await validate()).toEqual([
      'path-conflict 0  Two published files meet: /old/first/index.html is also published for the alias /old/first of the post content/posts/2024/first-post.md. Delete the file under static/ if it only sent readers on (the build writes a page at each alias that does), or remove the alias.',
      'path-conflict 5 /aliases/0 Two published files meet: /blog/index.html is also published for a file site-api builds for the site itself.',
    ]);
    // Without pages no page is written at an alias: a redirect alone, which still hides a file at
    // its very path (the 301 is answered first), as a twin's /blog.md would be.
    const yaml = join(broot, 'site.yaml');
    writeFileSync(yaml, `pages: false\n${readFileSync(yaml, 'utf8')}`);
    expect(await validate()).toEqual([]);
    writeFileSync(
      join(broot, 'posts/2024/first-post.md'),
      '---\ntitle: 첫 글\ndate: 2024-01-02\naliases:\n  - /blog/second-post.md\n---\n\n본문.\n',
    );
    expect(await validate()).toEqual([
      'path-conflict 5 /aliases/0 Two published files meet: /blog/second-post.md is also published for the post content/posts/2024/second-post.md (page /blog/second-post).',
    ]);
  } finally {
    bad.cleanup();
  }
});

test('serve says how many old paths it redirects beside the files it serves', async () => {
  const server = await startServe(['--dir', dist], work.dir);
  await server.stop();
  expect(String((await server.process).stderr)).toMatch(
    /Serving \d+ files and 3 redirects \(_redirects\) of /,
  );
});

describe('check --root follows every alias', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServe(['--dir', dist], work.dir);
  }, 60_000);
  afterAll(() => server?.stop());

  test('diff against the served build finds nothing to publish: the redirect table is not asked for', async () => {
    const diff = await runCli(['diff', '--root', root, '--against', server.url, '--json'], { cwd: work.dir });
    expect(diff.exitCode, String(diff.stdout)).toBe(0);
  });

  test('each alias answers 301 to a post that answers; an alias the site lacks fails', async () => {
    const ok = await runCli(['check', server.url, '--root', root, '--json'], { cwd: work.dir });
    const report = JSON.parse(String(ok.stdout));
    expect(report.checks).toContainEqual({
      name: 'every alias leads to its post (a 301, or a page that forwards), which answers 200',
      target: '3 aliases',
      ok: true,
    });
    expect(ok.exitCode, JSON.stringify(report.checks.filter((c: { ok: boolean }) => !c.ok))).toBe(0);
    // An alias written after this build was published: the live site does not redirect it yet.
    const post = join(root, 'posts/2024/second-post.md');
    const before = readFileSync(post, 'utf8');
    writeFileSync(post, before.replace('aliases: [/p/2]', 'aliases: [/p/2, /p/two]'));
    try {
      const stale = await runCli(['check', server.url, '--root', root, '--json'], { cwd: work.dir });
      expect(stale.exitCode).toBe(1);
      expect(JSON.parse(String(stale.stdout)).checks).toContainEqual({
        name: 'alias reaches its post',
        target: 'aliases',
        ok: false,
        detail: '/p/two: answered 404, not 301 or a page that forwards',
      });
    } finally {
      writeFileSync(post, before);
    }
  });
});

describe('on a plain file host, which does not read _redirects', () => {
  const FIRST = `/${encodeURIComponent('안드로이드')}/2024/01/02/first-post/`;
  let host: Running;
  beforeAll(async () => {
    host = await startPlainHost(dist);
  }, 60_000);
  afterAll(() => host?.stop());

  test('each alias has a page at its folder that forwards to the post at once, and names it canonical', () => {
    const pages: [string, string, string][] = [
      ['2024/01/02/first-post.html/index.html', FIRST, '첫 글'],
      ['블로그/첫-글/index.html', FIRST, '첫 글'],
      ['p/2/index.html', '/posts/second/', '두 번째 글'],
    ];
    for (const [file, to, title] of pages) {
      const page = readFileSync(join(dist, file), 'utf8');
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(page).toContain(`<link rel="canonical" href="https://minimal.example${to}">`);
      expect(page).toContain(`<a href="${to}">${title}</a>`);
      expect(page).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('check finds every alias leading to its post through its page', async () => {
    const report = JSON.parse(
      String((await runCli(['check', host.url, '--root', root, '--json'], { cwd: work.dir })).stdout),
    );
    expect(report.checks).toContainEqual({
      name: 'every alias leads to its post (a 301, or a page that forwards), which answers 200',
      target: '3 aliases',
      ok: true,
    });
  });

  test('a browser opening an old URL lands on the post', async () => {
    expect(CHROMIUM, 'chromium is not installed (apt-get install chromium)').toBeTruthy();
    const chromium = await launchChromium();
    try {
      for (const [old, to, title] of [
        ['/p/2', '/posts/second/', '두 번째 글'],
        [`/${encodeURIComponent('블로그')}/${encodeURIComponent('첫-글')}/`, FIRST, '첫 글'],
      ] as const) {
        await chromium.tab.open(`${host.url}${old}`, 'light');
        let seen = { path: '', h1: '' };
        for (let i = 0; i < 100 && (seen.path !== to || !seen.h1.includes(title)); i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = await chromium.tab.evaluate<{ path: string; h1: string }>(
            "({ path: location.pathname, h1: document.querySelector('h1')?.textContent ?? '' })",
          );
        }
        expect(seen.path).toBe(to);
        expect(seen.h1).toContain(title);
      }
    } finally {
      await chromium.close();
    }
  }, 60_000);
});

test("a pattern ending in .html (Jekyll's default) publishes the post's page as that very file, which a plain host answers without a redirect; the post's files go in the folder of its name", async () => {
  const site = tempDir('site-api-html-pattern-');
  try {
    makeSite(site.dir);
    writeFileSync(
      join(site.dir, 'content/site.yaml'),
      `${readFileSync(join(site.dir, 'content/site.yaml'), 'utf8')}permalinks:\n  post: /{year}/{month}/{day}/{id}.html\n`,
    );
    // A file beside the post: with the page a file, it cannot go under the page's path (`…/first-post.html/`).
    const post = join(site.dir, 'content/posts/2024/first-post.md');
    mkdirSync(post.slice(0, -3));
    writeFileSync(join(post.slice(0, -3), 'figure.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n![그림](first-post/figure.svg)\n`);
    const validated = await runCli(['validate', '--root', join(site.dir, 'content')], { cwd: site.dir });
    expect(validated.exitCode, String(validated.stdout)).toBe(0);
    const out = join(site.dir, 'dist');
    const built = await runCli(['build', '--root', join(site.dir, 'content'), '--out', out, '--quiet'], {
      cwd: site.dir,
    });
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const manifest = readFileSync(join(out, '.site-api-manifest.json'), 'utf8');
    expect(manifest).toContain('"/2024/01/02/first-post.html"');
    expect(manifest).not.toContain('first-post.html/index.html');
    const host = await startPlainHost(out);
    try {
      const answer = await fetch(`${host.url}/2024/01/02/first-post.html`, { redirect: 'manual' });
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expect(page).toContain(
        '<link rel="canonical" href="https://minimal.example/2024/01/02/first-post.html">',
      );
      // The page's image, and the file where it points (as Hugo's ugly URLs publish a bundle's files).
      expect(page).toContain('<img src="/2024/01/02/first-post/figure.svg"');
      const figure = await fetch(`${host.url}/2024/01/02/first-post/figure.svg`, { redirect: 'manual' });
      expect(figure.status).toBe(200);
      expect(await figure.text()).toContain('<svg');
    } finally {
      await host.stop();
    }
  } finally {
    site.cleanup();
  }
});
