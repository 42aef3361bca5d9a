import type { Paint } from '../report/diagnostics.js';
import { NO_PAINT } from '../report/diagnostics.js';

/**
 * Whether to colour a stream: never with NO_COLOR (https://no-color.org) or --no-color, always with
 * FORCE_COLOR, otherwise only on a terminal.
 */
export function wantsColor(
  stream: NodeJS.WriteStream,
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): boolean {
  if (argv.includes('--no-color') || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** chalk is loaded only when colour is on, so plain runs (hooks, CI) skip it. */
export async function paintFor(stream: NodeJS.WriteStream): Promise<Paint> {
  if (!wantsColor(stream, process.env, process.argv)) return NO_PAINT;
  const { Chalk } = await import('chalk');
  const chalk = new Chalk({ level: 1 });
  return { red: chalk.red, yellow: chalk.yellow, dim: chalk.dim, bold: chalk.bold, green: chalk.green };
}
