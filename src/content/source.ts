import { isUtf8 } from 'node:buffer';
import type { Diagnostic } from '../ground/diagnostics.js';

/** A content file read from disk and decoded, before any parsing. */
export interface SourceFile {
  /** Path shown to the user: relative to the working folder, forward slashes, as spelled on disk. */
  path: string;
  /** Path inside the content folder, NFC-normalised, forward slashes: what ids are derived from. */
  rel: string;
  /** Decoded text without BOM, CR LF turned into LF. Not NFC-normalised, so positions match the file. */
  text: string;
}

export type DecodeResult =
  | {
      ok: true;
      text: string;
      /** With `splitAfterFrontMatter`: the text after the front matter's closing line, decoded on demand. */
      rest?: () => string;
    }
  | { ok: false; diagnostic: Omit<Diagnostic, 'file'> };

const NUL_SCAN_LIMIT = 8000;

/**
 * Turns the bytes of a content file into text, refusing what is not text: an empty file, a binary
 * file (a NUL byte, as git decides it) and invalid UTF-8, each pointing at the offending line and column.
 */
export function decodeContent(bytes: Uint8Array, splitAfterFrontMatter = false): DecodeResult {
  // Most files are shorter than the limit: searched whole, without a view made for the search.
  const nul = (bytes.length <= NUL_SCAN_LIMIT ? bytes : bytes.subarray(0, NUL_SCAN_LIMIT)).indexOf(0);
  if (nul !== -1) {
    const { line, column } = positionOfByte(bytes, nul);
    return fail('file-binary', line, column, 'This is a binary file, not text.', {
      expected: 'UTF-8 text',
      found: `a NUL byte at byte ${nul}`,
      hint: 'Keep images and other assets outside the content folder, or give them a name starting with "_".',
    });
  }
  // isUtf8 is a native check, several times faster than a fatal TextDecoder on Korean text.
  if (!isUtf8(bytes)) {
    const bad = firstInvalidUtf8(bytes);
    const { line, column } = positionOfByte(bytes, bad);
    return fail('invalid-utf8', line, column, 'The file is not valid UTF-8.', {
      expected: 'UTF-8 text',
      found: `byte 0x${(bytes[bad] ?? 0).toString(16).padStart(2, '0')} at byte ${bad}`,
      hint: 'Re-save the file as UTF-8 (e.g. `iconv -f cp949 -t utf-8`, for text written in EUC-KR/CP949).',
    });
  }
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // A post's body is most of its bytes and `validate` never reads it: decode it only when asked.
  const cut = splitAfterFrontMatter ? frontMatterEnd(buffer) : -1;
  let text = toText(buffer, 0, cut === -1 ? buffer.length : cut);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (cut !== -1) return { ok: true, text, rest: () => toText(buffer, cut, buffer.length) };
  if (text.trim() === '') {
    return fail('file-empty', 1, 1, 'The file is empty.', {
      expected: 'content',
      found: bytes.length === 0 ? 'an empty file' : 'only white space',
      hint: 'Fill it in (`site-api new` scaffolds files) or delete it.',
    });
  }
  return { ok: true, text };
}

function toText(buffer: Buffer, start: number, end: number): string {
  const text = buffer.toString('utf8', start, end);
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** Whether `buffer` holds three `c` bytes from `at` on (`-` or `.`), looked at byte by byte: no view is made. */
const threeOf = (buffer: Buffer, at: number, c: number): boolean =>
  buffer[at] === c && buffer[at + 1] === c && buffer[at + 2] === c;
const DASH = 0x2d;
const DOT = 0x2e;

/**
 * The byte offset just after the line that closes a front matter opened on the first line, or -1.
 * Mirrors splitFrontMatter's closing rule (`---` or `...` alone on a line); anything unusual gets -1,
 * and the whole file is decoded as before.
 */
function frontMatterEnd(buffer: Buffer): number {
  const start = buffer[0] === 0xef ? 3 : 0; // a BOM
  if (!threeOf(buffer, start, DASH)) return -1;
  let lineStart = buffer.indexOf(10, start) + 1;
  while (lineStart > 0 && lineStart < buffer.length) {
    const lineEnd = buffer.indexOf(10, lineStart);
    const end = lineEnd === -1 ? buffer.length : lineEnd;
    if (threeOf(buffer, lineStart, DASH) || threeOf(buffer, lineStart, DOT)) {
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

function fail(
  code: string,
  line: number,
  column: number,
  message: string,
  extra: Pick<Diagnostic, 'expected' | 'found' | 'hint'>,
): DecodeResult {
  return { ok: false, diagnostic: { severity: 'error', code, message, line, column, pointer: '', ...extra } };
}

/** Index of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}

/** Line and column (1-based, in characters of the valid text before it) of a byte offset. */
function positionOfByte(bytes: Uint8Array, offset: number): { line: number; column: number } {
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
  const lines = before.split(/\r\n?|\n/);
  return { line: lines.length, column: (lines.at(-1) ?? '').replace(/^\uFEFF/, '').length + 1 };
}

/**
 * True when the bytes may hold a character the text check refuses (a control, C1, bidi control, inner
 * BOM, noncharacter): a superset, confirmed on the decoded text. One pass over the bytes, so that the
 * common post (nothing of the kind) costs no decoding of its body: `validate` never decodes bodies.
 */
export function maySuspectText(bytes: Uint8Array): boolean {
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    if (b < 0x20) {
      if (b !== 0x09 && b !== 0x0a && b !== 0x0d) return true;
    } else if (b < 0x7f) {
    } else if (b === 0x7f) return true;
    else if (b === 0xc2) {
      const c = bytes[i + 1] as number;
      if (c >= 0x80 && c <= 0x9f) return true;
    } else if (b === 0xe2) {
      const c = bytes[i + 1];
      const d = bytes[i + 2] as number;
      if ((c === 0x80 && d >= 0xaa && d <= 0xae) || (c === 0x81 && d >= 0xa6 && d <= 0xa9)) return true;
    } else if (b === 0xef) {
      const c = bytes[i + 1];
      const d = bytes[i + 2] as number;
      if (
        (c === 0xbb && d === 0xbf && i > 0) ||
        (c === 0xb7 && d >= 0x90 && d <= 0xaf) ||
        (c === 0xbf && d >= 0xbe)
      )
        return true;
    } else if (b >= 0xf0 && b <= 0xf4) {
      if (
        ((bytes[i + 1] as number) & 0x0f) === 0x0f &&
        bytes[i + 2] === 0xbf &&
        (bytes[i + 3] as number) >= 0xbe
      )
        return true;
    }
  }
  return false;
}
