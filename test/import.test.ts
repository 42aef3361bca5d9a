import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { urlize } from '../src/import/hugo.js';
import { FIXTURES, runCli, tempDir } from './helpers.js';
import { type Running, send, startServe, startWorker } from './servers.js';

/*
 * End to end: a Jekyll site and a Hugo site whose posts use every permalink style are imported,
 * validated and built; every old post URL then reaches its post through `serve` and the worker in
 * workerd: either it is the post's URL (the pattern kept it) or it answers 301 to the post's URL.
 * The post's page is its Markdown twin until HTML pages exist, so "reaches" is: the twin at the
 * URL the redirect names answers 200 with the post's body.
 */

const CORPUS = join(FIXTURES, 'corpus');

interface PlanPost {
  source: string;
  id: string;
  file: string;
  oldPath?: string;
  kept: 'pattern' | 'alias' | 'none' | 'lost';
  newPath?: string;
  templates?: { converted: string[]; left: string[] };
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const twinOf = (path: string) => `${path.replace(/\/$/, '')}.md`;

interface ImportPlan {
  posts: (PlanPost & { mapped: string[]; unmapped: { field: string; why: string }[] })[];
  notes: string[];
}

/** Writes an old site's `files` (path → text or bytes) into `dir`, each file's folder made as needed. */
function writeOldSite(dir: string, files: Record<string, string | Uint8Array>): void {
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
}

/**
 * An old Jekyll (or Hugo) site made of `files` (path → text; folders made as needed) imported with --json into
 * a new site's content folder: `run` gets the plan and the folders, and everything goes afterwards.
 */
async function withImported(
  files: Record<string, string>,
  run: (site: { dir: string; old: string; root: string; plan: ImportPlan }) => Promise<void>,
  generator: 'jekyll' | 'hugo' = 'jekyll',
): Promise<void> {
  const work = tempDir('site-api-import-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, files);
    const root = join(work.dir, 'content');
    const done = await runCli(['import', generator, old, '--root', root, '--json'], { cwd: work.dir });
    expect(done.exitCode, String(done.stderr)).toBe(0);
    await run({ dir: work.dir, old, root, plan: JSON.parse(String(done.stdout)) as ImportPlan });
  } finally {
    work.cleanup();
  }
}

const sites: [string, 'jekyll' | 'hugo', number][] = [
  ['jekyll', 'jekyll', 7],
  ['jekyll-pretty', 'jekyll', 2],
  ['hugo', 'hugo', 5],
];

describe.each(sites)('import %s', (fixture, generator, oldUrls) => {
  const work = tempDir(`site-api-import-${fixture}-`);
  const root = join(work.dir, 'content');
  const dist = join(work.dir, 'dist');
  let plan: { posts: PlanPost[]; pattern: string; pattern_kept: boolean; written: string[]; notes: string[] };
  // Post id → its path on the new site, from the built API.
  const paths = new Map<string, string>();

  beforeAll(async () => {
    const run = await runCli(['import', generator, join(CORPUS, fixture), '--root', root, '--json'], {
      cwd: work.dir,
    });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    plan = JSON.parse(String(run.stdout));
    const validate = await runCli(['validate', '--root', root, '--json'], { cwd: work.dir });
    expect(JSON.parse(String(validate.stdout)).errors, String(validate.stdout)).toBe(0);
    const built = await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: work.dir });
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const base = readFileSync(join(root, 'site.yaml'), 'utf8').match(/base_url: (\S+)/)?.[1] as string;
    for (const post of JSON.parse(readFileSync(join(dist, 'api/posts.json'), 'utf8')).posts)
      paths.set(post.id, decodeURIComponent(post.url.slice(base.length)));
  }, 60_000);
  afterAll(() => work.cleanup());

  test('every old URL is kept, and bodies without Liquid are copied byte for byte', () => {
    expect(plan.posts.filter((p) => p.oldPath !== undefined)).toHaveLength(oldUrls);
    let copied = 0;
    for (const post of plan.posts) {
      const text = readFileSync(join(root, post.file), 'utf8');
      const source = readFileSync(join(CORPUS, fixture, post.source), 'utf8');
      const body = (s: string) => s.replace(/^(---|\+\+\+)\r?\n[\s\S]*?\r?\n(---|\+\+\+)[ \t]*\r?\n/, '');
      if (post.templates) expect(body(text)).not.toBe(body(source));
      else {
        expect(body(text)).toBe(body(source));
        copied++;
      }
    }
    expect(copied).toBeGreaterThan(0);
  });

  test('running it again changes nothing', async () => {
    const again = await runCli(['import', generator, join(CORPUS, fixture), '--root', root, '--json'], {
      cwd: work.dir,
    });
    expect(again.exitCode).toBe(0);
    expect(JSON.parse(String(again.stdout)).written).toEqual([]);
  });

  const runtimes: [string, () => Promise<Running>][] = [
    ['serve --dir', () => startServe(['--dir', dist], work.dir)],
    ['the worker in workerd', () => startWorker(dist)],
  ];
  describe.each(runtimes)('through %s', (_name, start) => {
    let server: Running;
    beforeAll(async () => {
      server = await start();
    }, 60_000);
    afterAll(() => server?.stop());

    test('each old URL reaches its post', async () => {
      let reached = 0;
      for (const post of plan.posts) {
        if (post.oldPath === undefined) continue;
        const path = paths.get(post.id) as string;
        let twin: string;
        if (post.kept === 'pattern') {
          expect(post.oldPath).toBe(path);
          twin = twinOf(path);
        } else {
          const moved = await send(server.url, 'GET', encodePath(post.oldPath));
          expect(moved.status, post.oldPath).toBe(301);
          expect(decodeURIComponent(String(moved.headers.location))).toBe(path);
          twin = twinOf(decodeURIComponent(String(moved.headers.location)));
        }
        const page = await send(server.url, 'GET', encodePath(twin));
        expect(page.status, twin).toBe(200);
        // The body's first line of prose (a link or an image there is made absolute in the twin).
        const body = readFileSync(join(root, post.file), 'utf8').split('\n---\n')[1] ?? '';
        const prose = body.split('\n').find((line) => line.trim() !== '' && !/[<>]|\]\(/.test(line));
        expect(prose, post.file).toBeDefined();
        expect(page.body.toString('utf8')).toContain(prose?.trim().slice(0, 20));
        reached++;
      }
      expect(reached).toBe(oldUrls);
    });

    test("the old site's feed answers at its old URL (Hugo's RSS, jekyll-feed's Atom), and Hugo's tag pages at theirs", async () => {
      const [path, root] =
        generator === 'hugo' ? ['/index.xml', '<rss version="2.0"'] : ['/feed.xml', '<feed '];
      const feed = await send(server.url, 'GET', path);
      expect(feed.status).toBe(200);
      expect(feed.body.toString('utf8')).toContain(root);
      const tags = JSON.parse(readFileSync(join(dist, 'api/tags.json'), 'utf8')).tags as { name: string }[];
      expect(tags.length).toBeGreaterThan(0);
      // Jekyll made no tag pages (without a plugin): there is nothing to keep.
      const layout =
        generator === 'hugo' ? (name: string) => `/tags/${encodeURIComponent(urlize(name))}/` : undefined;
      for (const { name } of layout ? tags : []) {
        const old = (layout as (name: string) => string)(name);
        expect((await send(server.url, 'GET', old)).status, `${name} at ${old}`).toBe(200);
      }
      const kept =
        'site.yaml: tag pages keep the old layout (permalinks.tag: /tags/{slug}); every tag keeps its URL.';
      expect(plan.notes.includes(kept)).toBe(generator === 'hugo');
    });
  });
});

test("Hugo's feed and tag pages are not claimed where its configuration turned them off or moved them", async () => {
  const work = tempDir('site-api-import-hugo-off-');
  try {
    const post = '---\ntitle: 글\ndate: 2024-01-02\ntags: [Jetpack Compose, a/b]\n---\n본문\n';
    const site = (config: string) => {
      const dir = join(work.dir, String(Math.random()).slice(2));
      writeOldSite(dir, {
        'hugo.toml': `baseURL = "https://x.example/"\ntitle = "X"\n${config}`,
        'content/posts/a.md': post,
      });
      return dir;
    };
    const imported = async (config: string) => {
      const root = join(work.dir, `content-${Math.random()}`);
      const run = await runCli(['import', 'hugo', site(config), '--root', root, '--json'], { cwd: work.dir });
      expect(run.exitCode, String(run.stderr)).toBe(0);
      return {
        yaml: readFileSync(join(root, 'site.yaml'), 'utf8'),
        notes: JSON.parse(String(run.stdout)).notes,
      };
    };
    const plain = await imported('');
    expect(plain.yaml).toContain('rss:\n    - /index.xml');
    expect(plain.yaml).toContain('tag: /tags/{slug}');
    // "a/b" was /tags/a/b/ on Hugo; here its slug drops the slash: the note names the move.
    expect(plain.notes.join('\n')).toContain('1 of 2 tags get another address');
    expect(plain.notes.join('\n')).toContain('/tags/a/b/ → /tags/ab');
    for (const config of ['disableKinds = ["RSS"]', '[outputs]\nhome = ["HTML", "JSON"]']) {
      expect((await imported(config)).yaml, config).not.toContain('/index.xml');
    }
    for (const config of [
      'disableKinds = ["taxonomy", "term"]',
      'uglyURLs = true',
      '[taxonomies]\ncategory = "categories"',
      '[permalinks]\ntags = "/topics/:slug/"',
    ]) {
      expect((await imported(config)).yaml, config).not.toContain('tag: /tags/');
    }
  } finally {
    work.cleanup();
  }
});

test('an extensionless Jekyll permalink: the .html address GitHub Pages also answered redirects to the post', async () => {
  const work = tempDir('site-api-import-extensionless-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /:year/:month/:title\n',
      '_posts/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\n본문\n',
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', old, '--root', root, '--json'], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const plan = JSON.parse(String(run.stdout));
    expect(plan.posts.map((p: PlanPost) => [p.oldPath, p.kept])).toEqual([['/2024/01/hello', 'pattern']]);
    expect(readFileSync(join(root, 'posts/2024/hello.md'), 'utf8')).toMatch(
      /aliases:\n {2}- \/2024\/01\/hello\.html\n/,
    );
    const built = await runCli(['build', '--root', root, '-q'], { cwd: work.dir });
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const server = await startServe(['--dir', 'dist'], work.dir);
    try {
      const moved = await send(server.url, 'GET', '/2024/01/hello.html');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/2024/01/hello');
      expect((await send(server.url, 'GET', '/2024/01/hello')).status).toBe(200);
    } finally {
      await server.stop();
    }
  } finally {
    work.cleanup();
  }
});

test('Hugo aliases (relative or absolute) answer 301 too', async () => {
  const work = tempDir('site-api-import-alias-');
  try {
    const root = join(work.dir, 'content');
    await runCli(['import', 'hugo', join(CORPUS, 'hugo'), '--root', root], { cwd: work.dir });
    const text = readFileSync(join(root, 'posts/2023/toml-front-matter.md'), 'utf8');
    expect(text).toContain('- /old/toml-post/');
    // A relative alias is beside the page (Hugo joins it to the parent of the page's URL).
    expect(text).toContain('- /2023/07/legacy/toml');
  } finally {
    work.cleanup();
  }
});

test('Hugo aliases are read as Jekyll redirect_from is: percent-encoding decoded, a full URL gives its path; a relative one is beside the page', async () => {
  const work = tempDir('site-api-import-hugo-aliases-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      'hugo.toml': 'baseURL = "https://x.example/"\ntitle = "X"\n',
      'content/posts/a.md': `---\ntitle: A\ndate: 2024-01-02\naliases: ["/${encodeURIComponent('안녕')}/", "https://x.example/old/a/", "rel/b"]\n---\n\nbody\n`,
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'hugo', old, '--root', root], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    expect(readFileSync(join(root, 'posts/2024/a.md'), 'utf8')).toMatch(
      /aliases:\n(?: {2}- .*\n)*? {2}- \/안녕\/\n {2}- \/old\/a\/\n {2}- \/posts\/rel\/b\n/,
    );
  } finally {
    work.cleanup();
  }
});

