import type { Command } from 'commander';
import { EXIT, UserError } from '../../ground/errors.js';
import { completionScript, isShell } from '../completion.js';

export async function completionCommand(shell: string, program: Command): Promise<number> {
  if (!isShell(shell)) {
    throw new UserError(
      `No completion for the shell "${shell}".`,
      'Pass bash, zsh or fish.',
      'unknown-shell',
    );
  }
  process.stdout.write(completionScript(program, shell));
  return EXIT.ok;
}
