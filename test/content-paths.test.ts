import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';

// Two published files on one path, or a path leaving the site: a located validate finding naming both
// sources, and a build that refuses with the same finding (exit 1), never "a bug in site-api".
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups) c();
});

interface Case {
  name: string;
  config?: string;
  posts: Record<string, string>;
  expected: { file: string; code: string; pointer: string; found: RegExp; related?: string };
}

const post = (title: string, tags: string[] = []) =>
  `---\ntitle: ${title}\ndate: 2024-01-02\ntags: ${JSON.stringify(tags)}\n---\nbody\n`;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n';

const cases: Case[] = [
  {
    name: 'a post at /index.md (permalink /{id}, id index)',
    config: 'permalinks:\n  post: /{id}\n',
    posts: { 'index.md': post('home?') },
    expected: {
      file: 'content/posts/index.md',
      code: 'path-conflict',
      pointer: '',
      found: /the post .*index\.md .*site-api builds for the site/,
    },
  },
  {
    name: 'a post at /projects.md',
    config: 'permalinks:\n  post: /{id}\n',
    posts: { 'projects.md': post('p') },
    expected: {
      file: 'content/posts/projects.md',
      code: 'path-conflict',
      pointer: '',
      found: /page \/projects/,
    },
  },
  {
    name: 'a tag and a post on one path',
    config: 'permalinks:\n  post: /blog/{id}\n  tag: /blog/{slug}\n',
    posts: { 'rust.md': post('k'), 'other.md': post('o', ['Rust']) },
    expected: {
      file: 'content/posts/other.md',
      code: 'path-conflict',
      pointer: '/tags/0',
      found: /tag "Rust".*post content\/posts\/rust\.md/,
      related: 'content/posts/rust.md',
    },
  },
  {
    name: 'a tag slug ending in .md on the twin of another tag',
    posts: { 'a.md': post('a', ['swift']), 'b.md': post('b', ['swift.md']) },
    expected: {
      file: 'content/posts/b.md',
      code: 'path-conflict',
      pointer: '/tags/0',
      found: /"swift\.md".*"swift"/,
      related: 'content/posts/a.md',
    },
  },
  {
    name: 'the tag ".."',
    posts: { 'a.md': post('a', ['..']) },
    expected: { file: 'content/posts/a.md', code: 'invalid-tag', pointer: '/tags/0', found: /"\.\."/ },
  },
  {
    name: 'the tag "..." (dots alone: the edge answers no segment starting with a dot)',
    posts: { 'a.md': post('a', ['...']) },
    expected: { file: 'content/posts/a.md', code: 'invalid-tag', pointer: '/tags/0', found: /"\.\.\."/ },
  },
  {
    // Found by the property test: the tag index then lands on the blog index.
    name: 'a tag permalink that puts the tag index on the blog index',
    config: 'permalinks:\n  tag: /blog/{slug}\n',
    posts: {},
    expected: {
      file: 'content/site.yaml',
      code: 'path-conflict',
      pointer: '/permalinks',
      found: /site.yaml's settings/,
    },
  },
  {
    name: 'a permalink with a .. segment',
    config: 'permalinks:\n  post: /blog/../../{id}\n',
    posts: {},
    expected: {
      file: 'content/site.yaml',
      code: 'invalid-permalink',
      pointer: '/permalinks/post',
      found: /\.\./,
    },
  },
  {
    name: 'a feed path leaving the site',
    config: 'feed: /../../etc/feed.xml\n',
    posts: {},
    expected: { file: 'content/site.yaml', code: 'bad-path', pointer: '/feed', found: /etc/ },
  },
  {
    name: 'a post whose page is where the feed is a file (file/folder clash)',
    config: 'feed: /blog.xml\npermalinks:\n  post: /blog.xml/{id}\n',
    posts: { 'x.md': post('x') },
    expected: { file: 'content/posts/x.md', code: 'path-conflict', pointer: '', found: /site-api builds/ },
  },
  {
    // A page that is a file cannot hold a folder (the build failed with "internal error: EEXIST" for
    // a post's files there until they went to the folder without `.html`; found by
    // test/cache-sequences.test.ts).
    name: 'a static file under a post whose page is a file (url: /notes/a.html)',
    posts: {
      'a.md': '---\ntitle: a\ndate: 2024-01-02\nurl: /notes/a.html\n---\nbody\n',
      '../static/notes/a.html/fig.svg': SVG,
    },
    expected: {
      file: 'content/static/notes/a.html/fig.svg',
      code: 'path-conflict',
      pointer: '',
      found: /the static file .*fig\.svg and the post content\/posts\/a\.md \(page \/notes\/a\.html\)/,
      related: 'content/posts/a.md',
    },
  },
  {
    name: "a file beside a post on its page's own file (index.html)",
    posts: { 'a.md': post('a'), 'a/index.html': '<p>old</p>\n' },
    expected: {
      file: 'content/posts/a/index.html',
      code: 'path-conflict',
      pointer: '',
      found: /the file .*a\/index\.html beside its post and the post content\/posts\/a\.md/,
      related: 'content/posts/a.md',
    },
  },
  {
    name: 'a static file on the path of a file beside a post',
    posts: { 'a.md': post('a'), 'a/fig.svg': SVG, '../static/blog/a/fig.svg': SVG },
    expected: {
      file: 'content/static/blog/a/fig.svg',
      code: 'path-conflict',
      pointer: '',
      found: /the static file .* and the file .*posts\/a\/fig\.svg beside its post/,
      related: 'content/posts/a/fig.svg',
    },
  },
  // A post's files go in the folder of its address without `.html`: for `/api.html`, the API's
  // namespace, where the build wrote them with no finding until session 38.
  {
    name: 'a file beside a post at /api.html (its files would be under /api/)',
    posts: { 'a.md': '---\ntitle: a\ndate: 2024-01-02\nurl: /api.html\n---\nbody\n', 'a/fig.svg': SVG },
    expected: {
      file: 'content/posts/a/fig.svg',
      code: 'path-conflict',
      pointer: '',
      found: /the file .*a\/fig\.svg beside its post, at \/api\/fig\.svg/,
    },
  },
  {
    name: "a file beside a post at /_site-api.html (the hash list's folder)",
    posts: { 'a.md': '---\ntitle: a\ndate: 2024-01-02\nurl: /_site-api.html\n---\nbody\n', 'a/fig.svg': SVG },
    expected: {
      file: 'content/posts/a/fig.svg',
      code: 'path-conflict',
      pointer: '',
      found: /at \/_site-api\/fig\.svg/,
    },
  },
  {
    name: "a post's own url under /_site-api/",
    posts: { 'a.md': '---\ntitle: a\ndate: 2024-01-02\nurl: /_site-api/a/\n---\nbody\n' },
    expected: { file: 'content/posts/a.md', code: 'invalid-path', pointer: '/url', found: /_site-api/ },
  },
  {
    name: 'a category that puts a post under /api/ (permalink /{category}/{id})',
    config: 'permalinks:\n  post: /{category}/{id}\n',
    posts: { 'a.md': '---\ntitle: a\ndate: 2024-01-02\ncategory: api\n---\nbody\n', 'b.md': post('b') },
    expected: { file: 'content/posts/a.md', code: 'invalid-path', pointer: '/category', found: /"\/api\/a"/ },
  },
  {
    name: 'a post id that is the API (permalink /{id}, file api.md)',
    config: 'permalinks:\n  post: /{id}\n',
    posts: { 'api.md': post('api') },
    expected: { file: 'content/posts/api.md', code: 'invalid-path', pointer: '', found: /"\/api"/ },
  },
  {
    name: 'a permalink pattern under /api/',
    config: 'permalinks:\n  post: /api/{year}/{id}\n',
    posts: { 'a.md': post('a') },
    expected: {
      file: 'content/site.yaml',
      code: 'invalid-permalink',
      pointer: '/permalinks/post',
      found: /\/api\/\{year\}/,
    },
  },
  {
    name: 'a tag API whose page the tag pattern /{slug} puts at /api',
    config: 'permalinks:\n  tag: /{slug}\n',
    posts: { 'a.md': post('a', ['Kotlin', 'API']) },
    expected: {
      file: 'content/posts/a.md',
      code: 'path-conflict',
      pointer: '/tags/1',
      found: /the tag "API" \(page \/api\)/,
    },
  },
  {
    name: 'a tag permalink pattern under /api/',
    config: 'permalinks:\n  tag: /api/{slug}\n',
    posts: { 'a.md': post('a', ['Kotlin']) },
    expected: {
      file: 'content/site.yaml',
      code: 'invalid-permalink',
      pointer: '/permalinks/tag',
      found: /\/api\/\{slug\}/,
    },
  },
  {
    // The category is a folder of the post's path: `x/..` took it, and its files, anywhere (a file
    // beside the post replaced /api/posts.json until session 38).
    name: 'a category with a .. segment',
    config: 'permalinks:\n  post: /{category}/{id}\n',
    posts: {
      'api.md': '---\ntitle: a\ndate: 2024-01-02\ncategory: x/..\n---\nbody\n',
      'api/posts.json': '{}\n',
    },
    expected: {
      file: 'content/posts/api.md',
      code: 'invalid-path',
      pointer: '/category',
      found: /\/x\/\.\.\/api/,
    },
  },
  {
    name: "an RSS feed in the hash list's folder",
    config: 'feeds:\n  rss: [/_site-api/rss.xml]\n',
    posts: { 'a.md': post('a') },
    expected: {
      file: 'content/site.yaml',
      code: 'feed-path-taken',
      pointer: '/feeds/rss/0',
      found: /_site-api/,
    },
  },
  {
    name: "an Atom feed at the hash list's folder's own name",
    config: 'feeds:\n  atom: [/_site-api]\n',
    posts: { 'a.md': post('a') },
    expected: {
      file: 'content/site.yaml',
      code: 'feed-path-taken',
      pointer: '/feeds/atom/0',
      found: /_site-api/,
    },
  },
  {
    name: 'an RSS feed path with a .. segment',
    config: 'feeds:\n  rss: [/x/../api/rss.xml]\n',
    posts: { 'a.md': post('a') },
    expected: { file: 'content/site.yaml', code: 'bad-path', pointer: '/feeds/rss/0', found: /\.\./ },
  },
];

