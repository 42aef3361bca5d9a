import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { rebuiltInWatch } from './watch-rebuild.js';

// Within --watch a rebuild takes the last build's outputs where what they are made of is the very
// same (ground/carry.ts). An edit makes again what it changes and leaves the other artifacts the
// last build's objects: nothing else is made, hashed or checked again.

test("a body edit within --watch leaves llms-full.txt, posts.json and tags.json the last build's artifacts", () => {
  // Their lines and rows are carried (llms-full.txt's compared as text, the rows as the same
  // objects): a body edit that changes no summary gives them again.
  const twin = '/blog/asynctask-memory-leak.md';
  const { first, again } = rebuiltInWatch((root) =>
    appendFileSync(join(root, 'posts/2015/asynctask-memory-leak.md'), '\n끝에 붙인 문단입니다.\n'),
  );
  expect(again.artifacts.get(twin)).not.toBe(first.artifacts.get(twin));
  for (const path of ['/llms-full.txt', '/llms.txt', '/api/posts.json', '/api/tags.json'])
    expect(again.artifacts.get(path), path).toBe(first.artifacts.get(path));
});
