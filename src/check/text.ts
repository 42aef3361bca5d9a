import type { Entry, PostEntry } from '../content/model.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { where } from './locate.js';

/**
 * Characters no published text may carry: C0/C1 controls (tab and newline allowed where text may span
 * lines), unpaired surrogates (they make invalid UTF-8 and invalid JSON for strict parsers),
 * noncharacters (U+FFFE, U+FDD0…), bidi embeddings, overrides and isolates (they reorder what a reader
 * sees, "Trojan Source") and a BOM anywhere but at the start of a file (where the loader drops it).
 */
const BAD = /[\p{Cc}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069\uFEFF\uD800-\uDFFF]/u;
const BAD_ALL = new RegExp(BAD.source, 'gu');
/** Fields that are one line: a newline or tab in them breaks every listing and every feed title. */
const ONE_LINE = new Set(['title', 'name', 'tags', 'job_title', 'headline']);
const MAX_PER_FILE = 10;

export function textRules(entries: readonly Entry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of entries) {
    if (entry.unreadable) continue;
    const found: Diagnostic[] = [];
    scanValue(entry, entry.data, [], false, found);
    const post = entry as PostEntry;
    if (post.rawBody) scanBody(post, post.rawBody(), found);
    out.push(...found.slice(0, MAX_PER_FILE));
  }
  return out;
}

function scanValue(
  entry: Entry,
  value: unknown,
  path: (string | number)[],
  oneLine: boolean,
  out: Diagnostic[],
): void {
  if (out.length >= MAX_PER_FILE) return;
  if (typeof value === 'string') {
    const at = firstBad(value, oneLine);
    if (at === -1) return;
    const point = value.codePointAt(at) as number;
    const field = path.join('.');
    out.push({
      ...where(entry, [...path]),
      severity: 'error',
      code: 'bad-character',
      message: `${describe(point, value, at)} in ${field || 'the value'}, at character ${[...value.slice(0, at)].length + 1} of it.`,
      expected: oneLine
        ? 'text on one line, without control or invisible direction characters'
        : 'text without control or invisible direction characters',
      found: codePoint(point),
      hint: hintFor(point),
    });
    return;
  }
  // One path array, pushed and popped: this runs over every value of every file.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      scanValue(entry, value[i], path, oneLine, out);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    const top = path.length === 0;
    for (const key in value) {
      path.push(key);
      scanValue(entry, key, path, true, out);
      scanValue(
        entry,
        (value as Record<string, unknown>)[key],
        path,
        oneLine || (top && ONE_LINE.has(key)),
        out,
      );
      path.pop();
    }
  }
}

function scanBody(post: PostEntry, body: string, out: Diagnostic[]): void {
  BAD_ALL.lastIndex = 0;
  for (let m = BAD_ALL.exec(body); m && out.length < MAX_PER_FILE; m = BAD_ALL.exec(body)) {
    const point = m[0].codePointAt(0) as number;
    if (point === 0x09 || point === 0x0a) continue;
    const before = body.slice(0, m.index);
    const newline = before.lastIndexOf('\n');
    out.push({
      file: post.file.path,
      line: post.bodyLine + countNewlines(before),
      column: [...before.slice(newline + 1)].length + 1,
      pointer: '',
      severity: 'error',
      code: 'bad-character',
      message: `${describe(point, body, m.index)} in the body.`,
      expected: 'text without control or invisible direction characters',
      found: codePoint(point),
      hint: hintFor(point),
    });
  }
}

/**
 * The first character of a post's body (as written, line breaks CRLF or LF) that the bad-character
 * rule refuses: what it is and where (1-based line and column of the body), or undefined. For
 * import's plan, which copies bodies byte for byte and names what validate will then refuse.
 */
export function firstBadInBody(body: string): { what: string; line: number; column: number } | undefined {
  if (!BAD.test(body)) return undefined;
  BAD_ALL.lastIndex = 0;
  for (let m = BAD_ALL.exec(body); m; m = BAD_ALL.exec(body)) {
    const point = m[0].codePointAt(0) as number;
    if (point === 0x09 || point === 0x0a || point === 0x0d) continue;
    // Line breaks as the loader reads them: CRLF, LF, or a CR alone (content/source.ts).
    const before = body.slice(0, m.index).replace(/\r\n?/g, '\n');
    return {
      what: describe(point, body, m.index),
      line: countNewlines(before) + 1,
      column: [...before.slice(before.lastIndexOf('\n') + 1)].length + 1,
    };
  }
  return undefined;
}

/** Index of the first bad character, or -1; tab and newline pass unless the field is one line. */
function firstBad(text: string, oneLine: boolean): number {
  if (!BAD.test(text)) return -1;
  BAD_ALL.lastIndex = 0;
  for (let m = BAD_ALL.exec(text); m; m = BAD_ALL.exec(text)) {
    const c = m[0].codePointAt(0);
    if (!oneLine && (c === 0x09 || c === 0x0a)) continue;
    return m.index;
  }
  return -1;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export function codePoint(point: number): string {
  return `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
}

function describe(point: number, text: string, at: number): string {
  const u = codePoint(point);
  if (point >= 0xd800 && point <= 0xdfff) return `An unpaired surrogate ${u}`;
  if (point === 0xfeff)
    return `A byte order mark ${u} ${at === 0 ? 'at the start of a value' : 'inside the text'}`;
  if ((point >= 0x202a && point <= 0x202e) || (point >= 0x2066 && point <= 0x2069))
    return `An invisible bidi control ${u}`;
  if (point === 0x09 || point === 0x0a) return `A ${point === 9 ? 'tab' : 'line break'} ${u}`;
  if (point < 0x20 || (point >= 0x7f && point <= 0x9f))
    return `A control character ${u}${text[at] === '\u001b' ? ' (a terminal escape)' : ''}`;
  return `A noncharacter ${u}`;
}

function hintFor(point: number): string {
  if (point === 0x09 || point === 0x0a) return 'Write the field on one line.';
  if (point >= 0xd800 && point <= 0xdfff)
    return 'Remove the \\u escape of half a surrogate pair, or write the character itself.';
  return 'Delete the character (an editor that shows invisible characters helps; `cat -A` shows them too).';
}
