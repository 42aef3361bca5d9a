import { describe, expect, test } from 'vitest';
import { isHttpUrl } from '../../src/check/formats.js';
import { closest, editDistance } from '../../src/check/suggest.js';
import {
  type ContentDate,
  formatContentDate,
  isContentDate,
  isTimeZone,
  parseContentDate,
  zoneOffset,
} from '../../src/content/dates.js';
import { splitFrontMatter } from '../../src/content/frontmatter.js';
import { suggestId, tagSlug } from '../../src/content/slug.js';
import { decodeContent, firstInvalidUtf8 } from '../../src/content/source.js';

describe('content dates', () => {
  test.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024/01/02', false],
    ['2024-01-02 24:00', false],
    ['2024-01-02 09:30', true],
    ['2024-01-02T09:30:00+09:00', true],
    ['2024-01-02T09:30:00.250Z', true],
    ['2024-01-02T09:30:00+25:00', false],
    ['24-01-02', false],
    // Years 1 to 9999 only (issue 14): 0000 is no year of the calendar, and RFC 3339 readers refuse it.
    ['0000-02-29', false],
    ['0004-02-29', true],
    ['0001-01-01', true],
    ['0100-02-29', false],
  ])('%s is a content date: %s', (text, ok) => {
    expect(isContentDate(text)).toBe(ok);
  });

  test.each([
    ['2024-01-02', 'Asia/Seoul', '2024-01-02T00:00:00+09:00'],
    ['2024-07-01 12:00', 'Europe/Berlin', '2024-07-01T12:00:00+02:00'],
    ['2024-01-01 12:00', 'Europe/Berlin', '2024-01-01T12:00:00+01:00'],
    ['2024-01-02T09:30:00+09:00', 'UTC', '2024-01-02T09:30:00+09:00'],
    ['2024-01-02', 'UTC', '2024-01-02T00:00:00Z'],
    ['0099-12-01', 'UTC', '0099-12-01T00:00:00Z'],
  ])('%s in %s is %s', (text, zone, iso) => {
    const date = parseContentDate(text, zone, new Map());
    expect(date && formatContentDate(date)).toBe(iso);
  });

  test('the same text in two zones is two dates (each read is remembered by zone and text)', () => {
    const zones = new Map();
    const seoul = parseContentDate('2021-03-14 10:30', 'Asia/Seoul', zones);
    const berlin = parseContentDate('2021-03-14 10:30', 'Europe/Berlin', zones);
    expect(seoul && formatContentDate(seoul)).toBe('2021-03-14T10:30:00+09:00');
    expect(berlin && formatContentDate(berlin)).toBe('2021-03-14T10:30:00+01:00');
    expect(parseContentDate('2021-03-14 10:30', 'Asia/Seoul', new Map())).toEqual(seoul);
    // Read again after a failed read: still no date.
    expect(parseContentDate('2021-02-30', 'Asia/Seoul', zones)).toBeUndefined();
    expect(parseContentDate('2021-02-30', 'Asia/Seoul', zones)).toBeUndefined();
  });

  test("every zone's offset is what its formatter's parts say, across the years content may name", () => {
    // zoneOffset reads the formatter's text where it writes M/D/Y, H:M:S (faster than its parts): held
    // here to the parts, in every zone Intl knows, at instants from year 1 to 9999 and around 1900–2100.
    const fromParts = (instant: number, timeZone: string) => {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      const parts: Record<string, number> = {};
      for (const p of format.formatToParts(new Date(instant)))
        if (p.type !== 'literal') parts[p.type] = Number(p.value);
      const wall = new Date(0);
      wall.setUTCFullYear(parts.year as number, (parts.month as number) - 1, parts.day as number);
      wall.setUTCHours(parts.hour as number, parts.minute as number, parts.second as number, 0);
      return Math.round((wall.getTime() - Math.floor(instant / 1000) * 1000) / 60_000);
    };
    const cache = new Map();
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const span = (from: number, to: number) => Math.floor(from + random() * (to - from));
    const differing: string[] = [];
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (let i = 0; i < 12; i++) {
        const instant =
          i < 4
            ? span(Date.UTC(1, 0, 1) - 2 * 86_400_000, Date.UTC(9999, 11, 31))
            : span(Date.UTC(1900, 0, 1), Date.UTC(2100, 0, 1));
        if (zoneOffset(instant, zone, cache) !== fromParts(instant, zone))
          differing.push(`${zone} ${new Date(instant).toISOString()}`);
      }
    }
    expect(differing).toEqual([]);
    // A wall time in a spring-forward gap (read with the offset before it) and one in the autumn's
    // repeated hour (the second of the two), as before the formatter's text was read.
    expect(
      formatContentDate(parseContentDate('2024-03-31 02:30', 'Europe/Berlin', cache) as ContentDate),
    ).toBe('2024-03-31T02:30:00+01:00');
    expect(
      formatContentDate(parseContentDate('2024-10-27 02:30', 'Europe/Berlin', cache) as ContentDate),
    ).toBe('2024-10-27T02:30:00+01:00');
  });
});

