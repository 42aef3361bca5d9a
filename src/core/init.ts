import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
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

/** The folder `init` may write into: new, empty (a bare `.git` is fine), or anything with `force`. */
export function checkTarget(cwd: string, dir: string, force: boolean): void {
  const shown = relative(cwd, dir) || '.';
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory())
    throw new UserError(`${shown} is a file, not a folder.`, 'Pass a folder for the new site.');
  const entries = readdirSync(dir).filter((name) => name !== '.git');
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
