import { builtOrReused } from '../../core/build.js';
import { diffSite } from '../../diff/index.js';
import { liveBaseOf } from '../../diff/live.js';
import { renderDetails, renderSummary, renderTransfer } from '../../diff/render.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { parseBaseUrl } from '../../net/fetch.js';
import { renderText } from '../../report/diagnostics.js';
import { type NetFlags, netOptions } from '../net-flags.js';
import { paintFor } from '../output.js';

export interface DiffFlags extends NetFlags {
  root: string;
  against?: string;
  json?: boolean;
  /** --each-file: compare file by file even where the live site has a hash list. */
  eachFile?: boolean;
  /** --ignore-headers: compare the bytes only; header drift is not a difference. */
  ignoreHeaders?: boolean;
}

export async function diffCommand(flags: DiffFlags): Promise<number> {
  const net = netOptions(flags);
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && !/^\d+$/.test(epoch))
    throw new UserError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}".`);
  const started = performance.now();
  // An output folder holding the last build of this very content is taken as it is (no build); a
  // build takes the files whose bytes earlier runs read from the cache (diff writes nothing).
  const built = builtOrReused(
    {
      cwd: process.cwd(),
      root: flags.root,
      sourceDateEpoch: epoch === undefined ? undefined : Number(epoch),
      now: Date.now(),
    },
    true,
  );
  if (!built.ok) {
    process.stderr.write(renderText(built.diagnostics, await paintFor(process.stderr)));
    for (const p of built.problems) process.stderr.write(`${p.path}  error  build  ${p.message}\n`);
    throw new UserError(
      'The content does not build, so there is nothing to compare.',
      'Run site-api validate and fix the errors it lists.',
      'content-does-not-build',
    );
  }
  const index = JSON.parse(
    Buffer.from(built.artifacts.get('/api/index.json')?.bytes ?? []).toString() || '{}',
  );
  const base =
    flags.against !== undefined
      ? parseBaseUrl(flags.against, '--against')
      : parseBaseUrl(liveBaseOf(index, ''), "site.yaml's base_url");
  const builtAt = performance.now();
  const report = await diffSite(
    { artifacts: built.artifacts, generatedAt: built.generatedAt, rebuildAt: built.rebuildAt },
    { ...net, base, eachFile: flags.eachFile, ignoreHeaders: flags.ignoreHeaders },
  );
  const seconds = (performance.now() - started) / 1000;
  if (flags.json) {
    // The build's share apart: the comparison (network, and a rebuild at the live generated_at if needed) is the rest.
    const timings = {
      build: Number(((builtAt - started) / 1000).toFixed(3)),
      compare: Number(((performance.now() - builtAt) / 1000).toFixed(3)),
    };
    process.stdout.write(
      `${JSON.stringify({ ok: report.same, ...report, reused: built.reused ?? null, seconds: Number(seconds.toFixed(3)), timings }, null, 2)}\n`,
    );
  } else {
    const paint = await paintFor(process.stdout);
    process.stdout.write(`${renderSummary(report, paint)}\n`);
    const details = renderDetails(report, paint);
    if (details) process.stdout.write(`\n${details}`);
    process.stderr.write(`${renderTransfer(report, seconds)}\n`);
  }
  return report.same ? EXIT.ok : EXIT.findings;
}
