import { describe, expect, test } from 'vitest';
import { linksOf, linkTarget } from '../../src/conformance/links.js';
import { compareJson, describeItem, fieldChanges, jsonChanges } from '../../src/diff/compare.js';
import { headerDrift, isHtmlStandIn, namedFiles, pathOf } from '../../src/diff/live.js';

const post = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `T ${id}`,
  tags: ['Kotlin'],
  ...extra,
});
const posts = (...items: unknown[]) => ({ count: items.length, generated_at: 'G1', posts: items });

describe('jsonChanges: lists by id, field by field', () => {
  test.each([
    ['no change', posts(post('a')), posts(post('a')), []],
    ['generated_at alone', posts(post('a')), { ...posts(post('a')), generated_at: 'G2' }, []],
    ['a post added', posts(post('a')), posts(post('b'), post('a')), ['post b added']],
    ['a post removed', posts(post('a'), post('b')), posts(post('a')), ['post b removed']],
    [
      'title and tags of one post',
      posts(post('korutin-flow')),
      posts(post('korutin-flow', { title: 'New', tags: ['Kotlin', 'Flow'] })),
      ['post korutin-flow: title "T korutin-flow" → "New", tags +Flow'],
    ],
    [
      'a tag dropped',
      posts(post('a', { tags: ['Kotlin', 'Java'] })),
      posts(post('a')),
      ['post a: tags −Java'],
    ],
    [
      'an optional field appears',
      posts(post('a')),
      posts(post('a', { legacy: true })),
      ['post a: legacy (none) → true'],
    ],
    ['order', posts(post('a'), post('b')), posts(post('b'), post('a')), ['post list: order changed']],
    [
      'a list field beside the list',
      { ...posts(post('a')), language: 'ko' },
      { ...posts(post('a')), language: 'en' },
      ['post list: language "ko" → "en"'],
    ],
  ])('%s', (_name, live, built, expected) => {
    expect(jsonChanges('api/post-list', live, built).map((c) => describeItem(c))).toEqual(expected);
  });

  test('tags are identified by name, their posts by id', () => {
    const live = { count: 1, tags: [{ name: 'Flow', count: 1, posts: ['a'] }] };
    const built = { count: 1, tags: [{ name: 'Flow', count: 2, posts: ['a', 'b'] }] };
    expect(jsonChanges('api/tag-list', live, built).map((c) => describeItem(c))).toEqual([
      'tag Flow: count 1 → 2, posts +b',
    ]);
  });

  test('the profile, field by field, nested fields by path', () => {
    const live = {
      name: 'A',
      location: { locality: 'Seoul' },
      links: [{ url: 'https://a' }],
      generated_at: 'x',
    };
    const built = {
      name: 'B',
      location: { locality: 'Busan' },
      links: [{ url: 'https://b' }],
      generated_at: 'y',
    };
    expect(jsonChanges('api/profile', live, built).map((c) => describeItem(c))).toEqual([
      'profile: name "A" → "B", location.locality "Seoul" → "Busan", links[0].url "https://a" → "https://b"',
    ]);
  });
});

describe('compareJson: unchanged only when a build at the live generated_at writes the live bytes', () => {
  const bytes = (value: unknown, space?: number) => Buffer.from(JSON.stringify(value, null, space));
  const at = (generated_at: string, extra: Record<string, unknown> = {}) => ({
    ...posts(post('a')),
    generated_at,
    ...extra,
  });
  const reordered = ({ posts: p, ...rest }: Record<string, unknown>) => ({ posts: p, ...rest });
  test.each([
    [
      'generated_at alone',
      bytes(at('G1')),
      bytes(at('G2')),
      bytes(at('G1')),
      'unchanged',
      'only generated_at differs',
      [],
    ],
    [
      'keys reordered, same generated_at',
      bytes(reordered(at('G1'))),
      bytes(at('G1')),
      undefined,
      'changed',
      'the bytes differ: formatting or key order',
      [],
    ],
    [
      'keys reordered, another generated_at',
      bytes(reordered(at('G1'))),
      bytes(at('G2')),
      bytes(at('G1')),
      'changed',
      'the bytes differ: formatting or key order',
      [],
    ],
    [
      'indented',
      bytes(at('G1'), 2),
      bytes(at('G2')),
      bytes(at('G1')),
      'changed',
      'the bytes differ: formatting or key order',
      [],
    ],
    [
      "a generated_at that is not the index's",
      bytes(at('G0')),
      bytes(at('G2')),
      bytes(at('G1')),
      'changed',
      "the bytes differ: its generated_at is not the live API index's",
      [],
    ],
    [
      'a field',
      bytes(at('G1', { language: 'ko' })),
      bytes(at('G2', { language: 'en' })),
      bytes(at('G1', { language: 'en' })),
      'changed',
      'content differs',
      ['post list: language "ko" → "en"'],
    ],
    [
      'not JSON',
      Buffer.from('<html>'),
      bytes(at('G2')),
      bytes(at('G1')),
      'changed',
      'the live file is not JSON',
      [],
    ],
  ])('%s', (_name, live, built, rebuilt, status, reason, items) => {
    const verdict = compareJson('api/post-list', live, built, rebuilt);
    expect(verdict).toMatchObject({ status, reason });
    expect(verdict.generatedAtOnly ?? false).toBe(status === 'unchanged');
    expect((verdict.items ?? []).map((c) => describeItem(c))).toEqual(items);
  });
});

