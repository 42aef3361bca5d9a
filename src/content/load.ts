import { lstatSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../ground/diagnostics.js';
import { UserError } from '../ground/errors.js';
import { nearbyContentFolders } from './discover.js';
import { type Asset, type Entry, isAssetPath, type PostEntry, type Site } from './model.js';
import { classify, LAYOUT_HINT, readFound } from './read-file.js';
import { readTheme, THEME_FILE } from './theme.js';
import { type FoundFile, listedWith, listingOf, skippedName, walkContent } from './walk.js';

export interface LoadOptions {
  /** The content folder (absolute). */
  root: string;
  /** The folder paths in messages are relative to (absolute). */
  cwd: string;
  /** Called after each file is read, for a progress display. */
  onProgress?: (done: number, total: number) => void;
  /** Files read as if they were in the folder (path inside it, with `/`): how `init` checks its skeleton before writing it. */
  extra?: readonly { rel: string; bytes: Buffer }[];
  /**
   * A --watch session: `previous` holds what the last load read; a file whose size, mtime, ctime and
   * inode are unchanged is taken from it instead of being read and parsed again. `next` is filled for
   * the following load.
   */
  memo?: {
    previous?: LoadMemo;
    next: LoadMemo;
    /**
     * Every absolute path a file watcher named since `previous` was loaded. A file it did not name,
     * outside any folder it named, is taken from `previous` without a stat; without `changed`, or
     * when the folder holds a symbolic link (a file may change under a name no watcher reports),
     * every file is stat'ed.
     */
    changed?: ReadonlySet<string>;
  };
  /**
   * Bytes already read from the folder (absolute path → bytes): what the content's key read
   * (core/unchanged.ts), taken instead of reading those files twice. The same limits apply.
   */
  preread?: ReadonlyMap<string, Buffer>;
  /**
   * Git's index standing in for the folder (validate --staged, core/staged.ts): its `files` (paths
   * inside the folder as git spells them, sorted) are what the folder is taken to hold, instead of a
   * walk of it; `bytes` stands for those whose working copy differs from the index or is gone.
   */
  index?: { files: readonly string[]; bytes: ReadonlyMap<string, Buffer> };
  /**
   * What files gave when an earlier run read them (validate, core/kept-reads.ts): `take` gives a file's
   * read when its bytes (`given` when they are not the file's on disk) are known to be those it was
   * kept for, else undefined; `learn` is told what a file read now gave. With `memo`, only in the first
   * load of a --watch session (firstOfSession).
   */
  kept?: KeptReads;
}

/**
 * What a load may take instead of reading a file again: validate's kept reads (LoadOptions.kept, by
 * the file's bytes) or a --watch session's (sessionReads, by its stat).
 */
export interface KeptReads {
  /** What the file gave when last read, if its bytes (`given`, or the file's) are known to be the same. */
  take(
    found: FoundFile,
    prefix: string,
    given?: Buffer,
  ): { read: ReturnType<typeof readFound>; diagnostics: Diagnostic[] } | undefined;
  /** What the file gave now, read from `bytes` (undefined when no bytes were read: an I/O error, too large). */
  learn(
    found: FoundFile,
    read: ReturnType<typeof readFound>,
    diagnostics: Diagnostic[],
    bytes: Buffer | undefined,
    given?: Buffer,
  ): void;
}

/** Absolute path → what reading that file gave, with the stat it was read at. */
export type LoadMemo = Map<
  string,
  { stamp: string; read: ReturnType<typeof readFound>; diagnostics: Diagnostic[] }
>;

/** Reads the content folder into a Site. Never throws for bad content: problems become diagnostics. */
export function loadSite({
  root,
  cwd,
  onProgress,
  extra = [],
  memo,
  preread,
  index,
  kept,
}: LoadOptions): Site {
  const display = displayFrom(cwd);
  const rootShown = display(root);
  const prefix = prefixOf(root, display);
  let walked: ReturnType<typeof walkContent>;
  // Whether the last load's listing was taken (the same files): the first condition of its shape.
  let again = false;
  try {
    if (!statSync(root).isDirectory()) {
      throw new UserError(
        `${rootShown} is a file, not the content folder.`,
        'Pass the folder with --root <folder>.',
      );
    }
    const last = index ? undefined : listingAgain(memo, root);
    again = last !== undefined;
    // The listing the content's key made as it read the bytes handed here, where it stands for a walk.
    const listed = index || last || !preread ? undefined : listedWith.get(preread);
    walked = index
      ? listingOf(root, index.files, display)
      : (last ??
        (listed?.root === resolve(root)
          ? listingOf(root, listed.raws, display)
          : walkContent(root, display)));
    if (memo)
      walks.set(memo.next, { ...walked, files: [...walked.files], diagnostics: [...walked.diagnostics] });
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') {
      throw new UserError(
        `Cannot read the content folder ${display(root)}: ${(error as Error).message}`,
        'Check its permissions, or pass --root <folder>.',
      );
    }
    const near = nearbyContentFolders(cwd);
    throw new UserError(
      `No content folder at ${display(root)}, and no site.yaml in this folder or any folder above it.`,
      near.length > 0
        ? `Did you mean --root ${near.join(' or --root ')}?`
        : 'Run the command inside your site, pass --root <folder>, or start a site with `site-api init`.',
    );
  }
  const virtual = new Map(extra.map((f) => [f.rel, f.bytes]));
  if (virtual.size > 0) {
    for (const rel of virtual.keys()) walked.files.push(virtualFile(root, rel));
    walked.files.sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
  }
  /** The bytes standing for a file that is not on disk, or not as it is on disk. */
  const given = (found: FoundFile) => virtual.get(found.raw) ?? index?.bytes.get(found.raw);
  const site: Site = {
    root,
    projects: [],
    experience: [],
    posts: [],
    files: [],
    diagnostics: walked.diagnostics,
    theme: readTheme(walked.files, display, walked.diagnostics, given),
  };
  let done = 0;
  const assets: Asset[] = [];
  const named = memo?.changed && !walked.linked ? namedBy(memo.changed, memo.previous) : undefined;
  const session = memo && (kept && !memo.previous ? firstOfSession(memo, kept) : sessionReads(memo, named));
  // A file read past the session (its bytes came with the call) may have changed in any way.
  let unknown = false;
  for (const found of walked.files) {
    onProgress?.(++done, walked.files.length);
    if (isAssetPath(found.rel)) {
      assets.push({ rel: found.rel, abs: found.abs, path: prefix + found.raw });
      continue;
    }
    const stands = given(found);
    const bytes = stands ?? preread?.get(found.abs);
    // Within --watch a file is taken from the session (by its stat) unless its bytes came with the call.
    const reads = session ? (bytes ? undefined : session) : kept;
    if (session && bytes) unknown = true;
    const read = reads
      ? takenOrRead(found, prefix, bytes, stands, reads, site.diagnostics)
      : readFound(found, prefix, bytes, site.diagnostics);
    if (!read) continue;
    site.files.push(read.path);
    if (read.entry) place(site, read.entry);
  }

  site.assets = assets;
  if (memo && session) {
    const before = memo.previous && shapes.get(memo.previous);
    site.shape = again && !unknown && before !== undefined && !session.reshaped() ? before : {};
    shapes.set(memo.next, site.shape);
  }
  // Files read as if in the folder (init's skeleton) put posts/ there too.
  const posts = [...virtual.keys()].some((rel) => rel.startsWith('posts/'))
    ? undefined
    : postsFolderProblem(root, display, index?.files);
  if (posts) site.diagnostics.push(posts);
  for (const [name, present] of [
    ['site.yaml', site.site],
    ['profile.yaml', site.profile],
  ] as const) {
    if (present || walked.files.some((f) => classify(f.rel) === name.slice(0, -5))) continue;
    site.diagnostics.push({
      file: display(`${root}${sep}${name}`),
      line: 0,
      column: 0,
      severity: 'error',
      code: 'file-missing',
      pointer: '',
      message: `The content folder has no ${name}.`,
      expected: `a file ${name}`,
      found: 'nothing',
      hint: `Create it; docs/content-format.md shows every field. ${LAYOUT_HINT}`,
    });
  }
  return site;
}

