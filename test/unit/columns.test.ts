import stringWidth from 'string-width';
import { describe, expect, test } from 'vitest';
import { kindOf, summarizeBuild } from '../../src/report/build.js';
import { displayWidth, padEnd, padStart, size, table } from '../../src/report/columns.js';

describe('columns by display width', () => {
  test.each([
    ['kotlin', 10, 10],
    ['코루틴', 10, 10],
    ['Jetpack 컴포즈', 16, 16],
    ['e\u0301', 4, 4],
    ['한국어 제목이 긴 경우', 4, 21],
  ])('padEnd(%j, %i) is %i columns wide', (text, width, expected) => {
    expect(stringWidth(padEnd(text, width))).toBe(expected);
    expect(stringWidth(padStart(text, width))).toBe(expected);
  });

  test('a table of Hangul and ASCII cells lines up: every right-aligned column ends at one column', () => {
    const lines = table(
      [
        ['코루틴', '12', '3.0 kB'],
        ['Kotlin', '7', '12.5 kB'],
        ['안드로이드 테스트', '1', '512 B'],
      ],
      ['left', 'right', 'right'],
    );
    const ends = lines.map((l) => stringWidth(l));
    expect(new Set(ends).size).toBe(1);
    // The second column's right edge, measured in display columns, is the same on every line.
    const secondEnds = lines.map((l, i) => {
      const cell = ['12', '7', '1'][i] as string;
      const at = l.indexOf(`${cell}  `, stringWidth('안드로이드 테스트') / 2);
      return stringWidth(l.slice(0, at + cell.length));
    });
    expect(new Set(secondEnds).size).toBe(1);
    expect(lines[0]?.endsWith(' ')).toBe(false);
  });

  // displayWidth counts the text it knows itself and leaves the rest to string-width: the two agree on
  // every character of the first kind, alone, in runs, and between colour escapes.
  test('displayWidth is string-width: every character it counts itself, and text it does not', () => {
    const taken: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      expect([c, displayWidth(ch)]).toEqual([c, stringWidth(ch)]);
      if (
        displayWidth(`a${ch}`) === stringWidth(`a${ch}`) &&
        /[ -~\u00a1-\u00ff\u4e00-\u9fff\uac00-\ud7a3]/.test(ch)
      )
        taken.push(ch);
    }
    expect(taken.length).toBeGreaterThan(30_000);
    const colours = ['\x1b[31m', '\x1b[39m', '\x1b[1m', '\x1b[22m', '\x1b[38;5;208m', '\x1b[0m', '\x1b[2m'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5000; i++) {
      let text = '';
      for (let j = next(12); j > 0; j--)
        text += next(4) === 0 ? colours[next(colours.length)] : taken[next(taken.length)];
      expect([text, displayWidth(text)]).toEqual([text, stringWidth(text)]);
    }
    for (const text of [
      '👍 좋아요',
      'e\u0301',
      '\u1100\u1161',
      'a\u200bb',
      '\x1b[12345mx',
      'tab\there',
      '\u00ad',
      '🇰🇷',
      '\x1b]8;;https://a\x07link\x1b]8;;\x07',
    ])
      expect([text, displayWidth(text)]).toEqual([text, stringWidth(text)]);
  });

  test.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 kB'],
    [1536, '1.5 kB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [3 * 1024 ** 3, '3.00 GB'],
  ])('size(%i) is %s', (bytes, text) => {
    expect(size(bytes)).toBe(text);
  });
});

describe('build summary', () => {
  test.each([
    ['/api/posts.json', 'JSON'],
    ['/blog/a.md', 'Markdown'],
    ['/feed.xml', 'XML'],
    ['/llms.txt', 'text'],
    ['/404.html', 'HTML'],
    ['/img/a.PNG', 'png'],
    ['/CNAME', '(no extension)'],
  ])('%s is %s', (path, kind) => {
    expect(kindOf(path)).toBe(kind);
  });

  test('totals by kind add up, largest first', () => {
    const files = [
      { path: '/a.json', size: 10, contentType: '' },
      { path: '/b.json', size: 30, contentType: '' },
      { path: '/c.md', size: 5, contentType: '' },
      { path: '/d.md', size: 50, contentType: '' },
    ];
    const s = summarizeBuild(files);
    expect(s).toMatchObject({ files: 4, bytes: 95 });
    expect(s.kinds).toEqual([
      { kind: 'Markdown', files: 2, bytes: 55 },
      { kind: 'JSON', files: 2, bytes: 40 },
    ]);
    expect(s.largest.map((f) => f.path)).toEqual(['/d.md', '/b.json', '/a.json', '/c.md']);
  });
});
