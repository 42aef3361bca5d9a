import MarkdownIt from 'markdown-it';
import { describe, expect, test } from 'vitest';
import { createRenderer } from '../../src/build/pages/markdown.js';
import { markdownRenderer } from '../../src/build/render-markdown.js';
import { plainText } from '../../src/build/summary.js';

/*
 * Emphasis beside Korean text. CommonMark alone leaves `**문서 주석(Docs)**을` as text with its
 * asterisks (the closing `**` follows punctuation and is followed by a letter, so it cannot close);
 * Korean blogs write it everywhere (a helper found 5 in one imported Jekyll blog's 14 posts, which
 * Kramdown had shown bold). markdown-it-cjk-friendly relaxes the rule next to CJK characters only.
 */

const KOREAN: [string, string][] = [
  ['**문서 주석(Documentation Comments)**을 쓰면', '<strong>문서 주석(Documentation Comments)</strong>을'],
  ['**ReleaseExcelObject()**는 해제합니다', '<strong>ReleaseExcelObject()</strong>는'],
  ['*「코루틴」*이라는 말', '<em>「코루틴」</em>이라는'],
  [
    '`suspend` 함수는 **메인 스레드를 막지 않는다(non-blocking)**는 점',
    '<strong>메인 스레드를 막지 않는다(non-blocking)</strong>는',
  ],
];

/** Text without CJK next to a delimiter, where the plugin must change nothing. */
const LATIN = [
  '**a**b and *x*y',
  'foo**bar**baz, **(paren)**x',
  '*a **b** c* and ***both***',
  'snake_case_name and __init__',
  '**unclosed and *stray',
  '한국어 **bold** 문장과 *기울임* 사이',
];

describe('emphasis next to Korean', () => {
  const page = createRenderer();
  const feed = markdownRenderer('https://x.example');

  test.each(KOREAN)('%s is emphasis on the page, in the feed and in the summary', (source, html) => {
    expect(page(source)).toContain(html);
    expect(feed.render(source, 'https://x.example/blog/a')).toContain(html);
    expect(plainText(source)).not.toMatch(/[*_]{1,2}/);
  });

  test.each(LATIN)('%s renders as CommonMark alone renders it', (source) => {
    const plain = new MarkdownIt({ html: true, linkify: false, typographer: false });
    expect(feed.render(source, 'https://x.example/blog/a')).toBe(plain.render(source));
  });
});
