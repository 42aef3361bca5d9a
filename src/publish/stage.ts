import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Artifact } from '../build/artifacts.js';
import { sweepScratch, trackScratch } from '../ground/scratch.js';
import { isSafePath } from './manifest.js';

/**
 * A private temporary folder holding some built files at their published paths, for targets that
 * hand a folder to another program (rsync, wrangler, a command). Removed by `dispose`.
 */
export function stage(files: Iterable<[string, Artifact]>, extra: Record<string, string | Uint8Array> = {}) {
  // The pid in the name lets the next run sweep what a killed one left (only folders whose pid is gone).
  sweepScratch(tmpdir(), 'site-api-publish-');
  const dir = mkdtempSync(join(tmpdir(), `site-api-publish-${process.pid}-`));
  const untrack = trackScratch(dir);
  const made = new Set<string>();
  const put = (path: string, bytes: Uint8Array | string) => {
    if (!isSafePath(path)) throw new Error(`refusing to stage an unsafe path: ${JSON.stringify(path)}`);
    const file = join(dir, path.slice(1));
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(file, bytes);
  };
  try {
    for (const [path, a] of files) put(path, a.bytes);
    for (const [path, text] of Object.entries(extra)) put(path, text);
  } catch (error) {
    untrack();
    throw error;
  }
  return { dir, dispose: untrack };
}
