import { EXIT } from '../../ground/errors.js';
import { type Generator, runImport } from '../../import/index.js';
import { renderImport } from '../../report/import.js';
import { paintFor } from '../output.js';

export interface ImportFlags {
  root: string;
  baseUrl?: string;
  dryRun?: boolean;
  skipBroken?: boolean;
  keepLiquid?: boolean;
  json?: boolean;
}

export async function importCommand(
  generator: Generator,
  input: string,
  flags: ImportFlags,
): Promise<number> {
  const result = await runImport(generator, input, {
    cwd: process.cwd(),
    root: flags.root,
    baseUrl: flags.baseUrl,
    dryRun: flags.dryRun === true,
    skipBroken: flags.skipBroken === true,
    keepLiquid: flags.keepLiquid === true,
  });
  if (flags.json) {
    const { plan, written, stopped } = result;
    process.stdout.write(
      `${JSON.stringify({ ok: !stopped, dry_run: flags.dryRun === true, pattern: plan.pattern, pattern_kept: plan.patternKept, written, problems: plan.problems, notes: plan.notes, posts: plan.posts }, null, 2)}\n`,
    );
  } else
    process.stdout.write(
      renderImport(result, flags.root, flags.dryRun === true, await paintFor(process.stdout)),
    );
  return result.stopped ? EXIT.findings : EXIT.ok;
}
