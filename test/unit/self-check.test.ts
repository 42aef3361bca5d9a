import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Artifact, artifact, JSON_TYPE } from '../../src/build/artifacts.js';
import { LONG_LISTS, selfChecked } from '../../src/build/index.js';
import { buildInMemory } from '../../src/core/build.js';
import type { Memo } from '../../src/ground/memo.js';
import { REPO } from '../helpers.js';

// The build's check of its own API files (build/index.ts selfCheck) is taken from the persistent memo
// when every API file has the bytes it had: never when one of them changed.

/** A memo in memory that counts what it had to make. */
function countingMemo(): Memo & { made: () => number } {
  const store = new Map<string, unknown>();
  let made = 0;
  return {
    get<T>(space: string, key: string, make: () => T): T {
      const name = `${space}:${key}`;
      if (!store.has(name)) {
        made++;
        store.set(name, make());
      }
      return store.get(name) as T;
    },
    has: (space, key) => store.has(`${space}:${key}`),
    made: () => made,
  };
}

describe("the API files' check", () => {
  const built = buildInMemory({ cwd: REPO, root: join(REPO, 'content'), now: Date.now(), cache: false });
  if (!built.ok) throw new Error('the sample site does not build');
  const text = (file: Artifact | undefined) =>
    file === undefined ? undefined : Buffer.from(file.bytes).toString('utf8');

  /** posts.json and tags.json parsed from their texts: values a test may change (a made row never is). */
  const parsedLists = (textAt: (path: string) => string | undefined) =>
    // biome-ignore lint/suspicious/noExplicitAny: the published JSON, read and changed field by field.
    new Map<string, any>(Object.keys(LONG_LISTS).map((path) => [path, JSON.parse(textAt(path) as string)]));

  test('is made once for the same bytes, and again when an API file or an alias of one changes', () => {
    const artifacts = new Map(built.artifacts);
    const textAt = (path: string) => text(artifacts.get(path));
    const memo = countingMemo();
    expect(selfChecked(artifacts, textAt, memo)).toEqual([]);
    expect(selfChecked(artifacts, textAt, memo)).toEqual([]);
    expect(memo.made()).toBe(1);

    // posts.json counting one post more than it lists: new bytes, checked again, the problem found.
    const posts = JSON.parse(textAt('/api/posts.json') as string);
    posts.count += 1;
    artifacts.set('/api/posts.json', artifact(`${JSON.stringify(posts, null, 2)}\n`, JSON_TYPE));
    expect(selfChecked(artifacts, textAt, memo)).toEqual([
      expect.objectContaining({ path: '/api/posts.json', message: expect.stringMatching(/^count /) }),
    ]);
    expect(memo.made()).toBe(2);

    // An alias that is no longer the same bytes as what it stands for.
    artifacts.set('/api/posts.json', built.artifacts.get('/api/posts.json') as Artifact);
    artifacts.set('/api/openapi.json', artifact('{}\n', JSON_TYPE));
    expect(selfChecked(artifacts, textAt, memo)).toEqual([
      expect.objectContaining({
        path: '/api/openapi.json',
        message: expect.stringMatching(/not byte-identical/),
      }),
    ]);
    expect(memo.made()).toBe(3);
  });

  test('within --watch, the long lists are checked on their values row by row: a bad row is named, a good one checked once', () => {
    const artifacts = new Map(built.artifacts);
    const textAt = (path: string) => text(artifacts.get(path));
    const documents = parsedLists(textAt);
    const values = (path: string) => documents.get(path);
    const memo = countingMemo();
    expect(selfChecked(artifacts, textAt, memo, values)).toEqual([]);
    const posts = documents.get('/api/posts.json');
    // A row with a date that is not one, and the count one more than the rows: both found.
    posts.posts[1] = { ...posts.posts[1], date: 'yesterday' };
    posts.count += 1;
    artifacts.set('/api/posts.json', artifact(`${JSON.stringify(posts, null, 2)}\n`, JSON_TYPE));
    expect(selfChecked(artifacts, textAt, memo, values)).toEqual([
      { path: '/api/posts.json', message: '/posts/1/date must match format "date-time"' },
      expect.objectContaining({ path: '/api/posts.json', message: expect.stringMatching(/^count /) }),
    ]);
    // The same check on the text finds the same row.
    expect(selfChecked(artifacts, textAt, countingMemo())).toContainEqual({
      path: '/api/posts.json',
      message: '/posts/1/date must match format "date-time"',
    });
  });

  test('a check of the texts vouches for the rows they were made from, and only for a list found valid', () => {
    const artifacts = new Map(built.artifacts);
    const textAt = (path: string) => text(artifacts.get(path));
    const documents = parsedLists(textAt);
    const values = (path: string) => documents.get(path);
    // The session's first build: the texts are checked (here: the memo's answer for the same bytes).
    const memo = countingMemo();
    expect(selfChecked(artifacts, textAt, memo)).toEqual([]);
    expect(selfChecked(artifacts, textAt, memo, undefined, values)).toEqual([]);
    expect(memo.made()).toBe(1);
    // A rebuild checks on the values the rows it has not found valid: those rows were vouched for, so
    // a change to one (which never happens to a made row) goes unseen, as it does after a value check.
    const posts = documents.get('/api/posts.json');
    posts.posts[0].date = 'yesterday';
    const tags = documents.get('/api/tags.json');
    tags.tags[0].slug = 'Not A Slug';
    expect(selfChecked(artifacts, textAt, countingMemo(), values)).toEqual([]);

    // A list whose text has a problem vouches for none of its rows; the other list still does.
    const fresh = parsedLists(textAt);
    const broken = fresh.get('/api/posts.json');
    broken.count += 1;
    artifacts.set('/api/posts.json', artifact(`${JSON.stringify(broken, null, 2)}\n`, JSON_TYPE));
    expect(selfChecked(artifacts, textAt, countingMemo(), undefined, (path) => fresh.get(path))).toEqual([
      expect.objectContaining({ path: '/api/posts.json', message: expect.stringMatching(/^count /) }),
    ]);
    broken.count -= 1;
    broken.posts[0].date = 'yesterday';
    fresh.get('/api/tags.json').tags[0].slug = 'Not A Slug';
    artifacts.set('/api/posts.json', built.artifacts.get('/api/posts.json') as Artifact);
    expect(selfChecked(artifacts, textAt, countingMemo(), (path) => fresh.get(path))).toEqual([
      { path: '/api/posts.json', message: '/posts/0/date must match format "date-time"' },
    ]);
  });

  test("the long lists' schemas are an envelope and items of one row's schema, with nothing else on the list", () => {
    for (const { key, list, row } of Object.values(LONG_LISTS)) {
      const schema = JSON.parse(readFileSync(join(REPO, 'schemas', `${list}.schema.json`), 'utf8'));
      const { description: _, ...checked } = schema.properties[key];
      expect(checked).toEqual({ type: 'array', items: { $ref: `${row.slice('api/'.length)}.schema.json` } });
      // Nothing on the envelope reads the rows either.
      expect(
        Object.keys(schema).filter((k) => /Items|contains|unique|dependent|if|not|allOf|anyOf|oneOf/.test(k)),
      ).toEqual([]);
    }
  });

  test('an answer reached on the values is never taken by a check of the texts (the memo is saved)', () => {
    const artifacts = new Map(built.artifacts);
    const textAt = (path: string) => text(artifacts.get(path));
    const documents = parsedLists(textAt);
    const posts = documents.get('/api/posts.json');
    const values = (path: string) => documents.get(path);
    expect(selfChecked(artifacts, textAt, countingMemo(), values)).toEqual([]);
    // A row changed after it was found valid (rows are never changed: this is what the memo must not hide).
    posts.posts[0].date = 'yesterday';
    artifacts.set('/api/posts.json', artifact(`${JSON.stringify(posts, null, 2)}\n`, JSON_TYPE));
    const memo = countingMemo();
    expect(selfChecked(artifacts, textAt, memo, values)).toEqual([]);
    expect(selfChecked(artifacts, textAt, memo)).toContainEqual({
      path: '/api/posts.json',
      message: '/posts/0/date must match format "date-time"',
    });
  });
});