test("Jekyll's front matter defaults give the posts their permalink (Chirpy), and an output collection's pages are named", {
  timeout: 60_000,
}, async () => {
  const work = tempDir('site-api-import-chirpy-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      // The shape of Chirpy's starter _config.yml.
      '_config.yml': [
        'title: T',
        'url: https://t.example',
        'collections:',
        '  tabs:',
        '    output: true',
        '    sort_by: order',
        'defaults:',
        '  - scope:',
        '      path: ""',
        '      type: posts',
        '    values:',
        '      layout: post',
        '      permalink: /posts/:title/',
        '  - scope:',
        '      path: _drafts',
        '    values:',
        '      comments: false',
        '  - scope:',
        '      path: ""',
        '      type: tabs',
        '    values:',
        '      permalink: /:title/',
      ].join('\n'),
      '_posts/2022-01-14-9001_first_post.md':
        '---\ntitle: First\ncategories: [Problem Solve, BOJ]\n---\n\nbody\n',
      '_posts/2022-01-15-own.md': '---\ntitle: Own\npermalink: /own/\n---\n\nbody\n',
      // A category with a space was in the URL as %20 (Jekyll escapes the path).
      '_posts/2022-01-16-boj.md':
        '---\ntitle: BOJ\ncategories: [Problem Solve]\npermalink: /:categories/:title/\n---\n\nbody\n',
      '_tabs/about.md': '---\ntitle: About\nicon: fas fa-info\norder: 4\n---\n\n나\n',
      // A dated document of a collection: Jekyll's :title drops the date and slugifies the rest.
      '_tabs/2025-03-31-My Notes.md': '---\ntitle: Notes\n---\n\n메모\n',
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', old, '--root', root, '--json'], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const plan = JSON.parse(String(run.stdout));
    expect(plan.posts.map((p: PlanPost) => p.oldPath)).toEqual([
      '/posts/9001_first_post/',
      '/own/',
      '/problem solve/boj/',
    ]);
    expect(plan.notes.join('\n')).toContain('_tabs/about.md (/about/)');
    expect(plan.notes.join('\n')).toContain('_tabs/2025-03-31-My Notes.md (/My-Notes/)');
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(validate.exitCode, String(validate.stdout)).toBe(0);
    const dist = join(work.dir, 'dist');
    expect(
      (await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: work.dir })).exitCode,
    ).toBe(0);
    for (const start of [() => startServe(['--dir', dist], work.dir), () => startWorker(dist)]) {
      const server = await start();
      try {
        for (const [old, to] of [
          ['/posts/9001_first_post/', '/blog/9001-first-post'],
          ['/problem%20solve/boj/', '/blog/boj'],
        ]) {
          const moved = await send(server.url, 'GET', old as string);
          expect(moved.status, old).toBe(301);
          expect(moved.headers.location).toBe(to);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    work.cleanup();
  }
});

test.each([
  // Seoul's zone: 23:30 UTC was the next morning there.
  ['2024-01-05 23:30:00 +0000', 'Asia/Seoul', '/2024/01/06/late/', '2024-01-06T08:30:00+09:00'],
  // No zone: GitHub Pages builds in UTC, so a Seoul morning was the day before.
  ['2024-01-05 08:00:00 +0900', '', '/2024/01/04/late/', '2024-01-04T23:00:00+00:00'],
  // No offset: read in the zone already, its own day.
  ['2024-01-05 23:30:00', 'America/New_York', '/2024/01/05/late/', '2024-01-05 23:30:00'],
])(
  "a Jekyll date's day in the old URL is the day where Jekyll ran: %s in zone '%s' → %s",
  (date, zone, oldPath, written) =>
    withImported(
      {
        '_config.yml': `title: T\nurl: https://t.example\n${zone ? `timezone: ${zone}\n` : ''}permalink: /:year/:month/:day/:title/\n`,
        '_posts/2024-01-05-late.md': `---\ntitle: 늦게\ndate: ${date}\n---\n\nbody\n`,
      },
      async ({ root, plan }) => {
        expect(plan.posts.map((p) => p.oldPath)).toEqual([oldPath]);
        // The date is written as Jekyll held it, so the site's own pattern gives the same day: kept.
        expect(plan.posts.map((p) => p.kept)).toEqual(['pattern']);
        expect(readFileSync(join(root, plan.posts[0]?.file as string), 'utf8')).toContain(`date: ${written}`);
      },
    ),
);

test("links a Jekyll post wrote with the site's baseurl by hand reach their files: copied, and neither a finding nor a doubled path", () =>
  withImported(
    {
      'assets/img/d.png': 'png',
      '_config.yml': 'title: T\nurl: https://user.example\nbaseurl: /myblog\n',
      '_posts/2024-01-02-hello.md':
        '---\ntitle: 안녕\n---\n\n<img src="/myblog/assets/img/d.png">\n\n![md](/myblog/assets/img/d.png)\n\n[홈](/myblog) `/myblog/assets/x.png`\n',
    },
    async ({ dir, root, plan }) => {
      expect(plan.notes.join('\n')).not.toContain('not in the old site');
      expect(plan.posts[0]?.templates?.converted).toContain('/myblog/… → /… ×3');
      expect(readFileSync(join(root, 'posts/2024/hello.md'), 'utf8')).toContain(
        '<img src="/assets/img/d.png">\n\n![md](/assets/img/d.png)\n\n[홈](/) `/myblog/assets/x.png`',
      );
      expect(readFileSync(join(root, 'static/assets/img/d.png'), 'utf8')).toBe('png');
      const validate = await runCli(['validate', '--root', root], { cwd: dir });
      expect(validate.exitCode, String(validate.stdout)).toBe(0);
      const dist = join(dir, 'dist');
      const built = await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: dir });
      expect(built.exitCode, String(built.stderr)).toBe(0);
      expect(readFileSync(join(dist, 'assets/img/d.png'), 'utf8')).toBe('png');
    },
  ));

test("Chirpy's media_subpath (in a post or its defaults) goes before the post's relative images, which are then copied", () =>
  withImported(
    {
      'assets/img/post1/a.png': 'a',
      'assets/img/shared/b.jpg': 'b',
      '_config.yml': [
        'title: T',
        'url: https://t.example',
        'theme: jekyll-theme-chirpy',
        'defaults:',
        '  - scope:',
        '      path: ""',
        '      type: posts',
        '    values:',
        '      media_subpath: /assets/img/shared',
      ].join('\n'),
      '_posts/2024-01-02-own.md':
        '---\ntitle: 하나\nmedia_subpath: /assets/img/post1/\n---\n\n![그림](a.png)\n\n<img src="./a.png" alt="x">\n\n[글](other.md) ![밖](https://elsewhere.example/c.png) `![코드](a.png)`\n',
      '_posts/2024-01-03-shared.md': '---\ntitle: 둘\n---\n\n![그림](b.jpg)\n',
    },
    async ({ root, plan }) => {
      expect(plan.posts[0]?.unmapped.map((u) => u.field)).not.toContain('media_subpath');
      expect(readFileSync(join(root, 'posts/2024/own.md'), 'utf8')).toContain(
        '![그림](/assets/img/post1/a.png)\n\n<img src="/assets/img/post1/a.png" alt="x">\n\n[글](other.md) ![밖](https://elsewhere.example/c.png) `![코드](a.png)`',
      );
      expect(readFileSync(join(root, 'posts/2024/shared.md'), 'utf8')).toContain(
        '![그림](/assets/img/shared/b.jpg)',
      );
      expect(readFileSync(join(root, 'static/assets/img/post1/a.png'), 'utf8')).toBe('a');
      expect(readFileSync(join(root, 'static/assets/img/shared/b.jpg'), 'utf8')).toBe('b');
    },
  ));

test("a post's links written relative to the old page or to _posts/ (an editor's preview), or with backslashes (a browser reads them as /), link the old site's file, which is copied", () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /:year/:title/\n',
      'assets/img/a b.png': 'a',
      '2024/pics/c.png': 'c',
      'assets/doc.pdf': 'pdf',
      '_posts/2024-01-02-first.md': [
        '---\ntitle: 첫째\n---\n',
        '![에디터](../assets/img/a%20b.png?v=2) ![페이지](../pics/c.png#top)',
        '<img src="../assets/img/a%20b.png" alt="x"> [문서](../assets/doc.pdf)',
        '![없음](../assets/img/gone.png) `![코드](../assets/doc.pdf)` ![밑줄](a.png)',
        '![윈도](\\assets\\img\\a%20b.png) <img src="..\\pics\\c.png">',
        '',
      ].join('\n'),
      '_posts/a.png': 'never served',
    },
    async ({ dir, root, plan }) => {
      expect(readFileSync(join(root, 'posts/2024/first.md'), 'utf8')).toContain(
        [
          '![에디터](/assets/img/a%20b.png?v=2) ![페이지](/2024/pics/c.png#top)',
          '<img src="/assets/img/a%20b.png" alt="x"> [문서](/assets/doc.pdf)',
          '![없음](../assets/img/gone.png) `![코드](../assets/doc.pdf)` ![밑줄](a.png)',
          '![윈도](/assets/img/a%20b.png) <img src="/2024/pics/c.png">',
        ].join('\n'),
      );
      expect(plan.posts[0]?.templates?.converted).toContain(
        "a link relative to the post → the file's path ×6",
      );
      expect(readFileSync(join(root, 'static/assets/img/a b.png'), 'utf8')).toBe('a');
      expect(readFileSync(join(root, 'static/2024/pics/c.png'), 'utf8')).toBe('c');
      expect(readFileSync(join(root, 'static/assets/doc.pdf'), 'utf8')).toBe('pdf');
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      const found = JSON.parse(String(validate.stdout)).diagnostics as { code: string; found: string }[];
      expect(found.map((d) => [d.code, d.found])).toEqual([
        ['link-target-missing', '"../assets/img/gone.png"'],
        ['link-target-missing', '"a.png"'],
      ]);
    },
  ));

test.each([
  [
    'jekyll',
    {
      '_config.yml': 'title: T\nurl: https://t.example\nkramdown:\n  input: GFM\n  hard_wrap: true\n',
      '_posts/2024-01-02-a.md': '---\ntitle: A\n---\n\n첫 줄\n둘째 줄\n',
    },
  ],
  [
    'hugo',
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\n[markup.goldmark.renderer]\n  hardWraps = true\n',
      'content/posts/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\n첫 줄\n둘째 줄\n',
    },
  ],
] as const)(
  "%s: a line break in a paragraph that the old site's Markdown kept (kramdown's hard_wrap, Goldmark's hardWraps) is kept on the pages",
  (generator, files) =>
    withImported(
      files,
      async ({ dir, old, root, plan }) => {
        expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('markdown:\n  hard_breaks: true\n');
        expect(plan.notes.some((n) => n.includes('markdown.hard_breaks'))).toBe(true);
        const dist = join(dir, 'dist');
        expect(
          (await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: dir })).exitCode,
        ).toBe(0);
        const pages = readdirSync(dist, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.html') && statSync(join(dist, f)).isFile())
          .map((f) => readFileSync(join(dist, f), 'utf8'));
        expect(pages.some((page) => page.includes('<p>첫 줄<br>\n둘째 줄</p>'))).toBe(true);
        // Into a site of the owner's own that lacks the setting: said, not written.
        const site = join(root, 'site.yaml');
        writeFileSync(site, readFileSync(site, 'utf8').replace('markdown:\n  hard_breaks: true\n', ''));
        const again = await runCli(['import', generator, old, '--root', root, '--json'], { cwd: dir });
        const notes = JSON.parse(String(again.stdout)).notes as string[];
        expect(notes.some((n) => n.includes('set markdown: {hard_breaks: true} in site.yaml'))).toBe(true);
        expect(readFileSync(site, 'utf8')).not.toContain('hard_breaks');
      },
      generator,
    ),
);

test('template tags left only in code are samples: the plan promises no template-tag finding for them', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-ci.md':
        '---\ntitle: CI\n---\n\n```yaml\nrun: echo {% unknown_tag x %}\n```\n\n`{% gist 123 %}` 끝\n',
    },
    async ({ dir, root, plan }) => {
      expect(plan.notes.some((n) => n.includes('template tags that site-api does not run'))).toBe(false);
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      expect(JSON.parse(String(validate.stdout)).diagnostics).toEqual([]);
    },
  ));

test('tags one post writes two ways are one tag, and a tag of no letter or digit goes; the plan says both', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-first.md':
        '---\ntitle: 첫째\ncategories: [Android]\ntags: [android, Kotlin, Kotlin, "!!!", "..."]\n---\n\n본문\n',
    },
    async ({ root, plan }) => {
      expect(readFileSync(join(root, 'posts/2024/first.md'), 'utf8')).toContain(
        'tags:\n  - Android\n  - Kotlin\n',
      );
      expect(plan.posts[0]?.unmapped.filter((u) => u.field === 'tags').map((u) => u.why)).toEqual([
        '"android" is "Android", written another way: one tag',
        '"!!!" has no letter or digit, so no tag page: dropped',
        '"..." has no letter or digit, so no tag page: dropped',
      ]);
    },
  ));

