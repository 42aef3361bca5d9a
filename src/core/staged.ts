import { isUtf8 } from 'node:buffer';
import { execFile } from 'node:child_process';
import { lstatSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readsBytes } from '../content/load.js';
import { withinWalkLimits } from '../content/walk.js';
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
export async function copyStaged(cwd: string, root: string, top: string): Promise<StagedCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'site-api-staged-'));
  try {
    const files = await runGit(
      ['ls-files', '-z', '--cached', '--', relative(top, resolve(cwd, root)) || '.'],
      {
        cwd: top,
        env: pathspecs(true),
      },
    );
    if (files.stdout.byteLength > 0) {
      await runGit(['checkout-index', '-z', '--stdin', `--prefix=${dir}/`], {
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

/** The top of the git repository holding `cwd` (git's real path); a UserError outside one. */
export async function repositoryTop(cwd: string): Promise<string> {
  try {
    return (await runGit(['rev-parse', '--show-toplevel'], { cwd })).stdout
      .toString('utf8')
      .replace(/\r?\n$/, '');
  } catch {
    throw new UserError(`--staged needs a git repository, and ${cwd} is not inside one.`, 'Drop --staged.');
  }
}

/**
 * What is staged under the content folder, read through the working tree instead of copied out of it:
 * `files`, every file of git's index under the folder (paths inside it, as git spells them, sorted as
 * the walk sorts), and `bytes`, the index's bytes of those the load reads whose working copy differs
 * or is gone. A file the index holds as the working tree does is read where it is, so a commit of one
 * post at 10,000 posts reads one blob from git instead of writing 10,000 files to a temporary folder.
 * The load lists exactly these files (walk.ts listingOf): untracked and ignored files are never seen.
 */
export interface StagedView {
  files: readonly string[];
  bytes: ReadonlyMap<string, Buffer>;
  /** Each file's object in the index (its git blob id), by its path in the folder. */
  objects: ReadonlyMap<string, string>;
}

/**
 * The staged view of the content folder, or undefined where the working tree cannot stand for the
 * index and copyStaged is used instead: a conflict (an unmerged path), a submodule, a symbolic link
 * (the walk follows links on disk, git does not), a file git is told not to look at in the working
 * tree (assume-unchanged, skip-worktree), a change of type, a name that is not UTF-8, a .gitattributes
 * changed since the working tree was checked out (its files could check out otherwise), more files or
 * deeper folders than the walk reads, more than MAX_READS differing files, or a content folder outside
 * the repository or reached through a link inside it.
 */
export async function stagedView(cwd: string, root: string, top: string): Promise<StagedView | undefined> {
  // The content folder as the repository holds it: reached from the top through plain folders (a
  // link on the way would make the walk read another folder than the index's).
  const inside = insideOf(top, resolve(cwd, root));
  if (inside === undefined) return undefined;
  const folder = inside.split(sep).join('/');
  try {
    if (!plainFolders(top, `${folder}/-`, true)) return undefined;
  } catch {
    // A folder on the way that cannot be looked at (EACCES): the copy says what git says of it.
    return undefined;
  }
  const rootAbs = join(top, inside);
  const prefix = folder === '' ? '' : `${folder}/`;
  // Pathspecs taken literally: a folder named with `*` or `[` is that folder, not a pattern.
  const git = (args: string[], input?: string, literal = true) =>
    runGit(args, { cwd: top, env: pathspecs(literal), input });
  const scope = ['--', prefix === '' ? '.' : prefix];
  // .gitattributes staged or changed anywhere (an attribute may sit above the content folder); with
  // no commit yet, any staged one.
  const attributesIn = ['--', ':(glob)**/.gitattributes'];
  let listed: Uint8Array;
  let changed: Uint8Array;
  let attributes: Uint8Array;
  try {
    // Independent questions to git, asked at once.
    const [index, differ, head, unstagedAttributes] = await Promise.all([
      git(['ls-files', '-z', '--stage', '-v', ...scope]),
      git(['diff-files', '-z', ...scope]),
      git(['rev-parse', '-q', '--verify', 'HEAD^{tree}']).catch(() => undefined),
      git(['diff-files', '-z', '--name-only', ...attributesIn], undefined, false),
    ]);
    listed = index.stdout;
    changed = differ.stdout;
    const tree = head && Buffer.from(head.stdout).toString('utf8').trim();
    const staged = tree
      ? await git(['diff-index', '--cached', '-z', '--name-only', tree, ...attributesIn], undefined, false)
      : await git(['ls-files', '-z', ...attributesIn], undefined, false);
    attributes = Buffer.concat([staged.stdout, unstagedAttributes.stdout]);
  } catch (error) {
    throw new UserError(`Cannot read the staged files: ${(error as Error).message.split('\n')[0]}`);
  }
  if (attributes.byteLength > 0) return undefined;
  // "<tag> <mode> <object> <stage>\t<path>": H is a plain cached file; anything else (S skip-worktree,
  // a lowercase tag for assume-unchanged, M unmerged) leaves the working tree no stand-in for the index.
  const objects = new Map<string, string>();
  for (const record of fields(listed)) {
    const m = /^([A-Za-z]) (\d{6}) ([0-9a-f]+) (\d)\t(.*)$/s.exec(record);
    if (!m) return undefined;
    const [, tag, mode, object, stage, path] = m as unknown as string[];
    if (tag !== 'H' || stage !== '0' || (mode !== '100644' && mode !== '100755')) return undefined;
    objects.set(path as string, object as string);
  }
  const files = [...objects.keys()].map((path) => path.slice(prefix.length));
  if (!withinWalkLimits(files)) return undefined;
  // diff-files -z: ":<old mode> <new mode> <old object> <new object> <status>\0<path>\0" for each
  // index file whose working copy differs (or may: a changed stat without a changed byte counts too).
  const differing: string[] = [];
  const records = fields(changed);
  for (let i = 0; i + 1 < records.length; i += 2) {
    const m = /^:\d{6} \d{6} [0-9a-f]+ [0-9a-f]+ ([A-Z])/.exec(records[i] as string);
    const path = records[i + 1] as string;
    if (!m || !objects.has(path) || (m[1] !== 'M' && m[1] !== 'D')) return undefined;
    differing.push(path);
  }
  // Only what the load reads needs the index's bytes (not a changed image: it is listed, never read).
  const wanted: { object: string; path: string; rel: string }[] = [];
  for (const path of differing) {
    const rel = path.slice(prefix.length);
    // The working copy, where there is one, must be a plain file reached through plain folders, or the
    // load would meet something else than a file there (git reports a change of type as a deletion).
    try {
      if (!plainFolders(rootAbs, rel)) return undefined;
      const stat = lstatSync(join(rootAbs, rel), { throwIfNoEntry: false });
      if (stat !== undefined && !stat.isFile()) return undefined;
    } catch {
      return undefined;
    }
    if (readsBytes(rel)) wanted.push({ object: objects.get(path) as string, path, rel });
  }
  // Read one by one (see readBlob): many differing files are copied out as before.
  if (wanted.length > MAX_READS) return undefined;
  const blobs: Buffer[] = [];
  for (const w of wanted) {
    try {
      blobs.push(await readBlob(git, w));
    } catch (error) {
      throw new UserError(
        `Cannot read the staged ${w.path}: ${(error as Error).message.split('\n')[0]}`,
        'Check that git can read the repository: git cat-file -p :<path> should print the file.',
      );
    }
  }
  return {
    files: files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    bytes: new Map(wanted.map((w, i) => [w.rel, blobs[i] as Buffer])),
    objects: new Map([...objects].map(([path, object]) => [path.slice(prefix.length), object])),
  };
}

/**
 * git run without a shell, its output as bytes, all of it (a file's bytes end where git's output
 * does); a failure rejects with the command and git's message. node:child_process rather than execa:
 * the pre-commit hook loads this module on every commit, and importing execa cost ~150 ms of it.
 */
function runGit(
  args: string[],
  o: { cwd: string; env?: NodeJS.ProcessEnv; input?: string | Uint8Array },
): Promise<{ stdout: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd: o.cwd,
        env: { ...process.env, ...o.env },
        encoding: 'buffer',
        maxBuffer: Number.POSITIVE_INFINITY,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout });
        const why = stderr.toString('utf8').trim() || error.message;
        reject(new Error(`git ${args.join(' ')} failed: ${why}`, { cause: error }));
      },
    );
    child.stdin?.on('error', () => {});
    child.stdin?.end(o.input);
  });
}

