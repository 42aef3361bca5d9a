import { CommanderError } from 'commander';
import { ExitError, UserError } from '../ground/errors.js';
import { ioFault } from '../ground/io-errors.js';
import { buildProgram } from './program.js';
import { installSignalHandlers } from './signals.js';

/**
 * The one place that turns a result or an error into an exit code and calls process.exit:
 * 0 ok, 1 findings, 2 usage or runtime error. A thrown error never exits 0.
 */
async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return program.getOptionValue('exitCode') ?? 0;
  } catch (error) {
    return report(error, argv.includes('--debug'));
  }
}

function report(error: unknown, debug: boolean): number {
  if (error instanceof ExitError) return error.exitCode;
  if (error instanceof CommanderError) {
    // commander has printed the message or the help text already.
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof UserError) {
    process.stderr.write(`site-api: ${error.message}\n${error.hint ? `  hint: ${error.hint}\n` : ''}`);
    return 2;
  }
  const fault = ioFault(error, process.cwd());
  if (fault) {
    process.stderr.write(`site-api: ${fault.message}\n  hint: ${fault.hint}\n`);
    if (debug) process.stderr.write(`${(error as Error).stack}\n`);
    return 2;
  }
  const e = error as Error;
  process.stderr.write(
    debug
      ? `site-api: internal error\n${e?.stack ?? String(error)}\n`
      : `site-api: internal error: ${e?.message ?? String(error)}\n  This is a bug in site-api; run again with --debug for the stack trace and report it.\n`,
  );
  return 2;
}

// `site-api … | head` closes the pipe early: that is the reader's choice, not an error to trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

installSignalHandlers((code) => process.exit(code));

process.exitCode = await main(process.argv);