test('jekyll-polyglot: a post in another language than default_lang had its old URL under /<lang>, and its links to posts went to that language; files in _posts/ without a date are named, not refused', () =>
  withImported(
    {
      '_config.yml':
        'title: T\nurl: https://t.example\nplugins: [jekyll-polyglot]\nlanguages: ["ko", "en"]\ndefault_lang: ko\n',
      '_posts/2024-01-02-a-ko.md': '---\ntitle: 가\nlang: ko\npermalink: /posts/a/\n---\n\n[나](/posts/b/)\n',
      '_posts/2024-01-02-a-en.md': '---\ntitle: A\nlang: en\npermalink: /posts/a/\n---\n\n[B](/posts/b/)\n',
      '_posts/2024-01-03-b-ko.md': '---\ntitle: 나\nlang: ko\npermalink: /posts/b/\n---\n\n본문\n',
      '_posts/2024-01-03-b-en.md': '---\ntitle: B\nlang: en\npermalink: /posts/b/\n---\n\nBody\n',
      '_posts/notes/draft-without-date.md': '---\ntitle: 메모\n---\n\n메모\n',
    },
    async ({ dir, root, plan }) => {
      const paths = Object.fromEntries(
        plan.posts.map((p) => [p.source.replace(/^_posts\/2024-01-0\d-/, ''), p.oldPath]),
      );
      expect(paths).toEqual({
        'a-ko.md': '/posts/a/',
        'a-en.md': '/en/posts/a/',
        'b-ko.md': '/posts/b/',
        'b-en.md': '/en/posts/b/',
      });
      expect(readFileSync(join(root, 'posts/2024/a-en.md'), 'utf8')).toContain('[B](b-en.md)');
      expect(readFileSync(join(root, 'posts/2024/a-ko.md'), 'utf8')).toContain('[나](b-ko.md)');
      expect(plan.notes.some((n) => n.includes('_posts/notes/draft-without-date.md'))).toBe(true);
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      expect(JSON.parse(String(validate.stdout)).diagnostics).toEqual([]);
    },
  ));

test("a link to another post's file (jekyll-relative-links, on by default on GitHub Pages) links the imported post", () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-first.md':
        '---\ntitle: 첫째\n---\n\n[둘째](series/2024-01-03-second.md#part) [없는 글](2020-01-01-gone.md) `[코드](series/2024-01-03-second.md)`\n',
      '_posts/series/2024-01-03-second.md': '---\ntitle: 둘째\n---\n\n[처음](../2024-01-02-first.md)\n',
    },
    async ({ dir, root }) => {
      expect(readFileSync(join(root, 'posts/2024/first.md'), 'utf8')).toContain(
        '[둘째](second.md#part) [없는 글](2020-01-01-gone.md) `[코드](series/2024-01-03-second.md)`',
      );
      expect(readFileSync(join(root, 'posts/2024/second.md'), 'utf8')).toContain('[처음](first.md)');
      // The one left is a link to a file the old site lacked too: validate names it.
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      const found = JSON.parse(String(validate.stdout)).diagnostics as { code: string; found: string }[];
      expect(found.map((d) => [d.code, d.found])).toEqual([['link-target-missing', '"2020-01-01-gone.md"']]);
    },
  ));

test('Hugo as real sites write it: config/_default/, keys in any case, Go date layouts in permalinks, a blank line before the front matter, pages it did not publish', () =>
  withImported(
    {
      'config/_default/hugo.toml': 'BaseURL = "https://h.example/"\nTitle = "H"\n',
      'config/_default/permalinks.toml': 'Posts = "/:2006/:01/:02/:filename/"\npage = "/:slug/"\n',
      'content/posts/hello.md': '\n---\nTitle: 안녕\nDate: 2023-11-01T09:00:00+09:00\n---\n\nbody\n',
      'content/posts/expired.md':
        '---\ntitle: 지난 글\ndate: 2020-01-02\nexpiryDate: 2021-01-01\naliases: [/old-expired/]\n---\n\nbody\n',
      'content/posts/never.md':
        '---\ntitle: 안 보임\ndate: 2020-01-03\nbuild:\n  render: never\n---\n\nbody\n',
      'content/posts/draft.md':
        '---\ntitle: 초안\ndate: 2020-01-04\ndraft: true\naliases: [/shared-old/]\n---\n\nbody\n',
      'content/posts/draft2.md':
        '---\ntitle: 초안 둘\ndate: 2020-01-05\ndraft: true\naliases: [/shared-old/]\n---\n\nbody\n',
      // A section without a pattern of its own: not the one of the section named page.
      'content/notes/memo.md': '---\ntitle: 메모\ndate: 2023-11-02\n---\n\nbody\n',
    },
    async ({ dir, root, plan }) => {
      const by = Object.fromEntries(
        plan.posts.map((p) => [p.source.replace(/^content\//, ''), p.oldPath ?? null]),
      );
      expect(by).toEqual({
        'notes/memo.md': '/notes/memo/',
        'posts/draft.md': null,
        'posts/draft2.md': null,
        'posts/expired.md': null,
        'posts/hello.md': '/2023/11/01/hello/',
        'posts/never.md': null,
      });
      const site = readFileSync(join(root, 'site.yaml'), 'utf8');
      expect(site).toContain('base_url: https://h.example');
      expect(site).toContain('title: H');
      expect(readFileSync(join(root, 'posts/2023/hello.md'), 'utf8')).toContain('title: 안녕');
      // Pages Hugo did not publish had no old URLs: two drafts naming one alias are no collision,
      // and the aliases dropped are said.
      const draft = plan.posts.find((p) => p.source.endsWith('posts/draft.md'));
      expect(draft?.unmapped).toContainEqual({
        field: 'aliases',
        why: expect.stringContaining('does not publish this page'),
      });
      expect((await runCli(['validate', '--root', root], { cwd: dir })).exitCode).toBe(0);
    },
    'hugo',
  ));

test("Hugo: a relative image a theme's hook served from static/ (img/a.png) links that file, which is copied; a bundle's own files stay beside the post", () =>
  withImported(
    {
      'hugo.toml': 'baseURL = "https://h.example/"\ntitle = "H"\n',
      'static/img/post/a b.png': 'a',
      'content/posts/p.md':
        '---\ntitle: P\ndate: 2024-01-02\n---\n\n```Character.Action```으로 태그 생성\n\n![a](img/post/a%20b.png) <img src="img%2Fpost%2Fa%20b.png"> ![없음](img/gone.png)\n',
      'content/posts/b/index.md': '---\ntitle: B\ndate: 2024-01-03\n---\n\n![own](own.png)\n',
      'content/posts/b/own.png': 'own',
    },
    async ({ dir, root }) => {
      expect(readFileSync(join(root, 'posts/2024/p.md'), 'utf8')).toContain(
        '![a](/img/post/a%20b.png) <img src="/img/post/a%20b.png"> ![없음](img/gone.png)',
      );
      expect(readFileSync(join(root, 'posts/2024/b.md'), 'utf8')).toContain('![own](own.png)');
      expect(readFileSync(join(root, 'static/img/post/a b.png'), 'utf8')).toBe('a');
      expect(existsSync(join(root, 'static/posts'))).toBe(false);
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      const found = JSON.parse(String(validate.stdout)).diagnostics as { code: string; found: string }[];
      expect(found.map((d) => [d.code, d.found])).toEqual([['link-target-missing', '"img/gone.png"']]);
    },
    'hugo',
  ));

test("Hugo: the site's own taxonomies become tags and the plan says their pages go; params.author as a list names the author", () =>
  withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\n[params]\n  author = ["kim-dev", "김개발"]\n[taxonomies]\n  tag = "tags"\n  series = "series"\n  author = "authors"\n',
      'content/posts/a.md': '---\ntitle: A\ndate: 2024-01-02\ntags: [go]\nseries: [입문]\n---\n\n본문\n',
    },
    async ({ root, plan }) => {
      expect(readFileSync(join(root, 'posts/2024/a.md'), 'utf8')).toContain('tags:\n  - go\n  - 입문\n');
      expect(plan.notes).toContain(
        'The taxonomies series become tags: their old pages (/series/…/) answer 404.',
      );
      expect(readFileSync(join(root, 'profile.yaml'), 'utf8')).toContain('name: kim-dev');
    },
    'hugo',
  ));

test("Hugo: a bundle's own file stays its own when static/ holds one of the same name; a name's %23 stays escaped and a link's fragment is kept", () =>
  withImported(
    {
      'hugo.toml': 'baseURL = "https://h.example/"\ntitle = "H"\n',
      'static/cover.png': 'site-wide',
      'static/img/C#.png': 'sharp',
      'content/posts/b/index.md':
        '---\ntitle: B\ndate: 2024-01-03\n---\n\n![own](cover.png) ![샵](img/C%23.png?w=1#x)\n',
      'content/posts/b/cover.png': 'own',
    },
    async ({ root }) => {
      expect(readFileSync(join(root, 'posts/2024/b.md'), 'utf8')).toContain(
        '![own](cover.png) ![샵](/img/C%23.png?w=1#x)',
      );
      expect(readFileSync(join(root, 'posts/2024/b/cover.png'), 'utf8')).toBe('own');
      expect(readFileSync(join(root, 'static/img/C#.png'), 'utf8')).toBe('sharp');
    },
    'hugo',
  ));

test('jekyll-polyglot without default_lang: en is the default, as polyglot has it', () =>
  withImported(
    {
      '_config.yml':
        'title: T\nurl: https://t.example\nplugins: [jekyll-polyglot]\nlanguages: ["en", "ko"]\n',
      '_posts/2024-01-02-e.md': '---\ntitle: E\nlang: en\npermalink: /posts/e/\n---\n\nBody\n',
      '_posts/2024-01-02-k.md': '---\ntitle: 케이\nlang: ko\npermalink: /posts/k/\n---\n\n본문\n',
    },
    async ({ plan }) => {
      expect(plan.posts.map((p) => p.oldPath).sort()).toEqual(['/ko/posts/k/', '/posts/e/']);
    },
  ));

test("Hugo's param: the page's front matter (any case, dotted, its params:), then the site's params; one neither has is left", () =>
  withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\n[params]\n  Repo = "https://git.example/h"\n  [params.author]\n    name = "김 <개발자>"\n',
      'content/posts/a.md':
        '---\ntitle: A\ndate: 2024-01-02\nVersion: 1.2\nparams:\n  build: 7\n---\n\n버전 {{< param version >}} ({{< param "build" >}}), {{% param "repo" %}}, {{< param author.name >}}, {{< param nowhere >}}\n',
    },
    async ({ root, plan }) => {
      expect(readFileSync(join(root, 'posts/2024/a.md'), 'utf8')).toContain(
        '버전 1.2 (7), https://git.example/h, 김 &lt;개발자&gt;, {{< param nowhere >}}',
      );
      expect(plan.posts[0]?.templates?.converted).toContain('param → its value ×4');
      expect(plan.posts[0]?.templates?.left).toEqual(['param']);
    },
    'hugo',
  ));

test("Hugo's comment and details: the comment's text is never published; a theme's shortcode left is one tag to validate, its closing tag not another", () =>
  withImported(
    {
      'hugo.toml': 'baseURL = "https://h.example/"\ntitle = "H"\n',
      'content/posts/a.md':
        '---\ntitle: A\ndate: 2024-01-02\n---\n\n본문 {{< comment >}}비밀 메모{{< /comment >}}\n\n{{< details summary="더 보기" >}}\n숨긴 **내용**\n{{< /details >}}\n\n{{< notice warning >}}\n주의\n{{< /notice >}}\n',
    },
    async ({ dir, root }) => {
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      const found = JSON.parse(String(validate.stdout)).diagnostics as { code: string; message: string }[];
      expect(found.map((d) => [d.code, d.message])).toEqual([
        [
          'template-tag',
          'The body holds a template tag of another generator ({{< notice >}}), which site-api publishes as text.',
        ],
      ]);
      const dist = join(dir, 'dist');
      expect((await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: dir })).exitCode).toBe(
        0,
      );
      const page = readFileSync(join(dist, 'posts/a/index.html'), 'utf8');
      expect(page).toContain(
        '<details>\n<summary>더 보기</summary>\n<p>숨긴 <strong>내용</strong></p>\n</details>',
      );
      for (const file of ['posts/a/index.html', 'posts/a.md', 'feed.xml', 'llms-full.txt'])
        expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('비밀');
    },
    'hugo',
  ));

