/**
 * Markdown to one line of plain text, from a real CommonMark + GFM parse (markdown-it tokens, never
 * rendered): what a reader would read as prose, and nothing that is markup for a machine. Headings,
 * paragraphs, lists and quotes give their text; code blocks, tables, rules, HTML, images, footnotes,
 * math, Liquid, kramdown attribute lists and Hugo shortcodes give none. Inline code and URLs keep every
 * character. Links give their text, marked as atoms that a summary must not cut in half.
 */
import type MarkdownItModule from 'markdown-it';
import { markdownIt, markdownItCjk } from '../ground/lazy.js';

// A parser is configuration, not state: one for the process. The CommonMark preset (HTML as html
// tokens, dropped, rather than as text) with GFM's tables and strikethrough: half the cost of the
// default preset, whose extra rules (linkify, typographer) a summary does not need.
type MarkdownIt = InstanceType<typeof MarkdownItModule>;
let parser: MarkdownIt | undefined;
/** The parser, made on first use (ground/lazy.ts). */
const md = (): MarkdownIt =>
  (parser ??= new (markdownIt())('commonmark', { html: true })
    .enable(['table', 'strikethrough'])
    .use(markdownItCjk()));

/** Marks the start and end of a run of text that a cut must not split (a link, a URL). */
export const ATOM_START = '\ue000';
export const ATOM_END = '\ue001';

export interface PlainText {
  text: string;
  /** [start, end) UTF-16 offsets into `text` of each link or URL. */
  atoms: [number, number][];
}

/** Plain text of `markdown`; `rest` is the part of the body after it, read only for link definitions. */
export function plainTextWithAtoms(markdown: string, rest = ''): PlainText {
  const source = withoutNonProse(markdown.replace(/[\ue000\ue001]/g, ''));
  const env: { references?: Record<string, { href: string; title: string }> } = {};
  // A reference link (`[text][ref]`) whose definition lies past the window is still a link.
  if (rest.includes(']:')) env.references = definitions(rest);
  const tokens = md().parse(source, env);
  let out = '';
  let tableDepth = 0;
  for (const token of tokens) {
    if (token.type === 'table_open') tableDepth++;
    else if (token.type === 'table_close') tableDepth--;
    else if (token.type === 'inline' && tableDepth === 0) out += ` ${inlineText(token.children ?? [])} `;
  }
  return atomsOf(out.replace(/\s+/g, ' ').trim());
}

export function plainText(markdown: string): string {
  return plainTextWithAtoms(markdown).text;
}

type Token = ReturnType<MarkdownIt['parse']>[number];

function inlineText(children: Token[]): string {
  let out = '';
  let run = '';
  const flush = () => {
    out += cleanText(run);
    run = '';
  };
  const skip = 0;
  for (const child of children) {
    switch (child.type) {
      case 'text':
        if (skip === 0) run += child.content;
        break;
      case 'softbreak':
      case 'hardbreak':
      case 'html_inline':
        run += ' ';
        break;
      case 'code_inline':
        flush();
        if (skip === 0) out += child.content;
        break;
      case 'link_open':
        flush();
        out += ATOM_START;
        break;
      case 'link_close':
        flush();
        out += ATOM_END;
        break;
      default:
        // em, strong, s: their text is in the text tokens around them; an image gives nothing.
        break;
    }
  }
  flush();
  return out;
}

/** Inline constructs of other generators that markdown-it leaves as text. */
function cleanText(text: string): string {
  if (text === '') return text;
  let t = text;
  if (t.includes('{')) {
    t = t
      .replace(/\{\{[\s\S]*?\}\}/g, ' ') // Liquid output, Hugo shortcode {{< >}} / {{% %}} (before {% %})
      .replace(/\{%[\s\S]*?%\}/g, ' ') // Liquid tag
      .replace(/\{::?[^}\n]*\}/g, ' '); // kramdown attribute list or extension
  }
  if (t.includes('[^')) t = t.replace(/\[\^[^\]\s]+\]/g, ''); // footnote reference
  // Inline math: `$` hugging non-space on both sides, so prices ("$5 and $10") stay.
  if (t.includes('$')) t = t.replace(/\$(?=[^\s$])[^$\n]*?[^\s$\\]\$(?!\d)|\$[^\s$\d]\$(?!\d)/g, ' ');
  if (/https?:\/\//.test(t)) t = t.replace(/https?:\/\/[^\s<>"]+/g, (url) => ATOM_START + url + ATOM_END);
  return t;
}

