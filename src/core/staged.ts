import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { execa } from 'execa';
import { UserError } from '../ground/errors.js';

export interface StagedCopy {
  /** The folder standing in for the working folder inside the copy: paths relative to it read as in the repository. */
  cwd: string;
  cleanup(): void;
}

/**
 * Writes what is staged in git's index under `root` into a temporary folder, so that the pre-commit
 * hook checks what will be committed rather than the working tree. Symlinks come out as links,
 * and the loader's guard still refuses those that leave the content folder.
 */
export async function copyStaged(cwd: string, root: string): Promise<StagedCopy> {
  let top: string;
  try {
    top = (await execa('git', ['rev-parse', '--show-toplevel'], { cwd })).stdout;
  } catch {
    throw new UserError(`--staged needs a git repository, and ${cwd} is not inside one.`, 'Drop --staged.');
  }
  const dir = mkdtempSync(join(tmpdir(), 'site-api-staged-'));
  try {
    const files = await execa(
      'git',
      ['ls-files', '-z', '--cached', '--', relative(top, resolve(cwd, root)) || '.'],
      {
        cwd: top,
      },
    );
    if (files.stdout !== '') {
      await execa('git', ['checkout-index', '-z', '--stdin', `--prefix=${dir}/`], {
        cwd: top,
        input: files.stdout,
      });
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new UserError(`Cannot read the staged files: ${(error as Error).message.split('\n')[0]}`);
  }
  return { cwd: join(dir, relative(top, cwd)), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
