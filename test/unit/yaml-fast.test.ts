import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { toPlainData } from '../../src/content/plain.js';
import { locateFast, parseYamlFast, plainFast } from '../../src/content/yaml-fast.js';
import { parseYamlFull } from '../../src/content/yaml-full.js';

/** A seeded source of numbers in [0, 1] and of picks from a list: the same seed, the same texts. */
function seeded(start: number) {
  let seed = start;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return { random, pick };
}

/** The reference: what the `yaml` package reads under the same options the loader uses. */
function reference(text: string): unknown {
  return parse(text, { schema: 'core', uniqueKeys: true, strict: true });
}

const ACCEPTED: [string, unknown][] = [
  ['title: 코루틴\n', { title: '코루틴' }],
  ['date: 2021-03-14T10:30:00+09:00\n', { date: '2021-03-14T10:30:00+09:00' }],
  ['tags: [Kotlin, 코루틴, Jetpack Compose]\n', { tags: ['Kotlin', '코루틴', 'Jetpack Compose'] }],
  ['tags:\n  - Android\n  - Kotlin\n', { tags: ['Android', 'Kotlin'] }],
  ['tags:\n- Android\ntitle: x\n', { tags: ['Android'], title: 'x' }],
  ['legacy: true\ndraft: False\n', { legacy: true, draft: false }],
  ['end: null\nrole: ~\n', { end: null, role: null }],
  ['count: 12\n', { count: 12 }],
  ["title: 'it''s'\n", { title: "it's" }],
  ['title: "quoted: yes"\n', { title: 'quoted: yes' }],
  ['title: C# 입문\n', { title: 'C# 입문' }],
  ['tags: []\n', { tags: [] }],
  ['# comment\ntitle: a\n\n', { title: 'a' }],
  ['title:   spaced   \n', { title: 'spaced' }],
  ['summary: a - b, c\n', { summary: 'a - b, c' }],
  ['url: https://example.com/a?b=c#d\n', { url: 'https://example.com/a?b=c#d' }],
  ['title: 안녕\u3000\n', { title: '안녕\u3000' }],
  ['title: 12\u3000\n', { title: '12\u3000' }],
  ['tags: [\u3000]\n', { tags: ['\u3000'] }],
  ['title: a\u00a0\n', { title: 'a\u00a0' }],
  ['loc:\n  city: Seoul\n', { loc: { city: 'Seoul' } }],
  [
    'title: 노트\napi:\n  name: Content API\n  version: 1.0.0\n\n# the license\nlicense:\n    name: CC BY 4.0\n    url: https://creativecommons.org/licenses/by/4.0/\npermalinks:\n  post: /blog/{id}\n  tag: /blog/tags/{slug}\n',
    {
      title: '노트',
      api: { name: 'Content API', version: '1.0.0' },
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      permalinks: { post: '/blog/{id}', tag: '/blog/tags/{slug}' },
    },
  ],
  [
    'feeds:\n  rss: [/rss.xml, /index.xml]\n  count: 20\n',
    { feeds: { rss: ['/rss.xml', '/index.xml'], count: 20 } },
  ],
];

// Each leaves the subset; the fast reader must hand it to the full parser, never guess.
const REFUSED = [
  'title: a # comment\n',
  'title: a\n  continued\n',
  'summary: |\n  block\n',
  'a: &x 1\nb: *x\n',
  'title: !!js/function x\n',
  'title: a\ntitle: b\n',
  'n: 1.5\n',
  'n: 0x1F\n',
  'n: -3\n',
  'n: .inf\n',
  'n: 1e3\n',
  'n: 99999999999999999999\n',
  'tags:\n',
  'tags: [a, [b]]\n',
  "tags: ['a, b']\n",
  'tags: [a, ]\n',
  'tags:\n  - a\n   - b\n',
  'loc:\n  city: Seoul\n   area: x\n',
  'loc:\n  city: Seoul\n area: x\n',
  'loc:\n  city: Seoul\n  city: Busan\n',
  'loc:\n  city:\n    name: Seoul\n',
  'loc:\n  cities:\n  - Seoul\n',
  'loc:\n  city: Seoul\n    continued\n',
  'loc:\n  city: Seoul\n  - x\n',
  'loc:\n  __proto__: x\n',
  'loc:\n  null: x\n',
  'loc:\n  city: a # c\n',
  'loc:\n  # c\n  city: a\n',
  'tags:\n  - a\n  b: c\n',
  'key:value\n',
  'title: "esc\\n"\n',
  '제목: 한글 키\n',
  'title:\ttab\n',
  '- a\n',
  '',
  '__proto__: x\n',
  'title: a: b\n',
  'title: ends with colon:\n',
  'tags: [a: b]\n',
  '? complex\n: key\n',
  'title: "a"\u00a0\n',
  'title: a\n\u3000\n',
  'null: x\n',
  'Null: x\n',
  'true: x\n',
];

