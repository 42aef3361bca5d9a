import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import {
  CLI,
  makeSite,
  runCli,
  saveWhileRead,
  snapshot,
  startWatch,
  tempDir,
  until,
  untilQuiet,
} from './helpers.js';

// A build after an edit takes what the last runs read of each unchanged content file (core/kept-reads.ts)
// and reads a post's body only where an output needs it (build/model.ts): the edited file alone is
// read, and the output is byte for byte that of a build with no cache.

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A 2×1 PNG: enough for the image-size reader, so that the pages look for the images a body names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAHAQH/wBZF6AAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The minimal site with twelve posts whose first paragraph makes the summary (an edit at the end
 * leaves it), linking to each other by file (Markdown and raw HTML), to an image beside them and
 * to a file under static/: every kind of link the build rewrites.
 */
function linkedSite(dir: string): string {
  makeSite(dir);
  const posts = join(dir, 'content', 'posts', '2024');
  mkdirSync(join(dir, 'content', 'static'), { recursive: true });
  writeFileSync(join(dir, 'content', 'static', 'note.txt'), '메모\n');
  for (let n = 1; n <= 12; n++) {
    mkdirSync(join(posts, `post-${n}`), { recursive: true });
    writeFileSync(join(posts, `post-${n}`, 'a.png'), PNG);
    const first = `${n}번째 글의 첫 문단입니다. `.repeat(20);
    const next = n === 12 ? 1 : n + 1;
    const links =
      n % 3 === 0
        ? `[다음 글](post-${next}.md) 과 ![그림](post-${n}/a.png)`
        : n % 3 === 1
          ? `<a href="post-${next}.md">다음</a> 과 [메모](/note.txt)`
          : '링크가 없는 문단.';
    writeFileSync(
      join(posts, `post-${n}.md`),
      `---\ntitle: 글 ${n}\ndate: 2024-02-${String(n).padStart(2, '0')}T09:00:00+09:00\ntags: [Kotlin]\n---\n\n${first}\n\n${links}\n`,
    );
  }
  return posts;
}

/** The content files (posts and YAML) the process opened, relative to the content folder, from `strace -f`. */
function openedContent(log: string, content: string): string[] {
  const files = new Set<string>();
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const match = /open(?:at)?\((?:AT_FDCWD, )?"([^"]+)"/.exec(line);
    if (match?.[1]?.startsWith(`${content}/`) && !/O_DIRECTORY|= -1 /.test(line))
      files.add(match[1].slice(content.length + 1));
  }
  return [...files].filter((f) => /\.(md|ya?ml)$/.test(f)).sort();
}

/**
 * linkedSite in a new folder, built once with a new cache: a folder's first build keeps what it reads
 * (validate's first run does not). A file changed within 2 s of being hashed is hashed again by the
 * next run, so the build waits that long after the files are written. `build(out, args, env)` builds
 * it again.
 */
async function keptSite(prefix: string) {
  const { dir, cleanup } = tempDir(prefix);
  cleanups.push(cleanup);
  const posts = linkedSite(dir);
  const cache = { NO_COLOR: '1', SITE_API_CACHE_DIR: join(dir, '.cache') };
  const build = (out = 'dist', args: string[] = [], env: Record<string, string> = {}) =>
    runCli(['build', '--root', 'content', '--out', out, ...args], { cwd: dir, env: { ...cache, ...env } });
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect((await build()).exitCode).toBe(0);
  return { dir, posts, env: cache, build };
}