/**
 * `posts/` missing or a file would build a blog of 0 posts without a word: the folder must be there.
 * With git's index standing in for the folder, it is there when the index holds a file in it.
 */
function postsFolderProblem(
  root: string,
  display: (abs: string) => string,
  index?: readonly string[],
): Diagnostic | undefined {
  const path = `${root}${sep}posts`;
  let kind: 'missing' | 'file' | undefined;
  if (index) {
    kind = index.some((raw) => raw.startsWith('posts/'))
      ? undefined
      : index.includes('posts')
        ? 'file'
        : 'missing';
  } else {
    try {
      kind = statSync(path).isDirectory() ? undefined : 'file';
    } catch {
      kind = 'missing';
    }
  }
  if (!kind) return undefined;
  return {
    file: display(path),
    line: 0,
    column: 0,
    severity: 'error',
    code: 'posts-folder',
    pointer: '',
    message:
      kind === 'file'
        ? 'posts is a file; the posts of the blog live in a folder of that name.'
        : 'The content folder has no posts folder, so the blog would be published with no posts.',
    expected: 'a folder posts/ holding <id>.md files',
    found: kind === 'file' ? 'a file' : 'nothing',
    hint:
      kind === 'file'
        ? 'Rename the file and create the folder posts/ in its place.'
        : 'Create the folder posts/ (it may stay empty: add a `.gitkeep`), or pass the right folder with --root.',
  };
}

