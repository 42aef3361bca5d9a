import { appendFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa, type Options, type Result } from 'execa';
import { REPO } from '../helpers.js';

// npm as a user would run it, minus what only slows a test: no audit, no fund, the cache first.
export const NPM_QUIET = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

/** A child environment with colour off and git identity set, inheriting PATH (node, npm, git). */
export const userEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  NO_COLOR: '1',
  GIT_AUTHOR_NAME: 'Site Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.com',
  GIT_COMMITTER_NAME: 'Site Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.com',
  ...extra,
});

export function run(cmd: string, args: string[], cwd: string, options: Options = {}): Promise<Result> {
  return execa(cmd, args, {
    cwd,
    reject: false,
    stdin: 'ignore',
    env: userEnv(),
    ...options,
  }) as Promise<Result>;
}

/**
 * `npm pack` of this repository, as a user or the pre-commit framework runs it: stdout must be the
 * tarball's name and nothing else (the framework installs the file that line names).
 */
export async function packTarball(into: string): Promise<{ tarball: string; stdout: string }> {
  const packed = await run('npm', ['pack', '--pack-destination', into, ...NPM_QUIET], REPO);
  if (packed.exitCode !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const stdout = String(packed.stdout);
  return { tarball: join(into, stdout.trim()), stdout };
}

/** A fresh npm project: package.json only, as `npm init -y` leaves it. */
export function npmProject(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'my-site', private: true }, null, 2)}\n`,
  );
}

/** Bytes on disk under a folder (apparent sizes), for the installed size of the runtime dependencies. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(abs);
    else if (entry.isFile()) total += statSync(abs).size;
  }
  return total;
}

/** Adds a `dir` publish target to the site's site.yaml. */
export function addDirTarget(siteYaml: string, path: string): void {
  appendFileSync(siteYaml, `publish:\n  targets:\n    live:\n      type: dir\n      path: ${path}\n`);
}

/** Every entry under `root` that the unprivileged user `nobody` cannot list or read. */
export async function unreadableByNobody(root: string): Promise<string[]> {
  const bad: string[] = [];
  const visit = async (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      const probe = entry.isDirectory() ? ['ls', abs] : ['cat', abs];
      const r = await execa('runuser', ['-u', 'nobody', '--', ...probe], { reject: false, stdout: 'ignore' });
      if (r.exitCode !== 0) bad.push(abs.slice(root.length));
      if (entry.isDirectory()) await visit(abs);
    }
  };
  await visit(root);
  return bad;
}

/** stderr without npm's warnings about this machine's own npm config (not site-api's output). */
export const stderrOf = (r: Result): string =>
  String(r.stderr)
    .split('\n')
    .filter((line) => !/^npm warn Unknown (user|env|global|project) config/.test(line))
    .join('\n');