test('fieldChanges on arrays of objects reports added and removed elements by index', () => {
  expect(fieldChanges({ s: [{ a: 1 }] }, { s: [{ a: 1 }, { a: 2 }] })).toEqual([
    { field: 's[1]', to: { a: 2 } },
  ]);
});

describe('live headers and names', () => {
  const good = {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'cache-control': 'public, max-age=3600',
  };
  test.each([
    [good, []],
    [{ ...good, 'content-type': 'text/plain' }, ['content-type']],
    [{ ...good, 'access-control-allow-origin': undefined }, ['access-control-allow-origin']],
    [{ ...good, 'cache-control': 'no-store' }, ['cache-control']],
    [{ ...good, 'cache-control': 'public, max-age=60' }, ['cache-control']],
  ])('headerDrift %#', (headers, drifted) => {
    expect(headerDrift(headers, 'application/json; charset=utf-8').map((d) => d.header)).toEqual(drifted);
  });

  test.each([
    [{ 'content-type': 'text/html; charset=utf-8' }, '/api/posts.json', true],
    [{ 'content-type': 'text/html; charset=utf-8' }, '/404.html', false],
    [{ 'content-type': 'application/json' }, '/api/posts.json', false],
  ])('isHtmlStandIn %#', (headers, path, expected) => {
    expect(isHtmlStandIn(headers, path)).toBe(expected);
  });

  test.each([
    ['https://x.dev', 'https://x.dev/blog/a', '/blog/a'],
    ['https://x.dev', 'https://x.dev/', '/'],
    ['https://x.dev', 'https://x.dev/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4', '/blog/tags/코루틴'],
    ['https://x.dev', 'https://other.dev/blog/a', undefined],
    ['https://x.dev', 'https://x.dev.evil/blog/a', undefined],
  ])('pathOf(%s, %s)', (base, url, path) => {
    expect(pathOf(base, url)).toBe(path);
  });

  test('namedFiles: endpoints, twins of posts and tags, the feed, sitemap pages', () => {
    const named = namedFiles('https://x.dev', {
      index: { endpoints: [{ path: '/api/posts.json' }] },
      posts: { feed: 'https://x.dev/feed.xml', posts: [{ url: 'https://x.dev/blog/a' }] },
      tags: { tags: [{ url: 'https://x.dev/blog/tags/flow' }] },
      sitemap:
        '<urlset><url><loc>https://x.dev/</loc></url><url><loc>https://elsewhere.dev/p</loc></url></urlset>',
    });
    expect([...named.keys()].sort()).toEqual([
      '/api/posts.json',
      '/blog/a.md',
      '/blog/tags/flow.md',
      '/feed.xml',
      '/index.md',
    ]);
  });
});

describe('links of check', () => {
  test.each([
    [
      'llms',
      '- [Posts](https://x.dev/api/posts.json): all\n- [Home](https://x.dev/): me',
      ['https://x.dev/api/posts.json', 'https://x.dev/'],
    ],
    ['sitemap', '<url><loc>https://x.dev/blog/a?x=1&amp;y=2</loc></url>', ['https://x.dev/blog/a?x=1&y=2']],
    ['feed', '<link href="https://x.dev/blog/a"/>', ['https://x.dev/blog/a']],
  ] as const)('linksOf %s', (kind, text, links) => {
    expect(linksOf(kind, text)).toEqual(links);
  });

  test.each([
    ['https://x.dev/api/posts.json', { path: '/api/posts.json', page: false }],
    ['https://x.dev/blog/a', { path: '/blog/a.md', page: true }],
    ['https://x.dev/blog/tags/node.js', { path: '/blog/tags/node.js.md', page: true }],
    ['https://x.dev/', { path: '/index.md', page: true }],
    ['https://creativecommons.org/licenses/by/4.0/', undefined],
  ])('linkTarget %s', (url, target) => {
    expect(linkTarget('https://x.dev', url)).toEqual(target);
  });
});
