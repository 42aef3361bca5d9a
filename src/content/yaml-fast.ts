/**
 * A fast reader for the small subset of YAML that front matter is nearly always written in:
 * `key: scalar`, `key: [a, b]`, `key:` followed by `- item` lines, and `key:` followed by indented
 * `sub: scalar` or `sub: [a, b]` lines (one level of mapping, as site.yaml's settings). It returns exactly what the
 * `yaml` package returns for the same text under the YAML 1.2 core schema, or `undefined` whenever the
 * text leaves the subset (nesting, block scalars, anchors, comments after values, numbers other than
 * plain integers, duplicate keys…), and the caller then parses with `yaml` itself. A differential test
 * holds the two readers to the same answers.
 *
 * Why: a full parse costs ~90 µs a file, this one a few µs; `validate` on 10k posts must take under 1 s.
 */
import type { Position } from './yaml-full.js';

type Scalar = string | number | boolean | null;
type Leaf = Scalar | Scalar[];
type Value = Leaf | Record<string, Leaf>;

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_]*):(?: +(.*))?$/;
/** A key of a mapping one level down (site.yaml's `api:`, `license:`, `permalinks:`), after its indent. */
const NESTED_KEY_LINE = /^( +)([A-Za-z_][A-Za-z0-9_]*):(?: +(.*))?$/;
const SEQ_ITEM = /^( *)- +(.*)$/;
const NULL_OR_BOOL = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const PLAIN_INT = /^[0-9]+$/;
// Anything the core schema could read as a number other than a plain decimal integer.
const NUMBER_LIKE =
  /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;

export function parseYamlFast(text: string): Record<string, Value> | undefined {
  const out: Record<string, Value> = {};
  const lines = text.split('\n');
  let openSeq: Scalar[] | undefined;
  let seqIndent = -1;
  let openKey = '';
  let openMap: Record<string, Leaf> | undefined;
  let mapIndent = -1;
  let hasKey = false;
  for (const rawLine of lines) {
    if (rawLine.includes('\t')) return undefined;
    // Only spaces: String#trim also strips NBSP, U+3000 and U+FEFF, which YAML keeps as text.
    const line = trimSpaces(rawLine, false);
    if (line === '' || line.startsWith('#')) continue;
    if (openSeq) {
      const item = SEQ_ITEM.exec(line);
      if (item) {
        const indent = (item[1] as string).length;
        if (seqIndent === -1) seqIndent = indent;
        else if (indent !== seqIndent) return undefined;
        const value = scalar(item[2] as string, false);
        if (value === undefined) return undefined;
        openSeq.push(value);
        continue;
      }
      if (seqIndent === -1) {
        // `key:` then an indented `sub:` line: a mapping one level deep, not a list.
        const first = NESTED_KEY_LINE.exec(line);
        if (!first) return undefined; // `key:` with neither items, keys nor a value
        openMap = {};
        mapIndent = (first[1] as string).length;
        out[openKey] = openMap;
      }
      openSeq = undefined;
    }
    if (openMap) {
      const nested = NESTED_KEY_LINE.exec(line);
      if (nested) {
        const sub = nested[2] as string;
        if ((nested[1] as string).length !== mapIndent) return undefined;
        if (Object.hasOwn(openMap, sub) || sub === '__proto__' || NULL_OR_BOOL.test(sub)) return undefined;
        const rest = nested[3];
        // A nested `sub:` (a list or a mapping two levels down) leaves the subset.
        if (rest === undefined || rest === '') return undefined;
        const value = rest.startsWith('[') ? flowSequence(rest) : scalar(rest, false);
        if (value === undefined) return undefined;
        openMap[sub] = value;
        continue;
      }
      // Anything else indented (a continued scalar, a deeper line) is for the full parser.
      if (line.startsWith(' ')) return undefined;
      openMap = undefined;
    }
    const match = KEY_LINE.exec(line);
    if (!match) return undefined;
    const key = match[1] as string;
    // `null:` or `true:` are keys of another type in YAML, which toJS renames; leave them to yaml.
    if (Object.hasOwn(out, key) || key === '__proto__' || NULL_OR_BOOL.test(key)) return undefined;
    hasKey = true;
    const rest = match[2];
    if (rest === undefined || rest === '') {
      openSeq = [];
      seqIndent = -1;
      openKey = key;
      out[key] = openSeq;
      continue;
    }
    const value = rest.startsWith('[') ? flowSequence(rest) : scalar(rest, false);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  if (openSeq && seqIndent === -1) return undefined;
  return hasKey ? out : undefined;
}

/**
 * The fast reader's answer as toPlainData (plain.ts) would give it, made in place: its strings
 * NFC-normalised. Nothing else there is for toPlainData to refuse or copy: its keys are ASCII names
 * (never `__proto__`), its values plain scalars, lists and one level of mapping, all of them new
 * objects of its own with Object's prototype. A differential test holds the two.
 */
export function plainFast(data: Record<string, Value>): Record<string, Value> {
  for (const key of Object.keys(data)) {
    const value = data[key] as Value;
    if (typeof value === 'string') data[key] = value.normalize('NFC');
    else if (Array.isArray(value)) nfcItems(value);
    else if (value !== null && typeof value === 'object') {
      for (const sub of Object.keys(value)) {
        const leaf = value[sub] as Leaf;
        if (typeof leaf === 'string') value[sub] = leaf.normalize('NFC');
        else if (Array.isArray(leaf)) nfcItems(leaf);
      }
    }
  }
  return data;
}

function nfcItems(items: Scalar[]): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (typeof item === 'string') items[i] = item.normalize('NFC');
  }
}

