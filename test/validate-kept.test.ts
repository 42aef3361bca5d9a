import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterEach, describe, expect, test } from 'vitest';
import { validateContent } from '../src/core/validate.js';
import { CLI, FIXTURES, gitRepository, makeSite, runCli, tempDir } from './helpers.js';

// validate after an edit takes every unchanged file as it read it last time, and each entry's own
// findings from the rules that read a body (core/kept-reads.ts): only the edited files are read. The
// report must be the one a run with no cache gives, finding for finding, on every kind of broken
// content: here each broken fixture is validated, edited twice (a post's body, then site.yaml, each
// edit a finding of its own), and each report after an edit compared with a run that has no cache.

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

const broken = readdirSync(join(FIXTURES, 'broken')).sort();
const NOW = Date.parse('2026-01-01T00:00:00Z');

/** validate of `dir`'s content in this process, with the cache in `cache` (a new folder: no cache). */
async function validateWith(dir: string, cache: string) {
  const before = process.env.SITE_API_CACHE_DIR;
  process.env.SITE_API_CACHE_DIR = cache;
  try {
    const report = await validateContent({ cwd: dir, root: 'content', paths: [], now: NOW });
    return JSON.stringify(report, null, 1);
  } finally {
    if (before === undefined) delete process.env.SITE_API_CACHE_DIR;
    else process.env.SITE_API_CACHE_DIR = before;
  }
}

/** A second run on the site, after a change that is no finding: from then on validate keeps what it reads. */
async function learnFrom(dir: string, run: () => Promise<unknown>) {
  const file = join(dir, 'content', 'static', 'kept-learning.txt');
  mkdirSync(join(dir, 'content', 'static'), { recursive: true });
  writeFileSync(file, `${Date.now()}\n`);
  await run();
}

function firstPost(folder: string): string | undefined {
  if (!existsSync(folder)) return undefined;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort())
    if (name.endsWith('.md') && !name.split('/').some((part) => /^[._]/.test(part)))
      return join(folder, name);
  return undefined;
}

describe('validate after an edit gives what a run with no cache gives', () => {
  test.each(['(the minimal site)', ...broken])('%s', async (name) => {
    const { dir, cleanup } = tempDir('site-api-kept-');
    cleanups.push(cleanup);
    makeSite(dir, name === '(the minimal site)' ? undefined : name);
    const cache = join(dir, '.cache');
    let fresh = 0;
    const compare = async () => {
      const kept = await validateWith(dir, cache);
      expect(kept).toBe(await validateWith(dir, join(dir, `.no-cache-${fresh++}`)));
    };
    // A first run on a folder keeps nothing; a second, after a change, keeps what it read. The change:
    // a file under static/, which validate lists and never reads.
    await validateWith(dir, cache);
    await learnFrom(dir, () => validateWith(dir, cache));
    const post = firstPost(join(dir, 'content', 'posts'));
    if (post) {
      // A line that is a finding of its own (the placeholder `new` writes): a stale value would miss it.
      appendFileSync(post, '\n\nWrite the post here, in Markdown.\n');
      await compare();
    }
    const site = join(dir, 'content', 'site.yaml');
    if (existsSync(site)) {
      appendFileSync(site, '\nedited_by_test: true\n');
      await compare();
    }
  });
});

