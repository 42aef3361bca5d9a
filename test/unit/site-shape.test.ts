import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { siteData } from '../../src/build/model.js';
import { type LoadMemo, loadSite } from '../../src/content/load.js';
import type { Site } from '../../src/content/model.js';
import { type Carry, carryFrom } from '../../src/ground/carry.js';
import { rewrite, sampleCopy, tempDir } from '../helpers.js';

// Within --watch a load says whether the site kept its shape (content/model.ts Site.shape): the same
// object while only posts' bodies changed, a new one after any other change. siteData, the id check
// and the sitemap carry what the front matter alone makes under it, so a wrong "same" would publish
// a stale order, tag list or URL table: each edit below is checked both ways.

const { dir, cleanup } = tempDir();
afterAll(cleanup);

describe("a --watch load's shape", () => {
  test('stays while only bodies change, and is new after any other change; siteData equals a fresh one', () => {
    const site = join(dir, 'site');
    const { root, posts } = sampleCopy(site);
    let memo: LoadMemo | undefined;
    let carry: Carry | undefined;
    let shape: object | undefined;
    /** One rebuild's load and data, beside a fresh load's data; whether the shape was kept. */
    const rebuild = (name: string, changed: string[]): boolean => {
      const next: LoadMemo = new Map();
      const carried = carryFrom(carry);
      const loaded: Site = loadSite({
        root,
        cwd: site,
        memo: { ...(memo ? { previous: memo, changed: new Set(changed) } : {}), next },
      });
      expect(loaded.shape, name).toBeTypeOf('object');
      const kept = loaded.shape === shape;
      const { shape: _, ...data } = siteData(loaded, undefined, carried);
      expect(data, name).toEqual(siteData(loadSite({ root, cwd: site })));
      memo = next;
      carry = carried;
      shape = loaded.shape;
      return kept;
    };
    const post = posts[5] as string;
    const other = posts[6] as string;

    expect(rebuild('first', [])).toBe(false);
    expect(
      rebuild(
        'body',
        rewrite(post, (t) => `${t}\n덧붙인 문장.\n`),
      ),
    ).toBe(true);
    expect(
      rebuild('two bodies', [
        ...rewrite(post, (t) => `${t}\n또.\n`),
        ...rewrite(other, (t) => `${t}\n또.\n`),
      ]),
    ).toBe(true);
    expect(rebuild('named, not changed', [post])).toBe(true);
    expect(
      rebuild(
        'tags',
        rewrite(post, (t) => t.replace(/^tags: \[/m, 'tags: [새태그, ')),
      ),
    ).toBe(false);
    expect(
      rebuild(
        'body after tags',
        rewrite(post, (t) => `${t}\n다시.\n`),
      ),
    ).toBe(true);
    expect(
      rebuild(
        'date',
        rewrite(other, (t) => t.replace(/^date: .*$/m, 'date: 2019-01-01')),
      ),
    ).toBe(false);
    // A comment in the front matter changes no field, but the shape is the text's: new, never stale.
    expect(
      rebuild(
        'front matter comment',
        rewrite(post, (t) => t.replace(/^title: /m, '# 주석\ntitle: ')),
      ),
    ).toBe(false);
    expect(
      rebuild(
        'site.yaml',
        rewrite(join(root, 'site.yaml'), (t) => `${t}\n# 끝\n`),
      ),
    ).toBe(false);
    const added = join(root, 'posts', 'shape-added.md');
    writeFileSync(added, '---\ntitle: 새 글\ndate: 2020-02-02\ntags: [새태그]\n---\n\n본문.\n');
    expect(rebuild('post added', [added])).toBe(false);
    expect(
      rebuild(
        'body of the new post',
        rewrite(added, (t) => `${t}\n더.\n`),
      ),
    ).toBe(true);
  });
});
