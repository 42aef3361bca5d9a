import { readFileSync } from 'node:fs';
import { collectInfo } from '../../core/info.js';
import { EXIT } from '../../ground/errors.js';
import { renderInfo } from '../../report/info.js';
import { paintFor } from '../output.js';

export interface InfoFlags {
  root: string;
  json?: boolean;
}

export async function infoCommand(flags: InfoFlags): Promise<number> {
  const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  const info = collectInfo({ cwd: process.cwd(), root: flags.root, version, env: process.env });
  if (flags.json) process.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
  else process.stdout.write(renderInfo(info, await paintFor(process.stdout)));
  return EXIT.ok;
}
