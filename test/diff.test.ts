import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, runCli, tempDir } from './helpers.js';
import { type Running, startServe } from './servers.js';

/*
 * diff and check against a real `site-api serve --dir` of an older build, while the content has moved
 * on: the diff must name exactly what moved, and the served build must pass check.
 */

const work = tempDir('site-api-diff-');
const site = work.dir;
let server: Running;

beforeAll(async () => {
  cpSync(join(FIXTURES, 'minimal'), site, { recursive: true });
  const built = await runCli(['build', '-q', '--out', 'live'], {
    cwd: site,
    env: { SOURCE_DATE_EPOCH: '1700000000' },
  });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  server = await startServe(['--dir', 'live'], site);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

const diff = (...args: string[]) => runCli(['diff', '--against', server.url, ...args], { cwd: site });

describe('diff against the served older build', () => {
  test('unchanged content: no difference, exit 0; a different generated_at alone is no change', async () => {
    const same = await runCli(['diff', '--against', server.url], {
      cwd: site,
      env: { SOURCE_DATE_EPOCH: '1700000000' },
    });
    expect(same.exitCode, String(same.stderr)).toBe(0);
    expect(same.stdout).toContain(`No difference with ${server.url}`);
    expect(same.stderr).toMatch(/\d+ requests, .* received for a site of/);

    // Without SOURCE_DATE_EPOCH generated_at is the newest post date: every file carrying it differs in bytes.
    const later = await diff('--json');
    expect(later.exitCode, String(later.stderr)).toBe(0);
    const report = JSON.parse(String(later.stdout));
    expect(report.same).toBe(true);
    const stamped = report.files
      .filter((f: { generatedAtOnly?: boolean }) => f.generatedAtOnly)
      .map((f: { path: string }) => f.path);
    expect(stamped).toEqual(expect.arrayContaining(['/api/posts.json', '/api/profile.json', '/sitemap.xml']));
  });

  test('names exactly the posts, fields and files that moved; exit 1', async () => {
    const content = join(site, 'content');
    const first = join(content, 'posts', '2024', 'first-post.md');
    writeFileSync(
      first,
      readFileSync(first, 'utf8')
        .replace('title: 첫 글', 'title: 첫 번째 글')
        .replace('tags: [Android, Kotlin]', 'tags: [Android, Kotlin, Flow]'),
    );
    rmSync(join(content, 'posts', '2024', 'second-post.md'));
    writeFileSync(
      join(content, 'posts', '2024', 'third-post.md'),
      '---\ntitle: 세 번째 글\ndate: 2024-01-01\n---\n\n새 글.\n',
    );
    const profile = join(content, 'profile.yaml');
    writeFileSync(
      profile,
      readFileSync(profile, 'utf8').replace('job_title: Android Developer', 'job_title: Staff Engineer'),
    );

    const result = await diff('--json');
    expect(result.exitCode, String(result.stderr)).toBe(1);
    const report = JSON.parse(String(result.stdout));
    expect(report.compared.by).toBe('hash-list');
    const status = (r: typeof report, s: string) =>
      r.files.filter((f: { status: string }) => f.status === s).map((f: { path: string }) => f.path);
    expect(status(report, 'new')).toEqual([
      '/blog/tags/flow.md',
      '/blog/tags/flow/index.html',
      '/blog/third-post.md',
      '/blog/third-post/index.html',
    ]);
    // The live hash list names every file, the HTML page of the removed post included.
    expect(status(report, 'gone')).toEqual(['/blog/second-post.md', '/blog/second-post/index.html']);
    expect(status(report, 'changed')).toEqual(
      expect.arrayContaining([
        '/api/posts.json',
        '/api/profile.json',
        '/api/tags.json',
        '/blog/first-post.md',
        '/blog.md',
      ]),
    );
    expect(status(report, 'changed')).not.toContain('/api/projects.json');
    expect(status(report, 'changed')).not.toContain('/api/experience.json');
    expect(report.items.post).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(report.items.profile).toEqual({ added: 0, removed: 0, changed: 1 });

    // File by file: the same verdicts, but a page the live site names nowhere (only its hash list
    // does) cannot be found gone.
    const each = JSON.parse(String((await diff('--json', '--each-file')).stdout));
    expect(each.compared).toEqual({ by: 'each-file', why: '--each-file' });
    expect(status(each, 'new')).toEqual(status(report, 'new'));
    expect(status(each, 'gone')).toEqual(['/blog/second-post.md']);
    expect(status(each, 'changed')).toEqual(status(report, 'changed'));
    expect(each.items).toEqual(report.items);

    const text = await diff();
    expect(text.exitCode).toBe(1);
    const out = String(text.stdout);
    // The summary comes first, the details after.
    expect(out.split('\n')[0]).toMatch(
      /differs: files \d+ changed, 4 new, 2 gone, \d+ unchanged · post \+1 −1 ~1/,
    );
    expect(out).toContain('post first-post: title "첫 글" → "첫 번째 글", tags +Flow');
    expect(out).toContain('post third-post added');
    expect(out).toContain('post second-post removed');
    expect(out).toContain('profile: job_title "Android Developer" → "Staff Engineer"');
    expect(out).toContain('tag Flow added');
    expect(out).toMatch(/gone\s+\/blog\/second-post\.md\s+in the live hash list, not in the build/);
    expect(out).toMatch(/new\s+\/blog\/third-post\.md\s+not in the live hash list/);
    expect(out).not.toContain('\u001b[');
    expect(String(text.stderr)).toMatch(
      /^Compared by the live hash list \(the live \/_site-api\/files\.json\): \d+ requests/m,
    );

    const eachText = String((await diff('--each-file')).stdout);
    expect(eachText).toMatch(/gone\s+\/blog\/second-post\.md\s+on the live site \(named by posts\.json\)/);
    expect(eachText).toMatch(/new\s+\/blog\/third-post\.md\s+not on the live site \(404\)/);
  });

  test('check: the served build keeps the contract, exit 0', async () => {
    const result = await runCli(['check', server.url, '--json'], { cwd: site });
    expect(result.exitCode, String(result.stdout)).toBe(0);
    const report = JSON.parse(String(result.stdout));
    expect(report.failed).toBe(0);
    const names = new Set(report.checks.map((c: { name: string }) => c.name));
    for (const name of [
      'body matches the OpenAPI schema',
      '304 on If-None-Match',
      'HEAD',
      'OPTIONS preflight',
      '404 JSON error',
      '405 JSON error',
      '406 JSON error',
      'identical to /openapi.json',
      'every link answers 200',
    ])
      expect(names).toContain(name);
    expect(report.links.checked).toBeGreaterThan(5);
  });
});

test.each([
  [['diff', '--against', 'ftp://x'], 'is not an http(s) URL'],
  [['diff', '--against', 'http://127.0.0.1:9', '--timeout', 'soon'], '--timeout must be a whole number'],
  [['check', 'not a url'], 'is not a URL'],
])('%j: a usage error, exit 2', async (args, message) => {
  const { dir, cleanup } = tempDir();
  try {
    cpSync(join(FIXTURES, 'minimal'), dir, { recursive: true });
    const result = await runCli(args, { cwd: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(message);
  } finally {
    cleanup();
  }
});
