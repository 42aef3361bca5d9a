import type { ArtifactSet } from '../build/artifacts.js';
import type { BuildProblem } from '../build/index.js';
import { aliasPageFile } from '../build/pages/urls.js';
import type { ConformanceReport } from '../conformance/index.js';
import { parseRedirects, REDIRECTS_FILE } from '../edge/handler.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { EXIT, UserError } from '../ground/errors.js';
import { type ApplyResult, applyPlan } from '../publish/apply.js';
import { resolveTarget } from '../publish/config.js';
import { acquireLease, type Lease, type LeaseInfo } from '../publish/lease.js';
import type { RemoteState } from '../publish/manifest.js';
import { isEmptyPlan, type Plan, planPublish, stalePaths } from '../publish/plan.js';
import { DEFAULT_RETRY } from '../publish/retry.js';
import { openTarget } from '../publish/targets/index.js';
import type { PurgePreview } from '../publish/targets/target.js';
import { verifyLive } from '../publish/verify.js';
import { builtOrReused } from './build.js';

export interface PublishOptions {
  cwd: string;
  root: string;
  target?: string;
  baseUrl?: string;
  sourceDateEpoch?: number;
  maxDeletes?: number;
  concurrency: number;
  dryRun: boolean;
  /** Publish without asking (--yes). */
  yes: boolean;
  overwriteForeign: boolean;
  verify: boolean;
  /** --repair: re-hash every file on the target. */
  repair: boolean;
  /** --wait: seconds to wait for another publish's lock; undefined refuses at once. */
  waitSeconds?: number;
}

/** What happens, as it happens: the command renders these; the use case prints nothing. */
export type PublishEvent =
  | { type: 'reading'; done: number; total: number }
  | { type: 'reading-target'; label: string }
  | { type: 'locked'; lease: LeaseInfo; where: string; onlyHere: boolean; label: string }
  | { type: 'unlocked'; label: string }
  | { type: 'waiting'; holder: LeaseInfo; where: string }
  | { type: 'takeover'; stale: LeaseInfo; why: string; where: string }
  | { type: 'plan'; run: PublishRun }
  | { type: 'applying'; total: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'applied' }
  | { type: 'retry'; what: string; attempt: number; error: string }
  | { type: 'debug'; line: string }
  | { type: 'done'; status: PublishStatus; run: PublishRun; ms?: number; result?: ApplyResult }
  | { type: 'verifying'; url: string }
  | { type: 'verified'; report: ConformanceReport };

export interface PublishHooks {
  emit(event: PublishEvent): void;
  /** Asked once, before anything changes, unless --yes. */
  confirm(question: string): Promise<boolean>;
}

/** The plan and where it goes: what --json and the text report are made from. */
export interface PublishRun {
  target: string;
  where: string;
  /** `"production" (s3://…)`, for people. */
  label: string;
  generatedAt: string;
  plan: Plan;
  purge?: PurgePreview;
  /** Files the target's manifest names that were missing or altered there: uploaded again. */
  repaired: string[];
  /** Milliseconds the in-memory build took (load, check, build), apart from the target's share. */
  buildMs: number;
  /** The output folder whose files were taken instead of building (it holds the same content's build). */
  reused?: string;
  /**
   * Old paths of posts (aliases) that this target's host answers with a 301 only if it reads
   * `_redirects` or runs the worker: a `dir` or `s3` target is a plain file host unless its server
   * does (nginx, Apache, GitHub Pages and S3 website hosting do not). Absent for the other targets.
   */
  aliases?: number;
}

export type PublishStatus = 'nothing' | 'dry-run' | 'declined' | 'deployed' | 'published';

export type PublishOutcome =
  | { status: 'not-built'; exitCode: number; diagnostics: Diagnostic[]; problems: BuildProblem[] }
  | {
      status: PublishStatus;
      exitCode: number;
      run: PublishRun;
      ms?: number;
      result?: ApplyResult;
      verify?: ConformanceReport;
      /** False when something is left to do (withheld deletions, a failed purge, failed checks). */
      ok: boolean;
    };

/**
 * Builds in memory, takes the target's lease, reads what it holds (checking its files are there),
 * plans, asks, applies, purges, verifies, and chooses the exit code. Nothing is printed here: each
 * step is an event, and the outcome is data.
 */
