import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { workerData } from 'node:worker_threads';
import { MANIFEST } from '../ground/manifest.js';

// A worker of core/folder-check.ts: reads the folder's manifest, waits to be told to start, stats
// every file it lists, raises the flag.
const { out, signal } = workerData as { out: string; signal: Int32Array };
/** A check readied and never started (a rebuild that did not come) ends after this. */
const START_WITHIN_MS = 60_000;
let intact = false;
// False when no rebuild came to start the check: then no answer is given.
let started = true;
try {
  const manifest = JSON.parse(readFileSync(resolve(out, MANIFEST), 'utf8')) as {
    files: { path: string; size: number }[];
    host: { path: string; size: number }[];
  };
  started = Atomics.wait(signal, 1, 0, START_WITHIN_MS) !== 'timed-out';
  intact =
    started &&
    [...manifest.files, ...manifest.host].every(
      (f) => statSync(resolve(out, `.${f.path}`), { throwIfNoEntry: false })?.size === f.size,
    );
} catch {
  intact = false;
} finally {
  if (started) {
    Atomics.store(signal, 0, intact ? 1 : 2);
    Atomics.notify(signal, 0);
  }
}