export interface AddedFile {
  /** The folder paths in messages are relative to (absolute): the `cwd` the site was loaded with. */
  cwd: string;
  /** Path inside the content folder, with `/`. */
  rel: string;
  bytes: Buffer;
}

/**
 * The site as `loadSite` would read it with one more file in the folder, without reading the others
 * again: how `new` checks a file before writing it. The file is read by the code that reads a file on
 * disk and takes the place the loader would give it (path order), so `checkSite` on the result reports
 * exactly what `validate` reports once the file is written. `site` itself is left as it is.
 *
 * For a project, experience or post (or a file outside the layout) at a path where the site has no file:
 * a second site.yaml or profile.yaml would change which one the loader reads first, and a path taken
 * would mean replacing a file, which `new` never does. Either is a programming error here.
 */
export function withFile(site: Site, { cwd, rel, bytes }: AddedFile): Site {
  const kind = classify(rel);
  if (kind === 'site' || kind === 'profile') {
    throw new Error(`withFile adds projects, experience and posts, not ${rel}`);
  }
  // The walk skips names starting with `.` or `_`: such a file would not be read from disk either.
  if (rel.split('/').some((name) => name.startsWith('.') || name.startsWith('_'))) return { ...site };
  const prefix = prefixOf(site.root, displayFrom(cwd));
  if (site.files.includes(prefix + rel)) throw new Error(`withFile: ${prefix + rel} is already in the site`);
  // Its findings go last; checkSite sorts them by file and position, as it sorts a fresh load's.
  const diagnostics = [...site.diagnostics];
  const read = readFound(virtualFile(site.root, rel), prefix, bytes, diagnostics);
  // Another site than the one loaded: not of its shape (Site.shape).
  const added: Site = { ...site, files: [...site.files], diagnostics, shape: undefined };
  if (!read) return added;
  insertSorted(added.files, read.path, (path) => path);
  const entry = read.entry;
  if (entry?.kind === 'project') added.projects = insertSorted([...site.projects], entry, pathOf);
  else if (entry?.kind === 'experience') added.experience = insertSorted([...site.experience], entry, pathOf);
  else if (entry?.kind === 'post') added.posts = insertSorted([...site.posts], entry as PostEntry, pathOf);
  return added;
}

const displayFrom = (cwd: string) => (abs: string) => relative(cwd, abs).split(sep).join('/') || '.';

/** What the display path of every file in the folder starts with: `content/`, or '' when it is the cwd. */
function prefixOf(root: string, display: (abs: string) => string): string {
  const shown = display(root);
  return shown === '.' ? '' : `${shown}/`;
}

/** A file that is not on disk, found as the walk would find it there. */
function virtualFile(root: string, rel: string): FoundFile {
  return { abs: `${root}${sep}${rel}`, raw: rel, rel: rel.normalize('NFC') };
}

const pathOf = (entry: Entry) => entry.file.path;

/**
 * Whether a load reads the bytes of the file at `rel` (inside the folder, with `/`), not only lists it
 * or passes over it: a content file (readFound) or a theme file (readTheme); not an asset, nor a file
 * the walk skips or the layout does not know. What git's index must give for a file the working tree
 * does not hold as staged (core/staged.ts).
 */
