import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, REPO, rewrite, sampleCopy, startWatch, tempDir, untilQuiet } from './helpers.js';
import { startServe } from './servers.js';

// A --watch rebuild takes what the last build made wherever it was made from the same objects
// (src/ground/carry.ts). Whatever an edit touches (a body, a title its neighbours show, tags, the date
// that orders the list, the profile every post page names, site.yaml), the session's folder must be
// what a fresh build of the same content writes, byte for byte.

const { dir, cleanup } = tempDir('site-api-carry-');
afterAll(cleanup);

type Manifest = { files: { path: string }[]; host: { path: string }[] };

describe('build --watch carries unchanged work from one rebuild to the next', () => {
  test('after each kind of edit, the folder equals a fresh build of the same content', async () => {
    const site = join(dir, 'site');
    const { posts } = sampleCopy(site);
    const watching = startWatch(site, [], 240_000);
    const { child } = watching;
    const said = () => watching.said.stderr;
    const printed = () => watching.said.stdout;
    const rebuilds = () => said().split('↻ rebuilt').length - 1;
    const until = async (check: () => boolean) => {
      const end = Date.now() + 30_000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out; the watch said:\n${said().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    /** Makes one edit, waits for its rebuild, and compares dist/ with a fresh build, file by file. */
    const edit = async (name: string, change: () => void) => {
      const before = rebuilds();
      change();
      await until(() => rebuilds() > before);
      // A second event of the same save may start one more rebuild: wait until none has come for 0.5 s.
      await untilQuiet(said);
      expect(said().trimEnd().split('\n').at(-1), `${name}: the last rebuild`).toMatch(/↻ rebuilt/);
      const fresh = join(site, `fresh-${name}`);
      const built = await execa(process.execPath, [CLI, 'build', '-q', '--no-cache', '--out', fresh], {
        cwd: site,
      });
      expect(built.exitCode).toBe(0);
      const manifest = (out: string) => readFileSync(join(out, '.site-api-manifest.json'), 'utf8');
      const dist = join(site, 'dist');
      const { files, host } = JSON.parse(manifest(fresh)) as Manifest;
      const differ = [...files, ...host]
        .map((f) => f.path)
        .filter((path) => !readFileSync(join(dist, path)).equals(readFileSync(join(fresh, path))));
      expect(differ, `${name}: files that differ from a fresh build`).toEqual([]);
      expect(manifest(dist), `${name}: the manifest`).toBe(manifest(fresh));
      rmSync(fresh, { recursive: true });
    };
    const middle = posts[Math.floor(posts.length / 2)] as string;
    try {
      await until(() => said().includes('Watching'));
      await edit('body', () => rewrite(middle, (t) => `${t}\n덧붙인 문장입니다.\n`));
      await edit('first paragraph', () =>
        rewrite(middle, (t) => t.replace(/\n---\n\n/, '\n---\n\n앞에 붙인 문장. ')),
      );
      // An older post revised: its date in the sitemap and the feeds changes, and nothing else.
      await edit('modified', () =>
        rewrite(posts[1] as string, (t) =>
          t.replace(/^date: (.*)$/m, 'date: $1\nmodified: 2019-06-01T10:00:00+09:00'),
        ),
      );
      await edit('title', () => rewrite(middle, (t) => t.replace(/^title: (.*)$/m, 'title: 바뀐 제목 $1')));
      await edit('tags', () => rewrite(middle, (t) => t.replace(/^tags: \[/m, 'tags: [새태그, ')));
      await edit('date', () =>
        rewrite(middle, (t) => t.replace(/^date: .*$/m, 'date: 2026-01-02T09:00:00+09:00')),
      );
      await edit('profile', () =>
        rewrite(join(site, 'content/profile.yaml'), (t) => t.replace(/^name: .*$/m, 'name: Seojin H.')),
      );
      await edit('site title', () =>
        rewrite(join(site, 'content/site.yaml'), (t) => t.replace(/^title: (.*)$/m, 'title: $1 (새 이름)')),
      );
      // A finding between two files, when only one of them changed: the other's own findings are
      // carried, the collision is not.
      const other = posts[6] as string;
      const otherPath = `/blog/${basename(other, '.md')}`;
      const before = printed().length;
      rewrite(posts[5] as string, (t) => t.replace(/^date: (.*)$/m, `date: $1\naliases: [${otherPath}]`));
      await until(() => printed().slice(before).includes('url-collision'));
      await edit('collision mended', () =>
        rewrite(posts[5] as string, (t) => t.replace(`\naliases: [${otherPath}]`, '')),
      );
      // Two posts with one id (one file copied into another year's folder): the ids' finding is of
      // both files, whichever changed; it goes when the copy goes.
      const copy = join(dirname(dirname(posts[5] as string)), '2031', basename(posts[5] as string));
      const duplicated = printed().length;
      mkdirSync(dirname(copy), { recursive: true });
      writeFileSync(copy, readFileSync(posts[5] as string));
      await until(() => printed().slice(duplicated).includes('duplicate-id'));
      await edit('duplicate removed', () => rmSync(dirname(copy), { recursive: true }));
      // A post moved onto the tag index's path: a clash of published files (build/paths.ts).
      const clashed = printed().length;
      rewrite(posts[5] as string, (t) => t.replace(/^date: (.*)$/m, 'date: $1\nurl: /blog/tags'));
      await until(() => printed().slice(clashed).includes('path-conflict'));
      await edit('clash mended', () =>
        rewrite(posts[5] as string, (t) => t.replace('\nurl: /blog/tags', '')),
      );
      // An alias onto a tag's page: the same clash, though the post's own path and tags stay as they were.
      const [aliased, aliasedSaid] = [printed().length, said().length];
      rewrite(posts[5] as string, (t) =>
        t.replace(/^date: (.*)$/m, 'date: $1\naliases: [/blog/tags/android]'),
      );
      await until(() => printed().slice(aliased).includes('path-conflict'));
      expect(printed().slice(aliased) + said().slice(aliasedSaid)).not.toContain('built twice');
      await edit('alias clash mended', () =>
        rewrite(posts[5] as string, (t) => t.replace('\naliases: [/blog/tags/android]', '')),
      );
      await edit('post removed', () => rmSync(posts[3] as string));
      // A folder replaced by another of the same name: its files keep their paths, and the watcher may
      // name only the folder.
      const year = join(site, 'content/posts/2017');
      const replacement = join(site, 'replacement-2017');
      cpSync(year, replacement, { recursive: true });
      for (const name of readdirSync(replacement))
        rewrite(join(replacement, name), (t) => t.replace(/^title: (.*)$/m, 'title: $1 (옮김)'));
      await edit('folder replaced', () => {
        rmSync(year, { recursive: true });
        renameSync(replacement, year);
      });
      await edit('post added', () =>
        writeFileSync(
          join(site, 'content/posts/2026/carried-new-post.md'),
          '---\ntitle: 새로 쓴 글\ndate: 2026-02-03T10:00:00+09:00\ntags: [Android, 새태그]\n---\n\n새 글의 본문입니다.\n',
        ),
      );
    } finally {
      child.kill('SIGTERM');
    }
    expect((await child).exitCode).toBe(0);
  }, 300_000);
});

describe('a watch session that takes pages from the carry', () => {
  /** A --watch session of `command` in `site`, with what it said on stderr so far and a way to stop it. */
  const sessions = {
    'serve --watch': async (site: string) => {
      const server = await startServe(['--watch'], site);
      const said = { text: '' };
      server.process.stderr?.on('data', (c: Buffer) => {
        said.text += c.toString();
      });
      return { said, stop: server.stop };
    },
    'build --watch': async (site: string) => {
      const { child, said } = startWatch(site, ['--out', 'watched']);
      const seen = {
        get text() {
          return said.stderr;
        },
      };
      const end = Date.now() + 60_000;
      while (!said.stderr.includes('Watching')) {
        if (Date.now() > end) throw new Error(`not watching:\n${said.stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return {
        said: seen,
        stop: async () => {
          child.kill('SIGTERM');
          await child;
        },
      };
    },
  };

  test.each(['serve --watch', 'build --watch'] as const)(
    '%s keeps in the build cache what its rebuilds made and the pages it did not look up, for the next build',
    async (command) => {
      const site = join(dir, command.replace(/\W+/g, '-'));
      cpSync(join(REPO, 'content'), join(site, 'content'), { recursive: true });
      const build = async (out: string) => {
        const run = await execa(process.execPath, [CLI, 'build', '--json', '--out', out], { cwd: site });
        return JSON.parse(run.stdout) as { cache: { hits: number; misses: number } };
      };
      const cold = await build('cold');
      expect(cold.cache.misses).toBeGreaterThan(40);
      const session = await sessions[command](site);
      try {
        const post = join(
          site,
          'content/posts/2020',
          readdirSync(join(site, 'content/posts/2020')).sort()[0] as string,
        );
        // Two edits: the second rebuild takes every other page from the carry. The session saves its
        // cache at most every 30 s, and when it stops.
        for (const n of [1, 2]) {
          const before = session.said.text.split('↻ rebuilt').length;
          writeFileSync(post, `${readFileSync(post, 'utf8')}\n덧붙임 ${n}.\n`);
          const end = Date.now() + 30_000;
          while (session.said.text.split('↻ rebuilt').length === before) {
            if (Date.now() > end) throw new Error(`no rebuild:\n${session.said.text}`);
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      } finally {
        await session.stop();
      }
      // A new build of the same content finds every page in the cache: nothing to render again.
      const after = await build('after');
      expect(after.cache.misses).toBe(0);
      expect(after.cache.hits).toBeGreaterThanOrEqual(cold.cache.misses - 2);
    },
    120_000,
  );
});

describe('build --watch carries what a post links to, not whether the target exists', () => {
  test('a broken link is found, mended by adding the file (the post untouched), kept while another post changes, and found again when the file goes', async () => {
    const site = join(dir, 'links');
    cpSync(join(REPO, 'test/fixtures/minimal'), site, { recursive: true });
    const first = join(site, 'content/posts/2024/first-post.md');
    const second = join(site, 'content/posts/2024/second-post.md');
    const folder = join(site, 'content/posts/2024/first-post');
    const watching = startWatch(site, [], 120_000);
    const said = () => watching.said.stdout + watching.said.stderr;
    /** Waits for the next rebuild's verdict after `change`: what both streams said from the change on. */
    const rebuiltAfter = async (change: () => void): Promise<string> => {
      const from = [watching.said.stdout.length, watching.said.stderr.length];
      const since = () => watching.said.stdout.slice(from[0]) + watching.said.stderr.slice(from[1]);
      change();
      const end = Date.now() + 30_000;
      while (!/↻ rebuilt|Nothing was written/.test(since())) {
        if (Date.now() > end) throw new Error(`no rebuild; the watch said:\n${said().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // A second event of the same save may start one more rebuild: wait until none has come for 0.5 s.
      await untilQuiet(said);
      return since();
    };
    try {
      const end = Date.now() + 30_000;
      while (!said().includes('Watching')) {
        if (Date.now() > end) throw new Error(`not watching:\n${said()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const broken = await rebuiltAfter(() =>
        writeFileSync(first, `${readFileSync(first, 'utf8')}\n![그림](first-post/diagram.png)\n`),
      );
      expect(broken).toMatch(/first-post\.md:\d+:\d+ +error +link-target-missing/);
      expect(broken).toContain('Nothing was written');
      // Another post edited: the first post's links are carried, and still do not resolve.
      const carried = await rebuiltAfter(() =>
        writeFileSync(second, `${readFileSync(second, 'utf8')}\n덧붙인 문장.\n`),
      );
      expect(carried).toMatch(/first-post\.md:\d+:\d+ +error +link-target-missing/);
      // The file added beside the post, the post untouched: the link resolves now.
      const mended = await rebuiltAfter(() => {
        mkdirSync(folder);
        writeFileSync(join(folder, 'diagram.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      });
      expect(mended).not.toContain('link-target-missing');
      expect(mended).toContain('↻ rebuilt');
      const gone = await rebuiltAfter(() => rmSync(folder, { recursive: true }));
      expect(gone).toMatch(/first-post\.md:\d+:\d+ +error +link-target-missing/);
    } finally {
      watching.child.kill('SIGTERM');
    }
    expect((await watching.child).exitCode).toBe(0);
  }, 150_000);
});
