import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { findSite, nearbyContentFolders } from '../content/discover.js';
import { UserError } from '../ground/errors.js';

// Options naming a path the user typed relative to where they stand; rebased when the site is found above.
const PATH_OPTIONS = ['out', 'dir'];

/**
 * The one resolver of `--root`, run before every command that has it. Without `--root`, the site is
 * found by walking up to the folder holding site.yaml (or content/site.yaml), and the command runs
 * from the site folder, so `dist/`, publish targets and the hook mean the same wherever it was started;
 * paths the user typed (arguments, --out, --dir) are rebased to keep meaning what they meant.
 * An explicit `--root` wins; one that does not exist gets a "did you mean".
 */
export function resolveSiteRoot(command: Command): void {
  if (!command.options.some((o) => o.attributeName() === 'root')) return;
  const cwd = process.cwd();
  const given = command.getOptionValue('root') as string | undefined;
  // An optional --root with no default (check): the command reads no content unless it is given.
  if (given === undefined) return;
  if (command.getOptionValueSource('root') !== 'default') {
    // `import` creates the folder it is given.
    if (existsSync(resolve(cwd, given)) || command.parent?.name() === 'import') return;
    const near = nearbyContentFolders(cwd);
    throw new UserError(
      `No content folder at ${given}.`,
      near.length > 0
        ? `Did you mean --root ${near.join(' or --root ')}? Or leave --root out inside a site: the folder holding site.yaml is found from where you are.`
        : 'Pass --root <folder> naming the folder that holds site.yaml, or run `site-api init` to start a site.',
    );
  }
  const site = findSite(cwd);
  // No site above: the command itself says so (load.ts names nearby sites); `hook install` needs none.
  if (!site) return;
  command.setOptionValueWithSource('root', relative(site.siteDir, site.contentDir) || '.', 'default');
  if (site.siteDir === cwd) return;
  const rebase = (p: string) => (isAbsolute(p) ? p : relative(site.siteDir, resolve(cwd, p)) || '.');
  for (const name of PATH_OPTIONS) {
    const value = command.getOptionValue(name);
    if (typeof value === 'string' && command.getOptionValueSource(name) !== 'default') {
      command.setOptionValueWithSource(name, rebase(value), 'cli');
    }
  }
  // validate's [paths...]: the array the action receives, rebased in place.
  for (const arg of command.name() === 'validate' ? command.processedArgs : []) {
    if (Array.isArray(arg)) arg.splice(0, arg.length, ...arg.map((p: string) => rebase(p)));
  }
  process.chdir(site.siteDir);
}
