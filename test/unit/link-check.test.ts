import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { type Artifact, artifact } from '../../src/build/artifacts.js';
import { linkCheck } from '../../src/build/index.js';
import { siteData } from '../../src/build/model.js';
import { loadSite } from '../../src/content/load.js';
import { buildInMemory } from '../../src/core/build.js';
import { carryFrom } from '../../src/ground/carry.js';
import { REPO } from '../helpers.js';
import { rebuiltInWatch } from './watch-rebuild.js';

// The build's check that llms.txt, llms-full.txt, the sitemap and the feed link only to what it built
// (build/index.ts linkCheck). Within --watch its URL sets and each file's links are carried: a file
// changed is read again, and a link to nothing is found in it whatever was carried.

test('a broken link is found in a changed file while the others are carried, and gone when mended', () => {
  const built = buildInMemory({ cwd: REPO, root: join(REPO, 'content'), now: Date.now(), cache: false });
  if (!built.ok) throw new Error('the sample site does not build');
  const data = siteData(loadSite({ root: join(REPO, 'content'), cwd: REPO }));
  const base = data.config.base_url;
  const text = (file: Artifact | undefined) =>
    file === undefined ? undefined : Buffer.from(file.bytes).toString('utf8');
  const paths = {};
  let carry = carryFrom();
  const check = (artifacts: Map<string, Artifact>, samePaths: object | undefined) => {
    carry = carryFrom(carry);
    return linkCheck(artifacts, (p) => text(artifacts.get(p)), { data, carry, generatedAt: '' }, samePaths);
  };
  const artifacts = new Map(built.artifacts);
  expect(check(artifacts, undefined)).toEqual([]);
  expect(check(artifacts, paths)).toEqual([]);
  expect(check(artifacts, paths)).toEqual([]);

  const llms = artifacts.get('/llms.txt') as Artifact;
  const broken = new Map(artifacts);
  broken.set('/llms.txt', artifact(`${text(llms)}\n- [gone](${base}/no-such-page)\n`, llms.contentType));
  expect(check(broken, paths)).toEqual([
    { path: '/llms.txt', message: `links to ${base}/no-such-page, which is not built` },
  ]);
  expect(check(artifacts, paths)).toEqual([]);

  // A file linked from llms.txt that is no longer built: new paths, so the URLs of the files are made again.
  const linked = [...(text(llms) as string).matchAll(/\]\((https?:[^)\s]+\.json)\)/g)].map(
    (m) => m[1] as string,
  );
  const target = linked.find((url) => artifacts.has(url.slice(base.length))) as string;
  expect(target).toBeDefined();
  const fewer = new Map(artifacts);
  fewer.delete(target.slice(base.length));
  expect(check(fewer, undefined)).toEqual(
    expect.arrayContaining([{ path: '/llms.txt', message: `links to ${target}, which is not built` }]),
  );
});

test('links are read from a file given as bytes as from its text, a URL beyond ASCII too', () => {
  // llms-full.txt is written as bytes (build/files/llms.ts): the check reads its links from pieces
  // of the bytes, decoded where a piece holds more than ASCII. Here every file is read so.
  const built = buildInMemory({ cwd: REPO, root: join(REPO, 'content'), now: Date.now(), cache: false });
  if (!built.ok) throw new Error('the sample site does not build');
  const data = siteData(loadSite({ root: join(REPO, 'content'), cwd: REPO }));
  const base = data.config.base_url;
  const check = (path: string, tail: string) => {
    const artifacts = new Map(built.artifacts);
    const file = artifacts.get(path) as Artifact;
    const bytes = Buffer.concat([Buffer.from(file.bytes), Buffer.from(tail)]);
    artifacts.set(path, artifact(bytes, file.contentType));
    const input = { data, generatedAt: '' };
    const fromText = linkCheck(
      artifacts,
      (p) => Buffer.from(artifacts.get(p)?.bytes ?? []).toString(),
      input,
      undefined,
    );
    expect(linkCheck(artifacts, () => undefined, input, undefined)).toEqual(fromText);
    return fromText.map((p) => `${p.path} ${p.message}`);
  };
  expect(check('/llms-full.txt', '')).toEqual([]);
  expect(check('/llms-full.txt', `- [없는 글](${base}/blog/nope): 한글 설명.\n`)).toEqual([
    `/llms-full.txt links to ${base}/blog/nope, which is not built`,
  ]);
  // Read as Latin-1, \s would stop at the byte A0 of 저 (EC A0 80), and a URL beyond ASCII would be
  // shown as Latin-1's characters.
  expect(check('/llms-full.txt', `- [글](${base}/blog/저장) [둘](${base}/blog/없는-글)\n`)).toEqual([
    `/llms-full.txt links to ${base}/blog/저장, which is not built`,
    `/llms-full.txt links to ${base}/blog/없는-글, which is not built`,
  ]);
  // A link that starts inside another's run, and a sitemap entry that starts at the last one's stop.
  expect(check('/llms-full.txt', `[a](https://x.example/a [b](${base}/b)\n`)).toEqual([
    `/llms-full.txt links to ${base}/b, which is not built`,
  ]);
  expect(check('/sitemap.xml', `<loc>x<loc>${base}/c</loc>`)).toEqual([
    `/sitemap.xml links to ${base}/c, which is not built`,
  ]);
});

test("a --watch session's first build keeps the built files' URLs for a rebuild with the same paths", () => {
  const options = {
    cwd: REPO,
    root: join(REPO, 'content'),
    now: Date.now(),
    cache: false,
    watching: true,
  } as const;
  const first = buildInMemory(options);
  if (!first.ok) throw new Error('the sample site does not build');
  const base = first.config.base_url;
  // The set the check made of the built files' URLs is there for the next build, under the paths' object.
  const next = carryFrom(first.memo.carry);
  const urls = next.take<Set<string>>('check/links/files', [first.memo.build.paths, base]);
  expect(urls?.has(`${base}/api/posts.json`)).toBe(true);
  expect(urls?.size).toBeGreaterThan(first.artifacts.size);
  // A rebuild with nothing changed has the same paths object, under which it finds them.
  const again = buildInMemory({ ...options, previous: first.memo });
  if (!again.ok) throw new Error('the rebuild failed');
  expect(again.memo.build.paths).toBe(first.memo.build.paths);
});

test('a rebuild that publishes another file has new paths, under which the URL set holds that file', () => {
  const { first, again } = rebuiltInWatch((root) => {
    mkdirSync(join(root, 'static'), { recursive: true });
    writeFileSync(join(root, 'static', 'zz-added.txt'), 'a file published as it is\n');
  });
  const base = first.config.base_url;
  expect(again.artifacts.has('/zz-added.txt')).toBe(true);
  expect(again.memo.build.paths).not.toBe(first.memo.build.paths);
  const urls = carryFrom(again.memo.carry).take<Set<string>>('check/links/files', [
    again.memo.build.paths,
    base,
  ]);
  expect(urls?.has(`${base}/zz-added.txt`)).toBe(true);
});
