import { type FSWatcher, watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { EXIT, UserError } from '../ground/errors.js';
import { visible } from '../report/diagnostics.js';
import { stopOnSignal } from './signals.js';

/**
 * How long the watcher waits after the last event before it rebuilds: an editor's save is a few events
 * within a millisecond or two (truncate and write, or write a temporary file and rename it). Events
 * that come during a rebuild start another once it ends, so a longer wait buys nothing but latency:
 * 80 ms was most of a rebuild's time at 1,000 posts. (It also hid the start of the output folder's
 * check, which build --watch now readies as soon as a build is written.)
 */
const SETTLE_MS = 15;
const MAX_NAMES = 5;

/**
 * Runs `rebuild` whenever something under the content folder changes, after the changes settle
 * (an editor's save is several events), never two at a time, with the paths (inside the folder)
 * named since the last rebuild started. `complete` is false when the watcher may have missed a name
 * since then: the rebuild must then look at every file. `onChange` is told of the first change while
 * no rebuild runs, before the changes settle: work the next rebuild needs may start then. Ends
 * cleanly on Ctrl-C or SIGTERM.
 *
 * `first`: the first build, which the watcher is set up before (so that a file saved while it reads
 * the folder is named to the next rebuild, and no rebuild need look at every file to find such a
 * save). No rebuild runs until it has settled; what changed meanwhile is rebuilt then. When it
 * rejects, the watch ends. Until it settles Ctrl-C ends the process at once, as it ends any build.
 */
export function watchContent(
  root: string,
  rebuild: (names: string[], complete: boolean) => Promise<void>,
  onChange: (() => void) | undefined,
  first: Promise<unknown>,
): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  let again = false;
  // What changed since the last rebuild started, to say which edit a rebuild (or its errors) comes from.
  let changed = new Set<string>();
  // Whether the watcher failed since the last rebuild started (see the 'error' listener).
  let missed = false;
  // Whether a change came that no rebuild has started for yet.
  let settling = false;
  const run = async () => {
    settling = false;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const names = [...changed].sort();
    const complete = !missed;
    changed = new Set();
    missed = false;
    if (names.length > 0) {
      const shown = names.slice(0, MAX_NAMES).map((n) => join(root, n));
      const more = names.length > MAX_NAMES ? ` and ${names.length - MAX_NAMES} more` : '';
      process.stderr.write(`changed: ${shown.map(visible).join(', ')}${more}\n`);
    }
    try {
      await rebuild(names, complete);
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
  const settle = () => {
    if (!settling && !running) onChange?.();
    settling = true;
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  };
  let watcher: FSWatcher | undefined;
  const start = () => {
    watcher = watch(resolve(root), { recursive: true }, (_event, name) => {
      if (name) changed.add(String(name));
      settle();
    });
    // Node's recursive watcher (Linux) reads a folder when it changes; a folder removed in between is
    // an 'error' event, which unheard would end the process. The watch goes on, and the next rebuild
    // looks at every file, since what the watcher failed to read it could not name.
    watcher.on('error', () => {
      missed = true;
      settle();
    });
  };
  try {
    start();
  } catch (error) {
    // No content folder yet: the first build says so, as any build does (its error, not the
    // watcher's). Should it build after all, the watch starts then, and the first rebuild looks at
    // every file.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    missed = true;
  }
  return new Promise((done, fail) => {
    const stop = () => {
      clearTimeout(timer);
      watcher?.close();
      done(EXIT.ok);
    };
    first.then(() => {
      try {
        if (watcher === undefined) start();
      } catch (error) {
        fail(error);
        return;
      }
      stopOnSignal(stop);
      process.stderr.write(`Watching ${root} for changes (Ctrl-C to stop).\n`);
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }, stop);
  });
}