test.each([
  ['Asia/Seoul', true],
  ['UTC', true],
  ['Asia/Calcutta', true],
  ['Mars/Olympus_Mons', false],
  ['', false],
])('time zone %j is known: %s', (name, ok) => {
  expect(isTimeZone(name)).toBe(ok);
});

describe('decoding content bytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  test('strips a BOM and turns CR LF into LF', () => {
    expect(decodeContent(bytes('\uFEFFa: 1\r\nb: 2\r\n'))).toEqual({ ok: true, text: 'a: 1\nb: 2\n' });
  });
  test('finds the first invalid UTF-8 byte', () => {
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xed, 0xa0, 0x80]))).toBe(1); // a surrogate
    expect(firstInvalidUtf8(new Uint8Array([0xc0, 0x80]))).toBe(0); // overlong
    expect(firstInvalidUtf8(bytes('한글'))).toBe(6);
  });
  test('reports invalid UTF-8 at its line and column', () => {
    const result = decodeContent(new Uint8Array([...bytes('a: 1\n한글 '), 0xb0, 0xa1]));
    expect(result).toMatchObject({ ok: false, diagnostic: { code: 'invalid-utf8', line: 2, column: 4 } });
  });
  test('counts a lone CR as a line break when placing a bad byte', () => {
    const result = decodeContent(
      new Uint8Array([...bytes('---\rtitle: x\rsummary: '), 0xff, ...bytes('\r---\r')]),
    );
    expect(result).toMatchObject({ ok: false, diagnostic: { code: 'invalid-utf8', line: 3, column: 10 } });
  });
  test.each([
    [new Uint8Array([]), 'file-empty'],
    [bytes(' \n\n'), 'file-empty'],
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]), 'file-binary'],
  ])('refuses %s as %s', (input, code) => {
    expect(decodeContent(input)).toMatchObject({ ok: false, diagnostic: { code } });
  });
});

describe('front matter', () => {
  test('splits YAML from the body and counts lines', () => {
    expect(splitFrontMatter('---\na: 1\nb: 2\n---\nbody\n')).toEqual({
      ok: true,
      yaml: 'a: 1\nb: 2\n',
      yamlLine: 2,
      body: 'body\n',
      bodyLine: 5,
    });
  });
  test.each([
    ['---js\n{}\n---\n', 'front-matter-language'],
    ['---javascript\n{}\n---\n', 'front-matter-language'],
    ['--- toml\na = 1\n---\n', 'front-matter-language'],
    ['# title\n', 'front-matter-missing'],
    ['---\na: 1\n', 'front-matter-unterminated'],
    ['----\na: 1\n----\n', 'front-matter-missing'],
  ])('refuses %j as %s', (text, code) => {
    expect(splitFrontMatter(text)).toMatchObject({ ok: false, code });
  });

  test.each(['---yaml\na: 1\n---\n', '--- # notes\na: 1\n---\n', '--- \na: 1\n...\n'])(
    'accepts the YAML fence %j',
    (text) => {
      expect(splitFrontMatter(text)).toMatchObject({ ok: true, yaml: 'a: 1\n' });
    },
  );
});

describe('names', () => {
  test.each([
    ['Jetpack Compose', 'jetpack-compose'],
    ['코루틴', '코루틴'],
    ['Kotlin Multiplatform', 'kotlin-multiplatform'],
    ['C++', 'c++'],
    [' Android_Studio ', 'android-studio'],
    // No URL segment starts with a dot (the edge refuses it): the page would answer 404.
    ['.NET', 'dotnet'],
    ['. NET Core', 'dot-net-core'],
    ['..NET', 'dotnet'],
    // Dots alone name nothing: no slug, which validate reports as invalid-tag (as `!!!`).
    ['...', ''],
    ['.', ''],
    ['a...', 'a...'],
    ['Node.js', 'node.js'],
  ])('tag %j has slug %j', (name, slug) => {
    expect(tagSlug(name)).toBe(slug);
  });
  test.each([
    ['My_Post', 'my-post'],
    ['Café Notes', 'cafe-notes'],
    ['카페', ''],
  ])('id %j suggests %j', (name, slug) => {
    expect(suggestId(name)).toBe(slug);
  });
  test('edit distance counts a swap as one edit', () => {
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closest('titel', ['title', 'date', 'tags'])).toBe('title');
    expect(closest('xyzzy', ['title', 'date', 'tags'])).toBeUndefined();
  });
  test.each([
    ['https://example.com/a', true],
    ['http://localhost:8080', true],
    ['javascript:alert(1)', false],
    ['htp//example.com', false],
    ['/relative/path', false],
    ['https://exa mple.com', false],
  ])('%s is an http URL: %s', (text, ok) => {
    expect(isHttpUrl(text)).toBe(ok);
  });
});
