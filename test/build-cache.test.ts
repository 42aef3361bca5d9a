import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { deserialize } from 'node:v8';
import { gunzipSync } from 'node:zlib';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { CLI, REPO, runCli, snapshot, tempDir } from './helpers.js';
import { send, startServe } from './servers.js';

/** A pid no process has: above the kernel's pid_max. */
const DEAD = 4_194_400;

// The persistent build cache (core/cache.ts) and the in-place update of dist/ (core/write-in-place.ts):
// whatever either reuses, the output is byte for byte the output of a build from scratch.

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

function folder(): string {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  return dir;
}

function expectSame(left: Map<string, Buffer>, right: Map<string, Buffer>): void {
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
  const differing = [...left]
    .filter(([path, bytes]) => !right.get(path)?.equals(bytes))
    .map(([path]) => path);
  expect(differing).toEqual([]);
}

interface Built {
  exitCode?: number;
  unchanged: boolean;
  written: number;
  removed: number;
  cache: { dir: string; hits: number; misses: number; ignored?: string } | null;
  files: { path: string; size: number; gzip: number; contentType: string }[];
}

async function build(site: string, out: string, extra: string[] = [], cacheDir = join(site, 'cache')) {
  const run = await runCli(['build', '--json', '--root', 'content', '--out', out, ...extra], {
    cwd: site,
    env: { SITE_API_CACHE_DIR: cacheDir },
  });
  expect(run.exitCode, String(run.stderr)).toBe(0);
  return JSON.parse(String(run.stdout)) as Built;
}

/** Builds `site` afresh into `fresh/` with no cache and expects it byte for byte what `dist/` holds. */
async function sameAsFresh(site: string): Promise<void> {
  await build(site, 'fresh', ['--no-cache']);
  expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
}

/** A new folder holding a copy of the sample site's content. */
function sampleSite(): string {
  const site = folder();
  cpSync(join(REPO, 'content'), join(site, 'content'), { recursive: true });
  return site;
}

/**
 * What an update killed at its point of no return leaves beside `dist/` (its files, the lists, the
 * manifest, the base it was made against), made by hand: two files and a removal.
 */
function strandedFlat(site: string): string {
  const flat = join(site, `.dist.flat-${DEAD}-aaaa`);
  mkdirSync(flat);
  writeFileSync(join(flat, '0'), 'not the page');
  writeFileSync(join(flat, '1'), 'nor this');
  writeFileSync(join(flat, '.site-api-puts.json'), '["/index.html", "/evil/secret.txt"]');
  writeFileSync(join(flat, '.site-api-removals.json'), '["/blog.md"]');
  // The manifest as it was: it does not list the files' new bytes (the next build writes them again).
  const manifest = readFileSync(join(site, 'dist/.site-api-manifest.json'));
  writeFileSync(join(flat, '.site-api-manifest.json'), manifest);
  writeFileSync(join(flat, '.site-api-base'), createHash('sha256').update(manifest).digest('base64url'));
  return flat;
}

/**
 * What a cache file holds (core/cache.ts): a header line, then segments (`<length> <sha256>` and the
 * V8 serialization of what each sets and drops), applied in order. Every key of `space`, or of all.
 */
function storedKeys(file: string, space?: string): string[] {
  const bytes = readFileSync(file);
  let at = bytes.indexOf(10) + 1;
  const store = new Map<string, Map<string, unknown>>();
  while (at < bytes.length) {
    const end = bytes.indexOf(10, at);
    const [length, sum] = bytes.subarray(at, end).toString('latin1').split(' ');
    const payload = bytes.subarray(end + 1, end + 1 + Number(length));
    expect(createHash('sha256').update(payload).digest('hex')).toBe(sum);
    const { set, drop } = deserialize(payload) as {
      set: Map<string, Map<string, unknown>>;
      drop: Map<string, string[]>;
    };
    for (const [name, map] of set) {
      const into = store.get(name) ?? new Map<string, unknown>();
      store.set(name, into);
      for (const [key, value] of map) into.set(key, value);
    }
    for (const [name, keys] of drop) for (const key of keys) store.get(name)?.delete(key);
    at = end + 1 + Number(length);
  }
  return [...store]
    .filter(([name]) => space === undefined || name === space)
    .flatMap(([, m]) => [...m.keys()]);
}

/** Changes the site's title (site.yaml): every page changes. */
function retitle(site: string, title: string): void {
  const config = join(site, 'content/site.yaml');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
}

/** The first post of a site's content folder (its absolute path). */
function firstPost(site: string): string {
  const posts = readdirSync(join(site, 'content/posts'), { recursive: true, encoding: 'utf8' });
  return join(site, 'content/posts', posts.filter((p) => p.endsWith('.md')).sort()[0] as string);
}

/** The sample site, and a generated one of 300 posts with code in several languages. */
function sites(): [string, string][] {
  const sample = sampleSite();
  const generated = folder();
  generateSite(generated, 300, 7);
  return [
    ['the sample site', sample],
    ['a generated site', generated],
  ];
}

