import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { PageError, type PageJob, type PagePool, type PageSetup } from '../build/pages/render.js';

/**
 * Pages rendered in worker threads beside this one. The build is synchronous (serve, diff and publish
 * call it as a function), so this thread hands each worker a share of the jobs, renders its own share,
 * then waits on a shared flag the worker raises when its answer is in the port: no event loop needed.
 * Each worker renders with the same code (build/pages/render.ts), so the bytes are the same in any
 * thread; a job's order is kept.
 */

/** Fewer jobs than this per thread: the thread would cost more to start (~150 ms) than it saves. */
const PER_THREAD = 250;

/** A thread that has not started after this long never will (one starts in about 150 ms). */
const START_MS = 15_000;

/** A pool of `jobs` threads (this one included), or undefined for one. */
export function pagePool(jobs: number): PagePool | undefined {
  if (jobs <= 1) return undefined;
  return {
    renderAll(setup, list, local) {
      const threads = Math.max(1, Math.min(jobs, Math.floor(list.length / PER_THREAD)));
      const size = Math.ceil(list.length / threads);
      const shares = Array.from({ length: threads }, (_, k) => list.slice(k * size, (k + 1) * size));
      const workers = shares.slice(1).map((share) => startWorker(setup, share));
      try {
        const mine = (shares[0] ?? []).map(local);
        // A thread that could not start renders nothing: its share is rendered here.
        return [
          ...mine,
          ...workers.flatMap((worker, k) => worker.result() ?? (shares[k + 1] ?? []).map(local)),
        ];
      } finally {
        for (const { worker } of workers) void worker.terminate();
      }
    },
  };
}

interface Answer {
  results?: Uint8Array[];
  error?: { message: string; job?: Pick<PageJob, 'kind' | 'path'>; reason?: string };
}

function startWorker(
  setup: PageSetup,
  jobs: readonly PageJob[],
): { worker: Worker; result: () => Uint8Array[] | undefined } {
  // [0]: the answer is in the port; [1]: the thread started.
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./render-worker.js', import.meta.url), {
    // Not this process's flags: some stop a worker from starting (--input-type, say); it needs none.
    execArgv: [],
    // The site's words are made again in the worker (functions cannot be sent).
    workerData: { setup: { ...setup, site: { ...setup.site, text: null } }, jobs, port: port2, signal },
    transferList: [port2],
  });
  return { worker, result: () => answer(port1, signal, jobs.length) };
}

/**
 * Waits for the worker's flag (bounded: a worker killed by the system raises none), then reads its
 * answer; undefined when the thread never started (it cannot say why: it runs no code).
 */
function answer(port: MessagePort, signal: Int32Array, count: number): Uint8Array[] | undefined {
  const started = Date.now();
  const deadline = started + 120_000 + count * 20;
  while (Atomics.load(signal, 0) === 0) {
    if (Atomics.load(signal, 1) === 0 && Date.now() - started > START_MS) {
      port.close();
      return undefined;
    }
    if (Date.now() > deadline) throw new Error('a page-rendering worker thread did not answer');
    Atomics.wait(signal, 0, 0, 200);
  }
  const message = receiveMessageOnPort(port)?.message as Answer | undefined;
  port.close();
  if (message?.results && message.results.length === count) return message.results;
  const error = message?.error;
  if (error?.job && error.reason !== undefined) throw new PageError(error.job, error.reason);
  throw new Error(`a page-rendering worker thread failed: ${error?.message ?? 'no answer'}`);
}
