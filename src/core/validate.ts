import { existsSync, mkdirSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { PathsRemembered } from '../build/paths.js';
import type { CheckOptions } from '../check/index.js';
import type { Site } from '../content/model.js';
import type { Carry } from '../ground/carry.js';
import { countDiagnostics, type Diagnostic, sortDiagnostics } from '../ground/diagnostics.js';
import { UserError } from '../ground/errors.js';
import { cacheDirFor, openCache, pathsRemembered } from './cache.js';
import type { KeptSession } from './kept-reads.js';
import type { StagedView } from './staged.js';
import { contentDigests, contentKey, knowsFolder } from './unchanged.js';

export interface ValidateOptions {
  cwd: string;
  /** The content folder, relative to cwd or absolute. */
  root: string;
  /** Files or folders to report on; the whole site is always loaded, so rules across files still see everything. */
  paths: readonly string[];
  now: number;
  /** SOURCE_DATE_EPOCH is set: the build's date is given, not read from the posts (check/index.ts). */
  fixedDate?: boolean;
  /** Check what is staged in git's index instead of the working tree (for the pre-commit hook). */
  staged?: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** When the checks run, and whether the build's date is given (check/index.ts CheckOptions). */
type Dates = Required<Pick<CheckOptions, 'now' | 'fixedDate'>>;

export interface ValidateReport {
  files: number;
  diagnostics: Diagnostic[];
}

export async function validateContent(options: ValidateOptions): Promise<ValidateReport> {
  if (!options.staged) return validateTree(options);
  const { copyStaged, repositoryTop, stagedView } = await import('./staged.js');
  const top = await repositoryTop(options.cwd);
  // What is staged, read where the working tree holds the same bytes (the usual commit), else a copy.
  const view = await stagedView(options.cwd, options.root, top);
  if (view) return validateTree({ ...options, staged: false }, view);
  // Relative, so that it names the same folder inside the copy (an absolute --root would name the work tree).
  const root = relative(options.cwd, resolve(options.cwd, options.root)) || '.';
  const copy = await copyStaged(options.cwd, root, top);
  try {
    // Inside the copy, paths relative to its working folder read exactly as in the repository.
    // An empty index still gets a content folder, so that the report names the missing files.
    mkdirSync(resolve(copy.cwd, root), { recursive: true });
    return await validateTree({ ...options, root, cwd: copy.cwd });
  } finally {
    copy.cleanup();
  }
}

/**
 * checkSite, then, when it found no error, the paths the build would publish (two files on one path):
 * what a build meets is a validate finding first. The build modules are loaded only then, so a
 * pre-commit validate of broken content stays fast.
 */
export async function checkForBuild(
  site: Site,
  dates: Dates,
  carry?: Carry,
  remembered?: PathsRemembered,
): Promise<Diagnostic[]> {
  const { checkSite } = await import('../check/index.js');
  const diagnostics = checkSite(site, { ...dates, ...(carry ? { carry } : {}) });
  if (countDiagnostics(diagnostics).errors > 0) return diagnostics;
  const { pathConflicts } = await import('../build/paths.js');
  return sortDiagnostics([...diagnostics, ...pathConflicts(site, undefined, remembered, undefined, carry)]);
}

async function validateTree(
  { cwd, root, paths, now, fixedDate = false, onProgress, staged }: ValidateOptions,
  view?: StagedView,
): Promise<ValidateReport> {
  const rootAbs = resolve(cwd, root);
  const dates = { now, fixedDate };
  // A staged copy lives in a new temporary folder each time: nothing to remember it by.
  const { files, diagnostics } = staged
    ? await validateAll(rootAbs, cwd, dates, onProgress)
    : await validateWithCache(rootAbs, cwd, dates, onProgress, view);
  if (paths.length === 0) return { files: files.length, diagnostics };

  // With the staged view, what is there is what the index holds (a file, or a folder of its files).
  const there = view
    ? (abs: string) => {
        const rel = relative(rootAbs, abs).split(sep).join('/');
        // Outside the folder: said below.
        if (rel === '' || rel === '..' || rel.startsWith('../') || isAbsolute(rel)) return true;
        return view.files.some((raw) => raw === rel || raw.startsWith(`${rel}/`));
      }
    : existsSync;
  const wanted = paths.map((p) => {
    const abs = resolve(cwd, p);
    if (!there(abs))
      throw new UserError(`No such file or folder: ${p}`, 'Pass paths inside the content folder.');
    const inside = relative(rootAbs, abs);
    if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new UserError(
        `${p} is outside the content folder ${relative(cwd, rootAbs) || '.'}.`,
        'Pass paths inside the content folder, or point --root at the folder that holds them.',
      );
    }
    return abs;
  });
  const matches = (file: string) => {
    const abs = resolve(cwd, file);
    // A finding about the file itself, something inside a wanted folder, or a folder (a link) holding a wanted path.
    return wanted.some((w) => abs === w || abs.startsWith(w + sep) || w.startsWith(abs + sep));
  };
  return {
    files: files.filter(matches).length,
    diagnostics: diagnostics.filter((d) => matches(d.file) || d.related?.some((r) => matches(r.file))),
  };
}

async function validateAll(
  root: string,
  cwd: string,
  dates: Dates,
  onProgress?: ValidateOptions['onProgress'],
  preread?: ReadonlyMap<string, Buffer>,
  view?: StagedView,
  kept?: KeptSession,
  remembered?: PathsRemembered,
) {
  // Loaded here, not above: validate of unchanged content (validateWithCache) needs none of it.
  const { loadSite } = await import('../content/load.js');
  const site = loadSite({
    root,
    cwd,
    onProgress,
    preread,
    ...(view ? { index: view } : {}),
    ...(kept ? { kept: kept.load } : {}),
  });
  return { files: site.files, diagnostics: await checkForBuild(site, dates, kept?.carry, remembered) };
}

/** What validate found, remembered in the build cache under the content's key (see unchanged.ts). */
interface LastValidate {
  key: string;
  files: string[];
  diagnostics: Diagnostic[];
}

/**
 * validateAll, or what it found last time when every byte of the content folder is the same (and the
 * folder it reports from): the check is a function of the bytes, except the warning of a date in the
 * future, whose findings are never remembered. When some file changed, the others are taken as last
 * read and checked (core/kept-reads.ts) and only the changed ones are read; what is read is kept from
 * the second run on a folder (a first run, as in CI, would pay ~15% at 10,000 posts to keep it).
 *
 * With git's index standing in for the folder (`view`), the content's key is not made (the index is
 * not what it hashes) and the report is never remembered whole; the files are kept by git's object ids.
 */
async function validateWithCache(
  root: string,
  cwd: string,
  dates: Dates,
  onProgress?: ValidateOptions['onProgress'],
  view?: StagedView,
) {
  const cache = openCache(cacheDirFor(root));
  const read = new Map<string, Buffer>();
  // A first run on a folder (CI, a fresh clone) keeps nothing: nothing may ever come back to it.
  const again = !view && knowsFolder(root, cache);
  const key = view
    ? undefined
    : contentKey(root, { validate: 1, cwd, root, fixedDate: dates.fixedDate }, cache, read);
  const last =
    key === undefined ? undefined : (cache.peek('build', `validate:${root}`) as LastValidate | undefined);
  if (
    key !== undefined &&
    last?.key === key &&
    Array.isArray(last.files) &&
    Array.isArray(last.diagnostics)
  ) {
    cache.save(true);
    return { files: last.files, diagnostics: last.diagnostics };
  }
  // Loaded only now: validate of unchanged content needs neither.
  const [{ folderNames, indexNames, keptSession }, { BODY_LISTS }] = await Promise.all([
    import('./kept-reads.js'),
    import('../check/index.js'),
  ]);
  // Without a key (a link in the folder, a file that cannot be read) no file's bytes are named.
  const names = view
    ? indexNames(view.objects)
    : key === undefined || !again
      ? undefined
      : folderNames(contentDigests(root, cache), read);
  const kept =
    names &&
    keptSession(cache, { space: view ? 'staged' : 'entries', root, cwd, lists: BODY_LISTS, ...names });
  const found = await validateAll(
    root,
    cwd,
    dates,
    onProgress,
    read,
    view,
    kept,
    pathsRemembered(cache, root),
  );
  kept?.put();
  if (key !== undefined && !found.diagnostics.some((d) => d.code === 'future-date'))
    cache.put('build', `validate:${root}`, { key, ...found } satisfies LastValidate);
  cache.save(true);
  return found;
}
