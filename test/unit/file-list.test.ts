import { describe, expect, test } from 'vitest';
import { type ArtifactSet, artifact, JSON_TYPE } from '../../src/build/artifacts.js';
import { fileListFiles, parseFileList } from '../../src/build/files/file-list.js';
import { fileListCheck } from '../../src/build/index.js';
import type { BuildInput } from '../../src/build/input.js';
import { headerDrift } from '../../src/diff/live.js';

const MD = 'text/markdown; charset=utf-8';
const input = { generatedAt: '2024-02-29T15:00:00Z' } as BuildInput;

function files(): ArtifactSet {
  // Out of order on purpose: the list sorts.
  return new Map([
    ['/blog/글.md', artifact('# 글\n', MD)],
    ['/api/index.json', artifact('{}\n', JSON_TYPE)],
    ['/_redirects', artifact('/old /new 301\n', 'text/plain; charset=utf-8')],
    ['/blog/a.md', artifact('# a\n', MD)],
  ]);
}

/** The list's text: the module makes it as bytes (rows are joined as bytes). */
const textOf = (content: unknown) => Buffer.from(content as Uint8Array).toString('utf8');
const listText = (built: ArtifactSet) => textOf(fileListFiles(input, built)[0]?.content);

describe('the hash list', () => {
  test('names every served file once, sorted, with its ETag, size and type; not itself, not _redirects', () => {
    const built = files();
    const [out] = fileListFiles(input, built);
    expect(out?.path).toBe('/_site-api/files.json');
    expect(out?.contentType).toBe(JSON_TYPE);
    const parsed = parseFileList(textOf(out?.content));
    if (!('list' in parsed)) throw new Error(parsed.problem);
    expect([...parsed.list.files.keys()]).toEqual(['/api/index.json', '/blog/a.md', '/blog/글.md']);
    expect(parsed.list.generated_at).toBe('2024-02-29T15:00:00Z');
    expect(parsed.list.count).toBe(3);
    for (const [path, row] of parsed.list.files) {
      const file = built.get(path);
      expect(`"${row.etag}"`, path).toBe(file?.etag);
      expect(row.size, path).toBe(file?.bytes.byteLength);
      expect(row.type, path).toBe(file?.contentType);
    }
  });

  test('the same files in another order give the same bytes; one file a line', () => {
    const text = listText(files());
    expect(listText(new Map([...files()].reverse()))).toBe(text);
    expect(text.split('\n').filter((l) => l.includes('"etag"'))).toHaveLength(3);
    expect(listText(new Map())).toBe(
      '{\n  "version": 1,\n  "generated_at": "2024-02-29T15:00:00Z",\n  "count": 0,\n  "files": {}\n}\n',
    );
  });

  test.each([
    ['not JSON', '<html>', 'it is not JSON'],
    ['an array', '[]', 'it is not a JSON object'],
    ['another version', '{"version":2,"generated_at":"x","count":0,"files":{}}', 'it is version 2'],
    ['no version', '{"generated_at":"x","count":0,"files":{}}', 'it is version undefined'],
    ['no generated_at', '{"version":1,"count":0,"files":{}}', 'no generated_at'],
    ['files as a list', '{"version":1,"generated_at":"x","count":0,"files":[]}', 'no files object'],
    [
      'an entry without a size',
      '{"version":1,"generated_at":"x","count":1,"files":{"/a":{"etag":"e","type":"t"}}}',
      'its entry for "/a"',
    ],
    [
      'a relative path',
      '{"version":1,"generated_at":"x","count":1,"files":{"a":{"etag":"e","size":1,"type":"t"}}}',
      'its entry for "a"',
    ],
    [
      'a count that is not the number of entries',
      '{"version":1,"generated_at":"x","count":2,"files":{"/a":{"etag":"e","size":1,"type":"t"}}}',
      'it counts 2 files but lists 1',
    ],
  ])('a damaged list is refused with the reason: %s', (_name, text, problem) => {
    const parsed = parseFileList(text);
    expect('problem' in parsed && parsed.problem).toContain(problem);
  });

  test.each([
    ['public, no-cache', []],
    ['no-store', []],
    ['public, max-age=30', []],
    ['public, max-age=3600', ['cache-control']],
    [undefined, ['cache-control']],
  ])('served with Cache-Control %s: drift %j', (cache, drift) => {
    const headers = { 'access-control-allow-origin': '*', ...(cache ? { 'cache-control': cache } : {}) };
    expect(headerDrift(headers, undefined, '/_site-api/files.json').map((d) => d.header)).toEqual(drift);
    // Any other file is the opposite: an hour at least, and no no-cache.
    expect(headerDrift(headers, undefined, '/api/posts.json').length > 0).toBe(
      cache !== 'public, max-age=3600',
    );
  });
});

describe("the build's check of the hash list (build/index.ts fileListCheck)", () => {
  const withList = (built: ArtifactSet): ArtifactSet => {
    const [list] = fileListFiles(input, built);
    return new Map([...built, ['/_site-api/files.json', artifact(list?.content as Uint8Array, JSON_TYPE)]]);
  };
  const textAt = (set: ArtifactSet) => (path: string) => {
    const file = set.get(path);
    return file && Buffer.from(file.bytes).toString('utf8');
  };

  test.each([false, true])('a list made of the files passes (by count: %s)', (byCount) => {
    const set = withList(files());
    expect(fileListCheck(set, textAt(set), byCount)).toEqual([]);
  });

  test.each([false, true])('a file built after the list is found (by count: %s)', (byCount) => {
    const set = withList(files());
    set.set('/blog/late.md', artifact('# late\n', MD));
    expect(
      fileListCheck(set, textAt(set), byCount)
        .map((p) => p.message)
        .join('\n'),
    ).toMatch(/lists 3 files; 4 were built/);
  });

  test('read in full, a row that is not the file is found', () => {
    const set = withList(files());
    set.set('/blog/a.md', artifact('# a, changed after the list\n', MD));
    expect(fileListCheck(set, textAt(set), false).map((p) => p.message)).toEqual([
      'does not list /blog/a.md as built (a module after it in the registry?)',
    ]);
  });
});
