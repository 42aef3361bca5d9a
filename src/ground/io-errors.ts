import { basename, relative } from 'node:path';

/**
 * File-system failures the user can fix (a full disk, a read-only mount, permissions, too many open
 * files), as a message naming the path and a way out. Anything else stays a bug. main.ts uses it, so
 * that an I/O fault anywhere reads as exit 2 with a hint, not "internal error … a bug in site-api".
 */
const WAYS_OUT: Record<string, [string, string]> = {
  ENOSPC: [
    'no space left on the device',
    'Free some space (or point --out elsewhere) and run again; the previous output was left as it was.',
  ],
  EDQUOT: ['the disk quota is used up', 'Free some space within your quota and run again.'],
  EROFS: ['the file system is read-only', 'Write somewhere writable (--out, or run from another folder).'],
  EACCES: ['permission denied', 'Check the permissions of that path (ls -ld), or write somewhere you own.'],
  EPERM: ['the operation is not permitted', 'Check the permissions and attributes (lsattr) of that path.'],
  EMFILE: ['too many files are open in this process', 'Raise the limit (`ulimit -n 4096`) and run again.'],
  ENFILE: [
    'too many files are open on this machine',
    'Close some programs, or raise the system limit, and run again.',
  ],
  ENOTDIR: ['a file is where a folder is needed', 'Move that file away, or choose another path.'],
  EISDIR: ['a folder is where a file is needed', 'Move that folder away, or choose another path.'],
  ENAMETOOLONG: ['the path is too long', 'Use a shorter path or fewer nested folders.'],
  EIO: ['the device reported an I/O error', 'Check the disk (dmesg), then run again.'],
};

export function ioFault(error: unknown, cwd: string): { message: string; hint: string } | undefined {
  const e = error as Partial<NodeJS.ErrnoException> | undefined;
  const code = e?.code;
  if (!code || !(code in WAYS_OUT)) return undefined;
  const [what, hint] = WAYS_OUT[code] as [string, string];
  const path = e.path ? relative(cwd, e.path) || '.' : undefined;
  const verb = e.syscall ? ` (${e.syscall})` : '';
  // A run's own scratch file or folder (`.<name>.<role>-<pid>-<hex>`, ground/scratch.ts): one the user
  // never sees (a spill is removed from its folder as soon as it is open), so say what it is.
  const role = e.path ? SCRATCH.exec(basename(e.path))?.[1] : undefined;
  const aside = role ? `, ${SCRATCH_ROLES[role] ?? 'a temporary file of this run'}` : '';
  return {
    message: `${path ? `Cannot use ${path}` : 'An I/O operation failed'}${verb}${aside}: ${what} [${code}].`,
    hint,
  };
}

const SCRATCH = /^\..+\.(pages|tmp|apply|old)-\d+-[0-9a-f]+$/;
const SCRATCH_ROLES: Record<string, string> = {
  pages: 'where this build holds the files it made until it writes them (removed when it ends)',
  tmp: 'where this build writes its files before they replace the output',
};
