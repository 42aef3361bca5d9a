import { describe, expect, test } from 'vitest';
import { absoluteLinks } from '../../src/build/assets.js';
import {
  contentTarget,
  contentTargets,
  findLinks,
  isLocalLink,
  isRelativePageLink,
  resolvedAgainst,
  resolvedPageLink,
} from '../../src/content/links.js';

describe('links found in a post body', () => {
  test.each([
    ['an image', '![그림](my-post/a.png)', ['my-post/a.png'], [[1, 7]]],
    ['a link with a title', '[x](../2023/old.md "제목")', ['../2023/old.md'], [[1, 5]]],
    [
      'an angle-bracketed destination',
      '[x](<a b.png>) [y](<c.png>)',
      ['a b.png', 'c.png'],
      [
        [1, 6],
        [1, 21],
      ],
    ],
    ['a reference definition', 'text\n\n[ref]: images/a.png "t"', ['images/a.png'], [[3, 8]]],
    [
      'two on a line',
      '![a](a.png) and [b](b.md)',
      ['a.png', 'b.md'],
      [
        [1, 6],
        [1, 21],
      ],
    ],
    ['inside a code span', 'see `[x](a.png)` here', [], []],
    ['inside a fenced block', '```md\n![x](a.png)\n```\n', [], []],
    [
      'inside a tilde fence with a backtick fence inside',
      '~~~\n```\n[x](a.png)\n```\n~~~\n[y](b.png)',
      ['b.png'],
      [[6, 5]],
    ],
    ['inside indented code', '    [x](a.png)\n', [], []],
    // A backtick fence's info string holds no backtick (CommonMark): a real blog's line
    // "```Character.Action.PunchKick```으로 …" hid every image after it from the checks.
    [
      'after a line opening with a code span of three backticks',
      '```a.b```으로\n\n![x](a.png)',
      ['a.png'],
      [[3, 6]],
    ],
    [
      'a closing fence with a carriage return (a file saved with CRLF)',
      '```\r\nx\r\n```\r\n[y](b.png)\r\n',
      ['b.png'],
      [[4, 5]],
    ],
    // Destinations as CommonMark reads them (real blogs: Wikipedia URLs, a space typed into a URL).
    [
      'balanced parentheses in a destination',
      '![x](a_(1).png) [w](https://w.example/C_(d)) 끝',
      ['a_(1).png', 'https://w.example/C_(d)'],
      [
        [1, 6],
        [1, 21],
      ],
    ],
    [
      'a title after white space',
      '[x](a.png "t") [y](b.png (t))',
      ['a.png', 'b.png'],
      [
        [1, 5],
        [1, 20],
      ],
    ],
    ['a space inside a destination: no link', '[x](https://v.example/ @a/b) [y](a(b.png) 끝', [], []],
    // What real blogs wrote that looks like a link and is not (markdown-it renders none of these).
    ['an escaped bracket', '\\[이미지](screenshot.png) and \\\\[x](a.png)', ['a.png'], [[1, 34]]],
    ['a ]( with no [ before it', '설명](stray.md) 끝', [], []],
    ['a destination left open at the end of the line', '[x](a.png\n다음 줄 [y](b.png)', ['b.png'], [[2, 10]]],
    [
      'Markdown inside an HTML block is text',
      '<ol>\n  <li>[b](x.md)</li>\n</ol>\n\n[c](c.md)',
      ['c.md'],
      [[5, 5]],
    ],
    [
      'a lone tag after a blank line starts an HTML block too',
      'a\n\n<br>\n[b](x.md)\n\n[c](c.md)',
      ['c.md'],
      [[6, 5]],
    ],
    ['a lone tag cannot interrupt a paragraph', 'a\n<br>\n[b](x.md)', ['x.md'], [[3, 5]]],
    ['an HTML comment block runs to its end', '<!--\n[b](x.md)\n-->\n[c](c.md)', ['c.md'], [[4, 5]]],
    ['an escaped < is no tag', '\\<img src="a.png"> \\\\<img src="b.png">', ['b.png'], [[1, 32]]],
    ['a link text wrapped over two lines', '[여러 줄의\n텍스트](a.png)', ['a.png'], [[2, 6]]],
    [
      'consecutive reference definitions',
      '[a]: a.png\n[b]: b.png',
      ['a.png', 'b.png'],
      [
        [1, 6],
        [2, 6],
      ],
    ],
    ['a definition cannot interrupt a paragraph', 'text\n[a]: a.png', [], []],
    // From the review of session 26: links as markdown-it pairs their brackets and reads their titles.
    ['a link inside a link: the inner one alone', '[a [b](y.md)](x.md)', ['y.md'], [[1, 8]]],
    [
      'an image inside a link: both',
      '[![b](y.png)](x.md)',
      ['y.png', 'x.md'],
      [
        [1, 7],
        [1, 15],
      ],
    ],
    ['a link as the destination of a link', '[a]([b](c.md))', ['[b](c.md)'], [[1, 5]]],
    ['an image inside an inline comment', 'text <!-- ![old](old.png) --> [a](a.md)', ['a.md'], [[1, 35]]],
    ['a title left open', '[a](x.md "t) [b](y.md "t")', ['y.md'], [[1, 18]]],
    ['a title on the next line', '[a](x.md\n"t")', ['x.md'], [[1, 5]]],
    ['a backslash before a space is no escape', '[a](x\\ y.md)', [], []],
    ['a definition followed by something else', '[a]: x.md "t" junk\n\n[b]: y.md "t"', ['y.md'], [[3, 6]]],
    ['an escaped parenthesis', '[x](a\\).png)', ['a\\).png'], [[1, 5]]],
    [
      'a fence whose info string looks like a closing fence does not close it',
      '```\n```kotlin\n[x](a.png)\n```\n[y](b.png)',
      ['b.png'],
      [[5, 5]],
    ],
    ['in a list item', '- [x](a.png)', ['a.png'], [[1, 7]]],
    ['a footnote definition, whose text is no destination', 'a[^n]\n\n[^n]: 측정 기기는 A32', [], []],
    ['an HTML image', '<p>\n<img alt="그림" src="my-post/a.png">\n</p>', ['my-post/a.png'], [[2, 20]]],
    [
      "HTML's src, href and poster, quoted either way or not at all",
      '<a href=\'b.md\'><video poster=p.jpg src="v.mp4"></video></a>',
      ['b.md', 'p.jpg', 'v.mp4'],
      [
        [1, 10],
        [1, 30],
        [1, 41],
      ],
    ],
    [
      'HTML and Markdown on one line, in the order written',
      '[x](a.md) <img src="b.png"> ![y](c.png)',
      ['a.md', 'b.png', 'c.png'],
      [
        [1, 5],
        [1, 21],
        [1, 34],
      ],
    ],
    ['an HTML value with an entity', '<img src="a.png?w=1&amp;h=2">', ['a.png?w=1&h=2'], [[1, 11]]],
    ['HTML in a code span', 'write `<img src="a.png">` for it', [], []],
    ['HTML in a fenced block', '```html\n<img src="a.png">\n```\n', [], []],
    ['HTML in a comment on its line', '<!-- <img src="a.png"> --> <img src="b.png">', ['b.png'], [[1, 38]]],
    ['HTML in a comment over lines', '<!--\n<img src="a.png">\n-->\n<img src="b.png">', ['b.png'], [[4, 11]]],
    ['an HTML value with a template tag', '<img src="{{ site.baseurl }}/a.png">', [], []],
    [
      'a tag over several lines (as an editor wraps it)',
      '<img\n  src="a.png"\n  alt="x">',
      ['a.png'],
      [[2, 8]],
    ],
    [
      'a tag over lines, each value at its line and column; a second on the last line',
      '글머리 <a\n   href="b.md"\n   title="t"><img class="x"\n src=\'c.png\'></a> <img src="d.png">',
      ['b.md', 'c.png', 'd.png'],
      [
        [2, 10],
        [4, 7],
        [4, 29],
      ],
    ],
    ['a tag is not read across a blank line (the paragraph ends)', '<img\n\nsrc="a.png">', [], []],
    [
      'a comment spread over lines hides a tag spread over lines',
      '<!-- <img\nsrc="a.png"> -->\n<img\nsrc="b.png">',
      ['b.png'],
      [[4, 6]],
    ],
    ['a tag over lines starting in a code span is text', '`<img`\nsrc="a.png">', [], []],
    [
      'HTML indented under its block (not code: indented code cannot interrupt it)',
      '<table>\n  <tr>\n    <td><img src="a.png"></td>\n  </tr>\n</table>',
      ['a.png'],
      [[3, 19]],
    ],
    ['an indented line continuing a paragraph', '문단의 첫 줄\n    [x](a.png)', ['a.png'], [[2, 9]]],
    ['indented code after a blank line', '문단\n\n    [x](a.png)\n\n    <img src="b.png">', [], []],
    ['indented code after a fence', '```\nx\n```\n    [x](a.png)', [], []],
    // A list item's own paragraphs after a blank line are indented to its content, often by four.
    [
      "a list item's paragraph indented by four after a blank line",
      '1. 첫째\n\n    ![a](a.png)',
      ['a.png'],
      [[3, 10]],
    ],
    ['indented code inside a list item (four past its content)', '- 항목\n\n      [x](code.png)', [], []],
    [
      "a fence inside a list item, and the item's paragraph after it",
      '1. 항목\n\n    ```\n    [x](a.png)\n    ```\n\n    [y](b.png)',
      ['b.png'],
      [[7, 9]],
    ],
    [
      'a paragraph at the margin ends the list: indented code after it',
      '- 항목\n\n문단\n\n    [x](a.png)',
      [],
      [],
    ],
    // A heading, a quote, HTML or a break ends a list without a blank line (no lazy continuation).
    [
      'a heading right under a list ends it',
      '- 하나\n- 둘\n## 설치\n\n    <img src="/img/logo.png">\n    [다음](a.md)',
      [],
      [],
    ],
    ['a quote right under a list ends it', '- 하나\n> 인용\n\n    [x](code.png)', [], []],
    ['a thematic break is no list item', '- 하나\n\n* * *\n\n    [x](code.png)', [], []],
    ["a paragraph's lazy line keeps the item", '1. 하나\n둘째 줄\n\n    ![a](a.png)', ['a.png'], [[4, 10]]],
    [
      'a code span an editor wrapped hides the tag in it',
      '이미지는 `<img\nsrc="cat.png">`처럼 씁니다.',
      [],
      [],
    ],
    [
      'nested items: the outer one goes on after the inner one ends',
      '1. 바깥\n   - 안\n\n   바깥의 문단 [x](a.png)\n\n       [y](code.png)',
      ['a.png'],
      [[4, 15]],
    ],
    [
      "each URL of a srcset, as HTML splits it (a comma inside a URL is the URL's)",
      '<img srcset="p/a.png 1x, p/a@2x.png 2x" src="p/a.png"><source srcset="p/b.webp,x.webp, p/c.webp">',
      ['p/a.png', 'p/a@2x.png', 'p/a.png', 'p/b.webp,x.webp', 'p/c.webp'],
      [
        [1, 14],
        [1, 26],
        [1, 46],
        [1, 71],
        [1, 88],
      ],
    ],
    [
      "a script's text (a string there is not a tag)",
      '<script>var s = \'<img src="/img/\' + n + \'.png">\';</script> <img src="b.png">',
      ['b.png'],
      [[1, 70]],
    ],
    [
      'a script over lines',
      '<script>\nvar a = "<a href=\'/x.png\'>";\n</script>\n<img src="c.png">',
      ['c.png'],
      [[4, 11]],
    ],
    [
      "a script's own src, and a style's text",
      '<script src="/js/app.js"></script><style>a { background: url("<img src=x.png>") }</style>',
      ['/js/app.js'],
      [[1, 14]],
    ],
    [
      'a comment after <!-- written in a code span',
      'Use `<!--` to hide: <!-- <img src="hidden.png"> --> <img src="shown.png">',
      ['shown.png'],
      [[1, 63]],
    ],
    [
      "character references read, outer spaces dropped, a tag's name and attribute in capitals",
      '<a href=" /q?a=1&quot;b ">x</a> <IMG SRC="&#x2F;i.png">',
      ['/q?a=1"b', '/i.png'],
      [
        [1, 11],
        [1, 43],
      ],
    ],
  ])('%s', (_, body, dests, positions) => {
    const links = findLinks(body);
    expect(links.map((l) => l.dest)).toEqual(dests);
    expect(links.map((l) => [l.line, l.column])).toEqual(positions);
    const read = (text: string) =>
      text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x2F;', '/');
    for (const l of links) expect(read(body.slice(l.start, l.end))).toBe(l.dest);
  });

  test.each([
    ['https://x.example/a', false],
    ['mailto:a@b.c', false],
    ['//cdn.example/a.png', false],
    ['#section', false],
    ['a.png', true],
    ['/images/a.png', true],
    ['../a.md', true],
  ])('%s is local: %s', (dest, local) => {
    expect(isLocalLink(dest)).toBe(local);
  });

  test.each([
    ['posts/2024/p.md', 'p/a.png', 'posts/2024/p/a.png'],
    ['posts/2024/p.md', './p/a.png?v=2#x', 'posts/2024/p/a.png'],
    ['posts/2024/p.md', '../2023/old.md', 'posts/2023/old.md'],
    ['posts/2024/p.md', '/images/a.png', 'static/images/a.png'],
    ['posts/2024/p.md', '%EA%B7%B8%EB%A6%BC.png', 'posts/2024/그림.png'],
    ['posts/2024/p.md', '../../../etc/passwd', undefined],
  ])('from %s, %s is %s', (from, dest, target) => {
    expect(contentTarget(from, dest)).toBe(target);
  });
});

