import { Worker } from 'node:worker_threads';

/**
 * Whether an output folder still holds every file its manifest lists, at the listed size: what a
 * --watch rebuild must know before it replaces only the files that changed (write.ts `untouched`).
 * At 10,000 posts that is 20,000 stats, ~130 ms, so the check runs in a worker thread while this
 * one builds, and the answer is read when the write needs it. The manifest the worker reads is the one
 * the write then finds by its stamp (write.ts compares the stamp itself, at write time).
 *
 * Returns the answer's reader: true or false, or undefined when the worker gave none in time (the
 * write then checks in this thread, as before).
 */
export function checkFolderAside(out: string): () => boolean | undefined {
  // [0]: 0 while checking, 1 intact, 2 not.
  const signal = new Int32Array(new SharedArrayBuffer(4));
  let worker: Worker;
  try {
    worker = new Worker(new URL('./folder-check-worker.js', import.meta.url), {
      // Not this process's flags (some stop a worker from starting: render-pool.ts).
      execArgv: [],
      workerData: { out, signal },
    });
  } catch {
    return () => undefined;
  }
  worker.unref();
  worker.on('error', () => {});
  return () => {
    // Bounded: a worker that never started raises no flag.
    if (Atomics.load(signal, 0) === 0) Atomics.wait(signal, 0, 0, WAIT_MS);
    const answer = Atomics.load(signal, 0);
    void worker.terminate();
    return answer === 0 ? undefined : answer === 1;
  };
}

/** A check of 20,000 files takes about 150 ms; past this the write checks for itself. */
const WAIT_MS = 5_000;
