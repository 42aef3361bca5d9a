import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { CLI, inTempSite } from './helpers.js';

/** Polls until `check` holds, for at most `ms`. */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('site-api build --watch', () => {
  test('rebuilds on a change, keeps the last good build through a broken edit, stops on SIGTERM', async () => {
    await inTempSite('minimal', async (dir) => {
      const child = execa(process.execPath, [CLI, 'build', '--watch'], {
        cwd: dir,
        reject: false,
        env: { NO_COLOR: '1' },
        stdin: 'ignore',
        timeout: 60_000,
      });
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk);
      });
      let stdout = '';
      child.stdout?.on('data', (chunk) => {
        stdout += String(chunk);
      });
      try {
        await until(() => stderr.includes('Watching'));
        const posts = () => readFileSync(join(dir, 'dist/api/posts.json'), 'utf8');
        const post = join(dir, 'content/posts/2024/first-post.md');
        const original = readFileSync(post, 'utf8');

        writeFileSync(post, original.replace('title: 첫 글', 'title: 고친 첫 글'));
        await until(() => posts().includes('고친 첫 글'));
        await until(() => stderr.includes('↻ rebuilt dist'));

        writeFileSync(post, original.replace('title: 첫 글', 'titel: 망가진 글'));
        await until(() => stdout.includes('unknown-key'));
        expect(posts()).toContain('고친 첫 글');

        writeFileSync(post, original.replace('title: 첫 글', 'title: 다시 고친 글'));
        await until(() => posts().includes('다시 고친 글'));
      } finally {
        child.kill('SIGTERM');
      }
      const result = await child;
      expect(result.exitCode).toBe(0);
    });
  });
});
