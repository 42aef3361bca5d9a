import { type Dirent, type FSWatcher, readdirSync, type Stats, statSync, watch } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CONTENT_CHANGED, EXIT, UserError } from '../ground/errors.js';
import { visible } from '../report/diagnostics.js';
import { stopOnSignal } from './signals.js';

/**
 * How long the watcher waits after the last event before it rebuilds: an editor's save is a few events
 * within a millisecond or two (truncate and write, or write a temporary file and rename it). Events
 * that come during a rebuild start another once it ends, so a longer wait buys nothing but latency:
 * 80 ms was most of a rebuild's time at 1,000 posts. (It also hid the start of the output folder's
 * check, which build --watch now readies as soon as a build is written.)
 */
const SETTLE_MS = 15;
const MAX_NAMES = 5;

/**
 * Runs `rebuild` whenever something under the content folder changes, after the changes settle
 * (an editor's save is several events), never two at a time, with the paths (inside the folder)
 * named since the last rebuild started. `complete` is false when the watcher may have missed a name
 * since then: the rebuild must then look at every file. `onChange` is told of the first change while
 * no rebuild runs, before the changes settle: work the next rebuild needs may start then. Ends
 * cleanly on Ctrl-C or SIGTERM.
 *
 * `first`: the first build, which the watcher is set up before (so that a file saved while it reads
 * the folder is named to the next rebuild, and no rebuild need look at every file to find such a
 * save). No rebuild runs until it has settled; what changed meanwhile is rebuilt then. When it
 * rejects, the watch ends. Until it settles Ctrl-C ends the process at once, as it ends any build.
 */
export function watchContent(
  root: string,
  rebuild: (names: string[], complete: boolean) => Promise<void>,
  onChange: (() => void) | undefined,
  first: Promise<unknown>,
): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  let again = false;
  // What changed since the last rebuild started, to say which edit a rebuild (or its errors) comes from.
  let changed = new Set<string>();
  // Whether the watcher failed since the last rebuild started (see the 'error' listener).
  let missed = false;
  // Folders it could not watch: a save there is named to no one, so every rebuild looks at every file.
  const unwatched: Unwatched = { folders: new Set(), limit: false, more: 0 };
  // Whether a change came that no rebuild has started for yet.
  let settling = false;
  const run = async () => {
    settling = false;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const names = [...changed].sort();
    const complete = !missed && unwatched.folders.size === 0;
    changed = new Set();
    missed = false;
    if (names.length > 0) {
      const shown = names.slice(0, MAX_NAMES).map((n) => join(root, n));
      const more = names.length > MAX_NAMES ? ` and ${names.length - MAX_NAMES} more` : '';
      process.stderr.write(`changed: ${shown.map(visible).join(', ')}${more}\n`);
    }
    try {
      await rebuild(names, complete);
    } catch (error) {
      // A rebuild that throws (the folder went away, the disk is full) is reported, and the watch goes on.
      // A file saved while it was read: the watcher names it to the rebuild that follows (it was
      // watching before the rebuild read the folder), so the advice is not the one-off command's.
      if (error instanceof UserError && error.code === CONTENT_CHANGED)
        process.stderr.write(`${error.message.replace(/\.$/, '')}: building again once it is saved.\n`);
      else {
        const hint = error instanceof UserError && error.hint ? `\n  hint: ${error.hint}` : '';
        process.stderr.write(`site-api: ${(error as Error)?.message ?? String(error)}${hint}\n`);
      }
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await run();
    }
  };
  // What the first rebuild renders (markdown-it, Prism, the summaries' parser) is loaded while the
  // owner is still typing, unless a change is already on its way (build/pages/render.ts warmRenderers).
  const warm = () => {
    if (running || settling) return;
    import('../build/pages/render.js').then(
      ({ warmRenderers }) => {
        if (running || settling) return;
        try {
          warmRenderers();
        } catch {
          // Only time was to be saved: a renderer that fails fails again in the rebuild, and says why there.
        }
      },
      () => {},
    );
  };
  const settle = () => {
    if (!settling && !running) onChange?.();
    settling = true;
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  };
  let watcher: { close(): void } | undefined;
  const start = () => {
    const top = resolve(root);
    watcher = watchTree(
      top,
      (name) => {
        changed.add(name);
        settle();
      },
      // A folder the watcher could not read or watch (removed as it looked, or no permission), or
      // names it lost: what changed there it cannot name, so the next rebuild looks at every file.
      (folder, error) => {
        if (folder !== undefined) warnUnwatched(root, relative(top, folder), error, unwatched);
        // While the watcher is set up (it is not there yet), the build that follows, or that has just
        // read the folder, reads it: only the owner is told.
        if (watcher === undefined) return;
        missed = true;
        settle();
      },
    );
    sayMore(unwatched);
  };
  try {
    start();
  } catch (error) {
    // No content folder yet: the first build says so, as any build does (its error, not the
    // watcher's). Should it build after all, the watch starts then, and the first rebuild looks at
    // every file.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    missed = true;
  }
  return new Promise((done, fail) => {
    const stop = () => {
      clearTimeout(timer);
      watcher?.close();
      done(EXIT.ok);
    };
    first.then(() => {
      try {
        if (watcher === undefined) start();
      } catch (error) {
        fail(error);
        return;
      }
      stopOnSignal(stop);
      process.stderr.write(`Watching ${root} for changes (Ctrl-C to stop).\n`);
      running = false;
      if (again) {
        again = false;
        void run();
      } else setImmediate(warm);
    }, stop);
  });
}

