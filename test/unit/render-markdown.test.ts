import { describe, expect, test } from 'vitest';
import { markdownRenderer } from '../../src/build/render-markdown.js';

/*
 * A feed entry's HTML is read far from the site: every link and image of the body's raw HTML is made
 * absolute against the post's page (what build/assets.ts absoluteLinks left: a page, not a file), and
 * only in tags, as a browser reads them.
 */
describe("a feed entry's raw HTML", () => {
  const render = (body: string) =>
    markdownRenderer('https://x.example/blog').render(body, 'https://x.example/blog/2024/post/');

  test('values in tags are made absolute: href, src, each srcset URL, a tag spread over lines', () => {
    const html = render(
      [
        '<p><a href="../about/">소개</a> <img srcset="a.png 1x, b.png 2x"></p>',
        '',
        '본문 <img',
        '  src=\'c.png?x=1&amp;y=2\' alt="그림"> 끝',
      ].join('\n'),
    );
    expect(html).toContain('<a href="https://x.example/blog/2024/about/">소개</a>');
    expect(html).toContain(
      '<img srcset="https://x.example/blog/2024/post/a.png 1x, https://x.example/blog/2024/post/b.png 2x">',
    );
    expect(html).toContain('<img\n  src=\'https://x.example/blog/2024/post/c.png?x=1&amp;y=2\' alt="그림">');
  });

  test("a script's strings, a comment and absolute values stay as written", () => {
    const body = [
      '<script>',
      'document.body.innerHTML = \'<img src="p.png">\';',
      '</script>',
      '',
      '<!-- <img src="old.png"> -->',
      '',
      '<a href="https://elsewhere.example/a?b&amp;c">밖</a>',
    ].join('\n');
    const html = render(body);
    expect(html).toContain('document.body.innerHTML = \'<img src="p.png">\';');
    expect(html).toContain('<!-- <img src="old.png"> -->');
    expect(html).toContain('<a href="https://elsewhere.example/a?b&amp;c">밖</a>');
  });
});
