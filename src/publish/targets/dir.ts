import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { execa } from 'execa';
import { sha256 } from '../../ground/digest.js';
import { UserError } from '../../ground/errors.js';
import { existingFolder } from '../../ground/folders.js';
import { MANIFEST } from '../../ground/manifest.js';
import type { ResolvedTarget } from '../config.js';
import { fileLock } from '../lock-file.js';
import { manifestText, parseManifest } from '../manifest.js';
import { redact, withRetry } from '../retry.js';
import { stage } from '../stage.js';
import { lostRace } from '../trust.js';
import { localDirTarget } from './dir-local.js';
import type { IncrementalTarget, TargetContext } from './target.js';

type DirSettings = Extract<ResolvedTarget, { type: 'dir' }>;

/**
 * An rsync destination (`host:/path`, `user@host:/path`, `rsync://…`); a local folder is dir-local.ts,
 * which behaves alike: each file is written to a temporary name and renamed, only
 * the planned files are sent, and the manifest (`.site-api-manifest.json`, the same file
 * `site-api build` writes) goes last. Files not named in the manifest are never deleted.
 */
export function dirTarget(settings: DirSettings, context: TargetContext): IncrementalTarget {
  // A folder on this machine is copied in Node: publishing locally must not need rsync installed.
  if (!isRemote(settings.path)) return localDirTarget(settings, context);
  const dest = settings.path.replace(/\/*$/, '/');
  if (dest.startsWith('-')) throw new UserError(`publish target path ${settings.path} looks like an option.`);

  const rsync = async (what: string, args: string[]) => {
    context.debug(`rsync ${args.join(' ')}`);
    return withRetry(
      what,
      () => execa('rsync', args, { reject: true, stdin: 'ignore' }),
      // 10, 12, 30, 35: socket, protocol, timeout: worth another try. 23 (a file missing) is not.
      (e) => [10, 12, 30, 35, 255].includes((e as { exitCode?: number }).exitCode ?? 0),
      context.retry,
    ).catch((error) => {
      if ((error as { code?: string }).code === 'ENOENT') {
        throw new UserError(
          'rsync is not installed.',
          'Install it (apt-get install rsync, brew install rsync).',
        );
      }
      const e = error as { exitCode?: number; stderr?: string };
      throw new UserError(
        `Cannot ${what} (rsync exit ${e.exitCode}): ${redact(
          String(e.stderr ?? error)
            .trim()
            .split('\n')
            .slice(-3)
            .join(' '),
        )}`,
        'The live folder is consistent (files go before what links to them); run `site-api publish` again to finish.',
      );
    });
  };
  // --perms makes --chmod the exact mode on the receiver, whatever its umask: folders a web server can enter.
  const base = [
    '--recursive',
    '--times',
    '--ignore-times',
    '--mkpath',
    '--perms',
    '--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r',
  ];
  const filesFrom = (dir: string, paths: string[]) => {
    const list = join(dir, '.site-api-files');
    writeFileSync(list, paths.map((p) => p.slice(1)).join('\n'));
    return `--files-from=${list}`;
  };

  /** The manifest text this run last read or wrote; undefined: there was none. */
  let known: string | undefined;
  const fetchManifest = async (): Promise<string | undefined> => {
    const temp = mkdtempSync(join(tmpdir(), 'site-api-manifest-'));
    try {
      const got = await execa('rsync', [`${dest}${MANIFEST}`, `${temp}/`], {
        reject: false,
        stdin: 'ignore',
      });
      if (got.exitCode === 23 && /No such file|does not exist/i.test(String(got.stderr))) return undefined;
      if (got.failed) {
        if ((got as { code?: string }).code === 'ENOENT') {
          throw new UserError(
            'rsync is not installed.',
            'Install it (apt-get install rsync, brew install rsync).',
          );
        }
        throw new UserError(
          `Cannot read ${dest}${MANIFEST} (rsync exit ${got.exitCode}): ${redact(String(got.stderr).trim())}`,
        );
      }
      return readFileSync(join(temp, MANIFEST), 'utf8');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  };

  return {
    kind: 'incremental',
    label: `rsync ${settings.path}`,
    ...machineLock(dest),

    async readState() {
      const text = await fetchManifest();
      known = text;
      if (text === undefined) {
        context.debug('no manifest at the destination: every file is new');
        return { files: new Map(), foreign: [] };
      }
      const parsed = parseManifest(text);
      if (!parsed) {
        throw new UserError(
          `${dest}${MANIFEST} is not a site-api manifest.`,
          'Delete it, or publish to another folder; site-api only deletes files its manifest names.',
        );
      }
      // No check of the files on a remote destination (a remote stat per file): see docs/publish.md.
      return { files: parsed.files, foreign: [], purge: parsed.purge };
    },

    async upload(files, done) {
      const staged = stage(files.map((f) => [f.path, f.artifact]));
      try {
        // `.` first: the target folder itself gets its mode too when --mkpath creates it.
        const list = filesFrom(staged.dir, ['/.', ...files.map((f) => f.path)]);
        await rsync(`copy ${files.length} files to ${settings.path}`, [
          ...base,
          list,
          `${staged.dir}/`,
          dest,
        ]);
        done(files.length);
      } finally {
        staged.dispose();
      }
    },

    async remove(paths) {
      const empty = stage([]);
      try {
        // rsync deletes a missing source file only when its folder exists on the sending side.
        for (const p of paths) mkdirSync(join(empty.dir, dirname(p)), { recursive: true });
        const list = filesFrom(empty.dir, paths);
        await rsync(`delete ${paths.length} files from ${settings.path}`, [
          '--recursive',
          '--delete-missing-args',
          list,
          `${empty.dir}/`,
          dest,
        ]);
      } finally {
        empty.dispose();
      }
    },

    async commit(manifest, purge) {
      // The manifest must still be the one this run read or wrote: if not, another publish got in
      // (its lock broken by hand, or a site-api without locks) and this run must not overwrite it.
      if ((await fetchManifest()) !== known) throw lostRace(`${dest}${MANIFEST}`);
      const text = manifestText(manifest, purge);
      const staged = stage([], { [`/${MANIFEST}`]: text });
      try {
        await rsync('write the manifest', [...base.slice(1), `${staged.dir}/${MANIFEST}`, dest]);
        known = text;
      } finally {
        staged.dispose();
      }
    },
  };
}

/**
 * Where this machine's lock on a remote destination lives: in the user's cache folder, named by the
 * destination as written (`user@host:/srv/site/` and `host:/srv/site/` are two locks), so that two
 * publishes by this user from any of their site folders on this machine take turns. A relative
 * XDG_CACHE_HOME is ignored, as the XDG spec says (the lock must not depend on the working folder).
 */
export function machineLockFor(dest: string, env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache');
  return join(base, 'site-api', 'locks', `rsync-${sha256(dest).slice(0, 24)}.lock`);
}

/**
 * This machine's lock on `dest`, where the user's cache folder can hold one; none (as before there
 * was one, and said so) where it cannot: a read-only or missing home must not stop a publish.
 */
function machineLock(dest: string): Pick<IncrementalTarget, 'lock' | 'lockOnlyHere'> {
  const path = machineLockFor(dest);
  const existing = existingFolder(dirname(path));
  try {
    accessSync(existing, constants.W_OK);
    if (!statSync(existing).isDirectory()) return {};
  } catch {
    return {};
  }
  return { lock: fileLock(path), lockOnlyHere: true };
}

/** rsync's own rule: a colon before any slash means a host. */
function isRemote(path: string): boolean {
  return path.startsWith('rsync://') || /^[^/]*:/.test(path);
}
