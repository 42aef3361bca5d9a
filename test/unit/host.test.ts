import { describe, expect, test } from 'vitest';
import { type ArtifactSet, artifact } from '../../src/build/artifacts.js';
import { hostFiles } from '../../src/build/host.js';

const MD = 'text/markdown; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';

function site(posts: number, feed: string): ArtifactSet {
  const files: ArtifactSet = new Map();
  for (let i = 0; i < posts; i++) files.set(`/blog/post-${i}.md`, artifact(`# ${i}\n`, MD));
  files.set('/blog/tags/코루틴.md', artifact('# 코루틴\n', MD));
  files.set('/api/posts.json', artifact('{}\n', JSON_TYPE));
  files.set('/api/index.json', artifact('{"openapi":"https://x.example/openapi.json"}\n', JSON_TYPE));
  files.set(feed, artifact('<feed/>\n', ATOM));
  files.set('/llms.txt', artifact('# x\n', 'text/plain; charset=utf-8'));
  return files;
}

/** The value of a header a host applying `_headers` gives a path: every matching rule, `!` detaching. */
function headerFor(headers: string, path: string, name = 'Content-Type'): string | undefined {
  let type: string[] = [];
  for (const block of headers.split(/\n\n/)) {
    const [pattern = '', ...lines] = block.split('\n').filter((l) => !l.startsWith('#'));
    // `*` matches anything, a `:placeholder` one path segment (Cloudflare's _headers syntax).
    const regex = new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[A-Za-z]\w*/g, '[^/]+')
        .replace(/\*/g, '.*')}$`,
    );
    const matches = regex.test(encodeURI(path));
    if (!matches) continue;
    for (const line of lines) {
      if (line.trim() === `! ${name}`) type = [];
      const set = line.startsWith(`  ${name}: `) ? line.slice(name.length + 4) : undefined;
      if (set) type.push(set);
    }
  }
  return type.length ? type.join(', ') : undefined;
}

const typeFor = (headers: string, path: string) => headerFor(headers, path);

describe('_headers', () => {
  test.each([
    ['/feed.xml', 10],
    ['/blog/feed.xml', 10],
    ['/blog/feed.xml', 5000],
  ])(
    'with the feed at %s and %i posts: every file gets exactly its type, in a handful of rules',
    (feed, posts) => {
      const files = site(posts, feed);
      const headers = new TextDecoder().decode(hostFiles(files, '').get('/_headers')?.bytes);
      for (const [path, file] of files) expect(typeFor(headers, path), path).toBe(file.contentType);
      const rules = headers.split('\n\n').length;
      expect(rules).toBeLessThan(10);
      expect(headers).toMatch(/^\/\*\n {2}Access-Control-Allow-Origin: \*$/m);
    },
  );

  test.each([10, 5000])(
    'with %i posts and their HTML pages: pages get no rule, the rest their type, in a handful of rules',
    (posts) => {
      const files = site(posts, '/feed.xml');
      const HTML = 'text/html; charset=utf-8';
      for (let i = 0; i < posts; i++)
        files.set(`/blog/post-${i}/index.html`, artifact(`<p>${i}</p>\n`, HTML));
      files.set('/blog/index.html', artifact('<p>blog</p>\n', HTML));
      files.set('/blog/tags/코루틴/index.html', artifact('<p>tag</p>\n', HTML));
      const headers = new TextDecoder().decode(hostFiles(files, '').get('/_headers')?.bytes);
      for (const [path, file] of files) {
        if (file.contentType === HTML) continue;
        expect(typeFor(headers, path), path).toBe(file.contentType);
      }
      // A page is requested by its URL: no rule may give it another type.
      for (const url of ['/blog', '/blog/', '/blog/post-1', '/blog/post-1/', '/blog/tags/코루틴'])
        expect(typeFor(headers, url), url).toBeUndefined();
      expect(headers.split('\n\n').length).toBeLessThan(15);
    },
  );

  test('the hash list is revalidated on every request; every other file is cached for an hour', () => {
    const files = site(10, '/feed.xml');
    files.set('/_site-api/files.json', artifact('{"version":1}\n', JSON_TYPE));
    const headers = new TextDecoder().decode(hostFiles(files, '').get('/_headers')?.bytes);
    expect(headerFor(headers, '/_site-api/files.json', 'Cache-Control')).toBe('public, no-cache');
    expect(typeFor(headers, '/_site-api/files.json')).toBe(JSON_TYPE);
    for (const path of ['/api/posts.json', '/blog/post-1.md', '/llms.txt'])
      expect(headerFor(headers, path, 'Cache-Control'), path).toBe('public, max-age=3600');
  });
});
