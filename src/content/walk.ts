import { isUtf8 } from 'node:buffer';
import { type Dirent, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Diagnostic } from '../ground/diagnostics.js';
import { LIMITS } from './limits.js';

export interface FoundFile {
  /** Absolute path as reached from the root (not resolved through symlinks). */
  abs: string;
  /** Path inside the root, forward slashes, as spelled on disk. */
  raw: string;
  /** The same, NFC-normalised: what ids are derived from. */
  rel: string;
}

/**
 * Lists the files under `root` in a stable order (sorted by path, whatever the file system returns).
 * Names starting with `.` or `_` are skipped, and so are node_modules and a top-level dist/ (never content). A symbolic link is followed only when its target stays
 * inside the root; one that leaves it, or points nowhere, is reported and never read. Links to
 * folders are followed after the real tree, so a folder reachable both ways is read once, under its
 * real name, whatever the names sort like.
 *
 * The cost is linear in entries: folders are told apart by device and inode (one stat each), not by
 * resolving their real path, which costs a stat per path component and made 1,000 nested folders take
 * 23.8 s. Deeper than LIMITS.folderDepth, or past LIMITS.files, the walk stops and says so.
 */
export function walkContent(
  root: string,
  display: (abs: string) => string,
): {
  files: FoundFile[];
  diagnostics: Diagnostic[];
  /** True when a symbolic link was followed: a file may then change under a name no watcher reports. */
  linked: boolean;
} {
  const realRoot = realpathSync(root);
  const files: FoundFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const identity = (path: string) => {
    const stats = statSync(path);
    return `${stats.dev}:${stats.ino}`;
  };
  const visited = new Set<string>([identity(realRoot)]);
  const linkedDirs: { abs: string; raw: string; target: string; depth: number }[] = [];
  let tooMany = false;
  let linked = false;

  const visit = (dir: string, prefix: string, depth: number) => {
    if (tooMany) return;
    if (depth > LIMITS.folderDepth) {
      diagnostics.push(limitProblem(display(dir), 'folder-too-deep', depth));
      return;
    }
    let listed: Dirent<Buffer>[];
    try {
      listed = readdirSync(dir, { withFileTypes: true, encoding: 'buffer' });
    } catch (error) {
      diagnostics.push(ioProblem(display(dir), error));
      return;
    }
    const entries: { entry: Dirent<Buffer>; name: string }[] = [];
    for (const entry of listed) {
      // A name that is not UTF-8 cannot round-trip through a JS string: reading it would fail with ENOENT.
      if (!isUtf8(entry.name)) diagnostics.push(nameProblem(display(dir), prefix, entry.name));
      else entries.push({ entry, name: entry.name.toString('utf8') });
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const { entry, name } of entries) {
      if (passedOver(name, prefix === '', isDirectory(entry))) {
        // Skipped, but never silently when it holds posts (a Jekyll `_posts` copied in as is), nor
        // under static/, where every file is meant to be published (`.well-known/`, `_headers`).
        if (hidden(name) && prefix.startsWith(STATIC)) {
          if (!junk(name)) {
            // A link is told by what it points at (a folder of images linked in as `_shared`); what
            // is outside the content folder is not looked into, not even to count it.
            let folder = entry.isDirectory();
            let inside = true;
            if (entry.isSymbolicLink()) {
              const target = realpathOrUndefined(join(dir, name));
              folder = target !== undefined && statSync(target).isDirectory();
              inside = target !== undefined && (target === realRoot || target.startsWith(realRoot + sep));
            }
            const count = !folder ? 1 : inside ? countFiles(join(dir, name)) : undefined;
            if (count !== 0) diagnostics.push(skippedStatic(display(join(dir, name)), name, folder, count));
          }
        } else if (hidden(name) && entry.isDirectory() && !QUIET_FOLDERS.has(name)) {
          const count = countMarkdown(join(dir, name));
          if (count > 0) diagnostics.push(skippedFolder(display(join(dir, name)), name, count));
        }
        continue;
      }
      const abs = join(dir, name);
      const raw = prefix + name;
      const isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(abs);
        } catch {
          diagnostics.push(linkProblem(display(abs), 'symlink-broken', 'points to nothing'));
          continue;
        }
        if (target !== realRoot && !target.startsWith(realRoot + sep)) {
          diagnostics.push(linkProblem(display(abs), 'symlink-outside', `points outside it, to ${target}`));
          continue;
        }
        const stats = statSync(target);
        linked = true;
        if (stats.isDirectory()) {
          linkedDirs.push({ abs, raw, target: `${stats.dev}:${stats.ino}`, depth: depth + 1 });
          continue;
        }
        isFile = stats.isFile();
      } else if (isDir) {
        visited.add(identity(abs));
      }
      if (!isDir && !isFile) {
        // A FIFO would block the read forever; a socket or device is no content either.
        diagnostics.push({
          ...ioProblem(display(abs), { message: 'it is not a regular file (a FIFO, socket or device)' }),
          hint: 'Remove it from the content folder.',
        });
        continue;
      }
      if (isDir) visit(abs, `${raw}/`, depth + 1);
      else if (files.length >= LIMITS.files) {
        tooMany = true;
        diagnostics.push(limitProblem(display(root), 'too-many-files', files.length + 1));
        return;
      } else files.push({ abs, raw, rel: raw.normalize('NFC') });
    }
  };
  visit(root, '', 0);
  for (let link = linkedDirs.shift(); link; link = linkedDirs.shift()) {
    if (visited.has(link.target)) continue;
    visited.add(link.target);
    visit(link.abs, `${link.raw}/`, link.depth);
  }
  files.sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
  return { files, diagnostics, linked };
}

