import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { buildInMemory, type MemoryBuild } from '../../src/core/build.js';
import { REPO, tempDir } from '../helpers.js';

// Kept apart from test/helpers.ts, which the process-level tests load without the build's modules.

/**
 * Two builds of a copy of the sample as a --watch session makes them: the first, then a rebuild on
 * its memo after `change` (given the copy's content folder). Both kept in memory; the copy removed.
 */
export function rebuiltInWatch(change: (root: string) => void): {
  first: Extract<MemoryBuild, { ok: true }>;
  again: Extract<MemoryBuild, { ok: true }>;
} {
  const { dir, cleanup } = tempDir('site-api-watch-');
  try {
    const root = join(dir, 'content');
    cpSync(join(REPO, 'content'), root, { recursive: true });
    const options = { cwd: dir, root, now: Date.now(), cache: false, watching: true } as const;
    const first = buildInMemory(options);
    if (!first.ok) throw new Error('the sample site does not build');
    change(root);
    const again = buildInMemory({ ...options, previous: first.memo });
    if (!again.ok) throw new Error('the rebuild failed');
    return { first, again };
  } finally {
    cleanup();
  }
}