test('a relative path is looked for beside the post, then in the folder named after it', () => {
  expect(contentTargets('posts/2024/p.md', 'a.png')).toEqual(['posts/2024/a.png', 'posts/2024/p/a.png']);
  expect(contentTargets('posts/2024/p.md', 'p/a.png')).toEqual([
    'posts/2024/p/a.png',
    'posts/2024/p/p/a.png',
  ]);
  expect(contentTargets('posts/2024/p.md', '/images/a.png')).toEqual(['static/images/a.png']);
});

describe('relative links written as absolute URLs', () => {
  const urls = new Map([
    ['posts/2024/p/a.png', 'https://x.example/blog/p/a.png'],
    ['posts/2023/old.md', 'https://x.example/blog/old'],
    ['static/images/logo.png', 'https://x.example/images/logo.png'],
  ]);
  test.each([
    ['![a](p/a.png)', '![a](https://x.example/blog/p/a.png)'],
    ['[old](../2023/old.md#part)', '[old](https://x.example/blog/old#part)'],
    ['![l](/images/logo.png)', '![l](https://x.example/images/logo.png)'],
    ['[page](/blog/old)', '[page](https://x.example/blog/old)'],
    ['[ext](https://e.example/a_b)', '[ext](https://e.example/a_b)'],
    ['`[code](p/a.png)`', '`[code](p/a.png)`'],
    ['[ref]: p/a.png', '[ref]: https://x.example/blog/p/a.png'],
    // A Hugo page bundle's body, kept as it was: the image is in the folder named after the post.
    ['![a](a.png)', '![a](https://x.example/blog/p/a.png)'],
    ['![a](./a.png)', '![a](https://x.example/blog/p/a.png)'],
    ['![missing](b.png)', '![missing](b.png)'],
    // Raw HTML too, written back as an attribute's value.
    ['<img src="p/a.png" alt="a">', '<img src="https://x.example/blog/p/a.png" alt="a">'],
    ["<a href='../2023/old.md?a=1&amp;b=2#part'>", "<a href='https://x.example/blog/old?a=1&amp;b=2#part'>"],
    ['<img src=/images/logo.png>', '<img src=https://x.example/images/logo.png>'],
    ['<img src="/it\'s here.png">', '<img src="https://x.example/it%27s%20here.png">'],
    [
      '<img srcset="p/a.png 1x, /images/logo.png 2x">',
      '<img srcset="https://x.example/blog/p/a.png 1x, https://x.example/images/logo.png 2x">',
    ],
    // A published file's query and fragment are kept.
    ['![l](/images/logo.png?v=2)', '![l](https://x.example/images/logo.png?v=2)'],
  ])('%s', (body, expected) => {
    expect(absoluteLinks(body, 'posts/2024/p.md', urls, 'https://x.example')).toBe(expected);
  });

  test('on a site under a path, raw HTML may name the path itself, as a browser reads it; Markdown is under it', () => {
    const under = new Map([['static/img/a.png', 'https://x.example/blog/img/a.png']]);
    const body =
      '<img src="/blog/img/a.png"> <img src="/img/a.png"> <a href="/blog/2023/x">x</a> <a href="/blog">홈</a> ![m](/blog/img/a.png)' +
      ' <a href="/blog?page=2">2</a> <a href="/blog#top">위</a> <a href="/blogs/x">x</a>';
    expect(absoluteLinks(body, 'posts/2024/p.md', under, 'https://x.example/blog')).toBe(
      '<img src="https://x.example/blog/img/a.png"> <img src="https://x.example/blog/img/a.png"> ' +
        '<a href="https://x.example/blog/2023/x">x</a> <a href="https://x.example/blog/">홈</a> ' +
        '![m](https://x.example/blog/blog/img/a.png)' +
        ' <a href="https://x.example/blog/?page=2">2</a> <a href="https://x.example/blog/#top">위</a>' +
        ' <a href="https://x.example/blog/blogs/x">x</a>',
    );
  });
});

