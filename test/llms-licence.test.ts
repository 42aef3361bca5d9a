import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

describe('llms.txt', () => {
  test("names the site's own licence, never a fixed one", async () => {
    await inTempSite('minimal', async (dir) => {
      const config = join(dir, 'content/site.yaml');
      const text = readFileSync(config, 'utf8');
      const changed = text
        .replace(/(license:\s*\n\s*name:).*/, '$1 ODC-By 1.0')
        .replace(/(license:\s*\n\s*name:.*\n\s*url:).*/, '$1 https://opendatacommons.org/licenses/by/1-0/');
      expect(changed).not.toBe(text);
      writeFileSync(config, changed);
      const build = await runCli(['build', '-q'], { cwd: dir });
      expect(build.exitCode).toBe(0);
      const llms = readFileSync(join(dir, 'dist/llms.txt'), 'utf8');
      expect(llms).toContain('CORS open, ODC-By 1.0 licence)');
      expect(llms).not.toContain('CC BY');
    });
  });
});
