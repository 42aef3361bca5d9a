import { join } from 'node:path';
import { expect, test } from 'vitest';
import { jsonText } from '../../src/build/artifacts.js';
import { listText, rowText } from '../../src/build/files/api.js';
import { buildInMemory } from '../../src/core/build.js';
import { REPO } from '../helpers.js';

// posts.json and tags.json are written from their rows' texts (files/api.ts listText), which within
// --watch are carried: the bytes must be those of jsonText, the way every other API file is written.

test('a list made of its rows is jsonText of the whole, empty, nested and with line breaks in strings', () => {
  const head = { count: 2, language: 'ko', generated_at: '2026-11-27T00:00:00Z' };
  const rows = [
    { id: 'a', title: '첫 줄\n둘째 줄 "따옴표" \\ 역슬래시', tags: [], summary: '' },
    { id: 'b', tags: ['x', 'y'], nested: { deep: [1, { two: null }] }, legacy: true, missing: undefined },
  ];
  for (const list of [rows, rows.slice(0, 1), []]) {
    expect(listText(head, 'posts', list.map(rowText))).toBe(jsonText({ ...head, posts: list }));
  }
  expect(listText({}, 'tags', [rowText({ name: '태그' })])).toBe(jsonText({ tags: [{ name: '태그' }] }));
});

test("the sample's posts.json and tags.json are jsonText of what they say", () => {
  const built = buildInMemory({ cwd: REPO, root: join(REPO, 'content'), now: Date.now(), cache: false });
  if (!built.ok) throw new Error('the sample site does not build');
  for (const path of ['/api/posts.json', '/api/tags.json']) {
    const text = Buffer.from(built.artifacts.get(path)?.bytes as Uint8Array).toString('utf8');
    expect(JSON.parse(text)[path.includes('posts') ? 'posts' : 'tags'].length).toBeGreaterThan(1);
    expect(text).toBe(jsonText(JSON.parse(text)));
  }
});