/**
 * What the owner is told of folders the watcher cannot watch: each folder once, and at the system's
 * limit of watchers (which every folder after the first hits too) one line and then a count.
 */
interface Unwatched {
  folders: Set<string>;
  /** Whether a folder was named for the limit. */
  limit: boolean;
  /** Folders refused for the limit after the one named. */
  more: number;
}

const isLimit = (code: string | undefined) => code === 'ENOSPC' || code === 'EMFILE';

/**
 * Tells the owner that a folder of the content is not watched, and why: a save there starts no
 * rebuild (a rebuild another save starts reads every file, unwatched.folders not being empty). A
 * folder removed as it was looked at is not worth a line, nor is it unwatched. The limit of inotify
 * watches gets the setting that raises it.
 */
function warnUnwatched(root: string, folder: string, error: unknown, said: Unwatched): void {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || said.folders.has(folder)) return;
  const limit = isLimit(code);
  said.folders.add(folder);
  if (limit && said.limit) {
    said.more++;
    return;
  }
  said.limit ||= limit;
  const why = limit
    ? 'the system allows no more file watchers'
    : ((error as Error | undefined)?.message ?? String(error));
  const hint = limit
    ? 'raise the limit (on Linux: sysctl fs.inotify.max_user_watches=524288), then start --watch again'
    : 'make the folder readable, then start --watch again';
  process.stderr.write(
    `⚠ not watching ${visible(join(root, folder))}: ${why}. A save there starts no rebuild; one elsewhere rebuilds with it.\n  hint: ${hint}\n`,
  );
}

/** After the watcher is set up: how many more folders the limit kept it from watching, if any. */
function sayMore(said: Unwatched): void {
  if (said.more === 0) return;
  process.stderr.write(`  (and ${said.more} more folders, for the same reason)\n`);
  said.more = 0;
}

/** Folders never watched: nothing in them is content, and they can hold many thousands of files. */
const UNWATCHED = new Set(['node_modules', '.git']);

/**
 * Watches every folder under `root` and calls `named` with the path (inside `root`) of each entry an
 * event names. On Linux each folder gets its own watcher (inotify on the folder), which names the
 * entry for a write, a creation, a removal and a rename into or out of it. Node 20's recursive watch
 * there watches each file by its inode instead: a save that renames a new file over the old one (an
 * editor's atomic save) ended that file's watch, and its next saves were named to no one, so the
 * rebuild kept the file as it was. Elsewhere Node's recursive watch is the system's own and names
 * entries as they change.
 */
function watchTree(
  root: string,
  named: (name: string) => void,
  failed: (folder?: string, error?: unknown) => void,
): { close(): void } {
  if (process.platform !== 'linux') {
    const whole = watch(root, { recursive: true }, (_event, name) => {
      if (name) named(String(name));
      else failed();
    });
    whole.on('error', (error) => failed(root, error));
    return whole;
  }
  const watchers = new Map<string, FSWatcher>();
  /** `within`: the folders above, by device and inode, so that a symbolic link never leads round a loop. */
  const watchFolder = (dir: string, within: ReadonlySet<string> = new Set(), top = false) => {
    let watcher: FSWatcher;
    let inside: Set<string>;
    try {
      const stats = statSync(dir);
      const id = `${stats.dev}:${stats.ino}`;
      if (!stats.isDirectory() || within.has(id) || watchers.has(dir)) return;
      inside = new Set(within).add(id);
      watcher = watch(dir, {}, (_event, name) => event(dir, name));
    } catch (error) {
      // The content folder itself must be there; a folder inside it may go as it is looked at.
      if (top) throw error;
      failed(dir, error);
      return;
    }
    watcher.on('error', (error) => failed(dir, error));
    watchers.set(dir, watcher);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      failed(dir, error);
      return;
    }
    for (const entry of entries)
      if ((entry.isDirectory() || entry.isSymbolicLink()) && !UNWATCHED.has(entry.name))
        watchFolder(join(dir, entry.name), inside);
  };
  const event = (dir: string, name: string | Buffer | null) => {
    // No name: the kernel's queue overflowed, and what changed is not known.
    if (name === null) {
      failed();
      return;
    }
    const path = join(dir, String(name));
    named(relative(root, path));
    if (UNWATCHED.has(String(name))) return;
    // A folder made or moved in is watched from now on (the load reads whatever a named folder
    // holds, so files written in it before its watcher was set up are not missed); one removed or
    // moved out, with everything under it, is not.
    let stats: Stats | undefined;
    try {
      stats = statSync(path, { throwIfNoEntry: false });
    } catch {
      // Unreadable as it changes (no permission, a link loop): named, and the load says what it is.
    }
    if (stats?.isDirectory()) watchFolder(path);
    else
      for (const [folder, watcher] of watchers)
        if (folder === path || folder.startsWith(`${path}${sep}`)) {
          watcher.close();
          watchers.delete(folder);
        }
  };
  watchFolder(root, new Set(), true);
  return {
    close: () => {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
