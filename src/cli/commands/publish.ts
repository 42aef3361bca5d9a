import { renderConformance } from '../../conformance/render.js';
import { buildInMemory } from '../../core/build.js';
import { countDiagnostics } from '../../ground/diagnostics.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { applyPlan } from '../../publish/apply.js';
import { resolveTarget } from '../../publish/config.js';
import type { RemoteState } from '../../publish/manifest.js';
import { isEmptyPlan, planPublish, stalePaths } from '../../publish/plan.js';
import { DEFAULT_RETRY, redact } from '../../publish/retry.js';
import { openTarget } from '../../publish/targets/index.js';
import { verifyLive } from '../../publish/verify.js';
import { renderText } from '../../report/diagnostics.js';
import { renderPlan, renderSummary } from '../../report/publish.js';
import { paintFor } from '../output.js';
import { terminalBar, terminalProgress } from '../progress.js';
import { confirm, requireTerminal } from '../prompt.js';

export interface PublishFlags {
  root: string;
  target?: string;
  baseUrl?: string;
  yes?: boolean;
  dryRun?: boolean;
  maxDeletes?: string;
  concurrency: string;
  json?: boolean;
  verify?: boolean;
  debug?: boolean;
  overwriteForeign?: boolean;
}

export async function publishCommand(flags: PublishFlags): Promise<number> {
  const maxDeletes = flags.maxDeletes === undefined ? undefined : count('--max-deletes', flags.maxDeletes, 0);
  const concurrency = count('--concurrency', flags.concurrency, 1);
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && !/^\d+$/.test(epoch)) {
    throw new UserError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}".`);
  }
  // Refuse before any work: a script must learn at once that it needs --yes.
  if (!flags.dryRun && !flags.yes) requireTerminal('site-api publish', '--yes');
  const err = (text: string) => {
    if (!flags.json) process.stderr.write(text);
  };
  const debug = (line: string) => {
    if (flags.debug) process.stderr.write(`debug: ${redact(line)}\n`);
  };
  const paint = await paintFor(process.stderr);

  const reading = terminalProgress(process.stderr, 'Reading content', !flags.json);
  let built: ReturnType<typeof buildInMemory>;
  try {
    built = buildInMemory({
      cwd: process.cwd(),
      root: flags.root,
      baseUrl: flags.baseUrl,
      sourceDateEpoch: epoch === undefined ? undefined : Number(epoch),
      now: Date.now(),
      onProgress: reading.update,
    });
  } finally {
    reading.end();
  }
  if (!built.ok) {
    const { errors } = countDiagnostics(built.diagnostics);
    if (flags.json) {
      process.stdout.write(
        `${JSON.stringify({ ok: false, published: false, diagnostics: built.diagnostics, problems: built.problems }, null, 2)}\n`,
      );
    } else {
      process.stdout.write(renderText(built.diagnostics, await paintFor(process.stdout)));
      for (const p of built.problems) process.stdout.write(`${p.path}  error  build  ${p.message}\n`);
      err(
        `✖ Nothing was published: ${errors ? `${errors} content error${errors === 1 ? '' : 's'} (see \`site-api validate\`)` : 'the built files failed their self-check (a bug in site-api; please report it)'}.\n`,
      );
    }
    return EXIT.findings;
  }

  const resolved = resolveTarget(built.config, { target: flags.target, maxDeletes });
  const target = await openTarget(resolved.target, {
    cwd: process.cwd(),
    concurrency,
    retry: {
      ...DEFAULT_RETRY,
      onRetry: (what, attempt, error) =>
        err(
          `  retrying ${what} (attempt ${attempt + 1}): ${redact(String((error as Error)?.name ?? error))}\n`,
        ),
    },
    debug,
  });
  debug(`target ${resolved.target.name}: ${target.label}`);
  let state: RemoteState | null = null;
  if (target.kind === 'incremental') {
    err(paint.dim(`Reading what ${target.label} holds…\n`));
    state = await target.readState();
  }
  const plan = planPublish(
    state,
    built.artifacts,
    resolved.maxDeletes,
    target.kind === 'incremental' ? target.cacheControl : undefined,
  );
  const stale = stalePaths(plan);
  const purge =
    target.kind === 'incremental' && target.purge && stale.length > 0
      ? target.purge.preview(stale, built.config.base_url)
      : undefined;
  const label = `"${resolved.target.name}" (${target.label})`;
  const json = (extra: object) =>
    process.stdout.write(
      `${JSON.stringify({ target: resolved.target.name, where: target.label, dryRun: !!flags.dryRun, generatedAt: built.generatedAt, plan: { uploads: plan.uploads, deletes: plan.deletes, unchanged: plan.unchanged, foreign: plan.foreign, overwrites: plan.overwrites, maxDeletes: plan.maxDeletes, deletesBlocked: plan.deletesBlocked, uploadBytes: plan.uploadBytes, purge }, ...extra }, null, 2)}\n`,
    );
  if (!flags.json) process.stdout.write(renderPlan(plan, label, await paintFor(process.stdout), purge));

  // --verify: the live site at the build's base URL, checked against the contract once it holds this build.
  const verify = async () => {
    if (!flags.verify) return undefined;
    err(`Verifying ${built.config.base_url} …\n`);
    const report = await verifyLive(built.config.base_url);
    if (!flags.json) process.stderr.write(renderConformance(report, paint));
    return report;
  };
  const verdict = (report: Awaited<ReturnType<typeof verify>>) =>
    report && !report.ok ? EXIT.findings : EXIT.ok;

  if (isEmptyPlan(plan) && !plan.whole) {
    if (!flags.json) err(`${paint.green('✔')} Nothing to publish: the target already holds this build.\n`);
    const report = await verify();
    if (flags.json) json({ ok: report?.ok ?? true, published: false, verify: report });
    return verdict(report);
  }
  if (flags.dryRun) {
    if (flags.json) json({ ok: true, published: false });
    else err('Dry run: nothing was changed.\n');
    return EXIT.ok;
  }
  if (plan.overwrites.length > 0 && !flags.overwriteForeign) throw refuseOverwrite(plan.overwrites);
  if (!flags.yes && !(await confirm(`Publish to ${resolved.target.name}?`, 'site-api publish', '--yes'))) {
    err('Nothing was published.\n');
    return EXIT.findings;
  }

  const started = performance.now();
  if (target.kind === 'whole') {
    await target.deploy(built.artifacts);
    const ms = performance.now() - started;
    if (!flags.json)
      err(
        `${paint.green('✔')} Deployed ${plan.uploads.length} files to ${label} in ${(ms / 1000).toFixed(1)} s.\n`,
      );
    const report = await verify();
    if (flags.json) json({ ok: report?.ok ?? true, published: true, ms: Math.round(ms), verify: report });
    return verdict(report);
  }
  const bar = terminalBar(process.stderr, 'Publishing', !flags.json);
  let result: Awaited<ReturnType<typeof applyPlan>>;
  try {
    result = await applyPlan(plan, built.artifacts, state as RemoteState, target, built.config.base_url, {
      progress: bar.update,
      phase: (name, n) => debug(`${name}: ${n}`),
    });
  } finally {
    bar.end();
  }
  const ms = performance.now() - started;
  if (!flags.json) err(renderSummary(plan, result, ms, paint));
  const report = await verify();
  // A failed purge leaves stale copies in the CDN: the files are live, but the job is not done.
  const ok = result.withheld === 0 && result.purge?.ok !== false && (report?.ok ?? true);
  if (flags.json) json({ ok, published: true, result, ms: Math.round(ms), verify: report });
  return ok ? EXIT.ok : EXIT.findings;
}

/** A user's own object where the build now has a file: theirs until they say otherwise. */
function refuseOverwrite(paths: string[]): UserError {
  const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? `, … (${paths.length - 5} more)` : '');
  return new UserError(
    `Refusing to overwrite ${paths.length === 1 ? '1 file' : `${paths.length} files`} that site-api did not publish: ${shown}. The build now has a file at ${paths.length === 1 ? 'that path' : 'those paths'}.`,
    'Move or delete them on the target yourself if they may go, rename the post or page that takes the path, or pass --overwrite-foreign to replace them with the build (site-api then owns them, and a later build without them deletes them). Nothing was published.',
  );
}

function count(flag: string, text: string, min: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min) {
    throw new UserError(
      `${flag} takes a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${text}".`,
    );
  }
  return Number(text);
}
