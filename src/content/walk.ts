import { type Dirent, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Diagnostic } from '../ground/diagnostics.js';

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
 */
export function walkContent(
  root: string,
  display: (abs: string) => string,
): { files: FoundFile[]; diagnostics: Diagnostic[] } {
  const realRoot = realpathSync(root);
  const files: FoundFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const visited = new Set<string>([realRoot]);
  const linkedDirs: { abs: string; raw: string; target: string }[] = [];

  const visit = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      diagnostics.push(ioProblem(display(dir), error));
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name === 'node_modules') continue;
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) {
        // Skipped, but never silently when it holds posts (a Jekyll `_posts` copied in as is).
        if (entry.isDirectory() && !QUIET_FOLDERS.has(entry.name)) {
          const count = countMarkdown(join(dir, entry.name));
          if (count > 0) diagnostics.push(skippedFolder(display(join(dir, entry.name)), entry.name, count));
        }
        continue;
      }
      // A site whose content folder is the site folder itself keeps its build in dist/ beside the content.
      if (prefix === '' && entry.name === 'dist' && isDirectory(entry)) continue;
      const abs = join(dir, entry.name);
      const raw = prefix + entry.name;
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
        if (stats.isDirectory()) {
          linkedDirs.push({ abs, raw, target });
          continue;
        }
        isFile = stats.isFile();
      } else if (isDir) {
        visited.add(realpathSync(abs));
      }
      if (!isDir && !isFile) {
        // A FIFO would block the read forever; a socket or device is no content either.
        diagnostics.push({
          ...ioProblem(display(abs), { message: 'it is not a regular file (a FIFO, socket or device)' }),
          hint: 'Remove it from the content folder.',
        });
        continue;
      }
      if (isDir) visit(abs, `${raw}/`);
      else files.push({ abs, raw, rel: raw.normalize('NFC') });
    }
  };
  visit(root, '');
  for (let link = linkedDirs.shift(); link; link = linkedDirs.shift()) {
    if (visited.has(link.target)) continue;
    visited.add(link.target);
    visit(link.abs, `${link.raw}/`);
  }
  files.sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
  return { files, diagnostics };
}

/** Tool folders that hold Markdown of their own (templates, notes) and are never content. */
const QUIET_FOLDERS = new Set(['.git', '.github', 'node_modules']);

/** Markdown files under a skipped folder; links are not followed and a huge tree stops the count. */
function countMarkdown(dir: string, budget = { entries: 100_000 }): number {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let count = 0;
  for (const entry of entries) {
    if (--budget.entries < 0) break;
    if (entry.isDirectory()) count += countMarkdown(join(dir, entry.name), budget);
    else if (entry.isFile() && /\.(md|markdown)$/i.test(entry.name)) count++;
  }
  return count;
}

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
    hint: 'Check the permissions of the file.',
  };
}

const isDirectory = (entry: Dirent) => entry.isDirectory() || entry.isSymbolicLink();
