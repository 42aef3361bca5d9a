#!/usr/bin/env node
// Markdown renderers measured on the same bodies, for issue 15's "a Markdown renderer chosen by
// measurement": what each costs a post, and how often its HTML agrees with markdown-it's.
//   npm run bench:renderers                      # the 10,000-post bench site's bodies and the corpus's
//   node bench/renderers.mjs [posts] [rounds]    # fewer bodies or rounds
//
// Every renderer gets raw HTML allowed, GFM tables and strikethrough, no bare-URL links and no
// typographer: what site-api's pages ask of markdown-it (src/build/pages/markdown.ts). The rounds run
// the renderers in a different order each time (the first of a round pays for nothing the others do
// not); each figure is the median of the rounds, with min–max. "agrees" compares each renderer's HTML
// with plain markdown-it's (the same options, no plugins) after whitespace between tags is dropped and
// runs of whitespace are one space: it says how far a switch would change the pages, not which is right.
// site-api's own page renderer differs from plain markdown-it by design (heading anchors, highlighted
// code, wrapped tables), so it agrees with none; "Prism alone" is timed only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSite } from './generate.mjs';
import { ensureCorpusSite } from './generate-corpus.mjs';
import { repo } from './measure.mjs';

const posts = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 7);

/** The distinct bodies of the Markdown files under `dir` (front matter dropped), at most `limit`, in path order. */
function bodiesIn(dir, limit) {
  const seen = new Set();
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(md|markdown)$/.test(f))
    .sort();
  const step = Math.max(1, Math.floor(files.length / limit));
  const out = [];
  for (let i = 0; i < files.length && out.length < limit; i += step) {
    const text = readFileSync(join(dir, files[i]), 'utf8');
    const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
    const body = m ? text.slice(m[0].length) : text;
    // The corpus-shaped site copies each real post many times: each body counts once.
    if (!seen.has(body)) out.push(body);
    seen.add(body);
  }
  return out;
}

/** Each renderer as `name → (body) => html`, or the reason it cannot run here. */
async function renderers() {
  const made = [];
  const add = async (name, make) => {
    try {
      made.push({ name, render: await make() });
    } catch (error) {
      made.push({ name, missing: String(error?.message ?? error).split('\n')[0] });
    }
  };
  const MarkdownIt = (await import('markdown-it')).default;
  const plain = () => new MarkdownIt({ html: true, linkify: false, typographer: false });
  await add('markdown-it (plain)', () => {
    const md = plain();
    return (body) => md.render(body);
  });
  await add('markdown-it + footnote + cjk', async () => {
    const footnote = (await import('markdown-it-footnote')).default;
    const cjk = (await import('markdown-it-cjk-friendly')).default;
    const md = plain().use(footnote).use(cjk);
    return (body) => md.render(body);
  });
  await add("site-api's page renderer (+ Prism)", async () => {
    const { createRenderer } = await import(`${repo}lib/build/pages/markdown.js`);
    const render = createRenderer('https://bench.example');
    return (body) => render(body);
  });
  // What the page renderer spends in Prism: each fenced block of the body highlighted alone.
  await add('Prism alone, on the fenced blocks', async () => {
    const { highlight } = await import(`${repo}lib/build/pages/highlight.js`);
    const fence = /^```([\w+-]*)[^\n]*\n([\s\S]*?)^```\s*$/gm;
    return (body) => {
      let html = '';
      for (const m of body.matchAll(fence)) html += highlight(m[2], m[1]);
      return html;
    };
  });
  await add('micromark + gfm', async () => {
    const { micromark } = await import('micromark');
    const { gfm, gfmHtml } = await import('micromark-extension-gfm');
    const options = { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] };
    return (body) => micromark(body, options);
  });
  await add('marked (gfm)', async () => {
    const { Marked } = await import('marked');
    const marked = new Marked({ gfm: true, breaks: false, async: false });
    return (body) => marked.parse(body);
  });
  await add('commonmark.js (no tables)', async () => {
    const { Parser, HtmlRenderer } = await import('commonmark');
    const parser = new Parser();
    const writer = new HtmlRenderer();
    return (body) => writer.render(parser.parse(body));
  });
  await add('md4c (md4w, WASM)', async () => {
    const { init, mdToHtml } = await import('md4w');
    await init('fast');
    const options = { parseFlags: ['TABLES', 'STRIKETHROUGH'] };
    return (body) => mdToHtml(body, options);
  });
  await add('md4c (markdown-wasm)', async () => {
    const wasm = await import('markdown-wasm');
    const m = wasm.default ?? wasm;
    await m.ready;
    // TABLES | STRIKETHROUGH; raw HTML stays (no NO_HTML flag).
    const options = { parseFlags: m.ParseFlags.TABLES | m.ParseFlags.STRIKETHROUGH };
    return (body) => m.parse(body, options);
  });
  return made;
}