export function readsBytes(rel: string): boolean {
  const nfc = rel.normalize('NFC');
  if (THEME_FILE.test(nfc)) return true;
  if (isAssetPath(nfc) || skippedName(rel) !== undefined) return false;
  const kind = classify(nfc);
  return kind !== undefined && kind !== 'unknown';
}

type Walk = ReturnType<typeof walkContent>;

/** What the walk of the load that filled a memo found, as it found it (load memo → walk). */
const walks = new WeakMap<LoadMemo, Walk>();

/** The shape (Site.shape) of the load that filled a memo. */
const shapes = new WeakMap<LoadMemo, object>();

/**
 * Whether an entry read again has the shape of the one read before from the same file: a post with the
 * same id, file and front matter (its text; the data is parsed from it), so that only its body may differ.
 */
function sameShape(a: Entry | undefined, b: Entry | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.kind === 'post' &&
    b.kind === 'post' &&
    a.id === b.id &&
    a.file.path === b.file.path &&
    a.file.rel === b.file.rel &&
    a.unreadable === b.unreadable &&
    a.yamlText === b.yamlText
  );
}

/**
 * The last load's listing of the folder, when the watcher's names say it is the same: every name is a
 * file the last load read, and is a file still (an edit in place). A name that load did not read (a
 * new or renamed file, a folder, an editor's temporary file) or that is gone means a walk again, and
 * so does a folder holding a symbolic link. The same trust as for the files themselves (namedBy).
 */
