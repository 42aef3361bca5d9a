#!/usr/bin/env node
// A site shaped like the real blogs of the import corpus (test/fixtures/corpus: look-alikes of Korean
// Jekyll and Hugo blogs, see its README), at any number of posts: the Jekyll and Hugo corpus sites
// imported with `site-api import`, and the corpus's Markdown posts, each copied under a new id until
// there are `posts` of them. Unlike bench/generate.mjs's site, dates are written as owners write them
// (a day alone, or a local time in the site's zone, besides offsets), bodies hold raw HTML, reference
// links, CRLF lines and kramdown or Hugo leftovers, and front matter carries imported fields. Links to
// files of the original blogs are made absolute (the copies have no such files); aliases and `url:`
// are dropped (copies would claim the same paths); each copy gets a date of its own (days 1 to 28).
//   node bench/generate-corpus.mjs <dir> <posts>
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, repo } from './measure.mjs';

/** Bump when the output changes: ensureCorpusSite makes a site again when its stamp differs. */
const GENERATOR = 1;
const CORPUS = `${repo}test/fixtures/corpus`;

/** The site at `dir` (content/ in it), made unless a site of this generator and size is there. */
export function ensureCorpusSite(dir, posts) {
  const stamp = JSON.stringify({ generator: `corpus-${GENERATOR}`, posts });
  const file = join(dir, 'generated.json');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== stamp) {
    generateCorpusSite(dir, posts);
    writeFileSync(file, stamp);
  }
  return join(dir, 'content');
}

export function generateCorpusSite(dir, posts) {
  rmSync(dir, { recursive: true, force: true });
  const imported = join(dir, 'imported');
  for (const [kind, source] of [
    ['jekyll', 'jekyll'],
    ['hugo', 'hugo'],
  ]) {
    const done = spawnSync(
      process.execPath,
      [cli, 'import', kind, join(CORPUS, source), '--root', join(imported, source)],
      {
        encoding: 'utf8',
      },
    );
    if (done.status !== 0) throw new Error(`site-api import ${kind} failed: ${done.stderr}`);
  }
  const content = join(dir, 'content');
  mkdirSync(join(content, 'posts'), { recursive: true });
  // The Hugo import's settings: a Korean site in Asia/Seoul with an old RSS path.
  cpSync(join(imported, 'hugo/site.yaml'), join(content, 'site.yaml'));
  cpSync(join(imported, 'hugo/profile.yaml'), join(content, 'profile.yaml'));
  const sources = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.md')) sources.push(path);
    }
  };
  walk(join(imported, 'hugo/posts'));
  walk(join(imported, 'jekyll/posts'));
  walk(join(CORPUS, 'markdown'));
  const texts = sources
    .sort()
    .map((path) => readFileSync(path, 'utf8'))
    .filter((text) => !/^draft: true/m.test(text));
  for (let i = 0; i < posts; i++) {
    const text = texts[i % texts.length];
    const end = text.indexOf('\n---', 4) + 4;
    // A day of its own for most copies, in the form the original wrote (a day, a local time, an offset).
    const year = 2012 + (Math.floor(i / 336) % 13);
    const day = `${year}-${String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const front = text
      .slice(0, end)
      .replace(/^aliases:\n(?: {2}- .*\n)+/m, '')
      .replace(/^url: .*\n/m, '')
      .replace(/^modified: .*\n/m, '')
      .replace(/^title: ("?)(.*?)("?)$/m, (_, open, title, close) => `title: ${open}${title} ${i}${close}`)
      .replace(/^date: (['"]?)\d{4}-\d{2}-\d{2}/m, `date: $1${day}`);
    const body = text
      .slice(end)
      .replace(/\]\((?!https?:|#)[^)\s]*\)/g, '](https://example.com/a.png)')
      .replace(/(src|poster|srcset|href)="(?!https?:)[^"]*"/g, '$1="https://example.com/b.png"')
      .replace(/\{\{< figure src="[^"]*"/g, '{{< figure src="https://example.com/c.png"')
      .replace(/^\[([^\]]+)\]: (?!https?:)\S+/gm, '[$1]: https://example.com/d');
    mkdirSync(join(content, 'posts', String(year)), { recursive: true });
    writeFileSync(join(content, 'posts', String(year), `c${i}.md`), front + body);
  }
  rmSync(imported, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, posts] = process.argv.slice(2);
  if (!dir || !posts) {
    console.error('usage: node bench/generate-corpus.mjs <dir> <posts>');
    process.exit(2);
  }
  generateCorpusSite(dir, Number(posts));
}
