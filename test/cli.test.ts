import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { inTempSite, makeSite, REPO, runCli, tempDir } from './helpers.js';

const site = tempDir();
makeSite(site.dir, 'unknown-key');
afterAll(site.cleanup);

describe('site-api validate on the bundled sample site', () => {
  test('is clean, even with --strict', async () => {
    const result = await runCli(['validate', '--strict', '--json'], { cwd: REPO });
    const report = JSON.parse(String(result.stdout));
    expect(report.diagnostics).toEqual([]);
    expect(report.files).toBeGreaterThanOrEqual(40 + 6 + 4 + 2);
    expect(result.exitCode).toBe(0);
  });
});

describe('command line conventions', () => {
  test('--help shows examples for every command', async () => {
    for (const args of [
      ['--help'],
      ['validate', '--help'],
      ['hook', '--help'],
      ['hook', 'install', '--help'],
    ]) {
      const result = await runCli(args, { cwd: REPO });
      expect(result.exitCode, args.join(' ')).toBe(0);
      expect(String(result.stdout), args.join(' ')).toMatch(/Examples?:\n\s+\$ site-api /);
    }
  });

  test("--root's default is said once, as what it means", async () => {
    for (const command of [
      ['validate'],
      ['build'],
      ['serve'],
      ['diff'],
      ['publish'],
      ['hook', 'install'],
      ['new', 'post'],
    ]) {
      const help = String((await runCli([...command, '--help'], { cwd: REPO })).stdout).replace(/\s+/g, ' ');
      expect(help, command.join(' ')).toContain('(default: the site found from here upward)');
      expect(help, command.join(' ')).not.toContain('(default: "content")');
    }
  });

  test('--version prints the package version', async () => {
    const result = await runCli(['--version'], { cwd: REPO });
    expect(String(result.stdout).trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test.each([[['frobnicate']], [['validate', '--format', 'xml']], [['validate', '--no-such-flag']]])(
    'a usage error %j exits 2 with a message',
    async (args) => {
      const result = await runCli(args, { cwd: REPO });
      expect(result.exitCode).toBe(2);
      expect(String(result.stderr)).toMatch(/^site-api: /);
    },
  );

  test('a missing content folder exits 2 and says how to fix it', async () => {
    await inTempSite('empty', async (dir) => {
      const result = await runCli(['validate'], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(String(result.stderr)).toContain('No content folder at content');
      expect(String(result.stderr)).toContain('--root');
    });
  });

  test.each([[['build', '--watch']], [['serve', '--watch', '--port', '0']]])(
    'a missing content folder: %j exits 2 and says how to fix it (its watcher is not the error)',
    async (args) => {
      await inTempSite('empty', async (dir) => {
        const result = await runCli(args, { cwd: dir });
        expect(result.exitCode).toBe(2);
        expect(String(result.stderr)).toContain('No content folder at content');
        expect(String(result.stderr)).not.toContain('internal error');
      });
    },
  );

  test('a FIFO in the content folder is an I/O error (exit 2), never a hang', async () => {
    await inTempSite('minimal', async (dir) => {
      await execa('mkfifo', [join(dir, 'content/posts/2024/pipe.md')]);
      const result = await runCli(['validate'], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(String(result.stdout)).toContain('content/posts/2024/pipe.md  error  file-unreadable');
    });
  });

  test('control characters from content are printed escaped, never raw', async () => {
    await inTempSite('minimal', async (dir) => {
      writeFileSync(
        join(dir, 'content/profile.yaml'),
        'name: x\njob_title: y\nurl: https://x.example\n"bad\\nkey\\e[2J": 1\n',
      );
      const result = await runCli(['validate'], { cwd: dir });
      expect(result.exitCode).toBe(1);
      expect(String(result.stdout)).not.toContain('\u001b');
      expect(String(result.stdout)).toContain('Unknown key "bad\\u{a}key\\u{1b}[2J"');
    });
  });

  test('a path reached through a link that leaves the content folder is reported, not passed', async () => {
    await inTempSite('symlink-outside', async (dir) => {
      const result = await runCli(['validate', 'content/posts/2024/leak.md'], { cwd: dir });
      expect(result.exitCode).toBe(1);
      expect(String(result.stdout)).toContain('symlink-outside');
    });
  });

  test('--root naming a file is a usage error', async () => {
    const result = await runCli(['validate', '--root', 'content/site.yaml'], { cwd: REPO });
    expect(result.exitCode).toBe(2);
    expect(String(result.stderr)).toContain('content/site.yaml is a file, not the content folder');
  });

  test('--staged outside a git repository exits 2', async () => {
    const result = await runCli(['validate', '--staged'], {
      cwd: site.dir,
      env: { GIT_CEILING_DIRECTORIES: site.dir },
    });
    expect(result.exitCode).toBe(2);
    expect(String(result.stderr)).toContain('--staged needs a git repository');
  });

  test('--root points at another content folder', async () => {
    const result = await runCli(['validate', '--root', join(site.dir, 'content')], { cwd: REPO });
    expect(result.exitCode).toBe(1);
    expect(String(result.stdout)).toContain('unknown-key');
  });

  test('paths limit what is reported', async () => {
    const other = await runCli(['validate', 'content/profile.yaml'], { cwd: site.dir });
    expect(other.exitCode).toBe(0);
    expect(String(other.stderr)).toContain('1 file checked, no problems');
    const broken = await runCli(['validate', 'content/posts'], { cwd: site.dir });
    expect(broken.exitCode).toBe(1);
    const outside = await runCli(['validate', 'package.json'], { cwd: REPO });
    expect(outside.exitCode).toBe(2);
    expect(String(outside.stderr)).toContain('outside the content folder');
  });

  test('warnings fail only with --strict', async () => {
    await inTempSite('tag-drift', async (dir) => {
      expect((await runCli(['validate'], { cwd: dir })).exitCode).toBe(0);
      const strict = await runCli(['validate', '--strict'], { cwd: dir });
      expect(strict.exitCode).toBe(1);
      // The summary's mark says the run failed, and why.
      expect(String(strict.stderr)).toMatch(/^✖ .*: 0 errors, 2 warnings \(--strict: warnings fail\)\.$/m);
      expect(String((await runCli(['validate'], { cwd: dir })).stderr)).toMatch(
        /^⚠ .*: 0 errors, 2 warnings\.$/m,
      );
    });
  });

  test('a build goes ahead with warnings and says how many of which kind; --json lists them, --quiet nothing', async () => {
    await inTempSite('tag-drift', async (dir) => {
      const built = await runCli(['build'], { cwd: dir });
      expect(built.exitCode).toBe(0);
      const line = '⚠ 2 warnings in the content (2 tag-drift): `site-api validate` shows each.';
      expect(String(built.stderr)).toContain(line);
      // Nothing to build: the findings come from the cache's record of the last build, the same.
      const again = await runCli(['build'], { cwd: dir });
      expect(String(again.stderr)).toContain('nothing changed');
      expect(String(again.stderr)).toContain(line);
      const json = await runCli(['build', '--json'], { cwd: dir });
      const report = JSON.parse(String(json.stdout));
      expect([report.ok, report.warnings]).toEqual([true, 2]);
      expect(report.diagnostics.map((d: { code: string; file: string }) => [d.code, d.file])).toEqual([
        ['tag-drift', 'content/posts/2024/fourth-post.md'],
        ['tag-drift', 'content/posts/2024/third-post.md'],
      ]);
      expect(String(json.stderr)).toBe('');
      const quiet = await runCli(['build', '--quiet'], { cwd: dir });
      expect([quiet.exitCode, String(quiet.stdout), String(quiet.stderr)]).toEqual([0, '', '']);
    });
    await inTempSite('minimal', async (dir) => {
      const clean = await runCli(['build'], { cwd: dir });
      expect(String(clean.stderr)).toContain('✔');
      expect(String(clean.stderr)).not.toContain('warning');
      expect(JSON.parse(String((await runCli(['build', '--json'], { cwd: dir })).stdout)).warnings).toBe(0);
    });
  });

  test('build refuses an output folder that is the content folder or inside it, writing nothing', async () => {
    await inTempSite('minimal', async (dir) => {
      // `content/..x` is a folder named `..x` inside it.
      for (const out of [
        'content',
        'content/posts/out',
        'content/public',
        './content/../content/x',
        'content/..x',
      ]) {
        const result = await runCli(['build', '--out', out], { cwd: dir });
        expect(result.exitCode).toBe(2);
        expect(String(result.stderr)).toMatch(/is (inside )?the content folder/);
        expect(String(result.stderr)).toContain('--out dist');
      }
      expect(existsSync(join(dir, 'content/posts/out'))).toBe(false);
      expect(existsSync(join(dir, 'content/public'))).toBe(false);
      expect((await runCli(['validate'], { cwd: dir })).exitCode).toBe(0);
      expect(existsSync(join(dir, 'content/..x'))).toBe(false);
      // Beside it is fine, also under a name that starts with two dots.
      expect((await runCli(['build', '--quiet', '--out', 'content-out'], { cwd: dir })).exitCode).toBe(0);
      expect((await runCli(['build', '--quiet', '--out', 'content/../..dist'], { cwd: dir })).exitCode).toBe(
        0,
      );
      expect(existsSync(join(dir, '..dist/api/index.json'))).toBe(true);
    });
  });

  test('--format github prints workflow annotations', async () => {
    const result = await runCli(['validate', '--format', 'github'], { cwd: site.dir });
    expect(String(result.stdout)).toContain(
      '::error file=content/posts/2024/first-post.md,line=2,col=1,title=unknown-key::Unknown key "titel": did you mean "title"? "title" is required.%0A',
    );
  });

  test('colour only on request, never with NO_COLOR', async () => {
    const forced = await runCli(['validate'], { cwd: site.dir, env: { FORCE_COLOR: '1', NO_COLOR: '' } });
    expect(String(forced.stdout)).toContain('\u001b[');
    const plain = await runCli(['validate'], { cwd: site.dir, env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(String(plain.stdout)).not.toContain('\u001b[');
  });
});
