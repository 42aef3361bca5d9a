import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { checkSite } from '../check/index.js';
import { loadSite } from '../content/load.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { UserError } from '../ground/errors.js';

// What an npm project (and git) leaves in a folder before the site exists: `npm i site-api` comes first
// when site-api is installed into the site, so these never make the folder "taken".
const PROJECT_FILES = new Set([
  '.git',
  '.gitignore',
  '.npmrc',
  '.nvmrc',
  'node_modules',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
]);

/** The lines every site's .gitignore needs: the build, the dependencies, wrangler's local state. */
export const GITIGNORE_LINES = ['dist/', 'node_modules/', '.wrangler/'];

/**
 * Adds the lines of GITIGNORE_LINES that `existing` lacks (an existing .gitignore is kept as it is and
 * only appended to). Returns undefined when nothing is missing.
 */
export function gitignoreText(existing: string | undefined): string | undefined {
  const have = new Set((existing ?? '').split(/\r?\n/).map((l) => l.trim().replace(/^\//, '')));
  const missing = GITIGNORE_LINES.filter((l) => !have.has(l) && !have.has(l.replace(/\/$/, '')));
  if (missing.length === 0) return undefined;
  if (existing === undefined || existing === '') return `${missing.join('\n')}\n`;
  const sep = existing.endsWith('\n') ? '' : '\n';
  return `${existing}${sep}# site-api\n${missing.join('\n')}\n`;
}

/** Writes or appends to `dir`/.gitignore what it lacks; returns its path relative to cwd when it changed. */
export function ensureGitignore(cwd: string, dir: string): string | undefined {
  const path = join(dir, '.gitignore');
  const text = gitignoreText(existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  if (text === undefined) return undefined;
  writeFileSync(path, text);
  return relative(cwd, path).split(sep).join('/');
}

/** The folder `init` may write into: new, empty (a bare `.git` or an npm project is fine), or anything with `force`. */
export function checkTarget(cwd: string, dir: string, force: boolean): void {
  const shown = relative(cwd, dir) || '.';
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory())
    throw new UserError(`${shown} is a file, not a folder.`, 'Pass a folder for the new site.');
  const entries = readdirSync(dir).filter((name) => !PROJECT_FILES.has(name));
  if (entries.length > 0 && !force) {
    throw new UserError(
      `${shown} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}).`,
      'Pass an empty or new folder (site-api init my-site), or --force to add the site next to what is there; existing files are never replaced.',
    );
  }
}

/**
 * Checks the skeleton with validate's checker (a failure here is a bug in the skeleton, never the
 * user's), then writes every file exclusively; if one cannot be written, the ones already written are
 * removed, so a site is created whole or not at all.
 */
export function writeSkeleton(
  cwd: string,
  contentDir: string,
  files: ReadonlyMap<string, string>,
  now: number,
): { written: string[]; warnings: Diagnostic[] } {
  const scratch = mkdtempSync(join(tmpdir(), 'site-api-init-'));
  let diagnostics: Diagnostic[];
  try {
    const extra = [...files].map(([rel, text]) => ({ rel, bytes: Buffer.from(text, 'utf8') }));
    diagnostics = checkSite(loadSite({ root: scratch, cwd: scratch, extra }), { now });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `the site skeleton does not validate: ${errors.map((d) => `${d.file} ${d.code} ${d.message}`).join('; ')}`,
    );
  }
  const show = (abs: string) => relative(cwd, abs).split(sep).join('/');
  const clash = [...files.keys()].map((rel) => join(contentDir, rel)).filter((abs) => existsSync(abs));
  if (clash.length > 0) {
    throw new UserError(
      `${clash.map(show).join(', ')} exist${clash.length === 1 ? 's' : ''} already; nothing was written.`,
      'This folder already holds a site: run site-api validate there, or choose another folder.',
    );
  }
  const written: string[] = [];
  try {
    for (const [rel, text] of files) {
      const abs = join(contentDir, rel);
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, text, { flag: 'wx' });
      written.push(abs);
    }
  } catch (error) {
    for (const abs of written) unlinkSync(abs);
    throw new UserError(
      `Cannot create the site: ${(error as Error).message}; nothing was left behind.`,
      'Check the folder and its permissions.',
    );
  }
  return { written: written.map(show), warnings: diagnostics };
}