/**
 * The files a listing of a whole folder found (core/unchanged.ts contentKey), by the map it filled
 * with the bytes it read: the load that takes those bytes takes this listing for its walk too
 * (listingOf), where the listing says what a walk would find. Only a listing with no symbolic link,
 * no name that is not UTF-8, and within the walk's limits (withinWalkLimits) is kept.
 */
export const listedWith = new WeakMap<object, { root: string; raws: readonly string[] }>();

/**
 * listingOf's condition on a list of paths inside the root (with `/`): at most LIMITS.files files, none
 * in a folder deeper than LIMITS.folderDepth, nor any of `folders` deeper (folders the list holds
 * beside its files': an empty one the walk would still go into).
 */
export function withinWalkLimits(files: readonly string[], folders: readonly string[] = []): boolean {
  const deeper = (path: string, levels: number) => {
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) levels++;
    return levels > LIMITS.folderDepth;
  };
  return (
    files.length <= LIMITS.files && !files.some((f) => deeper(f, 0)) && !folders.some((f) => deeper(f, 1))
  );
}

/**
 * `join(root, rel)` for a `rel` of plain names (no `.`, `..` or empty segment, the system's separator),
 * as a prefix and a concatenation: what readdir lists is such a path. `path.join` normalises the whole
 * path again each time (~1 kB of garbage a call; the content's key and the load join 10,000 each).
 */
export function joinerOf(root: string): (rel: string) => string {
  // `join` gives `rel` alone under `.`, and never doubles the separator after `/`.
  const prefix = join(root, 'x').slice(0, -1);
  return (rel) => prefix + rel;
}

/** A `/`-separated path of plain names: no empty, `.` or `..` segment. */
const PLAIN_NAMES = /^(?!\.\.?(?:\/|$))(?:[^/]+\/(?!\.\.?(?:\/|$)))*[^/]+$/;

/**
 * The walk of `root` as it would go if the folder held exactly `raws` (paths inside it, with `/`,
 * sorted as the walk sorts), all plain files without a symbolic link on the way, at most
 * LIMITS.files of them no deeper than LIMITS.folderDepth: what it reads, and its warnings about
 * skipped folders holding Markdown (the files there counted as it counts them). For git's index
 * (core/staged.ts), whose files the working tree may hold among others.
 */
export function listingOf(
  root: string,
  raws: readonly string[],
  display: (abs: string) => string,
): { files: FoundFile[]; diagnostics: Diagnostic[]; linked: boolean } {
  const files: FoundFile[] = [];
  const skipped = new Map<string, { name: string; count: number }>();
  const skippedStatics = new Map<string, { name: string; isFile: boolean; count: number }>();
  const under = joinerOf(root);
  for (const raw of raws) {
    const names = raw.split('/');
    const at = stopsAt(names);
    if (at === -1) {
      const abs = PLAIN_NAMES.test(raw) ? under(sep === '/' ? raw : names.join(sep)) : join(root, ...names);
      files.push({ abs, raw, rel: raw.normalize('NFC') });
      continue;
    }
    const name = names[at] as string;
    const isFile = at === names.length - 1;
    const folder = names.slice(0, at + 1).join('/');
    // Under static/, every hidden name (see walkContent): a file once, a folder with its files counted.
    if (at > 0 && names[0] === 'static' && hidden(name)) {
      if (junk(name) || (!isFile && junk(names.at(-1) as string))) continue;
      const held = skippedStatics.get(folder) ?? { name, isFile, count: 0 };
      held.count++;
      skippedStatics.set(folder, held);
      continue;
    }
    // A folder the walk would look into for Markdown (see walkContent), not the file itself.
    if (isFile || !hidden(name) || QUIET_FOLDERS.has(name)) continue;
    const held = skipped.get(folder) ?? { name, count: 0 };
    if (MARKDOWN.test(names.at(-1) as string)) held.count++;
    skipped.set(folder, held);
  }
  const shown = (folder: string) => display(join(root, ...folder.split('/')));
  const diagnostics = [
    ...[...skipped]
      .filter(([, { count }]) => count > 0)
      .map(([folder, { name, count }]) => skippedFolder(shown(folder), name, count)),
    ...[...skippedStatics].map(([path, { name, isFile, count }]) =>
      skippedStatic(shown(path), name, !isFile, count),
    ),
  ];
  return { files, diagnostics, linked: false };
}

