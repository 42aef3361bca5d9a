import { grouped } from '../ground/numbers.js';

/**
 * A one-line progress counter on a terminal's stderr for long work (thousands of files). It draws
 * at most every 100 ms, only for large jobs, and erases itself when the work ends, so short runs and
 * everything that is not a terminal (hooks, CI, pipes) see nothing.
 */
export interface Progress {
  update(done: number, total: number): void;
  /** A new phase of the same job (checking, building, writing): shown at once once the job is known to be large. */
  phase(label: string): void;
  end(): void;
}

const SILENT: Progress = { update() {}, phase() {}, end() {} };

const MIN_TOTAL = 500;
const INTERVAL_MS = 100;

export function terminalProgress(stream: NodeJS.WriteStream, first: string, enabled: boolean): Progress {
  let label = first;
  if (!enabled || stream.isTTY !== true) return SILENT;
  let last = 0;
  let drawn = false;
  // Phases without a count of their own (checking, building) are shown only once a count said the job is large.
  let large = false;
  return {
    update(done, total) {
      if (total < MIN_TOTAL) return;
      large = true;
      const now = Date.now();
      if (drawn && now - last < INTERVAL_MS && done < total) return;
      last = now;
      drawn = true;
      stream.write(`\r\u001b[K${label} ${grouped(done)}/${grouped(total)}`);
    },
    phase(next) {
      label = next;
      last = 0;
      if (!large) return;
      drawn = true;
      stream.write(`\r\u001b[K${label}…`);
    },
    end() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}

/**
 * A progress bar on a terminal's stderr for work of any size (a publish of a few files takes
 * seconds against a remote store). Nothing is drawn off a terminal; `end` erases it.
 */
export function terminalBar(stream: NodeJS.WriteStream, first: string, enabled: boolean): Progress {
  let label = first;
  if (!enabled || stream.isTTY !== true) return SILENT;
  let last = 0;
  let drawn = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (total === 0 || (drawn && now - last < INTERVAL_MS && done < total)) return;
      last = now;
      drawn = true;
      const width = 24;
      const filled = Math.round((done / total) * width);
      stream.write(
        `\r\u001b[K${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`,
      );
    },
    phase(next) {
      label = next;
      last = 0;
    },
    end() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}
