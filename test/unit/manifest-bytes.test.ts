import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type ArtifactSet, artifact } from '../../src/build/artifacts.js';
import { writeArtifacts } from '../../src/core/write.js';
import { MANIFEST } from '../../src/ground/manifest.js';

const dir = mkdtempSync(join(tmpdir(), 'site-api-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the manifest was before its rows were kept as bytes: JSON.stringify of the rows, indented by two. */
const stringified = (files: ArtifactSet, host: ArtifactSet) => {
  const rows = (set: ArtifactSet) =>
    [...set].map(([path, f]) => ({ path, size: f.size, contentType: f.contentType, etag: f.etag }));
  return `${JSON.stringify({ version: 1, files: rows(files), host: rows(host) }, null, 2)}\n`;
};

describe('the output manifest', () => {
  test('is byte for byte the JSON the rows stringify to, names that need escaping and an empty list included', () => {
    const files: ArtifactSet = new Map([
      ['/api/index.json', artifact('{}', 'application/json; charset=utf-8')],
      ['/blog/따옴표 "인용" \\ 글/index.html', artifact('<p>안녕</p>', 'text/html; charset=utf-8')],
    ]);
    const host: ArtifactSet = new Map([['/_headers', artifact('/*\n  X: y\n', 'text/plain')]]);
    writeArtifacts(join(dir, 'a'), files, host);
    expect(readFileSync(join(dir, 'a', MANIFEST), 'utf8')).toBe(stringified(files, host));
    // Written again into the same folder (updated in place): the same bytes, and an empty host list.
    writeArtifacts(join(dir, 'a'), files, new Map());
    expect(readFileSync(join(dir, 'a', MANIFEST), 'utf8')).toBe(stringified(files, new Map()));
    writeArtifacts(join(dir, 'b'), new Map(), new Map());
    expect(readFileSync(join(dir, 'b', MANIFEST), 'utf8')).toBe(stringified(new Map(), new Map()));
  });
});