/**
 * The name at which the walk passes over a path inside the root (with `/`) without reading it — one
 * starting with `.` or `_` on the way, node_modules, or the top-level dist — or undefined when it reads
 * the file. For files that are not on disk (a link's target, git's index).
 */
export function skippedName(rel: string): string | undefined {
  const names = rel.split('/');
  return names[stopsAt(names)];
}

/**
 * Whether the walk passes over an entry: node_modules, a name starting with `.` or `_` (`hidden`), or
 * at the top of the content folder a folder named dist (a site whose content folder is the site
 * folder itself keeps its build there). The one rule for a folder on disk and for a list of paths.
 */
function passedOver(name: string, top: boolean, folder: boolean): boolean {
  return name === 'node_modules' || hidden(name) || (top && folder && name === 'dist');
}

/** A name the walk skips, but looks into for Markdown when it is a folder (a Jekyll `_posts`). */
const hidden = (name: string) => name.startsWith('.') || name.startsWith('_');

/** Where the walk stops on a path's names (the one it passes over), or -1 when it reads the file. */
function stopsAt(names: readonly string[]): number {
  return names.findIndex((name, i) => passedOver(name, i === 0, i < names.length - 1));
}

/** A Markdown file's name, as the skipped-folder warning counts them. */
const MARKDOWN = /\.(md|markdown)$/i;

/** Tool folders that hold Markdown of their own (templates, notes) and are never content. */
const QUIET_FOLDERS = new Set(['.git', '.github', 'node_modules']);

/** The folder of files published as they are: a hidden name there is never skipped without a word. */
const STATIC = 'static/';

/**
 * Names a system or tool leaves in any folder, skipped under static/ without a word: Finder's
 * `.DS_Store` and `._` twins, version control's folders, placeholders and settings, an editor's
 * folders, swap and lock files, and `.nojekyll` (the build writes its own).
 */
const junk = (name: string) =>
  /^\.(DS_Store|gitkeep|keep|gitignore|gitattributes|git|svn|hg|idea|vscode|editorconfig|localized|directory|nojekyll)$/.test(
    name,
  ) ||
  name.startsWith('._') ||
  name.startsWith('.#') ||
  /^\..*\.sw[op]$/.test(name);

/** Markdown files under a skipped folder; links are not followed and a huge tree stops the count. */
const countMarkdown = (dir: string) => countUnder(dir, (name) => MARKDOWN.test(name));

/** Files under a skipped folder of static/ but the junk (as listingOf counts them). */
const countFiles = (dir: string) => countUnder(dir, (name) => !junk(name));

function countUnder(dir: string, counted: (name: string) => boolean, budget = { entries: 100_000 }): number {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let count = 0;
  for (const entry of entries) {
    if (--budget.entries < 0) break;
    if (entry.isDirectory()) count += countUnder(join(dir, entry.name), counted, budget);
    else if (entry.isFile() && counted(entry.name)) count++;
  }
  return count;
}

/** The real path of a link's target, or undefined when it points nowhere. */
function realpathOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * A name under static/ that the walk skips: none of it is published, which its owner may not know.
 * `count`: the files in a folder, undefined for a link to a folder outside the content folder.
 */
function skippedStatic(path: string, name: string, folder: boolean, count: number | undefined): Diagnostic {
  const files = count === undefined ? 'files' : count === 1 ? '1 file' : `${count} files`;
  const lead = name[0] as string;
  return {
    file: path,
    line: 0,
    column: 0,
    severity: 'warning',
    code: 'static-skipped',
    pointer: '',
    message: folder
      ? `The folder "${name}" under static/ holds ${files}, but names starting with "${lead}" are skipped: none of them is published.`
      : `The file "${name}" under static/ is not published: names starting with "${lead}" are skipped.`,
    expected: 'files under static/ whose names do not start with "." or "_"',
    found: folder ? `${files} in ${path}` : path,
    hint:
      STATIC_HINTS.get(name) ??
      `Rename it without the leading "${lead}" to publish it, or move it out of static/ to keep it unpublished.`,
  };
}

