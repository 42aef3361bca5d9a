/**
 * A post's summary when its front matter has none: the first ~200 characters of its text as plain
 * text, cut on a word boundary (never inside a Hangul syllable, a surrogate pair or a grapheme
 * cluster). Only the start of the body is read: rendering whole bodies to get 200 characters is waste.
 * (Intl.Segmenter would do the cutting too, but cost ~0.2 ms a post: most of a 10k-post build.)
 */
const LIMIT = 200;
const SCAN = 4000;
const FIRST_SCAN = 1000;

export function summarize(markdown: string, limit = LIMIT): string {
  // Most posts give enough text in their first ~1,000 characters; a long code block first needs more.
  let text = plainText(markdown.slice(0, FIRST_SCAN));
  if (text.length <= 2 * limit + 2 && markdown.length > FIRST_SCAN) text = plainText(markdown.slice(0, SCAN));
  // Code points, not UTF-16 units: a surrogate pair is never split.
  const points = Array.from(text.slice(0, 2 * limit + 2));
  if (points.length <= limit && text.length <= 2 * limit + 2) return text;
  let end = limit - 1;
  // Prefer a word boundary: the last white space in the second half of the allowance.
  const space = points.lastIndexOf(' ', end);
  if (space > limit / 2) end = space;
  else {
    // One very long word: step back out of a grapheme cluster (combining marks, joiners, variation selectors).
    while (end > 0 && (JOINS_PREVIOUS.test(points[end] as string) || points[end - 1] === '\u200d')) end--;
  }
  return `${points.slice(0, end).join('').trimEnd()}…`;
}

/** Code points that belong to the cluster of the one before them. */
const JOINS_PREVIOUS =
  /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}])$/u;

/** Markdown to one line of plain text: code blocks, HTML, images and markup dropped, links to their text. */
export function plainText(markdown: string): string {
  // Each pass runs only when its trigger character is there: most of a summary's cost was passes with
  // nothing to do. The result is what the full chain gives.
  let text = withoutCodeBlocks(markdown);
  if (text.includes('<')) text = text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>\n]+>/g, ' ');
  if (text.includes('[')) {
    text = text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1');
  }
  text = text.replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '');
  if (text.includes('`')) text = text.replace(/`([^`]*)`/g, '$1');
  if (/[*_~]/.test(text)) text = text.replace(/(\*\*|__|\*|_|~~)(\S(?:[\s\S]*?\S)?)\1/g, '$2');
  return text.replace(/\s+/g, ' ').trim();
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