describe('a build from kept reads', () => {
  test('after an edit, reads the edited post alone and writes what a build with no cache writes', async () => {
    const { dir, posts, env } = await keptSite('site-api-kept-build-');
    appendFileSync(join(posts, 'post-6.md'), '\n끝에 덧붙인 문단.\n');

    const log = join(dir, 'strace.log');
    const traced = await execa(
      'strace',
      ['-f', '-qq', '-e', 'trace=open,openat', '-o', log, process.execPath, CLI, 'build', '--quiet'],
      { cwd: dir, reject: false, stdin: 'ignore', env },
    );
    expect(traced.exitCode, String(traced.stderr)).toBe(0);
    expect(openedContent(log, join(dir, 'content'))).toEqual(['posts/2024/post-6.md']);
    const none = await runCli(['build', '--quiet', '--no-cache', '--root', 'content', '--out', 'fresh'], {
      cwd: dir,
    });
    expect(none.exitCode).toBe(0);
    expect(snapshot(join(dir, 'dist'))).toEqual(snapshot(join(dir, 'fresh')));
    // The edited body is in its twin; an unchanged post's rewritten links are in its own.
    expect(readFileSync(join(dir, 'dist', 'blog', 'post-6.md'), 'utf8')).toContain('끝에 덧붙인 문단.');
    expect(readFileSync(join(dir, 'dist', 'blog', 'post-3.md'), 'utf8')).toContain(
      '(https://minimal.example/blog/post-4)',
    );
  });

  test('a post moved to a new URL: the unchanged posts linking to it follow, as with no cache', async () => {
    const { dir, posts, build } = await keptSite('site-api-kept-moved-');
    // post-3 links to post-4.md and post-4 to post-5.md (raw HTML): both move.
    for (const n of [4, 5]) {
      const file = join(posts, `post-${n}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace('tags:', `url: /moved/post-${n}\ntags:`));
    }
    expect((await build()).exitCode).toBe(0);
    expect((await build('fresh', ['--no-cache'])).exitCode).toBe(0);
    expect(snapshot(join(dir, 'dist'))).toEqual(snapshot(join(dir, 'fresh')));
    expect(readFileSync(join(dir, 'dist', 'blog', 'post-3.md'), 'utf8')).toContain(
      '(https://minimal.example/moved/post-4)',
    );
    expect(readFileSync(join(dir, 'dist', 'moved', 'post-4.md'), 'utf8')).toContain(
      'href="https://minimal.example/moved/post-5"',
    );
  });

  test('build --watch starts from them; a post saved after the content was keyed is rebuilt from its new bytes', async () => {
    const { dir, posts, env, build } = await keptSite('site-api-kept-watch-');
    // post-3 is saved after the content's key looked at it (the key looks at site.yaml after the posts)
    // and before the load takes it: the first build shows what was kept, the watcher names the file.
    const sentence = '키 다음에 저장된 문장.';
    const preload = saveWhileRead(
      dir,
      join(dir, 'content', 'site.yaml'),
      join(posts, 'post-3.md'),
      `\n${sentence}\n`,
      'lstatSync',
    );
    const watching = startWatch(dir, ['--root', 'content', '--out', 'dist'], 60_000, {
      ...env,
      NODE_OPTIONS: `--require ${preload}`,
    });
    try {
      const twin = () => readFileSync(join(dir, 'dist', 'blog', 'post-3.md'), 'utf8');
      await until(() => watching.said.stderr.includes('↻ rebuilt dist'), 20_000);
      await until(() => twin().includes(sentence), 10_000);
      // And a save now, of a post the first build took from what was kept.
      appendFileSync(join(posts, 'post-5.md'), '\n나중 저장.\n');
      await until(
        () => readFileSync(join(dir, 'dist', 'blog', 'post-5.md'), 'utf8').includes('나중 저장.'),
        10_000,
      );
    } finally {
      watching.child.kill('SIGINT');
      await watching.child;
    }
    expect((await build('fresh', ['--no-cache'])).exitCode).toBe(0);
    expect(snapshot(join(dir, 'dist'))).toEqual(snapshot(join(dir, 'fresh')));
  });

  test('in build --watch, a kept post saved as a rebuild reads its body: that rebuild says it will build again, and the next builds it', async () => {
    const { dir, posts, env, build } = await keptSite('site-api-kept-watch-saved-');
    // The session's first build takes post-3 from what was kept; a new site title then renders every
    // page again, reading every body: post-3 is saved just before its read, before any watcher names it.
    const post = join(posts, 'post-3.md');
    const preload = saveWhileRead(dir, post, post, '\n읽는 중에 저장된 문장.\n');
    const watching = startWatch(dir, ['--root', 'content', '--out', 'dist'], 60_000, {
      ...env,
      NODE_OPTIONS: `--require ${preload}`,
    });
    try {
      await until(() => watching.said.stderr.includes('Watching'), 20_000);
      const site = join(dir, 'content', 'site.yaml');
      writeFileSync(site, readFileSync(site, 'utf8').replace('title: 최소 사이트', 'title: 새 제목'));
      await until(() => watching.said.stderr.includes('changed while site-api read'), 20_000);
      await until(
        () => readFileSync(join(dir, 'dist', 'blog', 'post-3.md'), 'utf8').includes('읽는 중에 저장된 문장.'),
        20_000,
      );
      await untilQuiet(() => watching.said.stderr);
      // Not the advice of a one-off command: the watch builds again by itself.
      expect(watching.said.stderr).not.toContain('Run the command again');
      expect(watching.said.stderr).toMatch(
        /changed while site-api read[^\n]*: building again once it is saved/,
      );
      expect(watching.said.stderr.trimEnd().split('\n').at(-1)).toMatch(/↻ rebuilt dist/);
    } finally {
      watching.child.kill('SIGINT');
      await watching.child;
    }
    expect((await build('fresh', ['--no-cache'])).exitCode).toBe(0);
    expect(snapshot(join(dir, 'dist'))).toEqual(snapshot(join(dir, 'fresh')));
  });

  test('a kept post saved while the build reads its body again stops the build, and dist/ is left as it was', async () => {
    const { dir, posts, build } = await keptSite('site-api-kept-saved-');
    const before = snapshot(join(dir, 'dist'));
    // A new site title renders every page again, so every post's body is read from its file: post-3's
    // is saved by an editor just before that read.
    const post = join(posts, 'post-3.md');
    const preload = saveWhileRead(dir, post, post, '\n저장된 문장.\n');
    const site = join(dir, 'content', 'site.yaml');
    writeFileSync(site, readFileSync(site, 'utf8').replace('title: 최소 사이트', 'title: 새 제목'));
    const saved = await build('dist', [], { NODE_OPTIONS: `--require ${preload}` });
    expect(saved.exitCode).toBe(2);
    expect(String(saved.stderr)).toContain(
      'posts/2024/post-3.md changed while site-api read the content folder',
    );
    expect(snapshot(join(dir, 'dist'))).toEqual(before);
    // Run again, it builds what the folder holds now.
    expect((await build()).exitCode).toBe(0);
    expect(readFileSync(join(dir, 'dist', 'blog', 'post-3.md'), 'utf8')).toContain('저장된 문장.');
  });
});