describe('published paths', () => {
  test.each(cases)('$name', async ({ config, posts, expected }) => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    makeSite(dir);
    if (config) appendFileSync(join(dir, 'content/site.yaml'), config);
    for (const [name, text] of Object.entries(posts)) {
      mkdirSync(dirname(join(dir, 'content/posts', name)), { recursive: true });
      writeFileSync(join(dir, 'content/posts', name), text);
    }

    const run = await runCli(['validate', '--json'], { cwd: dir });
    expect(run.exitCode).toBe(1);
    const errors = JSON.parse(String(run.stdout)).diagnostics.filter(
      (d: { severity: string }) => d.severity === 'error',
    );
    // Every clash is reported once, at the content that can move (the feed case: every post, the fixture's too).
    const d = errors.find((e: { file: string }) => e.file === expected.file);
    expect(errors.filter((e: { file: string }) => e.file === expected.file)).toHaveLength(1);
    expect(d).toMatchObject({ file: expected.file, code: expected.code, pointer: expected.pointer });
    expect(d.found).toMatch(expected.found);
    if (expected.related) expect(d.related?.[0]?.file).toBe(expected.related);
    expect(d.hint).toMatch(/\S/);

    const build = await runCli(['build'], { cwd: dir });
    expect(build.exitCode).toBe(1);
    expect(String(build.stdout) + String(build.stderr)).toContain(expected.code);
    expect(String(build.stderr)).not.toMatch(/internal error|a bug/);
  });
});

