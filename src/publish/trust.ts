import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { artifact } from '../build/artifacts.js';
import { UserError } from '../ground/errors.js';
import type { RemoteFile } from './manifest.js';
import type { TargetContext } from './targets/target.js';

/**
 * Trust, then verify, on a local folder: each file the manifest names must be there with the size
 * it names (one stat each), or under --repair with the hash it names (every byte read). A file that
 * is not gets an empty ETag, so the plan uploads it again; the paths are returned for the report.
 */
export function checkFiles(root: string, files: Map<string, RemoteFile>, context: TargetContext): string[] {
  const repaired: string[] = [];
  for (const [path, f] of files) {
    if (f.etag === '') continue;
    const file = join(root, path.slice(1));
    let ok: boolean;
    try {
      const stat = statSync(file);
      ok = stat.isFile() && (f.size === undefined || stat.size === f.size);
      if (ok && context.repair) ok = artifact(readFileSync(file), '').etag === f.etag;
    } catch {
      ok = false;
    }
    if (!ok) {
      files.set(path, { ...f, etag: '' });
      repaired.push(path);
    }
  }
  context.debug(
    `checked ${files.size} files by ${context.repair ? 'hash' : 'size'}: ${repaired.length} missing or altered`,
  );
  return repaired;
}

/** The manifest changed under this run: another publish wrote it. */
export function lostRace(where: string): UserError {
  return new UserError(
    `${where} changed while this publish ran: another publish to the same target got in.`,
    'Nothing more was written by this run. Run `site-api publish` again once the other one has finished: it converges on this build.',
  );
}

/** The hash of bytes as the manifest records it. */
export const hashOf = (bytes: Uint8Array) => artifact(bytes, '').etag;
