import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';
import { startServe } from './servers.js';

const temp = tempDir('site-api-targets-');
afterAll(() => temp.cleanup());

let sites = 0;
function site(target: string): string {
  const dir = join(temp.dir, `site-${++sites}`);
  makeSite(dir);
  appendFileSync(join(dir, 'content/site.yaml'), `publish:\n  targets:\n    main:\n${target}`);
  return dir;
}

/** A stand-in executable on PATH that records its arguments and a few files of the folder it was given. */
function standIn(name: string, folderArg: number, exitCode = 0): { bin: string; record: string } {
  const bin = join(temp.dir, `bin-${name}-${++sites}`);
  const record = join(bin, 'record');
  mkdirSync(record, { recursive: true });
  const script = `#!/bin/sh
for a in "$@"; do printf '%s\\n' "$a"; done > "${record}/argv"
dir=$(eval echo "\\$${folderArg}")
cp "$dir/api/posts.json" "${record}/posts.json"
[ -f "$dir/_headers" ] && cp "$dir/_headers" "${record}/_headers"
[ -f "$dir/_worker.js" ] && cp "$dir/_worker.js" "${record}/_worker.js"
echo "stand-in ${name} ran" >&2
exit ${exitCode}
`;
  writeFileSync(join(bin, name), script);
  chmodSync(join(bin, name), 0o755);
  return { bin, record };
}

const env = (bin?: string) => ({ PATH: `${bin ? `${bin}:` : ''}${process.env.PATH}` });