function flowSequence(text: string): Scalar[] | undefined {
  if (!text.endsWith(']')) return undefined;
  const inner = trimSpaces(text.slice(1, -1), true);
  if (inner === '') return [];
  const items: Scalar[] = [];
  for (const part of inner.split(',')) {
    const value = scalar(trimSpaces(part, true), true);
    if (value === undefined) return undefined;
    items.push(value);
  }
  return items;
}

function scalar(text: string, inFlow: boolean): Scalar | undefined {
  if (text === '') return undefined;
  const first = text[0];
  if (first === "'") {
    if (text.length < 2 || !text.endsWith("'")) return undefined;
    const inner = text.slice(1, -1);
    if (inner.replaceAll("''", '').includes("'")) return undefined;
    if (inFlow && inner.includes(',')) return undefined;
    return inner.replaceAll("''", "'");
  }
  if (first === '"') {
    if (text.length < 2 || !text.endsWith('"')) return undefined;
    const inner = text.slice(1, -1);
    if (inner.includes('"') || inner.includes('\\') || (inFlow && inner.includes(','))) return undefined;
    return inner;
  }
  if (INDICATOR_START.test(text)) return undefined;
  if (text.includes(': ') || text.endsWith(':') || text.includes(' #')) return undefined;
  if (inFlow && /[[\]{},:]/.test(text)) return undefined;
  if (NULL_OR_BOOL.test(text)) {
    const c = text[0];
    if (c === 't' || c === 'T') return true;
    if (c === 'f' || c === 'F') return false;
    return null;
  }
  if (PLAIN_INT.test(text)) {
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  if (NUMBER_LIKE.test(text)) return undefined;
  return text;
}

function trimSpaces(text: string, start: boolean): string {
  let from = 0;
  let to = text.length;
  if (start) while (from < to && text.charCodeAt(from) === 32) from++;
  while (to > from && text.charCodeAt(to - 1) === 32) to--;
  return text.slice(from, to);
}

/**
 * Where a field of YAML in the fast reader's subset is written, as the full parser's `locate` says it
 * (yaml-full.ts): the line and column of the value at `path` (a top-level key, then an item or a key of
 * its list or mapping), or with `key` of the last key. Undefined for text outside the subset or a path
 * that leads nowhere there: the caller asks the full parser. So a finding on a tag (tag-drift names
 * `/tags/1`) is placed without loading the `yaml` package (~30 ms) and parsing the file again.
 * `lineOffset` is the line the YAML starts on inside its file. A differential test holds the two.
 */
export function locateFast(
  text: string,
  path: readonly string[],
  key: boolean,
  lineOffset: number,
): Position | undefined {
  if (path.length === 0 || path.length > 2 || parseYamlFast(text) === undefined) return undefined;
  const lines = text.split('\n').map((line) => trimSpaces(line, false));
  const at = (i: number, column: number): Position => ({ line: i + lineOffset, column });
  const top = lines.findIndex((line) => KEY_LINE.exec(line)?.[1] === path[0]);
  if (top < 0) return undefined;
  const rest = (KEY_LINE.exec(lines[top] as string) as RegExpExecArray)[2];
  const below = path[1];
  if (rest !== undefined && rest !== '') {
    const line = lines[top] as string;
    const column = line.length - rest.length + 1;
    if (below === undefined) return at(top, key ? 1 : column);
    const offset = rest.startsWith('[') ? flowItemAt(rest, below) : undefined;
    return offset === undefined ? undefined : at(top, column + offset);
  }
  if (below === undefined && key) return at(top, 1);
  // The lines of the list or the mapping below the key (blank lines and comments between them).
  let i = top + 1;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line === '' || line.startsWith('#')) {
      i++;
      continue;
    }
    const item = SEQ_ITEM.exec(line);
    const nested = item ? undefined : NESTED_KEY_LINE.exec(line);
    if (!item && !nested) return undefined;
    if (below === undefined) return at(i, (((item ?? nested) as RegExpExecArray)[1] as string).length + 1);
    if (item) return seqItemAt(lines, i, below, at);
    const [, indent, sub, value] = nested as RegExpExecArray;
    if (sub === below)
      return at(i, key ? (indent as string).length + 1 : line.length - (value as string).length + 1);
    i++;
  }
  return undefined;
}

/** The offset of item `index` of a one-line flow list (`[a, 'b']`) from its `[`. */
function flowItemAt(text: string, index: string): number | undefined {
  const n = itemIndex(index);
  const parts = text.slice(1, -1).split(',');
  if (n === undefined || n >= parts.length || trimSpaces(text.slice(1, -1), true) === '') return undefined;
  let offset = 1;
  for (let i = 0; i < n; i++) offset += (parts[i] as string).length + 1;
  const part = parts[n] as string;
  let lead = 0;
  while (part.charCodeAt(lead) === 32) lead++;
  return offset + lead;
}

/** Item `index` of the block list whose first `- ` line is `from`. */
function seqItemAt(
  lines: readonly string[],
  from: number,
  index: string,
  at: (line: number, column: number) => Position,
): Position | undefined {
  const n = itemIndex(index);
  if (n === undefined) return undefined;
  let seen = 0;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '' || line.startsWith('#')) continue;
    const item = SEQ_ITEM.exec(line);
    if (!item) return undefined;
    if (seen++ === n) return at(i, line.length - (item[2] as string).length + 1);
  }
  return undefined;
}

/** A list index as a path segment writes it (`0`, `12`), else undefined. */
const itemIndex = (segment: string) =>
  /^(?:0|[1-9][0-9]{0,5})$/.test(segment) ? Number(segment) : undefined;
