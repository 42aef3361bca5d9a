import type PrismModule from 'prismjs';
import { prism } from '../../ground/lazy.js';
import { html as escapeHtml } from '../markdown.js';

/**
 * Code highlighted at build time with Prism, chosen by measurement on the sample's 65 code blocks
 * (µs per block, warm): Prism 99, highlight.js 188, shiki 7,170 (plus 180 ms to start). Prism's
 * `token` classes are themed by a few lines of the default CSS. Languages are loaded once, here; a
 * block in another language is shown as plain, escaped text.
 */
export const LANGUAGES = [
  'bash',
  'c',
  'clike',
  'cpp',
  'css',
  'diff',
  'docker',
  'go',
  'graphql',
  'groovy',
  'ini',
  'java',
  'javascript',
  'json',
  'kotlin',
  'markdown',
  'markup',
  'objectivec',
  'php',
  'properties',
  'protobuf',
  'python',
  'ruby',
  'rust',
  'sql',
  'swift',
  'toml',
  'typescript',
  'yaml',
];
// Loaded on the first block, not on import: validate loads this module and never highlights.
let Prism: typeof PrismModule | undefined;
// Prism names the language by its canonical id; fences often use a short or common alias.
const ALIASES: Record<string, string> = {
  kt: 'kotlin',
  kts: 'kotlin',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  xml: 'markup',
  html: 'markup',
  svg: 'markup',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  gradle: 'groovy',
  dockerfile: 'docker',
  objc: 'objectivec',
};

/**
 * markdown-it's `highlight` option: the whole `<pre><code>`. `tabindex` lets a keyboard scroll a wide
 * block (axe's scrollable-region-focusable).
 */
export function highlight(code: string, info: string): string {
  if (Prism === undefined) {
    const loaded = prism();
    loaded.loadLanguages(LANGUAGES);
    Prism = loaded.Prism;
  }
  const asked = info.trim().toLowerCase();
  const name = ALIASES[asked] ?? asked;
  const grammar = name ? Prism.languages[name] : undefined;
  if (!grammar) return `<pre tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
  const highlighted = encodeGreaterThan(Prism.highlight(code, grammar, name));
  return `<pre class="language-${name}" tabindex="0"><code class="language-${name}">${highlighted}</code></pre>`;
}

/**
 * Prism's HTML with every `>` of the code encoded: Prism encodes `<` and `&` only; a bare `>`
 * (Kotlin's `->`) is valid HTML, but html-validate's recommended rules, which the pages are held to,
 * want it encoded. Every `<` left starts one of Prism's span tags: `</span>` ends at its `>`, an
 * opening one at the `">` closing its last attribute (Prism writes a `"` in a value as `&quot;`, so a
 * `>` inside a value is not taken for the end); any other `>` is the code's. ~19 µs a block where a
 * regular expression with a callback took ~42 (Prism itself ~110).
 */
export function encodeGreaterThan(html: string): string {
  const parts = html.split('<');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const tagEnd = i === 0 ? -1 : part.startsWith('/') ? part.indexOf('>') : part.indexOf('">') + 1;
    if (part.indexOf('>', tagEnd + 1) >= 0)
      parts[i] = part.slice(0, tagEnd + 1) + part.slice(tagEnd + 1).replaceAll('>', '&gt;');
  }
  return parts.join('<');
}
