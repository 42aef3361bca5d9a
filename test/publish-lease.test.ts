import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';
import {
  builtFiles,
  type FaultProxy,
  inspector,
  publishCli,
  type S3rver,
  startProxy,
  startS3rver,
} from './support/s3.js';

const temp = tempDir('site-api-lease-');
let store: S3rver;
let s3: ReturnType<typeof inspector>;
let proxy: FaultProxy;
beforeAll(async () => {
  store = await startS3rver(join(temp.dir, 'store'));
  s3 = inspector(store.port);
  proxy = await startProxy(store.port);
});
afterAll(async () => {
  s3?.close();
  await proxy?.stop();
  await store?.stop();
  temp.cleanup();
});

let sites = 0;
/** The minimal site publishing to its own live folder. */
function dirSite(): { dir: string; live: string } {
  const dir = join(temp.dir, `site-${++sites}`);
  const live = join(temp.dir, `live-${sites}`);
  makeSite(dir);
  appendFileSync(
    join(dir, 'content/site.yaml'),
    `publish:\n  targets:\n    live:\n      type: dir\n      path: ${live}\n`,
  );
  return { dir, live };
}

/** The minimal site publishing to `prefix` of the s3rver bucket, at `port` (the store or its proxy). */
function s3Site(prefix: string, port: number): string {
  const dir = join(temp.dir, `site-${++sites}`);
  makeSite(dir);
  appendFileSync(
    join(dir, 'content/site.yaml'),
    `publish:\n  targets:\n    live:\n      type: s3\n      bucket: site\n      prefix: ${prefix}\n      endpoint: http://127.0.0.1:${port}\n      force_path_style: true\n`,
  );
  return dir;
}

/** A lock as another publish writes it. */
function lock(live: string, fields: Partial<Record<string, string | number>>): string {
  const now = new Date().toISOString();
  const text = `${JSON.stringify({ holder: 'ci@runner-7', host: hostname(), pid: process.pid, started: now, renewed: now, ttl: 600, token: 'other-run', ...fields }, null, 2)}\n`;
  mkdirSync(live, { recursive: true });
  writeFileSync(join(live, '.site-api-lock'), text);
  return text;
}

const publish = (dir: string, args: string[] = []) => runCli(['publish', '--yes', ...args], { cwd: dir });

