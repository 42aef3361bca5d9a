import { mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LockStore } from './lease.js';

/** The lock's name in a target folder, next to the manifest. */
export const LOCK = '.site-api-lock';

/**
 * A lock in a local folder: created with O_EXCL (`wx`), which one process alone can win, on every
 * local file system (and NFSv3+). Taking over a stale one is read, compare, unlink, create: two runs
 * both taking over the same stale lock in the same millisecond could both win; a live lock is never
 * taken over.
 */
export function fileLock(path: string): LockStore {
  const read = () => {
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  // The folders made to hold the lock of a first publish: removed with it when still empty, so a
  // publish that is declined or finds nothing to do leaves no trace.
  let made: string | undefined;
  return {
    where: path,
    async create(text) {
      // Twice at most: a holder releasing its lock removes the folder it made, which may be between
      // this run's mkdir and its create (ENOENT).
      for (let attempt = 0; ; attempt++) {
        made ??= mkdirSync(dirname(path), { recursive: true });
        try {
          writeFileSync(path, text, { flag: 'wx' });
          return true;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') return false;
          if (code !== 'ENOENT' || attempt > 0) throw error;
          made = undefined;
        }
      }
    },
    read: async () => read(),
    async write(text) {
      writeFileSync(path, text);
    },
    async removeIf(text) {
      if (read() !== text) return;
      rmSync(path, { force: true });
      for (let dir = dirname(path); made && dir.length >= made.length; dir = dirname(dir)) {
        try {
          rmdirSync(dir);
        } catch {
          break;
        }
      }
    },
  };
}
