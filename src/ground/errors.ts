/**
 * The three kinds of failure the CLI knows. `main.ts` is the only place that turns them into output
 * and an exit code: a UserError is printed as is (exit 2), an ExitError was already reported, and
 * anything else is a bug.
 */

/** Something the user can fix: the message names the file, field or flag and the way out. */
export class UserError extends Error {
  override name = 'UserError';
  constructor(
    message: string,
    readonly hint?: string,
    /** A stable kebab-case name for `--json` output (`{"error": {"code"}}`); scripts match on it. */
    readonly code = 'user-error',
  ) {
    super(message);
  }
}

/** The command already reported what went wrong; only the exit code is left to set. */
export class ExitError extends Error {
  override name = 'ExitError';
  constructor(readonly exitCode: number) {
    super(`exit ${exitCode}`);
  }
}

export const EXIT = { ok: 0, findings: 1, error: 2 } as const;

/**
 * UserError's code for a content file saved while a run read the folder (core/kept-reads.ts): a
 * --watch session builds again by itself once the watcher names the file (cli/watch.ts).
 */
export const CONTENT_CHANGED = 'content-changed';
