import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

// Site discovery as git and hugo do it: from anywhere inside a site, the command finds the folder
// holding site.yaml; --root still wins; a wrong --root is answered with a "did you mean".
describe('site discovery', () => {
  test('validate and build from content/posts/2024 find the site and build into its dist/', async () => {
    await inTempSite('minimal', async (dir) => {
      const deep = join(dir, 'content/posts/2024');
      const validate = await runCli(['validate'], { cwd: deep });
      expect(validate.stderr).toContain('files checked');
      expect(validate.exitCode).toBe(0);
      const build = await runCli(['build', '-q'], { cwd: deep });
      expect(build.stderr).toBe('');
      expect(build.exitCode).toBe(0);
      expect(existsSync(join(dir, 'dist/api/posts.json'))).toBe(true);
      expect(existsSync(join(deep, 'dist'))).toBe(false);
    });
  });

  test('from the content folder itself, the site around it is found', async () => {
    await inTempSite('minimal', async (dir) => {
      const build = await runCli(['build', '-q'], { cwd: join(dir, 'content') });
      expect(build.exitCode).toBe(0);
      expect(existsSync(join(dir, 'dist/api/index.json'))).toBe(true);
    });
  });

  test('a path argument and --out keep meaning what they meant where the user stands', async () => {
    await inTempSite('missing-title', async (dir) => {
      const deep = join(dir, 'content/posts/2024');
      const broken = await runCli(['validate', '--json'], { cwd: deep });
      expect(broken.exitCode).toBe(1);
      const files = JSON.parse(String(broken.stdout)).diagnostics.map((d: { file: string }) => d.file);
      expect(files.length).toBeGreaterThan(0);
      expect(files).toContain('content/posts/2024/first-post.md');
      // Only the named file is reported on, though the whole site is read.
      const clean = await runCli(['validate', 'second-post.md', '--json'], { cwd: deep });
      expect(JSON.parse(String(clean.stdout)).diagnostics).toEqual([]);
      expect(clean.exitCode).toBe(0);
    });
  });

  test('--out given relative to a subfolder lands there', async () => {
    await inTempSite('minimal', async (dir) => {
      const deep = join(dir, 'content/posts');
      const build = await runCli(['build', '-q', '--out', '../../preview'], { cwd: deep });
      expect(build.exitCode).toBe(0);
      expect(existsSync(join(dir, 'preview/api/posts.json'))).toBe(true);
    });
  });

  test('--root still wins over the site found upward', async () => {
    await inTempSite('minimal', async (dir) => {
      cpSync(join(dir, 'content'), join(dir, 'other'), { recursive: true });
      rmSync(join(dir, 'other/posts/2024/second-post.md'));
      const build = await runCli(['build', '-q', '--root', 'other', '--out', 'o'], { cwd: dir });
      expect(build.exitCode).toBe(0);
      expect(readFileSync(join(dir, 'o/api/posts.json'), 'utf8')).not.toContain('second-post');
      expect(readFileSync(join(dir, 'o/api/posts.json'), 'utf8')).toContain('first-post');
    });
  });

  test('a wrong --root gets a "did you mean" naming a folder that holds site.yaml', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(['validate', '--root', 'contnet'], { cwd: dir });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toContain('No content folder at contnet.');
      expect(r.stderr).toContain('Did you mean --root content?');
    });
  });

  test('outside any site: the error says no site.yaml was found upward and names a nearby one', async () => {
    await inTempSite('empty', async (dir) => {
      mkdirSync(join(dir, 'blog'));
      cpSync(join(import.meta.dirname, 'fixtures/minimal'), join(dir, 'blog'), { recursive: true });
      // A site.yaml inside node_modules is some package's, never a suggestion.
      mkdirSync(join(dir, 'node_modules/pkg'), { recursive: true });
      writeFileSync(join(dir, 'node_modules/pkg/site.yaml'), 'title: x\n');
      const r = await runCli(['validate'], { cwd: dir });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toContain('no site.yaml in');
      expect(r.stderr).toContain('Did you mean --root blog/content?');
      expect(r.stderr).not.toContain('node_modules');
    });
  });

  test('a content folder that is the site folder never reads node_modules or dist/', async () => {
    await inTempSite('minimal', async (dir) => {
      const content = join(dir, 'content');
      for (const junk of ['node_modules/pkg/readme.md', 'dist/api/posts.json']) {
        mkdirSync(join(content, junk, '..'), { recursive: true });
        writeFileSync(join(content, junk), '\u0000not content');
      }
      const r = await runCli(['validate', '--json'], { cwd: content });
      expect(JSON.parse(String(r.stdout)).diagnostics).toEqual([]);
      expect(r.exitCode).toBe(0);
    });
  });
});
