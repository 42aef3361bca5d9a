import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { expect, test } from 'vitest';
import { findLinks } from '../../src/content/links.js';

/*
 * findLinks reads a body line by line, without parsing it (content/links.ts). What it takes for a
 * Markdown link or image must be what the renderer takes: every post of the corpus (real blogs'
 * constructs, test/fixtures/corpus/README.md) and of the sample site, compared with markdown-it's
 * parse. Empty destinations (`[x]()`) are left out: nothing to check or rewrite.
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

function rendered(body: string): string[] {
  const found: string[] = [];
  const walk = (tokens: ReturnType<typeof md.parse>) => {
    for (const t of tokens) {
      if (t.type === 'link_open') found.push(String(t.attrGet('href') ?? ''));
      if (t.type === 'image') found.push(String(t.attrGet('src') ?? ''));
      if (t.children) walk(t.children);
    }
  };
  walk(md.parse(body, {}));
  return found.filter((href) => href !== '');
}

test('the corpus holds the constructs this guards (CRLF, a line opening with a code span, parentheses)', () => {
  expect(files.length).toBeGreaterThan(20);
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  expect(texts.some((t) => t.includes('```\r\n'))).toBe(true);
  expect(texts.some((t) => /^```[^`\n]+```\S/m.test(t))).toBe(true);
  expect(texts.some((t) => /\]\([^)\s]*\([^)\s]*\)\)/.test(t))).toBe(true);
});

test.each(files.map((f) => [f.slice(ROOT.length + 1), f]))(
  '%s: the Markdown links markdown-it renders',
  (_, file) => {
    const body = readFileSync(file, 'utf8').replace(
      /^(?:---|\+\+\+)\r?\n[\s\S]*?\r?\n(?:---|\+\+\+)\r?\n/,
      '',
    );
    const found = findLinks(body)
      .filter((link) => !link.html)
      // As the renderer reads the destination: escapes taken, then normalised as a URL.
      .map((link) => md.normalizeLink(link.dest.replace(/\\([!-/:-@[-`{-~])/g, '$1')));
    expect(found.sort()).toEqual(rendered(body).sort());
  },
);
