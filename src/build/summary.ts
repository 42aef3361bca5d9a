/**
 * A post's summary when its front matter has none: the first ~200 characters of its text as plain
 * text, cut on a word boundary (never inside a Hangul syllable, a surrogate pair or a grapheme).
 * Only the start of the body is read: rendering whole bodies to get 200 characters is waste.
 */
const LIMIT = 200;
const SCAN = 4000;

export function summarize(markdown: string, limit = LIMIT): string {
  const text = plainText(markdown.slice(0, SCAN));
  if ([...text].length <= limit) return text;
  const words = new Intl.Segmenter('ko', { granularity: 'word' });
  let out = '';
  for (const { segment } of words.segment(text)) {
    if ([...out].length + [...segment].length > limit - 1) break;
    out += segment;
  }
  if (out === '') {
    // One word longer than the limit: cut between graphemes.
    for (const { segment } of new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text)) {
      if ([...out].length + [...segment].length > limit - 1) break;
      out += segment;
    }
  }
  return `${out.trimEnd()}…`;
}

/** Markdown to one line of plain text: code blocks, HTML, images and markup dropped, links to their text. */
export function plainText(markdown: string): string {
  return withoutCodeBlocks(markdown)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutCodeBlocks(markdown: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) fence = marker;
    else kept.push(line);
  }
  return kept.join('\n');
}
