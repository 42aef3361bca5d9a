import { describe, expect, test } from 'vitest';
import {
  cloudfrontPath,
  cloudfrontPurger,
  invalidationPaths,
  MAX_PATHS,
} from '../../src/publish/cloudfront.js';
import { DEFAULT_RETRY } from '../../src/publish/retry.js';

describe('CloudFront invalidation paths', () => {
  test.each([
    ['https://x.example', '/api/posts.json', '/api/posts.json'],
    ['https://x.example', '/blog/tags/코루틴.md', '/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4.md'],
    // As the site links it: the cached copy is keyed by what viewers request.
    ['https://x.example', '/blog/tags/c++.md', '/blog/tags/c%2B%2B.md'],
    ['https://x.example', '/blog/tags/c#.md', '/blog/tags/c%23.md'],
    ['https://x.example', '/blog/tags/a b.md', '/blog/tags/a%20b.md'],
    // RFC 1738 calls ~ unsafe; encodeURIComponent leaves it.
    ['https://x.example', '/a~b.md', '/a%7Eb.md'],
    ['https://x.example', '/blog/tags/café.md', '/blog/tags/caf%C3%A9.md'],
    ['https://x.example', '/blog/tags/🚀.md', '/blog/tags/%F0%9F%9A%80.md'],
    // A base_url with a path prefixes every URL path; the host and port never appear.
    ['https://x.example/site', '/feed.xml', '/site/feed.xml'],
    ['https://x.example:8443/site', '/blog/tags/코루틴.md', '/site/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4.md'],
    ['https://x.example/블로그', '/feed.xml', '/%EB%B8%94%EB%A1%9C%EA%B7%B8/feed.xml'],
    ['https://x.example/a%20b', '/feed.xml', '/a%20b/feed.xml'],
  ])('%s + %s → %s', (base, path, expected) => {
    const got = cloudfrontPath(base, path);
    expect(got).toBe(expected);
    expect(got.startsWith('/')).toBe(true);
    expect(got).toMatch(/^[!-~]+$/);
  });

  const many = (n: number, tag = '글') => Array.from({ length: n }, (_, i) => `/blog/tags/${tag}-${i}.md`);
  test.each<[string, number, string, { count: number; wildcard: boolean; to?: string }]>([
    ['none', 0, 'https://x.example', { count: 0, wildcard: false }],
    ['one', 1, 'https://x.example', { count: 1, wildcard: false }],
    ['exactly the limit', MAX_PATHS, 'https://x.example', { count: MAX_PATHS, wildcard: false }],
    ['one more than the limit', MAX_PATHS + 1, 'https://x.example', { count: 1, wildcard: true, to: '/*' }],
    ['10,000 paths', 10_000, 'https://x.example', { count: 1, wildcard: true, to: '/*' }],
    [
      'past the limit under a base path',
      MAX_PATHS + 1,
      'https://x.example/site',
      { count: 1, wildcard: true, to: '/site/*' },
    ],
  ])('%s (%i stale paths)', (_, n, base, expected) => {
    const result = invalidationPaths(base, many(n));
    expect(result.paths).toHaveLength(expected.count);
    expect(result.wildcard).toBe(expected.wildcard);
    expect(result.stale).toBe(n);
    if (expected.to) expect(result.paths).toEqual([expected.to]);
    else expect(result.paths).toEqual(many(n).map((p) => cloudfrontPath(base, p)));
  });

  test('a path named twice (a changed file also deleted) is listed once', () => {
    expect(invalidationPaths('https://x.example', ['/a.md', '/b.md', '/a.md']).paths).toEqual([
      '/a.md',
      '/b.md',
    ]);
  });

  test('the preview says how many paths, and says so when it falls back to the wildcard', () => {
    const purger = cloudfrontPurger('E2EXAMPLE', {
      cwd: '/',
      concurrency: 1,
      retry: DEFAULT_RETRY,
      debug: () => {},
    });
    expect(purger.preview(['/a.md', '/blog/tags/코루틴.md'], 'https://x.example')).toEqual({
      cdn: 'cloudfront',
      summary: 'invalidate 2 paths in CloudFront distribution E2EXAMPLE',
      count: 2,
    });
    const wide = purger.preview(many(MAX_PATHS + 5), 'https://x.example');
    expect(wide).toMatchObject({ count: 1, wildcard: true });
    expect(wide.summary).toBe(
      `invalidate /* (${MAX_PATHS + 5} changed paths, more than the ${MAX_PATHS} one invalidation may list) in CloudFront distribution E2EXAMPLE`,
    );
  });
});