describe('the fast YAML reader', () => {
  test.each(ACCEPTED)('reads %j like the yaml package', (text, expected) => {
    expect(parseYamlFast(text)).toEqual(expected);
    expect(parseYamlFast(text)).toEqual(reference(text));
  });

  test.each(REFUSED)('hands %j to the full parser', (text) => {
    expect(parseYamlFast(text)).toBeUndefined();
  });

  test('agrees with the yaml package on thousands of generated front matters', () => {
    // A seeded generator of lines mixing what the subset takes and what it must refuse.
    const { random, pick } = seeded(42);
    const scalars = [
      'plain',
      '코루틴 기초',
      '2021-03-14',
      '2021-03-14T10:30:00+09:00',
      'true',
      'False',
      'null',
      '~',
      '12',
      '007',
      '1.5',
      '-1',
      '0x1F',
      '0o17',
      '.nan',
      "'single'",
      "'it''s'",
      '"double"',
      '"a,b"',
      'a: b',
      'a #c',
      'C#',
      'x,y',
      '[a]',
      '{a: 1}',
      '&anchor',
      '*alias',
      '!tag',
      '|',
      '>',
      '- item',
      'https://e.com/a?b#c',
      '',
      'yes',
      'no',
      'on',
      '1_000',
      '+5',
      '12:30',
      'a:b',
      '%x',
      '@x',
      '`x`',
      '"un',
      "'un",
    ];
    const keys = ['title', 'date', 'tags', 'summary', 'legacy', 'title', 'null', 'True', '12'];
    let agreed = 0;
    let nested = 0;
    for (let i = 0; i < 6000; i++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(random() * 5);
      for (let j = 0; j < count; j++) {
        const key = pick(keys);
        const shape = random();
        if (shape < 0.45) lines.push(`${key}: ${pick(scalars)}`);
        else if (shape < 0.65) lines.push(`${key}: [${[pick(scalars), pick(scalars)].join(', ')}]`);
        else if (shape < 0.8) {
          // A mapping one level down, now and then with a second indent, a list or a deeper key.
          lines.push(`${key}:`);
          const indent = pick(['  ', '  ', '    ', ' ']);
          for (let k = 0; k < 1 + Math.floor(random() * 3); k++) {
            const inner = random() < 0.9 ? indent : pick(['', '   ', `${indent}  `]);
            const value = random() < 0.75 ? pick(scalars) : `[${pick(scalars)}, ${pick(scalars)}]`;
            lines.push(random() < 0.93 ? `${inner}${pick(keys)}: ${value}` : `${inner}- ${value}`);
          }
        } else {
          lines.push(`${key}:`);
          const indent = pick(['', '  ', '    ']);
          for (let k = 0; k < 1 + Math.floor(random() * 3); k++) lines.push(`${indent}- ${pick(scalars)}`);
        }
        if (random() < 0.05) lines.push(pick(['# note', '  indented', '']));
      }
      const text = `${lines.join('\n')}\n`;
      const fast = parseYamlFast(text);
      if (fast === undefined) continue;
      let expected: unknown;
      try {
        expected = reference(text);
      } catch (error) {
        throw new Error(`fast reader accepted ${JSON.stringify(text)}, which yaml rejects: ${error}`);
      }
      expect(fast, JSON.stringify(text)).toEqual(expected);
      agreed++;
      if (Object.values(fast).some((v) => v !== null && typeof v === 'object' && !Array.isArray(v))) nested++;
    }
    // The subset must still cover a good share of realistic input, or it buys no speed.
    expect(agreed).toBeGreaterThan(200);
    expect(nested).toBeGreaterThan(40);
  });

  test('gives plain data as toPlainData makes it of the same answer (strings in NFC), in place', () => {
    // Strings NFC changes: decomposed Hangul and é, the Angstrom and Kelvin signs, a Hangul jamo run.
    const changed = [
      '코루틴 기초'.normalize('NFD'),
      'caf\u0065\u0301',
      '\u212b',
      '\u212a',
      '\u1100\u1161\u11a8',
    ];
    const texts = [
      ...changed.map((text) => `title: ${text}\n`),
      ...changed.map((text) => `tags: [${text}, 그대로]\nsummary: '${text}'\n`),
      ...changed.map((text) => `tags:\n  - ${text}\n  - "${text}"\n`),
      ...changed.map((text) => `api:\n  title: ${text}\n  tags: [${text}]\nlegacy: true\ncount: 3\n`),
      'title: plain\ndate: 2024-01-02\ndraft: false\nnothing: ~\n',
    ];
    let changedSome = 0;
    for (const text of texts) {
      const fast = parseYamlFast(text);
      expect(fast, JSON.stringify(text)).toBeDefined();
      const plain = toPlainData(parseYamlFast(text));
      if (!plain.ok) throw new Error(`toPlainData refused ${JSON.stringify(text)}`);
      const before = JSON.stringify(fast);
      const made = plainFast(fast as NonNullable<typeof fast>);
      // The same values and key order, and the reader's own object (nothing copied).
      expect(JSON.stringify(made), JSON.stringify(text)).toBe(JSON.stringify(plain.value));
      expect(made).toBe(fast);
      if (JSON.stringify(made) !== before) changedSome++;
    }
    expect(changedSome).toBeGreaterThanOrEqual(changed.length * 4);
  });

  test('places every field of generated front matters where the full parser does', () => {
    const { random, pick } = seeded(7);
    const spaces = () => ' '.repeat(pick([0, 0, 1, 1, 2, 3]));
    const scalars = [
      'plain',
      '코루틴 기초',
      '2021-03-14',
      "'it''s'",
      '"double"',
      'C#',
      '12',
      'true',
      'a:b',
      "'a,b'",
    ];
    const keys = ['title', 'tags', 'aliases', 'summary', 'api', 'series'];
    const between = () => (random() < 0.1 ? [pick(['', '# note', '#'])] : []);
    let placed = 0;
    for (let i = 0; i < 3000; i++) {
      const lines: string[] = [];
      for (let j = 0; j < 1 + Math.floor(random() * 4); j++) {
        const key = pick(keys);
        const shape = random();
        const trail = () => (random() < 0.2 ? ' '.repeat(1 + Math.floor(random() * 2)) : '');
        if (shape < 0.3)
          lines.push(`${key}:${' '.repeat(1 + Math.floor(random() * 2))}${pick(scalars)}${trail()}`);
        else if (shape < 0.6) {
          const items = Array.from(
            { length: Math.floor(random() * 4) },
            () => `${spaces()}${pick(scalars)}${spaces()}`,
          );
          lines.push(`${key}: [${items.join(',')}]${trail()}`);
        } else if (shape < 0.8) {
          lines.push(`${key}:`);
          const indent = pick(['', '  ', '    ']);
          for (let k = 0; k < 1 + Math.floor(random() * 4); k++)
            lines.push(
              ...between(),
              `${indent}-${' '.repeat(1 + Math.floor(random() * 3))}${pick(scalars)}${trail()}`,
            );
        } else {
          lines.push(`${key}:`);
          const indent = pick(['  ', '    ']);
          for (let k = 0; k < 1 + Math.floor(random() * 3); k++)
            lines.push(
              ...between(),
              `${indent}${pick(keys)}: ${random() < 0.7 ? pick(scalars) : `[${pick(scalars)}, ${pick(scalars)}]`}${trail()}`,
            );
        }
        lines.push(...between());
      }
      const text = `${lines.join('\n')}\n`;
      const fast = parseYamlFast(text);
      if (fast === undefined) continue;
      const offset = 1 + Math.floor(random() * 3);
      const full = parseYamlFull(text, offset);
      const paths: string[][] = [['missing'], ['title', 'x']];
      for (const [key, value] of Object.entries(fast)) {
        paths.push([key]);
        if (Array.isArray(value)) for (let n = 0; n <= value.length; n++) paths.push([key, String(n)]);
        else if (value !== null && typeof value === 'object')
          for (const sub of [...Object.keys(value), 'nope']) paths.push([key, sub]);
      }
      for (const path of paths)
        for (const key of [false, true]) {
          const at = locateFast(text, path, key, offset);
          if (at === undefined) continue;
          expect([text, path, key, at]).toEqual([text, path, key, full.locate(path, key)]);
          placed++;
        }
    }
    expect(placed).toBeGreaterThan(5000);
  });

  test('places a tag without the yaml package where the text is simple, and leaves the rest to it', () => {
    const text = 'title: 제목\ntags: [Kotlin,  코루틴]\nseries:\n  - 하나\n\n  -   둘\n';
    expect(locateFast(text, ['tags', '1'], false, 2)).toEqual({ line: 3, column: 17 });
    expect(locateFast(text, ['series', '1'], false, 2)).toEqual({ line: 7, column: 7 });
    expect(locateFast(text, ['series'], true, 2)).toEqual({ line: 4, column: 1 });
    expect(locateFast(text, ['tags', '2'], false, 2)).toBeUndefined();
    expect(locateFast('title: |\n  block\n', ['title'], false, 1)).toBeUndefined();
  });
});
