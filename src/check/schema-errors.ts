import type { ErrorObject } from 'ajv';
import { missingDay } from '../content/dates.js';
import type { Entry } from '../content/model.js';
import { type Diagnostic, fromPointer, toPointer } from '../ground/diagnostics.js';
import { foreignKey } from './foreign-keys.js';
import { closest } from './suggest.js';

/** Turns ajv's errors for one content file into diagnostics that point at the offending text. */
export function schemaDiagnostics(entry: Entry, errors: readonly ErrorObject[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const d = describe(entry, error);
    const key = `${d.pointer}\0${d.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return typosOfRequired(out);
}

/** The field an unknown-key finding suggests (`titel` → `title`), kept beside the finding. */
const suggested = new WeakMap<Diagnostic, { field: string; parent: string }>();

/**
 * `titel:` for `title:` is one mistake, not two: the missing-field finding of a required field that
 * an unknown key of the same mapping is a misspelling of is dropped, and the unknown key says the
 * field is required.
 */
function typosOfRequired(out: Diagnostic[]): Diagnostic[] {
  const typos = new Map<string, Diagnostic>();
  for (const d of out) {
    const guess = suggested.get(d);
    if (guess) typos.set(`${guess.parent}\0${guess.field}`, d);
  }
  if (typos.size === 0) return out;
  return out.filter((d) => {
    const missing = d.code === 'missing-field' ? missingOf.get(d) : undefined;
    const typo = missing === undefined ? undefined : typos.get(`${d.pointer}\0${missing}`);
    if (!typo) return true;
    typo.message = `${typo.message} "${missing}" is required.`;
    return false;
  });
}

/** The field a missing-field finding names. */
const missingOf = new WeakMap<Diagnostic, string>();

function describe(entry: Entry, e: ErrorObject): Diagnostic {
  const path = fromPointer(e.instancePath);
  const field = path.length ? `\`${path.join('.')}\`` : 'The file';
  const base = (pointerPath: string[], key = false) => {
    const pos = entry.locate(pointerPath, key);
    return {
      file: entry.file.path,
      line: pos.line,
      column: pos.column,
      severity: 'error' as const,
      pointer: toPointer(pointerPath),
    };
  };
  const parent = e.parentSchema as { description?: string; properties?: Record<string, unknown> } | undefined;
  switch (e.keyword) {
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      const d: Diagnostic = {
        ...base(path),
        code: 'missing-field',
        message: `Missing required field "${missing}"${path.length ? ` in ${field}` : ''}.`,
        expected: `a field "${missing}"`,
        found: `only ${
          Object.keys((e.data as object) ?? {})
            .map((k) => `"${k}"`)
            .join(', ') || 'nothing'
        }`,
        hint: requiredHint(entry, missing),
      };
      missingOf.set(d, missing);
      return d;
    }
    case 'additionalProperties': {
      const key = (e.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys(parent?.properties ?? {});
      const value = (e.data as Record<string, unknown> | undefined)?.[key];
      // A key other generators give a meaning to first: `description` is no typo of anything.
      const foreign = foreignKey(entry.kind, key, value, known);
      const guess = foreign ? foreign.field : closest(key, known);
      const d: Diagnostic = {
        ...base([...path, key], true),
        code: 'unknown-key',
        message: `Unknown key "${key}"${guess ? `: did you mean "${guess}"?` : '.'}`,
        expected: `one of ${known.map((k) => `"${k}"`).join(', ')}`,
        found: `"${key}"`,
        hint: foreign
          ? foreign.hint
          : guess
            ? `Rename "${key}" to "${guess}".`
            : 'Remove it, or check docs/content-format.md for the fields.',
      };
      if (guess && !foreign) suggested.set(d, { field: guess, parent: toPointer(path) });
      return d;
    }
    case 'type': {
      const expected = [(e.params as { type: string | string[] }).type]
        .flat()
        .map((t) => YAML_TYPE_NAMES[t] ?? t)
        .join(' or ');
      return {
        ...base(path),
        code: 'wrong-type',
        message: `${field} must be ${article(expected)}, not ${typeName(e.data)}.`,
        expected,
        found: show(e.data),
        hint: typeHint(expected, e.data),
      };
    }
    case 'enum':
    case 'const': {
      const allowed =
        e.keyword === 'enum' ? (e.params as { allowedValues: unknown[] }).allowedValues : [e.schema];
      const guess = typeof e.data === 'string' ? closest(e.data, allowed.map(String)) : undefined;
      return {
        ...base(path),
        code: 'invalid-value',
        message: `${field} must be one of ${allowed.map(show).join(', ')}${guess ? `: did you mean ${show(guess)}?` : '.'}`,
        expected: allowed.map(show).join(' | '),
        found: show(e.data),
        hint: guess ? `Write ${show(guess)}.` : `Use one of ${allowed.map(show).join(', ')}.`,
      };
    }
    case 'format': {
      const format = (e.params as { format: string }).format;
      const { code, expected, hint } = FORMATS[format] ?? {
        code: 'invalid-format',
        expected: format,
        hint: `Write a valid ${format}.`,
      };
      // A date of the right form on a day the calendar lacks (2023-02-30): say which, not only the form.
      const lacking = FORMATS[format]?.code === 'invalid-date' ? missingDay(e.data) : undefined;
      return {
        ...base(path),
        code,
        message: lacking
          ? `${field} is ${show(e.data)}, a day that does not exist: ${lacking}.`
          : `${field} is not ${article(expected)}.`,
        expected,
        found: show(e.data),
        hint,
      };
    }
    case 'pattern':
      return {
        ...base(path),
        code: 'invalid-value',
        message: `${field} does not have the expected form${parent?.description ? `: ${parent.description}` : '.'}`,
        expected: parent?.description ?? `text matching ${(e.params as { pattern: string }).pattern}`,
        found: show(e.data),
        hint: patternHint(path, e.data),
      };
    case 'minLength':
    case 'minItems':
      return {
        ...base(path),
        code: 'empty-value',
        message: `${field} is empty.`,
        expected: e.keyword === 'minLength' ? 'some text' : 'at least one item',
        found: show(e.data),
        hint: 'Fill it in, or remove the field if it is optional.',
      };
    case 'maxLength': {
      // Characters as JSON Schema counts them: code points, not UTF-16 units.
      const length = [...String(e.data)].length;
      return {
        ...base(path),
        code: 'too-long',
        message: `${field} is ${length} characters long; at most ${(e.params as { limit: number }).limit} are allowed.`,
        expected: `at most ${(e.params as { limit: number }).limit} characters`,
        found: `${length} characters`,
        hint: 'Shorten it; a summary is one or two sentences.',
      };
    }
    case 'uniqueItems': {
      const { i, j } = e.params as { i: number; j: number };
      return {
        ...base([...path, String(Math.max(i, j))]),
        code: 'duplicate-items',
        message: `${field} lists ${show((e.data as unknown[])[Math.max(i, j)])} twice.`,
        expected: 'each item once',
        found: `the same item at positions ${Math.min(i, j)} and ${Math.max(i, j)}`,
        hint: 'Delete the repeated item.',
      };
    }
    case 'minimum':
    case 'maximum':
      return {
        ...base(path),
        code: 'out-of-range',
        message: `${field} must be ${(e.params as { comparison: string }).comparison} ${(e.params as { limit: number }).limit}.`,
        expected: `${(e.params as { comparison: string }).comparison} ${(e.params as { limit: number }).limit}`,
        found: show(e.data),
        hint: 'Correct the number.',
      };
    default:
      return {
        ...base(path),
        code: 'schema-violation',
        message: `${field} ${e.message ?? 'is invalid'}.`,
        found: show(e.data),
        hint: 'See docs/content-format.md for the form of this field.',
      };
  }
}

/** JSON Schema's names for the YAML an author writes. */
const YAML_TYPE_NAMES: Record<string, string> = { object: 'mapping', array: 'list' };

const FORMATS: Record<string, { code: string; expected: string; hint: string }> = {
  'content-date': {
    code: 'invalid-date',
    expected: 'a date (2021-03-14, 2021-03-14 10:30 or 2021-03-14T10:30:00+09:00)',
    hint: 'Write the date as YYYY-MM-DD (a real calendar day), optionally with a time HH:MM and an offset.',
  },
  'date-time': {
    code: 'invalid-date',
    expected: 'an RFC 3339 date-time such as 2021-03-14T10:30:00+09:00',
    hint: 'Write a full date-time with an offset.',
  },
  'http-url': {
    code: 'invalid-url',
    expected: 'an absolute http(s) URL such as https://example.com/page',
    hint: 'Write the full address, starting with https://.',
  },
  uri: {
    code: 'invalid-url',
    expected: 'an absolute URL',
    hint: 'Write the full address, starting with https://.',
  },
  email: {
    code: 'invalid-email',
    expected: 'an email address',
    hint: 'Write an address such as name@example.com.',
  },
  timezone: {
    code: 'invalid-value',
    expected: 'an IANA time zone such as Asia/Seoul',
    hint: 'Use a name from the IANA time zone database, e.g. Asia/Seoul or UTC.',
  },
};

function requiredHint(entry: Entry, missing: string): string {
  if (entry.kind === 'experience' && missing === 'end') {
    return 'Write `end: null` for a position that is ongoing, or `end: "2021"` for the year it ended.';
  }
  if (entry.kind === 'post' && missing === 'date')
    return 'Add `date: 2021-03-14` (the day the post was published).';
  return `Add \`${missing}: …\` (see docs/content-format.md).`;
}

function typeHint(expected: string, data: unknown): string {
  if (expected.startsWith('string') && typeof data === 'number') return `Quote it: "${data}".`;
  if (expected.startsWith('string') && typeof data === 'boolean')
    return `Quote it if you mean the text: "${data}".`;
  if (expected === 'boolean' && typeof data === 'string') {
    const word = data.trim().toLowerCase();
    if (word === 'true' || word === 'false') return `Write ${word} without quotes.`;
    if (/^(yes|y|on)$/.test(word))
      return `Write true: YAML 1.2 reads ${data} as the text "${data}", not as a boolean.`;
    if (/^(no|n|off)$/.test(word))
      return `Write false: YAML 1.2 reads ${data} as the text "${data}", not as a boolean.`;
    return 'Write true or false.';
  }
  if (expected === 'list' && typeof data === 'string') return `Write a list: [${data}].`;
  if (expected === 'mapping' && Array.isArray(data))
    return 'Write `key: value` lines, without the leading `- `.';
  if (expected === 'mapping' && data === null) return 'Fill in the fields of this mapping.';
  return `Write ${article(expected)} here.`;
}

function patternHint(path: readonly string[], data: unknown): string {
  const last = path.at(-1);
  if (last === 'start' || last === 'end')
    return typeof data === 'string' ? 'Write the year only, e.g. "2019".' : '';
  if (last === 'released') return 'Write the year and month of the first release, e.g. 2019-04.';
  if (last === 'language' || path.includes('languages'))
    return 'Write a BCP 47 language tag such as ko or en.';
  if (last === 'country') return 'Write the two-letter country code in capitals, e.g. KR.';
  return 'Rewrite the value in the form expected.';
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}

function article(noun: string): string {
  if (/^an? /.test(noun)) return noun;
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
