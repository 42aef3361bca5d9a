import { describe, expect, test } from 'vitest';
import { plainText, summarize } from '../../src/build/summary.js';

describe('post summaries', () => {
  test('drop code blocks, markup and images; keep link text', () => {
    const markdown =
      '## 제목\n\n**굵게** 쓴 [링크](https://x.example)와 `코드`.\n\n```kotlin\nval secret = 1\n```\n\n![그림](a.png) 끝.';
    expect(plainText(markdown)).toBe('제목 굵게 쓴 링크와 코드. 끝.');
  });

  test('stay whole when short', () => {
    expect(summarize('짧은 글입니다.')).toBe('짧은 글입니다.');
  });

  test.each([
    ['Korean words', '코루틴의 예외 처리는 구조화된 동시성 안에서 부모에게 전파됩니다. '.repeat(20)],
    ['one long Hangul run', '가'.repeat(500)],
    ['emoji and surrogate pairs', '🚀🎉 '.repeat(150)],
    ['a long word of combining marks', 'q\u0323\u0307'.repeat(300)],
    ['family emoji joined by ZWJ', '👩\u200d👩\u200d👧'.repeat(100)],
  ])('cut %s on a boundary, within about 200 characters', (_, text) => {
    const summary = summarize(text);
    const chars = [...summary];
    expect(chars.length).toBeLessThanOrEqual(200);
    expect(chars.length).toBeGreaterThan(150);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).toBe(summary.normalize('NFC'));
    expect(summary).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(text.replace(/\s+/g, ' ').startsWith(summary.slice(0, -1).trimEnd())).toBe(true);
    // The cut leaves no dangling joiner or combining mark at the end.
    expect(summary.slice(0, -1)).not.toMatch(/[\u200d]$/);
    const rest = text.slice(summary.length - 1);
    expect(rest).not.toMatch(/^[\u0323\u0307\u200d]/);
  });
});
