import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

/*
 * Raw HTML in a post (`<img src>`, `<a href>`, `<video poster>`), common in blogs brought from Jekyll or
 * Hugo, is checked and rewritten as its Markdown is: validate names a target that is not there, and the
 * build points every output at the published file, whatever URL the post's page has.
 */
describe("a post's raw HTML links and images", () => {
  test('a missing target is a finding at its line and column; the others reach their files from the page, the twin and the feed', async () => {
    await inTempSite('minimal', async (dir) => {
      const config = join(dir, 'content/site.yaml');
      // Pages one folder deeper than the post's file: a relative src left as written would miss.
      writeFileSync(config, `${readFileSync(config, 'utf8')}permalinks:\n  post: /글/{year}/{id}\n`);
      mkdirSync(join(dir, 'content/posts/2024/first-post'), { recursive: true });
      writeFileSync(join(dir, 'content/posts/2024/first-post/사진.png'), 'png');
      mkdirSync(join(dir, 'content/static/img'), { recursive: true });
      writeFileSync(join(dir, 'content/static/img/logo.gif'), 'gif');
      const post = join(dir, 'content/posts/2024/first-post.md');
      const html = [
        '',
        '<figure><img src="first-post/사진.png" alt="사진"></figure>',
        '',
        '<img src="/img/logo.gif"> <a href="second-post.md">둘째 글</a>',
        '',
        '<!-- <img src="first-post/old.png"> -->',
        '',
        '<p><img src=first-post/사진.png></p>',
        '',
        '<p><img srcset="first-post/사진.png 2x" alt="두 배"></p>',
        '',
        '<pre>&lt;a href="https://minimal.example/shown"&gt;</pre>',
        '',
        // Tags an editor wrapped: in a paragraph (inline HTML) and in an HTML block.
        '가운데 <img',
        '  src="first-post/사진.png"',
        '  width="60%"> 정렬',
        '',
        '<figure>',
        '  <img class="wide"',
        '       src="/img/logo.gif"',
        '       alt="로고">',
        '</figure>',
      ].join('\n');
      writeFileSync(post, `${readFileSync(post, 'utf8')}${html}\n`);

      // Only the HTML points at it: validate finds it (not a build that publishes a broken image).
      const broken = readFileSync(post, 'utf8');
      const bodyLines = broken.split('\n').length;
      writeFileSync(
        post,
        `${broken}\n<p><video poster="first-post/없는.jpg"></video></p>\n\n<img\n  src="first-post/없는.png">\n`,
      );
      const found = await runCli(['validate', '--json'], { cwd: dir });
      expect(found.exitCode).toBe(1);
      const findings = JSON.parse(String(found.stdout)).diagnostics as {
        file: string;
        line: number;
        column: number;
        code: string;
        found: string;
      }[];
      expect(findings.map((f) => [f.file, f.line, f.column, f.code, f.found])).toEqual([
        [
          join('content', 'posts', '2024', 'first-post.md'),
          bodyLines + 1,
          19,
          'link-target-missing',
          '"first-post/없는.jpg"',
        ],
        [
          join('content', 'posts', '2024', 'first-post.md'),
          bodyLines + 4,
          8,
          'link-target-missing',
          '"first-post/없는.png"',
        ],
      ]);
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(1);
      writeFileSync(post, broken);

      const built = await runCli(['build', '-q'], { cwd: dir });
      expect(built.exitCode, String(built.stderr)).toBe(0);
      const read = (path: string) => readFileSync(join(dir, 'dist', path), 'utf8');
      const photo = `/${encodeURIComponent('글')}/2024/first-post/${encodeURIComponent('사진')}.png`;
      // Published where the page's src says: the page under /글/2024/first-post/, the image beside it.
      expect(read(decodeURIComponent(photo))).toBe('png');
      const page = read('글/2024/first-post/index.html');
      expect(page).toContain(`<img src="${photo}" alt="사진">`);
      expect(page).toContain('<img src="/img/logo.gif">');
      expect(page).toContain(`<a href="/${encodeURIComponent('글')}/2024/second-post">둘째 글</a>`);
      // A commented-out image is left as written; an unquoted value is found; text that shows a
      // tag (escaped) is text.
      expect(page).toContain('<!-- <img src="first-post/old.png"> -->');
      expect(page).toContain(`<p><img src=${photo}></p>`);
      expect(page).toContain(`<img srcset="${photo} 2x" alt="두 배">`);
      expect(page).toContain('<pre>&lt;a href="https://minimal.example/shown"&gt;</pre>');
      expect(page).toContain(`가운데 <img\n  src="${photo}"\n  width="60%"> 정렬`);
      expect(page).toContain('<img class="wide"\n       src="/img/logo.gif"\n       alt="로고">');
      // The twin and the feed are read away from the site: absolute URLs.
      const twin = read('글/2024/first-post.md');
      expect(twin).toContain(`<img src="https://minimal.example${photo}" alt="사진">`);
      expect(twin).toContain('<img src="https://minimal.example/img/logo.gif">');
      expect(twin).toContain(`<img\n  src="https://minimal.example${photo}"\n  width="60%">`);
      expect(twin).toContain('<img class="wide"\n       src="https://minimal.example/img/logo.gif"');
      expect(read('feed.xml')).toContain(`src=&quot;https://minimal.example${photo}&quot;`);
    });
  });
});
