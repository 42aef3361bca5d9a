import { runConformance } from '../../conformance/index.js';
import { renderConformance } from '../../conformance/render.js';
import { EXIT } from '../../ground/errors.js';
import { parseBaseUrl } from '../../net/fetch.js';
import { type NetFlags, netOptions } from '../net-flags.js';
import { paintFor } from '../output.js';

export interface CheckFlags extends NetFlags {
  json?: boolean;
}

export async function checkCommand(url: string, flags: CheckFlags): Promise<number> {
  const options = netOptions(flags);
  const report = await runConformance(parseBaseUrl(url, 'The URL'), options);
  if (flags.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(renderConformance(report, await paintFor(process.stdout)));
  return report.ok ? EXIT.ok : EXIT.findings;
}
