import { describe, expect, test } from 'vitest';
import { absoluteLinks } from '../../src/build/assets.js';
import { contentTarget, contentTargets, findLinks, isLocalLink } from '../../src/content/links.js';

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
    ['a tag over several lines (not read)', '<img\n  src="a.png">', [], []],
  ])('%s', (_, body, dests, positions) => {
    const links = findLinks(body);
    expect(links.map((l) => l.dest)).toEqual(dests);
    expect(links.map((l) => [l.line, l.column])).toEqual(positions);
    for (const l of links) expect(body.slice(l.start, l.end).replaceAll('&amp;', '&')).toBe(l.dest);
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
  ])('%s', (body, expected) => {
    expect(absoluteLinks(body, 'posts/2024/p.md', urls, 'https://x.example')).toBe(expected);
  });
});
