import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, runCli, tempDir } from './helpers.js';
import { type Running, SAMPLE, startServe } from './servers.js';
import { CHROMIUM, launchChromium, type Tab } from './support/cdp.js';

/*
 * The pages in a real headless Chromium, in light and dark: nothing fails to load, nothing logs an
 * error, axe-core finds no serious or critical violation, and a screenshot of each is saved for a
 * person to look at (the path is printed).
 */

const SCREENSHOTS = join(tmpdir(), 'site-api-screenshots');
const AXE = readFileSync(join(REPO, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

const PAGES: [string, string][] = [
  ['home', '/'],
  ['post-ko-code-table', '/blog/baseline-profile-startup'],
  ['tag', `/blog/tags/${encodeURIComponent('코루틴')}`],
  ['portal', '/developers'],
];

const work = tempDir('site-api-pages-browser-');
let server: Running;
let chromium: Awaited<ReturnType<typeof launchChromium>>;
let tab: Tab;
beforeAll(async () => {
  expect(CHROMIUM, 'chromium is not installed (apt-get install chromium)').toBeTruthy();
  const dist = join(work.dir, 'dist');
  const built = await runCli(['build', '--root', SAMPLE, '--out', dist, '-q'], { cwd: work.dir });
  expect(built.exitCode, String(built.stderr)).toBe(0);
  server = await startServe(['--dir', dist], work.dir);
  chromium = await launchChromium();
  tab = chromium.tab;
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  work.cleanup();
});

describe.each(['light', 'dark'] as const)('in the %s scheme', (scheme) => {
  test.each(PAGES)(
    '%s (%s) loads cleanly, passes axe, and is saved as a screenshot',
    async (name, path) => {
      const log = await tab.open(`${server.url}${path}`, scheme);
      expect(log.errors).toEqual([]);
      expect(log.failed).toEqual([]);
      const seen = await tab.evaluate<{ scheme: boolean; title: string; h1: string }>(
        `({ scheme: matchMedia('(prefers-color-scheme: ${scheme})').matches, title: document.title, h1: document.querySelector('h1')?.textContent ?? '' })`,
      );
      expect(seen.scheme).toBe(true);
      expect(seen.h1.length).toBeGreaterThan(0);
      await tab.evaluate(`${AXE};0`);
      const violations = await tab.evaluate<{ id: string; impact: string; nodes: string[] }[]>(
        `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })))`,
      );
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      const file = join(SCREENSHOTS, `${name}-${scheme}.png`);
      writeFileSync(file, await tab.screenshot());
      console.log(`screenshot: ${file}`);
    },
    60_000,
  );
});

test('a phone-wide post does not scroll sideways: code and tables scroll in their own box', async () => {
  const log = await tab.open(`${server.url}/blog/baseline-profile-startup`, 'light', 375);
  expect(log.failed).toEqual([]);
  const widths = await tab.evaluate<{ page: number; view: number }>(
    '({ page: document.documentElement.scrollWidth, view: window.innerWidth })',
  );
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  writeFileSync(join(SCREENSHOTS, 'post-ko-code-table-phone.png'), await tab.screenshot());
}, 60_000);
