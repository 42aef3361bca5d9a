import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { decodeContent } from '../../src/content/source.js';
import { readWhole } from '../../src/ground/read-whole.js';

/**
 * Where the front matter ends, as source.ts found it before it compared bytes one by one: by views
 * of the buffer compared with `---` and `...` (the closing rule of splitFrontMatter, in bytes).
 */
function referenceEnd(buffer: Buffer): number {
  const fence = Buffer.from('---');
  const dots = Buffer.from('...');
  const start = buffer[0] === 0xef ? 3 : 0;
  if (!buffer.subarray(start, start + 3).equals(fence)) return -1;
  let lineStart = buffer.indexOf(10, start) + 1;
  while (lineStart > 0 && lineStart < buffer.length) {
    const lineEnd = buffer.indexOf(10, lineStart);
    const end = lineEnd === -1 ? buffer.length : lineEnd;
    const head = buffer.subarray(lineStart, lineStart + 3);
    if (head.equals(fence) || head.equals(dots)) {
      let blank = true;
      for (let i = lineStart + 3; i < end; i++) {
        const c = buffer[i];
        if (c !== 32 && c !== 9 && c !== 13) blank = false;
      }
      if (blank) return lineEnd === -1 ? buffer.length : lineEnd + 1;
    }
    lineStart = lineEnd + 1;
  }
  return -1;
}

// What front matter and its closing lines are made of: fences that close and fences that only look
// alike (`--`, `----`, `-- -`, `..`), trailing blanks, CR and CRLF, a BOM, Hangul, a NUL.
const piece = fc.constantFrom(
  '---',
  '...',
  '--',
  '-',
  '----',
  '..',
  '.',
  ' ',
  '\t',
  '\r',
  '\n',
  '\r\n',
  'title: 한글',
  'x',
  '\uFEFF',
  '\0',
);
const file = fc
  .tuple(fc.constantFrom('', '\uFEFF', '---\n', '\uFEFF---\n', '---\r\n'), fc.array(piece, { maxLength: 14 }))
  .map(([start, parts]) => Buffer.from(start + parts.join('')));

describe('decodeContent with the body split off', () => {
  test('cuts where the byte views cut, and its two parts are the whole text', () => {
    fc.assert(
      fc.property(file, (bytes) => {
        const whole = decodeContent(bytes);
        const split = decodeContent(bytes, true);
        const cut = referenceEnd(bytes);
        if (!split.ok) {
          // Refused for the bytes (a NUL, invalid UTF-8), as the whole file is.
          expect(whole).toEqual(split);
          return;
        }
        if (cut === -1) {
          expect(split.rest).toBeUndefined();
          if (whole.ok) expect(split.text).toBe(whole.text);
          return;
        }
        expect(split.rest).toBeDefined();
        const head = decodeContent(bytes.subarray(0, cut));
        if (head.ok) expect(split.text).toBe(head.text);
        if (whole.ok) expect(split.text + split.rest?.()).toBe(whole.text);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('readWhole', () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-whole-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const read = (name: string, size: number): Buffer => {
    const fd = openSync(join(dir, name), 'r');
    try {
      return readWhole(fd, size);
    } finally {
      closeSync(fd);
    }
  };

  test('gives each file its own bytes, small ones cut from a shared slab and large ones apart', () => {
    // Sizes around the slab's (256 kB) and the own-buffer bound (16 kB), so that slabs fill and turn over.
    const sizes = [
      0,
      1,
      1700,
      16 * 1024 - 1,
      16 * 1024,
      100_000,
      ...Array.from({ length: 400 }, (_, i) => 1 + ((i * 7919) % 9000)),
    ];
    const written = sizes.map((size, i) => {
      const bytes = Buffer.alloc(size, (i % 250) + 1);
      // Each file's own first bytes, so that a slice of the wrong file or offset cannot pass.
      if (size >= 4) bytes.writeUInt32LE(i, 0);
      writeFileSync(join(dir, `f${i}`), bytes);
      return bytes;
    });
    const got = sizes.map((size, i) => read(`f${i}`, size));
    // Read back after every other read: no file's bytes were overwritten by a later one's.
    for (const [i, bytes] of got.entries())
      expect(bytes.equals(written[i] as Buffer), `file ${i}`).toBe(true);
  });

  test('gives fewer bytes when the file shrank since its stat, as readFileSync does', () => {
    writeFileSync(join(dir, 'short'), 'abc');
    expect(read('short', 10).toString()).toBe('abc');
  });
});
