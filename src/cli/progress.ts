/**
 * A one-line progress counter on a terminal's stderr for long work (thousands of files). It draws
 * at most every 100 ms, only for large jobs, and erases itself when the work ends, so short runs and
 * everything that is not a terminal (hooks, CI, pipes) see nothing.
 */
export interface Progress {
  update(done: number, total: number): void;
  end(): void;
}

const MIN_TOTAL = 500;
const INTERVAL_MS = 100;

export function terminalProgress(stream: NodeJS.WriteStream, label: string, enabled: boolean): Progress {
  if (!enabled || stream.isTTY !== true) return { update() {}, end() {} };
  let last = 0;
  let drawn = false;
  const format = new Intl.NumberFormat('en-US');
  return {
    update(done, total) {
      if (total < MIN_TOTAL) return;
      const now = Date.now();
      if (drawn && now - last < INTERVAL_MS && done < total) return;
      last = now;
      drawn = true;
      stream.write(`\r\u001b[K${label} ${format.format(done)}/${format.format(total)}`);
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
export function terminalBar(stream: NodeJS.WriteStream, label: string, enabled: boolean): Progress {
  if (!enabled || stream.isTTY !== true) return { update() {}, end() {} };
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
    end() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}
