import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, tempDir } from './helpers.js';
import {
  builtFiles,
  type FaultProxy,
  inspector,
  publishCli,
  type S3rver,
  startProxy,
  startS3rver,
} from './support/s3.js';

let store: S3rver;
let proxy: FaultProxy;
let s3: ReturnType<typeof inspector>;
const temp = tempDir('site-api-s3-');

beforeAll(async () => {
  store = await startS3rver(join(temp.dir, 'store'));
  proxy = await startProxy(store.port);
  s3 = inspector(store.port);
});
afterAll(async () => {
  s3?.close();
  await proxy?.stop();
  await store?.stop();
  temp.cleanup();
});

let sites = 0;
/** The minimal site, publishing to its own prefix of the bucket through the proxy. */
function site(extra = ''): { dir: string; prefix: string } {
  const dir = join(temp.dir, `site-${++sites}`);
  const prefix = `t${sites}/`;
  makeSite(dir);
  // The counts below are about publishing, not pages: these sites publish their API alone.
  appendFileSync(
    join(dir, 'content/site.yaml'),
    `pages: false\npublish:\n  targets:\n    local:\n      type: s3\n      bucket: site\n      prefix: ${prefix}\n      endpoint: http://127.0.0.1:${proxy.port}\n      force_path_style: true\n${extra}`,
  );
  return { dir, prefix };
}

function publish(dir: string, args: string[] = [], env: Record<string, string> = {}): ResultPromise {
  return publishCli(dir, args, env);
}

const built = builtFiles;

const hash = (b: Buffer) => createHash('sha256').update(b).digest('base64url').slice(0, 27);

/** The live site is consistent: every post the live list names has its page, every object its hash. */
async function expectConsistent(prefix: string): Promise<void> {
  const keys = new Set(await s3.keys(prefix));
  if (!keys.has(`${prefix}api/posts.json`)) return;
  const list = JSON.parse(String(await s3.get(`${prefix}api/posts.json`)));
  for (const post of list.posts) {
    expect(keys).toContain(`${prefix}${decodeURI(new URL(post.url).pathname).slice(1)}.md`);
  }
  for (const key of keys) {
    if (key.endsWith('.site-api-manifest.json') || key.endsWith('.site-api-lock')) continue;
    const head = await s3.head(key);
    expect(head.Metadata?.['site-api-etag'], key).toBe(hash(await s3.get(key)));
  }
}

/** The store holds exactly this build, with the manifest naming it. */
async function expectComplete(prefix: string, files: Map<string, Buffer>): Promise<void> {
  const keys = (await s3.keys(prefix)).filter((k) => !k.endsWith('.site-api-manifest.json'));
  expect(keys).toEqual([...files.keys()].map((p) => `${prefix}${p.slice(1)}`).sort());
  for (const [path, bytes] of files)
    expect(hash(await s3.get(`${prefix}${path.slice(1)}`)), path).toBe(hash(bytes));
  const manifest = JSON.parse(String(await s3.get(`${prefix}.site-api-manifest.json`)));
  expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual([...files.keys()].sort());
}

/** The objects a publish wrote, its lock (taken and released by every publish) aside. */
const keysPut = (prefix: string) =>
  proxy.puts
    .filter((k) => k.startsWith(prefix) && !k.endsWith('.site-api-lock'))
    .map((k) => `/${k.slice(prefix.length)}`);