describe('the build cache', () => {
  test.each(sites())(
    '%s: a build from the cache equals a build from scratch, byte for byte',
    async (_, site) => {
      await build(site, 'fresh', ['--no-cache']);
      const cold = await build(site, 'cached');
      expect(cold.cache?.hits).toBe(0);
      expect(cold.cache?.misses).toBeGreaterThan(0);
      expect(existsSync(join(site, 'cache/state.cache'))).toBe(true);
      // Into a new folder, every page comes from the cache: the lazy pages are rendered to be written.
      const warm = await build(site, 'warm');
      expect(warm.cache?.misses).toBe(0);
      expect(warm.cache?.hits).toBe(cold.cache?.misses);
      const fresh = snapshot(join(site, 'fresh'));
      expectSame(fresh, snapshot(join(site, 'cached')));
      expectSame(fresh, snapshot(join(site, 'warm')));
    },
  );

  test.each(sites())(
    '%s: serve from the cache answers every file as a build from scratch writes it, also after an edit',
    async (_, site) => {
      const env = { SITE_API_CACHE_DIR: join(site, 'cache') };
      // The cache knows every page's ETag: serve renders a page when it is first asked for.
      await build(site, 'dist');
      const post = firstPost(site);
      // Before and after an edit: every page the cache knows is rendered on its first request.
      for (const round of ['as built', 'edited']) {
        if (round === 'edited')
          writeFileSync(post, readFileSync(post, 'utf8').replace(/^(title: .*)$/m, '$1 고침'));
        rmSync(join(site, 'fresh'), { recursive: true, force: true });
        await build(site, 'fresh', ['--no-cache']);
        const fresh = snapshot(join(site, 'fresh'));
        const rows = (
          JSON.parse(readFileSync(join(site, 'fresh/.site-api-manifest.json'), 'utf8')) as {
            files: { path: string; etag: string }[];
          }
        ).files;
        expect(rows.length).toBeGreaterThan(100);
        const served = await startServe(['--root', 'content', '--no-log'], site, env);
        try {
          const differing: string[] = [];
          for (const { path, etag } of rows) {
            const bytes = fresh.get(path.slice(1)) as Buffer;
            // Compressed first: a page can be made on its way to zlib; then as published, with its ETag.
            const target = encodeURI(path);
            const zipped = await send(served.url, 'GET', target, { 'accept-encoding': 'gzip' });
            const unzipped = zipped.headers['content-encoding'] ? gunzipSync(zipped.body) : zipped.body;
            const plain = await send(served.url, 'GET', target);
            const same = plain.status === 200 && plain.headers.etag === etag && zipped.status === 200;
            if (!same || !plain.body.equals(bytes) || !unzipped.equals(bytes)) differing.push(path);
          }
          expect(differing, round).toEqual([]);
        } finally {
          await served.stop();
        }
      }
    },
  );

  test('serve without --watch answers what it built: a post saved after it started keeps its page and twin as built', async () => {
    const site = sampleSite();
    const env = { SITE_API_CACHE_DIR: join(site, 'cache') };
    await build(site, 'dist');
    await build(site, 'dist');
    const post = firstPost(site);
    const id = basename(post, '.md');
    const served = await startServe(['--root', 'content', '--no-log'], site, env);
    try {
      writeFileSync(post, `${readFileSync(post, 'utf8')}\n서버가 뜬 뒤에 저장한 문장.\n`);
      for (const path of [`/blog/${id}/index.html`, `/blog/${id}.md`]) {
        const answer = await send(served.url, 'GET', path);
        expect(answer.status, path).toBe(200);
        expect(answer.body.equals(readFileSync(join(site, 'dist', path.slice(1)))), path).toBe(true);
      }
    } finally {
      await served.stop();
    }
  });

  test('an edited post: only what shows it is made again and written, and the result equals a fresh build', async () => {
    const [, [, site]] = sites() as [[string, string], [string, string]];
    await build(site, 'dist');
    const post = firstPost(site);
    const id = basename(post, '.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace(/^(title: .*)$/m, '$1 고침'));
    const again = await build(site, 'dist');
    expect(again.cache?.hits).toBeGreaterThan(0);
    // The post's page and twin, the lists and tag pages that show its title, the feeds and indexes.
    expect(again.written).toBeGreaterThan(2);
    expect(again.written).toBeLessThan(40);
    expect(readFileSync(join(site, `dist/blog/${id}/index.html`), 'utf8')).toContain('고침');
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
  });

  test("a feed entry from the cache follows the base URL and the post's URL its links are made absolute by", async () => {
    const site = sampleSite();
    const post = firstPost(site);
    const config = join(site, 'content/site.yaml');
    const edit = (file: string, from: RegExp | string, to: string) =>
      writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
    const feedOf = (out: string) => readFileSync(join(site, out, 'feed.xml'), 'utf8');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n<a href="/feed.xml">피드</a>와 [처음](#top)으로.\n`);
    edit(post, /^date: /m, 'url: /blog/moved/\ndate: ');
    await build(site, 'dist');
    expect(feedOf('dist')).toContain('href=&quot;https://seojin.example/feed.xml&quot;');
    // The post's URL stays https://seojin.example/blog/moved/; the site's root, and so the raw HTML's
    // `/feed.xml` (a Markdown link is made absolute in the body itself), moves.
    edit(config, 'https://seojin.example', 'https://seojin.example/blog');
    edit(post, 'url: /blog/moved/', 'url: /moved/');
    await build(site, 'dist');
    expect(feedOf('dist')).toContain('href=&quot;https://seojin.example/blog/feed.xml&quot;');
    await sameAsFresh(site);
    // The same body under another URL: its `#top` is the new page's.
    edit(post, 'url: /moved/', 'url: /elsewhere/');
    await build(site, 'dist');
    expect(feedOf('dist')).toContain('href=&quot;https://seojin.example/blog/elsewhere/#top&quot;');
    await sameAsFresh(site);
  });

  test("a post linking to another's file: when that one moves, the page that links to it follows", async () => {
    const site = sampleSite();
    const posts = readdirSync(join(site, 'content/posts'), { recursive: true, encoding: 'utf8' })
      .filter((p) => p.endsWith('.md'))
      .sort()
      .map((p) => join(site, 'content/posts', p));
    const [from, to] = [posts[0] as string, posts.at(-1) as string];
    const target = basename(to, '.md');
    // The link names the other post's file; the build makes it that post's URL.
    const link = relative(dirname(from), to).split(sep).join('/');
    writeFileSync(from, `${readFileSync(from, 'utf8')}\n[옮겨 갈 글](${link})\n`);
    await build(site, 'dist');
    // Only the other post's own file changes: the linking post's bytes stay as they were.
    writeFileSync(to, readFileSync(to, 'utf8').replace(/^(title: .*)$/m, `$1\nurl: /moved/${target}`));
    await build(site, 'dist');
    const page = readFileSync(join(site, `dist/blog/${basename(from, '.md')}/index.html`), 'utf8');
    expect(page).toContain(`/moved/${target}"`);
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
  });

  test("a post's links to files from the cache: a broken one written into it, and a file it links to removed, stop the build", async () => {
    const site = sampleSite();
    const post = firstPost(site);
    const id = basename(post, '.md');
    // A picture in the folder named after the post, linked from its body.
    mkdirSync(join(dirname(post), id));
    writeFileSync(join(dirname(post), id, 'diagram.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n![그림](${id}/diagram.png)\n`);
    expect((await build(site, 'dist')).cache?.misses).toBeGreaterThan(0);
    const broken = async (found: string) => {
      const run = await runCli(['build', '--json', '--root', 'content', '--out', 'dist'], {
        cwd: site,
        env: { SITE_API_CACHE_DIR: join(site, 'cache') },
      });
      expect(run.exitCode).toBe(1);
      expect(String(run.stdout)).toContain('link-target-missing');
      expect(String(run.stdout)).toContain(found);
    };
    // Its body changed: its links are found again, the new one among them.
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n[없는 파일](${id}/missing.pdf)\n`);
    await broken(`${id}/missing.pdf`);
    writeFileSync(post, readFileSync(post, 'utf8').replace(`\n[없는 파일](${id}/missing.pdf)\n`, ''));
    await build(site, 'dist');
    // Its body as it was, the file it links to gone: its links come from the cache, and are resolved again.
    rmSync(join(dirname(post), id, 'diagram.png'));
    await broken(`${id}/diagram.png`);
  });

  // A post's page is keyed by its inputs (pages/index.ts), not by its context: each input changed
  // alone, with the post's own file untouched, must still change the page.
  test("a post's page follows its neighbour's title, the author's name and the tags' URLs, its own file untouched", async () => {
    const site = sampleSite();
    const posts = readdirSync(join(site, 'content/posts'), { recursive: true, encoding: 'utf8' })
      .filter((p) => p.endsWith('.md'))
      .sort()
      .map((p) => join(site, 'content/posts', p));
    // The first two posts of 2015, neighbours by date (the first assertion below holds it).
    const [first, second] = [posts[0] as string, posts[1] as string];
    const pageOf = (post: string) =>
      readFileSync(join(site, `dist/blog/${basename(post, '.md')}/index.html`), 'utf8');
    await build(site, 'dist');
    writeFileSync(first, readFileSync(first, 'utf8').replace(/^title: (.*)$/m, 'title: 이웃이 바꾼 제목 $1'));
    await build(site, 'dist');
    expect(pageOf(second)).toContain('이웃이 바꾼 제목');
    await sameAsFresh(site);
    const profile = join(site, 'content/profile.yaml');
    writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^name: .*$/m, 'name: Seojin Renamed'));
    await build(site, 'dist');
    expect(pageOf(second)).toContain('"name":"Seojin Renamed"');
    await sameAsFresh(site);
    const config = join(site, 'content/site.yaml');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('tag: /blog/tags/{slug}', 'tag: /topics/{slug}'),
    );
    await build(site, 'dist');
    expect(pageOf(second)).toContain('href="/topics/');
    await sameAsFresh(site);
  });

  test("a post's Markdown twin from the cache follows every field it shows, the permalinks and the language", async () => {
    const site = sampleSite();
    const post = firstPost(site);
    const id = basename(post, '.md');
    const config = join(site, 'content/site.yaml');
    let twin = `dist/blog/${id}.md`;
    const edit = (file: string, from: RegExp | string, to: string) => {
      const before = readFileSync(file, 'utf8');
      expect(before).toMatch(from);
      writeFileSync(file, before.replace(from, to));
    };
    /** Builds into dist/ with the cache, expects `shown` in the twin and dist/ to equal a build without a cache. */
    const rebuilt = async (shown: string) => {
      const run = await build(site, 'dist');
      expect(run.cache?.hits).toBeGreaterThan(0);
      expect(readFileSync(join(site, twin), 'utf8')).toContain(shown);
      await sameAsFresh(site);
    };
    await build(site, 'dist');
    // The sample's first post is legacy: its twin opens with the Korean notice.
    expect(readFileSync(join(site, twin), 'utf8')).toContain('**오래된 글입니다.**');
    edit(post, /^title: (.*)$/m, 'title: 쌍둥이 제목 $1');
    await rebuilt('# 쌍둥이 제목 ');
    edit(post, /^tags: \[/m, 'tags: [쌍둥이태그, ');
    await rebuilt(' · 쌍둥이태그, ');
    edit(post, /^date: 2015-04-12/m, 'date: 2015-04-13');
    await rebuilt('\n2015-04-13 · ');
    edit(post, /^legacy: true\n/m, '');
    await rebuilt('2015-04-13 · ');
    expect(readFileSync(join(site, twin), 'utf8')).not.toContain('오래된 글입니다');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n본문 끝에 덧붙인 문장.\n`);
    await rebuilt('본문 끝에 덧붙인 문장.\n');
    edit(config, 'post: /blog/{id}', 'post: /writing/{id}');
    twin = `dist/writing/${id}.md`;
    await rebuilt(`<https://seojin.example/writing/${id}>`);
    edit(post, /^date: /m, 'legacy: true\ndate: ');
    await rebuilt('**오래된 글입니다.**');
    edit(config, /^language: ko$/m, 'language: en');
    await rebuilt('**Outdated.**');
  });

  test.each([
    [
      'damaged',
      (bytes: Buffer) => {
        const at = Math.floor(bytes.length / 2);
        bytes[at] = (bytes[at] ?? 0) ^ 0xff;
        return bytes;
      },
      /damaged/,
    ],
    ['cut short', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 3)), /damaged/],
    ['not ours', () => Buffer.from('{"pages": {}}\n'), /not a site-api cache/],
    [
      'written by another version',
      (bytes: Buffer) =>
        Buffer.from(bytes.toString('latin1').replace(/^(site-api-cache 2 )\w/, '$1x'), 'latin1'),
      /another build/,
    ],
  ])('a %s cache file is ignored and replaced, never trusted', async (_, spoil, why) => {
    const site = sampleSite();
    const fresh = await build(site, 'fresh', ['--no-cache']);
    await build(site, 'dist');
    // Every file: spoiling only the pages' would leave a build with nothing to do that never reads it.
    for (const name of ['build.cache', 'output.cache', 'state.cache', 'sizes.cache']) {
      const file = join(site, 'cache', name);
      writeFileSync(file, spoil(readFileSync(file)));
    }
    const spoiled = await build(site, 'dist');
    expect(spoiled.cache?.ignored).toMatch(why);
    expect(spoiled.cache?.hits).toBe(0);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
    // The gzip sizes listed (sizes.cache) too.
    expect(spoiled.files).toEqual(fresh.files);
    const next = await build(site, 'dist');
    expect(next.cache?.ignored).toBeUndefined();
    expect(next.cache?.misses).toBe(0);
  });

  // A build after each of many edits: ~15 s alone, ~30 s on a loaded machine (CI, 2026-11-29).
  test('after an edit a cache file takes what changed at its end; an append cut short is ignored; past the limit it is written whole', async () => {
    const site = sampleSite();
    const file = join(site, 'cache/build.cache');
    const kept = join(site, 'cache/entries.cache');
    const post = firstPost(site);
    const text = readFileSync(post, 'utf8');
    let edits = 0;
    const edit = () => writeFileSync(post, `${text}\n덧붙인 문장 ${++edits}.\n`);
    // A folder's first build keeps its reads (entries.cache) with the rest.
    await build(site, 'dist');
    const before = readFileSync(file);
    const keptBefore = readFileSync(kept);
    edit();
    const edited = await build(site, 'dist');
    expect(edited.cache?.misses).toBeGreaterThan(0);
    const after = readFileSync(file);
    // The same file, longer by a segment far smaller than the file, its bytes before untouched.
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.length - before.length).toBeLessThan(before.length / 4);
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    expect(readFileSync(kept).subarray(0, keptBefore.length).equals(keptBefore)).toBe(true);
    // What the cache then holds is what a build from scratch makes, and what was kept of every file.
    await sameAsFresh(site);
    const entries = storedKeys(kept, 'entries');
    expect(entries.filter((k) => k.includes('\0')).length).toBe(
      readdirSync(join(site, 'content'), { recursive: true }).filter((f) => /\.(md|ya?ml)$/.test(String(f)))
        .length,
    );
    // A post removed: its file's entry goes too.
    const removed = relative(join(site, 'content'), post).split(sep).join('/');
    expect(entries.some((k) => k.endsWith(`\0${removed}`))).toBe(true);
    const held = readFileSync(post);
    rmSync(post);
    await build(site, 'dist');
    expect(storedKeys(kept, 'entries').some((k) => k.endsWith(`\0${removed}`))).toBe(false);
    writeFileSync(post, held);
    await build(site, 'dist');
    // An append cut short (a run killed while writing it): the whole file is ignored, then written whole.
    edit();
    await build(site, 'dist');
    const cut = readFileSync(file);
    writeFileSync(file, cut.subarray(0, cut.length - 3));
    edit();
    const spoiled = await build(site, 'dist');
    expect(spoiled.cache?.ignored).toMatch(/damaged/);
    await sameAsFresh(site);
    expect(storedKeys(file).length).toBeGreaterThan(0);
    // Edits one after another: the file is written whole again (a new file in its place) once it
    // holds 16 segments (the whole one and 15 appended), at the 16th edit at the latest.
    const whole = statSync(file).ino;
    let rewritten = false;
    for (let i = 0; i < 16 && !rewritten; i++) {
      edit();
      await build(site, 'dist');
      rewritten = statSync(file).ino !== whole;
    }
    expect(rewritten).toBe(true);
    expect(storedKeys(file).length).toBeGreaterThan(0);
    await sameAsFresh(site);
  }, 120_000);

  test('a template that reads the clock ("now") is rendered every time', async () => {
    const plain = sampleSite();
    const clock = sampleSite();
    mkdirSync(join(clock, 'content/theme'));
    writeFileSync(join(clock, 'content/theme/404.liquid'), '{{ "now" | date: "%Y" }}\n');
    await build(plain, 'dist');
    await build(clock, 'dist');
    const withPages = await build(plain, 'other');
    const without = await build(clock, 'other');
    // Summaries still come from the cache; no page does.
    expect(without.cache?.misses).toBe(0);
    expect(withPages.cache?.misses).toBe(0);
    expect(without.cache?.hits).toBeLessThan(withPages.cache?.hits ?? 0);
    // Nor is the build remembered as final: the same content builds again.
    expect((await build(plain, 'other')).unchanged).toBe(true);
    expect((await build(clock, 'other')).unchanged).toBe(false);
  });

  test('a post dated in the future (a warning that depends on the clock): the build is not remembered as final', async () => {
    const site = sampleSite();
    const path = firstPost(site);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^date: \d{4}/m, 'date: 2999'));
    await build(site, 'dist');
    const again = await build(site, 'dist');
    expect(again.unchanged).toBe(false);
    expect(again.written).toBe(0);
  });

  test('by default the cache lives in node_modules/.cache/site-api of the site; --no-cache neither reads nor writes it', async () => {
    const site = sampleSite();
    writeFileSync(join(site, 'package.json'), '{"private": true}\n');
    const off = await runCli(['build', '--json', '--no-cache'], {
      cwd: site,
      env: { SITE_API_CACHE_DIR: '' },
    });
    expect(JSON.parse(String(off.stdout)).cache).toBeNull();
    expect(existsSync(join(site, 'node_modules'))).toBe(false);
    const on = await runCli(['build', '--json'], { cwd: site, env: { SITE_API_CACHE_DIR: '' } });
    expect(JSON.parse(String(on.stdout)).cache.dir).toBe(join(site, 'node_modules/.cache/site-api'));
    expect(existsSync(join(site, 'node_modules/.cache/site-api/build.cache'))).toBe(true);
  });
});

