/**
 * One line of Markdown-safe text from content: line breaks would break a list or heading, and
 * brackets, angle brackets, emphasis markers or a leading `#` would turn text into links, HTML or markup.
 */
export function mdText(text: string): string {
  // Most text needs none of it (llms-full.txt runs this on 10,000 summaries): one search says so
  // (anything but a string still fails in the chain, as it always did).
  if (typeof text === 'string' && !NEEDS_MD_ESCAPE.test(text)) return text;
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/([\\[\]<>*_`|])/g, '\\$1')
      // `\](` and `\]\(` render alike, but only the first reads as `](` to a reader that does not
      // unescape: the build's link check of llms.txt (build/index.ts linkCheck) took a title's
      // `[a](https://site/x)` for a link of the file.
      .replaceAll('\\](', '\\]\\(')
      .replace(/^([#>+-]|\d+\.)/, '\\$1')
  );
}

/**
 * What mdText would change: whitespace other than a single space (a run, a line break, a no-break
 * space), a space at either end, a character it escapes, or a start it escapes.
 */
const NEEDS_MD_ESCAPE = /[^\S ]| {2}|^ | $|[\\[\]<>*_`|]|^(?:[#>+-]|\d+\.)/;

/** Text inside an HTML element or attribute. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