test("a multilingual Hugo site: a translation (a.en.md, a bundle's index.en.md, a language's own contentDir) is its own post in its language, at the URL under its language", async () => {
  const post = (title: string, extra = '') => `---\ntitle: ${title}\ndate: 2024-01-02\n${extra}---\n\n본문\n`;
  await withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\ndefaultContentLanguage = "ko"\n[languages.ko]\nweight = 1\n[languages.en]\nweight = 2\n',
      'content/posts/trip/index.md': post('여행'),
      'content/posts/trip/index.en.md': post('Trip'),
      'content/posts/trip/a.png': 'png',
      'content/posts/memo.md': post('메모'),
      'content/posts/memo.en.md': post('Memo'),
    },
    async ({ root, plan }) => {
      // The default language's page first: it keeps the plain id.
      expect(plan.posts.map((p) => [p.source, p.oldPath, p.id])).toEqual([
        ['content/posts/memo.md', '/posts/memo/', 'memo'],
        ['content/posts/memo.en.md', '/en/posts/memo/', 'memo-2'],
        ['content/posts/trip/index.md', '/posts/trip/', 'trip'],
        ['content/posts/trip/index.en.md', '/en/posts/trip/', 'trip-2'],
      ]);
      const english = plan.posts.filter((p) => p.source.includes('.en.')).map((p) => p.file);
      for (const file of english) expect(readFileSync(join(root, file), 'utf8')).toContain('language: en');
      const korean = plan.posts.filter((p) => !p.source.includes('.en.')).map((p) => p.file);
      for (const file of korean) expect(readFileSync(join(root, file), 'utf8')).not.toContain('language:');
      // Each language's post of the bundle has its image.
      for (const p of plan.posts.filter((p) => p.source.includes('trip')))
        expect(readFileSync(join(root, p.file.replace(/\.md$/, ''), 'a.png'), 'utf8')).toBe('png');
    },
    'hugo',
  );
  await withImported(
    {
      'hugo.toml': [
        'baseURL = "https://h.example/"',
        'title = "H"',
        'defaultContentLanguage = "ko"',
        'defaultContentLanguageInSubdir = true',
        '[permalinks]',
        'post = "/p/:slug/"',
        '[languages.ko]',
        'contentDir = "content/ko"',
        '[languages.en]',
        'contentDir = "content/en"',
      ].join('\n'),
      'content/ko/post/sort.md': post('정렬', 'slug: 정렬-알고리즘\n'),
      'content/en/post/sort.md': post('Sorting', 'slug: sorting\n'),
    },
    async ({ plan }) => {
      expect(plan.posts.map((p) => [p.source, p.oldPath])).toEqual([
        ['content/ko/post/sort.md', '/ko/p/정렬-알고리즘/'],
        ['content/en/post/sort.md', '/en/p/sorting/'],
      ]);
    },
    'hugo',
  );
  // A language's folder inside the site's contentDir: the rest of it is still the default language's.
  await withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\ndefaultContentLanguage = "ko"\n[languages.ko]\n[languages.en]\ncontentDir = "content/en"\n',
      'content/posts/a.md': post('가'),
      'content/en/posts/a.md': post('A', 'url: a-english\n'),
    },
    async ({ plan }) => {
      expect(plan.posts.map((p) => [p.source, p.oldPath])).toEqual([
        ['content/posts/a.md', '/posts/a/'],
        // A url without a leading slash is under the language.
        ['content/en/posts/a.md', '/en/a-english'],
      ]);
    },
    'hugo',
  );
});

test("links between posts written as old URLs (Hugo's ../b/, a root-relative /posts/b/) link the imported post's file; a page or a file is as written", () =>
  withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\n[permalinks]\nposts = "/:year/:month/:title/"\n',
      'content/posts/a.md':
        '---\ntitle: 첫 글\ndate: 2024-01-02\n---\n\n[다음 글](../../02/둘째-글/) [절대](/2024/02/둘째-글/#part) <a href="/2024/02/둘째-글">HTML</a> [소개](/about/) [그림](/images/x.png) [없는](../없는/)\n',
      'content/posts/b.md': '---\ntitle: 둘째 글\ndate: 2024-02-03\n---\n\n[앞 글](/2024/01/첫-글/)\n',
    },
    async ({ root, plan }) => {
      expect(plan.posts.map((p) => p.oldPath)).toEqual(['/2024/01/첫-글/', '/2024/02/둘째-글/']);
      const [a, b] = plan.posts.map((p) => p.file) as [string, string];
      expect(readFileSync(join(root, a), 'utf8')).toContain(
        `[다음 글](${b.split('/').pop()}) [절대](${b.split('/').pop()}#part) <a href="https://h.example/blog/b">HTML</a> [소개](/about/) [그림](/images/x.png) [없는](../없는/)`,
      );
      expect(readFileSync(join(root, b), 'utf8')).toContain(`[앞 글](${a.split('/').pop()})`);
      expect(plan.posts[0]?.templates?.converted).toContain("a link to a post's old URL → its file ×3");
    },
    'hugo',
  ));

test("Hugo: uglyURLs gives the old .html addresses; ref and relref name a bundle by its index.md too, and as text print the post's URL", () =>
  withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\nuglyURLs = true\n[permalinks]\nnotes = "/:year/:month/:slug"\n',
      'content/posts/about-a.md': '---\ntitle: About\ndate: 2024-01-04\nurl: /about-a/\n---\n\nbody\n',
      'content/notes/bee.md': '---\ntitle: Bee\ndate: 2024-02-05\n---\n\nbody\n',
      'content/posts/a.md':
        '---\ntitle: A\ndate: 2024-01-02\n---\n\n[번들]({{< relref "/posts/c/index.md#개요" >}}) [둘]({{< ref "c/index.md" >}}) 주소: {{< ref "/posts/c" >}}\n',
      'content/posts/c/index.md': '---\ntitle: C\ndate: 2024-01-03\n---\n\nbody\n',
    },
    async ({ root, plan }) => {
      // A url of its own is as written; a pattern without a final slash gets .html too.
      expect(plan.posts.map((p) => p.oldPath)).toEqual([
        '/2024/02/bee.html',
        '/posts/a.html',
        '/about-a/',
        '/posts/c.html',
      ]);
      expect(readFileSync(join(root, 'posts/2024/a.md'), 'utf8')).toContain(
        '[번들](c.md#개요) [둘](c.md) 주소: https://h.example/blog/c',
      );
    },
    'hugo',
  ));

test("Hugo: a contentDir outside the old site's folder is not read", () =>
  withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\ndefaultContentLanguage = "ko"\n[languages.ko]\n[languages.en]\ncontentDir = "../outside"\n',
      'content/posts/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\nbody\n',
      '../outside/posts/x.md': '---\ntitle: X\ndate: 2024-01-02\n---\n\nbody\n',
    },
    async ({ plan }) => {
      expect(plan.posts.map((p) => p.source)).toEqual(['content/posts/a.md']);
    },
    'hugo',
  ));

test("a Jekyll :slug permalink is kept as the site's pattern when every post's id is its slug", () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /posts/:slug/\n',
      '_posts/2024-01-02-hello.md': '---\ntitle: 안녕\n---\n\nbody\n',
      '_posts/2024-01-03-Second_Post.md': '---\ntitle: 둘째\n---\n\nbody\n',
    },
    async ({ root, plan }) => {
      expect(plan.posts.map((p) => [p.oldPath, p.kept])).toEqual([
        ['/posts/hello/', 'pattern'],
        ['/posts/second-post/', 'pattern'],
      ]);
      expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('post: /posts/{id}/');
    },
  ));

test("Jekyll's lang (front matter or a folder's defaults) becomes each post's language where it is not the site's", () => {
  const post = (head: string) => `---\ntitle: t\n${head}---\n\nbody\n`;
  return withImported(
    {
      '_config.yml': [
        'title: 블로그',
        'url: https://t.example',
        'lang: ko_KR',
        'defaults:',
        '  - scope:',
        '      path: _posts/en',
        '    values:',
        '      lang: en',
      ].join('\n'),
      '_posts/2024-01-02-korean.md': post(''),
      '_posts/2024-01-03-same.md': post('lang: ko\n'),
      '_posts/2024-01-04-english.en.md': post('lang: en-us\n'),
      '_posts/en/2024-01-05-folder.md': post(''),
      '_posts/en/2024-01-06-own.md': post('lang: ja\n'),
      '_posts/2024-01-07-odd.md': post('lang: English\n'),
    },
    async ({ dir, root, plan }) => {
      const odd = plan.posts.find((p) => p.source.endsWith('odd.md'));
      expect(odd?.unmapped.map((u) => u.field)).toEqual(['lang']);
      expect(plan.posts.find((p) => p.source.endsWith('english.en.md'))?.mapped).toContain('lang → language');
      expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('language: ko-KR');
      const dist = join(dir, 'dist');
      const built = await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: dir });
      expect(built.exitCode, String(built.stderr)).toBe(0);
      const posts = JSON.parse(readFileSync(join(dist, 'api/posts.json'), 'utf8')).posts as {
        id: string;
        language: string;
        url: string;
      }[];
      expect(Object.fromEntries(posts.map((p) => [p.id, p.language]))).toEqual({
        korean: 'ko-KR',
        same: 'ko',
        'english-en': 'en-US',
        folder: 'en',
        own: 'ja',
        odd: 'ko-KR',
      });
      // The page says it too.
      const folder = posts.find((p) => p.id === 'folder') as { url: string };
      const page = readFileSync(join(dist, new URL(folder.url).pathname, 'index.html'), 'utf8');
      expect(page).toContain('<html lang="en"');
    },
  );
});

test("a date with an offset that is not one keeps its time; a draft without a date takes its file's time; a list Ruby's YAML reads is read", async () => {
  const work = tempDir('site-api-import-dates-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      '_config.yml': 'title: T\nurl: https://t.example\ntimezone: Asia/Seoul\n',
      // Chirpy's post template leaves `+/-0900` in every post made from it.
      '_posts/2022-01-17-a.md': '---\ntitle: A\ndate: 2022-01-17 20:22:00 +/-0900\n---\n\nbody\n',
      '_drafts/idea.md': '---\ntitle: Idea\n---\n\nbody\n',
      // A flow list continued at the start of a line: YAML 1.2 refuses it, Ruby's YAML (Jekyll's) reads it.
      '_posts/2022-02-24-b.md': '---\ntitle: B\ntags: [문제풀이, 구현,\n브루트포스]\n---\n\nbody\n',
    });
    utimesSync(join(old, '_drafts/idea.md'), new Date(2024, 2, 5, 12), new Date(2024, 2, 5, 12));
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', old, '--root', root], { cwd: work.dir });
    expect(run.exitCode, String(run.stdout)).toBe(0);
    expect(String(run.stdout)).toContain(
      'date → date (its offset "+/-0900" is not one: read in the site\'s time zone)',
    );
    expect(String(run.stdout)).toContain("the file's time → date (a draft without a date)");
    expect(readFileSync(join(root, 'posts/2022/a.md'), 'utf8')).toContain('date: 2022-01-17 20:22:00\n');
    expect(String(run.stdout)).toContain('front matter: a list continued at the start of a line');
    expect(readFileSync(join(root, 'posts/2022/b.md'), 'utf8')).toMatch(
      /tags:\n {2}- 문제풀이\n {2}- 구현\n {2}- 브루트포스\n/,
    );
    expect(readFileSync(join(root, 'posts/2024/idea.md'), 'utf8')).toMatch(
      /date: 2024-03-05\n[\s\S]*draft: true/,
    );
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(validate.exitCode, String(validate.stdout)).toBe(0);
  } finally {
    work.cleanup();
  }
});

