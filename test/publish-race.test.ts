import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Result } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';
import { builtFiles, inspector, publishCli, type S3rver, startS3rver } from './support/s3.js';

// Two publishes started together against one target (two CI jobs, a laptop and CI): the live site
// must end byte for byte equal to one of the two builds, with no broken link; the loser exits 2
// naming the holder; a third publish converges.
const TRIALS = 10;
const temp = tempDir('site-api-race-');
let store: S3rver;
let s3: ReturnType<typeof inspector>;

beforeAll(async () => {
  store = await startS3rver(join(temp.dir, 'store'));
  s3 = inspector(store.port);
});
afterAll(async () => {
  s3?.close();
  await store?.stop();
  temp.cleanup();
});

let sites = 0;
/** Two sites publishing to one target: A is the minimal site; B drops a post and adds another. */
function twoSites(target: string): { a: string; b: string } {
  const make = (variant: 'a' | 'b') => {
    const dir = join(temp.dir, `site-${++sites}-${variant}`);
    makeSite(dir);
    appendFileSync(join(dir, 'content/site.yaml'), `publish:\n  targets:\n    live:\n${target}`);
    if (variant === 'b') {
      rmSync(join(dir, 'content/posts/2024/second-post.md'));
      writeFileSync(
        join(dir, 'content/posts/2024/third-post.md'),
        '---\ntitle: 세 번째 글\ndate: 2024-04-05\ntags:\n  - Kotlin\n---\n\n세 번째 글의 본문입니다.\n',
      );
    }
    return dir;
  };
  return { a: make('a'), b: make('b') };
}

function walk(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(root, join(dir, e.name)) : [`/${relative(root, join(dir, e.name))}`],
  );
}

/** Which build the live files are, byte for byte ('a' or 'b'), or a description of the mismatch. */
function whichBuild(live: Map<string, Buffer>, builds: Record<'a' | 'b', Map<string, Buffer>>): string {
  const same = (build: Map<string, Buffer>) =>
    live.size === build.size && [...build].every(([p, bytes]) => live.get(p)?.equals(bytes) === true);
  if (same(builds.a)) return 'a';
  if (same(builds.b)) return 'b';
  const differ = [...new Set([...live.keys(), ...builds.a.keys()])].filter(
    (p) => !live.get(p)?.equals(builds.a.get(p) ?? Buffer.alloc(0)),
  );
  return `neither build: ${differ.length} paths differ from A, e.g. ${differ.slice(0, 3).join(', ')}`;
}

/** Every post the live list names has its page: no broken link from the entry points. */
function brokenLinks(live: Map<string, Buffer>): string[] {
  const list = live.get('/api/posts.json');
  if (!list) return ['/api/posts.json missing'];
  return JSON.parse(String(list))
    .posts.map((p: { url: string }) => `${decodeURI(new URL(p.url).pathname)}.md`)
    .filter((path: string) => !live.has(path));
}

function expectOutcomes(results: Result[], trial: number): number[] {
  const codes = results.map((r) => r.exitCode ?? -1);
  for (const r of results) {
    expect([0, 2], `trial ${trial}: ${r.stderr}`).toContain(r.exitCode);
    if (r.exitCode === 2) {
      // The loser names the holder (user@host, pid) and the way to break a lock.
      expect(String(r.stderr)).toMatch(/is locked by another publish: \S+ \(pid \d+ on \S+, since /);
      expect(String(r.stderr)).toContain('--wait');
    }
  }
  expect(codes, `trial ${trial}: one of the two publishes must win`).toContain(0);
  return codes;
}

describe('two publishes at once', () => {
  test(`dir target: ${TRIALS} trials of A and B together leave exactly one build, and a third run converges`, async () => {
    const live = join(temp.dir, 'live-dir');
    const { a, b } = twoSites(`      type: dir\n      path: ${live}\n`);
    const builds = { a: await builtFiles(a), b: await builtFiles(b) };
    const read = () => {
      const files = new Map<string, Buffer>();
      for (const p of walk(live))
        if (p !== '/.site-api-manifest.json') files.set(p, readFileSync(join(live, p)));
      return files;
    };
    let refused = 0;
    for (let trial = 1; trial <= TRIALS; trial++) {
      // Alternate who starts first, so either may hold the lock.
      const order = trial % 2 ? [a, b] : [b, a];
      const results = await Promise.all(order.map((dir) => runCli(['publish', '--yes'], { cwd: dir })));
      const codes = expectOutcomes(results, trial);
      refused += codes.filter((c) => c === 2).length;
      expect(existsSync(join(live, '.site-api-lock')), 'the lock is released').toBe(false);
      const now = read();
      expect(whichBuild(now, builds), `trial ${trial}`).toMatch(/^[ab]$/);
      expect(brokenLinks(now), `trial ${trial}`).toEqual([]);

      // A third publish (the one that lost, or the first) converges on its build.
      const third = order[codes.indexOf(2)] ?? (order[0] as string);
      const again = await runCli(['publish', '--yes'], { cwd: third });
      expect(again.exitCode, String(again.stderr)).toBe(0);
      expect(whichBuild(read(), builds)).toBe(third === a ? 'a' : 'b');
    }
    // Figures for the report: how often the two really overlapped.
    console.log(`dir: ${refused} of ${TRIALS} trials refused the second publish`);
  }, 240_000);

  test(`s3 target (s3rver): ${TRIALS} trials of A and B together leave exactly one build, and a third run converges`, async () => {
    const prefix = 'race/';
    const { a, b } = twoSites(
      `      type: s3\n      bucket: site\n      prefix: ${prefix}\n      endpoint: http://127.0.0.1:${store.port}\n      force_path_style: true\n`,
    );
    const builds = { a: await builtFiles(a), b: await builtFiles(b) };
    const read = async () => {
      const files = new Map<string, Buffer>();
      for (const key of await s3.keys(prefix)) {
        if (key.endsWith('.site-api-manifest.json')) continue;
        files.set(`/${key.slice(prefix.length)}`, await s3.get(key));
      }
      return files;
    };
    let refused = 0;
    for (let trial = 1; trial <= TRIALS; trial++) {
      const order = trial % 2 ? [a, b] : [b, a];
      const results = await Promise.all(order.map((dir) => publishCli(dir, ['--yes'])));
      const codes = expectOutcomes(results, trial);
      refused += codes.filter((c) => c === 2).length;
      const now = await read();
      expect(now.has('/.site-api-lock'), 'the lock is released').toBe(false);
      expect(whichBuild(now, builds), `trial ${trial}`).toMatch(/^[ab]$/);
      expect(brokenLinks(now), `trial ${trial}`).toEqual([]);

      const third = order[codes.indexOf(2)] ?? (order[0] as string);
      const again = await publishCli(third, ['--yes']);
      expect(again.exitCode, String(again.stderr)).toBe(0);
      expect(whichBuild(await read(), builds)).toBe(third === a ? 'a' : 'b');
    }
    console.log(`s3: ${refused} of ${TRIALS} trials refused the second publish`);
  }, 400_000);
});
