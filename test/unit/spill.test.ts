import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, test } from 'vitest';
import { openSpill, putIn, type Spilled } from '../../src/ground/spill.js';
import { REPO } from '../helpers.js';

// The file a build's pages wait in (ground/spill.ts): what goes in comes out, from any thread, and
// the file is never seen in its folder.

const dir = mkdtempSync(join(tmpdir(), 'site-api-spill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the spill file', () => {
  test('gives back each piece as it was put, and leaves no file in its folder', () => {
    const spill = openSpill(dir, '.out.pages-');
    if (!spill) throw new Error('no spill made in a writable folder');
    expect(readdirSync(dir)).toEqual([]);
    const pieces = [
      Buffer.from('첫 페이지'),
      Buffer.alloc(0),
      randomBytes(300_000),
      Buffer.from('<p>끝</p>'),
    ];
    const where = pieces.map((p) => spill.put(p));
    expect(where.map((w) => w.size)).toEqual(pieces.map((p) => p.byteLength));
    // Read out of order, twice.
    for (const i of [3, 0, 2, 1, 2])
      expect(spill.read(where[i] as Spilled).equals(pieces[i] as Buffer)).toBe(true);
  });

  test('bytes made on first read are made once and read back after', () => {
    const spill = openSpill(dir, '.out.pages-');
    if (!spill) throw new Error('no spill made');
    let made = 0;
    const later = spill.later(() => {
      made++;
      return Buffer.from(`made ${made}`);
    });
    expect(Buffer.from(later()).toString()).toBe('made 1');
    expect(Buffer.from(later()).toString()).toBe('made 1');
    expect(made).toBe(1);
  });

  test('a worker thread and this one put at once; no piece overwrites another', async () => {
    const spill = openSpill(dir, '.out.pages-');
    if (!spill) throw new Error('no spill made');
    const code = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(${JSON.stringify(join(REPO, 'lib/ground/spill.js'))}).then(({ putIn }) => {
        const where = [];
        for (let i = 0; i < 2000; i++) where.push(putIn(workerData.share, Buffer.alloc(97 + (i % 13), 'w' + (i % 10))));
        parentPort.postMessage(where);
      });`;
    const worker = new Worker(code, { eval: true, workerData: { share: spill.share } });
    const mine: [Spilled, Buffer][] = [];
    for (let i = 0; i < 2000; i++) {
      const bytes = Buffer.alloc(89 + (i % 7), `m${i % 10}`);
      mine.push([spill.put(bytes), bytes]);
    }
    const theirs = await new Promise<Spilled[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    for (const [where, bytes] of mine) expect(spill.read(where).equals(bytes)).toBe(true);
    theirs.forEach((where, i) => {
      expect(spill.read(where).equals(Buffer.alloc(97 + (i % 13), `w${i % 10}`))).toBe(true);
    });
    // Every byte belongs to exactly one piece.
    const spans = [...mine.map(([w]) => w), ...theirs].sort((a, b) => a.at - b.at);
    let end = 0;
    for (const s of spans) {
      expect(s.at).toBe(end);
      end = s.at + s.size;
    }
  });

  test('small pieces gathered before they are written: pieces put around them, many flushes, reads between', () => {
    const spill = openSpill(dir, '.out.pages-');
    if (!spill) throw new Error('no spill made');
    const put: [Spilled, Buffer][] = [];
    for (let i = 0; i < 3000; i++) {
      // ~1.5 MB in all: the gathering buffer fills more than once.
      const bytes = Buffer.from(`${i}:${'한글'.repeat(i % 200)}`);
      put.push([spill.put(bytes), bytes]);
      // A piece another thread puts (as the render pool's workers do) lands between two of ours.
      if (i === 2500) {
        const theirs = Buffer.from(`theirs ${i}`);
        put.push([putIn(spill.share, theirs), theirs]);
      }
      // Read back while the latest pieces may still wait in memory.
      if (i % 2000 === 1999) {
        const [where, bytes] = put.at(-1) as [Spilled, Buffer];
        expect(spill.read(where).equals(bytes)).toBe(true);
      }
    }
    for (const [where, bytes] of put) expect(spill.read(where).equals(bytes), `at ${where.at}`).toBe(true);
  });

  test('none is made where no file can be: the caller keeps the bytes in memory', () => {
    expect(openSpill(join(dir, 'no-such-folder'), '.out.pages-')).toBeUndefined();
  });
});