test("Hugo: a bundle's files go into its post's folder, files beside the content are copied, own taxonomies become tags, a top-level bundle is a page", async () => {
  const work = tempDir('site-api-import-hugo-bundle-');
  try {
    const old = join(work.dir, 'old');
    const png = readFileSync(join(CORPUS, 'hugo/static/images/state.png'));
    writeOldSite(old, {
      'hugo.toml':
        'baseURL = "https://x.example/"\ntitle = "X"\n[taxonomies]\ntag = "tags"\ncategory = "categories"\ntopic = "topics"\n',
      'content/posts/a/index.md':
        '---\ntitle: A\ndate: 2024-01-02\ntopics: [go]\n---\n\n![표지](cover.png) ![그림](images/x.png)\n',
      'content/posts/a/cover.png': png,
      'content/posts/a/images/x.png': png,
      'content/posts/a/notes.md': '---\ntitle: 자료\n---\n',
      'content/posts/b.md': '---\ntitle: B\ndate: 2024-01-03\n---\n\n![사진](/posts/taean/cap.jpg)\n',
      // A series written as drafts links its parts with ref: a draft links a draft by its file.
      'content/posts/d1.md':
        '---\ntitle: D1\ndate: 2024-01-04\ndraft: true\n---\n\n[다음]({{< ref "d2.md#두 번째 절" >}})\n',
      'content/posts/d2.md': '---\ntitle: D2\ndate: 2024-01-05\ndraft: true\n---\n\n## 두 번째 절\n',
      'content/posts/taean/cap.jpg': png,
      'content/about/index.md': '---\ntitle: 소개\n---\n\n나\n',
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'hugo', old, '--root', root], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const out = String(run.stdout);
    expect(out).toContain('    files     2 files of its bundle, copied into posts/2024/a/');
    expect(out).toContain('topics → tags');
    expect(out).toContain('content/about/index.md (/about/)');
    expect(out).not.toContain('content/about/index.md →');
    expect(readFileSync(join(root, 'posts/2024/a/cover.png'))).toEqual(png);
    expect(readFileSync(join(root, 'posts/2024/a/images/x.png'))).toEqual(png);
    expect(existsSync(join(root, 'posts/2024/a/notes.md'))).toBe(false);
    expect(readFileSync(join(root, 'static/posts/taean/cap.jpg'))).toEqual(png);
    expect(readFileSync(join(root, 'posts/2024/a.md'), 'utf8')).toMatch(/tags:\n {2}- go\n/);
    expect(readFileSync(join(root, 'posts/2024/d1.md'), 'utf8')).toContain('[다음](d2.md#두%20번째%20절)');
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(validate.exitCode, String(validate.stdout)).toBe(0);
    const again = await runCli(['import', 'hugo', old, '--root', root, '--json'], { cwd: work.dir });
    expect(JSON.parse(String(again.stdout)).written).toEqual([]);
  } finally {
    work.cleanup();
  }
});

describe('broken sources and dry runs', () => {
  test('a post that does not parse is reported with file and line, and nothing is written', async () => {
    const work = tempDir('site-api-import-broken-');
    try {
      const root = join(work.dir, 'content');
      const run = await runCli(['import', 'jekyll', join(CORPUS, 'broken-jekyll'), '--root', root], {
        cwd: work.dir,
      });
      expect(run.exitCode).toBe(1);
      expect(String(run.stdout)).toMatch(/_posts\/2020-01-01-bad-yaml\.md:3:\d+ +error +YAML/);
      expect(String(run.stdout)).toContain('--skip-broken');
      expect(existsSync(root)).toBe(false);
      const skip = await runCli(
        ['import', 'jekyll', join(CORPUS, 'broken-jekyll'), '--root', root, '--skip-broken'],
        { cwd: work.dir },
      );
      expect(skip.exitCode).toBe(0);
      expect(readdirSync(join(root, 'posts/2020'))).toEqual(['good.md']);
      // The last line, what a script's log keeps, says a source was left out.
      expect(String(skip.stdout).trim().split('\n').at(-1)).toMatch(
        /1 post, .*, 1 source skipped \(above\)\./,
      );
    } finally {
      work.cleanup();
    }
  });

  test('--dry-run prints the plan and writes nothing', async () => {
    const work = tempDir('site-api-import-dry-');
    try {
      const root = join(work.dir, 'content');
      const run = await runCli(['import', 'jekyll', join(CORPUS, 'jekyll'), '--root', root, '--dry-run'], {
        cwd: work.dir,
      });
      expect(run.exitCode).toBe(0);
      expect(String(run.stdout)).toContain(
        '_posts/2019/2019-03-15-coroutine-basics.md → posts/2019/coroutine-basics.md',
      );
      expect(String(run.stdout)).toContain('no home   toc: ');
      expect(String(run.stdout)).toContain('/web/2021/06/30/쿠키vs세션.html (alias → 301)');
      expect(existsSync(root)).toBe(false);
    } finally {
      work.cleanup();
    }
  });
});

test("the plan says a category fills the URL's {category} only where the kept pattern has one", async () => {
  const work = tempDir('site-api-import-category-');
  try {
    const old = join(work.dir, 'old');
    const plan = async (permalink: string) => {
      writeOldSite(old, {
        '_config.yml': `title: T\nurl: https://t.example\npermalink: ${permalink}\n`,
        '_posts/2024-01-02-hello.md': '---\ntitle: Hello\ncategories: [android]\n---\n\nbody\n',
      });
      const run = await runCli(['import', 'jekyll', old, '--root', join(work.dir, 'content'), '--dry-run'], {
        cwd: work.dir,
      });
      expect(run.exitCode, String(run.stderr)).toBe(0);
      return String(run.stdout);
    };
    // pretty: /:categories/:year/:month/:day/:title/, kept as the site's pattern.
    const kept = await plan('pretty');
    expect(kept).toContain('/android/2024/01/02/hello/ (kept by the pattern)');
    expect(kept).toContain("categories → tags, title → title, categories → category (the URL's {category})");
    // A pattern without :categories: tags alone.
    const without = await plan('/:year/:title/');
    expect(without).toContain('categories → tags');
    expect(without).not.toContain('{category}');
  } finally {
    work.cleanup();
  }
});

// A Jekyll category `api` put the old URL under /api/, the content API's: it cannot be kept, even as
// an alias. The import said "kept by the pattern" and validate passed until session 38; the build
// then published the post's page inside the API's namespace.
test('an old URL under /api/ (a category api) is lost, said so, and the post gets its own url: outside it', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: pretty\n',
      '_posts/2024-01-02-design.md':
        '---\ntitle: Design\ncategories: [api]\nredirect_from: [/api/old-design/, /design-old/]\n---\n\nbody\n',
      '_posts/2024-01-03-other.md':
        '---\ntitle: Other\ncategories: [android]\n---\n\nsee [design](/api/2024/01/02/design/)\n',
    },
    async ({ dir, root, plan }) => {
      const design = plan.posts.find((p) => p.id === 'design');
      const other = plan.posts.find((p) => p.id === 'other');
      expect(design).toMatchObject({ oldPath: '/api/2024/01/02/design/', kept: 'lost' });
      expect(other).toMatchObject({ oldPath: '/android/2024/01/03/other/', kept: 'pattern' });
      const note = plan.notes.find((n) => n.includes('cannot be kept'));
      expect(note).toContain('/api/2024/01/02/design/, /api/old-design/');
      expect(note).not.toContain('/design-old/');
      const text = readFileSync(join(root, 'posts/2024/design.md'), 'utf8');
      expect(text).toContain('category: api\nurl: /2024/01/02/design/\n');
      expect(text).toMatch(/aliases:\n {2}- \/design-old\/\n---/);
      // The other post's link to the old URL is to the post's file, which the build makes its new URL.
      expect(readFileSync(join(root, 'posts/2024/other.md'), 'utf8')).toContain('[design](design.md)');
      const validate = await runCli(['validate', '--root', root], { cwd: dir });
      expect(validate.exitCode, String(validate.stdout)).toBe(0);
      const build = await runCli(['build', '--root', root, '--out', join(dir, 'dist')], { cwd: dir });
      expect(build.exitCode, String(build.stderr)).toBe(0);
      expect(existsSync(join(dir, 'dist/2024/01/02/design/index.html'))).toBe(true);
      expect(readdirSync(join(dir, 'dist/api')).filter((n) => !n.endsWith('.json'))).toEqual([]);
    },
  ));

test('a pattern under /api/ is not kept, and a post whose id is the API (api with /:title/) moves to /blog/api', async () => {
  await withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /:title/\n',
      '_posts/2024-01-02-api.md': '---\ntitle: API\nredirect_from: [/api/old/, /api/old]\n---\n\nbody\n',
      '_posts/2024-01-03-b.md': '---\ntitle: B\n---\n\nbody\n',
    },
    async ({ dir, root, plan }) => {
      expect(plan.posts.find((p) => p.id === 'api')).toMatchObject({ kept: 'lost', newPath: '/blog/api' });
      expect(plan.posts.find((p) => p.id === 'b')).toMatchObject({ kept: 'pattern' });
      // One old URL with and without its slash is one.
      expect(plan.notes.find((n) => n.includes('cannot be kept'))).toMatch(
        /^2 old URLs .*: \/api\/, \/api\/old\/\./,
      );
      expect(readFileSync(join(root, 'posts/2024/api.md'), 'utf8')).toContain('url: /blog/api\n');
      const validate = await runCli(['validate', '--root', root], { cwd: dir });
      expect(validate.exitCode, String(validate.stdout)).toBe(0);
    },
  );
  // Every old URL under /api/: the old pattern fits none of them, and is not kept.
  await withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /api/:title/\n',
      '_posts/2024-01-02-a.md': '---\ntitle: A\n---\n\nbody\n',
      '_posts/2024-01-03-b.md': '---\ntitle: B\n---\n\nbody\n',
    },
    async ({ dir, root, plan }) => {
      expect(plan.posts.map((p) => [p.kept, p.newPath])).toEqual([
        ['lost', '/blog/a'],
        ['lost', '/blog/b'],
      ]);
      expect(plan.notes.join('\n')).not.toContain('each old URL is an alias');
      const validate = await runCli(['validate', '--root', root], { cwd: dir });
      expect(validate.exitCode, String(validate.stdout)).toBe(0);
    },
  );
});

test("Jekyll's redirect_from (jekyll-redirect-from) becomes aliases: a list, one path, a full URL, encoded Hangul", async () => {
  const work = tempDir('site-api-import-redirect-from-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /:title/\n',
      '_posts/2024-01-02-hello.md': `---\ntitle: Hello\nredirect_from:\n  - /old-hello/\n  - https://t.example/${encodeURIComponent('안녕')}/\n  - p/1\n---\n\nbody\n`,
      '_posts/2024-01-03-two.md': '---\ntitle: Two\nredirect_from: /old-two.html\n---\n\nbody\n',
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', old, '--root', root], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    expect(String(run.stdout)).toContain('redirect_from → aliases');
    // No author in _config.yml: the profile's name is the blog's title, and the plan says so.
    expect(String(run.stdout) + String(run.stderr)).toContain(
      'profile.yaml: the blog names no author, so name is its title ("T")',
    );
    expect(String(run.stdout)).not.toMatch(/no home +redirect_from/);
    const hello = readFileSync(join(root, 'posts/2024/hello.md'), 'utf8');
    expect(hello).toMatch(/aliases:\n {2}- \/old-hello\/\n {2}- \/안녕\/\n {2}- \/p\/1\n/);
    expect(readFileSync(join(root, 'posts/2024/two.md'), 'utf8')).toContain('/old-two.html');
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(validate.exitCode, String(validate.stdout)).toBe(0);
  } finally {
    work.cleanup();
  }
});

