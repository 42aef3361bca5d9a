import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/** Folders that are never a site's content and never searched: dependencies, git's store, build output. */
const NEVER_WALKED = new Set(['node_modules', '.git', 'dist', 'out', 'public', '.wrangler']);

export interface FoundSite {
  /** The folder the site's commands work from (the one holding content/, or the content folder itself). */
  siteDir: string;
  /** The content folder (holds site.yaml), absolute. */
  contentDir: string;
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The site a folder belongs to, when the folder is the content folder or the one holding `content/`. */
function siteAt(dir: string): FoundSite | undefined {
  if (isFile(join(dir, 'content', 'site.yaml'))) return { siteDir: dir, contentDir: join(dir, 'content') };
  if (isFile(join(dir, 'site.yaml'))) {
    // content/site.yaml reached from inside content/: the site is the folder around it.
    return { siteDir: basename(dir) === 'content' ? dirname(dir) : dir, contentDir: dir };
  }
  return undefined;
}

/**
 * Walks up from `start` to the first folder that holds `site.yaml` or `content/site.yaml`, as git
 * finds `.git` and hugo its config. It only ever looks upward, so nothing below (node_modules, .git,
 * a build) is read.
 */
export function findSite(start: string): FoundSite | undefined {
  let dir = resolve(start);
  for (;;) {
    const found = siteAt(dir);
    if (found) return found;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Content folders near `cwd` for a "did you mean": the site found upward, then folders up to two
 * levels down that hold site.yaml, skipping dependencies, git's store, build output and dot-folders.
 * Returned relative to cwd, nearest first.
 */
export function nearbyContentFolders(cwd: string, limit = 3): string[] {
  const found: string[] = [];
  const up = findSite(cwd);
  if (up) found.push(up.contentDir);
  const visit = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('.') || NEVER_WALKED.has(name)) continue;
      const abs = join(dir, name);
      if (isFile(join(abs, 'site.yaml')) && !found.includes(abs)) found.push(abs);
      else if (depth < 2 && existsSync(abs) && statSync(abs).isDirectory()) visit(abs, depth + 1);
    }
  };
  visit(cwd, 1);
  return found.slice(0, limit).map((abs) => relative(cwd, abs).split(sep).join('/') || '.');
}
