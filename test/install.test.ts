import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO, tempDir } from './helpers.js';
import {
  addDirTarget,
  folderBytes,
  NPM_QUIET,
  npmProject,
  packTarball,
  run,
  stderrOf,
  unreadableByNobody,
  userEnv,
} from './support/install.js';

// The first hour of a site owner who installs the packed package into their own site, with runtime
// dependencies only: every command through `npx site-api`, as the README's Install section says.
const temp = tempDir('site-api-install-');
// mkdtemp makes a 0700 folder: the web server's user must reach the published folder inside it.
chmodSync(temp.dir, 0o755);
let tarball = '';
let packStdout = '';
beforeAll(async () => {
  ({ tarball, stdout: packStdout } = await packTarball(temp.dir));
}, 180_000);
afterAll(() => temp.cleanup(), 120_000);

const npx = (cwd: string, args: string[]) => run('npx', ['--no', 'site-api', ...args], cwd);

describe('the packed tarball, installed into a fresh npm project', () => {
  test('npm pack prints the tarball name and nothing else', () => {
    expect(packStdout).toMatch(/^site-api-\d+\.\d+\.\d+\.tgz$/);
  });

  test('init, new post in Korean, hook, commits, validate anywhere, build, publish, re-publish', async () => {
    const site = join(temp.dir, 'site');
    npmProject(site);
    const started = performance.now();
    const install = await run('npm', ['i', '--omit=dev', ...NPM_QUIET, tarball], site);
    expect(stderrOf(install)).toBe('');
    expect(install.exitCode).toBe(0);
    const installed = performance.now();
    const bytes = folderBytes(join(site, 'node_modules'));
    expect((await run('git', ['init', '-q'], site)).exitCode).toBe(0);

    const init = await npx(site, [
      'init',
      '--name',
      '한서진',
      '--base-url',
      'https://seojin.example/',
      '--timezone',
      'Asia/Seoul',
    ]);
    expect(stderrOf(init)).toBe('');
    expect(init.exitCode).toBe(0);
    expect(init.stdout).toContain('npx site-api validate');
    const first = await npx(site, ['validate']);
    expect(first.exitCode).toBe(0);
    const validated = performance.now();
    console.log(
      `installed runtime dependencies: ${(bytes / 1e6).toFixed(1)} MB; npm i ${Math.round(installed - started)} ms; npm i to first validate ${Math.round(validated - started)} ms`,
    );

    const created = await npx(site, ['new', 'post', '코루틴 Flow 정리', '--tags', 'Kotlin', '--json']);
    expect(created.exitCode).toBe(0);
    const postPath = JSON.parse(String(created.stdout)).created as string;
    expect(postPath).toMatch(/^content\/posts\/\d{4}\/[a-z0-9-]+\.md$/);
    const post = join(site, postPath);
    const good = readFileSync(post, 'utf8');
    expect(good).toContain('코루틴 Flow 정리');

    const hook = await npx(site, ['hook', 'install']);
    expect(hook.exitCode).toBe(0);
    expect((await run('git', ['add', '-A'], site)).exitCode).toBe(0);
    const firstCommit = await run('git', ['commit', '-q', '-m', 'a site'], site);
    // The new post is a draft with its placeholder body: no finding while it is a draft.
    expect(firstCommit.stderr).toMatch(/files checked, no problems\./);
    expect(firstCommit.exitCode).toBe(0);

    writeFileSync(post, good.replace(/^title: .*\n/m, ''));
    await run('git', ['add', '-A'], site);
    const refused = await run('git', ['commit', '-q', '-m', 'broken'], site);
    expect(refused.exitCode).not.toBe(0);
    expect(String(refused.stdout) + String(refused.stderr)).toContain(postPath);
    // `new` wrote a draft: publish it (the build below looks for it in posts.json).
    expect(good).toMatch(/^draft: true$/m);
    writeFileSync(post, good.replace(/^draft: true$/m, 'draft: false'));
    await run('git', ['add', '-A'], site);
    const accepted = await run('git', ['commit', '-q', '-m', 'fixed'], site);
    expect(accepted.exitCode).toBe(0);
    // Out of draft with the placeholder still there: a warning, which does not stop a commit.
    expect(String(accepted.stdout) + String(accepted.stderr)).toContain('placeholder-body');

    expect((await npx(site, ['validate', '--staged'])).exitCode).toBe(0);
    const deep = await npx(join(site, postPath, '..'), ['validate']);
    expect(deep.stderr).toContain('files checked');
    expect(deep.exitCode).toBe(0);

    const build = await npx(site, ['build', '-q']);
    expect(build.exitCode).toBe(0);
    expect(readFileSync(join(site, 'dist/api/posts.json'), 'utf8')).toContain('코루틴 Flow 정리');

    addDirTarget(join(site, 'content/site.yaml'), '../live');
    // umask 077: the strictest a publisher may have; the web server's user must still read everything.
    const publish = () =>
      run('/bin/sh', ['-c', 'umask 077; exec npx --no site-api publish --yes'], site, { env: userEnv() });
    const published = await publish();
    expect(published.stderr).toMatch(/✔ Published: \d+ uploaded/);
    expect(published.exitCode).toBe(0);
    expect(await unreadableByNobody(join(temp.dir, 'live'))).toEqual([]);
    const again = await publish();
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain('Nothing to publish');
  }, 300_000);
});

