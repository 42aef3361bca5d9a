import stringWidth from 'string-width';

/**
 * Terminal columns by display width, not by string length: a Hangul syllable or a CJK ideograph takes
 * two columns, a combining mark none, an emoji two. `'코루틴'.padEnd(8)` lines up with nothing; every
 * column the CLI prints goes through here instead.
 */
export function displayWidth(text: string): number {
  return stringWidth(text);
}

export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - stringWidth(text)));
}

export function padStart(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - stringWidth(text))) + text;
}

export type Align = 'left' | 'right';

/**
 * Rows of cells as lines, each column as wide as its widest cell (the last left-aligned column is not
 * padded, so no line ends in spaces). Cells may hold colour escapes: string-width ignores them.
 */
export function table(
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
  gap = '  ',
): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, stringWidth(cell));
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
