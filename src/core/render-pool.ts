import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import {
  type Made,
  PageError,
  type PageJob,
  type PagePool,
  type PageSetup,
  type PageThreads,
} from '../build/pages/render.js';
import type { SpillShare } from '../ground/spill.js';

/**
 * Pages rendered in worker threads beside this one. The build is synchronous (serve, diff and publish
 * call it as a function), so this thread hands each worker a share of a batch of jobs, renders its own
 * share, then waits on a shared counter the worker raises when its answer is in the port: no event loop
 * needed. The workers live from the first batch to `close`, so a build that renders its pages in
 * batches (to hold one batch's jobs at a time) starts them once. Each worker renders with the same code
 * (build/pages/render.ts), so the bytes are the same in any thread; a job's order is kept.
 */

/** Fewer jobs than this per thread: the thread would cost more to start (~150 ms) than it saves. */
const PER_THREAD = 250;

/** A thread that has not started after this long never will (one starts in about 150 ms). */
const START_MS = 15_000;

/** A pool of `jobs` threads (this one included), or undefined for one. */
export function pagePool(jobs: number): PagePool | undefined {
  if (jobs <= 1) return undefined;
  return {
    // Batches large enough for every thread to get twice its least share.
    batch: jobs * PER_THREAD * 2,
    open(setup, spill) {
      // Started when a batch first needs them (or `start` says one will), one per slot: a small batch starts none.
      const workers: Thread[] = [];
      const threadsFor = (count: number) => Math.max(1, Math.min(jobs, Math.floor(count / PER_THREAD)));
      return {
        start(count) {
          for (let k = 0; k < threadsFor(count) - 1; k++) workers[k] ??= startWorker(setup, spill);
        },
        render(list, local) {
          const threads = threadsFor(list.length);
          if (threads === 1) return list.map(local);
          const size = Math.ceil(list.length / threads);
          const shares = Array.from({ length: threads }, (_, k) => list.slice(k * size, (k + 1) * size));
          const asked = shares.slice(1).map((share, k) => {
            workers[k] ??= startWorker(setup, spill);
            return workers[k].ask(share);
          });
          const mine = (shares[0] ?? []).map(local);
          // A thread that could not start renders nothing: its share is rendered here.
          return [...mine, ...asked.flatMap((result, k) => result() ?? (shares[k + 1] ?? []).map(local))];
        },
        close() {
          for (const thread of workers) thread.close();
        },
      } satisfies PageThreads;
    },
  };
}

interface Answer {
  results?: Made[];
  error?: {
    message: string;
    job?: Pick<PageJob, 'kind' | 'path'>;
    reason?: string;
    code?: string;
    syscall?: string;
    path?: string;
  };
}

interface Thread {
  /** Hands the worker jobs; the answer is waited for when asked (undefined: the thread never started). */
  ask(jobs: readonly PageJob[]): () => Made[] | undefined;
  close(): void;
}

function startWorker(setup: PageSetup, spill: SpillShare | undefined): Thread {
  // [0]: batches answered; [1]: the thread started.
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./render-worker.js', import.meta.url), {
    // Not this process's flags: some stop a worker from starting (--input-type, say); it needs none.
    execArgv: [],
    // The site's words are made again in the worker (functions cannot be sent).
    workerData: { setup: { ...setup, site: { ...setup.site, text: null } }, port: port2, signal, spill },
    transferList: [port2],
  });
  // A build that fails between batches does not leave the process waiting on its workers.
  worker.unref();
  const started = Date.now();
  let batches = 0;
  let dead = false;
  return {
    ask(jobs) {
      if (dead) return () => undefined;
      const batch = ++batches;
      port1.postMessage(jobs);
      const asked = Date.now();
      return () => {
        const results = answer(port1, signal, batch, jobs.length, started, asked);
        if (results === undefined) {
          // Never asked again; stopped, so that a late start renders nothing into the spill.
          dead = true;
          port1.close();
          void worker.terminate();
        }
        return results;
      };
    },
    close() {
      port1.close();
      void worker.terminate();
    },
  };
}

/**
 * Waits for the worker's count to reach `batch` (bounded: a worker killed by the system raises
 * none), then reads its answer; undefined when the thread never started (it cannot say why: it runs
 * no code).
 */
function answer(
  port: MessagePort,
  signal: Int32Array,
  batch: number,
  count: number,
  started: number,
  asked: number,
): Made[] | undefined {
  const deadline = asked + 120_000 + count * 20;
  for (let seen = Atomics.load(signal, 0); seen < batch; seen = Atomics.load(signal, 0)) {
    if (Atomics.load(signal, 1) === 0 && Date.now() - started > START_MS) return undefined;
    if (Date.now() > deadline) throw new Error('a page-rendering worker thread did not answer');
    Atomics.wait(signal, 0, seen, 200);
  }
  const message = receiveMessageOnPort(port)?.message as Answer | undefined;
  if (message?.results && message.results.length === count) return message.results;
  const error = message?.error;
  if (error?.job && error.reason !== undefined) throw new PageError(error.job, error.reason);
  // A system call's failure (the spill's disk full, say), as the CLI reports one of this thread.
  if (error?.code !== undefined && error.syscall !== undefined)
    throw Object.assign(new Error(error.message), {
      code: error.code,
      syscall: error.syscall,
      path: error.path,
    });
  throw new Error(`a page-rendering worker thread failed: ${error?.message ?? 'no answer'}`);
}