describe('other install paths', () => {
  test('pre-commit framework: the shipped .pre-commit-hooks.yaml refuses a broken commit', async () => {
    const site = join(temp.dir, 'pc-site');
    npmProject(site);
    expect((await run('npm', ['i', '--omit=dev', ...NPM_QUIET, tarball], site)).exitCode).toBe(0);
    await run('git', ['init', '-q'], site);
    const init = await npx(site, ['init', '--name', 'Jiwoo', '--base-url', 'https://jiwoo.example']);
    expect(init.exitCode).toBe(0);
    // The hook repository as pre-commit clones it: a commit of this repository.
    const clone = join(temp.dir, 'hooks-repo');
    expect((await run('git', ['clone', '-q', REPO, clone], temp.dir)).exitCode).toBe(0);
    const rev = String((await run('git', ['rev-parse', 'HEAD'], clone)).stdout).trim();
    writeFileSync(
      join(site, '.pre-commit-config.yaml'),
      `repos:\n  - repo: ${clone}\n    rev: ${rev}\n    hooks:\n      - id: site-api-validate\n`,
    );
    const env = userEnv({ PRE_COMMIT_HOME: join(temp.dir, 'pre-commit-home') });
    expect((await run('pre-commit', ['install'], site, { env })).exitCode).toBe(0);
    await run('git', ['add', '-A'], site);
    const ok = await run('git', ['commit', '-q', '-m', 'a site'], site, { env });
    expect(String(ok.stdout) + String(ok.stderr)).toContain('site-api validate');
    expect(ok.exitCode).toBe(0);

    mkdirSync(join(site, 'content/posts/2024'), { recursive: true });
    writeFileSync(join(site, 'content/posts/2024/broken.md'), '---\ndate: 2024-05-01\n---\nNo title.\n');
    await run('git', ['add', '-A'], site);
    const refused = await run('git', ['commit', '-q', '-m', 'broken'], site, { env });
    expect(refused.exitCode).not.toBe(0);
    expect(String(refused.stdout) + String(refused.stderr)).toContain('content/posts/2024/broken.md');
  }, 300_000);

  test('git dependency: npm i git+file://<clone> compiles lib/ in prepare and runs', async () => {
    const clone = join(temp.dir, 'git-dep');
    expect((await run('git', ['clone', '-q', REPO, clone], temp.dir)).exitCode).toBe(0);
    const site = join(temp.dir, 'git-site');
    npmProject(site);
    const install = await run('npm', ['i', '--omit=dev', ...NPM_QUIET, `git+file://${clone}`], site);
    expect(stderrOf(install)).toBe('');
    expect(install.exitCode).toBe(0);
    const init = await npx(site, ['init', '--name', 'Jiwoo', '--base-url', 'https://jiwoo.example']);
    expect(init.exitCode).toBe(0);
    const validate = await npx(join(site, 'content/posts'), ['validate']);
    expect(validate.exitCode).toBe(0);
    expect((await npx(site, ['build', '-q'])).exitCode).toBe(0);
  }, 600_000);
});
