import { UserError } from '../ground/errors.js';
import { NET_DEFAULTS, type NetOptions } from '../net/fetch.js';

export interface NetFlags {
  timeout?: string;
  retries?: string;
  concurrency?: string;
}

/** --timeout, --retries and --concurrency, shared by diff and check: whole numbers in range, or a clear error. */
export function netOptions(flags: NetFlags): NetOptions {
  const number = (value: string | undefined, flag: string, fallback: number, min: number, max: number) => {
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      throw new UserError(`${flag} must be a whole number from ${min} to ${max}, not "${value}".`);
    return Number(value);
  };
  return {
    timeout: number(flags.timeout, '--timeout', NET_DEFAULTS.timeout, 1, 600_000),
    retries: number(flags.retries, '--retries', NET_DEFAULTS.retries, 0, 10),
    concurrency: number(flags.concurrency, '--concurrency', NET_DEFAULTS.concurrency, 1, 64),
    backoff: NET_DEFAULTS.backoff,
  };
}
