import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../../ground/errors.js';
import { MANIFEST } from '../../ground/manifest.js';
import type { ResolvedTarget } from '../config.js';
import { fileLock, LOCK } from '../lock-file.js';
import { isSafePath, manifestText, parseManifest } from '../manifest.js';
import { checkFiles, lostRace } from '../trust.js';
import type { IncrementalTarget, TargetContext } from './target.js';

type DirSettings = Extract<ResolvedTarget, { type: 'dir' }>;

// What a web server's user (another account) needs: folders it can enter, files it can read; the
// owner writes. Set explicitly, so a umask of 077 cannot make the site 403 (rsync's Dgo=rx,Fgo=r).
const DIR_MODE = 0o755;
const FILE_MODE = 0o644;

/**
 * A folder on this machine, copied in Node, so that publishing locally needs no rsync. Like the
 * rsync target: each file is written to a temporary name beside it and renamed into place, only the
 * planned files are touched, the manifest goes last, and files the manifest does not name are never deleted.
 */
export function localDirTarget(settings: DirSettings, context: TargetContext): IncrementalTarget {
  const root = resolve(context.cwd, settings.path);
  /** The manifest text this run last read or wrote; undefined: there was none. */
  let known: string | undefined;
  const readManifest = (): string | undefined => {
    try {
      return readFileSync(join(root, MANIFEST), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw failing(`read ${MANIFEST}`)(error);
    }
  };
  const fileOf = (path: string) => {
    if (!isSafePath(path)) throw new Error(`refusing to publish an unsafe path: ${JSON.stringify(path)}`);
    return join(root, path.slice(1));
  };
  const ensureDir = (dir: string) => {
    try {
      if (statSync(dir).isDirectory()) return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      ensureDir(dirname(dir));
      mkdirSync(dir);
      chmodSync(dir, DIR_MODE);
      return;
    }
    throw new UserError(
      `${dir} is a file, where the publish target needs a folder.`,
      'Move it away, or publish to another folder.',
    );
  };
  const put = (path: string, bytes: Uint8Array | string) => {
    const file = fileOf(path);
    ensureDir(dirname(file));
    const temp = join(dirname(file), `.site-api-${process.pid}-${Math.random().toString(36).slice(2)}`);
    writeFileSync(temp, bytes);
    chmodSync(temp, FILE_MODE);
    renameSync(temp, file);
  };
  const failing = (what: string) => (error: unknown) => {
    if (error instanceof UserError) throw error;
    throw new UserError(
      `Cannot ${what} in ${settings.path}: ${(error as Error).message}`,
      'The live folder is consistent (files go before what links to them); fix the folder and run `site-api publish` again to finish.',
    );
  };

  return {
    kind: 'incremental',
    label: settings.path,

    lock: fileLock(join(root, LOCK)),

    async readState() {
      const text = readManifest();
      known = text;
      if (text === undefined) return { files: new Map(), foreign: [] };
      const parsed = parseManifest(text);
      if (!parsed) {
        throw new UserError(
          `${join(settings.path, MANIFEST)} is not a site-api manifest.`,
          'Delete it, or publish to another folder; site-api only deletes files its manifest names.',
        );
      }
      const repaired = checkFiles(root, parsed.files, context);
      return { files: parsed.files, foreign: [], purge: parsed.purge, repaired };
    },

    async upload(files, done) {
      try {
        // The folder itself too, as rsync's `.` does: the lock may have created it under the user's umask.
        ensureDir(root);
        chmodSync(root, DIR_MODE);
        for (const f of files) put(f.path, f.artifact.bytes);
      } catch (error) {
        failing(`copy ${files.length} files`)(error);
      }
      done(files.length);
    },

    async remove(paths) {
      for (const path of paths) {
        try {
          unlinkSync(fileOf(path));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') failing(`delete ${path}`)(error);
        }
      }
    },

    async commit(manifest, purge) {
      // The manifest must still be the one this run read or wrote: if not, another publish got in
      // (its lock broken by hand, or a site-api without locks) and this run must not overwrite it.
      if (readManifest() !== known) throw lostRace(join(settings.path, MANIFEST));
      const text = manifestText(manifest, purge);
      try {
        put(`/${MANIFEST}`, text);
        known = text;
      } catch (error) {
        failing('write the manifest')(error);
      }
    },
  };
}