export async function publishSite(options: PublishOptions, hooks: PublishHooks): Promise<PublishOutcome> {
  const { emit } = hooks;
  const buildStarted = performance.now();
  // An output folder holding the last build of this very content is taken as it is (no build).
  const built = builtOrReused({
    cwd: options.cwd,
    root: options.root,
    baseUrl: options.baseUrl,
    sourceDateEpoch: options.sourceDateEpoch,
    now: Date.now(),
    onProgress: (done, total) => emit({ type: 'reading', done, total }),
  });
  if (!built.ok) {
    return {
      status: 'not-built',
      exitCode: EXIT.findings,
      diagnostics: built.diagnostics,
      problems: built.problems,
    };
  }

  const buildMs = performance.now() - buildStarted;

  const resolved = resolveTarget(built.config, { target: options.target, maxDeletes: options.maxDeletes });
  const debug = (line: string) => emit({ type: 'debug', line });
  const target = await openTarget(resolved.target, {
    cwd: options.cwd,
    concurrency: options.concurrency,
    repair: options.repair,
    retry: {
      ...DEFAULT_RETRY,
      onRetry: (what, attempt, error) =>
        emit({ type: 'retry', what, attempt, error: String((error as Error)?.name ?? error) }),
    },
    debug,
  });
  debug(`target ${resolved.target.name}: ${target.label}`);
  const label = `"${resolved.target.name}" (${target.label})`;

  // A dry run changes nothing and takes no lease; a publish holds one from its read to its last write.
  const paths = new Set(built.artifacts.keys());
  let lease: Lease | undefined;
  // Where the target can tell whether its state changed since it was read (s3: the manifest's ETag),
  // the state is read while the lease is being taken (its write is followed by a pause on stores that
  // ignore If-None-Match), and kept only if the target says nothing changed by the time the lease is
  // held.
  let early: Promise<RemoteState | undefined> | undefined;
  if (target.kind === 'incremental' && !options.dryRun) {
    if (target.lock) {
      const where = target.lock.where;
      if (target.stateUnchanged) early = target.readState(paths).catch(() => undefined);
      lease = await acquireLease(target.lock, {
        waitSeconds: options.waitSeconds,
        onWait: (holder) => emit({ type: 'waiting', holder, where }),
        onTakeover: (stale, why) => emit({ type: 'takeover', stale, why, where }),
      });
      emit({
        type: 'locked',
        lease: lease.info,
        where,
        onlyHere: target.lockOnlyHere === true,
        label: target.label,
      });
    } else emit({ type: 'unlocked', label: target.label });
  }
  try {
    let state: RemoteState | null = null;
    if (target.kind === 'incremental') {
      emit({ type: 'reading-target', label: target.label });
      const read = early && (await early);
      state = read && (await target.stateUnchanged?.()) ? read : await target.readState(paths);
    }
    const plan = planPublish(
      state,
      built.artifacts,
      resolved.maxDeletes,
      target.kind === 'incremental' ? target.cacheControl : undefined,
    );
    const stale = stalePaths(plan);
    const run: PublishRun = {
      target: resolved.target.name,
      where: target.label,
      label,
      generatedAt: built.generatedAt,
      plan,
      purge:
        target.kind === 'incremental' && target.purge && stale.length > 0
          ? target.purge.preview(stale, built.config.base_url)
          : undefined,
      repaired: state?.repaired ?? [],
      buildMs,
      reused: built.reused,
      ...plainHostAliases(resolved.target.type, built.artifacts),
    };
    emit({ type: 'plan', run });

    const verify = async () => {
      if (!options.verify) return undefined;
      emit({ type: 'verifying', url: built.config.base_url });
      const report = await verifyLive(built.config.base_url);
      emit({ type: 'verified', report });
      return report;
    };
    // Done, then --verify: the summary comes before the live checks.
    const finish = async (
      status: 'nothing' | 'deployed' | 'published',
      extra: { ms?: number; result?: ApplyResult; ok?: boolean } = {},
    ): Promise<PublishOutcome> => {
      emit({ type: 'done', status, run, ms: extra.ms, result: extra.result });
      const report = await verify();
      const ok = (extra.ok ?? true) && (report?.ok ?? true);
      return { status, run, verify: report, ...extra, ok, exitCode: ok ? EXIT.ok : EXIT.findings };
    };
    const stop = (status: 'dry-run' | 'declined', ok: boolean): PublishOutcome => {
      emit({ type: 'done', status, run });
      return { status, run, ok, exitCode: ok ? EXIT.ok : EXIT.findings };
    };

    if (isEmptyPlan(plan) && !plan.whole) return await finish('nothing');
    if (options.dryRun) return stop('dry-run', true);
    if (plan.overwrites.length > 0 && !options.overwriteForeign) throw refuseOverwrite(plan.overwrites);
    if (!options.yes && !(await hooks.confirm(`Publish to ${resolved.target.name}?`))) {
      return stop('declined', false);
    }

    const started = performance.now();
    if (target.kind === 'whole') {
      await target.deploy(built.artifacts);
      return await finish('deployed', { ms: performance.now() - started });
    }
    const total = plan.uploads.length + (plan.deletesBlocked ? 0 : plan.deletes.length);
    emit({ type: 'applying', total });
    let result: ApplyResult;
    try {
      result = await applyPlan(plan, built.artifacts, state as RemoteState, target, built.config.base_url, {
        progress: (done, all) => emit({ type: 'progress', done, total: all }),
        phase: (name, n) => debug(`${name}: ${n}`),
      });
    } finally {
      emit({ type: 'applied' });
    }
    const ms = performance.now() - started;
    // A failed purge leaves stale copies in the CDN: the files are live, but the job is not done.
    const ok = result.withheld === 0 && result.purge?.ok !== false;
    return await finish('published', { ms, result, ok });
  } finally {
    await lease?.release();
  }
}

/** A user's own object where the build now has a file: theirs until they say otherwise. */
function refuseOverwrite(paths: string[]): UserError {
  const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? `, … (${paths.length - 5} more)` : '');
  return new UserError(
    `Refusing to overwrite ${paths.length === 1 ? '1 file' : `${paths.length} files`} that site-api did not publish: ${shown}. The build now has a file at ${paths.length === 1 ? 'that path' : 'those paths'}.`,
    'Move or delete them on the target yourself if they may go, rename the post or page that takes the path, or pass --overwrite-foreign to replace them with the build (site-api then owns them, and a later build without them deletes them). Nothing was published.',
  );
}

/**
 * PublishRun.aliases: how many rules of `_redirects` have no page at their path (`pages: false`), for a
 * target that may be a plain file host. With pages on, the build writes a page at each alias that
 * sends readers on (files/alias-pages.ts): every host answers those.
 */
function plainHostAliases(type: string, artifacts: ArtifactSet): { aliases?: number } {
  const redirects = artifacts.get(REDIRECTS_FILE)?.bytes;
  if ((type !== 'dir' && type !== 's3') || redirects === undefined) return {};
  const rules = parseRedirects(new TextDecoder().decode(redirects));
  const bare = rules.filter(([from]) => !artifacts.has(aliasPageFile(from))).length;
  return bare > 0 ? { aliases: bare } : {};
}