describe("the user's cache folder, for a site with no package.json", () => {
  test("a new site's folder removes those of sites not written for 60 days, and nothing else", async () => {
    const site = sampleSite();
    const home = join(folder(), 'cache');
    const sites = join(home, 'site-api');
    const day = 24 * 3_600_000;
    const made = (name: string, daysAgo: number) => {
      mkdirSync(join(sites, name), { recursive: true });
      writeFileSync(join(sites, name, 'build.cache'), 'x');
      const at = new Date(Date.now() - daysAgo * day);
      utimesSync(join(sites, name), at, at);
    };
    made('0123456789abcdef', 61);
    made('fedcba9876543210', 59);
    // Not a site's folder as site-api names them: someone else's, left alone however old.
    made('notes', 400);
    made('0123456789ABCDEF', 400);
    const env = { SITE_API_CACHE_DIR: '', XDG_CACHE_HOME: home };
    const built = await runCli(['build', '--json'], { cwd: site, env });
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const own = JSON.parse(String(built.stdout)).cache.dir as string;
    expect(dirname(own)).toBe(sites);
    expect(readdirSync(sites).sort()).toEqual(
      ['0123456789ABCDEF', basename(own), 'fedcba9876543210', 'notes'].sort(),
    );
    // Its own folder, however old, is not removed by its next build.
    const old = new Date(Date.now() - 100 * day);
    utimesSync(own, old, old);
    made('0123456789abcdef', 61);
    writeFileSync(
      join(site, 'content/posts/2026/new.md'),
      '---\ntitle: 새 글\ndate: 2026-11-20\n---\n본문\n',
    );
    expect((await runCli(['build', '-q'], { cwd: site, env })).exitCode).toBe(0);
    expect(existsSync(join(own, 'build.cache'))).toBe(true);
    // Nor does a build that makes no folder prune the others.
    expect(existsSync(join(sites, '0123456789abcdef'))).toBe(true);
  });
});