describe("validate after an edit keeps each post's own findings from its dates and tags", () => {
  test('a kept post: its dates read again in a new time zone, a date in the future still warned', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-dates-');
    cleanups.push(cleanup);
    makeSite(dir);
    const posts = join(dir, 'content', 'posts');
    // 05:00 with no offset is before 09:00+09:00 (00:00 UTC) in Seoul, the site's zone, not in UTC.
    writeFileSync(
      join(posts, 'zoned.md'),
      '---\ntitle: 시간대\ndate: 2024-01-02T09:00+09:00\nmodified: 2024-01-02T05:00\ntags: [코루틴]\n---\n\n본문.\n',
    );
    writeFileSync(
      join(posts, 'later.md'),
      '---\ntitle: 나중 글\ndate: 2030-01-01\ntags: [코루틴]\n---\n\n본문.\n',
    );
    writeFileSync(
      join(posts, 'other.md'),
      '---\ntitle: 다른 글\ndate: 2024-02-01\ntags: [코루틴]\n---\n\n본문.\n',
    );
    const cache = join(dir, '.cache');
    let fresh = 0;
    const codes = async () => {
      const kept = await validateWith(dir, cache);
      expect(kept).toBe(await validateWith(dir, join(dir, `.no-cache-${fresh++}`)));
      return JSON.parse(kept).diagnostics.map((d: { code: string; file: string }) => `${d.code} ${d.file}`);
    };
    await validateWith(dir, cache);
    await learnFrom(dir, () => validateWith(dir, cache));
    appendFileSync(join(posts, 'other.md'), '\n덧붙인 문장.\n');
    const seoul = await codes();
    expect(seoul).toContain('modified-before-date content/posts/zoned.md');
    expect(seoul).toContain('future-date content/posts/later.md');
    const site = join(dir, 'content', 'site.yaml');
    writeFileSync(site, readFileSync(site, 'utf8').replace('timezone: Asia/Seoul', 'timezone: UTC'));
    const utc = await codes();
    expect(utc).not.toContain('modified-before-date content/posts/zoned.md');
    expect(utc).toContain('future-date content/posts/later.md');
  });
});

const post = (n: number, body: string, tags = '[코루틴, Android]') =>
  `---\ntitle: 글 ${n}\ndate: 2024-0${1 + (n % 9)}-0${1 + (n % 9)}\ntags: ${tags}\n---\n\n${body}\n`;

/**
 * A site of 24 posts whose bodies give findings of every rule that reads a body, and a project whose
 * reading gives a warning of its own (a YAML directive the parser does not know).
 */
function richSite(dir: string) {
  makeSite(dir);
  writeFileSync(
    join(dir, 'content', 'projects', 'directive.yaml'),
    '%FOO bar\n---\nname: 지시어\ntype: indie\nstatus: live\nreleased: 2023-05\nsummary: 지시어가 있는 파일\n',
  );
  const posts = join(dir, 'content', 'posts');
  mkdirSync(join(posts, 'img'), { recursive: true });
  for (let n = 1; n <= 24; n++) {
    const body =
      n % 4 === 0
        ? `[없는 그림](img/none-${n}.png) 과 [다음 글](post-${n + 1}.md)`
        : n % 4 === 1
          ? 'Write the post here, in Markdown.'
          : n % 4 === 2
            ? `제어 문자\u0007 가 든 본문 ${n}`
            : `보통 본문 ${n}`;
    writeFileSync(join(posts, `post-${n}.md`), post(n, body, n === 7 ? '[코루틴, android]' : undefined));
  }
}

/**
 * The content files the process opened, relative to the content folder, from the log of `strace -f`
 * (what git, run by it, opened is git's).
 */