// validate, the hook and a build after an edit skip the paths' check while nothing it reads changed
// (core/cache.ts pathsRemembered): each change below comes after a clean run that the cache remembers,
// and must still be found, by validate and by the build.
// A .html address is a file only where the page is built: with `pages: false` only its twin is
// written (beside it), so a static file under that address is no clash.
test("a static file under a post's .html address is a clash with pages, none without", async () => {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  makeSite(dir);
  writeFileSync(
    join(dir, 'content/posts/a.md'),
    '---\ntitle: a\ndate: 2024-01-02\nurl: /notes/a.html\n---\nbody\n',
  );
  mkdirSync(join(dir, 'content/static/notes/a.html'), { recursive: true });
  writeFileSync(join(dir, 'content/static/notes/a.html/fig.svg'), SVG);
  const withPages = await runCli(['validate', '--json'], { cwd: dir });
  expect(withPages.exitCode).toBe(1);
  expect(String(withPages.stdout)).toContain('path-conflict');
  // With its slash, the address is a folder: the page is its index.html, the static file beside it.
  const post = join(dir, 'content/posts/a.md');
  writeFileSync(post, readFileSync(post, 'utf8').replace('url: /notes/a.html', 'url: /notes/a.html/'));
  const folder = await runCli(['validate', '--json'], { cwd: dir });
  expect(folder.exitCode, String(folder.stdout)).toBe(0);
  writeFileSync(post, readFileSync(post, 'utf8').replace('url: /notes/a.html/', 'url: /notes/a.html'));
  appendFileSync(join(dir, 'content/site.yaml'), 'pages: false\n');
  const without = await runCli(['validate', '--json'], { cwd: dir });
  expect(without.exitCode, String(without.stdout)).toBe(0);
  const built = await runCli(['build', '-q', '--no-cache'], { cwd: dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  expect(readFileSync(join(dir, 'dist/notes/a.html/fig.svg'), 'utf8')).toBe(SVG);
  expect(readFileSync(join(dir, 'dist/notes/a.html.md'), 'utf8')).toContain('# a');
});

describe('a clash made after a clean run the cache remembers', () => {
  const changes: [string, (dir: string) => void][] = [
    [
      "an alias onto a tag's page",
      (dir) =>
        edit(join(dir, 'content/posts/b.md'), (t) =>
          t.replace('tags: []', 'tags: []\naliases: [/blog/tags/rust]'),
        ),
    ],
    [
      "a post's url onto the tag index",
      (dir) =>
        edit(join(dir, 'content/posts/b.md'), (t) => t.replace('tags: []', 'tags: []\nurl: /blog/tags')),
    ],
    [
      "a tag whose page is another tag's twin",
      (dir) => edit(join(dir, 'content/posts/b.md'), (t) => t.replace('tags: []', 'tags: [rust.md]')),
    ],
    [
      'a post renamed onto a tag',
      (dir) => renameSync(join(dir, 'content/posts/b.md'), join(dir, 'content/posts/tags.md')),
    ],
    [
      'site.yaml putting the tag pages on the blog index',
      (dir) => appendFileSync(join(dir, 'content/site.yaml'), 'permalinks:\n  tag: /blog/{slug}\n'),
    ],
    [
      'an index.html added beside a post',
      (dir) => {
        mkdirSync(join(dir, 'content/posts/b'));
        writeFileSync(join(dir, 'content/posts/b/index.html'), '<p>old</p>\n');
      },
    ],
    [
      'a static file on a page',
      (dir) => {
        mkdirSync(join(dir, 'content/static/blog/a'), { recursive: true });
        writeFileSync(join(dir, 'content/static/blog/a/index.html'), '<p>old</p>\n');
      },
    ],
  ];
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(file, change(readFileSync(file, 'utf8')));

  test.each(changes)('%s', async (_name, change) => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    makeSite(dir);
    writeFileSync(join(dir, 'content/posts/a.md'), post('a', ['Rust']));
    writeFileSync(join(dir, 'content/posts/b.md'), post('b'));
    const env = { SITE_API_CACHE_DIR: join(dir, 'cache') };
    for (const command of ['validate', 'build']) {
      const clean = await runCli([command, '--json'], { cwd: dir, env });
      expect(clean.exitCode, `${command}, clean: ${clean.stdout}${clean.stderr}`).toBe(0);
      // A body edited: the paths' check is skipped, the site still clean.
      edit(join(dir, 'content/posts/a.md'), (t) => `${t}more ${command}\n`);
      expect((await runCli([command, '--json'], { cwd: dir, env })).exitCode).toBe(0);
    }
    change(dir);
    for (const command of ['validate', 'build']) {
      const run = await runCli([command, '--json'], { cwd: dir, env });
      expect(run.exitCode, `${command}: ${run.stdout}${run.stderr}`).toBe(1);
      expect(String(run.stdout)).toContain('path-conflict');
      expect(String(run.stdout) + String(run.stderr)).not.toContain('built twice');
    }
  });
});

// Served apart by the edge, but one name on a case-insensitive disk (macOS, Windows): a warning, once
// where two spellings part, located at the content that can move.
test('paths that differ only in case are a path-case warning, once where they part', async () => {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  makeSite(dir);
  appendFileSync(join(dir, 'content/site.yaml'), 'permalinks:\n  post: /{category}/{id}/\n');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, 'content', path)), { recursive: true });
    writeFileSync(join(dir, 'content', path), text);
  };
  const inCategory = (category: string) =>
    `---\ntitle: t\ndate: 2024-01-02\ncategory: ${category}\n---\nbody\n`;
  write('posts/a.md', inCategory('Android'));
  write('posts/b.md', inCategory('android'));
  write('posts/c.md', inCategory('안드로이드'));
  write('static/img/Logo.png', 'x');
  write('static/img/logo.png', 'y');
  // Not the same name: a file /Img.txt beside a folder /img/, and capitals spelled alike everywhere.
  write('static/Img.txt', 'z');
  write('static/Docs/Guide.pdf', 'g');
  write('static/Docs/Other.pdf', 'o');

  const run = await runCli(['validate', '--json'], { cwd: dir });
  expect(run.exitCode, String(run.stdout)).toBe(0);
  const found = JSON.parse(String(run.stdout)).diagnostics as {
    file: string;
    code: string;
    severity: string;
    found: string;
    related?: { file: string }[];
    hint: string;
  }[];
  expect(found.map((d) => `${d.file} ${d.code} ${d.severity} ${d.found}`).sort()).toEqual([
    'content/posts/b.md path-case warning /android and /Android',
    'content/static/img/logo.png path-case warning /img/logo.png and /img/Logo.png',
  ]);
  const post = found.find((d) => d.file === 'content/posts/b.md');
  expect(post?.related?.[0]?.file).toBe('content/posts/a.md');
  expect(post?.hint).toContain('/Android');

  // Remembered with the paths (core/cache.ts pathsRemembered): given again, the same, after an edit
  // the paths do not read, and named as seen from where validate runs.
  appendFileSync(join(dir, 'content/posts/c.md'), '\n한 줄 더.\n');
  const again = await runCli(['validate', '--json'], { cwd: dir });
  expect(JSON.parse(String(again.stdout)).diagnostics).toEqual(JSON.parse(String(run.stdout)).diagnostics);
  appendFileSync(join(dir, 'content/posts/c.md'), '\n또 한 줄.\n');
  const inside = await runCli(['validate', '--json', '--root', '.'], { cwd: join(dir, 'content') });
  expect(
    (JSON.parse(String(inside.stdout)).diagnostics as { file: string }[]).map((d) => d.file).sort(),
  ).toEqual(['posts/b.md', 'static/img/logo.png']);

  // A warning: the build goes on, and the edge serves both spellings.
  const build = await runCli(['build', '--out', 'dist'], { cwd: dir });
  expect(build.exitCode).toBe(0);
  expect(readFileSync(join(dir, 'dist/img/Logo.png'), 'utf8')).toBe('x');
  expect(readFileSync(join(dir, 'dist/img/logo.png'), 'utf8')).toBe('y');

  // Spelled alike, nothing is said.
  write('posts/b.md', inCategory('Android'));
  renameSync(join(dir, 'content/static/img/logo.png'), join(dir, 'content/static/img/other.png'));
  const clean = await runCli(['validate', '--json'], { cwd: dir });
  expect(clean.exitCode).toBe(0);
  expect(JSON.parse(String(clean.stdout)).diagnostics).toEqual([]);
});

test('path-case: a page and its twin are one finding; three spellings, two (each against the first)', async () => {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  makeSite(dir);
  const write = (name: string, front: string) =>
    writeFileSync(join(dir, 'content/posts', name), `---\ntitle: t\ndate: 2024-01-02\n${front}---\nbody\n`);
  // Only the last folder differs (the page's folder and its twin /x/Café.md both part there).
  write('a.md', 'url: /x/Café/\n');
  write('b.md', 'url: /x/café/\n');
  write('c.md', 'category: Android\n');
  write('d.md', 'category: android\n');
  write('e.md', 'category: ANDROID\n');
  appendFileSync(join(dir, 'content/site.yaml'), 'permalinks:\n  post: /{category}/{id}/\n');
  const run = await runCli(['validate', '--json'], { cwd: dir });
  expect(run.exitCode, String(run.stdout)).toBe(0);
  const found = JSON.parse(String(run.stdout)).diagnostics as { file: string; code: string; found: string }[];
  expect(found.map((d) => `${d.file} ${d.code} ${d.found}`).sort()).toEqual([
    'content/posts/b.md path-case /x/café and /x/Café',
    'content/posts/d.md path-case /android and /Android',
    'content/posts/e.md path-case /ANDROID and /Android',
  ]);
});