describe('the gzip sizes build --json lists', () => {
  test('come from the cache by ETag: the same as compressed, and no output file is read for them', async () => {
    const site = sampleSite();
    const env = { SITE_API_CACHE_DIR: join(site, 'cache') };
    const listed = async (out: string, extra: string[] = []) => {
      const run = await runCli(['build', '--json', '--root', 'content', '--out', out, ...extra], {
        cwd: site,
        env,
      });
      expect(run.exitCode, String(run.stderr)).toBe(0);
      return JSON.parse(String(run.stdout)) as Built;
    };
    const first = await listed('dist');
    expect(existsSync(join(site, 'cache/sizes.cache'))).toBe(true);
    const none = await listed('fresh', ['--no-cache']);
    expect(first.files).toEqual(none.files);
    expect(first.files.every((f) => f.gzip > 0)).toBe(true);
    // An unchanged build lists its files without opening one of them (it would read each to compress it).
    const log = join(site, 'strace.log');
    const traced = await execa(
      'strace',
      [
        '-f',
        '-qq',
        '-e',
        'trace=open,openat',
        '-o',
        log,
        process.execPath,
        CLI,
        'build',
        '--json',
        '--root',
        'content',
        '--out',
        'dist',
      ],
      { cwd: site, reject: false, stdin: 'ignore', env: { NO_COLOR: '1', ...env } },
    );
    expect(traced.exitCode, String(traced.stderr)).toBe(0);
    const again = JSON.parse(String(traced.stdout)) as typeof first;
    expect(again.unchanged).toBe(true);
    expect(again.files).toEqual(first.files);
    const dist = join(site, 'dist');
    const opened = readFileSync(log, 'utf8')
      .split('\n')
      .map((line) => /open(?:at)?\((?:AT_FDCWD, )?"([^"]+)"/.exec(line)?.[1])
      .filter((path) => path?.startsWith(`${dist}/`) && !path.endsWith('.site-api-manifest.json'));
    expect(opened).toEqual([]);
  });
});

