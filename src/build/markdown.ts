/**
 * One line of Markdown-safe text from content: line breaks would break a list or heading, and
 * brackets, angle brackets, emphasis markers or a leading `#` would turn text into links, HTML or markup.
 */
export function mdText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]<>*_`|])/g, '\\$1')
    .replace(/^([#>+-]|\d+\.)/, '\\$1');
}

/** Text inside an HTML element or attribute. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
