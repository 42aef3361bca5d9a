import { type MessagePort, workerData } from 'node:worker_threads';
import type { PageJob, PageSetup } from '../build/pages/render.js';

// A worker of core/render-pool.ts: renders its share of the pages, posts the bytes, raises the flag.
// The renderer is imported inside the try, so that even a failure to load it is answered.
const { setup, jobs, port, signal } = workerData as {
  setup: PageSetup;
  jobs: PageJob[];
  port: MessagePort;
  signal: Int32Array;
};
// Alive: the pool stops waiting for a thread that never started (render-pool.ts).
Atomics.store(signal, 1, 1);
try {
  const { pageRenderer } = await import('../build/pages/render.js');
  const render = pageRenderer(setup);
  port.postMessage({ results: jobs.map(render) });
} catch (error) {
  const e = error as Error & { job?: Pick<PageJob, 'kind' | 'path'>; reason?: string };
  port.postMessage({
    error: { message: e.message, job: e.job && { kind: e.job.kind, path: e.job.path }, reason: e.reason },
  });
} finally {
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}
