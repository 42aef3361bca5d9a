import { removeScratch } from '../ground/scratch.js';

/**
 * SIGINT and SIGTERM for the whole CLI. The run's temporary folders are removed first; then a command
 * that stops cleanly (serve, --watch) is told to stop and ends itself, and any other run ends at once
 * with 128 + the signal number, as a shell reports it. Counting listeners instead does not work: a
 * library (execa's child cleanup) listens too and, seeing others, leaves the exit to them.
 */
const stoppers = new Set<() => void>();

/** Calls `stop` on the next SIGINT or SIGTERM instead of ending the process. */
export function stopOnSignal(stop: () => void): void {
  stoppers.add(stop);
}

export function installSignalHandlers(exit: (code: number) => never): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      removeScratch();
      if (stoppers.size === 0) exit(code);
      const waiting = [...stoppers];
      stoppers.clear();
      for (const stop of waiting) stop();
    });
  }
}
