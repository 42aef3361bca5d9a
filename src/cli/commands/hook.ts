import { fileURLToPath } from 'node:url';
import { installHook, uninstallHook } from '../../core/hook.js';
import { EXIT } from '../../ground/errors.js';

const CLI = fileURLToPath(new URL('../../../bin/site-api.js', import.meta.url));

export async function hookInstall(flags: { root: string }): Promise<number> {
  const result = await installHook({
    cwd: process.cwd(),
    root: flags.root,
    node: process.execPath,
    cli: CLI,
  });
  const lines: Record<string, string> = {
    installed: `Installed the pre-commit hook at ${result.hook}: each commit now runs \`site-api validate --staged\` first.`,
    updated: `Updated the pre-commit hook at ${result.hook}.`,
    unchanged: `The pre-commit hook at ${result.hook} is already installed; nothing to do.`,
  };
  process.stdout.write(`${lines[result.action]}\n`);
  if ('chained' in result && result.chained) {
    process.stdout.write(`The hook that was there is kept as ${result.chained} and runs first.\n`);
  }
  return EXIT.ok;
}

export async function hookUninstall(): Promise<number> {
  const result = await uninstallHook({ cwd: process.cwd() });
  if (result.action === 'absent')
    process.stdout.write(`No site-api hook at ${result.hook}; nothing to do.\n`);
  else {
    process.stdout.write(`Removed the pre-commit hook at ${result.hook}.\n`);
    if ('restored' in result && result.restored)
      process.stdout.write('The hook it had chained is back in place.\n');
  }
  return EXIT.ok;
}
