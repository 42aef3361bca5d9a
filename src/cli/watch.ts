import { watch } from 'node:fs';
import { resolve } from 'node:path';
import { EXIT, UserError } from '../ground/errors.js';
import { stopOnSignal } from './signals.js';

const SETTLE_MS = 80;

/**
 * Runs `rebuild` whenever something under the content folder changes, after the changes settle
 * (an editor's save is several events), never two at a time. Ends cleanly on Ctrl-C or SIGTERM.
 */
export function watchContent(root: string, rebuild: () => Promise<void>): Promise<number> {
  process.stderr.write(`Watching ${root} for changes (Ctrl-C to stop).\n`);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await rebuild();
    } catch (error) {
      // A rebuild that throws (the folder went away, the disk is full) is reported, and the watch goes on.
      const hint = error instanceof UserError && error.hint ? `\n  hint: ${error.hint}` : '';
      process.stderr.write(`site-api: ${(error as Error)?.message ?? String(error)}${hint}\n`);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await run();
    }
  };
  const watcher = watch(resolve(root), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  });
  return new Promise((done) => {
    const stop = () => {
      clearTimeout(timer);
      watcher.close();
      done(EXIT.ok);
    };
    stopOnSignal(stop);
  });
}