describe('a relative link to a page, resolved against the post page', () => {
  test('as the WHATWG URL parser resolves it, for every mix of names and dot segments', () => {
    const pages = ['/blog/p', '/blog/p/', '/2024/01/p.html'];
    const parts = ['a', '.', '..', '%2e', '%2E%2e', ''];
    let compared = 0;
    for (const page of pages)
      for (const a of parts)
        for (const b of parts)
          for (const c of ['b', 'b/', '..', '.']) {
            const dest = `${a}/${b}/${c}`.replace(/^\/+/, '');
            for (const suffix of ['', '?q=1', '#x'])
              if (isRelativePageLink(dest + suffix)) {
                expect(resolvedAgainst(page, dest + suffix), `${page} ${dest}${suffix}`).toBe(
                  new URL(dest + suffix, `https://x.example${page}`).href.slice('https://x.example'.length),
                );
                compared++;
              }
          }
    expect(compared).toBeGreaterThan(300);
  });

  test('its characters as written, never encoded; never above the root', () => {
    expect(resolvedAgainst('/blog/p/', '../한글 글/')).toBe('/blog/한글 글/');
    expect(resolvedAgainst('/blog/p', 'a\\_b#제목')).toBe('/blog/a\\_b#제목');
    expect(resolvedAgainst('/p', '../../../q')).toBe('/q');
    // What no address written in its place keeps as the same link is left as written.
    expect(resolvedPageLink('/p', '[https://nunit.org/](https://nunit.org/)')).toBeUndefined();
    expect(resolvedPageLink('/p', '../a b/')).toBeUndefined();
    expect(resolvedPageLink('/p', 'github.com/me/repo')).toBeUndefined();
    expect(resolvedPageLink('/a/p', '../b/')).toBe('/b/');
  });

  test("in a body, from the post's own URL; within a site under a path, `..` stops at that path", () => {
    const urls = new Map([['posts/2024/p.md', 'https://x.example/blog/2024/p/']]);
    const body =
      '[a](../q/) [b](../../../../x) <a href="sib?x=1&amp;y=2">s</a> [w](github.com/me) [f](f.zip) [t](#top)';
    expect(absoluteLinks(body, 'posts/2024/p.md', urls, 'https://x.example/blog')).toBe(
      '[a](https://x.example/blog/2024/q/) [b](https://x.example/blog/x) ' +
        '<a href="https://x.example/blog/2024/p/sib?x=1&amp;y=2">s</a> [w](github.com/me) [f](f.zip) [t](#top)',
    );
  });

  test('a page link has no extension and is more than a query or fragment', () => {
    expect(['../other/', 'sibling', 'a/b?x=1', 'github.com/me'].map(isRelativePageLink)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['a.md', 'b.png#x', '?q=1', '#top', '/root/'].map(isRelativePageLink)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
