import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type MessagePort, workerData } from 'node:worker_threads';
import { filePaths, MANIFEST, manifestFileStamp, staleFiles } from '../ground/manifest.js';

// A worker of core/folder-check.ts: reads the folder's manifest, waits to be told to start (for as
// long as the owner takes to make the next edit: the thread is unreferenced, and a session that ends
// ends it), stats every file it lists, posts what it found and raises the flag. Everything but the
// stats is done before the wait: the rebuild waits only for those.
const { out, signal, port } = workerData as { out: string; signal: Int32Array; port: MessagePort };
let answered = false;
try {
  const root = resolve(out);
  const file = join(root, MANIFEST);
  const stat = statSync(file);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    files: { path: string; size: number }[];
    host: { path: string; size: number }[];
  };
  const listed = [...manifest.files, ...manifest.host];
  const paths = filePaths(root, listed);
  Atomics.wait(signal, 1, 0);
  const stale = staleFiles(paths, listed, stat.mtimeMs);
  // The manifest read is the one stamped (not one written between the stat and the read, or since).
  const stamp = manifestFileStamp(file, stat);
  if (manifestFileStamp(file, statSync(file)) === stamp) {
    port.postMessage({ stamp, stale });
    answered = true;
  }
} catch {
  answered = false;
} finally {
  Atomics.store(signal, 0, answered ? 1 : 2);
  Atomics.notify(signal, 0);
}
