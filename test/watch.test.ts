import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { CLI, inTempSite, saveDuringFirstRead, startWatch, until, untilQuiet } from './helpers.js';

/**
 * Runs `site-api build --watch` in `dir`, waits for its first build ("Watching"), runs `body`, then stops
 * the session with SIGTERM and expects it to exit 0.
 */
async function withWatch(
  dir: string,
  body: (watching: ReturnType<typeof startWatch>) => Promise<void>,
  { args = [] as string[], env = {} as Record<string, string> } = {},
): Promise<void> {
  const watching = startWatch(dir, args, 60_000, env);
  try {
    await until(() => watching.said.stderr.includes('Watching'));
    await body(watching);
  } finally {
    watching.child.kill('SIGTERM');
  }
  expect((await watching.child).exitCode).toBe(0);
}

describe('site-api build --watch', () => {
  test('rebuilds on a change, keeps the last good build through a broken edit, stops on SIGTERM', async () => {
    await inTempSite('minimal', async (dir) => {
      await withWatch(dir, async (watching) => {
        const posts = () => readFileSync(join(dir, 'dist/api/posts.json'), 'utf8');
        const post = join(dir, 'content/posts/2024/first-post.md');
        const original = readFileSync(post, 'utf8');

        writeFileSync(post, original.replace('title: 첫 글', 'title: 고친 첫 글'));
        await until(() => posts().includes('고친 첫 글'));
        await until(() => watching.said.stderr.includes('↻ rebuilt dist'));

        writeFileSync(post, original.replace('title: 첫 글', 'titel: 망가진 글'));
        await until(() => watching.said.stdout.includes('unknown-key'));
        expect(posts()).toContain('고친 첫 글');

        writeFileSync(post, original.replace('title: 첫 글', 'title: 다시 고친 글'));
        await until(() => posts().includes('다시 고친 글'));
      });
    });
  });

  test('a session whose first build renders nothing loads the renderers before the first edit, which builds as a fresh build does', async () => {
    await inTempSite('minimal', async (dir) => {
      // Every page is then in the cache and the output: the first build of the session renders none.
      expect(
        (await execa(process.execPath, [CLI, 'build', '--quiet'], { cwd: dir, reject: false })).exitCode,
      ).toBe(0);
      const preload = join(dir, 'say-loaded.cjs');
      writeFileSync(
        preload,
        `const Module = require('node:module');
const load = Module._load;
const said = new Set();
Module._load = function (request, ...rest) {
  if ((request === 'markdown-it' || request === 'prismjs') && !said.has(request)) {
    said.add(request);
    process.stderr.write('loaded ' + request + '\\n');
  }
  return load.call(this, request, ...rest);
};
`,
      );
      await withWatch(
        dir,
        async (watching) => {
          await until(() =>
            /loaded markdown-it[\s\S]*loaded prismjs|loaded prismjs[\s\S]*loaded markdown-it/.test(
              watching.said.stderr,
            ),
          );
          // Loaded after the first build was done, with no edit made.
          expect(watching.said.stderr.indexOf('loaded markdown-it')).toBeGreaterThan(
            watching.said.stderr.indexOf('Watching'),
          );
          expect(watching.said.stderr).not.toContain('↻ rebuilt');
          const post = join(dir, 'content/posts/2024/first-post.md');
          // Kotlin (the warm-up's own block) and PHP (before whose first block every language is loaded):
          // the languages loaded in another order than a fresh build loads them.
          writeFileSync(
            post,
            `${readFileSync(post, 'utf8')}\n\`\`\`kotlin\nval warmed = 1\n\`\`\`\n\n\`\`\`php\n<?php echo "<b>$warmed</b>"; ?>\n\`\`\`\n`,
          );
          await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        },
        { env: { NODE_OPTIONS: `--require ${preload}` } },
      );
      // The edited post's page is what a fresh build makes of it.
      const page = (out: string) => readFileSync(join(dir, out, 'blog/first-post/index.html'), 'utf8');
      expect(page('dist')).toContain('warmed');
      expect(
        (
          await execa(process.execPath, [CLI, 'build', '--quiet', '--out', 'fresh'], {
            cwd: dir,
            reject: false,
            env: { SITE_API_CACHE_DIR: join(dir, 'no-cache') },
          })
        ).exitCode,
      ).toBe(0);
      expect(page('dist')).toBe(page('fresh'));
    });
  });

  test('a post saved while the first build reads the folder is rebuilt as soon as that build ends', async () => {
    await inTempSite('minimal', async (dir) => {
      const { env, sentence } = saveDuringFirstRead(dir);
      await withWatch(
        dir,
        async (watching) => {
          // The first build read first-post.md before the save: only a rebuild shows the sentence.
          await until(() => readFileSync(join(dir, 'dist/llms-full.txt'), 'utf8').includes(sentence), 10_000);
          await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        },
        { env },
      );
    });
  });

  test("each save that renames a new file over the post (an editor's atomic save) is rebuilt", async () => {
    await inTempSite('minimal', async (dir) => {
      await withWatch(dir, async () => {
        const post = join(dir, 'content/posts/2024/first-post.md');
        const original = readFileSync(post, 'utf8');
        const posts = () => readFileSync(join(dir, 'dist/api/posts.json'), 'utf8');
        for (const n of [1, 2, 3]) {
          // As vim, Emacs or a JetBrains IDE may save: a new file beside it, renamed over it.
          writeFileSync(`${post}.tmp`, original.replace('title: 첫 글', `title: ${n}번째 저장`));
          renameSync(`${post}.tmp`, post);
          await until(() => posts().includes(`${n}번째 저장`), 10_000);
        }
        // And a write in place after them.
        writeFileSync(post, original.replace('title: 첫 글', 'title: 제자리 저장'));
        await until(() => posts().includes('제자리 저장'), 10_000);
      });
    });
  });

  test('a folder it cannot watch is named with the reason and a way out, and a save elsewhere rebuilds what changed there', async () => {
    await inTempSite('minimal', async (dir) => {
      const locked = join(dir, 'content/posts/locked');
      mkdirSync(locked);
      const hidden = join(locked, 'hidden-post.md');
      writeFileSync(hidden, '---\ntitle: 잠긴 글\ndate: 2024-03-01\n---\n\n본문.\n');
      for (const name of ['crowded-1', 'crowded-2', 'crowded-3']) mkdirSync(join(dir, 'content/posts', name));
      // The system refuses some folders' watches, as it does without read permission (root reads
      // everything, so the test plays the system) and past the limit of inotify watches.
      const preload = join(dir, 'refuse-watch.cjs');
      writeFileSync(
        preload,
        `const fs = require('node:fs');
const watch = fs.watch;
fs.watch = function (path, ...rest) {
  for (const [name, code, text] of [['locked', 'EACCES', 'permission denied'], ['crowded', 'ENOSPC', 'no space left on device']])
    if (String(path).includes(name))
      throw Object.assign(new Error(code + ': ' + text + ", watch '" + path + "'"), { code });
  return watch.call(this, path, ...rest);
};
`,
      );
      const posts = () => readFileSync(join(dir, 'dist/api/posts.json'), 'utf8');
      await withWatch(
        dir,
        async (watching) => {
          const { stderr } = watching.said;
          expect(stderr).toContain(
            `⚠ not watching ${join('content', 'posts', 'locked')}: EACCES: permission denied`,
          );
          expect(stderr).toContain(
            'A save there starts no rebuild; one elsewhere rebuilds with it.\n  hint: make the folder readable',
          );
          // The limit: one line for the first folder, then a count.
          expect(stderr).toContain(
            `⚠ not watching ${join('content', 'posts', 'crowded-1')}: the system allows no more file watchers.`,
          );
          expect(stderr).toContain('sysctl fs.inotify.max_user_watches');
          expect(stderr).toContain('  (and 2 more folders, for the same reason)\n');
          expect(stderr.match(/not watching/g)).toHaveLength(2);
          // The first build read those folders: no rebuild follows it for them.
          await untilQuiet(() => watching.said.stderr);
          expect(watching.said.stderr).not.toContain('↻ rebuilt');
          // A save in the unwatched folder starts nothing; the next save elsewhere rebuilds both.
          writeFileSync(hidden, readFileSync(hidden, 'utf8').replace('잠긴 글', '몰래 고친 글'));
          const post = join(dir, 'content/posts/2024/first-post.md');
          writeFileSync(post, readFileSync(post, 'utf8').replace('title: 첫 글', 'title: 지켜본 글'));
          await until(() => posts().includes('지켜본 글'));
          expect(posts()).toContain('몰래 고친 글');
        },
        { env: { NODE_OPTIONS: `--require ${preload}` } },
      );
    });
  });

  test('after a rebuild, says how many warnings the content has while it has any', async () => {
    await inTempSite('minimal', async (dir) => {
      await withWatch(dir, async (watching) => {
        expect(watching.said.stderr).not.toContain('⚠');
        const post = join(dir, 'content/posts/2024/first-post.md');
        const original = readFileSync(post, 'utf8');
        watching.said.stderr = '';
        // second-post.md spells it "Android".
        writeFileSync(post, original.replace('tags: [Android, Kotlin]', 'tags: [android, Kotlin]'));
        await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        await until(() => watching.said.stderr.includes('warning'));
        expect(watching.said.stderr).toMatch(
          /↻ rebuilt dist in \d+ ms\n⚠ 1 warning in the content \(1 tag-drift\): `site-api validate` shows each\.\n/,
        );
        watching.said.stderr = '';
        writeFileSync(post, original);
        await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        await untilQuiet(() => watching.said.stderr);
        expect(watching.said.stderr).not.toContain('warning');
      });
    });
  });

  test('a rebuild replaces only the files whose bytes changed, removes the gone ones, and keeps the manifest true', async () => {
    await inTempSite('minimal', async (dir) => {
      await withWatch(dir, async (watching) => {
        const dist = join(dir, 'dist');
        const manifest = () =>
          JSON.parse(readFileSync(join(dist, '.site-api-manifest.json'), 'utf8')) as {
            files: { path: string; etag: string; size: number }[];
            host: { path: string }[];
          };
        const inodes = () =>
          new Map(
            [...manifest().files, ...manifest().host].map((f) => [f.path, statSync(join(dist, f.path)).ino]),
          );
        const before = inodes();
        const etags = new Map(manifest().files.map((f) => [f.path, f.etag]));
        const post = join(dir, 'content/posts/2024/first-post.md');
        writeFileSync(post, readFileSync(post, 'utf8').replace('첫 글의 본문입니다.', '본문을 고쳤습니다.'));
        await until(() => watching.said.stderr.includes('↻ rebuilt dist'));

        const after = manifest();
        const changed = after.files.filter((f) => etags.get(f.path) !== f.etag).map((f) => f.path);
        expect(changed).toContain('/blog/first-post.md');
        expect(changed).not.toContain('/blog/second-post.md');
        const now = inodes();
        for (const [path, ino] of now) {
          if (changed.includes(path) || path === '/_worker.js') continue;
          expect(ino, `${path} was rewritten though its bytes did not change`).toBe(before.get(path));
        }
        for (const path of changed) expect(now.get(path), path).not.toBe(before.get(path));
        for (const f of after.files) expect(readFileSync(join(dist, f.path)).byteLength, f.path).toBe(f.size);

        // A post removed: its twin goes, and nothing in the folder is left unlisted.
        watching.said.stderr = '';
        rmSync(join(dir, 'content/posts/2024/second-post.md'));
        await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        expect(existsSync(join(dist, 'blog/second-post.md'))).toBe(false);
        expect(manifest().files.some((f) => f.path === '/blog/second-post.md')).toBe(false);

        // What the session wrote is byte for byte what a fresh build of the same content writes.
        const fresh = await execa(process.execPath, [CLI, 'build', '-q', '--out', 'fresh'], { cwd: dir });
        expect(fresh.exitCode).toBe(0);
        const listed = [...manifest().files, ...manifest().host].map((f) => f.path);
        expect(readFileSync(join(dir, 'fresh', '.site-api-manifest.json'), 'utf8')).toBe(
          readFileSync(join(dist, '.site-api-manifest.json'), 'utf8'),
        );
        for (const path of listed) {
          expect(readFileSync(join(dist, path)).equals(readFileSync(join(dir, 'fresh', path))), path).toBe(
            true,
          );
        }
      });
    });
  });

  test('the folder changed behind its back, or a write that fails midway: the next rebuild writes the whole build', async () => {
    await inTempSite('minimal', async (dir) => {
      await withWatch(dir, async (watching) => {
        const dist = join(dir, 'dist');
        const post = join(dir, 'content/posts/2024/first-post.md');
        const edit = async (text: string) => {
          watching.said.stderr = '';
          writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, `title: ${text}`));
          await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        };
        const consistent = () => {
          const manifest = JSON.parse(readFileSync(join(dist, '.site-api-manifest.json'), 'utf8'));
          for (const f of manifest.files) expect(statSync(join(dist, f.path)).size, f.path).toBe(f.size);
          expect(readdirSync(dist, { recursive: true }).filter((f) => String(f).includes('.tmp-'))).toEqual(
            [],
          );
        };
        // A file deleted by hand comes back.
        rmSync(join(dist, 'blog/second-post.md'));
        await edit('하나');
        expect(existsSync(join(dist, 'blog/second-post.md'))).toBe(true);
        consistent();
        // A file that cannot be replaced in place (a folder in the way): the whole build is written instead.
        rmSync(join(dist, 'sitemap.xml'));
        mkdirSync(join(dist, 'sitemap.xml'));
        await edit('둘');
        expect(statSync(join(dist, 'sitemap.xml')).isFile()).toBe(true);
        consistent();
        expect(readFileSync(join(dist, 'api/posts.json'), 'utf8')).toContain('둘');
      });
    });
  });

  test('a file deleted from the output while an edit settles is written again by the rebuild for that edit', async () => {
    await inTempSite('minimal', async (dir) => {
      await withWatch(dir, async (watching) => {
        const post = join(dir, 'content/posts/2024/first-post.md');
        const gone = join(dir, 'dist/api/profile.json');
        const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
        watching.said.stderr = '';
        // A save in many writes, 5 ms apart (within the watcher's 15 ms of settling) for ~0.3 s, and
        // the output's file deleted by hand between two of them: after the first change, before the
        // rebuild, long after the folder's check was readied (when the last build was written).
        for (let i = 0; i < 60; i++) {
          appendFileSync(post, `\n문장 ${i}.\n`);
          if (i === 50) rmSync(gone);
          await pause(5);
        }
        await until(() => watching.said.stderr.includes('↻ rebuilt dist'));
        // Every rebuild the writes started is done: none for 0.5 s.
        await untilQuiet(() => watching.said.stderr);
        expect(existsSync(gone)).toBe(true);
      });
    });
  });

  test('--base-url holds for every rebuild of a session, and a URL with a query is refused', async () => {
    await inTempSite('minimal', async (dir) => {
      const refused = await execa(
        process.execPath,
        [CLI, 'build', '--base-url', 'http://127.0.0.1:4000/?preview=1'],
        {
          cwd: dir,
          reject: false,
        },
      );
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toContain('without a query or fragment');

      await withWatch(
        dir,
        async (watching) => {
          const post = join(dir, 'content/posts/2024/first-post.md');
          for (const title of ['하나', '둘']) {
            watching.said.stderr = '';
            writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
            await until(
              () => watching.said.stderr.includes('↻ rebuilt dist') || watching.said.stdout.includes('error'),
            );
            const posts = readFileSync(join(dir, 'dist/api/posts.json'), 'utf8');
            expect(posts).toContain(title);
            expect(posts).toContain('http://127.0.0.1:4000/preview/blog/first-post');
          }
          expect(watching.said.stdout).not.toContain('error');
        },
        { args: ['--base-url', 'http://127.0.0.1:4000/preview'] },
      );
    });
  });
});
