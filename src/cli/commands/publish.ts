import { renderConformance } from '../../conformance/render.js';
import { type PublishEvent, type PublishOutcome, publishSite } from '../../core/publish.js';
import { countDiagnostics } from '../../ground/diagnostics.js';
import { UserError } from '../../ground/errors.js';
import { describeHolder } from '../../publish/lease.js';
import { renderText } from '../../report/diagnostics.js';
import { renderPlan, renderSummary } from '../../report/publish.js';
import { paintFor } from '../output.js';
import { type Progress, terminalBar, terminalProgress } from '../progress.js';
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
  repair?: boolean;
  /** --wait alone is true (the default wait); --wait 30 is "30". */
  wait?: string | boolean;
}

/** --wait with no number: long enough for another CI job's publish of a large site. */
const DEFAULT_WAIT = 300;

/** Parses the flags, asks, and renders what the publish use case reports; it decides nothing. */
export async function publishCommand(flags: PublishFlags): Promise<number> {
  const maxDeletes = flags.maxDeletes === undefined ? undefined : count('--max-deletes', flags.maxDeletes, 0);
  const concurrency = count('--concurrency', flags.concurrency, 1);
  const waitSeconds =
    flags.wait === undefined || flags.wait === false
      ? undefined
      : flags.wait === true
        ? DEFAULT_WAIT
        : count('--wait', flags.wait, 0);
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && !/^\d+$/.test(epoch)) {
    throw new UserError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}".`);
  }
  // Refuse before any work: a script must learn at once that it needs --yes.
  if (!flags.dryRun && !flags.yes) requireTerminal('site-api publish', '--yes');
  const err = (text: string) => {
    if (!flags.json) process.stderr.write(text);
  };
  const paint = await paintFor(process.stderr);
  const outPaint = await paintFor(process.stdout);

  let reading: Progress | undefined = terminalProgress(process.stderr, 'Reading content', !flags.json);
  let bar: Progress | undefined;
  const onEvent = (e: PublishEvent) => {
    if (e.type !== 'reading' && reading) {
      reading.end();
      reading = undefined;
    }
    switch (e.type) {
      case 'reading':
        return reading?.update(e.done, e.total);
      case 'debug':
        if (flags.debug) process.stderr.write(`debug: ${e.line}\n`);
        return;
      case 'retry':
        return err(`  retrying ${e.what} (attempt ${e.attempt + 1}): ${e.error}\n`);
      case 'waiting':
        return err(`Waiting for ${e.where}: held by ${describeHolder(e.holder)}…\n`);
      case 'takeover':
        return err(
          paint.yellow(`Took over a stale lock ${e.where} of ${describeHolder(e.stale)}: ${e.why}.\n`),
        );
      case 'locked':
        if (flags.debug) process.stderr.write(`debug: locked ${e.where} as ${describeHolder(e.lease)}\n`);
        if (e.onlyHere)
          err(
            paint.dim(
              `The lock on ${e.label} is this machine's (${e.where}): do not publish to it from another machine at once.\n`,
            ),
          );
        return;
      case 'unlocked':
        return err(paint.dim(`No lock on ${e.label}: do not run two publishes to it at once.\n`));
      case 'reading-target':
        return err(paint.dim(`Reading what ${e.label} holds…\n`));
      case 'plan':
        if (e.run.repaired.length > 0) {
          err(
            paint.yellow(
              `${e.run.repaired.length} file(s) the target should hold were missing or altered, e.g. ${e.run.repaired[0]}: uploaded again.\n`,
            ),
          );
        }
        if (!flags.json) process.stdout.write(renderPlan(e.run.plan, e.run.label, outPaint, e.run.purge));
        if (e.run.aliases)
          err(
            paint.dim(
              `note: ${e.run.aliases} old URL${e.run.aliases === 1 ? '' : 's'} (aliases in _redirects) answer with a 301 only where the host reads _redirects (Cloudflare Pages, Netlify) or runs the edge worker; a plain file server (nginx, Apache, GitHub Pages, S3 website hosting) answers them 404, as site.yaml's \`pages: false\` writes no page there to send readers on. See docs/publish.md.\n`,
            ),
          );
        return;
      case 'applying':
        bar = terminalBar(process.stderr, 'Publishing', !flags.json);
        return;
      case 'progress':
        return bar?.update(e.done, e.total);
      case 'applied':
        return bar?.end();
      case 'done': {
        const seconds = ((e.ms ?? 0) / 1000).toFixed(1);
        if (e.status === 'nothing')
          err(`${paint.green('✔')} Nothing to publish: the target already holds this build.\n`);
        else if (e.status === 'dry-run') err('Dry run: nothing was changed.\n');
        else if (e.status === 'declined') err('Nothing was published.\n');
        else if (e.status === 'deployed')
          err(
            `${paint.green('✔')} Deployed ${e.run.plan.uploads.length} files to ${e.run.label} in ${seconds} s.\n`,
          );
        else if (e.result) err(renderSummary(e.run.plan, e.result, e.ms ?? 0, paint));
        return;
      }
      case 'verifying':
        return err(`Verifying ${e.url} …\n`);
      case 'verified':
        if (!flags.json) process.stderr.write(renderConformance(e.report, paint));
        return;
    }
  };

  let outcome: PublishOutcome;
  try {
    outcome = await publishSite(
      {
        cwd: process.cwd(),
        root: flags.root,
        target: flags.target,
        baseUrl: flags.baseUrl,
        sourceDateEpoch: epoch === undefined ? undefined : Number(epoch),
        maxDeletes,
        concurrency,
        dryRun: !!flags.dryRun,
        yes: !!flags.yes,
        overwriteForeign: !!flags.overwriteForeign,
        verify: !!flags.verify,
        repair: !!flags.repair,
        waitSeconds,
      },
      { emit: onEvent, confirm: (question) => confirm(question, 'site-api publish', '--yes') },
    );
  } finally {
    (reading as Progress | undefined)?.end();
  }
  return render(outcome, flags, outPaint, err);
}

