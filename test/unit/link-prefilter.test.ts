import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { findLinks, mayHoldLinks } from '../../src/content/links.js';
import { loadSite } from '../../src/content/load.js';
import type { PostEntry } from '../../src/content/model.js';
import { makeSite, REPO, tempDir } from '../helpers.js';

/*
 * The link rule and the rewrite of links look for links only in a post whose bytes may hold one
 * (content/links.ts LINK_HINT: `](`, `]:`, or an attribute name findLinks reads, in any case),
 * so that a body is not decoded to find none. It must never hide a link findLinks would find: every
 * post of the corpus and the sample, and bodies written to come close, are read from their bytes
 * and held to findLinks on the decoded body.
 */
const { dir, cleanup } = tempDir('site-api-link-prefilter-');
afterAll(cleanup);

const bodiesIn = (folder: string): [string, string][] =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md') && !f.endsWith('README.md'))
    .map((f) => {
      const text = readFileSync(join(folder, f), 'utf8');
      return [f, text.replace(/^(?:---|\+\+\+)\r?\n[\s\S]*?\r?\n(?:---|\+\+\+)\r?\n/, '')];
    });

const written: [string, string][] = [
  ['upper', '본문 <IMG SRC="upper.png"> 끝\n'],
  ['mixed', "<p>앞 <a HrEf='/mixed/'>링크</a></p>\n"],
  ['poster', '<video POSTER=poster.jpg controls></video>\n'],
  ['srcset', '<img\n  SrcSet="set.png 2x, set-1.png 1x"\n  alt="여러 줄">\n'],
  ['ideographic space', '<img\u3000src="wide.png">\n'],
  ['nbsp', '<img src\u00a0=\u00a0"nbsp.png">\n'],
  ['decomposed', '한글 <a href="/글/">\n'.normalize('NFD')],
  ['reference', '[참고]: /ref/\n'],
  ['crlf', '첫 줄\r\n[링크](/crlf/)\r\n'],
  // Marks of code only: no link, and nothing in the bytes to say there may be one.
  ['generics', '```rust\nfn f() -> Vec<Item> { a < b }\n```\n'],
  ['comparison', '`a<b` 와 x <= y 비교\n'],
];

const root = join(dir, 'site', 'content');
makeSite(join(dir, 'site'));
const folder = join(root, 'posts', '2024');
mkdirSync(folder, { recursive: true });
const cases = [
  ...bodiesIn(join(REPO, 'test/fixtures/corpus')).map(([f, body]) => [`corpus ${f}`, body]),
  ...bodiesIn(join(REPO, 'content')).map(([f, body]) => [`sample ${f}`, body]),
  ...written,
] as [string, string][];
for (const [i, [, body]] of cases.entries())
  writeFileSync(join(folder, `case-${i}.md`), `---\ntitle: 경우 ${i}\ndate: 2024-05-01\n---\n${body}`);
const site = loadSite({ root, cwd: join(dir, 'site') });
const byName = new Map(
  site.posts.map((post) => [post.id, post as PostEntry] as const).filter(([id]) => id.startsWith('case-')),
);
const postOf = (i: number) => byName.get(`case-${i}`) as PostEntry;

test('the posts are read from their bytes (the prefilter is asked)', () => {
  expect(cases.length).toBeGreaterThan(30);
  for (let i = 0; i < cases.length; i++) expect(typeof postOf(i).mayLink, cases[i]?.[0]).toBe('function');
});

test.each(cases.map(([name], i) => [name, i]))('%s: a link findLinks finds is never filtered out', (_, i) => {
  const post = postOf(i);
  if (findLinks(post.body).length > 0) expect(mayHoldLinks(post)).toBe(true);
});

test('each written case with a link has it found; code with `<` and no attribute is filtered out', () => {
  const index = (name: string) => cases.findIndex(([n]) => n === name);
  for (const name of ['upper', 'mixed', 'poster', 'srcset', 'nbsp', 'decomposed', 'reference', 'crlf']) {
    const post = postOf(index(name));
    expect(findLinks(post.body).length, name).toBeGreaterThan(0);
    expect(mayHoldLinks(post), name).toBe(true);
  }
  for (const name of ['generics', 'comparison']) {
    const post = postOf(index(name));
    expect(post.body).toContain('<');
    expect(mayHoldLinks(post), name).toBe(false);
  }
});
