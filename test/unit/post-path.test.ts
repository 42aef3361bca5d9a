import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { postPath } from '../../src/content/permalink.js';

/** postPath as it was before patterns were compiled: one regex pass, then NFC over everything. */
function reference(pattern: string, post: { id: string; date: string; category?: string }): string {
  const [year = '', month = '', day = ''] = post.date.slice(0, 10).split('-');
  const values: Record<string, string> = {
    year,
    month,
    day,
    category: (post.category ?? '').normalize('NFC').replace(/^\/+|\/+$/g, ''),
    id: post.id,
  };
  return pattern
    .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
    .replace(/\/{2,}/g, '/')
    .normalize('NFC');
}

// Pieces real patterns and front matter are made of, Hangul composed and decomposed, combining marks
// that NFC joins across a placeholder's edge, doubled slashes and unknown placeholders included.
const piece = fc.constantFrom(
  '/',
  '//',
  'blog',
  '블로그',
  '블로그'.normalize('NFD'),
  'e\u0301',
  '\u0301',
  '\u1100',
  '\u1161',
  '.html',
  '{id}',
  '{year}',
  '{month}',
  '{day}',
  '{category}',
  '{slug}',
  '{}',
  '{ id }',
  '-',
);
const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

describe('postPath', () => {
  test('gives what the one-pass replace and NFC gave, for any pattern, id, date and category', () => {
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom('2024-05-01', '2024-05-01T09:00:00+09:00', '2024', '', '2024-5-1', '２０２４-05-01'),
        fc.option(text, { nil: undefined }),
        (pattern, id, date, category) => {
          expect(postPath(pattern, { id, date, category })).toBe(reference(pattern, { id, date, category }));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('the same pattern twice, and many patterns, give the same paths', () => {
    const post = { id: '코루틴', date: '2024-05-01', category: 'android/' };
    for (let i = 0; i < 100; i++)
      expect(postPath(`/p${i}/{category}/{id}/`, post)).toBe(`/p${i}/android/코루틴/`);
    expect(postPath('/p0/{category}/{id}/', post)).toBe('/p0/android/코루틴/');
  });
});