function opened(log: string, content: string): string[] {
  const files = new Set<string>();
  const lines = readFileSync(log, 'utf8').split('\n');
  const git = new Set(lines.filter((l) => /execve\("[^"]*\/git"/.test(l)).map((l) => l.split(' ')[0]));
  for (const line of lines) {
    if (git.has(line.split(' ')[0])) continue;
    const match = /open(?:at)?\((?:AT_FDCWD, )?"([^"]+)"/.exec(line);
    // Files, not the folders the walk lists (opened with O_DIRECTORY), nor names that are not there.
    if (match?.[1]?.startsWith(`${content}/`) && !/O_DIRECTORY|= -1 /.test(line))
      files.add(match[1].slice(content.length + 1));
  }
  return [...files].sort();
}

describe('validate after an edit, as a process', () => {
  test('reads only the edited file, and reports what a run with no cache reports', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-cli-');
    cleanups.push(cleanup);
    richSite(dir);
    // A file changed less than 2 s before it was hashed is hashed again by the next run (a change in the
    // same tick of the clock would go unseen): wait, so that the unchanged files are trusted by their stat.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const env = { SITE_API_CACHE_DIR: join(dir, '.cache') };
    const first = await runCli(['validate', '--json'], { cwd: dir, env });
    expect(first.exitCode).toBe(1);
    await learnFrom(dir, () => runCli(['validate', '--json'], { cwd: dir, env }));
    appendFileSync(join(dir, 'content', 'posts', 'post-6.md'), '\n덧붙인 문장.\n');

    const log = join(dir, 'strace.log');
    const kept = await execa(
      'strace',
      ['-f', '-qq', '-e', 'trace=open,openat', '-o', log, process.execPath, CLI, 'validate', '--json'],
      { cwd: dir, reject: false, stdin: 'ignore', env: { NO_COLOR: '1', ...env } },
    );
    const none = await runCli(['validate', '--json'], {
      cwd: dir,
      env: { SITE_API_CACHE_DIR: join(dir, '.no-cache') },
    });
    expect(kept.exitCode).toBe(1);
    expect(kept.stdout).toBe(none.stdout);
    const codes = JSON.parse(String(kept.stdout)).diagnostics.map((d: { code: string }) => d.code);
    for (const code of [
      'placeholder-body',
      'bad-character',
      'link-target-missing',
      'tag-drift',
      'yaml-syntax',
    ])
      expect(codes).toContain(code);
    // The edited post, and no other content file: not the site's YAML, not a post whose findings were
    // kept. (The file under static/ may be hashed again: it was written just before the last run
    // hashed it, and a file changed within 2 s of its hash is never trusted by its stat.)
    const content = opened(log, join(dir, 'content')).filter((f) => !f.startsWith('static/'));
    expect(content).toEqual(['posts/post-6.md']);
  });

  test('the pre-commit hook reads only the staged file, and agrees with a run of the same files', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-hook-');
    cleanups.push(cleanup);
    richSite(dir);
    const git = await gitRepository(dir, { add: ['content'] });
    const env = { NO_COLOR: '1', SITE_API_CACHE_DIR: join(dir, '.cache') };
    const hook = (log: string) =>
      execa(
        'strace',
        [
          '-f',
          '-qq',
          '-e',
          'trace=open,openat,execve',
          '-o',
          log,
          process.execPath,
          CLI,
          'validate',
          '--staged',
          '--json',
        ],
        { cwd: dir, reject: false, stdin: 'ignore', env },
      );
    await hook(join(dir, 'first.log'));
    appendFileSync(join(dir, 'content', 'posts', 'post-6.md'), '\nWrite the post here, in Markdown.\n');
    await git('add', 'content/posts/post-6.md');
    const kept = await hook(join(dir, 'second.log'));
    const none = await runCli(['validate', '--json'], {
      cwd: dir,
      env: { SITE_API_CACHE_DIR: join(dir, '.no-cache') },
    });
    expect(kept.exitCode).toBe(1);
    expect(kept.stdout).toBe(none.stdout);
    expect(String(kept.stdout)).toContain('"file": "content/posts/post-6.md"');
    // The first run read every file; the second, the staged one alone.
    expect(opened(join(dir, 'first.log'), join(dir, 'content')).length).toBeGreaterThan(20);
    expect(opened(join(dir, 'second.log'), join(dir, 'content'))).toEqual(['posts/post-6.md']);
    // Nothing new the third time: what is kept is not written again.
    const store = join(dir, '.cache', 'staged.cache');
    const written = statSync(store).mtimeMs;
    await hook(join(dir, 'third.log'));
    expect(statSync(store).mtimeMs).toBe(written);
  });

  test('a file saved while validate reads it is kept as what was read, not as what was there before', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-race-');
    cleanups.push(cleanup);
    makeSite(dir);
    const posts = join(dir, 'content', 'posts');
    const broken = '---\ntitle: 닫히지 않은 머리말\ndate: 2024-01-01\n\n본문\n';
    writeFileSync(join(posts, 'race.md'), broken);
    writeFileSync(join(dir, 'saved.md'), post(1, 'Write the post here, in Markdown.'));
    // An editor saving at the worst moment: the content of race.md replaced just before the load opens it.
    writeFileSync(
      join(dir, 'save-while-read.cjs'),
      `const fs = require('node:fs');
const open = fs.openSync;
let done = false;
fs.openSync = function (path, flags, ...rest) {
  if (!done && String(path).endsWith('race.md') && flags === 'r') {
    done = true;
    fs.writeFileSync(path, fs.readFileSync(${JSON.stringify(join(dir, 'saved.md'))}));
  }
  return open.call(this, path, flags, ...rest);
};
`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const env = { SITE_API_CACHE_DIR: join(dir, '.cache') };
    await runCli(['validate', '--json'], { cwd: dir, env });
    appendFileSync(join(posts, '2024', 'first-post.md'), '\n하나.\n');
    await runCli(['validate', '--json'], {
      cwd: dir,
      env: { ...env, NODE_OPTIONS: `--require ${join(dir, 'save-while-read.cjs')}` },
    });
    // The save undone, and another edit so that the whole report is not the one remembered.
    writeFileSync(join(posts, 'race.md'), broken);
    appendFileSync(join(posts, '2024', 'first-post.md'), '\n둘.\n');
    const after = await runCli(['validate', '--json'], { cwd: dir, env });
    const none = await runCli(['validate', '--json'], {
      cwd: dir,
      env: { SITE_API_CACHE_DIR: join(dir, '.no-cache') },
    });
    expect(after.stdout).toBe(none.stdout);
    expect(String(after.stdout)).toContain('"code": "front-matter-unterminated"');
  });

  test('a FIFO where a file may be, or an empty posts folder removed, is not taken as unchanged', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-odd-');
    cleanups.push(cleanup);
    makeSite(dir);
    const env = { SITE_API_CACHE_DIR: join(dir, '.cache') };
    const none = (n: number) => ({ SITE_API_CACHE_DIR: join(dir, `.no-cache-${n}`) });
    await runCli(['validate', '--json'], { cwd: dir, env });
    await execa('mkfifo', [join(dir, 'content', 'posts', 'pipe.md')]);
    const fifo = await runCli(['validate', '--json'], { cwd: dir, env });
    expect(fifo.stdout).toBe((await runCli(['validate', '--json'], { cwd: dir, env: none(1) })).stdout);
    expect(String(fifo.stdout)).toContain('pipe.md');
    rmSync(join(dir, 'content', 'posts'), { recursive: true });
    mkdirSync(join(dir, 'content', 'posts'));
    await runCli(['validate', '--json'], { cwd: dir, env });
    rmdirSync(join(dir, 'content', 'posts'));
    const gone = await runCli(['validate', '--json'], { cwd: dir, env });
    expect(gone.stdout).toBe((await runCli(['validate', '--json'], { cwd: dir, env: none(2) })).stdout);
    expect(String(gone.stdout)).toContain('"code": "posts-folder"');
  });

  test('a first run on a folder keeps nothing (CI validates once)', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-first-');
    cleanups.push(cleanup);
    richSite(dir);
    const cache = join(dir, '.cache');
    await runCli(['validate', '--json'], { cwd: dir, env: { SITE_API_CACHE_DIR: cache } });
    expect(existsSync(join(cache, 'state.cache'))).toBe(true);
    expect(existsSync(join(cache, 'entries.cache'))).toBe(false);
    await learnFrom(dir, () =>
      runCli(['validate', '--json'], { cwd: dir, env: { SITE_API_CACHE_DIR: cache } }),
    );
    expect(existsSync(join(cache, 'entries.cache'))).toBe(true);
  });

  test('a damaged file of kept reads is ignored, and the report is the same', async () => {
    const { dir, cleanup } = tempDir('site-api-kept-damaged-');
    cleanups.push(cleanup);
    richSite(dir);
    const cache = join(dir, '.cache');
    const env = { SITE_API_CACHE_DIR: cache };
    await runCli(['validate', '--json'], { cwd: dir, env });
    appendFileSync(join(dir, 'content', 'posts', 'post-3.md'), '\n하나.\n');
    await runCli(['validate', '--json'], { cwd: dir, env });
    const file = join(cache, 'entries.cache');
    const bytes = readFileSync(file);
    for (let at = bytes.indexOf(10) + 40; at < bytes.length; at += 97)
      bytes.writeUInt8(bytes.readUInt8(at) ^ 0x5a, at);
    writeFileSync(file, bytes);
    appendFileSync(join(dir, 'content', 'posts', 'post-3.md'), '\n둘.\n');
    const after = await runCli(['validate', '--json'], { cwd: dir, env });
    const none = await runCli(['validate', '--json'], {
      cwd: dir,
      env: { SITE_API_CACHE_DIR: join(dir, '.no-cache') },
    });
    expect(after.stderr).toBe('');
    expect(after.stdout).toBe(none.stdout);
    // Written again whole by that run.
    expect(readFileSync(file).equals(bytes)).toBe(false);
  });
});
