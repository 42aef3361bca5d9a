import { type MessagePort, workerData } from 'node:worker_threads';
import type { Made, PageJob, PageSetup } from '../build/pages/render.js';
import type { SpillShare } from '../ground/spill.js';

// A worker of core/render-pool.ts: renders the jobs it takes of each batch it is sent, posts their
// places and pages, counts the batch answered. With `spill`, each page's bytes go to that file as
// soon as they are made, and only where they went is answered. A failure to load the renderer is answered to every batch.
const { setup, port, signal, spill } = workerData as {
  setup: PageSetup;
  port: MessagePort;
  signal: Int32Array;
  spill?: SpillShare;
};
// Alive: the pool stops waiting for a thread that never started (render-pool.ts).
Atomics.store(signal, 1, 1);
type Batch = { jobs: (PageJob | undefined)[]; next: Int32Array };
/**
 * The jobs of a batch this thread took (one at a time from `next`, the count shared with the other
 * threads), by their places, and their pages.
 */
let answer: ((batch: Batch) => { indices: number[]; results: Made[] }) | undefined;
let failed: unknown;
try {
  const { pageRenderer, spilledPage, takeJobs, warmUp } = await import('../build/pages/render.js');
  const page = pageRenderer(setup);
  try {
    warmUp();
  } catch {
    // Only a head start: a page that needs what failed to load says so when it is rendered.
  }
  const render = spill ? (job: PageJob) => spilledPage(spill, page(job)) : page;
  answer = ({ jobs, next }) => {
    const indices: number[] = [];
    const results: Made[] = [];
    takeJobs(jobs, next, (job, at) => {
      indices.push(at);
      results.push(render(job));
    });
    return { indices, results };
  };
} catch (error) {
  failed = error;
}
port.on('message', (batch: Batch) => {
  try {
    if (answer === undefined) throw failed;
    port.postMessage(answer(batch));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { job?: Pick<PageJob, 'kind' | 'path'>; reason?: string };
    port.postMessage({
      error: {
        message: e?.message ?? String(e),
        job: e?.job && { kind: e.job.kind, path: e.job.path },
        reason: e?.reason,
        // A system error (the spill's disk full, say) keeps its code and path for the CLI's message.
        code: e?.code,
        syscall: e?.syscall,
        path: e?.path,
      },
    });
  } finally {
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  }
});
