import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Temporary folders of this run. A folder is named `<prefix><pid>-<random>` so that the next run can
 * tell a folder left by a killed run (its pid is gone) from one a live run is using, and sweep only the
 * first. While registered here, a folder is removed if the process is stopped by SIGINT or SIGTERM
 * (main.ts calls `removeScratch`).
 *
 * A process-wide set on purpose: a signal handler has no other way to find what the run had made.
 */
const live = new Set<string>();

export function trackScratch(path: string): () => void {
  live.add(path);
  return () => {
    live.delete(path);
    rmSync(path, { recursive: true, force: true });
  };
}

export function removeScratch(): void {
  for (const path of live) rmSync(path, { recursive: true, force: true });
  live.clear();
}

/** The pid a scratch name carries after its prefix, or undefined when the name is not one of ours. */
export function ownerPid(name: string, prefix: string): number | undefined {
  if (!name.startsWith(prefix)) return undefined;
  const match = /^(\d+)-/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : undefined;
}

export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to someone else, so it may be a live run of another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The entries of `dir` named `<prefix><pid>-…` whose pid is gone (none when `dir` cannot be read). */
export function stranded(dir: string, prefix: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => {
    const pid = ownerPid(name, prefix);
    return pid !== undefined && !isAlive(pid);
  });
}

/** Removes the folders of `dir` named `<prefix><pid>-…` whose pid is gone; returns the names removed. */
export function sweepScratch(dir: string, prefix: string): string[] {
  const removed: string[] = [];
  for (const name of stranded(dir, prefix)) {
    try {
      rmSync(join(dir, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Someone else's or busy: the next run tries again.
    }
  }
  return removed;
}