/**
 * The way out for a hidden name under static/ that another tool or host gives a meaning (a Map: a
 * file may be called `__proto__`).
 */
const STATIC_HINTS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    '.htaccess':
      "The edge is not Apache and reads no .htaccess: give old paths as `aliases:` in the posts they lead to, and set anything else in your host's own settings; then remove it.",
    '.well-known':
      'The edge serves no path with a segment starting with "." (docs/edge.md), so site-api cannot publish /.well-known/; set it up in your host\'s own settings, or remove the folder.',
    _headers:
      'site-api writes its own _headers (CORS, caching and content types: docs/edge.md); remove this one.',
    _redirects:
      "site-api writes its own _redirects (from the posts' aliases: give an old path as `aliases:` in the post it leads to); remove this one.",
  }),
);

function skippedFolder(folder: string, name: string, count: number): Diagnostic {
  const files = count === 1 ? '1 Markdown file' : `${count} Markdown files`;
  const jekyll = name.startsWith('_');
  return {
    file: folder,
    line: 0,
    column: 0,
    severity: 'warning',
    code: 'skipped-folder',
    pointer: '',
    message: `The folder "${name}" holds ${files}, but folders whose names start with "${name[0]}" are skipped: none of them is published.`,
    expected: 'content under posts/, projects/ or experience/',
    found: `${files} in ${folder}`,
    hint: jekyll
      ? `If these are Jekyll posts, bring them in with \`site-api import jekyll <your-jekyll-site>\` (front matter, dates and old URLs are converted); to keep them unpublished, move the folder out of the content folder.`
      : `Rename the folder without the leading "${name[0]}" if it is content, or move it out of the content folder.`,
  };
}

function linkProblem(file: string, code: string, what: string): Diagnostic {
  return {
    file,
    line: 0,
    column: 0,
    severity: 'error',
    code,
    pointer: '',
    message: `This symbolic link ${what}; links must stay inside the content folder.`,
    expected: 'a file or a link to a file inside the content folder',
    found: `a link that ${what}`,
    hint: 'Copy the file into the content folder, or remove the link.',
  };
}

function limitProblem(file: string, code: 'folder-too-deep' | 'too-many-files', found: number): Diagnostic {
  const deep = code === 'folder-too-deep';
  return {
    file,
    line: 0,
    column: 0,
    severity: 'error',
    code,
    pointer: '',
    message: deep
      ? `This folder is ${found} levels below the content folder; nothing in it is read.`
      : `The content folder holds more than ${LIMITS.files} files; the rest are not read.`,
    expected: deep ? `at most ${LIMITS.folderDepth} levels of folders` : `at most ${LIMITS.files} files`,
    found: deep ? `${found} levels` : `more than ${LIMITS.files} files`,
    hint: deep
      ? 'Flatten the folders: a post id is its file name, so folders are only for tidiness.'
      : 'Move what is not content out of the folder, or give it a name starting with "_".',
  };
}

/** A file or folder name that is not UTF-8 (written on another system, or by a broken tool). */
function nameProblem(dir: string, prefix: string, name: Buffer): Diagnostic {
  const shown = name
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return {
    file: dir,
    line: 0,
    column: 0,
    severity: 'error',
    code: 'file-name-encoding',
    pointer: '',
    message: `The name "${prefix}${shown}" is not UTF-8, so it cannot be read or published.`,
    expected: 'a file name in UTF-8',
    found: `the bytes ${name.toString('hex')}`,
    hint: 'Rename it, e.g. with `convmv -f cp949 -t utf-8 --notest <name>` or a plain ASCII name.',
  };
}

export function ioProblem(file: string, error: unknown): Diagnostic {
  const e = error as Partial<NodeJS.ErrnoException>;
  return {
    file,
    line: 0,
    column: 0,
    severity: 'error',
    code: 'file-unreadable',
    pointer: '',
    message: `Cannot read it: ${[e.code, e.message].filter(Boolean).join(' ')}`,
    hint:
      e.code === 'ENOENT'
        ? 'It went away while it was being read; run the command again.'
        : e.code === 'EMFILE' || e.code === 'ENFILE'
          ? 'Too many files are open on this machine; close some programs or raise `ulimit -n`, then run again.'
          : 'Check the permissions of the file.',
  };
}

const isDirectory = (entry: Pick<Dirent, 'isDirectory' | 'isSymbolicLink'>) =>
  entry.isDirectory() || entry.isSymbolicLink();