describe("the content's key: a file is read again unless its stat is as it was", () => {
  test('an edit of the same size with its modification time put back is seen (its ctime moved)', async () => {
    const site = sampleSite();
    // A file changed within 2 s of being hashed is never trusted by its stat (a "racy" file): past that,
    // the build below trusts every file's stat, and only the stat can tell the edit.
    await new Promise((done) => setTimeout(done, 2200));
    await build(site, 'dist');
    expect((await build(site, 'dist')).unchanged).toBe(true);
    const post = firstPost(site);
    const before = statSync(post);
    // Its times kept to the nanosecond (cp -p), then put back on the edited file (touch -r).
    const times = join(site, 'times');
    expect(spawnSync('cp', ['-p', post, times]).status).toBe(0);
    const text = readFileSync(post, 'utf8');
    // One ASCII letter of the body in the other case: the same size.
    const at = text.slice(text.indexOf('\n---', 3) + 4).search(/[a-z]/) + text.indexOf('\n---', 3) + 4;
    writeFileSync(post, text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1));
    expect(spawnSync('touch', ['-r', times, post]).status).toBe(0);
    const after_ = statSync(post);
    expect([after_.size, after_.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    expect(readFileSync(post, 'utf8')).not.toBe(text);
    const after = await build(site, 'dist');
    expect(after.unchanged).toBe(false);
    expect(after.written).toBeGreaterThan(0);
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
  });
  test('a folder reached through a symbolic link is never keyed: its files can change under another name', async () => {
    const site = sampleSite();
    mkdirSync(join(site, 'content/static'), { recursive: true });
    symlinkSync(join(site, 'content/posts'), join(site, 'content/static/posts-link'));
    await build(site, 'dist');
    // With the link, the content has no key, so no build is taken as unchanged.
    expect((await build(site, 'dist')).unchanged).toBe(false);
    rmSync(join(site, 'content/static/posts-link'));
    await build(site, 'dist');
    expect((await build(site, 'dist')).unchanged).toBe(true);
  });

  test('a large file (hashed in pieces, never held whole) changed in its last byte is seen', async () => {
    const site = sampleSite();
    mkdirSync(join(site, 'content/static'), { recursive: true });
    const big = join(site, 'content/static/archive.bin');
    const bytes = Buffer.alloc(9 * 1024 * 1024 + 5, 7);
    writeFileSync(big, bytes);
    await build(site, 'dist');
    expect((await build(site, 'dist')).unchanged).toBe(true);
    bytes[bytes.length - 1] = 8;
    writeFileSync(big, bytes);
    const after = await build(site, 'dist');
    expect(after.unchanged).toBe(false);
    expect(after.written).toBeGreaterThan(0);
    expect(readFileSync(join(site, 'dist/archive.bin')).equals(bytes)).toBe(true);
  });
});

describe('diff takes the output folder of the last build of the same content instead of building', () => {
  test('after a build: the folder is used; after an edit: the content is built again', async () => {
    const site = sampleSite();
    const env = { SITE_API_CACHE_DIR: join(site, 'cache') };
    await build(site, 'dist');
    // The live site: a copy of this build, served as the edge would.
    cpSync(join(site, 'dist'), join(site, 'live'), { recursive: true });
    const live = await startServe(['--dir', 'live'], site);
    try {
      const diff = async () => {
        const run = await runCli(['diff', '--root', 'content', '--against', live.url, '--json'], {
          cwd: site,
          env,
        });
        expect(run.exitCode, String(run.stderr)).toBeLessThan(2);
        return JSON.parse(String(run.stdout)) as {
          same: boolean;
          reused: string | null;
          files: { path: string; status: string }[];
        };
      };
      const same = await diff();
      expect([same.same, same.reused]).toEqual([true, join(site, 'dist')]);
      writeFileSync(firstPost(site), `${readFileSync(firstPost(site), 'utf8')}\n한 문장 더.\n`);
      const edited = await diff();
      expect([edited.same, edited.reused]).toEqual([false, null]);
      expect(edited.files.filter((f) => f.status === 'changed').length).toBeGreaterThan(0);
      // Built again, the folder holds the edit: the difference is the same, from the folder.
      await build(site, 'dist');
      const again = await diff();
      expect(again.reused).toBe(join(site, 'dist'));
      expect(again.files).toEqual(edited.files);
    } finally {
      await live.stop();
    }
  });

  test('a file of that folder altered in place (same size, time put back) is never taken as the build', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    const file = join(site, 'dist/api/index.json');
    expect(spawnSync('cp', ['-p', file, join(site, 'times')]).status).toBe(0);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"', "'"));
    expect(spawnSync('touch', ['-r', join(site, 'times'), file]).status).toBe(0);
    // build --json reads every file whose gzip size it does not know (sizes.cache gone) to compress
    // it: the altered one is refused, by name.
    rmSync(join(site, 'cache/sizes.cache'));
    const run = await runCli(['build', '--json', '--root', 'content', '--out', 'dist'], {
      cwd: site,
      env: { SITE_API_CACHE_DIR: join(site, 'cache') },
    });
    expect(run.exitCode).toBe(2);
    expect(String(run.stdout)).toContain('api/index.json is not what the last build wrote there');
  });
});

