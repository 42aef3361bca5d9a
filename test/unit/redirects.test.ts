import { expect, test } from 'vitest';
import { PAGES_STATIC_RULES, redirectFiles } from '../../src/build/files/redirects.js';
import type { BuildInput } from '../../src/build/input.js';
import type { BuiltPost, SiteData } from '../../src/build/model.js';
import { createRouter, parseRedirects, withQuery } from '../../src/edge/handler.js';

/* The one redirect table: Cloudflare Pages reads its first 2,000 rules, the edge reads every rule. */

function input(aliases: number): BuildInput {
  const post = {
    id: 'post',
    path: '/blog/post',
    aliases: Array.from({ length: aliases }, (_, i) => `/old/${String(i).padStart(5, '0')}`),
  } as BuiltPost;
  return { data: { posts: [post] } as unknown as SiteData, generatedAt: '2024-01-01T00:00:00Z' };
}

test('no aliases, no file', () => {
  expect(redirectFiles(input(0))).toEqual([]);
});

test('past 2,000 rules, Pages gets the first 2,000 and the worker answers every one', () => {
  const [file] = redirectFiles(input(PAGES_STATIC_RULES + 5));
  const text = String(file?.content);
  const rules = text.split('\n').filter((line) => /^\/\S+ \/\S+ 301$/.test(line));
  expect(rules).toHaveLength(PAGES_STATIC_RULES);
  expect(text.match(/^# worker: /gm)).toHaveLength(5);
  const table = parseRedirects(text);
  expect(table).toHaveLength(PAGES_STATIC_RULES + 5);
  const route = createRouter([], { redirects: table });
  const last = route('GET', `/old/${String(PAGES_STATIC_RULES + 4).padStart(5, '0')}`);
  expect(last.status).toBe(301);
  expect(last.headers.location).toBe('/blog/post');
  expect(route('GET', '/old/99999').status).toBe(404);
});

test('Hangul paths are written percent-encoded and read back in NFC', () => {
  const post = { id: 'a', path: '/블로그/a/', aliases: ['/옛글/첫-글'] } as BuiltPost;
  const [file] = redirectFiles({ data: { posts: [post] } as unknown as SiteData, generatedAt: '' });
  expect(String(file?.content)).toContain(
    `/${encodeURIComponent('옛글')}/${encodeURIComponent('첫-글')} /${encodeURIComponent('블로그')}/a/ 301`,
  );
  expect(parseRedirects(String(file?.content))).toEqual([['/옛글/첫-글', '/블로그/a/']]);
});

test('withQuery carries a query to a 301 only, any byte not printable ASCII percent-encoded', () => {
  const moved = { status: 301, headers: { location: '/blog/a' } };
  expect(withQuery(moved, '?utm=x&b=%ED%95%9C').headers.location).toBe('/blog/a?utm=x&b=%ED%95%9C');
  // node:http's latin1 text of raw bytes, a space and a control character.
  expect(withQuery(moved, '?x=\xed\x95\x9c y\x7f').headers.location).toBe('/blog/a?x=%ED%95%9C%20y%7F');
  expect(withQuery(moved, '?').headers.location).toBe('/blog/a');
  const ok = { status: 200, headers: {} };
  expect(withQuery(ok, '?x=1')).toBe(ok);
});
