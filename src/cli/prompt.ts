import { ExitError, UserError } from '../ground/errors.js';
import { wantsColor } from './output.js';

/** The exit code of a prompt cancelled with Ctrl-C: 128 + SIGINT, what shells report for an interrupted command. */
export const EXIT_CANCELLED = 130;

export interface Choice<T> {
  name: string;
  value: T;
  description?: string;
}

/**
 * Every question the CLI asks goes through here. On a terminal it asks with @inquirer/prompts (loaded
 * only when a question is really asked); without one (a pipe, CI, `--json`) it never asks: a question
 * with no default throws a UserError naming the flag to pass instead. Ctrl-C at any question prints one
 * line and exits 130 before anything is written.
 */
export interface Prompter {
  readonly interactive: boolean;
  text(q: {
    message: string;
    flag: string;
    default?: string;
    /** Returns a problem to show, or undefined when the answer is good. */
    validate?: (value: string) => string | undefined;
    /** An empty answer is allowed (an optional field). */
    optional?: boolean;
  }): Promise<string>;
  select<T>(q: { message: string; flag: string; choices: Choice<T>[]; default?: T }): Promise<T>;
  search<T>(q: { message: string; flag: string; source: (term: string) => Choice<T>[] }): Promise<T>;
}

export function createPrompter(options: { json?: boolean }): Prompter {
  const interactive = !options.json && process.stdin.isTTY === true && process.stdout.isTTY === true;
  const missing = (flag: string): never => {
    throw new UserError(
      `No terminal to ask on, and ${flag} was not given.`,
      `Pass ${flag} (prompts only run on a terminal).`,
    );
  };
  return {
    interactive,
    async text(q) {
      if (!interactive) return q.default ?? (q.optional ? '' : missing(q.flag));
      const { input } = await inquirer();
      return ask(() =>
        input({
          message: q.message,
          default: q.default,
          prefill: q.default ? 'editable' : undefined,
          required: !q.optional,
          validate: (value) => q.validate?.(value.trim()) ?? true,
        }),
      ).then((v) => v.trim());
    },
    async select(q) {
      if (!interactive) return q.default ?? missing(q.flag);
      const { select } = await inquirer();
      return ask(() => select({ message: q.message, choices: q.choices, default: q.default }));
    },
    async search(q) {
      if (!interactive) return missing(q.flag);
      const { search } = await inquirer();
      return ask(() => search({ message: q.message, source: (term) => q.source(term ?? ''), pageSize: 8 }));
    },
  };
}

async function inquirer() {
  // The prompts colour with util.styleText, which honours NO_COLOR but not our --no-color flag.
  if (!wantsColor(process.stdout, process.env, process.argv)) process.env.NO_COLOR = '1';
  return import('@inquirer/prompts');
}

async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as Error)?.name === 'ExitPromptError') {
      process.stderr.write('Cancelled; nothing was written.\n');
      throw new ExitError(EXIT_CANCELLED);
    }
    throw error;
  }
}

/**
 * For a command that changes something live (publish): without a terminal it never waits, it fails with
 * the flag a script should pass.
 */
export function requireTerminal(action: string, flag: string): void {
  if (process.stdin.isTTY !== true || process.stderr.isTTY !== true) {
    throw new UserError(
      `${action} asks for confirmation, and there is no terminal to ask on.`,
      `Pass ${flag} to go ahead without asking (in CI and scripts), or --dry-run to only see the plan.`,
    );
  }
}

/** A yes/no question on stderr (stdout may be a pipe); no by default. Ctrl-C exits 130 having changed nothing. */
export async function confirm(message: string, action: string, flag: string): Promise<boolean> {
  requireTerminal(action, flag);
  const prompts = await inquirer();
  try {
    return await prompts.confirm({ message, default: false }, { output: process.stderr });
  } catch (error) {
    if ((error as Error)?.name === 'ExitPromptError') {
      process.stderr.write('Cancelled: nothing was changed.\n');
      throw new ExitError(EXIT_CANCELLED);
    }
    throw error;
  }
}
