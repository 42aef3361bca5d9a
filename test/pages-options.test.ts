import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

/* What an owner changes without forking: pages switched off, settings, their own CSS and templates. */

const build = (dir: string, ...args: string[]) => runCli(['build', '-q', ...args], { cwd: dir });
const read = (dir: string, path: string) => readFileSync(join(dir, 'dist', path), 'utf8');
const theme = (dir: string, name: string, text: string) => {
  mkdirSync(join(dir, 'content', 'theme'), { recursive: true });
  writeFileSync(join(dir, 'content', 'theme', name), text);
};

describe('site.yaml', () => {
  test('pages: false builds what a build without pages builds: no HTML but the plain 404 page', async () => {
    await inTempSite('minimal', async (dir) => {
      appendFileSync(join(dir, 'content/site.yaml'), 'pages: false\n');
      const result = await build(dir);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      expect(existsSync(join(dir, 'dist/index.html'))).toBe(false);
      expect(existsSync(join(dir, 'dist/site.css'))).toBe(false);
      expect(existsSync(join(dir, 'dist/blog/first-post/index.html'))).toBe(false);
      expect(read(dir, '404.html')).toContain('href="https://minimal.example/api/index.json"');
      const manifest = JSON.parse(read(dir, '.site-api-manifest.json'));
      const html = JSON.stringify(manifest).match(/\.html"/g) ?? [];
      expect(html).toHaveLength(1);
    });
  });

  test('without projects or experience, the default navigation, the sitemap and the home twin leave them out', async () => {
    await inTempSite('minimal', async (dir) => {
      const nav = () => /<nav[^>]*>([\s\S]*?)<\/nav>/.exec(read(dir, 'index.html'))?.[1] ?? '';
      expect((await build(dir)).exitCode).toBe(0);
      expect(nav()).toContain('href="/projects"');
      expect(nav()).toContain('href="/experience"');
      rmSync(join(dir, 'content/projects'), { recursive: true });
      const result = await build(dir);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      expect(nav()).not.toContain('href="/projects"');
      expect(nav()).toContain('href="/experience"');
      expect(read(dir, 'sitemap.xml')).not.toContain('<loc>https://minimal.example/projects</loc>');
      expect(read(dir, 'sitemap.xml')).toContain('<loc>https://minimal.example/experience</loc>');
      expect(read(dir, 'index.md')).not.toContain('/projects.md');
      expect(read(dir, 'index.md')).toContain('/experience.md');
      // Still built, for a link an owner wrote.
      expect(existsSync(join(dir, 'dist/projects/index.html'))).toBe(true);
      rmSync(join(dir, 'content/experience'), { recursive: true });
      expect((await build(dir)).exitCode).toBe(0);
      expect(nav()).not.toContain('href="/experience"');
      expect(nav()).toContain('href="/blog"');
      expect(read(dir, 'sitemap.xml')).not.toContain('<loc>https://minimal.example/experience</loc>');
    });
  });

  test('markdown.hard_breaks: a line break in a paragraph is a <br> on the page and in the feed; changed, the cached pages are made again', async () => {
    await inTempSite('minimal', async (dir) => {
      appendFileSync(join(dir, 'content/posts/2024/first-post.md'), '\n한 줄에 한 문장.\n다음 문장.\n');
      const feed = () => read(dir, 'feed.xml');
      expect((await build(dir)).exitCode).toBe(0);
      expect(read(dir, 'blog/first-post/index.html')).toContain('<p>한 줄에 한 문장.\n다음 문장.</p>');
      appendFileSync(join(dir, 'content/site.yaml'), 'markdown:\n  hard_breaks: true\n');
      const result = await build(dir);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      expect(read(dir, 'blog/first-post/index.html')).toContain('<p>한 줄에 한 문장.<br>\n다음 문장.</p>');
      expect(feed()).toContain('한 줄에 한 문장.&lt;br&gt;\n다음 문장.');
      // The Markdown twin keeps the text as written.
      expect(read(dir, 'blog/first-post.md')).toContain('한 줄에 한 문장.\n다음 문장.');
    });
  });

  test('navigation, accent colours and footer come from pages: in site.yaml', async () => {
    await inTempSite('minimal', async (dir) => {
      appendFileSync(
        join(dir, 'content/site.yaml'),
        `pages:
  navigation:
    - { label: 글, url: /blog }
    - { label: GitHub, url: "https://github.com/minimal-example" }
  accent: "#7a1fa2"
  accent_dark: "#e1a6ff"
  footer: "© 2026 최소 <주식회사>"
`,
      );
      const result = await build(dir);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      const home = read(dir, 'index.html');
      expect(home).toContain('<li><a href="/blog">글</a></li>');
      expect(home).toContain('<li><a href="https://github.com/minimal-example">GitHub</a></li>');
      expect(home).not.toContain('href="/projects">');
      expect(home).toContain('<p>© 2026 최소 &lt;주식회사&gt;</p>');
      expect(read(dir, 'blog/first-post/index.html')).toContain('<a href="/blog" aria-current="page">글</a>');
      const css = read(dir, 'site.css');
      expect(css).toContain(':root { --accent: #7a1fa2; }');
      expect(css).toContain('@media (prefers-color-scheme: dark) { :root { --accent: #e1a6ff; } }');
    });
  });

  test('a bad setting is a validate finding with its place and what was expected', async () => {
    await inTempSite('minimal', async (dir) => {
      appendFileSync(join(dir, 'content/site.yaml'), 'pages:\n  accent: red\n');
      const result = await runCli(['validate', '--json'], { cwd: dir });
      expect(result.exitCode).toBe(1);
      const report = JSON.parse(String(result.stdout));
      const finding = report.diagnostics.find((d: { pointer: string }) => d.pointer.startsWith('/pages'));
      expect(finding, JSON.stringify(report.diagnostics)).toBeDefined();
      expect(finding.file).toBe('content/site.yaml');
    });
  });
});

describe('content/theme/', () => {
  test('style.css is appended to the default CSS; a kind’s template replaces the default and still escapes', async () => {
    await inTempSite('minimal', async (dir) => {
      theme(dir, 'style.css', '.mine { color: rebeccapurple; }\n');
      theme(
        dir,
        'post.liquid',
        `{% layout "layout" %}{% block content %}<h1 class="mine">{{ post.title }}</h1>
<p>{{ "<b>bold</b>" }}</p>{{ post.html | raw }}{% endblock %}`,
      );
      const result = await build(dir);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      const css = read(dir, 'site.css');
      expect(css.indexOf('.mine { color: rebeccapurple; }')).toBeGreaterThan(css.indexOf('--accent'));
      const post = read(dir, 'blog/first-post/index.html');
      expect(post).toMatch(/<h1 class="mine">[^<]+<\/h1>/);
      expect(post).toContain('&lt;b&gt;bold&lt;/b&gt;');
      // The layout (and so the skip link, the alternates) is still the default one.
      expect(post).toContain('<a class="skip" href="#main">');
      expect(read(dir, 'index.html')).not.toContain('class="mine"');
    });
  });

  test.each([
    ['a tag that does not close', '{% if post.title %}\n<h1>x</h1>\n', 2],
    ['a filter Liquid does not have', '<h1>\n  {{ post.title | shell: "ls" }}</h1>', 2],
  ])('%s is a validate finding at its line, and the build refuses', async (_what, text, line) => {
    await inTempSite('minimal', async (dir) => {
      theme(dir, 'post.liquid', text);
      const result = await runCli(['validate', '--json'], { cwd: dir });
      expect(result.exitCode).toBe(1);
      const [finding] = JSON.parse(String(result.stdout)).diagnostics;
      expect(finding).toMatchObject({
        file: 'content/theme/post.liquid',
        code: 'template-syntax',
        severity: 'error',
      });
      expect(finding.line).toBeGreaterThanOrEqual(1);
      expect(finding.line).toBeLessThanOrEqual(line);
      expect(finding.hint).toContain('default template');
      expect((await build(dir)).exitCode).toBe(1);
      expect(existsSync(join(dir, 'dist'))).toBe(false);
    });
  });

  test("Liquid's date filter writes the site's language and time zone, whatever the machine's", async () => {
    await inTempSite('minimal', async (dir) => {
      // The fast walk (no layout) and liquidjs as a whole (a layout and blocks) both.
      theme(dir, 'post.liquid', '<p id="d">{{ post.date | date: "%B %A %H:%M" }}</p>');
      theme(
        dir,
        'tag.liquid',
        '{% layout "layout" %}{% block content %}<p id="d">{% for p in posts limit: 1 %}{{ p.date | date: "%B %A %H:%M" }}{% endfor %}</p>{% endblock %}',
      );
      const machine = (lang: string, tz: string) => ({ LC_ALL: lang, LANG: lang, TZ: tz });
      const built = await runCli(['build', '-q'], {
        cwd: dir,
        env: machine('de_DE.UTF-8', 'America/Los_Angeles'),
      });
      expect(built.exitCode, String(built.stderr)).toBe(0);
      const fresh = await runCli(['build', '-q', '--no-cache', '--out', 'fresh'], {
        cwd: dir,
        env: machine('C.UTF-8', 'UTC'),
      });
      expect(fresh.exitCode, String(fresh.stderr)).toBe(0);
      // 2024-01-02T09:00:00+09:00 in the site's Asia/Seoul: a Tuesday, 09:00 (Monday 16:00 in Los Angeles).
      expect(read(dir, 'blog/first-post/index.html')).toContain('<p id="d">1월 화요일 09:00</p>');
      const tags = JSON.parse(read(dir, 'api/tags.json')).tags;
      for (const page of ['blog/first-post/index.html', `blog/tags/${tags[0].slug}/index.html`]) {
        const html = read(dir, page);
        expect(html).toMatch(/<p id="d">\d{1,2}월 [월화수목금토일]요일 \d\d:\d\d<\/p>/);
        expect(readFileSync(join(dir, 'fresh', page), 'utf8')).toBe(html);
      }
      // Another time zone for the site: the pages the cache kept are made again.
      const config = join(dir, 'content', 'site.yaml');
      writeFileSync(config, readFileSync(config, 'utf8').replace('timezone: Asia/Seoul', 'timezone: UTC'));
      const again = await runCli(['build', '-q'], {
        cwd: dir,
        env: machine('de_DE.UTF-8', 'America/Los_Angeles'),
      });
      expect(again.exitCode, String(again.stderr)).toBe(0);
      expect(read(dir, 'blog/first-post/index.html')).toContain('<p id="d">1월 화요일 00:00</p>');
    });
  });

  test('a template reads data, never code: object internals are not reachable', async () => {
    await inTempSite('minimal', async (dir) => {
      theme(
        dir,
        'tag.liquid',
        '<p id="x">[{{ page.constructor }}][{{ page.__proto__ }}][{{ page.toString }}][{{ posts.size }}]</p>',
      );
      const result = await build(dir);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      const tags = JSON.parse(read(dir, 'api/tags.json')).tags;
      const html = read(dir, `blog/tags/${tags[0].slug}/index.html`);
      expect(html).toContain(`<p id="x">[][][][${tags[0].count}]</p>`);
    });
  });
});

test('a base URL with a path: links carry the path, canonical URLs are absolute', async () => {
  await inTempSite('minimal', async (dir) => {
    const result = await build(dir, '--base-url', 'https://minimal.example/notes');
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const home = read(dir, 'index.html');
    expect(home).toContain('<a class="brand" href="/notes/">');
    expect(home).toContain('<li><a href="/notes/blog">');
    expect(home).toContain('href="/notes/site.css"');
    expect(home).toContain('<link rel="canonical" href="https://minimal.example/notes/">');
    expect(read(dir, 'blog/first-post/index.html')).toContain(
      'type="text/markdown" href="/notes/blog/first-post.md"',
    );
  });
});
