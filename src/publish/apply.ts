import type { ArtifactSet } from '../build/artifacts.js';
import { UserError } from '../ground/errors.js';
import { bareEtag, intentManifest, manifestFor, type RemoteFile, type RemoteState } from './manifest.js';
import { PHASES, type Plan, stalePaths } from './plan.js';
import { redact } from './retry.js';
import type { IncrementalTarget, PurgeDone } from './targets/target.js';

export interface ApplyResult {
  uploaded: number;
  uploadedBytes: number;
  deleted: number;
  /** Deletions not made because they were more than --max-deletes. */
  withheld: number;
  /** The CDN purge after the upload, if the target has one and anything cached went stale. */
  purge?: PurgeOutcome;
}

/** A failed purge is not a failed publish: the files are live, and the hint says how to purge by hand. */
export type PurgeOutcome = (PurgeDone & { ok: true }) | { ok: false; error: string; hint?: string };

export interface ApplyHooks {
  progress: (done: number, total: number) => void;
  /** Each phase as it starts, for --debug. */
  phase: (name: string, count: number) => void;
}

/**
 * Applies a plan so that the live site is consistent at every moment and a killed run can be
 * re-run: (1) the manifest is rewritten with every file about to be uploaded (new ones too) marked
 * with an empty ETag, so a re-run uploads or deletes each of them and trusts no stale entry, and
 * with the paths to purge, so a re-run purges them even when it finds their new bytes already live;
 * (2) uploads, leaves first and the API index last; (3) deletions, unless more than allowed; (4) a
 * CDN purge of what changed, whose failure is reported in the result rather than thrown: by then
 * the site is published, and nothing is rolled back; (5) the full manifest, last, still naming the
 * paths to purge if the purge failed, so the next run retries it.
 */
export async function applyPlan(
  plan: Plan,
  artifacts: ArtifactSet,
  state: RemoteState,
  target: IncrementalTarget,
  baseUrl: string,
  hooks: ApplyHooks,
): Promise<ApplyResult> {
  // Only a target with a CDN in front owes a purge.
  const stale = target.purge ? stalePaths(plan) : [];
  const owed = new Set(plan.pendingPurge);
  if (plan.uploads.length > 0 || stale.some((p) => !owed.has(p))) {
    const intent = intentManifest(state.files, plan, artifacts);
    hooks.phase('manifest (files about to change marked)', intent.length);
    await target.commit(intent, stale);
  }

  let done = 0;
  const total = plan.uploads.length + (plan.deletesBlocked ? 0 : plan.deletes.length);
  hooks.progress(0, total);
  for (const phase of PHASES) {
    const steps = plan.uploads.filter((s) => s.phase === phase);
    if (steps.length === 0) continue;
    hooks.phase(`upload ${phase}`, steps.length);
    await target.upload(
      steps.map((s) => ({
        path: s.path,
        artifact: artifacts.get(s.path) as NonNullable<ReturnType<typeof artifacts.get>>,
      })),
      (n) => {
        done += n;
        hooks.progress(done, total);
      },
    );
  }

  const leftover = new Map<string, RemoteFile>();
  if (plan.deletes.length > 0 && !plan.deletesBlocked) {
    hooks.phase('delete', plan.deletes.length);
    await target.remove(plan.deletes.map((s) => s.path));
    done += plan.deletes.length;
    hooks.progress(done, total);
  } else {
    for (const s of plan.deletes) {
      const f = state.files.get(s.path);
      if (f) leftover.set(s.path, f);
    }
  }

  const result: ApplyResult = {
    uploaded: plan.uploads.length,
    uploadedBytes: plan.uploadBytes,
    deleted: plan.deletesBlocked ? 0 : plan.deletes.length,
    withheld: plan.deletesBlocked ? plan.deletes.length : 0,
  };
  if (target.purge && stale.length > 0) {
    // The build's entry point names this build; the time tells two publishes of one build apart.
    const index = artifacts.get('/api/index.json');
    const reference = `site-api-${index ? bareEtag(index.etag) : 'build'}-${Date.now()}`;
    hooks.phase('purge', stale.length);
    try {
      result.purge = { ok: true, ...(await target.purge.run({ paths: stale, baseUrl, reference })) };
    } catch (error) {
      result.purge =
        error instanceof UserError
          ? { ok: false, error: error.message, hint: error.hint }
          : {
              ok: false,
              error: `The files are published, but the CDN purge failed: ${redact(String((error as Error)?.message ?? error))}`,
              hint: 'Purge the changed URLs from the CDN dashboard.',
            };
    }
  }

  hooks.phase('manifest', artifacts.size + leftover.size);
  const unpurged = result.purge?.ok === false ? stale : [];
  await target.commit(manifestFor(artifacts, leftover, target.cacheControl), unpurged);
  return result;
}
