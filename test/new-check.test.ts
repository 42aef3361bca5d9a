import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkSite } from '../src/check/index.js';
import { loadSite, withFile } from '../src/content/load.js';
import { checkNewFile, readSiteContext } from '../src/core/scaffold.js';
import type { Diagnostic } from '../src/ground/diagnostics.js';
import { inTempSite, runCli } from './helpers.js';

// `new` checks its file against the site it loaded once, with the file added in memory (withFile);
// `validate` reads the same bytes from disk. The two must report the same findings, to the letter.

const post = (front: string) => `---\n${front}\n---\n본문\n`;
const NFD_NAME = `posts/2024/${'카페'.normalize('NFD')}.md`;

// [what, path inside content/, text, codes of the findings on (or naming) the new file]
const cases: [string, string, string, string[]][] = [
  ['a valid post', 'posts/2024/flow.md', post('title: Flow\ndate: 2024-05-01\ntags: [Kotlin]'), []],
  [
    'an id used by a post later in path order',
    'posts/2023/second-post.md',
    post('title: again\ndate: 2023-01-01'),
    ['duplicate-id'],
  ],
  [
    'an id used by a post earlier in path order',
    'posts/2025/first-post.md',
    post('title: again\ndate: 2025-01-01'),
    ['duplicate-id'],
  ],
  [
    'another spelling of a tag',
    'posts/2024/drift.md',
    post('title: Drift\ndate: 2024-05-01\ntags: [android]'),
    ['tag-drift'],
  ],
  ['a bad date', 'posts/2024/bad-date.md', post('title: Bad\ndate: 2024-13-45'), ['invalid-date']],
  ['broken YAML', 'posts/2024/broken.md', post('title: a: b\ndate: 2024-05-01'), ['yaml-syntax']],
  ['a file name in NFD Hangul', NFD_NAME, post('title: 카페\ndate: 2024-05-01'), ['invalid-id']],
  [
    'a project id that differs only by case',
    'projects/Memo.yaml',
    'name: 메모\ntype: indie\nstatus: live\nreleased: 2023-05\nsummary: 또 하나\n',
    ['duplicate-id', 'invalid-id'],
  ],
];

const plain = (diagnostics: Diagnostic[]) => JSON.parse(JSON.stringify(diagnostics));

describe('checking a new file against the site loaded once', () => {
  test.each(cases)('%s: the same findings as validate once it is written', async (_, rel, text, codes) => {
    await inTempSite('minimal', async (dir) => {
      const root = join(dir, 'content');
      const now = Date.now();
      const site = loadSite({ root, cwd: dir });
      const inMemory = checkSite(withFile(site, { cwd: dir, rel, bytes: Buffer.from(text, 'utf8') }), {
        now,
      });
      const check = checkNewFile(readSiteContext(dir, 'content'), rel, text, now);

      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
      const validate = await runCli(['validate', '--json'], { cwd: dir });
      expect(validate.stderr).toBe('');
      const onDisk = JSON.parse(String(validate.stdout)).diagnostics;

      expect(plain(inMemory)).toEqual(onDisk);
      const shown = `content/${rel}`;
      const mine = (d: Diagnostic) => d.file === shown || d.related?.some((r) => r.file === shown);
      expect(plain(check.own)).toEqual(onDisk.filter(mine));
      expect(check.own.map((d) => d.code).sort()).toEqual(codes);
    });
  });

  test('leaves the loaded site as it was', async () => {
    await inTempSite('minimal', async (dir) => {
      const site = loadSite({ root: join(dir, 'content'), cwd: dir });
      const before = plain(checkSite(site, { now: 0 }));
      const posts = [...site.posts];
      const added = withFile(site, {
        cwd: dir,
        rel: 'posts/2023/second-post.md',
        bytes: Buffer.from(post('title: again\ndate: 2023-01-01')),
      });
      expect(added.posts.map((p) => p.file.path)).toEqual([
        'content/posts/2023/second-post.md',
        'content/posts/2024/first-post.md',
        'content/posts/2024/second-post.md',
      ]);
      expect(site.posts).toEqual(posts);
      expect(plain(checkSite(site, { now: 0 }))).toEqual(before);
    });
  });
});
