import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import {
  type Made,
  PageError,
  type PageJob,
  type PagePool,
  type PageSetup,
  type PageThreads,
  takeJobs,
} from '../build/pages/render.js';
import type { SpillShare } from '../ground/spill.js';

/**
 * Pages rendered in worker threads beside this one. The build is synchronous (serve, diff and publish
 * call it as a function), so this thread hands the workers a batch of jobs, each thread taking the next
 * job not taken from a shared count, and goes on making the next batch's jobs; when it wants the pages
 * it takes what is left, then waits on a shared counter each worker raises when its answer is in the
 * port: no event loop needed. The workers live from the first batch to `close`, so a build that
 * renders its pages in batches (to hold a batch's jobs at a time) starts them once. Each worker renders
 * with the same code (build/pages/render.ts), so the bytes are the same in any thread; a job's order is
 * kept.
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
        close() {
          for (const thread of workers) thread.close();
        },
        begin(list, local) {
          // Too few for another thread: rendered here when asked for (what a render throws, thrown then).
          if (threadsFor(list.length) === 1) return () => list.map((job) => local(job as PageJob));
          // Every thread takes the next job not yet taken (this one too, once asked for the pages), so
          // that the workers render while this thread makes the next batch's jobs, and no thread
          // waits while another has a long share left.
          const next = new Int32Array(new SharedArrayBuffer(4));
          const asked = Array.from({ length: threadsFor(list.length) - 1 }, (_, k) => {
            workers[k] ??= startWorker(setup, spill);
            return (workers[k] as Thread).ask(list, next);
          });
          return () => {
            const made: Made[] = new Array(list.length);
            let count = 0;
            takeJobs(list, next, (job, at) => {
              made[at] = local(job);
              count++;
            });
            // Every job taken here (a thread still starting took none): no answer to wait for.
            const all = count === list.length;
            for (const answer of asked) {
              const taken = answer(!all);
              taken?.indices.forEach((at, j) => {
                made[at] = taken.results[j] as Made;
                count++;
              });
            }
            // A thread that never started took nothing, so every job was taken here or answered.
            if (count !== list.length) throw new Error('a page-rendering worker thread lost a page');
            return made;
          };
        },
      } satisfies PageThreads;
    },
  };
}

interface Answer {
  /** The jobs this worker took (by their place in the batch) and their pages, in the same order. */
  indices?: number[];
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

/** The jobs a worker took of a batch, by their place in it, and their pages. */
interface Taken {
  indices: number[];
  results: Made[];
}

interface Thread {
  /**
   * Hands the worker a batch it takes jobs from (`next`: the shared count of jobs taken); its answer is
   * waited for when asked (undefined: the thread never started, so took none), or only read with
   * the next batch's when not `needed` (it took none).
   */
  ask(jobs: readonly (PageJob | undefined)[], next: Int32Array): (needed: boolean) => Taken | undefined;
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
  // Answers read from the port: one per batch, in order (a batch's not needed is read with a later one's).
  let read = 0;
  let dead = false;
  // Never asked again; stopped, so that a late start renders nothing into the spill.
  const stop = () => {
    dead = true;
    port1.close();
    void worker.terminate();
  };
  return {
    ask(jobs, next) {
      if (dead) return () => undefined;
      const batch = ++batches;
      port1.postMessage({ jobs, next });
      const asked = Date.now();
      return (needed) => {
        if (!needed) {
          // Not waited for, so a thread that never starts is told apart here: no batch queues for it.
          if (Atomics.load(signal, 1) === 0 && Date.now() - started > START_MS) stop();
          return undefined;
        }
        const results = answer(port1, signal, batch, read, jobs.length, started, asked);
        read = batch;
        if (results === undefined) stop();
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
 * none), then reads its answer, after those of the batches since `read` nobody waited for; undefined
 * when the thread never started (it cannot say why: it runs no code).
 */
function answer(
  port: MessagePort,
  signal: Int32Array,
  batch: number,
  read: number,
  count: number,
  started: number,
  asked: number,
): Taken | undefined {
  const deadline = asked + 120_000 + count * 20;
  for (let seen = Atomics.load(signal, 0); seen < batch; seen = Atomics.load(signal, 0)) {
    if (Atomics.load(signal, 1) === 0 && Date.now() - started > START_MS) return undefined;
    if (Date.now() > deadline) throw new Error('a page-rendering worker thread did not answer');
    Atomics.wait(signal, 0, seen, 200);
  }
  let message: Answer | undefined;
  for (let at = read; at < batch; at++) message = receiveMessageOnPort(port)?.message as Answer | undefined;
  if (message?.results && message.indices && message.results.length === message.indices.length)
    return { indices: message.indices, results: message.results };
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
