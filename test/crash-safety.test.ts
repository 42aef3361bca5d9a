import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, makeSite, runCli, snapshot, tempDir } from './helpers.js';
import { startServe } from './servers.js';

// A run killed anywhere leaves something the next run repairs; I/O faults are user errors (exit 2)
// naming the path and a way out.
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups.reverse()) c();
});

function site(): string {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  makeSite(dir);
  return dir;
}

/** A pid no process has: above the kernel's pid_max. */
const DEAD = 4_194_400;

describe('the output swap', () => {
  test('killed between its two renames: the next build puts the old output back first, then replaces it; leftovers of dead runs are swept', async () => {
    const dir = site();
    expect((await runCli(['build'], { cwd: dir })).exitCode).toBe(0);
    const before = readFileSync(join(dir, 'dist/api/posts.json'), 'utf8');
    // The state a kill between `dist → .dist.old-*` and `.dist.tmp-* → dist` leaves.
    renameSync(join(dir, 'dist'), join(dir, `.dist.old-${DEAD}-aaaa`));
    mkdirSync(join(dir, `.dist.tmp-${DEAD}-bbbb/api`), { recursive: true });
    // A live run's folders are not touched.
    mkdirSync(join(dir, `.dist.tmp-${process.pid}-cccc`));

    const served = await startServe(['--dir', 'dist'], dir);
    try {
      const response = await fetch(`${served.url}/api/posts.json`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(before);
    } finally {
      await served.stop();
    }
    expect(
      readdirSync(dir)
        .filter((n) => n.startsWith('.dist'))
        .sort(),
    ).toEqual([`.dist.tmp-${process.pid}-cccc`]);

    renameSync(join(dir, 'dist'), join(dir, `.dist.old-${DEAD}-dddd`));
    appendFileSync(join(dir, 'content/posts/2024/first-post.md'), '\n덧붙임\n');
    const build = await runCli(['build'], { cwd: dir });
    expect(build.exitCode).toBe(0);
    expect(existsSync(join(dir, 'dist/api/posts.json'))).toBe(true);
    expect(
      readdirSync(dir)
        .filter((n) => n.startsWith('.dist'))
        .sort(),
    ).toEqual([`.dist.tmp-${process.pid}-cccc`]);
  });

  test('a publish stopped by SIGTERM removes its staging folder; the next sweeps one a killed run left', async () => {
    const dir = site();
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    mkdirSync(join(tmp, `site-api-publish-${DEAD}-left`));
    mkdirSync(join(tmp, `site-api-publish-${process.pid}-live`));
    const marker = join(dir, 'staged-at');
    appendFileSync(
      join(dir, 'content/site.yaml'),
      `publish:\n  targets:\n    slow:\n      type: command\n      command: [/bin/sh, -c, 'echo "$1" > ${marker}; sleep 5', sh, '{dir}']\n`,
    );
    const child = execa(process.execPath, [CLI, 'publish', '--target', 'slow', '--yes'], {
      cwd: dir,
      reject: false,
      env: { NO_COLOR: '1', TMPDIR: tmp },
    });
    // The shell makes the file before echo writes the line: wait for the line, not the file (a CI
    // run read it empty in session 38).
    const line = () => (existsSync(marker) ? readFileSync(marker, 'utf8') : '');
    for (let i = 0; i < 200 && !line().endsWith('\n'); i++) await new Promise((r) => setTimeout(r, 50));
    const staged = line().trim();
    expect(existsSync(staged)).toBe(true);
    expect(readdirSync(tmp).sort()).toEqual(
      [`site-api-publish-${process.pid}-live`, staged.slice(tmp.length + 1)].sort(),
    );
    child.kill('SIGTERM');
    const result = await child;
    // 143 from site-api's own handler; execa's child cleanup may re-raise the signal instead.
    expect([result.exitCode, result.signal, String(result.stderr)]).toEqual([143, undefined, '']);
    expect(existsSync(staged)).toBe(false);
    expect(readdirSync(tmp)).toEqual([`site-api-publish-${process.pid}-live`]);
  }, 30_000);
});

describe('I/O faults are exit 2 with the path and a way out, not "a bug"', () => {
  const fault = (run: { exitCode?: number; stderr: unknown }, code: string, path: string) => {
    expect(run.exitCode).toBe(2);
    const err = String(run.stderr);
    expect(err).toContain(`[${code}]`);
    expect(err).toContain(path);
    expect(err).toMatch(/hint: \S/);
    expect(err).not.toMatch(/internal error|a bug/);
  };

  test('ENOTDIR: --out under a file', async () => {
    const dir = site();
    writeFileSync(join(dir, 'afile'), 'x');
    fault(await runCli(['build', '--out', 'afile/dist'], { cwd: dir }), 'ENOTDIR', 'afile');
  });

  test('EACCES: an output folder the user may not write (as nobody, or a non-root user)', async () => {
    const dir = site();
    mkdirSync(join(dir, 'locked'));
    chmodSync(join(dir, 'locked'), 0o555);
    chmodSync(dir, 0o777);
    const args = [CLI, 'build', '--out', 'locked/dist'];
    // As root, drop the capabilities that override file modes (still root, so the checkout stays
    // readable wherever CI cloned it; `nobody` may not enter a 700 temporary folder above it).
    const unprivileged = [
      '--bounding-set',
      '-dac_override,-dac_read_search',
      '--inh-caps',
      '-dac_override,-dac_read_search',
    ];
    const run =
      process.getuid?.() === 0
        ? await execa('setpriv', [...unprivileged, '--', process.execPath, ...args], {
            cwd: dir,
            reject: false,
            env: { NO_COLOR: '1' },
          })
        : await execa(process.execPath, args, { cwd: dir, reject: false, env: { NO_COLOR: '1' } });
    fault(run, 'EACCES', 'locked');
  });

  test.each([
    ['ENOSPC', 'size=24k'],
    ['EROFS', 'ro,size=1m'],
  ])('%s: a tmpfs mounted %s', async (code, options) => {
    const dir = site();
    const mnt = join(dir, 'mnt');
    mkdirSync(mnt);
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', mnt]);
    cleanups.push(() => execFileSync('umount', [mnt]));
    fault(await runCli(['build', '--out', 'mnt/dist'], { cwd: dir }), code, 'mnt');
  });

  test('ENOSPC while the build holds its pages beside the output: the output stays as it was, nothing is left', async () => {
    const dir = site();
    const mnt = join(dir, 'mnt');
    mkdirSync(mnt);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mnt]);
    cleanups.push(() => execFileSync('umount', [mnt]));
    expect((await runCli(['build', '--out', 'mnt/dist'], { cwd: dir })).exitCode).toBe(0);
    const before = snapshot(join(mnt, 'dist'));
    // The disk all but full, and a post changed: the rebuild's pages (held in a file beside the
    // output until the write, ground/spill.ts) no longer fit, before anything is written.
    const { bavail, bsize } = statfsSync(mnt);
    writeFileSync(join(mnt, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 8192)));
    appendFileSync(join(dir, 'content/posts/2024/first-post.md'), '\n한 문장 더.\n');
    const full = await runCli(['build', '--out', 'mnt/dist'], { cwd: dir });
    fault(full, 'ENOSPC', 'mnt');
    // The file it names was never seen in the folder: the message says what it is.
    expect(String(full.stderr)).toContain('where this build holds the files it made until it writes them');
    expect(snapshot(join(mnt, 'dist'))).toEqual(before);
    // No spill, staging folder or lock left beside the output.
    expect(readdirSync(mnt).sort()).toEqual(['dist', 'filler']);
  });
});
