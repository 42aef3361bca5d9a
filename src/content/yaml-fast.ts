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
