import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { hostFiles, jekyllPages, rootPaths, servedFile } from '../../src/import/files.js';

/*
 * Which files of an old site an import copies into static/ (import/files.ts): the ones its posts
 * link root-relative and the host files of its root; never one outside the old site's folder, a
 * hidden or underscore one, or a page the generator rendered.
 */

const dir = mkdtempSync(join(tmpdir(), 'site-api-import-files-'));
const old = join(dir, 'old');
const put = (rel: string, text = 'x') => {
  mkdirSync(join(old, rel, '..'), { recursive: true });
  writeFileSync(join(old, rel), text);
};
put('assets/img/a.png');
put('assets/img/그림 1.png');
put('assets/.hidden/a.png');
put('_includes/figure.html');
put('assets/page.md', '---\ntitle: x\n---\n');
put('CNAME', 'blog.example\n');
put('favicon.ico');
put('ads.txt');
put('google0123456789abcdef.html', 'google-site-verification: google0123456789abcdef.html');
put('README.md');
writeFileSync(join(dir, 'secret.txt'), 'outside');
symlinkSync(join(dir, 'secret.txt'), join(old, 'assets/img/link.png'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('servedFile', () => {
  test('a plain file under the root, by its path (encoded or not, with a query)', () => {
    expect(servedFile(old, '/assets/img/a.png')).toBe(join(old, 'assets/img/a.png'));
    expect(servedFile(old, '/assets/img/a.png?v=2#x')).toBe(join(old, 'assets/img/a.png'));
    expect(servedFile(old, `/assets/img/${encodeURIComponent('그림 1.png')}`)).toBe(
      join(old, 'assets/img/그림 1.png'),
    );
  });

  test('never a file outside the root, hidden, under an underscore folder, a page, or a folder', () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/img/link.png',
      '/assets/.hidden/a.png',
      '/_includes/figure.html',
      '/assets/page.md',
      '/assets/img',
      '/assets/img/none.png',
      '/%E0%A4%A.png',
      '/',
    ])
      expect(servedFile(old, path), path).toBeUndefined();
  });
});

test('hostFiles: the root files a host or a search engine reads, nothing else', () => {
  expect(hostFiles(old).map((f) => f.path)).toEqual([
    '/CNAME',
    '/ads.txt',
    '/favicon.ico',
    '/google0123456789abcdef.html',
  ]);
});

test('rootPaths: Markdown destinations, HTML attributes and include or shortcode parameters, root-relative only', () => {
  const body = [
    '![a](/assets/img/a.png) [b](https://x.example/b.png) [c](c.png) [d](//cdn.example/d.png)',
    '<img src="/assets/img/e.png?v=1"> <video poster=\'/p.jpg\'></video>',
    '{% include figure.html url="/assets/img/f.png" description="f" %}',
    '{{< figure src="/images/g.png" caption="g" >}}',
    '```',
    '![code](/in-code.png)',
    '```',
  ].join('\n');
  expect(rootPaths(body).sort()).toEqual([
    '/assets/img/a.png',
    '/assets/img/e.png',
    '/assets/img/f.png',
    '/images/g.png',
    '/p.jpg',
  ]);
});

test('jekyllPages: pages with front matter outside underscore folders, or in one `include:` names', () => {
  put('about.md', '---\ntitle: About\npermalink: /about/\n---\n');
  put('_pages/privacy.md', '---\ntitle: Privacy\n---\n');
  put('index.html', '---\nlayout: home\n---\n');
  put('blog/old.html', '---\ntitle: Old\n---\n');
  const permalinks: Record<string, string> = { [join(old, 'about.md')]: '/about/' };
  expect(jekyllPages(old, [], [], (file) => permalinks[file])).toEqual([
    { file: 'about.md', path: '/about/' },
    { file: 'assets/page.md', path: '/assets/page.html' },
    { file: 'blog/old.html', path: '/blog/old.html' },
  ]);
  expect(jekyllPages(old, ['_pages'], [], () => undefined).map((p) => p.file)).toContain('_pages/privacy.md');
  // `exclude:` as Jekyll matches it: a folder with or without its slashes, a glob; others stay.
  put('docs/landing.md', '---\npermalink: /index.html\n---\n');
  put('test/x.md', '---\ntitle: X\n---\n');
  put('notes/draft-1.md', '---\ntitle: D\n---\n');
  expect(
    jekyllPages(old, [], ['/docs', 'test/', 'notes/draft-*.md'], () => undefined).map((p) => p.file),
  ).toEqual(['about.md', 'assets/page.md', 'blog/old.html']);
  // Jekyll's matching: a bare prefix (`draft` also takes `drafts/`), a glob whose `*` crosses `/`;
  // what include: names is read all the same.
  put('drafts/y.md', '---\ntitle: Y\n---\n');
  expect(
    jekyllPages(old, ['blog/old.html'], ['draft', 'docs', 'te', 'notes', 'b*.html'], () => undefined).map(
      (p) => p.file,
    ),
  ).toEqual(['about.md', 'assets/page.md', 'blog/old.html']);
  expect(
    jekyllPages(old, [], ['*/*.md', 'docs', 'test', 'notes', 'drafts'], () => undefined).map((p) => p.file),
  ).toEqual(['about.md', 'blog/old.html']);
  // A site whose permalink ends in / (or is pretty): Jekyll gives its pages a folder URL too.
  expect(jekyllPages(old, [], ['docs', 'test', 'notes', 'drafts'], () => undefined, true)).toEqual([
    { file: 'about.md', path: '/about/' },
    { file: 'assets/page.md', path: '/assets/page/' },
    { file: 'blog/old.html', path: '/blog/old/' },
  ]);
});