/**
 * How git reads the pathspecs given here, whatever the environment says (GIT_LITERAL_PATHSPECS and
 * the others would change what a folder's name matches, and some refuse to go together).
 */
const pathspecs = (literal: boolean) => ({
  GIT_LITERAL_PATHSPECS: literal ? '1' : '0',
  GIT_GLOB_PATHSPECS: '0',
  GIT_NOGLOB_PATHSPECS: '0',
  GIT_ICASE_PATHSPECS: '0',
});

/**
 * `abs` as a path inside the repository at `top` (git's real path), or undefined when it is outside:
 * the folders above `top` may be reached through a link (an absolute --root under /tmp on macOS),
 * those below it are taken as written, so that a link inside the repository is seen as one.
 */
function insideOf(top: string, abs: string): string | undefined {
  for (let at = abs; ; at = dirname(at)) {
    let real: string | undefined;
    try {
      real = realpathSync(at);
    } catch {
      real = undefined;
    }
    if (real === top) return relative(at, abs);
    if (dirname(at) === at) return undefined;
  }
}

/** The NUL-separated fields of git's -z output; a field that is not UTF-8 becomes "\0", which no record matches. */
function fields(output: Uint8Array): string[] {
  const buffer = Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  const out: string[] = [];
  let start = 0;
  for (let at = buffer.indexOf(0); at >= 0; at = buffer.indexOf(0, start)) {
    const field = buffer.subarray(start, at);
    out.push(isUtf8(field) ? field.toString('utf8') : '\0');
    start = at + 1;
  }
  return out;
}

/**
 * True when every folder from `root` down to `rel`'s that exists is a folder, not a symbolic link;
 * with `all`, each of them must exist.
 */
function plainFolders(root: string, rel: string, all = false): boolean {
  const names = rel.split('/').slice(0, -1);
  let at = root;
  for (const name of names) {
    if (name === '') continue;
    at = join(at, name);
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (stat === undefined) return !all;
    if (!stat.isDirectory()) return false;
  }
  return true;
}

/** More files differing from the index than this are copied out (readBlob runs git once a file). */
const MAX_READS = 64;

/**
 * The bytes of a staged file as checking it out at its path would write them (smudge filters,
 * line-end conversion, working-tree-encoding), as copyStaged's checkout-index does. One git per file:
 * `cat-file --batch --filters` prints the stored size before the converted bytes, so its output
 * cannot be split where a filter changes the size.
 */
async function readBlob(
  git: (args: string[]) => Promise<{ stdout: Uint8Array }>,
  { object, path }: { object: string; path: string },
): Promise<Buffer> {
  const { stdout } = await git(['cat-file', '--filters', `--path=${path}`, object]);
  return Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength);
}
