import { expect, test } from 'vitest';
import { dropKramdownAttributes } from '../../src/import/kramdown.js';

/* kramdown's attribute lists, which CommonMark prints as text, dropped from imported Jekyll posts. */

test('block and span attribute lists go, with a line of their own taking its line', () => {
  const out = dropKramdownAttributes(
    '공지\n{: .notice--info}\n\n[2. 설치](#nav-2){:.nav_content}로 넘어가세요. ![a](a.png){: width="300"}\n\n{:#post-reference-list}\n- 목록\n',
  );
  expect(out.body).toBe('공지\n\n[2. 설치](#nav-2)로 넘어가세요. ![a](a.png)\n\n- 목록\n');
  expect(out.dropped).toEqual(['kramdown {: …} → dropped ×4']);
});

test("kramdown's table of contents: the `* TOC` item goes with `{:toc}`", () => {
  const out = dropKramdownAttributes('# 제목\n\n* TOC\n{:toc}\n\n본문\n');
  expect(out.body).toBe('# 제목\n\n\n본문\n');
  expect(out.dropped).toEqual(['kramdown {:toc} → dropped']);
});

test('in code they are text: fences, indented code and code spans are left', () => {
  const body = '```md\n{: .notice}\n```\n\n    {: .x}\n\n`{:.y}` 그대로\n';
  expect(dropKramdownAttributes(body)).toEqual({ body, dropped: [] });
});

test("a list item's paragraph indented by four keeps no attribute list (it is the item's, not code)", () => {
  const out = dropKramdownAttributes('1. 첫째 항목\n\n    들여쓴 문단\n    {: .notice--info}\n\n2. 둘째\n');
  expect(out.body).toBe('1. 첫째 항목\n\n    들여쓴 문단\n\n2. 둘째\n');
  expect(out.dropped).toEqual(['kramdown {: …} → dropped']);
});