describe('site-api publish to an S3-compatible store (s3rver on 127.0.0.1)', () => {
  test('first publish: the plan first, every file with its type, caching and hash, leaves before indexes', async () => {
    const { dir, prefix } = site();
    const dry = await publish(dir, ['--dry-run']);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('Plan for "local" (s3://site/');
    expect(dry.stdout).toMatch(/upload {2}new {6}\/blog\/first-post\.md/);
    expect(dry.stderr).toContain('Dry run: nothing was changed.');
    expect(await s3.keys(prefix)).toEqual([]);

    proxy.puts.length = 0;
    const first = await publish(dir, ['--yes']);
    expect(first.stderr).toMatch(/✔ Published: \d+ uploaded/);
    expect(first.exitCode).toBe(0);
    const files = await built(dir);
    await expectComplete(prefix, files);

    const posts = await s3.head(`${prefix}api/posts.json`);
    expect(posts.ContentType).toBe('application/json; charset=utf-8');
    expect(posts.CacheControl).toBe('public, max-age=3600');
    expect(posts.Metadata?.['site-api-etag']).toBe(hash(files.get('/api/posts.json') as Buffer));
    expect((await s3.head(`${prefix}blog/first-post.md`)).ContentType).toBe('text/markdown; charset=utf-8');
    expect((await s3.head(`${prefix}feed.xml`)).ContentType).toBe('application/atom+xml; charset=utf-8');

    // The hash list after every file it names, the API index before it, the manifest last of all.
    const order = keysPut(prefix);
    expect(order.at(-1)).toBe('/.site-api-manifest.json');
    expect(order.at(-2)).toBe('/_site-api/files.json');
    expect(order.at(-3)).toBe('/api/index.json');
    const list = await s3.head(`${prefix}_site-api/files.json`);
    expect(list.CacheControl).toBe('public, no-cache');
    expect(list.ContentType).toBe('application/json; charset=utf-8');
    expect(
      (await s3.get(`${prefix}_site-api/files.json`)).equals(files.get('/_site-api/files.json') as Buffer),
    ).toBe(true);
    const at = (p: string) => order.indexOf(p);
    expect(at('/blog/first-post.md')).toBeLessThan(at('/blog.md'));
    expect(at('/blog.md')).toBeLessThan(at('/api/posts.json'));
    expect(at('/blog/second-post.md')).toBeLessThan(at('/sitemap.xml'));

    proxy.puts.length = 0;
    proxy.requests.length = 0;
    const again = await publish(dir, ['--yes']);
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain('Nothing to publish');
    expect(keysPut(prefix)).toEqual([]);
    // Unchanged: the manifest and the lock, whatever the number of files; no listing, no object asked.
    const asked = proxy.requests.filter(
      (r) => r.includes('list-type=2') || (r.startsWith('HEAD ') && !r.endsWith('/.site-api-manifest.json')),
    );
    expect(asked).toEqual([]);
    expect(proxy.requests.length).toBeLessThan(10);
  });

  test('one post edited: only the files whose bytes changed are uploaded; a deleted post goes last', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    const before = await built(dir);
    const post = join(dir, 'content/posts/2024/first-post.md');
    writeFileSync(
      post,
      readFileSync(post, 'utf8').replace('첫 글의 본문입니다.', '첫 글의 본문을 고쳤습니다.'),
    );
    const after = await built(dir);
    const changed = [...after].filter(([p, b]) => !before.get(p)?.equals(b)).map(([p]) => p);
    expect(changed).toContain('/blog/first-post.md');

    proxy.puts.length = 0;
    const edit = await publish(dir, ['--yes']);
    expect(edit.exitCode).toBe(0);
    const uploaded = keysPut(prefix).filter((p) => p !== '/.site-api-manifest.json');
    expect(uploaded.sort()).toEqual(changed.sort());
    expect(uploaded.length).toBeLessThan(after.size / 2);
    await expectComplete(prefix, after);

    rmSync(join(dir, 'content/posts/2024/second-post.md'));
    const removed = await publish(dir, ['--yes']);
    expect(removed.stdout).toContain('delete  gone     /blog/second-post.md');
    expect(removed.exitCode).toBe(0);
    await expectComplete(prefix, await built(dir));
  });

  test('more deletions than --max-deletes: everything else goes live, nothing is deleted, exit 1', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    rmSync(join(dir, 'content/posts/2024/second-post.md'));
    const capped = await publish(dir, ['--yes', '--max-deletes', '0']);
    expect(capped.exitCode).toBe(1);
    expect(capped.stderr).toContain('1 file(s) were not deleted: more than --max-deletes 0');
    expect(capped.stderr).toContain('run again with --max-deletes 1');
    expect(await s3.keys(prefix)).toContain(`${prefix}blog/second-post.md`);
    const list = JSON.parse(String(await s3.get(`${prefix}api/posts.json`)));
    expect(list.posts.map((p: { id: string }) => p.id)).toEqual(['first-post']);

    const allowed = await publish(dir, ['--yes']);
    expect(allowed.exitCode).toBe(0);
    expect(await s3.keys(prefix)).not.toContain(`${prefix}blog/second-post.md`);
    await expectComplete(prefix, await built(dir));
  });

  test('a publish killed midway leaves the live site consistent, and a re-run completes it', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    for (let i = 0; i < 6; i++) {
      writeFileSync(
        join(dir, `content/posts/2024/new-post-${i}.md`),
        `---\ntitle: 새 글 ${i}\ndate: 2024-03-0${i + 1}T09:00:00+09:00\ntags: [Kotlin]\n---\n\n새 글 ${i}의 본문입니다.\n`,
      );
    }
    proxy.puts.length = 0;
    const run = publish(dir, ['--yes', '--concurrency', '1']);
    // The lock (and its probe, a second conditional write), the intent manifest, then two
    // uploads: then the process dies without warning.
    proxy.onPut = (key) => {
      if (key.startsWith(prefix) && keysPut(prefix).length >= 3) run.kill('SIGKILL');
    };
    const killed = await run;
    proxy.onPut = undefined;
    expect(killed.signal).toBe('SIGKILL');
    const before = keysPut(prefix).length;
    expect(before).toBeGreaterThanOrEqual(3);
    expect(before).toBeLessThan(10);
    await expectConsistent(prefix);
    const live = JSON.parse(String(await s3.get(`${prefix}api/posts.json`)));
    expect(live.posts).toHaveLength(2);

    const rerun = await publish(dir, ['--yes']);
    expect(rerun.exitCode).toBe(0);
    await expectComplete(prefix, await built(dir));
    await expectConsistent(prefix);
  }, 60_000);

  test('a store answering 500: retried with backoff; when it persists, exit 2 and the live site stays consistent', async () => {
    const { dir, prefix } = site();
    proxy.failNextPuts = 2;
    const flaky = await publish(dir, ['--yes', '--concurrency', '1']);
    expect(flaky.stderr).toContain('retrying');
    expect(flaky.exitCode).toBe(0);
    await expectComplete(prefix, await built(dir));

    writeFileSync(
      join(dir, 'content/posts/2024/third-post.md'),
      '---\ntitle: 셋째 글\ndate: 2024-02-01T09:00:00+09:00\n---\n\n본문.\n',
    );
    proxy.failAlways = new RegExp(`^${prefix}api/posts\\.json$`);
    const broken = await publish(dir, ['--yes']);
    proxy.failAlways = undefined;
    expect(broken.exitCode).toBe(2);
    expect(broken.stderr).toContain('Cannot upload /api/posts.json');
    expect(await s3.keys(prefix)).toContain(`${prefix}blog/third-post.md`);
    expect(broken.stderr).toContain('run `site-api publish` again');
    await expectConsistent(prefix);
    const healed = await publish(dir, ['--yes']);
    expect(healed.exitCode).toBe(0);
    await expectComplete(prefix, await built(dir));
  }, 60_000);

  test('two targets in one bucket: publishing the outer one never touches the inner one', async () => {
    const { dir, prefix } = site();
    appendFileSync(
      join(dir, 'content/site.yaml'),
      `    staging:\n      type: s3\n      bucket: site\n      prefix: ${prefix}staging/\n      endpoint: http://127.0.0.1:${proxy.port}\n      force_path_style: true\n`,
    );
    const files = await built(dir);
    expect((await publish(dir, ['--yes', '--target', 'staging'])).exitCode).toBe(0);
    await expectComplete(`${prefix}staging/`, files);

    const prod = await publish(dir, ['--yes', '--target', 'local']);
    expect(prod.stdout).toContain(', 0 to delete');
    expect(prod.exitCode).toBe(0);
    await expectComplete(`${prefix}staging/`, files);

    // Without its manifest (deleted by hand, or a run killed before the first one was written),
    // the inner target's objects are still not the outer one's: their metadata names their prefix.
    await s3.remove(`${prefix}staging/.site-api-manifest.json`);
    rmSync(join(dir, 'content/posts/2024/second-post.md'));
    const again = await publish(dir, ['--yes', '--target', 'local']);
    expect(again.exitCode).toBe(0);
    expect(again.stdout).toContain('delete  gone     /blog/second-post.md');
    expect(again.stdout).not.toMatch(/delete .*\/staging\//);
    const staging = (await s3.keys(`${prefix}staging/`)).map((k) => `/${k.slice(prefix.length + 8)}`);
    expect(staging).toEqual([...files.keys()].sort());
  }, 60_000);

  test("a user's own object at a path the build now produces: refused, and without --overwrite-foreign never touched", async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    await s3.put(`${prefix}blog/hello.md`, 'my own note');
    writeFileSync(
      join(dir, 'content/posts/2024/hello.md'),
      '---\ntitle: Hello\ndate: 2024-02-01T09:00:00+09:00\n---\n\n본문.\n',
    );
    const dry = await publish(dir, ['--dry-run']);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('replace files site-api did not publish, e.g. /blog/hello.md');

    proxy.puts.length = 0;
    const refused = await publish(dir, ['--yes']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain(
      'Refusing to overwrite 1 file that site-api did not publish: /blog/hello.md',
    );
    expect(refused.stderr).toContain('--overwrite-foreign');
    expect(keysPut(prefix)).toEqual([]);
    expect(String(await s3.get(`${prefix}blog/hello.md`))).toBe('my own note');
  });

  test('an overwrite of a foreign object that never landed: its intent entry is not trusted, and the object is kept', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    await s3.put(`${prefix}blog/hello.md`, 'my own note');
    // Older than the next manifest by more than the store's whole-second LastModified: an object
    // the manifest names and that is older than it is what the manifest is trusted about.
    await new Promise((r) => setTimeout(r, 1100));
    const post = join(dir, 'content/posts/2024/hello.md');
    writeFileSync(post, '---\ntitle: Hello\ndate: 2024-02-01T09:00:00+09:00\n---\n\n본문.\n');
    // Allowed, but the store refuses that one upload: the intent manifest names the path, with no hash.
    proxy.failAlways = new RegExp(`^${prefix}blog/hello\\.md$`);
    const failed = await publish(dir, ['--yes', '--overwrite-foreign']);
    proxy.failAlways = undefined;
    expect(failed.exitCode).toBe(2);
    expect(failed.stderr).toContain('Cannot upload /blog/hello.md');
    const intent = JSON.parse(String(await s3.get(`${prefix}.site-api-manifest.json`)));
    expect(intent.files).toContainEqual(expect.objectContaining({ path: '/blog/hello.md', etag: '' }));

    // The post is dropped: the object is still the user's (no site-api metadata), so it is kept.
    rmSync(post);
    const later = await publish(dir, ['--yes']);
    expect(later.exitCode).toBe(0);
    expect(later.stdout).not.toMatch(/delete .*\/blog\/hello\.md/);
    expect(later.stdout).toContain('not published by site-api, e.g. /blog/hello.md');
    expect(String(await s3.get(`${prefix}blog/hello.md`))).toBe('my own note');

    // Asked for, and landed: the object is the build's now, with site-api's metadata.
    writeFileSync(post, '---\ntitle: Hello\ndate: 2024-02-01T09:00:00+09:00\n---\n\n본문.\n');
    const replaced = await publish(dir, ['--yes', '--overwrite-foreign']);
    expect(replaced.exitCode).toBe(0);
    await expectComplete(prefix, await built(dir));
    await expectConsistent(prefix);
  });

  test('a new cache_control reaches every object already uploaded, then nothing more', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    expect((await s3.head(`${prefix}api/posts.json`)).CacheControl).toBe('public, max-age=3600');

    appendFileSync(join(dir, 'content/site.yaml'), '      cache_control: public, max-age=60\n');
    const files = await built(dir);
    const changed = await publish(dir, ['--yes']);
    expect(changed.exitCode).toBe(0);
    expect(changed.stdout).toMatch(/upload {2}headers {2}\/api\/posts\.json/);
    // The hash list keeps its own: it is revalidated on every request whatever the target says.
    for (const path of files.keys())
      expect((await s3.head(`${prefix}${path.slice(1)}`)).CacheControl, path).toBe(
        path === '/_site-api/files.json' ? 'public, no-cache' : 'public, max-age=60',
      );
    await expectComplete(prefix, files);

    const again = await publish(dir, ['--yes']);
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain('Nothing to publish');
  });

  test('a site that fails validation is never published; no terminal and no --yes is refused', async () => {
    const { dir, prefix } = site();
    writeFileSync(join(dir, 'content/posts/2024/broken.md'), '---\ntitel: 오타\n---\n\n본문\n');
    proxy.puts.length = 0;
    const invalid = await publish(dir, ['--yes']);
    expect(invalid.exitCode).toBe(1);
    expect(invalid.stdout).toContain('unknown-key');
    expect(invalid.stderr).toContain('Nothing was published');
    rmSync(join(dir, 'content/posts/2024/broken.md'));

    const noTty = await publish(dir);
    expect(noTty.exitCode).toBe(2);
    expect(noTty.stderr).toContain('Pass --yes');
    expect(keysPut(prefix)).toEqual([]);
    expect(await s3.keys(prefix)).toEqual([]);
  });

  test('credentials never appear in the output, even with --debug or when the store refuses them', async () => {
    const { dir } = site();
    const ok = await publish(dir, ['--yes', '--debug', '--json']);
    expect(ok.exitCode).toBe(0);
    const result = JSON.parse(String(ok.stdout));
    expect(result.published).toBe(true);
    expect(ok.stderr).toContain('debug: upload entry: 1');
    expect(`${ok.stdout}${ok.stderr}`).not.toContain('S3RVER');

    const secret = 'AKIAPUBLISHTESTKEY99';
    const refused = await publish(dir, ['--yes', '--debug'], {
      AWS_ACCESS_KEY_ID: secret,
      AWS_SECRET_ACCESS_KEY: 'sekrit-value-123',
    });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/Cannot (list|read the lock)/);
    expect(`${refused.stdout}${refused.stderr}`).not.toContain(secret);
    expect(`${refused.stdout}${refused.stderr}`).not.toContain('sekrit-value-123');
  });
});
