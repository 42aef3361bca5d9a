import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

// Prism's languages are loaded the first time a block asks for one (build/pages/highlight.ts
// LANGUAGE_OF), where every one used to be loaded before the first block. Prism is one global per
// process: some languages change others when loaded (Markdown highlights the code it holds in that
// code's language, GraphQL its descriptions as Markdown, a language loaded again adds its hooks
// again). Each block must come out as it did with every language loaded first, whichever language a
// process meets first: each order below runs in a fresh process of the compiled module.
const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

function fencedBlocks(dir: string): [string, string][] {
  const found: [string, string][] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/^(```|~~~)([^\n`]*)\n([\s\S]*?)\n\1\s*$/gm))
      found.push([m[2] as string, m[3] as string]);
  }
  return found;
}

const written = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/highlight/samples.json'), 'utf8')) as [
  string,
  string,
][];
const byName = new Map(written);
const samples: [string, string][] = [
  ...written,
  // highlight.ts's own aliases and the case and spaces a fence may have.
  ...(['zsh', 'console', 'rs', 'gradle', ' Kotlin ', 'JSON', 'Markdown'] as const).map(
    (info): [string, string] => [
      info,
      byName.get(
        { zsh: 'bash', console: 'bash', rs: 'rust', gradle: 'groovy' }[info as 'zsh'] ??
          info.trim().toLowerCase(),
      ) ?? '',
    ],
  ),
  // Real code: the sample site's and the corpus of public blogs'.
  ...fencedBlocks(join(ROOT, 'content')),
  ...fencedBlocks(join(ROOT, 'test/fixtures/corpus')),
];

// In a child: `lazy` runs highlight() over the samples in the order given; `before` is the code
// this replaced, every language loaded first and each block highlighted with the grammar in place.
const CHILD = `
const [mode, order] = process.argv.slice(1);
const samples = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
(async () => {
  const lib = (path) => import(${JSON.stringify(`${join(ROOT, 'lib')}/`)} + path);
  const { highlight, encodeGreaterThan, ALIASES, LANGUAGES } = await lib('build/pages/highlight.js');
  const { html } = await lib('build/markdown.js');
  const { prism } = await lib('ground/lazy.js');
  const hooks = () => Object.entries(prism().Prism.hooks.all).map(([k, v]) => k + ':' + v.length).sort().join(' ');
  let before = highlight;
  if (mode === 'before') {
    const { Prism, loadLanguages } = prism();
    loadLanguages(LANGUAGES);
    before = (code, info) => {
      const asked = info.trim().toLowerCase();
      const name = ALIASES[asked] ?? asked;
      const grammar = name ? Prism.languages[name] : undefined;
      if (!grammar) return '<pre tabindex="0"><code>' + html(code) + '</code></pre>';
      const highlighted = encodeGreaterThan(Prism.highlight(code, grammar, name));
      return '<pre class="language-' + name + '" tabindex="0"><code class="language-' + name + '">' + highlighted + '</code></pre>';
    };
  }
  const out = [];
  for (const i of order.split(',').map(Number)) out.push([i, before(samples[i][1], samples[i][0])]);
  process.stdout.write(JSON.stringify({ hooks: hooks(), out: out.sort((a, b) => a[0] - b[0]).map((o) => o[1]) }));
})();
`;

async function highlighted(mode: 'before' | 'lazy', order: number[]) {
  const child = run(process.execPath, ['-e', CHILD, mode, order.join(',')], { maxBuffer: 64 << 20 });
  child.child.stdin?.end(JSON.stringify(samples));
  return JSON.parse((await child).stdout) as { hooks: string; out: string[] };
}

test('each block is highlighted as with every language loaded first, whichever language comes first', async () => {
  const all = samples.map((_, i) => i);
  const eager = await highlighted('before', all);
  expect(eager.out.filter((html) => html.includes('class="token')).length).toBeGreaterThan(60);
  // Each hook once: markup's (prismjs's main file; loading every language in one call loaded markup
  // again, adding its idempotent one twice), Markdown's two, GraphQL's, PHP's two.
  const hooks = 'after-tokenize:3 before-tokenize:1 wrap:2';
  expect(eager.hooks).toBe('after-tokenize:3 before-tokenize:1 wrap:3');
  // One process per language met first (the block of each name first, the rest after it, in turn).
  const firsts = [...new Map(samples.map(([info], i) => [info.trim().toLowerCase(), i])).values()];
  const orders = [
    ...firsts.map((first) => [...all.slice(first), ...all.slice(0, first)]),
    [...all].reverse(),
  ];
  for (let at = 0; at < orders.length; at += 2) {
    const runs = await Promise.all(orders.slice(at, at + 2).map((order) => highlighted('lazy', order)));
    for (const [k, lazy] of runs.entries()) {
      const first = samples[(orders[at + k] as number[])[0] as number]?.[0];
      const differ = lazy.out.flatMap((html, i) =>
        html === eager.out[i] ? [] : [`${samples[i]?.[0]} (first: ${first})`],
      );
      expect(differ).toEqual([]);
      if (lazy.hooks !== hooks) expect(`${lazy.hooks} (first: ${first})`).toBe(hooks);
    }
  }
}, 120_000);

test('C# and PowerShell, common in Korean .NET blogs (an imported Jekyll blog: 17 and 8 blocks), are highlighted by their names', async () => {
  const { highlight } = await import('../../src/build/pages/highlight.js');
  for (const [info, name, code] of [
    ['csharp', 'csharp', 'var list = new List<string>();'],
    ['cs', 'csharp', 'public class A { }'],
    ['C#', 'csharp', 'int n = 1;'],
    ['powershell', 'powershell', 'Get-ChildItem -Path C:\\Logs'],
    ['ps1', 'powershell', '$env:PATH'],
  ]) {
    const html = highlight(code as string, info as string);
    expect(html, info).toContain(`<code class="language-${name}">`);
    expect(html, info).toContain('class="token');
  }
});
