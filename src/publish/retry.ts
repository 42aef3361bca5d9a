export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** Delay before the first retry; doubled each time, with jitter. */
  baseMs: number;
  onRetry?: (what: string, attempt: number, error: unknown) => void;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 4, baseMs: 300 };

/** Runs `fn` until it succeeds, retrying only what `transient` says may pass (timeouts, 5xx, 429). */
export async function withRetry<T>(
  what: string,
  fn: () => Promise<T>,
  transient: (error: unknown) => boolean,
  options: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= options.attempts || !transient(error)) throw error;
      options.onRetry?.(what, attempt, error);
      const delay = options.baseMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Runs `fn` over `items` with at most `limit` in flight; the first failure stops new work and is thrown. */
export async function inPool<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await fn(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Error text safe to print: one redaction for the whole CLI (src/ground/secrets.ts). */
export { redact } from '../ground/secrets.js';
