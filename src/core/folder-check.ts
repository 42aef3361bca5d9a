import { Worker } from 'node:worker_threads';

/**
 * Whether an output folder still holds every file its manifest lists, at the listed size: what a
 * --watch rebuild must know before it replaces only the files that changed (write.ts `untouched`).
 * At 10,000 posts that is 20,000 stats, ~130 ms, so the check runs in a worker thread while this
 * one builds, and the answer is read when the write needs it. The manifest the worker reads is the one
 * the write then finds by its stamp (write.ts compares the stamp itself, at write time).
 *
 * The worker can be readied before the rebuild (`readyFolderCheck`, as soon as the build before it
 * wrote the folder): it starts and reads the manifest then, and waits, however long the next edit
 * takes; it stats the files only once `start` is called at the rebuild's start, so that a file deleted
 * or edited by hand in between is seen as before.
 */
export interface FolderCheck {
  /** Lets the worker stat the files (at the rebuild's start). */
  start(): void;
  /**
   * The answer: true or false, or undefined when the worker gave none in time (the write then checks
   * in this thread, as before). Ends the worker.
   */
  read(): boolean | undefined;
}

/** A folder check, readied: see FolderCheck. */
export function readyFolderCheck(out: string): FolderCheck {
  // [0]: 0 while checking, 1 intact, 2 not. [1]: 1 once the worker may stat the files.
  const signal = new Int32Array(new SharedArrayBuffer(8));
  let worker: Worker;
  try {
    worker = new Worker(new URL('./folder-check-worker.js', import.meta.url), {
      // Not this process's flags (some stop a worker from starting: render-pool.ts).
      execArgv: [],
      workerData: { out, signal },
    });
  } catch {
    return { start: () => {}, read: () => undefined };
  }
  worker.unref();
  worker.on('error', () => {});
  let started = false;
  return {
    start() {
      started = true;
      Atomics.store(signal, 1, 1);
      Atomics.notify(signal, 1);
    },
    read() {
      // Bounded: a worker that never started raises no flag; one never told to start is not waited for.
      if (started && Atomics.load(signal, 0) === 0) Atomics.wait(signal, 0, 0, WAIT_MS);
      const answer = Atomics.load(signal, 0);
      void worker.terminate();
      return answer === 0 ? undefined : answer === 1;
    },
  };
}

/** A check of 20,000 files takes about 150 ms; past this the write checks for itself. */
const WAIT_MS = 5_000;
