import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { workerData } from 'node:worker_threads';
import { MANIFEST } from '../ground/manifest.js';

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
  // A manifest path is `/`-separated from the folder's root (`/blog/a/index.html`): under `out` by
  // concatenation, not a `resolve` each (which normalises the whole path again).
  const root = resolve(out);
  const listed = [...manifest.files, ...manifest.host];
  const paths = listed.map((f) =>
    typeof f.path === 'string' && f.path.startsWith('/') && !/\/\.\.?(\/|$)/.test(f.path)
      ? root + (sep === '/' ? f.path : f.path.replaceAll('/', sep))
      : resolve(root, `.${f.path}`),
  );
  Atomics.wait(signal, 1, 0);
  intact = listed.every((f, i) => statSync(paths[i] as string, { throwIfNoEntry: false })?.size === f.size);
} catch {
  intact = false;
} finally {
  Atomics.store(signal, 0, intact ? 1 : 2);
  Atomics.notify(signal, 0);
}
