import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { type ArtifactSet, artifact } from '../../src/build/artifacts.js';
import { writeArtifacts } from '../../src/core/write.js';
import { MANIFEST, manifestFileStamp } from '../../src/ground/manifest.js';

/*
 * A build into its last output takes what folder-check.ts found of the files it leaves only under the
 * manifest it finds (core/write-in-place.ts updateInPlace): an answer about another manifest is not
 * trusted, and the folder is checked again in this thread. (The worker itself runs from lib/, as
 * the CLI's: test/build-cache.test.ts's hand edit is found by it.)
 */

const dir = mkdtempSync(join(tmpdir(), 'site-api-output-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HTML = 'text/html; charset=utf-8';
const files: ArtifactSet = new Map([
  ['/a/index.html', artifact('<p>a</p>', HTML)],
  ['/b/index.html', artifact('<p>b</p>', HTML)],
]);

/** The page edited by hand at the same size, after the manifest (its time a minute later). */
function editByHand(out: string): string {
  const page = join(out, 'a/index.html');
  writeFileSync(page, '<p>A</p>');
  const later = new Date(statSync(join(out, MANIFEST)).mtimeMs + 60_000);
  utimesSync(page, later, later);
  return page;
}

test("the worker's answer is taken for the manifest it was found under, and only for that one", () => {
  const out = join(dir, 'out');
  writeArtifacts(out, files);
  const page = editByHand(out);
  const stamp = () => manifestFileStamp(join(out, MANIFEST), statSync(join(out, MANIFEST)));
  // An answer under another manifest: not trusted; this thread sees the edit and writes the page.
  const other = writeArtifacts(out, files, new Map(), undefined, () => ({
    stamp: 'another',
    stale: new Set(),
  }));
  expect(other.written).toBe(1);
  expect(readFileSync(page, 'utf8')).toBe('<p>a</p>');
  // An answer under this manifest is what the write goes by (here one that missed the edit).
  editByHand(out);
  const trusted = writeArtifacts(out, files, new Map(), undefined, () => ({
    stamp: stamp(),
    stale: new Set(),
  }));
  expect(trusted.written).toBe(0);
  expect(readFileSync(page, 'utf8')).toBe('<p>A</p>');
});
