import type PrismModule from 'prismjs';
import { prism } from '../../ground/lazy.js';
import { html as escapeHtml } from '../markdown.js';

/**
 * Code highlighted at build time with Prism, chosen by measurement on the sample's 65 code blocks
 * (µs per block, warm): Prism 99, highlight.js 188, shiki 7,170 (plus 180 ms to start). Prism's
 * `token` classes are themed by a few lines of the default CSS. Each language is loaded the first time
 * a block asks for it (LANGUAGE_OF); a block in another language is shown as plain, escaped text.
 */
export const LANGUAGES = [
  'bash',
  'c',
  'clike',
  'cpp',
  'csharp',
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
  'powershell',
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
let loadLanguages: ((languages: string[]) => void) | undefined;

/**
 * Every name Prism answers to once LANGUAGES are loaded, by the language it belongs to; a test
 * (highlight-lazy) holds it to what loading LANGUAGES gives. A language is loaded the first time a
 * block asks for one of its names: loading all 29 took ~35 ms of every process that highlights a
 * block (a build after an edit of one post), and a page in Kotlin needs only Kotlin. prismjs's main
 * file holds markup, css, clike and javascript (CORE) from the start.
 */
const LANGUAGE_OF: Record<string, string> = {
  markup: 'markup',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  mathml: 'markup',
  ssml: 'markup',
  atom: 'markup',
  rss: 'markup',
  css: 'css',
  clike: 'clike',
  javascript: 'javascript',
  js: 'javascript',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  c: 'c',
  cpp: 'cpp',
  csharp: 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  diff: 'diff',
  docker: 'docker',
  dockerfile: 'docker',
  go: 'go',
  graphql: 'graphql',
  groovy: 'groovy',
  ini: 'ini',
  java: 'java',
  json: 'json',
  webmanifest: 'json',
  kotlin: 'kotlin',
  kt: 'kotlin',
  kts: 'kotlin',
  markdown: 'markdown',
  md: 'markdown',
  objectivec: 'objectivec',
  objc: 'objectivec',
  'markup-templating': 'php',
  php: 'php',
  powershell: 'powershell',
  properties: 'properties',
  protobuf: 'protobuf',
  python: 'python',
  py: 'python',
  ruby: 'ruby',
  rb: 'ruby',
  rust: 'rust',
  sql: 'sql',
  swift: 'swift',
  toml: 'toml',
  typescript: 'typescript',
  ts: 'typescript',
  yaml: 'yaml',
  yml: 'yaml',
};
const CORE = new Set(['markup', 'css', 'clike', 'javascript']);
/**
 * Languages before whose first block every language is loaded: their highlighting depends on which
 * are (Markdown highlights the code it holds in that code's language and its front matter as YAML;
 * GraphQL its descriptions as Markdown), or they highlight with another's grammar in place (PHP its
 * HTML with markup's, which Markdown is copied from: see `own`).
 */
const ALL_FIRST = new Set(['markdown', 'graphql', 'php']);
/**
 * Each language's own copy of its grammar, which its blocks are highlighted with. Prism rewrites a
 * grammar the first time it highlights with it (its `rest` copied in), and a language made as a copy
 * of another (Prism.languages.extend: TypeScript of JavaScript, C++ of C, most of clike) copies it as
 * it is when loaded, which Prism's loader may do again later (loading SQL loads TypeScript again):
 * TypeScript loaded after a JavaScript block highlighted `${}` in template strings as JavaScript.
 * Highlighting with copies leaves the grammars the languages are loaded from as they were loaded.
 */
const own = new Map<string, PrismModule.Grammar>();
/** True once every language is loaded. */
let everyLanguage = false;

/** Prism's grammar for a fence's name (as Prism.languages answers it), its language loaded first. */
function grammarFor(name: string): PrismModule.Grammar | undefined {
  if (Prism === undefined) ({ Prism, loadLanguages } = prism());
  const languages = Prism.languages;
  const language = Object.hasOwn(LANGUAGE_OF, name) ? LANGUAGE_OF[name] : undefined;
  if (language === undefined) return name ? languages[name] : undefined;
  if (!everyLanguage) {
    if (ALL_FIRST.has(language)) everyLanguage = true;
    // What is loaded is what Prism.languages holds (loading C++ loads C). Prism's loader loads again
    // what it is asked for, with every loaded language built on it: the core (its main file's) is
    // never asked for, nor a language loaded (PHP's hooks would run twice).
    const wanted = (everyLanguage ? LANGUAGES : [language]).filter(
      (l) => !CORE.has(l) && languages[l] === undefined,
    );
    if (wanted.length > 0) loadLanguages?.(wanted);
  }
  let grammar = own.get(name);
  if (grammar === undefined) {
    grammar = Prism.util.clone(languages[name] as PrismModule.Grammar);
    own.set(name, grammar);
  }
  return grammar;
}

// Prism names the language by its canonical id; fences often use a short or common alias.
export const ALIASES: Record<string, string> = {
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
  cs: 'csharp',
  'c#': 'csharp',
  dotnet: 'csharp',
  ps1: 'powershell',
  pwsh: 'powershell',
};

/**
 * markdown-it's `highlight` option: the whole `<pre><code>`. `tabindex` lets a keyboard scroll a wide
 * block (axe's scrollable-region-focusable).
 */
export function highlight(code: string, info: string): string {
  const asked = info.trim().toLowerCase();
  const name = ALIASES[asked] ?? asked;
  const grammar = grammarFor(name);
  if (!grammar || Prism === undefined) return `<pre tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
  const prismed = Prism.highlight(code, grammar, name);
  // Without a `>` in the code, each `>` of Prism's HTML ends one of its tags (its text and attributes
  // are made of the code): nothing to encode. Most blocks (~70% at 10,000 generated posts).
  const highlighted = code.includes('>') ? encodeGreaterThan(prismed) : prismed;
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
