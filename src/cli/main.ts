import { setFlagsFromString } from 'node:v8';
import { CommanderError } from 'commander';
import { ExitError, UserError } from '../ground/errors.js';
import { ioFault } from '../ground/io-errors.js';
import { redact } from '../ground/secrets.js';
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
    return report(error, { debug: argv.includes('--debug'), json: wantsJson(argv) });
  }
}

/**
 * `--json` (or `--format json`) anywhere before `--`. Read from argv, not from commander, because an
 * unknown flag or a bad argument fails before commander has parsed the options.
 */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const args = end === -1 ? argv : argv.slice(0, end);
  return args.some(
    (a, i) => a === '--json' || a === '--format=json' || (a === '--format' && args[i + 1] === 'json'),
  );
}

interface Failure {
  code: string;
  message: string;
  hint?: string;
}

function ioCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code?.toLowerCase() ?? 'io-error';
}

/** Anything else is a bug: say so, with the stack behind --debug. */
function internal(error: unknown, debug: boolean): Failure {
  const e = error as Error;
  const hint = 'This is a bug in site-api; run again with --debug for the stack trace and report it.';
  const message = e?.message ?? String(error);
  process.stderr.write(
    debug
      ? `site-api: internal error\n${e?.stack ?? String(error)}\n`
      : `site-api: internal error: ${message}\n  ${hint}\n`,
  );
  return { code: 'internal-error', message, hint };
}

function report(error: unknown, o: { debug: boolean; json: boolean }): number {
  if (error instanceof ExitError) return error.exitCode;
  let failure: Failure;
  if (error instanceof CommanderError) {
    // commander has printed the message or the help text already.
    if (error.exitCode === 0) return 0;
    failure = {
      code: error.code.replace(/^commander\./, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      message: error.message.replace(/^error: /, ''),
      hint: 'Run site-api --help, or site-api <command> --help, for the flags and commands.',
    };
  } else if (error instanceof UserError) {
    failure = { code: error.code, message: error.message, hint: error.hint };
    process.stderr.write(`site-api: ${error.message}\n${error.hint ? `  hint: ${error.hint}\n` : ''}`);
  } else {
    const fault = ioFault(error, process.cwd());
    failure = fault ? { code: ioCode(error), ...fault } : internal(error, o.debug);
    // A full disk, a read-only file system, a permission: the user's to fix, not a bug.
    if (fault) {
      process.stderr.write(`site-api: ${fault.message}\n  hint: ${fault.hint}\n`);
      if (o.debug) process.stderr.write(`${(error as Error).stack}\n`);
    }
  }
  // With --json, stdout is for machines even when the command fails: one object, always parseable.
  if (o.json)
    process.stdout.write(
      `${JSON.stringify({ ok: false, error: { ...failure, hint: failure.hint ?? null } }, null, 2)}\n`,
    );
  return 2;
}

// The last line of defence: whatever reaches stdout or stderr (text, --json, --debug, a stack trace)
// passes through the one redaction, so a credential echoed by a store never reaches a CI log.
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(
      typeof chunk === 'string'
        ? redact(chunk)
        : chunk instanceof Uint8Array
          ? redact(Buffer.from(chunk).toString('utf8'))
          : chunk,
      ...rest,
    )) as typeof stream.write;
}

// `site-api … | head` closes the pipe early: that is the reader's choice, not an error to trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

installSignalHandlers((code) => process.exit(code));

/**
 * After each full collection V8 lets the heap grow to up to 4× what survived before the next one. A
 * build's live heap is large (its data and the made files' records: ~400 MB at 50,000 posts) and its
 * garbage short-lived, so that allowance is what set its peak. 1.3× costs no time above the noise;
 * at 50,000 posts the peak was 1.86–2.09 GB with V8's own, 0.93–0.99 GB with 1.5×, 888 MB with 1.3×.
 * A flag the user gave node wins.
 */
function boundHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) =>
    /heap[-_]growing[-_]percent/.test(a),
  );
  if (!given) setFlagsFromString('--heap-growing-percent=30');
}

boundHeapGrowth();
process.exitCode = await main(process.argv);
