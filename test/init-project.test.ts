import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

const FLAGS = ['--name', 'Jiwoo Lee', '--base-url', 'https://jiwoo.example/', '--timezone', 'Asia/Seoul'];

/** What `npm init -y && npm i site-api` leaves behind, and git. */
function npmProject(dir: string): void {
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "my-site", "private": true }\n');
  writeFileSync(join(dir, 'package-lock.json'), '{ "lockfileVersion": 3 }\n');
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  writeFileSync(join(dir, 'node_modules/.bin/site-api'), '#!/bin/sh\n');
  chmodSync(join(dir, 'node_modules/.bin/site-api'), 0o755);
}

describe('site-api init in an npm project', () => {
  test('package.json, its lock, node_modules and .git are no reason for --force', async () => {
    await inTempSite('empty', async (dir) => {
      npmProject(dir);
      const r = await runCli(['init', ...FLAGS], { cwd: dir });
      expect(r.stderr).toBe('');
      expect(r.exitCode).toBe(0);
      expect(readdirSync(join(dir, 'content'))).toContain('site.yaml');
      // Installed locally, the next steps run through npx: node_modules/.bin is not on PATH.
      expect(r.stdout).toContain('Next:\n  npx site-api validate');
      expect(r.stdout).toContain('npx site-api hook install');
      expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('dist/\nnode_modules/\n.wrangler/\n');
    });
  });

  test('a trailing slash on the base URL is trimmed, not refused', async () => {
    await inTempSite('empty', async (dir) => {
      const r = await runCli(['init', ...FLAGS], { cwd: dir });
      expect(r.exitCode).toBe(0);
      expect(readFileSync(join(dir, 'content/site.yaml'), 'utf8')).toMatch(
        /base_url: "?https:\/\/jiwoo\.example"?\n/,
      );
      expect(r.stdout).toContain('Next:\n  site-api validate');
    });
  });

  test('an existing .gitignore is kept and only gets the lines it lacks', async () => {
    await inTempSite('empty', async (dir) => {
      npmProject(dir);
      writeFileSync(join(dir, '.gitignore'), '# mine\n/node_modules\n*.log');
      const r = await runCli(['init', ...FLAGS, '--json'], { cwd: dir });
      expect(r.exitCode).toBe(0);
      expect(JSON.parse(String(r.stdout)).created).toContain('.gitignore');
      expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe(
        '# mine\n/node_modules\n*.log\n# site-api\ndist/\n.wrangler/\n',
      );
    });
  });

  test('another file still needs --force', async () => {
    await inTempSite('empty', async (dir) => {
      npmProject(dir);
      writeFileSync(join(dir, 'index.html'), '<p>old site</p>\n');
      const r = await runCli(['init', ...FLAGS], { cwd: dir });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toContain('is not empty (index.html)');
    });
  });
});
