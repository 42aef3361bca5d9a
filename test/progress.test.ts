import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { CLI, runCli, tempDir } from './helpers.js';

describe('progress on long work', () => {
  test('a terminal sees a counter that erases itself; a pipe sees none', async () => {
    const { dir, cleanup } = tempDir();
    try {
      generateSite(dir, 600, 7);
      // `script` gives the CLI a real pseudo-terminal.
      const tty = await execa('script', ['-qec', `${process.execPath} ${CLI} validate`, '/dev/null'], {
        cwd: dir,
        env: { NO_COLOR: '1' },
        stdin: 'ignore',
      });
      expect(tty.stdout).toContain('Reading content 1/614');
      expect(tty.stdout).toContain('Reading content 614/614\r\u001b[K');
      expect(tty.stdout).toContain('614 files checked, no problems.');

      const piped = await runCli(['validate'], { cwd: dir });
      expect(piped.exitCode).toBe(0);
      expect(String(piped.stderr)).not.toContain('Reading content');
    } finally {
      cleanup();
    }
  });
});
