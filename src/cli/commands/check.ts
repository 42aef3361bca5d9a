import { runConformance } from '../../conformance/index.js';
import { renderConformance } from '../../conformance/render.js';
import { redirectTable } from '../../core/redirects.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { parseBaseUrl } from '../../net/fetch.js';
import { type NetFlags, netOptions } from '../net-flags.js';
import { paintFor } from '../output.js';

export interface CheckFlags extends NetFlags {
  json?: boolean;
  root?: string;
}

export async function checkCommand(url: string, flags: CheckFlags): Promise<number> {
  const options = netOptions(flags);
  const redirects = flags.root ? redirectsOf(flags.root) : [];
  const report = await runConformance(parseBaseUrl(url, 'The URL'), options, redirects);
  if (flags.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(renderConformance(report, await paintFor(process.stdout)));
  return report.ok ? EXIT.ok : EXIT.findings;
}

/** The aliases of the local content's posts (what the deployed site must redirect). */
function redirectsOf(root: string): [string, string][] {
  const table = redirectTable({ cwd: process.cwd(), root, now: Date.now() });
  if (table === undefined)
    throw new UserError(
      `${root} does not build.`,
      `Run \`site-api validate --root ${root}\` and fix what it reports.`,
    );
  return table;
}
