import { expect, test } from 'vitest';
import { absoluteUrl } from '../../src/build/url.js';

// absoluteUrl joins a path it need not encode as it is: the same URL as encoding every segment.
const encoded = (base: string, path: string) => `${base}${path.split('/').map(encodeURIComponent).join('/')}`;

test('a path is joined as encoding each segment joins it, whether or not it needs encoding', () => {
  const base = 'https://example.com';
  const paths = [
    '',
    '/',
    '/api/posts.json',
    '/blog/2024/01/hello-world/',
    "/a_b.c!d~e*f'g(h)/",
    '/블로그/태그/코틀린/',
    '/tags/c++/',
    '/tags/c#/',
    '/a b/',
    '/100%/',
    '/q?x=1&y=2',
    '/ｆｕｌｌ/',
    '/emoji/😀/',
    '/lone/\ud800/',
  ];
  // And every ASCII character on its own, control characters and DEL too.
  for (let c = 0; c < 0x80; c++) paths.push(`/x${String.fromCharCode(c)}y/`);
  for (const path of paths) {
    let expected: string | Error;
    try {
      expected = encoded(base, path);
    } catch (error) {
      expected = error as Error;
    }
    if (expected instanceof Error)
      expect(() => absoluteUrl(base, path)).toThrow(expected.constructor as never);
    else expect(absoluteUrl(base, path)).toBe(expected);
  }
  expect(absoluteUrl(base, '/태그/')).toBe('https://example.com/%ED%83%9C%EA%B7%B8/');
  expect(absoluteUrl(base, '/a b/')).toBe('https://example.com/a%20b/');
});