function listingAgain(memo: LoadOptions['memo'], root: string): Walk | undefined {
  const last = memo?.previous && walks.get(memo.previous);
  if (!last || last.linked || !memo?.changed || !memo.previous) return undefined;
  for (const name of memo.changed) {
    if (!memo.previous.has(name) || !name.startsWith(root + sep)) return undefined;
    // ENOTDIR (a folder on its way became a file) throws even so: a walk again, not a failed rebuild.
    let file = false;
    try {
      file = lstatSync(name, { throwIfNoEntry: false })?.isFile() === true;
    } catch {}
    if (!file) return undefined;
  }
  return { ...last, files: [...last.files], diagnostics: [...last.diagnostics] };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: every ASCII character, controls included.
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Whether a watcher's names cover a file: named itself, or inside a named path that was no file of
 * the last load (a folder created, removed or renamed).
 */
function namedBy(changed: ReadonlySet<string>, previous: LoadMemo | undefined): (abs: string) => boolean {
  // Compared in NFC: a watcher may spell a Hangul name in another form than the folder listing (macOS).
  const named = new Set([...changed].map((path) => path.normalize('NFC')));
  const folders = [...changed]
    .filter((path) => !previous?.has(path))
    .map((path) => `${path.normalize('NFC')}${sep}`);
  return (abs) => {
    // A path of ASCII alone is its own NFC (asked of every file of the folder, at each rebuild).
    const path = ASCII.test(abs) ? abs : abs.normalize('NFC');
    return named.has(path) || (folders.length > 0 && folders.some((folder) => path.startsWith(folder)));
  };
}

/** Inserts after every item whose key sorts before or with its own (plain string order, as the walk sorts); returns the list. */
function insertSorted<T>(list: T[], item: T, key: (item: T) => string): T[] {
  const k = key(item);
  let at = list.length;
  while (at > 0 && key(list[at - 1] as T) > k) at--;
  list.splice(at, 0, item);
  return list;
}

/** Puts an entry read in path order into the site; a second site or profile file is reported, not read. */
function place(site: Site, entry: Entry): void {
  if (entry.kind === 'site' || entry.kind === 'profile') {
    const first = site[entry.kind];
    if (!first) {
      site[entry.kind] = entry;
      return;
    }
    const path = entry.file.path;
    site.diagnostics.push({
      file: path,
      line: 0,
      column: 0,
      severity: 'error',
      code: 'duplicate-file',
      pointer: '',
      message: `A second ${entry.kind} file; ${first.file.path} is the one read.`,
      expected: `one ${entry.kind}.yaml`,
      found: `${first.file.path} and ${path}`,
      hint: 'Merge the two files into one and delete the other.',
      related: [{ file: first.file.path, line: 0, column: 0 }],
    });
  } else if (entry.kind === 'project') site.projects.push(entry);
  else if (entry.kind === 'experience') site.experience.push(entry);
  else site.posts.push(entry as PostEntry);
}

/**
 * readFound, or what the file gave when last read, if `reads` knows it still holds: the same bytes
 * (validate's kept reads, LoadOptions.kept) or the same stat (a --watch session, sessionReads).
 */
function takenOrRead(
  found: FoundFile,
  prefix: string,
  bytes: Buffer | undefined,
  stands: Buffer | undefined,
  reads: KeptReads,
  diagnostics: Diagnostic[],
): ReturnType<typeof readFound> {
  const known = reads.take(found, prefix, stands);
  if (known) {
    diagnostics.push(...known.diagnostics);
    return known.read;
  }
  const own: Diagnostic[] = [];
  // Kept under the name of the bytes read, not of the bytes the caller expected: a file saved while
  // validate runs must not be kept as what it was before.
  let parsed: Buffer | undefined;
  const read = readFound(found, prefix, bytes, own, (b) => {
    parsed = b;
  });
  diagnostics.push(...own);
  reads.learn(found, read, own, parsed, stands);
  return read;
}

/** A session's stamp for a file taken without a stat (firstOfSession): it equals no file's stat. */
const NOT_STATTED = '';

/**
 * The first load of a --watch session, from what earlier runs kept (LoadOptions.kept, by the bytes the
 * content's key just named): a file taken so is remembered without a stat (~0.7 s of reads and parses
 * at 10,000 posts), and the next loads take it again only while the watcher names no change to it. That
 * holds because the watcher is set up before the key reads the folder (cli/commands/build.ts, serve.ts):
 * a file saved since is named, its stat then equals no stamp, and it is read. A rebuild that cannot trust
 * the names (the first after a failed build, or names missed) stats every file, and reads those again.
 */
function firstOfSession(memo: { next: LoadMemo }, kept: KeptReads): KeptReads & { reshaped(): boolean } {
  const session = sessionReads(memo, undefined);
  return {
    reshaped: session.reshaped,
    take(found, prefix, given) {
      const taken = kept.take(found, prefix, given);
      if (!taken) return session.take(found, prefix, given);
      memo.next.set(found.abs, { stamp: NOT_STATTED, ...taken });
      return taken;
    },
    learn(found, read, diagnostics, bytes, given) {
      session.learn(found, read, diagnostics, bytes, given);
      kept.learn(found, read, diagnostics, bytes, given);
    },
  };
}

/**
 * The --watch session's reads (LoadOptions.memo): a file the watcher did not name (`named`), or whose
 * stat is the one it was read at, gives what it gave last time; a file read now is remembered with
 * the stat taken before the read.
 */
function sessionReads(
  memo: { previous?: LoadMemo; next: LoadMemo },
  named: ((abs: string) => boolean) | undefined,
): KeptReads & { reshaped(): boolean } {
  // The stat `take` found for a file it could not take, for `learn` to remember the read under.
  const stamps = new Map<string, string>();
  // Whether a file read again is not a post of the same shape as before (sameShape).
  let reshaped = false;
  return {
    reshaped: () => reshaped,
    take(found) {
      const unnamed = named !== undefined && !named(found.abs);
      const known = unnamed ? memo.previous?.get(found.abs) : undefined;
      if (known) {
        memo.next.set(found.abs, known);
        return known;
      }
      let stamp = '';
      try {
        const stat = statSync(found.abs, { bigint: true });
        stamp = `${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}:${stat.ino}`;
      } catch {
        // Unreadable now: readFound reports it.
      }
      const last = stamp ? memo.previous?.get(found.abs) : undefined;
      if (last && last.stamp === stamp) {
        memo.next.set(found.abs, last);
        return last;
      }
      if (stamp) stamps.set(found.abs, stamp);
      return undefined;
    },
    learn(found, read, diagnostics) {
      if (!reshaped && !sameShape(read?.entry, memo.previous?.get(found.abs)?.read?.entry)) reshaped = true;
      const stamp = stamps.get(found.abs);
      if (stamp) memo.next.set(found.abs, { stamp, read, diagnostics });
    },
  };
}