test("Jekyll's Liquid is converted where Jekyll published plain Markdown, and the plan says what is left", async () => {
  const work = tempDir('site-api-import-liquid-');
  try {
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', join(CORPUS, 'jekyll'), '--root', root], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const out = String(run.stdout);
    expect(out).toContain(
      '    converted raw → its text, comment → removed, highlight → code fence, linenos → dropped, post_url → link, {{ site.baseurl }} → dropped ×2, include figure.html → HTML, Liquid → rendered ({{ … }})',
    );
    // The corpus's other posts hold no Liquid that is left: no note.
    expect(out).not.toContain('template tags that site-api does not run');
    const text = readFileSync(join(root, 'posts/2018/hello-jekyll.md'), 'utf8');
    expect(text).toContain('\n```ruby\nputs "hello"\n```\n');
    expect(text).toContain('[코루틴 기초](../2019/coroutine-basics.md)');
    expect(text).toContain('`{{ page.title }}`');
    // Outside raw, a variable is what Jekyll rendered: the post's title.
    expect(text).toContain('이 글: Jekyll 블로그를 시작하며.');
    expect(text).not.toContain('초안 메모');
    expect(text).not.toContain('{%');
    // kramdown's table of contents and attribute lists, which CommonMark prints as text, are gone.
    const coroutine = readFileSync(join(root, 'posts/2019/coroutine-basics.md'), 'utf8');
    expect(coroutine).not.toMatch(/\{:|^\* TOC$/m);
    expect(out).toContain('    converted kramdown {: …} → dropped, kramdown {:toc} → dropped');
    const validate = await runCli(['validate', '--root', root, '--json'], { cwd: work.dir });
    const found = JSON.parse(String(validate.stdout));
    expect(found.errors, String(validate.stdout)).toBe(0);
    expect(String(validate.stdout)).not.toContain('template-tag');
    const dist = join(work.dir, 'dist');
    const built = await runCli(['build', '--root', root, '--out', dist, '--quiet'], { cwd: work.dir });
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const page = readFileSync(join(dist, 'blog/hello-jekyll/index.html'), 'utf8');
    expect(page).toMatch(/<pre[^>]*><code class="language-ruby">/);
    expect(page).toContain('href="/blog/coroutine-basics"');
    // The site's own include, rendered; the image it shows copied at its old path.
    expect(text).toContain('<figure class="figure">\n<img src="/assets/images/hello.png" alt="첫 화면">\n');
    expect(page).toContain('<figcaption>첫 화면</figcaption>');
    // Raw HTML that centres and sizes an image: its {{ site.baseurl }} dropped, the image found by
    // validate, root-relative on the page and a full URL in the twin.
    const centred = '<p align="center"><img src="/assets/images/hello.png" width="60%"></p>';
    expect(text).toContain(centred);
    expect(page).toContain(centred);
    expect(readFileSync(join(dist, 'blog/hello-jekyll.md'), 'utf8')).toContain(
      '<img src="https://seojin-dev.github.io/assets/images/hello.png" width="60%">',
    );
    expect(readFileSync(join(dist, 'assets/images/hello.png'))).toEqual(
      readFileSync(join(CORPUS, 'jekyll/assets/images/hello.png')),
    );
    // --keep-liquid: the tag stays, named, and validate warns of it.
    const kept = join(work.dir, 'kept');
    const keep = await runCli(['import', 'jekyll', join(CORPUS, 'jekyll'), '--root', kept, '--keep-liquid'], {
      cwd: work.dir,
    });
    expect(String(keep.stdout)).toMatch(/left +include figure\.html/);
    expect(readFileSync(join(kept, 'posts/2018/hello-jekyll.md'), 'utf8')).toContain(
      '{% include figure.html url="/assets/images/hello.png" caption="첫 화면" %}',
    );
  } finally {
    work.cleanup();
  }
});

test('import names the Liquid it leaves, per post and in a note; validate warns of the same post', async () => {
  const work = tempDir('site-api-import-liquid-left-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-a.md':
        '---\ntitle: A\n---\n\n{% include figure.html url="/assets/a.png" %}\n\n[B]({% post_url 2024-01-09-gone %})\n',
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', old, '--root', root, '--json'], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const plan = JSON.parse(String(run.stdout));
    expect(plan.posts[0].templates).toEqual({ converted: [], left: ['include figure.html', 'post_url'] });
    expect(plan.notes.join('\n')).toContain(
      '1 post keeps template tags that site-api does not run (Liquid that could not be rendered',
    );
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(String(validate.stdout)).toMatch(/posts\/2024\/a\.md:6:1 +warning +template-tag/);
  } finally {
    work.cleanup();
  }
});

test("the old site's files the posts link, and its host files, are copied at their old paths; its pages are named", async () => {
  const work = tempDir('site-api-import-static-');
  try {
    const old = join(work.dir, 'old');
    const png = readFileSync(join(CORPUS, 'hugo/static/images/state.png'));
    writeOldSite(old, {
      '_config.yml': 'title: T\nurl: https://t.example\ninclude: [_pages]\n',
      'assets/img/a.png': png,
      'assets/img/그림.png': png,
      'assets/img/unused.png': png,
      CNAME: 'blog.t.example\n',
      'robots.txt': 'User-agent: *\n',
      'about.md': '---\ntitle: About\npermalink: /about/\n---\n\n나\n',
      '_pages/privacy.md': '---\ntitle: Privacy\npermalink: /privacy\n---\n',
      '_posts/2024-01-02-a.md': `---\ntitle: A\n---\n\n![a]({{ site.baseurl }}/assets/img/a.png)\n\n![b](/assets/img/${encodeURIComponent('그림')}.png)\n\n{% include figure.html url="/assets/img/a.png" %}\n\n![c](/../outside.png)\n\n<img src="/assets/img/gone.png">\n`,
    });
    writeFileSync(join(work.dir, 'outside.png'), 'secret');
    const root = join(work.dir, 'content');
    const args = ['import', 'jekyll', old, '--root', root];
    const run = await runCli(args, { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const out = String(run.stdout);
    expect(out).toContain('static/CNAME  copied from the old site');
    expect(out).toContain('static/assets/…  2 files the posts link, copied at their old paths');
    expect(out).toContain('Not copied: /robots.txt (site-api builds its own).');
    expect(out).toContain(
      'note: 2 files the posts link are not in the old site either (a broken image there too): /../outside.png, /assets/img/gone.png. Put the file under static/ or remove the link',
    );
    expect(out).toContain(
      '2 pages of the old site, not posts, are not imported: _pages/privacy.md (/privacy), about.md (/about/).',
    );
    expect(readFileSync(join(root, 'static/assets/img/a.png'))).toEqual(png);
    expect(readFileSync(join(root, 'static/assets/img/그림.png'))).toEqual(png);
    expect(readFileSync(join(root, 'static/CNAME'), 'utf8')).toBe('blog.t.example\n');
    expect(existsSync(join(root, 'static/assets/img/unused.png'))).toBe(false);
    expect(existsSync(join(root, 'static/robots.txt'))).toBe(false);
    expect(existsSync(join(root, 'outside.png'))).toBe(false);
    expect(readdirSync(join(root, 'static'), { recursive: true }).map(String).sort()).toEqual([
      'CNAME',
      'assets',
      'assets/img',
      'assets/img/a.png',
      'assets/img/그림.png',
    ]);
    // Again: every file is there with its bytes, nothing is written.
    const again = await runCli([...args, '--json'], { cwd: work.dir });
    expect(JSON.parse(String(again.stdout)).written).toEqual([]);
    // The post's images are found now; the one outside the old site and the one it lacked too (in
    // HTML) stay findings.
    const validate = await runCli(['validate', '--root', root, '--json'], { cwd: work.dir });
    const findings = JSON.parse(String(validate.stdout)).diagnostics as { code: string; message: string }[];
    expect(findings.filter((f) => f.code === 'link-target-missing').map((f) => f.message)).toEqual([
      expect.stringContaining('/../outside.png'),
      expect.stringContaining(
        '"/assets/img/gone.png" points at static/assets/img/gone.png, which does not exist',
      ),
    ]);
  } finally {
    work.cleanup();
  }
});

test('Hugo: static/ files the posts link are copied, and a top-level page is named', async () => {
  const work = tempDir('site-api-import-hugo-static-');
  try {
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'hugo', join(CORPUS, 'hugo'), '--root', root, '--json'], {
      cwd: work.dir,
    });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const plan = JSON.parse(String(run.stdout));
    expect(plan.written).toContain('static/images/state.png');
    expect(readFileSync(join(root, 'static/images/state.png'))).toEqual(
      readFileSync(join(CORPUS, 'hugo/static/images/state.png')),
    );
    expect(plan.notes.join('\n')).toContain('content/about.md (/about/)');
    // Its built-in figure shortcode is the HTML Hugo wrote; the image it shows, copied above.
    const post = plan.posts.find((p: PlanPost) => p.id === 'compose-state');
    expect(post.templates).toEqual({ converted: ['figure → HTML'], left: [] });
    expect(readFileSync(join(root, post.file), 'utf8')).toContain(
      '<figure>\n<img src="/images/state.png" alt="상태">\n<figcaption><p>상태</p></figcaption>\n</figure>',
    );
  } finally {
    work.cleanup();
  }
});

test("the profile takes the author's email, bio and accounts from _config.yml", async () => {
  const work = tempDir('site-api-import-profile-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      '_config.yml': [
        'title: T',
        'url: https://t.example',
        'email: seojin@example.com',
        'github_username: seojin-dev',
        'twitter_username: "bad name"',
        'author:',
        '  name: 한서진',
        '  bio: 안드로이드 개발자',
        '  links:',
        '    - label: GitHub',
        '      url: https://github.com/seojin-dev',
        '    - label: 블로그',
        '      url: https://seojin.example',
        '    - label: nothing',
        '      url: javascript:alert(1)',
      ].join('\n'),
      '_posts/2024-01-02-a.md': '---\ntitle: A\n---\n\nbody\n',
    });
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'jekyll', old, '--root', root], { cwd: work.dir });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    expect(readFileSync(join(root, 'profile.yaml'), 'utf8')).toBe(
      [
        'name: 한서진',
        'job_title: Author',
        'headline: 안드로이드 개발자',
        'email: seojin@example.com',
        'url: https://t.example',
        'links:',
        '  - label: GitHub',
        '    type: profile',
        '    url: https://github.com/seojin-dev',
        '  - label: 블로그',
        '    type: profile',
        '    url: https://seojin.example',
        '',
      ].join('\n'),
    );
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(validate.exitCode, String(validate.stdout)).toBe(0);
  } finally {
    work.cleanup();
  }
});

test("Chirpy's social: (name, email, links) gives the profile; a blog without author or title gets placeholders, and is told so", async () => {
  const post = '---\ntitle: A\n---\n\nbody\n';
  await withImported(
    {
      '_config.yml': [
        'title: T',
        'url: https://t.example',
        'social:',
        '  name: 이재혁',
        '  email: jh@example.com',
        '  links:',
        '    - https://github.com/jh2ee',
        '    - https://www.linkedin.com/in/jh2ee',
        '    - https://jh.example/about',
      ].join('\n'),
      '_posts/2024-01-02-a.md': post,
    },
    async ({ dir, root }) => {
      const profile = readFileSync(join(root, 'profile.yaml'), 'utf8');
      expect(profile).toContain('name: 이재혁\n');
      expect(profile).toContain('email: jh@example.com\n');
      expect(profile).toContain('  - label: GitHub\n    type: profile\n    url: https://github.com/jh2ee\n');
      expect(profile).toContain('  - label: LinkedIn\n');
      expect(profile).toContain('  - label: jh.example\n');
      expect((await runCli(['validate', '--root', root], { cwd: dir })).exitCode).toBe(0);
    },
  );
  // Neither an author nor a title: the note does not call the placeholder the title.
  await withImported(
    { '_config.yml': 'url: https://b.example\n', '_posts/2024-01-02-a.md': post },
    async ({ plan }) => {
      expect(plan.notes.join('\n')).toContain('names neither an author nor a title');
      expect(plan.notes.join('\n')).not.toContain('name is its title');
    },
  );
});

