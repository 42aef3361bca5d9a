import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { expect, test } from 'vitest';
import { findLinks } from '../../src/content/links.js';

/*
 * findLinks reads a body line by line, without parsing it (content/links.ts). What it takes for a
 * link must be what a browser gets: every post of the corpus (real blogs' constructs,
 * test/fixtures/corpus/README.md) and of the sample site is rendered by markdown-it, the HTML read
 * by parse5 (an HTML5 parser, as a browser reads it: comments, script text and code are no links),
 * and each `href`, `src`, `poster` and `srcset` URL compared with findLinks' Markdown and HTML links.
 * Left out on both sides: empty destinations (`[x]()`) and values holding a template tag (the
 * template-tag rule's).
 */

const ROOT = join(import.meta.dirname, '../..');
const md = new MarkdownIt({ html: true, linkify: false });

function posts(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md') && !f.endsWith('README.md'))
    .map((f) => join(dir, f));
}

const files = [...posts(join(ROOT, 'test/fixtures/corpus')), ...posts(join(ROOT, 'content'))];

type Node = DefaultTreeAdapterMap['node'];

/** The URLs of the page's attributes, as the browser reads them. */
function rendered(body: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    for (const a of 'attrs' in node ? node.attrs : []) {
      if (a.name === 'srcset')
        for (const part of a.value.split(',')) found.push(part.trim().split(/\s+/)[0] ?? '');
      else if (['href', 'src', 'poster'].includes(a.name)) found.push(a.value.trim());
    }
    if ('content' in node) walk(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(md.render(body)));
  return found;
}

/** One form of a URL for both sides: markdown-it's normalisation, percent-escapes read. */
function same(url: string): string {
  const normal = md.normalizeLink(url);
  try {
    return decodeURI(normal);
  } catch {
    return normal;
  }
}

const compared = (urls: string[]) =>
  urls
    .filter((url) => url !== '' && !url.includes('{{') && !url.includes('{%'))
    .map(same)
    .sort();

test('the corpus holds the constructs this guards (CRLF, a line opening with a code span, parentheses)', () => {
  expect(files.length).toBeGreaterThan(20);
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  expect(texts.some((t) => t.includes('```\r\n'))).toBe(true);
  expect(texts.some((t) => /^```[^`\n]+```\S/m.test(t))).toBe(true);
  expect(texts.some((t) => /\]\([^)\s]*\([^)\s]*\)\)/.test(t))).toBe(true);
  expect(texts.some((t) => /<img\s[^>]*src=/.test(t))).toBe(true);
});

test.each(files.map((f) => [f.slice(ROOT.length + 1), f]))('%s: the links a browser gets', (_, file) => {
  const body = readFileSync(file, 'utf8').replace(/^(?:---|\+\+\+)\r?\n[\s\S]*?\r?\n(?:---|\+\+\+)\r?\n/, '');
  // A Markdown destination with its escapes taken, as the renderer reads it; an HTML value is read already.
  const found = findLinks(body).map((link) =>
    link.html ? link.dest : link.dest.replace(/\\([!-/:-@[-`{-~])/g, '$1'),
  );
  expect(compared(found)).toEqual(compared(rendered(body)));
});

// Bodies the review of session 26 found read otherwise than markdown-it reads them: fences on a list
// item's line or in a quote, HTML blocks and what ends them, escapes in raw HTML, blocks after headings.
const snippets: string[] = [
  '1. ```js\n   handlers[type](event.data)\n   ```\n\n![x](a-post/missing.png)',
  '> ```js\n> handlers[type](event.data)\n> ```\n\n[y](y.md)',
  '>```go\nfunc main() {}\n```\n\n[z](z.md)\n\n```\n[c](in-code.md)\n```',
  '```\ncode\n>```\n[c](still-code.md)\n```\n[d](d.md)',
  '<div>\n```\n</div>\n\n[a](x.md)',
  '<!--\n```java\n-->\n\n![i](a.png)',
  '<script>\n\n    var a;\n    </script>\n\n[b](y.md)',
  '> <div>\n[a](x.md)',
  '- <div>\n[a](x.md)',
  'foo\n    <div>\n[a](x.md)',
  '<div>\n\\<img src="a.png">\n</div>',
  '<p>a \\<img src="a.png"></p>',
  '# h\n    [a](x.md)',
  '* * *\r\n\r\n    [a](x.md)',
  '# h\n<span>\n[a](x.md)',
  '# [x\n](y.md)',
  '- [x\n- ](y.md)',
  '[a [b](y.md)](x.md)',
  'text <!-- ![old](old.png) --> [a](a.md)',
  '[a](x.md "t) [b](y.md "t")',
  '[a](x.md\n"t")',
  '[a](x\\ y.md)',
  '[a]: x.md "t" junk\n\n[b]: y.md "t"\n\n[a] [b]',
];

test.each(snippets)('%j: the links a browser gets', (body) => {
  const found = findLinks(body).map((link) =>
    link.html ? link.dest : link.dest.replace(/\\([!-/:-@[-`{-~])/g, '$1'),
  );
  expect(compared(found)).toEqual(compared(rendered(body)));
});