const squeeze = (html) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function measure(label, bodies, list) {
  const ok = list.filter((r) => r.render);
  const reference = ok[0];
  const want = bodies.map((b) => squeeze(reference.render(b)));
  const times = new Map(ok.map((r) => [r.name, []]));
  const agrees = new Map();
  for (const r of ok) {
    // Not a renderer of the whole body: timed, not compared.
    if (r.name.startsWith('Prism')) continue;
    let same = 0;
    for (let i = 0; i < bodies.length; i++) if (squeeze(String(r.render(bodies[i]))) === want[i]) same++;
    agrees.set(r.name, same);
  }
  // A few distinct bodies are rendered over and over, so that a round lasts long enough to time.
  const passes = Math.max(1, Math.ceil(2000 / bodies.length));
  // One pass unmeasured: every renderer compiled and its lazy parts loaded before the first round.
  for (const r of ok) for (const body of bodies) r.render(body);
  for (let round = 0; round < rounds; round++) {
    const order = ok.map((_, i) => ok[(i + round) % ok.length]);
    for (const r of order) {
      const start = process.hrtime.bigint();
      for (let pass = 0; pass < passes; pass++) for (const body of bodies) r.render(body);
      times.get(r.name).push(Number(process.hrtime.bigint() - start) / 1e3 / (bodies.length * passes));
    }
  }
  const base = median(times.get(reference.name));
  const chars = bodies.reduce((n, b) => n + b.length, 0);
  console.log(
    `\n${label}: ${bodies.length} bodies, ${Math.round(chars / bodies.length)} characters a body on average, ${rounds} rounds${passes > 1 ? ` of ${passes} passes` : ''}`,
  );
  const width = Math.max(...list.map((r) => r.name.length));
  for (const r of list) {
    if (!r.render) {
      console.log(`  ${r.name.padEnd(width)}  not run: ${r.missing}`);
      continue;
    }
    const t = times.get(r.name);
    const m = median(t);
    console.log(
      `  ${r.name.padEnd(width)}  ${m.toFixed(1).padStart(7)} µs a body (${Math.min(...t).toFixed(1)}–${Math.max(...t).toFixed(1)})  ${(base / m).toFixed(2)}× plain markdown-it  ${agrees.has(r.name) ? `agrees ${agrees.get(r.name)}/${bodies.length}` : ''}`.trimEnd(),
    );
  }
}

const list = await renderers();
const site = ensureSite(join(repo, 'bench/.sites/posts-10000'), 10000);
await measure(
  'bench site (generated, Korean prose and code in a dozen languages)',
  bodiesIn(join(site, 'posts'), posts),
  list,
);
const corpus = ensureCorpusSite(join(repo, 'bench/.sites/corpus-renderers'), 200);
await measure(
  'corpus-shaped site (real-blog constructs: raw HTML, reference links, CRLF, kramdown)',
  bodiesIn(join(corpus, 'posts'), posts),
  list,
);
