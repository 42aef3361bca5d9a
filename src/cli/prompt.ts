import { ExitError, UserError } from '../core/errors.js';

/**
 * Every question the CLI asks goes through here. Without a terminal it never waits: it fails with
 * the flag a script should pass. Ctrl-C at a prompt is a clean exit (1), not a stack trace.
 */
export function requireTerminal(action: string, flag: string): void {
  if (process.stdin.isTTY !== true || process.stderr.isTTY !== true) {
    throw new UserError(
      `${action} asks for confirmation, and there is no terminal to ask on.`,
      `Pass ${flag} to go ahead without asking (in CI and scripts), or --dry-run to only see the plan.`,
    );
  }
}

export async function confirm(message: string, action: string, flag: string): Promise<boolean> {
  requireTerminal(action, flag);
  const prompts = await import('@inquirer/prompts');
  try {
    return await prompts.confirm({ message, default: false }, { output: process.stderr });
  } catch (error) {
    if ((error as Error)?.name === 'ExitPromptError') {
      process.stderr.write('Cancelled: nothing was changed.\n');
      throw new ExitError(1);
    }
    throw error;
  }
}