describe("validate remembers its findings by the content's bytes", () => {
  test('the same content: the same report, from the cache; an edit: found again', async () => {
    const site = sampleSite();
    const env = { SITE_API_CACHE_DIR: join(site, 'cache') };
    const validate = () => runCli(['validate', '--json', '--root', 'content'], { cwd: site, env });
    const first = await validate();
    expect(existsSync(join(site, 'cache/state.cache'))).toBe(true);
    const again = await validate();
    expect([again.exitCode, String(again.stdout)]).toEqual([first.exitCode, String(first.stdout)]);
    const path = firstPost(site);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^title:/m, 'titel:'));
    const broken = await validate();
    expect(broken.exitCode).toBe(1);
    expect(String(broken.stdout)).toContain('unknown-key');
    // A build after validate still finds its own cache entries (validate keeps what it did not use).
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^titel:/m, 'title:'));
    await build(site, 'dist');
    expect((await validate()).exitCode).toBe(first.exitCode);
    expect((await build(site, 'dist')).unchanged).toBe(true);
    // ...and the other way round: an edit rebuilt (and saved) keeps validate's memory.
    writeFileSync(path, `${readFileSync(path, 'utf8')}\n한 줄 더.\n`);
    const checked = await validate();
    await build(site, 'dist');
    expect(
      readFileSync(join(site, 'cache/state.cache')).includes(
        Buffer.from(`validate:${join(site, 'content')}`),
      ),
    ).toBe(true);
    expect((await validate()).stdout).toEqual(checked.stdout);
  });
});

