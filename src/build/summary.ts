/**
 * A post's summary when its front matter has none: the first ~200 characters of its text as plain
 * text, cut on a word boundary (never inside a Hangul syllable, a surrogate pair or a grapheme
 * cluster). Only the start of the body is read: rendering whole bodies to get 200 characters is waste.
 * (Intl.Segmenter would do the cutting too, but cost ~0.2 ms a post: most of a 10k-post build.)
 */
import { plainTextWithAtoms } from './plain-text.js';

export { plainText } from './plain-text.js';

const LIMIT = 200;
const SCAN = 4000;
const FIRST_SCAN = 600;

export function summarize(markdown: string, limit = LIMIT): string {
  // Most posts give enough text in their first ~600 characters; a long code block first needs more.
  let window = windowOf(markdown, FIRST_SCAN);
  let plain = plainTextWithAtoms(window, markdown.slice(window.length));
  // Enough text to cut is enough: the window ends on a line, so every link in it is whole.
  if (plain.text.length <= limit && markdown.length > window.length) {
    window = windowOf(markdown, SCAN);
    plain = plainTextWithAtoms(window, markdown.slice(window.length));
  }
  const { text, atoms } = plain;
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
  // Never cut a link or URL in half: end before it, unless that would leave too little to read.
  const at = points.slice(0, end).join('').length;
  const cut = atoms.find(([s, e]) => s < at && at < e);
  if (cut && cut[0] > limit / 4) end = Array.from(text.slice(0, cut[0])).length;
  return `${points.slice(0, end).join('').trimEnd()}…`;
}

/**
 * The first `size` characters of a body, ended at a line break (a blank line when there is one in
 * the second half) so that the parser never sees half a link or half an emphasis.
 */
function windowOf(markdown: string, size: number): string {
  if (markdown.length <= size) return markdown;
  const blank = markdown.lastIndexOf('\n\n', size);
  if (blank > size / 2) return markdown.slice(0, blank);
  const line = markdown.lastIndexOf('\n', size);
  return markdown.slice(0, line > size / 2 ? line : size);
}

/** Code points that belong to the cluster of the one before them. */
const JOINS_PREVIOUS =
  /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}])$/u;
