import {
  appendFileSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { gitRepository, makeSite, runCli, tempDir } from './helpers.js';

// validate --staged reads what git's index holds through the working tree (core/staged.ts
// stagedView): only the files whose working copy differs come out of git. Its report is held to an
// oracle that shares none of that code: git's own checkout of the whole index into a fresh folder,
// validated there as a plain folder.

const GOOD = (title: string) => `---\ntitle: ${title}\ndate: 2024-06-01\n---\n\n본문\n`;
const BROKEN = (key: string) => `---\n${key}: 고장 난 글\ndate: 2024-06-01\n---\n\n본문\n`;

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

async function repository({ sha256 = false, commit = true } = {}) {
  const { dir, cleanup } = tempDir('site-api-staged-view-');
  cleanups.push(cleanup);
  makeSite(dir);
  const git = await gitRepository(dir, { sha256, commit });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  return { dir, git, write };
}

/** The findings as file:line:code, sorted: what the two ways must agree on. */
const findings = (stdout: unknown) => {
  const report = JSON.parse(String(stdout)) as {
    files: number;
    diagnostics: { file: string; line: number; code: string }[];
  };
  return {
    files: report.files,
    findings: report.diagnostics.map((d) => `${d.file}:${d.line}:${d.code}`).sort(),
  };
};

/** validate --staged in `dir`, and validate of git's checkout of the index, as file:line:code lists. */
async function bothWays(
  dir: string,
  git: (...args: string[]) => Promise<unknown>,
  through = true,
  { from = '.', root = 'content', env = {} as Record<string, string> } = {},
) {
  // Through the working tree, nothing is copied: no temporary folder may be needed (one that cannot
  // be made would fail the copy). `from`: the folder (inside the repository) it runs in.
  const staged = await runCli(['validate', '--staged', '--json', '--root', root], {
    cwd: join(dir, from),
    env: { ...env, ...(through ? { TMPDIR: join(dir, 'no-such-folder') } : {}) },
  });
  const { dir: copy, cleanup } = tempDir('site-api-staged-oracle-');
  cleanups.push(cleanup);
  await git('checkout-index', '-a', `--prefix=${copy}/`);
  mkdirSync(join(copy, from), { recursive: true });
  const oracle = await runCli(['validate', '--json', '--root', root], {
    cwd: join(copy, from),
    env: { SITE_API_CACHE_DIR: join(copy, '.cache') },
  });
  return { staged: findings(staged.stdout), oracle: findings(oracle.stdout), exit: staged.exitCode };
}

describe('validate --staged through the working tree', () => {
  test('reports what the index holds: changed, deleted, untracked and theme files, Hangul names', async () => {
    const { dir, git, write } = await repository();
    // Broken in the index, fixed in the working tree (a modified file: the index's bytes count).
    write('content/posts/2024/staged-broken.md', BROKEN('titel'));
    // Staged, then deleted from the working tree: still committed, so still checked.
    write('content/posts/2024/deleted-here.md', BROKEN('tilte'));
    // A Hangul name, broken in the index and fixed in the working tree.
    write('content/posts/2024/한글-글.md', BROKEN('제목'));
    // A template broken in the index.
    write('content/theme/post.liquid', '{% if page %}<main>{{ page.title }}</main>');
    await git('add', '.');
    write('content/posts/2024/staged-broken.md', GOOD('고친 글'));
    unlinkSync(join(dir, 'content/posts/2024/deleted-here.md'));
    write('content/posts/2024/한글-글.md', GOOD('고친 글'));
    write('content/theme/post.liquid', '<main>{{ page.title }}</main>');
    // Never staged: not part of the commit, so not checked.
    write('content/posts/2024/untracked.md', BROKEN('untracked'));
    write('content/_drafts/idea.md', GOOD('초안'));
    symlinkSync('/etc/hostname', join(dir, 'content/posts/2024/outside.md'));

    const { staged, oracle, exit } = await bothWays(dir, git);
    expect(exit).toBe(1);
    expect(staged).toEqual(oracle);
    const codes = staged.findings.join('\n');
    expect(codes).toContain('content/posts/2024/staged-broken.md:2:unknown-key');
    expect(codes).toContain('content/posts/2024/deleted-here.md:2:unknown-key');
    expect(codes).toContain('content/posts/2024/한글-글.md:2:unknown-key');
    expect(codes).toContain('content/theme/post.liquid');
    expect(codes).not.toContain('untracked');
    expect(codes).not.toContain('outside.md');
    expect(codes).not.toContain('_drafts');
  });

  test('fixed in the index, broken in the working tree: clean, as the checkout is', async () => {
    const { dir, git, write } = await repository();
    write('content/posts/2024/post.md', GOOD('글'));
    write('content/notes.toml', 'x = 1\n');
    await git('add', '.');
    write('content/posts/2024/post.md', BROKEN('titel'));
    unlinkSync(join(dir, 'content/posts/2024/first-post.md'));
    write('content/posts/2024/first-post.md', BROKEN('again'));
    await git('rm', '-q', '--cached', 'content/posts/2024/second-post.md');
    const { staged, oracle, exit } = await bothWays(dir, git);
    expect(staged).toEqual(oracle);
    // second-post.md is no longer in the index: one post fewer than on disk.
    expect(staged.findings.join('\n')).not.toContain('second-post');
    expect(staged.findings).toContain('content/notes.toml:0:unknown-file');
    expect(exit).toBe(0);
  });

  test('a staged file under a skipped folder, gone from the working tree, is still counted', async () => {
    const { dir, git, write } = await repository();
    // The walk skips `_notes` but warns that it holds Markdown: in a checkout it would hold this file.
    write('content/_notes/draft.md', GOOD('메모'));
    await git('add', '.');
    rmSync(join(dir, 'content/_notes'), { recursive: true });
    // Untracked Markdown in a tracked skipped folder is not counted: a checkout would not hold it.
    write('content/_drafts/kept.md', GOOD('초안'));
    await git('add', 'content/_drafts/kept.md');
    write('content/_drafts/untracked.md', GOOD('초안'));
    const { staged, oracle } = await bothWays(dir, git);
    expect(staged).toEqual(oracle);
    expect(staged.findings).toContain('content/_notes:0:skipped-folder');
    expect(staged.findings).toContain('content/_drafts:0:skipped-folder');
  });

  test('hidden names under static/, staged and gone from the working tree: warned as a checkout would be', async () => {
    const { dir, git, write } = await repository();
    write('content/static/.well-known/security.txt', 'Contact: mailto:a@example.com\n');
    write('content/static/.well-known/.DS_Store', 'x');
    write('content/static/images/_old/a.png', 'x');
    write('content/static/images/_old/deeper/b.png', 'x');
    write('content/static/_headers', '/*\n');
    write('content/static/.gitkeep', '');
    write('content/static/_empty/.gitkeep', '');
    await git('add', '.');
    rmSync(join(dir, 'content/static/images/_old'), { recursive: true });
    // Untracked under a tracked hidden folder: a checkout would not hold it, so it is not counted.
    write('content/static/.well-known/untracked.txt', 'x');
    const { staged, oracle, exit } = await bothWays(dir, git);
    expect(staged).toEqual(oracle);
    expect(exit).toBe(0);
    expect(staged.findings).toEqual([
      'content/static/.well-known:0:static-skipped',
      'content/static/_headers:0:static-skipped',
      'content/static/images/_old:0:static-skipped',
    ]);
    // Counted from the index as the walk counts a checkout: both files of _old, the junk aside.
    const run = await runCli(['validate', '--staged', '--json', '--root', 'content'], { cwd: dir });
    const messages = JSON.parse(String(run.stdout)).diagnostics.map((d: { message: string }) => d.message);
    expect(messages).toContainEqual(expect.stringContaining('"_old" under static/ holds 2 files'));
    expect(messages).toContainEqual(expect.stringContaining('".well-known" under static/ holds 1 file,'));
  });

  test("the walk's own folders: a quiet .github, the top dist/ and a dist/ deeper down", async () => {
    const { dir, git, write } = await repository();
    // Passed over without a word: a tool folder, and the build beside the content.
    write('content/.github/notes.md', GOOD('메모'));
    write('content/dist/old-page.md', GOOD('빌드'));
    // Only the top-level dist/ is the build: one deeper down holds posts.
    write('content/posts/dist/deeper.md', GOOD('더 깊은 글'));
    await git('add', '.');
    const { staged, oracle, exit } = await bothWays(dir, git);
    expect(staged).toEqual(oracle);
    expect(exit).toBe(0);
    expect(staged.files).toBe(7);
    expect(staged.findings).toEqual([]);
  });

  test('run inside the content folder with --root ..: untracked links and folders there are not seen', async () => {
    const { dir, git, write } = await repository();
    symlinkSync('nowhere.md', join(dir, 'content/posts/2024/dangling.md'));
    write('content/posts/_drafts/x.md', GOOD('초안'));
    const { staged, oracle, exit } = await bothWays(dir, git, true, { from: 'content/posts', root: '..' });
    expect(staged).toEqual(oracle);
    expect(exit).toBe(0);
  });

  test('a Hangul name in another normal form, untracked beside the tracked one, is not seen', async () => {
    const { dir, git, write } = await repository();
    const nfd = '한글-글'.normalize('NFD');
    write(`content/posts/2024/${nfd}.md`, GOOD('한글'));
    await git('add', '.');
    await git('commit', '-qm', 'nfd');
    write(`content/posts/2024/${'한글-글'.normalize('NFC')}.md`, BROKEN('titel'));
    const { staged, oracle } = await bothWays(dir, git);
    expect(staged).toEqual(oracle);
    expect(staged.findings.join('\n')).not.toContain('unknown-key');
  });

  test('tracked symbolic links are read as git holds them (the copy)', async () => {
    const { dir, git, write } = await repository();
    // A link to a post edited but not staged, and a link to a folder holding a broken post.
    symlinkSync('first-post.md', join(dir, 'content/posts/2024/alias.md'));
    write('content/_shared/shared-post.md', BROKEN('titel'));
    symlinkSync('../../_shared', join(dir, 'content/posts/2024/shared'));
    await git('add', '.');
    await git('commit', '-qm', 'links');
    write('content/posts/2024/first-post.md', BROKEN('titel'));
    const { staged, oracle } = await bothWays(dir, git, false);
    expect(staged).toEqual(oracle);
    expect(staged.findings).toContain('content/posts/2024/shared/shared-post.md:2:unknown-key');
    expect(staged.findings.join('\n')).not.toContain('alias.md');
  });

  test('a .gitattributes staged since the checkout: the files are checked as git would write them', async () => {
    const { dir, git, write } = await repository();
    write('.gitattributes', '*.md text working-tree-encoding=UTF-16LE-BOM\n');
    await git('add', '.gitattributes');
    const { staged, oracle } = await bothWays(dir, git, false);
    expect(staged).toEqual(oracle);
    expect(staged.findings.join('\n')).toContain('file-binary');
  });

  test('line ends converted on checkout (core.autocrlf): the staged bytes are read whole', async () => {
    const { dir, git } = await repository();
    await git('config', 'core.autocrlf', 'true');
    // Broken lines staged in two files, the working copies put back as they were.
    for (const file of ['content/site.yaml', 'content/profile.yaml']) {
      const before = readFileSync(join(dir, file));
      appendFileSync(join(dir, file), 'broken: [\n');
      await git('add', file);
      writeFileSync(join(dir, file), before);
    }
    const { staged, oracle, exit } = await bothWays(dir, git);
    expect(staged).toEqual(oracle);
    expect(exit).toBe(1);
    expect(staged.findings.join('\n')).toContain('content/site.yaml');
    expect(staged.findings.join('\n')).toContain('content/profile.yaml');
  });

  test('a content folder that is a link in the working tree: the index is read, not the link', async () => {
    const { dir, git, write } = await repository();
    await git('mv', 'content', 'good');
    await git('commit', '-qm', 'moved');
    await git('checkout', '-q', 'HEAD~1', '--', 'content');
    write('content/site.yaml', `${readFileSync(join(dir, 'content/site.yaml'), 'utf8')}broken: [\n`);
    await git('add', 'content/site.yaml');
    renameSync(join(dir, 'content'), join(dir, 'content.bak'));
    symlinkSync('good', join(dir, 'content'));
    const { staged, oracle, exit } = await bothWays(dir, git, false);
    expect(staged).toEqual(oracle);
    expect(exit).toBe(1);
  });

  test('GIT_LITERAL_PATHSPECS in the environment does not hide a staged .gitattributes', async () => {
    const { dir, git, write } = await repository();
    write('.gitattributes', 'content/*.yaml text working-tree-encoding=UTF-16LE-BOM\n');
    await git('add', '.gitattributes');
    const env = { GIT_LITERAL_PATHSPECS: '1' };
    const { staged, oracle } = await bothWays(dir, git, false, { env });
    expect(staged).toEqual(oracle);
    expect(staged.findings).toContain('content/site.yaml:1:file-binary');
  });

  test('a path given to --staged is looked for in the index, not the working tree', async () => {
    const { dir } = await repository();
    unlinkSync(join(dir, 'content/posts/2024/first-post.md'));
    const run = await runCli(
      ['validate', '--staged', '--root', 'content', 'content/posts/2024/first-post.md'],
      {
        cwd: dir,
        env: { TMPDIR: join(dir, 'no-such-folder') },
      },
    );
    expect(run.exitCode, String(run.stderr)).toBe(0);
    const untracked = await runCli(
      ['validate', '--staged', '--root', 'content', 'content/posts/2024/nope.md'],
      {
        cwd: dir,
      },
    );
    expect(untracked.exitCode).toBe(2);
    expect(String(untracked.stderr)).toContain('No such file or folder');
  });

  test('the first commit of a SHA-256 repository, and pathspec settings in the environment', async () => {
    const { dir, git } = await repository({ sha256: true, commit: false });
    const { staged, oracle, exit } = await bothWays(dir, git, true, { env: { GIT_ICASE_PATHSPECS: '1' } });
    expect(staged).toEqual(oracle);
    expect(exit).toBe(0);
  });

  test('an absolute --root through a link above the repository reads the index as a relative one does', async () => {
    const { dir, git, write } = await repository();
    write('content/posts/2024/post.md', BROKEN('titel'));
    await git('add', '.');
    const { dir: links, cleanup } = tempDir('site-api-staged-link-');
    cleanups.push(cleanup);
    symlinkSync(dir, join(links, 'site'));
    const run = (root: string) =>
      runCli(['validate', '--staged', '--json', '--root', root], {
        cwd: dir,
        env: { TMPDIR: join(dir, 'no-such-folder') },
      });
    const viaLink = await run(join(links, 'site', 'content'));
    const direct = await run('content');
    expect(viaLink.exitCode, String(viaLink.stderr)).toBe(1);
    // The same findings, named from the current folder through the link or not.
    const tail = (stdout: unknown) => findings(stdout).findings.map((f) => f.slice(f.indexOf('content/')));
    expect(tail(viaLink.stdout)).toEqual(tail(direct.stdout));
    expect(tail(direct.stdout)).toContain('content/posts/2024/post.md:2:unknown-key');
  });

  test('a file git is told not to look at in the working tree is read from the index', async () => {
    const { dir, git, write } = await repository();
    // assume-unchanged: git diff-files no longer reports the working copy, which is broken.
    await git('update-index', '--assume-unchanged', 'content/posts/2024/first-post.md');
    write('content/posts/2024/first-post.md', BROKEN('titel'));
    const { staged, oracle, exit } = await bothWays(dir, git, false);
    expect(staged).toEqual(oracle);
    expect(exit).toBe(0);
  });
  test('what the last run kept stands for a file only while the index holds the same object', async () => {
    const { dir, git, write } = await repository();
    write('content/posts/2024/a.md', GOOD('가'));
    write('content/posts/2024/b.md', GOOD('나'));
    await git('add', '.');
    await git('commit', '-qm', 'two posts');
    expect((await bothWays(dir, git)).staged.findings).toEqual([]);
    // Broken in the index, fixed in the working tree: git's bytes, not the kept read of a.md.
    write('content/posts/2024/a.md', BROKEN('titel'));
    await git('add', '.');
    write('content/posts/2024/a.md', GOOD('고친 가'));
    const first = await bothWays(dir, git);
    expect(first.staged).toEqual(first.oracle);
    expect(first.staged.findings).toContain('content/posts/2024/a.md:2:unknown-key');
    // Staged broken, then the broken bytes read through the working tree (a new object).
    write('content/posts/2024/b.md', BROKEN('tilte'));
    await git('add', '.');
    const second = await bothWays(dir, git);
    expect(second.staged).toEqual(second.oracle);
    expect(second.staged.findings).toContain('content/posts/2024/b.md:2:unknown-key');
    expect(second.staged.findings.join('\n')).not.toContain('a.md');
    // Back to the committed b.md: the object of the first run again, kept from it.
    await git('checkout', '--', '.');
    await git('reset', '-q');
    write('content/posts/2024/b.md', GOOD('나'));
    const third = await bothWays(dir, git);
    expect(third.staged).toEqual(third.oracle);
    expect(third.staged.findings).toEqual([]);
  });
});
