import { randomBytes } from 'node:crypto';
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../ground/errors.js';
import { readFeed } from './feed.js';
import { readHugo } from './hugo.js';
import { readJekyll } from './jekyll.js';
import { type ImportPlan, type PlannedFile, planImport } from './plan.js';
import type { SourceSite } from './source.js';

export type Generator = 'jekyll' | 'hugo' | 'feed';

export interface ImportOptions {
  cwd: string;
  /** The content folder to import into (created when missing). */
  root: string;
  baseUrl?: string;
  dryRun: boolean;
  skipBroken: boolean;
  /** Jekyll: render no Liquid (includes, variables); the mechanical conversions still happen. */
  keepLiquid?: boolean;
}

export interface ImportResult {
  plan: ImportPlan;
  /** Files written (relative to the content folder); none on a dry run or when a source is broken. */
  written: string[];
  /** True when nothing was written because a source could not be read (and --skip-broken was not given). */
  stopped: boolean;
}

/** Reads the blog, plans the posts and writes them all at the end, each by a rename: never half a file. */
export async function runImport(
  generator: Generator,
  input: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const root = resolve(options.cwd, options.root);
  let source: SourceSite;
  if (generator === 'feed') source = await readFeed(input, options.cwd);
  else {
    const folder = resolve(options.cwd, input);
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      throw new UserError(
        `${input} is not a folder.`,
        `Pass the folder of the ${generator === 'jekyll' ? 'Jekyll' : 'Hugo'} site (the one holding ${generator === 'jekyll' ? '_config.yml and _posts/' : 'hugo.toml and content/'}).`,
      );
    source =
      generator === 'jekyll'
        ? readJekyll(folder, { renderLiquid: options.keepLiquid !== true })
        : readHugo(folder);
    if (source.posts.length === 0 && source.problems.length === 0)
      throw new UserError(
        `${input} holds no posts: ${generator === 'jekyll' ? '_posts/ is missing or empty' : 'content/ has no pages in a section'}.`,
        `Check that ${input} is the root of the ${generator} site.`,
      );
  }
  const plan = planImport(source, root, options.baseUrl);
  const stopped = plan.problems.length > 0 && !options.skipBroken;
  if (options.dryRun || stopped) return { plan, written: [], stopped };
  const todo = plan.files.filter((f) => f.status === 'new');
  writeAll(root, todo);
  return { plan, written: todo.map((f) => f.rel), stopped };
}

/** Every file to a temporary name first, then every rename: an import stopped half way leaves no partial file. */
function writeAll(root: string, files: readonly PlannedFile[]): void {
  const suffix = `.import-${process.pid}-${randomBytes(3).toString('hex')}`;
  const temporary: [string, string][] = [];
  try {
    for (const { rel, text, from } of files) {
      const target = join(root, rel);
      mkdirSync(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.${rel.slice(rel.lastIndexOf('/') + 1)}${suffix}`);
      if (from === undefined) writeFileSync(temp, text, { flag: 'wx' });
      else copyFileSync(from, temp, constants.COPYFILE_EXCL);
      temporary.push([temp, target]);
    }
    for (const [temp, target] of temporary) {
      // Checked again at the last moment: a file that appeared meanwhile is never overwritten.
      if (existsSync(target))
        throw new UserError(
          `${target} appeared during the import; it was not overwritten.`,
          'Run the import again.',
        );
      renameSync(temp, target);
    }
  } catch (error) {
    for (const [temp] of temporary) rmSync(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error;
    throw new UserError(
      `Cannot write into ${root}: ${code} (${(error as Error).message}). Nothing was imported.`,
      'Check that the content folder and its posts/ year folders are writable folders, then run the import again.',
    );
  }
}
