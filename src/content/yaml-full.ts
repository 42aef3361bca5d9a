import { createRequire } from 'node:module';
import type { Node } from 'yaml';

// `yaml` is loaded on first use only: most files take the fast reader and never need it.
const require = createRequire(import.meta.url);
type YamlModule = typeof import('yaml');

/** A position inside a file: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

export interface YamlProblem extends Position {
  code: string;
  message: string;
  severity: 'error' | 'warning';
  /** A way out for this very problem, where the parser's code names one (else the code's general hint). */
  hint?: string;
}

export interface ParsedYaml {
  value: unknown;
  problems: YamlProblem[];
  /** Finds the position of the value at a JSON pointer's path, or of its key when `key` is set. */
  locate(path: readonly string[], key?: boolean): Position;
}

const CODES: Record<string, string> = {
  DUPLICATE_KEY: 'duplicate-key',
  TAG_RESOLVE_FAILED: 'yaml-tag',
  BAD_ALIAS: 'yaml-alias',
  ALIAS_PROPS: 'yaml-alias',
  RESOURCE_EXHAUSTION: 'yaml-alias',
  MULTIPLE_DOCS: 'yaml-syntax',
};

const MESSAGES: Record<string, string> = {
  MULTIPLE_DOCS:
    'The file holds more than one YAML document (a `---` line inside it); a content file is one mapping.',
};

/** Hints for the parser's problems that have one way out (the rest get their code's general hint). */
const HINTS: Record<string, string> = {
  TAB_AS_INDENT:
    'Indent with spaces: YAML does not allow a tab at the start of a line (a top-level key has no indent at all).',
};

/**
 * Where the quote that a "Missing closing quote" error means was opened: the last such quote before
 * the end the parser reached (any later one would have closed it). Undefined for other MISSING_CHAR
 * errors, or when no quote is found.
 */
function openingQuote(text: string, end: number, message: string): number | undefined {
  const quote = message.includes('"quote') ? '"' : message.includes("'quote") ? "'" : undefined;
  if (quote === undefined) return undefined;
  for (let i = Math.min(end, text.length) - 1; i >= 0; i--) {
    if (text[i] !== quote) continue;
    // An escaped \" or a doubled '' inside the value is not where it began.
    if (quote === '"' && text[i - 1] === '\\') continue;
    if (quote === "'" && text[i - 1] === "'") {
      i--;
      continue;
    }
    return i;
  }
  return undefined;
}

/**
 * Parses YAML with the `yaml` package keeping the position of every node. Slower than the fast reader
 * (~150 µs a file), so it runs only for files that need positions: those with a finding, or outside
 * the fast reader's subset. `lineOffset` is the line the YAML starts on inside its file.
 */
export function parseYamlFull(text: string, lineOffset = 1): ParsedYaml {
  const { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } = require('yaml') as YamlModule;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    schema: 'core',
    uniqueKeys: true,
    strict: true,
    stringKeys: false,
  });
  const at = (offset: number): Position => {
    const p = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)));
    return { line: p.line + lineOffset - 1, column: p.col };
  };
  const problems: YamlProblem[] = [];
  const seen = new Set<string>();
  for (const [list, severity] of [
    [doc.errors, 'error'],
    [doc.warnings, 'warning'],
  ] as const) {
    for (const e of list) {
      const code = CODES[e.code] ?? 'yaml-syntax';
      const position = at(e.pos[0]);
      // One problem often trips several of the parser's checks at the same spot: report the first.
      const key = `${position.line}:${position.column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const message = MESSAGES[e.code] ?? e.message.split('\n')[0] ?? e.message;
      const opened = e.code === 'MISSING_CHAR' ? openingQuote(text, e.pos[0], message) : undefined;
      if (opened !== undefined) {
        // The parser stops where the text ends; the quote to close is where the value began.
        const start = at(opened);
        problems.push({
          ...start,
          code,
          severity,
          message: `${message}: the value quoted here never ends.`,
          hint: `Close the quote at the end of that value (${text[opened]}…${text[opened]}), or remove it: a value needs quotes only when it holds ": " or starts with a special character.`,
        });
        continue;
      }
      problems.push({
        ...position,
        code,
        severity: code === 'yaml-tag' ? 'error' : severity,
        message: code === 'duplicate-key' ? duplicateKeyMessage(text, e.pos[0]) : message,
        ...(HINTS[e.code] ? { hint: HINTS[e.code] } : {}),
      });
    }
  }
  let value: unknown = null;
  if (doc.errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // Too many aliases (yaml's own limit), or nesting so deep that turning it into values overflows.
      const deep = error instanceof RangeError;
      problems.push({
        ...at(0),
        code: deep ? 'yaml-syntax' : 'yaml-alias',
        severity: 'error',
        message: deep ? 'Values are nested too deeply.' : (error as Error).message,
      });
    }
  }

  const locate = (path: readonly string[], key = false): Position => {
    let node: unknown = doc.contents;
    let keyNode: unknown;
    let last: unknown = node;
    for (const segment of path) {
      keyNode = undefined;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && keyText(p.key.value) === segment);
        if (!pair) break;
        keyNode = pair.key;
        node = pair.value;
      } else if (isSeq(node)) {
        node = node.items[Number(segment)];
      } else break;
      if (!node) break;
      last = node;
    }
    const target = key && keyNode ? keyNode : (node ?? last);
    const range = (target as Node | null)?.range;
    return range ? at(range[0]) : at(0);
  };

  return { value, problems, locate };
}

function duplicateKeyMessage(text: string, offset: number): string {
  const key = /^\s*(?:-\s+)?["']?([^:"'\n]+)/.exec(text.slice(offset))?.[1]?.trim();
  return key ? `The key "${key}" appears twice in this mapping.` : 'A key appears twice in this mapping.';
}

/** A key as `toJS` turns it into a property name: `~` (null) becomes "", anything else its string form. */
function keyText(key: unknown): string {
  return (key === null || key === undefined ? '' : String(key)).normalize('NFC');
}
