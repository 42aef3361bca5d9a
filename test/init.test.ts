import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

const FLAGS = [
  '--name',
  'Jiwoo Lee',
  '--base-url',
  'https://jiwoo.example',
  '--language',
  'en',
  '--timezone',
  'Asia/Seoul',
];

describe('site-api init (flags)', () => {
  test('a new folder gets a site that validates strictly and builds, each file with its schema line', async () => {
    await inTempSite('empty', async (dir) => {
      const r = await runCli(['init', 'site', ...FLAGS, '--json'], { cwd: dir });
      expect(r.stderr).toBe('');
      expect(r.exitCode).toBe(0);
      const created: string[] = JSON.parse(String(r.stdout)).created;
      expect(created.map((f) => f.replace(/\/\d{4}\//, '/YYYY/')).sort()).toEqual([
        'site/.gitignore',
        'site/content/experience/first-company.yaml',
        'site/content/posts/YYYY/hello-world.md',
        'site/content/profile.yaml',
        'site/content/projects/first-project.yaml',
        'site/content/site.yaml',
      ]);
      for (const file of created.filter((f) => f.endsWith('.md') || f.endsWith('.yaml'))) {
        const text = readFileSync(join(dir, file), 'utf8');
        expect(text).toMatch(
          /^(---\n)?# yaml-language-server: \$schema=(\.\.\/)+node_modules\/site-api\/schemas\/content\/\w+\.schema\.json\n/,
        );
      }
      const site = join(dir, 'site');
      expect(readFileSync(join(site, 'content/site.yaml'), 'utf8')).toContain('timezone: Asia/Seoul\n');
      const validate = await runCli(['validate', '--strict'], { cwd: site });
      expect(validate.stdout).toBe('');
      expect(validate.exitCode).toBe(0);
      expect((await runCli(['build'], { cwd: site })).exitCode).toBe(0);
      expect(readdirSync(join(site, 'dist/api'))).toContain('posts.json');
    });
  });

  test('Korean is the default language, with Korean sample text and romanised ids', async () => {
    await inTempSite('empty', async (dir) => {
      const r = await runCli(['init', '--name', '한서진', '--base-url', 'https://seojin.example'], {
        cwd: dir,
      });
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toContain('content/projects/cheot-peurojekteu.yaml');
      expect(r.stdout).toContain('site-api new post');
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(0);
    });
  });

  test('a non-empty folder is refused unless --force; --force never replaces a file', async () => {
    await inTempSite('empty', async (dir) => {
      writeFileSync(join(dir, 'README.md'), 'mine\n');
      const refused = await runCli(['init', ...FLAGS], { cwd: dir });
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toContain('. is not empty (README.md)');
      expect(refused.stderr).toContain('--force');
      expect(readdirSync(dir)).toEqual(['README.md']);

      expect((await runCli(['init', ...FLAGS, '--force'], { cwd: dir })).exitCode).toBe(0);
      expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('mine\n');

      const site = readFileSync(join(dir, 'content/site.yaml'), 'utf8');
      const again = await runCli(
        ['init', '--name', 'Other', '--base-url', 'https://other.example', '--force'],
        { cwd: dir },
      );
      expect(again.exitCode).toBe(2);
      expect(again.stderr).toContain('content/site.yaml');
      expect(again.stderr).toContain('nothing was written');
      expect(readFileSync(join(dir, 'content/site.yaml'), 'utf8')).toBe(site);
    });
  });

  test.each([
    [[], '--name'],
    [['--name', 'x'], '--base-url'],
    [['--name', 'x', '--base-url', 'x.example'], 'not an absolute http(s) URL'],
    [['--name', 'x', '--base-url', 'https://x.example', '--language', 'Korean'], 'not a BCP 47 language tag'],
    [['--name', 'x', '--base-url', 'https://x.example', '--timezone', 'Mars/Base'], 'not an IANA time zone'],
  ])('init %j without a terminal: exit 2 naming the flag, nothing written', async (args, message) => {
    await inTempSite('empty', async (dir) => {
      mkdirSync(join(dir, '.git'));
      const r = await runCli(['init', ...args], { cwd: dir });
      expect(r.stderr).toContain(message);
      expect(r.exitCode).toBe(2);
      expect(readdirSync(dir)).toEqual(['.git']);
    });
  });
});