// Block constructs whose content is code or markup: dropped with their content, to the end of the
// window when the closing tag lies beyond it.
const LIQUID_BLOCK =
  /\{%-?\s*(highlight|comment|capture|codeblock|code|katex|latex|math|mermaid|plantuml|gist)\b[\s\S]*?(?:\{%-?\s*end\1\s*-?%\}|$(?![\s\S]))/g;
const SHORTCODE_BLOCK =
  /\{\{[<%]\s*(highlight|code|math|katex|mermaid|chart|raw|html|tabs)\b[\s\S]*?(?:\{\{[<%]\s*\/\1\s*[>%]\}\}|$(?![\s\S]))/g;
const KRAMDOWN_COMMENT = /\{::comment\}[\s\S]*?(?:\{:\/comment\}|$(?![\s\S]))/g;
const KRAMDOWN_TOC = /^[ \t]*(?:[*+-]|\d+\.)[ \t]+[^\n]*\n[ \t]*\{:\s*\.?toc\s*\}/gm;
const DISPLAY_MATH = /\$\$[\s\S]*?(?:\$\$|$(?![\s\S]))/g;
const LATEX =
  /\\begin\{([a-zA-Z]+\*?)\}[\s\S]*?(?:\\end\{\1\}|$(?![\s\S]))|\\\[[\s\S]*?\\\]|\\\([\s\S]*?\\\)/g;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]\n]+\]:.*(?:\n(?:[ \t]+\S.*|[ \t]*(?=\n[ \t]+\S)))*/gm;
/** A fence's opening line (an info string after backticks holds no backtick), and its closing line. */
const FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t\r]*$/;

/** The window with those blocks removed; fenced code is left to the parser, which drops it whole. */
function withoutNonProse(markdown: string): string {
  if (!/[{$\\[]/.test(markdown)) return markdown;
  const parts: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (prose.length > 0) parts.push(cleanBlocks(prose.join('\n')));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    if (fence) {
      parts.push(line);
      const marker = CLOSING_FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      flush();
      fence = marker;
      parts.push(line);
    } else prose.push(line);
  }
  flush();
  return parts.join('\n');
}

function cleanBlocks(text: string): string {
  let t = text;
  // A Liquid value as a link's destination (`[x]({{ site.url }}/a)`) would keep the link from parsing.
  if (t.includes('](')) t = t.replace(/\]\(\s*(?:\{\{[^}\n]*\}\}|\{%[^%\n]*%\})/g, '](#');
  if (t.includes('{%')) t = t.replace(LIQUID_BLOCK, '\n\n');
  if (t.includes('{{')) t = t.replace(SHORTCODE_BLOCK, '\n\n');
  if (t.includes('{:')) t = t.replace(KRAMDOWN_COMMENT, '\n\n').replace(KRAMDOWN_TOC, '');
  if (t.includes('$$')) t = t.replace(DISPLAY_MATH, '\n\n');
  if (t.includes('\\')) t = t.replace(LATEX, ' ');
  if (t.includes('[^')) t = t.replace(FOOTNOTE_DEFINITION, '');
  return t;
}

function definitions(rest: string): Record<string, { href: string; title: string }> {
  const refs: Record<string, { href: string; title: string }> = {};
  for (const m of rest.matchAll(/^ {0,3}\[([^\]\n]+)\]:/gm)) {
    const label = md().utils.normalizeReference(m[1] as string);
    if (label && !label.startsWith('^')) refs[label] = { href: '', title: '' };
  }
  return refs;
}

/** Removes the atom markers, recording where each atom lies (whitespace already collapsed). */
function atomsOf(marked: string): PlainText {
  if (!marked.includes(ATOM_START)) return { text: marked, atoms: [] };
  const atoms: [number, number][] = [];
  let text = '';
  let start = -1;
  let depth = 0;
  for (const ch of marked) {
    if (ch === ATOM_START) {
      if (depth++ === 0) start = text.length;
    } else if (ch === ATOM_END) {
      if (depth > 0 && --depth === 0 && text.length > start) atoms.push([start, text.length]);
    } else text += ch;
  }
  // Markers next to collapsed white space can leave a double or edge space.
  const clean = text.replace(/ {2,}/g, ' ');
  if (clean === text && clean.trim() === clean) return { text, atoms };
  return { text: clean.trim(), atoms: remap(text, atoms) };
}

function remap(text: string, atoms: [number, number][]): [number, number][] {
  // Offsets in the cleaned text: count what survives before each offset.
  const map = new Array<number>(text.length + 1);
  let j = 0;
  let lead = true;
  for (let i = 0; i < text.length; i++) {
    map[i] = j;
    const drop = text[i] === ' ' && (lead || text[i + 1] === ' ' || i === text.length - 1);
    if (!drop) {
      j++;
      lead = false;
    }
  }
  map[text.length] = j;
  return atoms.map(([s, e]) => [map[s] as number, map[e] as number]);
}
