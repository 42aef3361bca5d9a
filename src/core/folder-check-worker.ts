import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { workerData } from 'node:worker_threads';
import { filePaths, MANIFEST, sizesMatch } from '../ground/manifest.js';

// A worker of core/folder-check.ts: reads the folder's manifest, waits to be told to start (for as
// long as the owner takes to make the next edit: the thread is unreferenced, and a session that ends
// ends it), stats every file it lists, raises the flag. Everything but the stats is done before the
// wait: the rebuild waits only for those.
const { out, signal } = workerData as { out: string; signal: Int32Array };
let intact = false;
try {
  const manifest = JSON.parse(readFileSync(resolve(out, MANIFEST), 'utf8')) as {
    files: { path: string; size: number }[];
    host: { path: string; size: number }[];
  };
  const listed = [...manifest.files, ...manifest.host];
  const paths = filePaths(resolve(out), listed);
  Atomics.wait(signal, 1, 0);
  intact = sizesMatch(paths, listed);
} catch {
  intact = false;
} finally {
  Atomics.store(signal, 0, intact ? 1 : 2);
  Atomics.notify(signal, 0);
}
