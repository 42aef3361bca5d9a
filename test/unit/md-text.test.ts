import { describe, expect, test } from 'vitest';
import { mdText } from '../../src/build/markdown.js';

// mdText (llms.txt, the Markdown twins) returns text that needs no escaping as it is, after one
// search; every answer must be the one the whole chain of replacements gives.

/** What mdText answered before the short way. */
const byChain = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]<>*_`|])/g, '\\$1')
    .replaceAll('\\](', '\\]\\(')
    .replace(/^([#>+-]|\d+\.)/, '\\$1');

// Pieces that matter to one step or another, and plain ones around them.
const PIECES = [
  'a',
  '글',
  '한국어',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\ufeff',
  '\u200b',
  '#',
  '>',
  '+',
  '-',
  '1',
  '12',
  '.',
  '1.',
  '\\',
  '[',
  ']',
  '<',
  '>',
  '*',
  '_',
  '`',
  '|',
  '!',
  '(',
  ')',
  '~',
];

/** A small seeded generator: the same strings every run, so a failure can be looked at again. */
function strings(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = '';
    for (let n = next() % 7; n >= 0; n--) text += PIECES[next() % PIECES.length];
    out.push(text);
  }
  return out;
}

describe('mdText', () => {
  test('gives the whole chain’s answer for text that needs escaping and text that does not', () => {
    const cases = [
      '',
      'plain text',
      'TypeScript 성능 측정.',
      ' leading',
      'trailing ',
      'two  spaces',
      'tab\there',
      'line\nbreak',
      'no\u00a0break',
      'ideographic\u3000space',
      '#1 heading',
      '> quote',
      '- item',
      '+ item',
      '12. numbered',
      '12 not numbered',
      'a [link](x)',
      'x < y',
      '*em* and _em_',
      'a|b',
      'back\\slash',
      '`code`',
      '\u200b zero width is not whitespace',
    ];
    for (const text of cases) expect(mdText(text), JSON.stringify(text)).toBe(byChain(text));
    // No `](` is left for a reader that does not unescape (the build's check of llms.txt's links).
    expect(mdText('a [link](https://x.example/a) b\\](c)')).toBe(
      'a \\[link\\]\\(https://x.example/a) b\\\\\\]\\(c)',
    );
  });

  test('agrees with the whole chain over 50,000 generated strings', () => {
    let changed = 0;
    for (const text of strings(50_000, 17)) {
      const expected = byChain(text);
      if (expected !== text) changed++;
      expect(mdText(text), JSON.stringify(text)).toBe(expected);
    }
    // Both kinds are exercised: text the chain changes and text it leaves as it is.
    expect(changed).toBeGreaterThan(10_000);
    expect(changed).toBeLessThan(49_000);
  });
});
