import { createRequire } from 'node:module';
import type StringWidth from 'string-width';

/**
 * string-width, for the text displayWidth does not count itself. Its import alone costs ~30–70 ms
 * (an Intl.Segmenter and emoji patterns made at load) and its first call as much again; most
 * commands print no such text, and `--quiet` or `--json` nothing at all. It is an ES module:
 * required on first use where Node can (20.19 and 22.12 on), else imported with this module, as
 * before (the await makes this a module only the CLI's reports import, never a worker thread).
 */
const eager: typeof StringWidth | undefined = (process.features as { require_module?: boolean })
  .require_module
  ? undefined
  : (await import('string-width')).default;
const require = createRequire(import.meta.url);
const stringWidth = (): typeof StringWidth => eager ?? require('string-width').default;

/**
 * Terminal columns by display width, not by string length: a Hangul syllable or a CJK ideograph takes
 * two columns, a combining mark none, an emoji two. `'코루틴'.padEnd(8)` lines up with nothing; every
 * column the CLI prints goes through here instead.
 *
 * Text of printable ASCII, Latin-1 letters and signs, Hangul syllables and CJK ideographs, between
 * colour escapes as chalk writes them, is counted here (one column each, two for the last two); any
 * other text by string-width, loaded then. `test/unit/columns.test.ts` holds the count to
 * string-width's for every character it takes.
 */
export function displayWidth(text: string): number {
  // Past a few thousand characters (no cell is), the pattern's own stack would be at risk.
  if (text.length > 4096 || !COUNTED.test(text)) return stringWidth()(text);
  const bare = text.includes('\x1b') ? text.replace(COLOUR, '') : text;
  let wide = 0;
  for (let i = 0; i < bare.length; i++) if (bare.charCodeAt(i) >= 0x3000) wide++;
  return bare.length + wide;
}

/** A colour escape (SGR) as chalk writes it: numbers, semicolons between them, `m`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape is what the pattern is for.
const COLOUR = /\x1b\[\d{1,3}(?:;\d{1,3})*m/g;
/** Text displayWidth counts itself: the characters it knows the width of, and the escapes COLOUR removes. */
const COUNTED = new RegExp(
  `^(?:[\\x20-\\x7e\\u00a1-\\u00ac\\u00ae-\\u00ff\\u4e00-\\u9fff\\uac00-\\ud7a3]|${COLOUR.source})*$`,
);

export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

export function padStart(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

export type Align = 'left' | 'right';

/**
 * Rows of cells as lines, each column as wide as its widest cell (the last left-aligned column is not
 * padded, so no line ends in spaces). Cells may hold colour escapes: they take no column.
 */
export function table(
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
  gap = '  ',
): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        if (align[i] === 'right') return padStart(cell, width);
        return i === row.length - 1 ? cell : padEnd(cell, width);
      })
      .join(gap),
  );
}

/** A byte count as people read it: `512 B`, `3.4 kB`, `12.0 MB` (1 kB = 1,024 bytes, as `ls -h`). */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
