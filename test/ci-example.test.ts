import { appendFileSync, chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { makeSite, REPO, tempDir } from './helpers.js';
import { NPM_QUIET } from './support/install.js';

interface Step {
  run?: string;
  env?: Record<string, string>;
}
const workflow = parse(readFileSync(join(REPO, 'docs/github-actions.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>;
};
const temp = tempDir('site-api-ci-');
afterAll(() => temp.cleanup(), 60_000);
chmodSync(temp.dir, 0o755);

/** `${{ secrets.X }}` and `${{ vars.X }}` as GitHub would fill them in: here, harmless stand-ins. */
const fill = (value: string) => value.replace(/\$\{\{\s*(secrets|vars)\.(\w+)\s*\}\}/g, 'ci-test-$2');

async function runJob(name: string, site: string) {
  const steps = workflow.jobs[name]?.steps ?? [];
  const runs = steps.filter((s) => s.run !== undefined);
  expect(runs.length).toBeGreaterThan(0);
  const results = [];
  for (const step of runs) {
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(v)]));
    // GitHub runs each `run:` with `bash -e`; here the same, in the site's checkout.
    const result = await execa('bash', ['-e', '-c', step.run as string], {
      cwd: site,
      reject: false,
      stdin: 'ignore',
      // The site depends on this repository as a folder: never recompile it from a test.
      env: { NO_COLOR: '1', CI: 'true', npm_config_ignore_scripts: 'true', ...env },
    });
    results.push({ run: step.run as string, result });
  }
  return results;
}

describe('the GitHub Actions example in docs/', () => {
  // A checkout of a site with site-api in its devDependencies and a lockfile, as `npm ci` needs.
  const site = join(temp.dir, 'site');
  const setup = async () => {
    makeSite(site);
    writeFileSync(join(site, 'package.json'), '{ "name": "my-site", "private": true }\n');
    const i = await execa('npm', ['i', '-D', ...NPM_QUIET, '--ignore-scripts', REPO], {
      cwd: site,
      reject: false,
    });
    expect(i.exitCode).toBe(0);
    appendFileSync(
      join(site, 'content/site.yaml'),
      'publish:\n  targets:\n    production:\n      type: dir\n      path: ../live\n',
    );
  };

  test('the pull-request job validates with GitHub annotations: clean passes, broken fails with ::error', async () => {
    await setup();
    const clean = await runJob('validate', site);
    for (const { run, result } of clean) expect(result.exitCode, `${run}\n${result.stderr}`).toBe(0);

    const post = join(site, 'content/posts/2024/first-post.md');
    const good = readFileSync(post, 'utf8');
    writeFileSync(post, good.replace(/^title: .*\n/m, ''));
    const broken = await runJob('validate', site);
    const last = broken.at(-1)?.result;
    expect(last?.exitCode).toBe(1);
    expect(String(last?.stdout)).toMatch(/^::error file=content\/posts\/2024\/first-post\.md,line=\d+/m);
    writeFileSync(post, good);
  }, 180_000);

  test('the main job publishes with credentials from the environment, never printed', async () => {
    if (!existsSync(join(site, 'node_modules'))) await setup();
    const results = await runJob('publish', site);
    for (const { run, result } of results) expect(result.exitCode, `${run}\n${result.stderr}`).toBe(0);
    const output = results.map(({ result }) => `${result.stdout}${result.stderr}`).join('');
    expect(output).toMatch(/Published: \d+ uploaded/);
    expect(output).not.toContain('ci-test-AWS_SECRET_ACCESS_KEY');
    expect(existsSync(join(temp.dir, 'live/api/posts.json'))).toBe(true);
  }, 180_000);
});
