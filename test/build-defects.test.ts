import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

describe('defects of built files', () => {
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

  // wrangler is not installed here (no network): what keeps `wrangler dev --config dist/…` from
  // reloading forever is checked in the files it reads.
  test('wrangler dev keeps its state out of dist/: .assetsignore and the documented command; .nojekyll for GitHub Pages', async () => {
    await inTempSite('minimal', async (dir) => {
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
      const ignore = readFileSync(join(dir, 'dist/.assetsignore'), 'utf8').split('\n');
      expect(ignore).toContain('.wrangler');
      // A branch GitHub Pages serves is not run through Jekyll (which drops `_site-api/`), and the
      // marker is no asset.
      expect(readFileSync(join(dir, 'dist/.nojekyll'), 'utf8')).toBe('');
      expect(ignore).toContain('.nojekyll');
      const config = readFileSync(join(dir, 'dist/wrangler.example.jsonc'), 'utf8');
      const dev = config.split('\n').find((line) => line.includes('wrangler dev'));
      expect(dev).toMatch(/--persist-to \.wrangler\/state$/);
      expect(dev).not.toContain('dist/.wrangler');
    });
  });
});