describe('dist/ updated in place', () => {
  test('an unchanged build writes nothing; a file changed by hand is written again', async () => {
    const site = sampleSite();
    const first = await build(site, 'dist');
    expect(first.written).toBeGreaterThan(10);
    const page = join(site, 'dist/index.html');
    const inode = statSync(page).ino;
    const again = await build(site, 'dist');
    expect([again.unchanged, again.written, again.removed]).toEqual([true, 0, 0]);
    expect(statSync(page).ino).toBe(inode);
    // Same size, newer than the manifest: the build does not trust its ETag.
    const original = readFileSync(page);
    writeFileSync(page, Buffer.from(original.toString('latin1').replace('<html', '<HTML'), 'latin1'));
    const repaired = await build(site, 'dist');
    expect(repaired.written).toBe(1);
    expect(readFileSync(page).equals(original)).toBe(true);
  });

  test('a new post: its page goes into a folder made for it', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    const post = firstPost(site);
    writeFileSync(
      join(dirname(post), 'brand-new-post.md'),
      readFileSync(post, 'utf8')
        .replace(/^id: .*$/m, 'id: brand-new-post')
        .replace(/^title: .*$/m, 'title: 새 글'),
    );
    const after = await build(site, 'dist');
    expect(after.written).toBeGreaterThan(2);
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
    expect(readdirSync(join(site, 'dist/blog'))).toContain('brand-new-post');
  });

  test("the last build's manifest rows stand for the folder's only while its manifest is that one: another build's files are seen", async () => {
    const site = sampleSite();
    await build(site, 'dist');
    // Another build (no cache: the cache still remembers the first) adds a post's files and manifest rows.
    const post = firstPost(site);
    const extra = join(dirname(post), 'in-between.md');
    writeFileSync(
      extra,
      readFileSync(post, 'utf8')
        .replace(/^id: .*$/m, 'id: in-between')
        .replace(/^title: .*$/m, 'title: 사이에 낀 글'),
    );
    await build(site, 'dist', ['--no-cache']);
    expect(readdirSync(join(site, 'dist/blog'))).toContain('in-between');
    rmSync(extra);
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n한 줄 더.\n`);
    const after = await build(site, 'dist');
    expect(after.removed).toBeGreaterThan(0);
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
  });

  test('a removed post: its files go, and folders it emptied with them', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    const posts = readdirSync(join(site, 'content/posts'), { recursive: true, encoding: 'utf8' }).filter(
      (p) => p.endsWith('.md'),
    );
    const gone = posts[0] as string;
    const id = gone.replace(/^.*\//, '').replace(/\.md$/, '');
    rmSync(join(site, 'content/posts', gone));
    const after = await build(site, 'dist');
    expect(after.removed).toBeGreaterThan(0);
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
    expect(readdirSync(join(site, 'dist/blog'))).not.toContain(id);
  });

  test('a run killed while it moves files into place: the next run (here serve --dir) finishes its update', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    // A new title: every page changes, so the update moves many files.
    retitle(site, '새 제목');
    await build(site, 'fresh', ['--no-cache']);
    const before = snapshot(join(site, 'dist'));
    const after = snapshot(join(site, 'fresh'));
    // The run kills itself (SIGKILL: no handler runs) as it moves its fourth file into dist/.
    const hook = join(site, 'kill-mid-apply.cjs');
    writeFileSync(
      hook,
      `const fs = require('node:fs');
const rename = fs.renameSync;
let moved = 0;
fs.renameSync = function (from, to, ...rest) {
  if (String(from).includes('.dist.flat-') && String(to).startsWith(${JSON.stringify(join(site, 'dist'))}) && ++moved === 4)
    process.kill(process.pid, 'SIGKILL');
  return rename.call(this, from, to, ...rest);
};
`,
    );
    const killed = await runCli(['build', '--json', '--root', 'content', '--out', 'dist'], {
      cwd: site,
      env: { SITE_API_CACHE_DIR: join(site, 'cache'), NODE_OPTIONS: `--require ${hook}` },
    });
    expect(killed.signal).toBe('SIGKILL');
    const half = snapshot(join(site, 'dist'));
    const moved = [...after].filter(
      ([path, bytes]) => !before.get(path)?.equals(bytes) && half.get(path)?.equals(bytes),
    );
    expect(moved.length).toBe(3);
    expect(readdirSync(site).filter((n) => n.startsWith('.dist.flat-'))).toHaveLength(1);
    const served = await startServe(['--dir', 'dist'], site);
    await served.stop();
    expectSame(after, snapshot(join(site, 'dist')));
    // The killed run's lock stays (no handler ran) until the next build takes it over: its pid is gone.
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual(['.dist.lock']);
    expect((await build(site, 'dist')).written).toBe(0);
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });

  test('an update killed after its point of no return by an older version (its folder laid out as the output) is finished too', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    const post = firstPost(site);
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n덧붙임\n`);
    await build(site, 'fresh', ['--no-cache']);
    const before = snapshot(join(site, 'dist'));
    const after = snapshot(join(site, 'fresh'));
    // What a run killed between moving two files leaves: some files moved, the rest and the manifest not.
    const apply = join(site, `.dist.apply-${DEAD}-aaaa`);
    const changed = [...after].filter(([path, bytes]) => !before.get(path)?.equals(bytes));
    expect(changed.length).toBeGreaterThan(2);
    changed.forEach(([path, bytes], i) => {
      const into = i === 0 ? join(site, 'dist', path) : join(apply, path);
      mkdirSync(dirname(into), { recursive: true });
      writeFileSync(into, bytes);
    });
    writeFileSync(join(apply, '.site-api-removals.json'), '[]');
    const served = await startServe(['--dir', 'dist'], site);
    await served.stop();
    expectSame(after, snapshot(join(site, 'dist')));
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });

  test.each([
    [
      'a link among its files',
      (flat: string, site: string) => {
        // The link goes to /evil, and the next file through it.
        rmSync(join(flat, '0'));
        symlinkSync(join(site, 'victim'), join(flat, '0'));
        writeFileSync(join(flat, '.site-api-puts.json'), '["/evil", "/evil/secret.txt"]');
      },
    ],
    [
      'a path that leaves the output',
      (flat: string) =>
        writeFileSync(join(flat, '.site-api-puts.json'), '["/index.html", "/../escaped.txt"]'),
    ],
    ['no list of where its files go', (flat: string) => rmSync(join(flat, '.site-api-puts.json'))],
    [
      'a manifest that is a link',
      (flat: string, site: string) => {
        writeFileSync(join(site, 'foreign.json'), '{"secret": 1}');
        rmSync(join(flat, '.site-api-manifest.json'));
        symlinkSync(join(site, 'foreign.json'), join(flat, '.site-api-manifest.json'));
      },
    ],
    [
      // Its run's pid was alive (another process's) while later builds were written: made against another manifest.
      'a base that is not the manifest the output holds',
      (flat: string) => writeFileSync(join(flat, '.site-api-base'), 'AAAA'),
    ],
  ])('a stranded update folder with %s is removed with nothing of it applied', async (_, spoil) => {
    const site = sampleSite();
    await build(site, 'dist');
    const before = snapshot(join(site, 'dist'));
    mkdirSync(join(site, 'victim'));
    const flat = strandedFlat(site);
    spoil(flat, site);
    const served = await startServe(['--dir', 'dist'], site);
    await served.stop();
    expectSame(before, snapshot(join(site, 'dist')));
    expect(readdirSync(join(site, 'victim'))).toEqual([]);
    expect(existsSync(join(site, 'escaped.txt'))).toBe(false);
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });

  test('the same stranded update folder, unspoiled, is applied (what the cases above refuse)', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    strandedFlat(site);
    // The next build finishes it first, then writes again what its manifest does not vouch for.
    await build(site, 'dist');
    await build(site, 'fresh', ['--no-cache']);
    const fresh = snapshot(join(site, 'fresh'));
    const dist = snapshot(join(site, 'dist'));
    // Everything but the file no build of this content makes: as a build from scratch.
    expect(dist.get('evil/secret.txt')?.toString()).toBe('nor this');
    dist.delete('evil/secret.txt');
    expectSame(fresh, dist);
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });

  test('a stranded update folder that cannot be applied (a folder where its file goes) is removed, and builds go on', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    const flat = strandedFlat(site);
    writeFileSync(join(flat, '.site-api-puts.json'), '["/blog", "/evil/secret.txt"]');
    retitle(site, '새 제목');
    await build(site, 'dist');
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });

  test('a manifest row whose path leaves the folder: the folder is written whole, not claimed written', async () => {
    const site = sampleSite();
    await build(site, 'dist');
    const file = join(site, 'dist/.site-api-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.files.push({ path: '/', size: 0, contentType: 'text/plain', etag: '"x"' });
    writeFileSync(file, JSON.stringify(manifest));
    retitle(site, '새 제목');
    await build(site, 'dist');
    await build(site, 'fresh', ['--no-cache']);
    expectSame(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist')));
  });

  test('a build waits while another run holds the folder, then writes', async () => {
    const site = sampleSite();
    // Another run, alive, holds dist/ (this test's own process stands for it).
    writeFileSync(join(site, '.dist.lock'), `${process.pid}\n`);
    const waiting = execa(process.execPath, [CLI, 'build', '--quiet', '--root', 'content', '--out', 'dist'], {
      cwd: site,
      reject: false,
      env: { SITE_API_CACHE_DIR: join(site, 'cache') },
    });
    // Long enough for the sample to build several times over: still waiting, nothing written.
    const early = await Promise.race([
      waiting.then(() => 'finished'),
      new Promise((done) => setTimeout(done, 6000, 'waiting')),
    ]);
    expect(early).toBe('waiting');
    expect(existsSync(join(site, 'dist'))).toBe(false);
    rmSync(join(site, '.dist.lock'));
    const done = await waiting;
    expect(done.exitCode, String(done.stderr)).toBe(0);
    expect(existsSync(join(site, 'dist/.site-api-manifest.json'))).toBe(true);
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });

  test('two builds into one folder at once take turns: the output is wholly one of them', async () => {
    const site = sampleSite();
    const urls = ['https://a.example', 'https://b.example'];
    for (const [i, url] of urls.entries()) await build(site, `fresh-${i}`, ['--no-cache', '--base-url', url]);
    await build(site, 'dist');
    await Promise.all(urls.map((url) => build(site, 'dist', ['--base-url', url])));
    const result = snapshot(join(site, 'dist'));
    const which = urls.findIndex((_, i) => {
      const fresh = snapshot(join(site, `fresh-${i}`));
      return (
        fresh.size === result.size && [...fresh].every(([path, bytes]) => result.get(path)?.equals(bytes))
      );
    });
    expect(which).not.toBe(-1);
    expect(readdirSync(site).filter((n) => n.startsWith('.dist'))).toEqual([]);
  });
});