describe('the dir target (real rsync)', () => {
  test('first publish, unchanged, one edit, a deletion; files it did not publish are kept', async () => {
    const dir = site('      type: dir\n      path: ../live\n');
    const live = join(dir, '..', 'live');
    rmSync(live, { recursive: true, force: true });
    mkdirSync(live);
    writeFileSync(join(live, 'keep-me.txt'), 'not ours');

    const first = await runCli(['publish', '--yes'], { cwd: dir });
    expect(first.stderr).toMatch(/✔ Published: \d+ uploaded/);
    expect(first.exitCode).toBe(0);
    const manifest = JSON.parse(readFileSync(join(live, '.site-api-manifest.json'), 'utf8'));
    const paths: string[] = manifest.files.map((f: { path: string }) => f.path);
    expect(paths).toContain('/api/index.json');
    for (const p of paths) expect(existsSync(join(live, p)), p).toBe(true);

    const unchanged = await runCli(['publish', '--yes'], { cwd: dir });
    expect(unchanged.exitCode).toBe(0);
    expect(unchanged.stderr).toContain('Nothing to publish');

    const mtimes = new Map(paths.map((p) => [p, statSync(join(live, p)).mtimeMs]));
    const bytes = new Map(paths.map((p) => [p, readFileSync(join(live, p))]));
    const post = join(dir, 'content/posts/2024/first-post.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('첫 글의 본문입니다.', '첫 글을 고쳤습니다.'));
    // rsync keeps whole-second mtimes on some file systems: make "touched" observable.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edit = await runCli(['publish', '--yes'], { cwd: dir });
    expect(edit.exitCode).toBe(0);
    const touched = paths.filter((p) => statSync(join(live, p)).mtimeMs !== mtimes.get(p)).sort();
    const differ = paths.filter((p) => !readFileSync(join(live, p)).equals(bytes.get(p) as Buffer)).sort();
    expect(touched).toContain('/blog/first-post.md');
    expect(touched).toEqual(differ);

    rmSync(join(dir, 'content/posts/2024/second-post.md'));
    const removed = await runCli(['publish', '--yes'], { cwd: dir });
    expect(removed.exitCode).toBe(0);
    expect(existsSync(join(live, 'blog/second-post.md'))).toBe(false);
    expect(existsSync(join(live, 'blog/first-post.md'))).toBe(true);
    expect(readFileSync(join(live, 'keep-me.txt'), 'utf8')).toBe('not ours');
  });

  test("a folder `site-api build` wrote is a valid target: its manifest is the target's state", async () => {
    const dir = site('      type: dir\n      path: dist\n');
    expect((await runCli(['build', '--quiet'], { cwd: dir })).exitCode).toBe(0);
    const result = await runCli(['publish', '--yes'], { cwd: dir });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('Nothing to publish');
  });
});

describe('whole-folder targets (stand-in executables on PATH)', () => {
  test('cloudflare-pages runs `wrangler pages deploy <folder>` with _headers and the whole build', async () => {
    const dir = site('      type: cloudflare-pages\n      project: my-site\n      branch: main\n');
    const wrangler = standIn('wrangler', 3);
    const result = await runCli(['publish', '--yes'], { cwd: dir, env: env(wrangler.bin) });
    expect(result.stderr).toContain('stand-in wrangler ran');
    expect(result.exitCode).toBe(0);
    const argv = readFileSync(join(wrangler.record, 'argv'), 'utf8').trim().split('\n');
    expect(argv.slice(0, 2)).toEqual(['pages', 'deploy']);
    expect(argv.slice(3)).toEqual(['--project-name=my-site', '--branch=main', '--commit-dirty=true']);
    expect(existsSync(argv[2] as string)).toBe(false);
    expect(JSON.parse(readFileSync(join(wrangler.record, 'posts.json'), 'utf8')).count).toBe(2);
    expect(readFileSync(join(wrangler.record, '_headers'), 'utf8')).toContain(
      'Access-Control-Allow-Origin: *',
    );
    // The edge worker goes with it (Pages' advanced mode), routing exactly the published files.
    const worker = readFileSync(join(wrangler.record, '_worker.js'), 'utf8');
    expect(worker).toContain('"/api/posts.json"');
    expect(worker).toContain('export default');
    expect(result.stdout).not.toContain('stand-in');
  });

  test('command runs the argument array with {dir} replaced, and its failure is exit 2', async () => {
    const dir = site(
      '      type: command\n      command: ["deploy-site", --from, "{dir}", "--label={dir}/x"]\n',
    );
    const stub = standIn('deploy-site', 2);
    const ok = await runCli(['publish', '--yes'], { cwd: dir, env: env(stub.bin) });
    expect(ok.exitCode).toBe(0);
    const argv = readFileSync(join(stub.record, 'argv'), 'utf8').trim().split('\n');
    expect(argv[0]).toBe('--from');
    expect(argv[2]).toBe(`--label=${argv[1]}/x`);
    expect(JSON.parse(readFileSync(join(stub.record, 'posts.json'), 'utf8')).posts).toHaveLength(2);

    const failing = standIn('deploy-site', 2, 3);
    const bad = await runCli(['publish', '--yes'], { cwd: dir, env: env(failing.bin) });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('deploy-site failed with exit 3');

    const missing = await runCli(['publish', '--yes'], { cwd: dir, env: { PATH: '/usr/bin:/bin' } });
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('deploy-site is not installed or not on PATH');
  });

  test('an unknown target name is a clear error', async () => {
    const dir = site('      type: command\n      command: ["true"]\n');
    const unknown = await runCli(['publish', '--yes', '--target', 'prod'], { cwd: dir });
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('No publish target "prod" in site.yaml');
    expect(unknown.stderr).toContain('Known targets: main');
  });
});

describe('--verify', () => {
  test('checks the live site after publishing: passes against site-api serve, exit 2 when nothing answers', async () => {
    const dir = site('      type: dir\n      path: ../live-verify\n');
    const live = join(dir, '..', 'live-verify');
    mkdirSync(live, { recursive: true });
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as { port: number }).port;
    await new Promise((done) => probe.close(done));
    const base = `http://127.0.0.1:${port}`;

    const first = await runCli(['publish', '--yes', '--base-url', base], { cwd: dir });
    expect(first.exitCode, String(first.stderr)).toBe(0);
    const unreachable = await runCli(['publish', '--yes', '--verify', '--base-url', base], { cwd: dir });
    expect(unreachable.exitCode).toBe(2);
    expect(unreachable.stderr).toContain('127.0.0.1');

    const server = await startServe(['--dir', live, '--port', String(port)], dir);
    try {
      const verified = await runCli(['publish', '--yes', '--verify', '--json', '--base-url', base], {
        cwd: dir,
      });
      expect(verified.exitCode, String(verified.stderr)).toBe(0);
      const report = JSON.parse(String(verified.stdout));
      expect(report.verify.ok).toBe(true);
      expect(report.verify.passed).toBeGreaterThan(20);
      expect(report.verify.failed).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
