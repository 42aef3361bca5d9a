import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FIXTURES, runCli, tempDir } from './helpers.js';

/* `import feed`: RSS 2.0 (a Tistory look-alike) from a file, and Atom over real HTTP on 127.0.0.1. */

const FEEDS = join(FIXTURES, 'corpus', 'feeds');

test('an RSS 2.0 feed becomes posts with their dates, tags, HTML bodies and old paths as aliases', async () => {
  const work = tempDir('site-api-import-feed-');
  try {
    const root = join(work.dir, 'content');
    const run = await runCli(['import', 'feed', join(FEEDS, 'tistory.xml'), '--root', root, '--json'], {
      cwd: work.dir,
    });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const plan = JSON.parse(String(run.stdout));
    expect(plan.posts.map((p: { oldPath: string }) => p.oldPath)).toEqual(['/123', '/entry/Compose-첫걸음']);
    const post = readFileSync(join(root, 'posts/2022/korutin-yeoe-cheori.md'), 'utf8');
    // The writer's offset is kept; Tistory's numeric path makes no id, the title does.
    expect(post).toContain('date: 2022-04-26T15:18:00+09:00');
    expect(post).toContain('  - /123\n');
    expect(post).toContain('<p>코루틴에서 <code>CoroutineExceptionHandler</code>를 쓰는 법.</p>');
    expect(plan.posts[0].unmapped).toEqual([expect.objectContaining({ field: 'author' })]);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('base_url: https://seojin.tistory.com');
    const validate = await runCli(['validate', '--root', root, '--json'], { cwd: work.dir });
    expect(JSON.parse(String(validate.stdout)).errors).toBe(0);
  } finally {
    work.cleanup();
  }
});

test('an Atom feed is fetched from its URL; --base-url names the new site', async () => {
  const server = createServer((request, response) => {
    if (request.url !== '/atom.xml') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/atom+xml' });
    response.end(readFileSync(join(FEEDS, 'atom.xml')));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const work = tempDir('site-api-import-atom-');
  try {
    const root = join(work.dir, 'content');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/atom.xml`;
    const run = await runCli(['import', 'feed', url, '--root', root, '--base-url', 'https://new.example'], {
      cwd: work.dir,
    });
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const post = readFileSync(join(root, 'posts/2024/flow-stateflow.md'), 'utf8');
    expect(post).toContain('modified: 2024-01-02T09:00:00+09:00');
    expect(post).toContain('summary: Flow와 StateFlow의 차이');
    expect(post).toContain('  - /posts/flow-stateflow/\n');
    expect(post).toContain('<p>Flow는 차갑고 StateFlow는 뜨겁습니다.</p>');
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('base_url: https://new.example');
    const missing = await runCli(['import', 'feed', url.replace('atom', 'nope'), '--root', root], {
      cwd: work.dir,
    });
    expect(missing.exitCode).toBe(2);
    expect(String(missing.stderr)).toContain('answered 404');
  } finally {
    work.cleanup();
    server.close();
  }
});
