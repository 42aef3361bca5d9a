import { resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inside } from '../../src/core/write-in-place.js';

// write-in-place's `inside`: a published path joined to the output folder, refused when it would
// leave it. Plain paths take a short way (no resolve); every answer must be the one resolve gives.

/** What `inside` answered before the short way: resolve, then a prefix check. */
function byResolve(root: string, path: string): string | Error {
  const full = resolve(root, `.${path}`);
  return full.startsWith(root + sep) ? full : new Error('escapes');
}

const answer = (root: string, path: string): string | Error => {
  try {
    return inside(root, path);
  } catch {
    return new Error('escapes');
  }
};

const PATHS = [
  '/index.html',
  '/blog/a-post/index.html',
  '/blog/tags/안드로이드/index.html',
  '/.well-known/security.txt',
  '/...',
  '/..a/b',
  '/a../b',
  '/a/./b',
  '/a/../b',
  '/a/../../b',
  '/..',
  '/../x',
  '/.',
  '/',
  '//x',
  '/a//b',
  '/a/',
  '/a\\..\\..\\b',
  '/a\0b',
  'relative/x',
  '',
  '/a b/c%20d/é',
];

describe('inside: a published path under the output folder', () => {
  const roots = [
    '/srv/site/dist',
    '/srv/site/dist/',
    '/srv/site/./dist',
    '/',
    'dist',
    '/srv/site/../site/dist',
  ];
  for (const root of roots)
    test(`the same answer as resolve under ${JSON.stringify(root)}`, () => {
      for (const path of PATHS) expect([path, answer(root, path)]).toEqual([path, byResolve(root, path)]);
    });

  test('a plain path under a normalised root is the root and the path', () => {
    expect(inside('/srv/site/dist', '/blog/a-post/index.html')).toBe('/srv/site/dist/blog/a-post/index.html');
    expect(() => inside('/srv/site/dist', '/a/../../etc/passwd')).toThrow(/escapes the output/);
  });
});