async function render(
  outcome: PublishOutcome,
  flags: PublishFlags,
  outPaint: Awaited<ReturnType<typeof paintFor>>,
  err: (text: string) => void,
): Promise<number> {
  if (outcome.status === 'not-built') {
    const { errors } = countDiagnostics(outcome.diagnostics);
    if (flags.json) {
      process.stdout.write(
        `${JSON.stringify({ ok: false, published: false, diagnostics: outcome.diagnostics, problems: outcome.problems }, null, 2)}\n`,
      );
    } else {
      process.stdout.write(renderText(outcome.diagnostics, outPaint));
      for (const p of outcome.problems) process.stdout.write(`${p.path}  error  build  ${p.message}\n`);
      err(
        `✖ Nothing was published: ${errors ? `${errors} content error${errors === 1 ? '' : 's'} (see \`site-api validate\`)` : 'the built files failed their self-check (a bug in site-api; please report it)'}.\n`,
      );
    }
    return outcome.exitCode;
  }
  const { run, status } = outcome;
  if (flags.json) {
    const { plan } = run;
    process.stdout.write(
      `${JSON.stringify(
        {
          target: run.target,
          where: run.where,
          dryRun: !!flags.dryRun,
          generatedAt: run.generatedAt,
          plan: {
            uploads: plan.uploads,
            deletes: plan.deletes,
            unchanged: plan.unchanged,
            foreign: plan.foreign,
            overwrites: plan.overwrites,
            maxDeletes: plan.maxDeletes,
            deletesBlocked: plan.deletesBlocked,
            uploadBytes: plan.uploadBytes,
            purge: run.purge,
            repaired: run.repaired,
          },
          ok: outcome.ok,
          published: status === 'deployed' || status === 'published',
          result: outcome.result,
          ms: outcome.ms === undefined ? undefined : Math.round(outcome.ms),
          timings: { buildMs: Math.round(run.buildMs) },
          reused: run.reused ?? null,
          // Old URLs a plain file host at this target would answer 404 (see the text mode's note).
          aliasesNeedRedirects: run.aliases ?? 0,
          verify: outcome.verify,
        },
        null,
        2,
      )}\n`,
    );
    return outcome.exitCode;
  }
  return outcome.exitCode;
}

function count(flag: string, text: string, min: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min) {
    throw new UserError(
      `${flag} takes a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${text}".`,
    );
  }
  return Number(text);
}
