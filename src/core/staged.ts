import { isUtf8 } from 'node:buffer';
import { existsSync, lstatSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { execa } from 'execa';
import { skippedByWalk } from '../content/walk.js';
import { UserError } from '../ground/errors.js';

export interface StagedCopy {
  /** The folder standing in for the working folder inside the copy: paths relative to it read as in the repository. */
  cwd: string;
  cleanup(): void;
}

/**
 * Writes what is staged in git's index under `root` into a temporary folder, so that the pre-commit
 * hook checks what will be committed rather than the working tree. Symlinks come out as links,
 * and the loader's guard still refuses those that leave the content folder.
 */
export async function copyStaged(cwd: string, root: string): Promise<StagedCopy> {
  const top = await topOf(cwd);
  const dir = mkdtempSync(join(tmpdir(), 'site-api-staged-'));
  try {
    const files = await execa(
      'git',
      ['ls-files', '-z', '--cached', '--', relative(top, resolve(cwd, root)) || '.'],
      {
        cwd: top,
      },
    );
    if (files.stdout !== '') {
      await execa('git', ['checkout-index', '-z', '--stdin', `--prefix=${dir}/`], {
        cwd: top,
        input: files.stdout,
      });
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new UserError(`Cannot read the staged files: ${(error as Error).message.split('\n')[0]}`);
  }
  return { cwd: join(dir, relative(top, cwd)), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function topOf(cwd: string): Promise<string> {
  try {
    return (await execa('git', ['rev-parse', '--show-toplevel'], { cwd })).stdout;
  } catch {
    throw new UserError(`--staged needs a git repository, and ${cwd} is not inside one.`, 'Drop --staged.');
  }
}

/**
 * What is staged under the content folder, seen through the working tree instead of copied out of it:
 * the files of git's index (`files`, paths inside the folder in NFC), the index's bytes of those whose
 * working copy differs (`bytes`), and those with no working copy at all (`missing`, with their bytes).
 * A file the index holds as the working tree does is read where it is, so a commit of one post at
 * 10,000 posts reads one blob from git instead of writing 10,000 files to a temporary folder.
 *
 * Undefined when the index holds what this view cannot stand for, and copyStaged is used instead:
 * a conflict (an unmerged path), a submodule, a file git is told not to look at in the working tree
 * (assume-unchanged, skip-worktree: its working copy may differ unseen), a changed symbolic link or
 * change of type, a path that is not UTF-8, a content folder outside the repository, or a staged file
 * gone from the working tree in a folder the walk passes over (it would warn of that folder).
 */
export interface StagedView {
  files: ReadonlySet<string>;
  bytes: ReadonlyMap<string, Buffer>;
  missing: { rel: string; bytes: Buffer }[];
}

export async function stagedView(cwd: string, root: string): Promise<StagedView | undefined> {
  const top = await topOf(cwd);
  const rootAbs = resolve(cwd, root);
  if (!existsSync(rootAbs)) return undefined;
  const inside = relative(realpathSync(top), realpathSync(rootAbs));
  if (inside === '..' || inside.startsWith(`..${sep}`)) return undefined;
  const prefix = inside === '' ? '' : `${inside.split(sep).join('/')}/`;
  const git = (args: string[], input?: string) =>
    execa('git', args, { cwd: top, encoding: 'buffer', ...(input === undefined ? {} : { input }) });
  const scope = ['--', prefix === '' ? '.' : prefix];
  let listed: Uint8Array;
  let changed: Uint8Array;
  try {
    listed = (await git(['ls-files', '-z', '--stage', '-v', ...scope])).stdout;
    changed = (await git(['diff-files', '-z', ...scope])).stdout;
  } catch (error) {
    throw new UserError(`Cannot read the staged files: ${(error as Error).message.split('\n')[0]}`);
  }
  // "<tag> <mode> <object> <stage>\t<path>": H is a plain cached file; anything else (S skip-worktree,
  // a lowercase tag for assume-unchanged, M unmerged) leaves the working tree no stand-in for the index.
  const objects = new Map<string, string>();
  for (const record of fields(listed)) {
    const m = /^([A-Za-z]) (\d{6}) ([0-9a-f]+) (\d)\t(.*)$/s.exec(record);
    if (!m) return undefined;
    const [, tag, mode, object, stage, path] = m as unknown as string[];
    if (tag !== 'H' || stage !== '0' || mode === '160000' || path === undefined) return undefined;
    objects.set(path, object as string);
  }
  // diff-files -z: ":<old mode> <new mode> <old object> <new object> <status>\0<path>\0" for each
  // index file whose working copy differs (or may: a changed stat without a changed byte counts too).
  const differing: { path: string; deleted: boolean }[] = [];
  const records = fields(changed);
  for (let i = 0; i + 1 < records.length; i += 2) {
    const m = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])/.exec(records[i] as string);
    const path = records[i + 1] as string;
    if (!m || !objects.has(path)) return undefined;
    const [, before, , status] = m as unknown as string[];
    if (before !== '100644' && before !== '100755') return undefined;
    if (status === 'D') differing.push({ path, deleted: true });
    else if (status === 'M') differing.push({ path, deleted: false });
    else return undefined;
  }
  const bytes = new Map<string, Buffer>();
  const missing: { rel: string; bytes: Buffer }[] = [];
  if (differing.some((d) => d.path.includes('\n'))) return undefined;
  const blobs = await readBlobs(
    git,
    differing.map((d) => ({ object: objects.get(d.path) as string, path: d.path })),
  );
  for (const [i, { path, deleted }] of differing.entries()) {
    const rel = path.slice(prefix.length);
    const abs = join(rootAbs, rel);
    // The working copy must be a plain file where the index has one (or nothing at all), reached
    // without a symbolic link on the way, for the walk to find it where git does.
    if (!plainFolders(rootAbs, rel)) return undefined;
    const stat = lstatSync(abs, { throwIfNoEntry: false });
    const blob = blobs[i] as Buffer;
    // One the walk passes over (under `_notes/`, say) it would still count in a checkout: the copy says so.
    if (deleted && stat === undefined && !skippedByWalk(rel))
      missing.push({ rel: rel.normalize('NFC'), bytes: blob });
    else if (!deleted && stat?.isFile()) bytes.set(rel.normalize('NFC'), blob);
    else return undefined;
  }
  return {
    files: new Set([...objects.keys()].map((path) => path.slice(prefix.length).normalize('NFC'))),
    bytes,
    missing,
  };
}

/** The NUL-separated fields of git's -z output, each UTF-8 (undefined entries stop the view: see below). */
function fields(output: Uint8Array): string[] {
  const buffer = Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  const out: string[] = [];
  let start = 0;
  for (let at = buffer.indexOf(0); at >= 0; at = buffer.indexOf(0, start)) {
    const field = buffer.subarray(start, at);
    // A name that is not UTF-8: the view gives up (the copy reports it as the walk does).
    out.push(isUtf8(field) ? field.toString('utf8') : '\0');
    start = at + 1;
  }
  return out;
}

/** True when every folder from `root` down to `rel`'s that exists is a folder, not a symbolic link. */
function plainFolders(root: string, rel: string): boolean {
  const names = rel.split('/').slice(0, -1);
  let at = root;
  for (const name of names) {
    at = join(at, name);
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (stat === undefined) return true;
    if (!stat.isDirectory()) return false;
  }
  return true;
}

/**
 * The bytes of each object, in order, through one `git cat-file --batch`, as checking the file out
 * at its path would write them (smudge filters, line-end conversion), as copyStaged's checkout-index does.
 */
async function readBlobs(
  git: (args: string[], input?: string) => Promise<{ stdout: Uint8Array }>,
  wanted: { object: string; path: string }[],
): Promise<Buffer[]> {
  if (wanted.length === 0) return [];
  const input = wanted.map((w) => `${w.object} ${w.path}\n`).join('');
  const { stdout } = await git(['cat-file', '--batch', '--filters'], input);
  const out = Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength);
  const blobs: Buffer[] = [];
  let at = 0;
  for (const { object } of wanted) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8');
    const m = /^([0-9a-f]+) blob (\d+)$/.exec(header);
    if (!m || m[1] !== object)
      throw new UserError(`Cannot read the staged file ${object}: git said "${header}".`);
    const size = Number(m[2]);
    blobs.push(out.subarray(end + 1, end + 1 + size));
    at = end + 1 + size + 1;
  }
  return blobs;
}