describe('the lease on a dir target', () => {
  test('a live lock: exit 2 naming the holder and the way out; --wait N waits N seconds, then the same', async () => {
    const { dir, live } = dirSite();
    expect((await publish(dir)).exitCode).toBe(0);
    const held = lock(live, {});
    const refused = await publish(dir);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain(
      `${join(live, '.site-api-lock')} is locked by another publish: ci@runner-7 (pid ${process.pid} on ${hostname()}`,
    );
    expect(refused.stderr).toContain('--wait');
    expect(refused.stderr).toContain(`delete ${join(live, '.site-api-lock')}`);

    const started = Date.now();
    const waited = await publish(dir, ['--wait', '2']);
    expect(waited.exitCode).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(waited.stderr).toContain('Waiting for');
    expect(waited.stderr).toContain('Waited 2 s');
    // Another run's lock is never removed by the run it refused.
    expect(readFileSync(join(live, '.site-api-lock'), 'utf8')).toBe(held);
  });

  test('--wait: the publish goes ahead once the holder releases the lock', async () => {
    const { dir, live } = dirSite();
    expect((await publish(dir)).exitCode).toBe(0);
    lock(live, {});
    const post = join(dir, 'content/posts/2024/first-post.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('첫 글의 본문입니다.', '기다린 뒤의 본문.'));
    const run = publish(dir, ['--wait', '60']);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    rmSync(join(live, '.site-api-lock'));
    const result = await run;
    expect(result.exitCode, String(result.stderr)).toBe(0);
    expect(result.stderr).toContain('Waiting for');
    expect(readFileSync(join(live, 'blog/first-post.md'), 'utf8')).toContain('기다린 뒤의 본문.');
    expect(existsSync(join(live, '.site-api-lock'))).toBe(false);
  });

  test('a stale lock (its process gone on this host, or its TTL passed) is taken over, and said', async () => {
    const { dir, live } = dirSite();
    const gone = spawnSync('true');
    lock(live, { pid: gone.pid as number, holder: 'crashed@here' });
    const first = await publish(dir);
    expect(first.exitCode, String(first.stderr)).toBe(0);
    expect(first.stderr).toMatch(/Took over a stale lock .* of crashed@here .*: process \d+ on .* is gone/);
    expect(existsSync(join(live, '.site-api-lock'))).toBe(false);

    const old = new Date(Date.now() - 3600_000).toISOString();
    lock(live, {
      host: 'elsewhere',
      pid: 1,
      holder: 'laptop@elsewhere',
      started: old,
      renewed: old,
      ttl: 60,
    });
    const second = await publish(dir);
    expect(second.exitCode, String(second.stderr)).toBe(0);
    expect(second.stderr).toMatch(
      /Took over a stale lock .* of laptop@elsewhere .*: not renewed for \d+ s \(TTL 60 s\)/,
    );
  });
});

describe('trust, then verify', () => {
  test('dir: a file deleted by hand is put back; one altered at the same size only with --repair', async () => {
    const { dir, live } = dirSite();
    expect((await publish(dir)).exitCode).toBe(0);
    const page = join(live, 'blog/second-post.md');
    const bytes = readFileSync(page);
    rmSync(page);
    const again = await publish(dir, ['--json']);
    expect(again.exitCode, String(again.stderr)).toBe(0);
    const report = JSON.parse(String(again.stdout));
    expect(report.plan.repaired).toEqual(['/blog/second-post.md']);
    expect(report.plan.uploads.map((u: { path: string }) => u.path)).toEqual(['/blog/second-post.md']);
    expect(readFileSync(page).equals(bytes)).toBe(true);

    // Same size, other bytes: a stat cannot tell, the hash can.
    writeFileSync(page, Buffer.from(bytes.map((b) => (b === 0x0a ? 0x0a : b === 0x41 ? 0x42 : b))));
    expect(readFileSync(page).equals(bytes)).toBe(false);
    const trusting = await publish(dir);
    expect(trusting.stderr).toContain('Nothing to publish');
    const repaired = await publish(dir, ['--repair']);
    expect(repaired.exitCode, String(repaired.stderr)).toBe(0);
    expect(repaired.stderr).toContain('missing or altered, e.g. /blog/second-post.md');
    expect(readFileSync(page).equals(bytes)).toBe(true);
  });

  test('s3: a publish of content already built takes that build (no new one), bytes made only when uploaded', async () => {
    const dir = s3Site('r/', store.port);
    const run = async (args: string[] = []) => {
      const result = await publishCli(dir, ['--yes', '--json', ...args]);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      return JSON.parse(String(result.stdout)) as {
        reused: string | null;
        plan: { uploads: { path: string }[] };
      };
    };
    const first = await run();
    expect(first.reused).toBeNull();
    // The same content again: what the last publish built is remembered (paths, ETags, sizes).
    const again = await run();
    expect([again.reused, again.plan.uploads.length]).toEqual(['memory', 0]);
    // An upload needs bytes: the content is built then, and they are the build's bytes.
    await s3.remove('r/blog/second-post.md');
    const repaired = await run(['--repair']);
    expect(repaired.reused).toBe('memory');
    expect(repaired.plan.uploads.map((u) => u.path)).toEqual(['/blog/second-post.md']);
    const files = await builtFiles(dir);
    expect((await s3.get('r/blog/second-post.md')).equals(files.get('/blog/second-post.md') as Buffer)).toBe(
      true,
    );
    // After a build into dist/, its files are taken.
    expect((await runCli(['build', '--quiet'], { cwd: dir })).exitCode).toBe(0);
    expect((await run()).reused).toBe(join(dir, 'dist'));
  });

  test('s3: an object deleted by hand is put back by --repair; bytes altered under kept metadata too', async () => {
    const dir = s3Site('v/', store.port);
    expect((await publishCli(dir, ['--yes'])).exitCode).toBe(0);
    const files = await builtFiles(dir);
    await s3.remove('v/blog/second-post.md');
    // The manifest, written last under the lease, is trusted: listing every object to find one
    // removed behind site-api's back costs a request per 1,000 objects on every publish.
    const unlisted = await publishCli(dir, ['--yes']);
    expect(unlisted.stderr).toContain('Nothing to publish');
    const again = await publishCli(dir, ['--yes', '--repair']);
    expect(again.exitCode, String(again.stderr)).toBe(0);
    expect(again.stderr).toContain('missing or altered, e.g. /blog/second-post.md');
    expect((await s3.get('v/blog/second-post.md')).equals(files.get('/blog/second-post.md') as Buffer)).toBe(
      true,
    );

    // Corrupted in place: other bytes of the same size, the metadata site-api wrote kept (a faulty
    // sync tool, say): neither the listing nor the metadata can tell.
    const good = files.get('/blog/first-post.md') as Buffer;
    const bad = Buffer.from(good.map((c) => (c === 0x41 ? 0x42 : c === 0x65 ? 0x66 : c)));
    expect(bad.equals(good)).toBe(false);
    const head = await s3.head('v/blog/first-post.md');
    const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${store.port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(
      new PutObjectCommand({
        Bucket: 'site',
        Key: 'v/blog/first-post.md',
        Body: bad,
        ContentType: head.ContentType,
        CacheControl: head.CacheControl,
        Metadata: head.Metadata,
      }),
    );
    client.destroy();
    const trusting = await publishCli(dir, ['--yes']);
    expect(trusting.stderr).toContain('Nothing to publish');
    const repaired = await publishCli(dir, ['--yes', '--repair']);
    expect(repaired.exitCode, String(repaired.stderr)).toBe(0);
    expect(repaired.stderr).toContain('missing or altered, e.g. /blog/first-post.md');
    expect((await s3.get('v/blog/first-post.md')).equals(files.get('/blog/first-post.md') as Buffer)).toBe(
      true,
    );
  }, 90_000);

  test('s3: a manifest changed under a running publish (its lock broken) is never overwritten: exit 2', async () => {
    const dir = s3Site('m/', proxy.port);
    // Another writer replaces the manifest right after this run's first (intent) manifest lands.
    let replaced: Promise<unknown> | undefined;
    proxy.onPut = (key) => {
      if (key === 'm/.site-api-manifest.json' && !replaced)
        replaced = s3.put(key, '{"version":1,"files":[]}\n');
    };
    const run = await publishCli(dir, ['--yes', '--concurrency', '1']);
    proxy.onPut = undefined;
    await replaced;
    expect(run.exitCode, String(run.stderr)).toBe(2);
    expect(run.stderr).toContain('.site-api-manifest.json changed while this publish ran');
    expect(String(await s3.get('m/.site-api-manifest.json'))).toBe('{"version":1,"files":[]}\n');
    expect(await s3.keys('m/.site-api-lock')).toEqual([]);
  }, 60_000);

  test('s3: the state read while waiting for the lock is read again when a publish changed the target meanwhile', async () => {
    const dir = s3Site('w/', store.port);
    expect((await publishCli(dir, ['--yes'])).exitCode).toBe(0);
    const files = await builtFiles(dir);
    const now = new Date().toISOString();
    const held = { holder: 'ci@runner-7', host: hostname(), pid: process.pid, started: now, renewed: now };
    await s3.put('w/.site-api-lock', JSON.stringify({ ...held, ttl: 600, token: 'other-run' }));

    // This run reads the manifest while it waits for the lock...
    const run = publishCli(dir, ['--yes', '--wait', '60']);
    await new Promise<void>((resolve) => {
      let seen = '';
      run.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk;
        if (seen.includes('Waiting for')) resolve();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // ...and meanwhile the holder deletes a file and writes its manifest without it, then lets go.
    await s3.remove('w/blog/second-post.md');
    const manifest = JSON.parse(String(await s3.get('w/.site-api-manifest.json')));
    manifest.files = manifest.files.filter((f: { path: string }) => f.path !== '/blog/second-post.md');
    await s3.put('w/.site-api-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    await s3.remove('w/.site-api-lock');

    // The manifest it read is not the one there now: read again, the file is new, and uploaded.
    const result = await run;
    expect(result.exitCode, String(result.stderr)).toBe(0);
    expect(result.stdout).toMatch(/upload {2}new {6}\/blog\/second-post\.md/);
    expect((await s3.get('w/blog/second-post.md')).equals(files.get('/blog/second-post.md') as Buffer)).toBe(
      true,
    );
  }, 90_000);
});
