import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { CLI, makeSite, tempDir } from './helpers.js';

/** Runs `site-api publish` on a real pseudo-terminal (util-linux `script`) and answers its question. */
async function publishOnTerminal(cwd: string, answer: string) {
  const run = execa('script', ['-qec', `${process.execPath} ${CLI} publish; echo "exit=$?"`, '/dev/null'], {
    cwd,
    env: { NO_COLOR: '1' },
    stdin: 'pipe',
    reject: false,
  });
  let seen = '';
  run.stdout?.on('data', (chunk) => {
    const before = seen;
    seen += chunk;
    if (!before.includes('Publish to main?') && seen.includes('Publish to main?'))
      run.stdin?.write(`${answer}\r`);
  });
  const result = await run;
  run.stdin?.end();
  return String(result.stdout);
}

describe('publish on a terminal', () => {
  test('shows the plan, then asks; "n" changes nothing, "y" publishes with a progress bar', async () => {
    const { dir, cleanup } = tempDir();
    try {
      makeSite(dir);
      appendFileSync(
        join(dir, 'content/site.yaml'),
        'publish:\n  targets:\n    main:\n      type: dir\n      path: live\n',
      );
      const declined = await publishOnTerminal(dir, 'n');
      expect(declined.indexOf('Plan for "main"')).toBeGreaterThanOrEqual(0);
      expect(declined.indexOf('Plan for "main"')).toBeLessThan(declined.indexOf('Publish to main?'));
      expect(declined).toContain('Nothing was published.');
      expect(declined).toContain('exit=1');
      expect(existsSync(join(dir, 'live'))).toBe(false);

      const accepted = await publishOnTerminal(dir, 'y');
      expect(accepted).toMatch(/Publishing \[#+\] \d+\/\d+/);
      expect(accepted).toContain('✔ Published:');
      expect(accepted).toContain('exit=0');
      const manifest = JSON.parse(readFileSync(join(dir, 'live/.site-api-manifest.json'), 'utf8'));
      expect(manifest.files.length).toBeGreaterThan(10);

      writeFileSync(
        join(dir, 'content/posts/2024/first-post.md'),
        '---\ntitle: 첫 글\ndate: 2024-01-02\n---\n\n고침.\n',
      );
      const again = await publishOnTerminal(dir, 'n');
      expect(again).toMatch(/upload {2}changed {2}\/blog\/first-post\.md/);
    } finally {
      cleanup();
    }
  });
});
