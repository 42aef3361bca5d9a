import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa, type Result } from 'execa';
import { expect } from 'vitest';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
export const CLI = join(REPO, 'bin', 'site-api.js');
export const FIXTURES = join(REPO, 'test', 'fixtures');

/** Runs the real CLI as a process, with no colour and no terminal. Never throws on a non-zero exit. */
export function runCli(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<Result> {
  return execa(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    reject: false,
    stdin: 'ignore',
    env: { NO_COLOR: '1', ...options.env },
  });
}

/**
 * `site-api build --watch` in `dir` as a process, its output collected as it comes (a test may empty
 * `said.stderr` to wait for what comes next).
 */
export function startWatch(
  dir: string,
  args: string[] = [],
  timeout = 60_000,
  env: Record<string, string> = {},
) {
  const child = execa(process.execPath, [CLI, 'build', '--watch', ...args], {
    cwd: dir,
    reject: false,
    env: { NO_COLOR: '1', ...env },
    stdin: 'ignore',
    timeout,
  });
  const said = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    said.stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    said.stderr += String(chunk);
  });
  return { child, said };
}

/**
 * Makes `dir` a real git repository (no system or user git settings: HOME is `dir`), with what `add`
 * names committed once unless `commit` is false. Returns git run there; with `reject: false` a failing
 * git command is a result, not an exception (a refused commit, say).
 */
export async function gitRepository(
  dir: string,
  { add = ['.'], commit = true, sha256 = false, reject = true } = {},
): Promise<(...args: string[]) => ReturnType<typeof execa>> {
  const git = (...args: string[]) =>
    execa('git', args, {
      cwd: dir,
      reject,
      stdin: 'ignore',
      env: { NO_COLOR: '1', GIT_CONFIG_NOSYSTEM: '1', HOME: dir },
    });
  await git('init', '-q', '-b', 'main', ...(sha256 ? ['--object-format=sha256'] : []));
  await git('config', 'user.email', 'test@example.com');
  await git('config', 'user.name', 'Test');
  await git('add', ...add);
  if (commit) await git('commit', '-qm', 'site');
  return git;
}

/** Polls until `check` holds, for at most `ms`. */
export async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until `said` (a process's output so far) has not grown for `ms`: every rebuild a --watch
 * session was started on is done, a second event of the same save included.
 */
export async function untilQuiet(said: () => string, ms = 500): Promise<void> {
  for (let seen = -1; seen !== said().length; ) {
    seen = said().length;
    await new Promise((r) => setTimeout(r, ms));
  }
}

/** A fresh temporary folder; removed by the returned cleanup. */
/** A copy of the sample content at `<site>/content`, and its posts' paths (absolute, in path order). */
export function sampleCopy(site: string): { root: string; posts: string[] } {
  const root = join(site, 'content');
  cpSync(join(REPO, 'content'), root, { recursive: true });
  const posts = readdirSync(join(root, 'posts'), { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.md'))
    .sort()
    .map((p) => join(root, 'posts', p));
  return { root, posts };
}

/** An edit of a file, which must change it; the path, as a watcher would name it. */
export function rewrite(file: string, change: (text: string) => string): string[] {
  const text = readFileSync(file, 'utf8');
  const after = change(text);
  expect(after, `the edit of ${file} changes it`).not.toBe(text);
  writeFileSync(file, after);
  return [file];
}

export function tempDir(prefix = 'site-api-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FixtureSetup {
  remove?: string[];
  bytes?: Record<string, string>;
  text?: Record<string, string>;
  symlink?: Record<string, string>;
}

/**
 * Copies the minimal valid site into `dir`, then lays a broken fixture over it: its `content/` files,
 * then what its setup.json asks for (files removed, raw bytes, names in NFD, symlinks), which git
 * or a checkout could not carry faithfully.
 */
export function makeSite(dir: string, fixture?: string): void {
  cpSync(join(FIXTURES, 'minimal'), dir, { recursive: true });
  if (!fixture) return;
  const source = join(FIXTURES, 'broken', fixture);
  try {
    cpSync(join(source, 'content'), join(dir, 'content'), { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let setup: FixtureSetup = {};
  try {
    setup = JSON.parse(readFileSync(join(source, 'setup.json'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const path of setup.remove ?? []) rmSync(join(dir, path));
  const write = (path: string, data: Uint8Array | string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  };
  for (const [path, base64] of Object.entries(setup.bytes ?? {})) write(path, Buffer.from(base64, 'base64'));
  for (const [path, text] of Object.entries(setup.text ?? {})) write(path, text);
  for (const [path, target] of Object.entries(setup.symlink ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    symlinkSync(target, join(dir, path));
  }
}

/**
 * Runs `fn` in a fresh temporary folder holding nothing ('empty'), the minimal valid site ('minimal')
 * or the minimal site with a broken fixture laid over it; the folder is removed afterwards.
 */
export async function inTempSite<T>(
  site: 'empty' | 'minimal' | string,
  fn: (dir: string) => Promise<T>,
): Promise<T> {
  const { dir, cleanup } = tempDir();
  try {
    if (site !== 'empty') makeSite(dir, site === 'minimal' ? undefined : site);
    return await fn(dir);
  } finally {
    cleanup();
  }
}

/** Every file under `dir` (path relative to it → bytes), to compare two builds byte for byte. */
export function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(relative(dir, path), readFileSync(path));
  }
  return files;
}

/**
 * A preload (`NODE_OPTIONS=--require <it>`) that plays an editor saving `edited` while site-api reads
 * the content folder: when `later` (a file read after it) is first opened, `text` is appended to
 * `edited`, which has been read already. With `call` 'lstatSync': when `later` is first looked at
 * (the content's key looks at a file it knows without opening it). Written into `dir`; returns its path.
 */
export function saveWhileRead(
  dir: string,
  later: string,
  edited: string,
  text: string,
  call: 'openSync' | 'lstatSync' = 'openSync',
): string {
  const file = join(dir, 'save-while-read.cjs');
  writeFileSync(
    file,
    `const fs = require('node:fs');
const original = fs.${call};
let done = false;
fs.${call} = function (path, ...rest) {
  if (!done && String(path) === ${JSON.stringify(later)}) {
    done = true;
    fs.appendFileSync(${JSON.stringify(edited)}, ${JSON.stringify(text)});
  }
  return original.call(this, path, ...rest);
};
`,
  );
  return file;
}

/**
 * In a copy of the minimal fixture: the environment under which a first build's read of the content
 * folder is interrupted by a save of first-post.md (saveWhileRead), and the sentence that save adds.
 */
export function saveDuringFirstRead(dir: string): { env: Record<string, string>; sentence: string } {
  const posts = join(dir, 'content/posts/2024');
  const sentence = '첫 빌드 중에 저장한 문장.';
  const preload = saveWhileRead(
    dir,
    join(posts, 'second-post.md'),
    join(posts, 'first-post.md'),
    `\n${sentence}\n`,
  );
  return { env: { NODE_OPTIONS: `--require ${preload}` }, sentence };
}