describe('never overwrites, never half-writes', () => {
  test('a post file edited since the first import is kept as it is', async () => {
    const work = tempDir('site-api-import-kept-');
    try {
      const root = join(work.dir, 'content');
      const args = ['import', 'jekyll', join(CORPUS, 'jekyll-pretty'), '--root', root, '--json'];
      expect((await runCli(args, { cwd: work.dir })).exitCode).toBe(0);
      const file = join(root, 'posts/2021/first.md');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n덧붙인 문단.\n`);
      const edited = readFileSync(file, 'utf8');
      const again = await runCli(args, { cwd: work.dir });
      expect(again.exitCode).toBe(0);
      const plan = JSON.parse(String(again.stdout));
      expect(plan.written).toEqual([]);
      expect(plan.posts.find((p: PlanPost & { status: string }) => p.id === 'first').status).toBe('kept');
      expect(readFileSync(file, 'utf8')).toBe(edited);
    } finally {
      work.cleanup();
    }
  });

  test('an import that fails while writing leaves neither a post nor a temporary file', async () => {
    const work = tempDir('site-api-import-half-');
    try {
      const root = join(work.dir, 'content');
      // posts/2020 is a file, so that year's folder cannot be made: the posts of 2018 and 2019 were
      // written to temporary names already, and must be gone.
      mkdirSync(join(root, 'posts'), { recursive: true });
      writeFileSync(join(root, 'posts/2020'), 'in the way\n');
      const run = await runCli(['import', 'jekyll', join(CORPUS, 'jekyll'), '--root', root], {
        cwd: work.dir,
      });
      expect(run.exitCode).toBe(2);
      expect(String(run.stderr)).toMatch(/Cannot write into .*EEXIST.*Nothing was imported/);
      const left = readdirSync(root, { recursive: true }).map(String).sort();
      expect(left).toEqual(['posts', 'posts/2018', 'posts/2019', 'posts/2020']);
    } finally {
      work.cleanup();
    }
  });
});

// An existing site whose feed is at /index.xml (Hugo's), with another at /atom.xml: an old URL on
// either, or on /feed.json, cannot be kept, not even as an alias.
test("an old URL on the existing site's own feed path is lost, like one under /api/; a draft's redirect_from is said", async () => {
  const work = tempDir('site-api-import-feed-path-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      '_config.yml': 'title: T\nurl: https://t.example\npermalink: /:title/\n',
      '_posts/2024-01-02-hello.md':
        '---\ntitle: Hello\nredirect_from: [/index.xml, /atom.xml, /feed.json/, /old-hello/]\n---\n\nbody\n',
      // A draft's redirect_from: never answered, so not kept, but said (it was dropped without a word).
      '_drafts/next.md': '---\ntitle: Next\nredirect_from: [/api/next/, /next-old/]\n---\n\nbody\n',
    });
    const root = join(work.dir, 'content');
    const first = await runCli(['import', 'jekyll', old, '--root', root], { cwd: work.dir });
    expect(first.exitCode, String(first.stderr)).toBe(0);
    writeFileSync(
      join(root, 'site.yaml'),
      `${readFileSync(join(root, 'site.yaml'), 'utf8')}feed: /index.xml\nfeeds:\n  atom: [/atom.xml]\n`,
    );
    rmSync(join(root, 'posts'), { recursive: true });
    const done = await runCli(['import', 'jekyll', old, '--root', root, '--json'], { cwd: work.dir });
    expect(done.exitCode, String(done.stderr)).toBe(0);
    const plan = JSON.parse(String(done.stdout)) as ImportPlan;
    // The site's other feeds too, and the JSON Feed every build publishes.
    expect(plan.notes.find((n) => n.includes('cannot be kept'))).toContain(
      ': /index.xml, /atom.xml, /feed.json/.',
    );
    const next = plan.posts.find((p) => p.id === 'next');
    expect(next?.unmapped).toContainEqual({
      field: 'redirect_from',
      why: expect.stringContaining('does not publish this page'),
    });
    expect(readFileSync(join(root, 'posts/2024/hello.md'), 'utf8')).not.toContain('/index.xml');
    const text = readFileSync(join(root, 'posts/2024/hello.md'), 'utf8');
    expect(text).toMatch(/aliases:\n {2}- \/old-hello\/\n---/);
    const draft = readdirSync(join(root, 'posts'), { recursive: true }).find((f) =>
      String(f).endsWith('next.md'),
    );
    const draftText = readFileSync(join(root, 'posts', String(draft)), 'utf8');
    expect(draftText).toContain('draft: true');
    expect(draftText).not.toContain('aliases');
    const validate = await runCli(['validate', '--root', root], { cwd: work.dir });
    expect(validate.exitCode, String(validate.stdout)).toBe(0);
  } finally {
    work.cleanup();
  }
});

test("Jekyll 4's render_with_liquid: false (front matter or defaults) keeps the post's Liquid as its text; Jekyll 3 rendered it", async () => {
  const work = tempDir('site-api-import-verbatim-');
  try {
    const old = join(work.dir, 'old');
    const body =
      'In Vue you write {{ message }} and in Jinja {% if user %}hi{% endif %}; {% raw %}{{ x }}{% endraw %}.\n';
    writeOldSite(old, {
      '_config.yml':
        'title: T\nurl: https://t.example\npermalink: /posts/:title/\ndefaults:\n  - scope: { path: "_posts/vue" }\n    values: { render_with_liquid: false }\n',
      '_posts/2024-01-02-own.md': `---\ntitle: Own\nrender_with_liquid: false\n---\n\n${body}`,
      '_posts/vue/2024-01-03-scoped.md': `---\ntitle: Scoped\n---\n\n${body}`,
      '_posts/2024-01-04-plain.md': `---\ntitle: Plain\n---\n\n${body}`,
    });
    const imported = async (root: string) => {
      const run = await runCli(['import', 'jekyll', old, '--root', root, '--json'], { cwd: work.dir });
      expect(run.exitCode, String(run.stderr)).toBe(0);
      const plan = JSON.parse(String(run.stdout)) as ImportPlan;
      const post = (id: string) => plan.posts.find((p) => p.id === id) as ImportPlan['posts'][number];
      const bodyOf = (id: string) =>
        readFileSync(join(root, `posts/2024/${id}.md`), 'utf8').split('\n---\n')[1];
      return { post, bodyOf };
    };
    const four = await imported(join(work.dir, 'four'));
    expect(four.bodyOf('own')).toBe(`\n${body}`);
    expect(four.bodyOf('scoped')).toBe(`\n${body}`);
    expect(four.post('own').templates?.converted).toEqual([
      'render_with_liquid: false → Liquid kept as text',
    ]);
    expect(four.post('own').unmapped.map((u) => u.field)).not.toContain('render_with_liquid');
    // Without the key, Liquid is rendered as Jekyll rendered it.
    expect(four.bodyOf('plain')).toBe('\nIn Vue you write  and in Jinja ; {{ x }}.\n');
    // GitHub Pages' Jekyll 3 ignored the key: the old pages showed the rendered text.
    writeFileSync(join(old, 'Gemfile.lock'), 'GEM\n  specs:\n    github-pages (231)\n');
    const three = await imported(join(work.dir, 'three'));
    expect(three.bodyOf('own')).toBe('\nIn Vue you write  and in Jinja ; {{ x }}.\n');
    expect(three.post('own').unmapped).toContainEqual({
      field: 'render_with_liquid',
      why: "Jekyll 3 (the site's Gemfile.lock) ignores it: the old site rendered the post's Liquid, and so does the import",
    });
  } finally {
    work.cleanup();
  }
});

test("Hugo: the default language's [languages.ko] title and params are the site's; its pages are in the site's language, another's in its languageCode", () =>
  withImported(
    {
      'hugo.toml': [
        'baseURL = "https://h.example/"',
        'languageCode = "ko-kr"',
        'defaultContentLanguage = "ko"',
        'title = "top"',
        '[params]',
        'description = "top level"',
        '[languages.ko]',
        'contentDir = "content"',
        'title = "정넝 블로그"',
        '[languages.ko.params]',
        'description = "설명"',
        '[languages.ko.params.author]',
        'name = "JONNUNG"',
        '[languages.en]',
        'contentDir = "content-en"',
        'languageCode = "en-US"',
      ].join('\n'),
      'content/posts/a.md': '---\ntitle: 가\ndate: 2024-01-02\n---\n\n본문\n',
      'content-en/posts/b.md': '---\ntitle: B\ndate: 2024-01-03\n---\n\nbody\n',
    },
    async ({ dir, old, root, plan }) => {
      const site = readFileSync(join(root, 'site.yaml'), 'utf8');
      expect(site).toContain('title: 정넝 블로그');
      expect(site).toContain('description: 설명');
      expect(site).toContain('language: ko-KR');
      expect(readFileSync(join(root, 'profile.yaml'), 'utf8')).toContain('name: JONNUNG');
      const file = (source: string) => plan.posts.find((p) => p.source === source)?.file as string;
      expect(readFileSync(join(root, file('content/posts/a.md')), 'utf8')).not.toContain('language:');
      expect(readFileSync(join(root, file('content-en/posts/b.md')), 'utf8')).toContain('language: en-US');
      // Into a site of another language, the default language's posts say theirs.
      const english = join(dir, 'english');
      mkdirSync(english);
      writeFileSync(join(english, 'site.yaml'), 'base_url: https://h.example\ntitle: E\nlanguage: en\n');
      const again = await runCli(['import', 'hugo', old, '--root', english, '--json'], { cwd: dir });
      expect(again.exitCode, String(again.stderr)).toBe(0);
      expect(readFileSync(join(english, file('content/posts/a.md')), 'utf8')).toContain('language: ko-KR');
    },
    'hugo',
  ));

test("Hugo: without languageCode or defaultContentLanguage, the default language (en) is the site's, and another keeps its own", () =>
  withImported(
    {
      'hugo.toml':
        'baseURL = "https://h.example/"\ntitle = "H"\n[languages.en]\ncontentDir = "content"\n[languages.ko]\ncontentDir = "content-ko"\n',
      'content/posts/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\nbody\n',
      'content-ko/posts/b.md': '---\ntitle: 나\ndate: 2024-01-03\n---\n\n본문\n',
    },
    async ({ root, plan }) => {
      expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('language: en');
      const file = (source: string) => plan.posts.find((p) => p.source === source)?.file as string;
      expect(readFileSync(join(root, file('content/posts/a.md')), 'utf8')).not.toContain('language:');
      expect(readFileSync(join(root, file('content-ko/posts/b.md')), 'utf8')).toContain('language: ko');
    },
    'hugo',
  ));

test("the old site's pages: a folder's index at the folder, a not-found page anywhere is site-api's, one where the new site has its own page is said to be replaced", () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-a.md': '---\ntitle: A\n---\n\nbody\n',
      'blog/index.html': '---\nlayout: blog\n---\n',
      'guide/index.md': '---\ntitle: Guide\n---\n\nguide\n',
      'about.md': '---\ntitle: About\n---\n\nme\n',
      'assets/404.html': '---\npermalink: /404.html\n---\n',
    },
    async ({ dir, old, plan }) => {
      expect(plan.notes).toContain(
        '2 pages of the old site, not posts, are not imported: about.md (/about.html), guide/index.md (/guide/). Their URLs answer 404 unless you keep what they said (the profile, a post with an alias).',
      );
      expect(plan.notes).toContain(
        "1 page of the old site is replaced by the new site's own at the same address: blog/index.html (/blog/).",
      );
      expect(plan.notes.join('\n')).not.toContain('404.html');
      // Into a site with no pages of its own, /blog/ is not replaced: it answers 404 too.
      const bare = join(dir, 'bare');
      writeOldSite(bare, { 'site.yaml': 'base_url: https://t.example\ntitle: T\npages: false\n' });
      const again = await runCli(['import', 'jekyll', old, '--root', bare, '--json'], { cwd: dir });
      expect(again.exitCode, String(again.stderr)).toBe(0);
      expect((JSON.parse(String(again.stdout)) as ImportPlan).notes).toContain(
        '3 pages of the old site, not posts, are not imported: about.md (/about.html), blog/index.html (/blog/), guide/index.md (/guide/). Their URLs answer 404 unless you keep what they said (the profile, a post with an alias).',
      );
    },
  ));

test('a control character in a post is named by the import where validate will name it (the body is copied as written)', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-a.md': '---\ntitle: A\n---\n\nfirst\r\n색상 \u001b[31m빨강\r\n',
      '_posts/2024-01-03-b.md': '---\ntitle: B\n---\n\nplain\r\nlines\r\n',
      // A CR alone is a line break too, as the loader reads it (an old Mac editor's file).
      '_posts/2024-01-04-c.md': '---\ntitle: C\n---\n\nline one\rline two \u001b[0m\n',
    },
    async ({ dir, root, plan }) => {
      const note = plan.notes.find((n) => n.includes('bad-character'));
      expect(note).toBe(
        '2 posts hold a character that validate refuses (bad-character), copied as written: posts/2024/a.md:7:4 (A control character U+001B (a terminal escape)), posts/2024/c.md:7:10 (A control character U+001B (a terminal escape)). Delete it; the build stops until then.',
      );
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      const found = (
        JSON.parse(String(validate.stdout)).diagnostics as {
          code: string;
          file: string;
          line: number;
          column: number;
        }[]
      ).filter((d) => d.code === 'bad-character');
      expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
        'content/posts/2024/a.md:7:4',
        'content/posts/2024/c.md:7:10',
      ]);
    },
  ));

test('an old URL the new post is published at (but for its final slash) is no alias: validate finds no alias-self', () =>
  withImported(
    {
      'hugo.toml': 'baseURL = "https://ex.example/"\ntitle = "T"\n',
      'content/blog/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\nbody\n',
      'content/notes/b.md': '---\ntitle: B\ndate: 2024-01-03\n---\n\nbody\n',
    },
    async ({ dir, root, plan }) => {
      // No one pattern fits /blog/a/ and /notes/b/: posts go to /blog/{id}, where a already was.
      expect(plan.posts.map((p) => [p.oldPath, p.kept])).toEqual([
        ['/blog/a/', 'pattern'],
        ['/notes/b/', 'alias'],
      ]);
      expect(readFileSync(join(root, 'posts/2024/a.md'), 'utf8')).not.toContain('aliases');
      expect(readFileSync(join(root, 'posts/2024/b.md'), 'utf8')).toContain('- /notes/b/');
      const validate = await runCli(['validate', '--root', root, '--json'], { cwd: dir });
      expect(JSON.parse(String(validate.stdout)).errors, String(validate.stdout)).toBe(0);
    },
    'hugo',
  ));

test('Jekyll as it reads a site: _config.yaml, no _-/.-/#-named entries in _posts/ nor backups, a time zone that is none read as UTC', () =>
  withImported(
    {
      '_config.yaml': 'title: 야믈 블로그\nurl: https://y.example\nauthor: 김작가\ntimezone: KR\n',
      '_posts/2024-01-02-a.md': '---\ntitle: A\ndate: 2024-01-02 08:00 +0900\n---\n\nbody\n',
      // A site built into _posts/ by mistake, an editor's lock and a backup: Jekyll reads none of them.
      '_posts/_site/2024-01-02-a.html': '<p>built</p>\n',
      '_posts/.#2024-01-03-b.md': 'lock',
      '_posts/2024-01-04-c.md~': '---\ntitle: C\n---\n\nold\n',
    },
    async ({ root, plan }) => {
      expect(plan.posts.map((p) => [p.source, p.oldPath])).toEqual([
        // Jekyll under an unknown TZ ran in UTC: 08:00 in Seoul is the 1st there.
        ['_posts/2024-01-02-a.md', '/2024/01/01/a.html'],
      ]);
      const site = readFileSync(join(root, 'site.yaml'), 'utf8');
      expect(site).toContain('title: 야믈 블로그');
      expect(site).toContain('base_url: https://y.example');
      expect(site).not.toContain('timezone');
      expect(readFileSync(join(root, 'profile.yaml'), 'utf8')).toContain('name: 김작가');
      expect(plan.notes).toContain(
        'site.yaml: the blog\'s time zone "KR" is no IANA name (Asia/Seoul), so the old site read its dates in UTC, and so does the import: site.yaml names none.',
      );
    },
  ));

test("Hugo: a page in a menu, of a theme's list layout, or undated outside the blog's sections is a page, named; one rendered never is not; a skipped source does not choose the pattern", async () => {
  await withImported(
    {
      'hugo.toml':
        'baseURL = "https://s.example/"\ntitle = "S"\n[permalinks]\npage = "/:slug/"\n[params]\nmainSections = ["post"]\n',
      'content/post/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\nbody\n',
      'content/page/about/index.md': '---\ntitle: About\nslug: about\n---\n\nme\n',
      'content/page/search/index.md': '---\ntitle: Search\nslug: search\nlayout: search\n---\n',
      // Dated, as Stack's example site writes them: in the menu, or of a theme's list layout.
      'content/page/links/index.md':
        '---\ntitle: Links\nslug: links\ndate: 2019-02-28\nmenu:\n  main:\n    weight: 4\n---\n',
      'content/post/archives.md':
        '---\ntitle: Archives\ndate: 2022-03-06\nlayout: archives\nslug: archives\n---\n',
      'content/sections/cta.md': '---\ntitle: CTA\nbuild:\n  render: never\n---\n\ncall\n',
    },
    async ({ plan }) => {
      expect(plan.posts.map((p) => [p.source, p.oldPath])).toEqual([['content/post/a.md', '/post/a/']]);
      expect(plan.notes).toContain(
        '4 pages of the old site, not posts, are not imported: content/page/about/index.md (/about/), content/page/links/index.md (/links/), content/page/search/index.md (/search/), content/post/archives.md (/post/archives/). Their URLs answer 404 unless you keep what they said (the profile, a post with an alias).',
      );
      expect(plan.notes.join('\n')).not.toContain('cta');
    },
    'hugo',
  );
  // A post of the blog's section without its date is still an error; skipped, it chooses no pattern.
  const work = tempDir('site-api-import-skipped-pattern-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      'hugo.toml': 'baseURL = "https://s.example/"\ntitle = "S"\n',
      'content/posts/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\nbody\n',
      'content/notes/b.md': '---\ntitle: B\ndate: soon\n---\n\nbody\n',
      'content/posts/c.md': '---\ntitle: C\n---\n\nno date\n',
    });
    const root = join(work.dir, 'content');
    const refused = await runCli(['import', 'hugo', old, '--root', root, '--json'], { cwd: work.dir });
    expect(refused.exitCode).toBe(1);
    expect(String(refused.stdout) + String(refused.stderr)).toContain('no date in the front matter');
    const run = await runCli(['import', 'hugo', old, '--root', root, '--json', '--skip-broken'], {
      cwd: work.dir,
    });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const plan = JSON.parse(String(run.stdout)) as ImportPlan & { pattern: string; pattern_kept: boolean };
    expect([plan.pattern, plan.pattern_kept]).toEqual(['/posts/{id}/', true]);
  } finally {
    work.cleanup();
  }
});

test('posts with math between $$ or mermaid diagrams are named: the old theme drew them with a script, the pages show them as written', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\nmath: true\n',
      '_posts/2024-01-02-euler.md': '---\ntitle: E\n---\n\n$$e^{i\\pi} + 1 = 0$$\n',
      '_posts/2024-01-03-flow.md': '---\ntitle: F\n---\n\n```mermaid\ngraph TD; A-->B\n```\n',
      // Dollars in code are code: a shell sample, a code span.
      '_posts/2024-01-04-shell.md':
        "---\ntitle: S\n---\n\n```sh\necho $$\n```\n\n`$$` is the shell's own id. The plan costs $$$.\n",
    },
    async ({ plan }) => {
      expect(plan.notes).toContain(
        "1 post with math between $$ (posts/2024/euler.md) and 1 post with mermaid diagrams (posts/2024/flow.md): the old theme drew them with a script (MathJax, KaTeX, mermaid.js); site-api's pages run none, so they show the TeX and the diagram's source as written.",
      );
    },
  ));

test("Jekyll: a collection's own permalink names its documents' URLs; a site whose permalink ends in / gives its pages folder URLs", () =>
  withImported(
    {
      '_config.yml':
        'title: T\nurl: https://t.example\npermalink: /:year/:title/\ncollections:\n  featured:\n    output: true\n    permalink: /:name/\n  projects:\n    output: true\n    permalink: /projects/:path/\n  tabs:\n    output: true\n    permalink: /:collection/:name:output_ext\n',
      '_posts/2024-01-02-a.md': '---\ntitle: A\n---\n\nbody\n',
      '_featured/GameDev.md': '---\ntitle: Game dev\n---\n\nlist\n',
      '_projects/sub/proj.md': '---\ntitle: P\n---\n\nproject\n',
      '_tabs/about.md': '---\ntitle: About\n---\n\nme\n',
      'CHANGELOG.md': '---\ntitle: Changes\n---\n\nlog\n',
    },
    async ({ plan }) => {
      expect(plan.notes.find((n) => n.includes('not imported'))).toContain(
        'CHANGELOG.md (/CHANGELOG/), _featured/GameDev.md (/gamedev/), _projects/sub/proj.md (/projects/sub/proj/), _tabs/about.md (/tabs/about.html)',
      );
    },
  ));

test("Hugo: in the blog's sections a post in a menu is a post, and one without a date an error, whether mainSections names them or its posts do", async () => {
  await withImported(
    {
      'hugo.toml': 'baseURL = "https://s.example/"\ntitle = "S"\n[params]\nmainSections = ["articles"]\n',
      'content/articles/a.md': '---\ntitle: A\ndate: 2024-01-02\n---\n\nbody\n',
      'content/articles/pinned.md': '---\ntitle: Pinned\ndate: 2024-01-05\nmenu: main\n---\n\nbody\n',
    },
    async ({ plan }) => {
      expect(plan.posts.map((p) => p.source)).toEqual([
        'content/articles/a.md',
        'content/articles/pinned.md',
      ]);
    },
    'hugo',
  );
  const work = tempDir('site-api-import-blog-sections-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      'hugo.toml': 'baseURL = "https://s.example/"\ntitle = "S"\n',
      'content/articles/x.md': '---\ntitle: X\ndate: 2024-01-02\n---\n\nbody\n',
      'content/articles/z.md': '---\ntitle: Z\n---\n\nno date\n',
    });
    const run = await runCli(['import', 'hugo', old, '--root', join(work.dir, 'content')], { cwd: work.dir });
    expect(run.exitCode).toBe(1);
    expect(String(run.stdout) + String(run.stderr)).toMatch(/content\/articles\/z\.md:2:1 +error +no date/);
    // Dated from git's history (`[frontmatter] date = [":git"]`): no page is page-like for wanting a
    // date key; each is a post, and one the import cannot date is named as before.
    writeFileSync(
      join(old, 'hugo.toml'),
      'baseURL = "https://s.example/"\ntitle = "S"\n[frontmatter]\ndate = [":git"]\n',
    );
    rmSync(join(old, 'content/articles/x.md'));
    const git = await runCli(['import', 'hugo', old, '--root', join(work.dir, 'content')], { cwd: work.dir });
    expect(git.exitCode).toBe(1);
    expect(String(git.stdout) + String(git.stderr)).toMatch(/content\/articles\/z\.md:2:1 +error +no date/);
  } finally {
    work.cleanup();
  }
});

test('a time zone written in lower case (asia/seoul), which ICU takes and the tz database did not, is read as UTC, as the old site was', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\ntimezone: asia/seoul\n',
      '_posts/2024-01-01-a.md': '---\ntitle: A\ndate: 2024-01-01 20:00 +0000\n---\n\nbody\n',
    },
    async ({ root, plan }) => {
      expect(plan.posts.map((p) => p.oldPath)).toEqual(['/2024/01/01/a.html']);
      expect(readFileSync(join(root, 'site.yaml'), 'utf8')).not.toContain('timezone');
      expect(plan.notes.join('\n')).toContain('time zone "asia/seoul" is no IANA name');
    },
  ));

test('a Jekyll post without front matter is imported as Jekyll published it: title and date from the file name', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      '_posts/2024-01-02-my-first-post..md':
        '# Hello\n\nno front matter {{ site.title }}: {{ page.title }}\n',
      '_posts/2024-01-03-ios-tips_and-TRICKS.markdown': 'body\n',
      '_posts/2024-01-04-한글-제목.md': '본문\n',
      '_posts/2024-01-05-with.md': '---\ntitle: With\n---\n\nbody\n',
      '_posts/2024-01-06-late-.md': '\n---\ntitle: Late\n---\n\nbody\n',
    },
    async ({ dir, root, plan }) => {
      const post = (source: string) => plan.posts.find((p) => p.source === source);
      const bare = post('_posts/2024-01-02-my-first-post..md');
      expect(bare?.mapped).toContain(
        'no front matter: Jekyll published the file as a post, its title and date from the file name; so does the import',
      );
      expect(post('_posts/2024-01-05-with.md')?.mapped.join('\n')).not.toContain('no front matter');
      expect(post('_posts/2024-01-06-late-.md')?.mapped.join('\n')).toContain(
        'the --- block after the blank lines at its top was no front matter to Jekyll, and stays in the body: delete the blank lines to read it',
      );
      const text = (source: string) => readFileSync(join(root, post(source)?.file as string), 'utf8');
      // Jekyll 4's titleize_slug (no Gemfile.lock): split at `-`, each word capitalized as Ruby does,
      // final dots dropped from the slug (its old URL too), `page.title` the title given.
      expect(text('_posts/2024-01-02-my-first-post..md')).toContain('title: My First Post\n');
      expect(text('_posts/2024-01-02-my-first-post..md')).toContain(
        '# Hello\n\nno front matter T: My First Post\n',
      );
      expect(bare?.oldPath).toBe('/2024/01/02/my-first-post.html');
      expect(text('_posts/2024-01-03-ios-tips_and-TRICKS.markdown')).toContain(
        'title: Ios Tips_and Tricks\n',
      );
      expect(text('_posts/2024-01-04-한글-제목.md')).toContain('title: 한글 제목\n');
      expect(text('_posts/2024-01-04-한글-제목.md')).toMatch(/\ndate: 2024-01-04\b/);
      expect(text('_posts/2024-01-06-late-.md')).toContain('title: Late\n');
      expect(text('_posts/2024-01-06-late-.md')).toContain('---\ntitle: Late\n---\n\nbody\n');
      const validate = await runCli(['validate', '--root', root], { cwd: dir });
      expect(validate.exitCode, String(validate.stdout)).toBe(0);
    },
  ));

test('in Jekyll 3 (GitHub Pages) a post keeps the final dots of its name in its title', () =>
  withImported(
    {
      '_config.yml': 'title: T\nurl: https://t.example\n',
      'Gemfile.lock': 'GEM\n  specs:\n    github-pages (228)\n',
      '_posts/2024-01-02-my-first-post..md': 'body\n',
    },
    async ({ root, plan }) => {
      const file = plan.posts[0]?.file as string;
      expect(readFileSync(join(root, file), 'utf8')).toContain('title: My First Post.\n');
    },
  ));

test("a Hugo page decided late (a post of its section without a date) has its problem in its file's place", async () => {
  const work = tempDir('site-api-import-problem-order-');
  try {
    const old = join(work.dir, 'old');
    writeOldSite(old, {
      'hugo.toml': 'baseURL = "https://s.example/"\ntitle = "S"\n',
      // Without mainSections, a.md waits until b.md shows that posts/ is the blog's section.
      'content/posts/a.md': '---\ntitle: A\n---\n\nno date\n',
      'content/posts/b.md': '---\ntitle: B\ndate: 2024-01-02\n---\n\nbody\n',
      'content/posts/c.md': '---\ntitle: [C\n---\n\nbad\n',
    });
    const run = await runCli(['import', 'hugo', old, '--root', join(work.dir, 'content'), '--json'], {
      cwd: work.dir,
    });
    expect(run.exitCode).toBe(1);
    const problems = (JSON.parse(String(run.stdout)) as { problems: { file: string; message: string }[] })
      .problems;
    expect(problems.map((p) => `${p.file}: ${p.message.slice(0, 19)}`)).toEqual([
      'content/posts/a.md: no date in the fron',
      'content/posts/c.md: YAML: Flow sequence',
    ]);
  } finally {
    work.cleanup();
  }
});
