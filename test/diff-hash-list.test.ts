import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { runCli, tempDir } from './helpers.js';
import { type Running, startServe } from './servers.js';

/*
 * diff by the live hash list, against a real `site-api serve --dir` of a generated site of a few hundred
 * posts: a request for the list, a sample, and the JSON files that differ, far fewer than the files;
 * and still the same verdicts as asking about every file. Counts, never times.
 */

const POSTS = 300;
const work = tempDir('site-api-diff-list-');
const site = work.dir;
let server: Running;

beforeAll(async () => {
  generateSite(site, POSTS, 7);
  const built = await runCli(['build', '-q', '--out', 'live'], { cwd: site });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  server = await startServe(['--dir', 'live'], site);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

interface Report {
  same: boolean;
  compared: { by: string; why: string };
  files: {
    path: string;
    status: string;
    reason: string;
    items?: { kind: string; noun: string; id: string }[];
  }[];
  counts: Record<string, number>;
  items: Record<string, { added: number; removed: number; changed: number }>;
  net: { requests: number; bytesReceived: number };
}

async function diff(...args: string[]): Promise<{ exitCode: number | undefined; report: Report }> {
  const result = await runCli(['diff', '--against', server.url, '--json', ...args], { cwd: site });
  expect(result.stderr, String(result.stderr)).toBe('');
  return { exitCode: result.exitCode, report: JSON.parse(String(result.stdout)) };
}

const paths = (report: Report, status: string) =>
  report.files.filter((f) => f.status === status).map((f) => f.path);

describe('diff by the live hash list', () => {
  test("an unchanged site: the list is the build's (304), a handful of requests for hundreds of files", async () => {
    const { exitCode, report } = await diff();
    expect(exitCode).toBe(0);
    expect(report.same).toBe(true);
    expect(report.compared).toEqual({
      by: 'hash-list',
      why: "the live /_site-api/files.json is the build's",
    });
    expect(report.files.length).toBeGreaterThan(2 * POSTS);
    expect(report.net.requests).toBeLessThan(report.files.length / 10);

    const each = await diff('--each-file');
    expect(each.exitCode).toBe(0);
    expect(each.report.compared.by).toBe('each-file');
    expect(each.report.net.requests).toBeGreaterThanOrEqual(each.report.files.length);
  });

  test('a post edited, one removed, one added: each file named, posts item by item, still a handful of requests', async () => {
    const year = join(site, 'content/posts/2020');
    const [edited, removed] = readdirSync(year).sort();
    const editedId = (edited as string).replace(/\.md$/, '');
    const removedId = (removed as string).replace(/\.md$/, '');
    const file = join(year, edited as string);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: 고쳐 쓴 제목'));
    rmSync(join(year, removed as string));
    writeFileSync(
      join(year, 'brand-new.md'),
      '---\ntitle: 새 글\ndate: 2020-06-01\ntags: [새 태그]\n---\n\n새 본문.\n',
    );

    const { exitCode, report } = await diff();
    expect(exitCode).toBe(1);
    expect(report.compared).toEqual({ by: 'hash-list', why: 'the live /_site-api/files.json' });
    expect(report.net.requests).toBeLessThan(report.files.length / 10);
    expect(paths(report, 'new')).toEqual(
      expect.arrayContaining(['/blog/brand-new.md', '/blog/brand-new/index.html']),
    );
    expect(paths(report, 'gone')).toEqual([`/blog/${removedId}.md`, `/blog/${removedId}/index.html`]);
    expect(paths(report, 'changed')).toEqual(
      expect.arrayContaining([
        `/blog/${editedId}.md`,
        `/blog/${editedId}/index.html`,
        '/api/posts.json',
        '/_site-api/files.json',
      ]),
    );
    expect(report.items.post).toEqual({ added: 1, removed: 1, changed: 1 });
    // The list and posts.json, the bodies it fetched, came compressed: under half their bytes crossed.
    const fetched = ['_site-api/files.json', 'api/posts.json'].reduce(
      (sum, path) => sum + statSync(join(site, 'live', path)).size,
      0,
    );
    expect(report.net.bytesReceived).toBeLessThan(fetched / 2);
    const posts = report.files.find((f) => f.path === '/api/posts.json');
    expect(posts?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'changed', noun: 'post', id: editedId }),
        expect.objectContaining({ kind: 'added', noun: 'post', id: 'brand-new' }),
        expect.objectContaining({ kind: 'removed', noun: 'post', id: removedId }),
      ]),
    );

    // Asking about every file finds the same, except the removed post's HTML page, which the live
    // site names nowhere but in its hash list.
    const each = await diff('--each-file');
    expect(each.exitCode).toBe(1);
    expect(paths(each.report, 'new')).toEqual(paths(report, 'new'));
    expect(paths(each.report, 'changed')).toEqual(paths(report, 'changed'));
    expect(paths(each.report, 'gone')).toEqual([`/blog/${removedId}.md`]);
    expect(each.report.items).toEqual(report.items);
  });
});
