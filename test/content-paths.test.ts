import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';

// Two published files on one path, or a path leaving the site: a located validate finding naming both
// sources, and a build that refuses with the same finding (exit 1), never "a bug in site-api".
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups) c();
});

interface Case {
  name: string;
  config?: string;
  posts: Record<string, string>;
  expected: { file: string; code: string; pointer: string; found: RegExp; related?: string };
}

const post = (title: string, tags: string[] = []) =>
  `---\ntitle: ${title}\ndate: 2024-01-02\ntags: ${JSON.stringify(tags)}\n---\nbody\n`;

const cases: Case[] = [
  {
    name: 'a post at /index.md (permalink /{id}, id index)',
    config: 'permalinks:\n  post: /{id}\n',
    posts: { 'index.md': post('home?') },
    expected: {
      file: 'content/posts/index.md',
      code: 'path-conflict',
      pointer: '',
      found: /the post .*index\.md .*site-api builds for the site/,
    },
  },
  {
    name: 'a post at /projects.md',
    config: 'permalinks:\n  post: /{id}\n',
    posts: { 'projects.md': post('p') },
    expected: {
      file: 'content/posts/projects.md',
      code: 'path-conflict',
      pointer: '',
      found: /page \/projects/,
    },
  },
  {
    name: 'a tag and a post on one path',
    config: 'permalinks:\n  post: /blog/{id}\n  tag: /blog/{slug}\n',
    posts: { 'rust.md': post('k'), 'other.md': post('o', ['Rust']) },
    expected: {
      file: 'content/posts/other.md',
      code: 'path-conflict',
      pointer: '/tags/0',
      found: /tag "Rust".*post content\/posts\/rust\.md/,
      related: 'content/posts/rust.md',
    },
  },
  {
    name: 'a tag slug ending in .md on the twin of another tag',
    posts: { 'a.md': post('a', ['swift']), 'b.md': post('b', ['swift.md']) },
    expected: {
      file: 'content/posts/b.md',
      code: 'path-conflict',
      pointer: '/tags/0',
      found: /"swift\.md".*"swift"/,
      related: 'content/posts/a.md',
    },
  },
  {
    name: 'the tag ".."',
    posts: { 'a.md': post('a', ['..']) },
    expected: { file: 'content/posts/a.md', code: 'invalid-tag', pointer: '/tags/0', found: /"\.\."/ },
  },
  {
    name: 'the tag "..." (dots alone: the edge answers no segment starting with a dot)',
    posts: { 'a.md': post('a', ['...']) },
    expected: { file: 'content/posts/a.md', code: 'invalid-tag', pointer: '/tags/0', found: /"\.\.\."/ },
  },
  {
    // Found by the property test: the tag index then lands on the blog index.
    name: 'a tag permalink that puts the tag index on the blog index',
    config: 'permalinks:\n  tag: /blog/{slug}\n',
    posts: {},
    expected: {
      file: 'content/site.yaml',
      code: 'path-conflict',
      pointer: '/permalinks',
      found: /site.yaml's settings/,
    },
  },
  {
    name: 'a permalink with a .. segment',
    config: 'permalinks:\n  post: /blog/../../{id}\n',
    posts: {},
    expected: {
      file: 'content/site.yaml',
      code: 'invalid-permalink',
      pointer: '/permalinks/post',
      found: /\.\./,
    },
  },
  {
    name: 'a feed path leaving the site',
    config: 'feed: /../../etc/feed.xml\n',
    posts: {},
    expected: { file: 'content/site.yaml', code: 'bad-path', pointer: '/feed', found: /etc/ },
  },
  {
    name: 'a post whose page is where the feed is a file (file/folder clash)',
    config: 'feed: /blog.xml\npermalinks:\n  post: /blog.xml/{id}\n',
    posts: { 'x.md': post('x') },
    expected: { file: 'content/posts/x.md', code: 'path-conflict', pointer: '', found: /site-api builds/ },
  },
];

describe('published paths', () => {
  test.each(cases)('$name', async ({ config, posts, expected }) => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    makeSite(dir);
    if (config) appendFileSync(join(dir, 'content/site.yaml'), config);
    for (const [name, text] of Object.entries(posts)) writeFileSync(join(dir, 'content/posts', name), text);

    const run = await runCli(['validate', '--json'], { cwd: dir });
    expect(run.exitCode).toBe(1);
    const errors = JSON.parse(String(run.stdout)).diagnostics.filter(
      (d: { severity: string }) => d.severity === 'error',
    );
    // Every clash is reported once, at the content that can move (the feed case: every post, the fixture's too).
    const d = errors.find((e: { file: string }) => e.file === expected.file);
    expect(errors.filter((e: { file: string }) => e.file === expected.file)).toHaveLength(1);
    expect(d).toMatchObject({ file: expected.file, code: expected.code, pointer: expected.pointer });
    expect(d.found).toMatch(expected.found);
    if (expected.related) expect(d.related?.[0]?.file).toBe(expected.related);
    expect(d.hint).toMatch(/\S/);

    const build = await runCli(['build'], { cwd: dir });
    expect(build.exitCode).toBe(1);
    expect(String(build.stdout) + String(build.stderr)).toContain(expected.code);
    expect(String(build.stderr)).not.toMatch(/internal error|a bug/);
  });
});
