import { describe, expect, test } from 'vitest';
import { aliasChecks } from '../../src/conformance/aliases.js';
import type { Reply } from '../../src/net/fetch.js';

/*
 * `check`'s alias checks over a fake site: what a 301, a plain file host's folder redirect and the
 * page the build writes at an alias each lead to, on a site at the host's root and under a path.
 */

type Site = Record<string, { status: number; location?: string; body?: string }>;

function fake(site: Site) {
  const asked: string[] = [];
  const get = async (method: string, path: string): Promise<Reply | string> => {
    asked.push(`${method} ${path}`);
    const page = site[path];
    if (!page) return { status: 404, headers: {}, body: Buffer.alloc(0), attempts: 1 };
    return {
      status: page.status,
      headers: page.location ? { location: page.location } : {},
      body: Buffer.from(method === 'HEAD' ? '' : (page.body ?? '')),
      attempts: 1,
    };
  };
  return { get, asked };
}

async function run(site: Site, redirects: [string, string][], under?: string) {
  const results: { name: string; ok: boolean; detail?: string }[] = [];
  await aliasChecks(
    fake(site).get,
    redirects,
    (name, _t, ok, detail) => results.push({ name, ok, detail }),
    under,
  );
  return results.filter((r) => !r.ok).map((r) => r.detail);
}

const forwarding = (to: string) =>
  `<!doctype html><html><head><meta http-equiv="refresh" content="0; url=${to}"></head></html>`;

describe('an alias leads to its post', () => {
  test('by a 301 (relative or absolute Location), on a site at the root', async () => {
    const site: Site = {
      '/old': { status: 301, location: '/blog/a' },
      '/older': { status: 301, location: 'http://h.example/blog/a?x=1' },
      '/blog/a': { status: 200 },
    };
    expect(
      await run(site, [
        ['/old', '/blog/a'],
        ['/older', '/blog/a'],
      ]),
    ).toEqual([]);
  });

  test('by the page at the alias, reached directly or through the host adding the slash (a 302 on S3)', async () => {
    const site: Site = {
      '/old/': { status: 200, body: forwarding('/blog/a') },
      '/p/2': { status: 302, location: '/p/2/' },
      '/p/2/': { status: 200, body: forwarding('/blog/%ED%95%9C') },
      '/blog/a': { status: 200 },
      '/blog/한': { status: 200 },
    };
    expect(
      await run(site, [
        ['/old/', '/blog/a'],
        ['/p/2', '/blog/한'],
      ]),
    ).toEqual([]);
  });

  test('on a site under a path, whose Locations and refreshes carry it', async () => {
    const site: Site = {
      '/old': { status: 301, location: '/notes/blog/a' },
      '/p/2': { status: 301, location: '/notes/p/2/' },
      '/p/2/': { status: 200, body: forwarding('/notes/blog/a') },
      '/blog/a': { status: 200 },
    };
    expect(
      await run(
        site,
        [
          ['/old', '/blog/a'],
          ['/p/2', '/blog/a'],
        ],
        '/notes',
      ),
    ).toEqual([]);
    // The same answers read as a site at the root: the path is not the post's.
    expect(await run(site, [['/old', '/blog/a']])).toEqual([
      '/old: Location /notes/blog/a, not /blog/a',
      '1 broken',
    ]);
  });

  test('a 200 that does not forward, a forward elsewhere, a 404, a dead post and a 302 to the post each fail, named', async () => {
    const site: Site = {
      '/a': { status: 200, body: '<p>old page</p>' },
      '/b/': { status: 200, body: forwarding('/blog/other') },
      '/d': { status: 301, location: '/blog/gone' },
      '/e': { status: 302, location: '/blog/a' },
      '/blog/a': { status: 200 },
    };
    expect(
      await run(site, [
        ['/a', '/blog/a'],
        ['/b/', '/blog/a'],
        ['/c', '/blog/a'],
        ['/d', '/blog/gone'],
        ['/e', '/blog/a'],
      ]),
    ).toEqual([
      '/a: answered 200 with no page that forwards (meta refresh), not a 301',
      '/b/: refresh to /blog/other, not /blog/a',
      '/c: answered 404, not 301 or a page that forwards',
      '/d → /blog/gone answers 404, its twin 404',
      '/e: answered 302, not 301 or a page that forwards',
      '5 broken',
    ]);
  });
});
