import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkSite } from '../../src/check/index.js';
import { type LoadMemo, loadSite } from '../../src/content/load.js';
import { type Carry, carryFrom } from '../../src/ground/carry.js';
import { rewrite, sampleCopy, tempDir } from '../helpers.js';

// Within --watch the checks across files take the last rebuild's answer where what they read is the
// very same (ground/carry.ts): the ids, the URL claims, the tag spellings, the limits. After every
// edit, what a rebuild's check finds must be what a check of the same files from scratch finds.

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const NOW = Date.parse('2026-11-26T00:00:00Z');

describe('the checks across files within --watch', () => {
  test('after each edit, the carried check equals a check from scratch, finding for finding', () => {
    const site = join(dir, 'site');
    const { root, posts } = sampleCopy(site);
    let memo: LoadMemo | undefined;
    let carry: Carry | undefined;
    /** One rebuild: the load and check a --watch session does, beside a fresh load and check. */
    const rebuild = (name: string, changed: string[]) => {
      const next: LoadMemo = new Map();
      const carried = carryFrom(carry);
      const loaded = loadSite({
        root,
        cwd: site,
        memo: memo && { previous: memo, next, changed: new Set(changed) },
      });
      const found = checkSite(loaded, { now: NOW, carry: carried });
      const fresh = checkSite(loadSite({ root, cwd: site }), { now: NOW });
      expect(found, name).toEqual(fresh);
      memo = next;
      carry = carried;
      return found.map((d) => d.code);
    };
    const post = posts[5] as string;
    const other = posts[6] as string;
    const tagsOf = (file: string) =>
      (/^tags: \[(.*)\]$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '').split(', ');
    // A tag of the other post this one lacks, spelled another way.
    const borrowed = tagsOf(other).find((t) => !tagsOf(post).includes(t) && /[a-z]/i.test(t)) as string;
    expect(borrowed, 'a tag to respell').toBeDefined();
    const respelled = borrowed.toUpperCase() === borrowed ? borrowed.toLowerCase() : borrowed.toUpperCase();

    expect(rebuild('first', [])).not.toContain('tag-drift');
    expect(
      rebuild(
        'body',
        rewrite(post, (t) => `${t}\n덧붙인 문장.\n`),
      ),
    ).toEqual([]);
    expect(
      rebuild(
        'respelled tag',
        rewrite(post, (t) => t.replace(/^tags: \[/m, `tags: [${respelled}, `)),
      ),
    ).toContain('tag-drift');
    // The finding's place moves with the lines above it: worked out again, not taken.
    rebuild(
      'line above',
      rewrite(post, (t) => t.replace(/^title: /m, '# 앞에 단 주석\ntitle: ')),
    );
    rebuild(
      'body, drift kept',
      rewrite(post, (t) => `${t}\n또 한 문장.\n`),
    );
    expect(
      rebuild(
        'tag mended',
        rewrite(post, (t) => t.replace(`${respelled}, `, '')),
      ),
    ).toEqual([]);
    expect(
      rebuild(
        'title too long',
        rewrite(post, (t) => t.replace(/^title: (.*)$/m, `title: $1 ${'길다'.repeat(200)}`)),
      ),
    ).toContain('too-long');
    expect(
      rebuild(
        'title mended',
        rewrite(post, (t) => t.replace(` ${'길다'.repeat(200)}`, '')),
      ),
    ).toEqual([]);
    // Another post's path as an alias; then the other post edited while the collision stands.
    const otherPath = `/blog/${basename(other, '.md')}`;
    expect(
      rebuild(
        'alias collides',
        rewrite(post, (t) => t.replace(/^date: (.*)$/m, `date: $1\naliases: [${otherPath}]`)),
      ),
    ).toContain('url-collision');
    rebuild(
      'line above the alias',
      rewrite(post, (t) => t.replace(/^title: /m, '# 주석\ntitle: ')),
    );
    rebuild(
      'other post edited',
      rewrite(other, (t) => `${t}\n다른 글도 고침.\n`),
    );
    expect(
      rebuild(
        'alias removed',
        rewrite(post, (t) => t.replace(`\naliases: [${otherPath}]`, '')),
      ),
    ).toEqual([]);
    // A url: that another post's pattern path already is.
    expect(
      rebuild(
        'url collides',
        rewrite(post, (t) => t.replace(/^date: (.*)$/m, `date: $1\nurl: ${otherPath}`)),
      ),
    ).toContain('url-collision');
    expect(
      rebuild(
        'url removed',
        rewrite(post, (t) => t.replace(`\nurl: ${otherPath}`, '')),
      ),
    ).toEqual([]);
    // One id twice: a copy in another folder; then removed.
    const copy = join(dirname(dirname(post)), '2031', basename(post));
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, readFileSync(post));
    expect(rebuild('id copied', [copy])).toContain('duplicate-id');
    rebuild(
      'copy edited',
      rewrite(copy, (t) => `${t}\n사본 고침.\n`),
    );
    rmSync(dirname(copy), { recursive: true });
    expect(rebuild('copy removed', [dirname(copy), copy])).toEqual([]);
  });
});
