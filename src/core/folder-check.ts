import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/**
 * Whether an output folder still holds every file its manifest lists as it was written (a plain
 * file of the listed size, not changed since: ground/manifest.ts asWritten): what a --watch rebuild
 * must know before it replaces only the files that changed (write.ts `untouched`), and what a build
 * writing into its last output asks of each file it would leave (write-in-place.ts updateInPlace).
 * At 10,000 posts that is 20,000 stats, ~130 ms, so the check runs in a worker thread while this one
 * builds, and the answer is read when the write needs it. The answer names the manifest it was
 * found under by its stamp; the write takes it only for the manifest it finds then.
 *
 * The worker can be readied before the rebuild (`readyFolderCheck`, as soon as the build before it
 * wrote the folder): it starts and reads the manifest then, and waits, however long the next edit
 * takes; it stats the files only once `start` is called at the rebuild's start, so that a file deleted
 * or edited by hand in between is seen as before. A build in a new process starts it at once, once it
 * knows it has something to write: a file edited by hand while that build runs, after its stat, is
 * then left as it is (the time the write would otherwise have stated it is a few seconds later).
 */
export interface FolderCheck {
  /** Lets the worker stat the files (at the rebuild's start). */
  start(): void;
  /**
   * The answer, or undefined when the worker gave none in time or the manifest changed under it (the
   * write then checks in this thread, as before). Ends the worker.
   */
  read(): FolderAnswer | undefined;
  /** Ends the worker without waiting for it (a build that writes nothing). */
  stop(): void;
}

/** What the worker found: the manifest's stamp (manifestFileStamp) and the files not as written. */
export interface FolderAnswer {
  stamp: string;
  stale: ReadonlySet<string>;
}

/** A folder check, readied: see FolderCheck. */
export function readyFolderCheck(out: string): FolderCheck {
  // [0]: 0 while checking, 1 answered, 2 no answer. [1]: 1 once the worker may stat the files.
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./folder-check-worker.js', import.meta.url), {
      // Not this process's flags (some stop a worker from starting: render-pool.ts).
      execArgv: [],
      workerData: { out, signal, port: port2 },
      transferList: [port2],
    });
  } catch {
    port1.close();
    return { start: () => {}, read: () => undefined, stop: () => {} };
  }
  worker.unref();
  // Read only by receiveMessageOnPort: it never holds the process open.
  port1.unref();
  worker.on('error', () => {});
  let started = false;
  const stop = () => {
    port1.close();
    void worker.terminate();
  };
  return {
    start() {
      started = true;
      Atomics.store(signal, 1, 1);
      Atomics.notify(signal, 1);
    },
    read() {
      // Bounded: a worker that never started raises no flag; one never told to start is not waited for.
      if (started && Atomics.load(signal, 0) === 0) Atomics.wait(signal, 0, 0, WAIT_MS);
      // Posted before the flag was raised: there to take, without a turn of the event loop.
      const answer = Atomics.load(signal, 0) === 1 ? receiveMessageOnPort(port1)?.message : undefined;
      stop();
      const { stamp, stale } = (answer ?? {}) as { stamp?: unknown; stale?: unknown };
      return typeof stamp === 'string' && Array.isArray(stale) ? { stamp, stale: new Set(stale) } : undefined;
    },
    stop,
  };
}

/** A check of 20,000 files takes about 150 ms; past this the write checks for itself. */
const WAIT_MS = 5_000;
