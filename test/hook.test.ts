import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { execa } from 'execa';
import { afterEach, describe, expect, test } from 'vitest';
import { gitRepository, makeSite, runCli, tempDir } from './helpers.js';

const BROKEN_POST = '---\ntitel: 고장 난 글\ndate: 2024-06-01\n---\n\n본문\n';
const FIXED_POST = '---\ntitle: 고친 글\ndate: 2024-06-01\n---\n\n본문\n';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

/** A real git repository holding the minimal site, committed once. */
async function repository(): Promise<{ dir: string; git: (...args: string[]) => ReturnType<typeof execa> }> {
  const { dir, cleanup } = tempDir('site-api-hook-');
  cleanups.push(cleanup);
  makeSite(dir);
  return { dir, git: await gitRepository(dir, { reject: false }) };
}

describe('the pre-commit hook in a real git repository', () => {
  test('refuses a commit of broken content, showing the error, and accepts the fix', async () => {
    const { dir, git } = await repository();
    const install = await runCli(['hook', 'install'], { cwd: dir });
    expect(install.exitCode).toBe(0);
    expect(String(install.stdout)).toContain('Installed the pre-commit hook at .git/hooks/pre-commit');

    writeFileSync(join(dir, 'content/posts/2024/new-post.md'), BROKEN_POST);
    await git('add', '.');
    const refused = await git('commit', '-m', 'broken post');
    expect(refused.exitCode).not.toBe(0);
    // git sends a hook's output to stderr.
    expect(String(refused.stderr)).toContain(
      'content/posts/2024/new-post.md:2:1  error  unknown-key  Unknown key "titel": did you mean "title"?',
    );
    expect(String((await git('log', '--oneline')).stdout).split('\n')).toHaveLength(1);

    writeFileSync(join(dir, 'content/posts/2024/new-post.md'), FIXED_POST);
    await git('add', '.');
    const accepted = await git('commit', '-m', 'fixed post');
    expect(accepted.exitCode, String(accepted.stderr)).toBe(0);
    expect(String((await git('log', '--oneline')).stdout).split('\n')).toHaveLength(2);
  });

  test('checks what is staged, not the working tree', async () => {
    const { dir, git } = await repository();
    await runCli(['hook', 'install'], { cwd: dir });
    const post = join(dir, 'content/posts/2024/new-post.md');

    // Broken in the index, fixed only in the working tree: refused.
    writeFileSync(post, BROKEN_POST);
    await git('add', '.');
    writeFileSync(post, FIXED_POST);
    const refused = await git('commit', '-m', 'broken post staged');
    expect(refused.exitCode).not.toBe(0);
    expect(String(refused.stderr)).toContain('content/posts/2024/new-post.md:2:1  error  unknown-key');

    // Fixed in the index, broken again in the working tree: accepted.
    await git('add', '.');
    writeFileSync(post, BROKEN_POST);
    const accepted = await git('commit', '-m', 'fixed post staged');
    expect(accepted.exitCode, String(accepted.stderr)).toBe(0);
  });

  test('git commit -a and git commit <path> check the index git builds for them', async () => {
    const { dir, git } = await repository();
    await runCli(['hook', 'install'], { cwd: dir });
    const first = join(dir, 'content/posts/2024/first-post.md');
    const post = join(dir, 'content/posts/2024/new-post.md');
    // -a stages the broken edit of a tracked post into the index the hook sees: refused.
    writeFileSync(first, BROKEN_POST);
    const all = await git('commit', '-a', '-m', 'broken edit');
    expect(all.exitCode).not.toBe(0);
    expect(String(all.stderr)).toContain('content/posts/2024/first-post.md:2:1  error  unknown-key');
    // Committing only the new post leaves the broken edit out of the commit: accepted.
    writeFileSync(post, FIXED_POST);
    await git('add', post);
    const only = await git('commit', '-m', 'only the new post', '--', post);
    expect(only.exitCode, String(only.stderr)).toBe(0);
    expect(String((await git('show', '--stat', '--format=', 'HEAD')).stdout)).toContain('new-post.md');
  });

  test('installed from inside the content folder, it still finds the content from the top', async () => {
    const { dir, git } = await repository();
    const install = await runCli(['hook', 'install', '--root', '.'], { cwd: join(dir, 'content') });
    expect(install.exitCode).toBe(0);
    expect(readFileSync(join(dir, '.git/hooks/pre-commit'), 'utf8')).toContain("--root 'content'");
    writeFileSync(join(dir, 'content/posts/2024/new-post.md'), FIXED_POST);
    await git('add', '.');
    const accepted = await git('commit', '-m', 'valid post');
    expect(accepted.exitCode, String(accepted.stderr)).toBe(0);
  });

  test('honours core.hooksPath, creating the folder', async () => {
    const { dir, git } = await repository();
    await git('config', 'core.hooksPath', '.githooks');
    const install = await runCli(['hook', 'install'], { cwd: dir });
    expect(install.exitCode, String(install.stderr)).toBe(0);
    expect(existsSync(join(dir, '.githooks/pre-commit'))).toBe(true);
    writeFileSync(join(dir, 'content/posts/2024/new-post.md'), BROKEN_POST);
    await git('add', 'content');
    expect((await git('commit', '-m', 'broken post')).exitCode).not.toBe(0);
  });

  test('validate --staged reads the index also when --root is absolute', async () => {
    const { dir, git } = await repository();
    const post = join(dir, 'content/posts/2024/new-post.md');
    writeFileSync(post, FIXED_POST);
    await git('add', '.');
    writeFileSync(post, BROKEN_POST);
    const staged = await runCli(['validate', '--staged', '--root', join(dir, 'content')], { cwd: dir });
    expect(staged.exitCode, String(staged.stdout)).toBe(0);
    const tree = await runCli(['validate', '--root', join(dir, 'content')], { cwd: dir });
    expect(tree.exitCode).toBe(1);
  });

  test('installing twice changes nothing', async () => {
    const { dir } = await repository();
    await runCli(['hook', 'install'], { cwd: dir });
    const hook = readFileSync(join(dir, '.git/hooks/pre-commit'), 'utf8');
    const again = await runCli(['hook', 'install'], { cwd: dir });
    expect(again.exitCode).toBe(0);
    expect(String(again.stdout)).toContain('already installed');
    expect(readFileSync(join(dir, '.git/hooks/pre-commit'), 'utf8')).toBe(hook);
  });

  test('keeps an existing hook, runs it first, and restores it on uninstall', async () => {
    const { dir, git } = await repository();
    const own = '#!/bin/sh\necho "own hook ran"\nexit 0\n';
    writeFileSync(join(dir, '.git/hooks/pre-commit'), own);
    chmodSync(join(dir, '.git/hooks/pre-commit'), 0o755);

    const install = await runCli(['hook', 'install'], { cwd: dir });
    expect(String(install.stdout)).toContain('kept as .git/hooks/pre-commit.site-api-chained');

    writeFileSync(join(dir, 'content/posts/2024/new-post.md'), BROKEN_POST);
    await git('add', '.');
    const refused = await git('commit', '-m', 'broken post');
    expect(String(refused.stderr)).toContain('own hook ran');
    expect(String(refused.stderr)).toContain('unknown-key');
    expect(refused.exitCode).not.toBe(0);

    const uninstall = await runCli(['hook', 'uninstall'], { cwd: dir });
    expect(uninstall.exitCode).toBe(0);
    expect(readFileSync(join(dir, '.git/hooks/pre-commit'), 'utf8')).toBe(own);
    expect(existsSync(join(dir, '.git/hooks/pre-commit.site-api-chained'))).toBe(false);
  });

  test('a failing chained hook still blocks the commit', async () => {
    const { dir, git } = await repository();
    writeFileSync(join(dir, '.git/hooks/pre-commit'), '#!/bin/sh\necho "lint failed" >&2\nexit 3\n');
    chmodSync(join(dir, '.git/hooks/pre-commit'), 0o755);
    await runCli(['hook', 'install'], { cwd: dir });
    writeFileSync(join(dir, 'content/posts/2024/new-post.md'), FIXED_POST);
    await git('add', '.');
    const refused = await git('commit', '-m', 'valid post, failing lint');
    expect(refused.exitCode).not.toBe(0);
    expect(String(refused.stderr)).toContain('lint failed');
  });

  test('refuses to touch a hook of the pre-commit framework, and says why', async () => {
    const { dir } = await repository();
    const framework = '#!/usr/bin/env bash\n# File generated by pre-commit: https://pre-commit.com\nexit 0\n';
    writeFileSync(join(dir, '.git/hooks/pre-commit'), framework);
    chmodSync(join(dir, '.git/hooks/pre-commit'), 0o755);
    const install = await runCli(['hook', 'install'], { cwd: dir });
    expect(install.exitCode).toBe(2);
    expect(String(install.stderr)).toContain('pre-commit framework');
    expect(String(install.stderr)).toContain('.pre-commit-hooks.yaml');
    expect(readFileSync(join(dir, '.git/hooks/pre-commit'), 'utf8')).toBe(framework);
  });

  test('outside a git repository it exits 2 with a way out', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const install = await runCli(['hook', 'install'], { cwd: dir, env: { GIT_CEILING_DIRECTORIES: dir } });
    expect(install.exitCode).toBe(2);
    expect(String(install.stderr)).toContain('git init');
  });
});
