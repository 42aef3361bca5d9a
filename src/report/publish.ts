import type { ApplyResult } from '../publish/apply.js';
import type { Plan, PlanStep } from '../publish/plan.js';
import type { PurgePreview } from '../publish/targets/target.js';
import { displayWidth, padEnd, padStart } from './columns.js';
import { type Paint, visible } from './diagnostics.js';

/** Lines per action before "… and N more": a 10k-post first publish must not scroll for minutes. */
const SHOWN = 25;

export function kb(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The plan as people read it: what is uploaded and why, in the order it happens, then deletions,
 * then the CDN purge that follows.
 */
export function renderPlan(plan: Plan, target: string, paint: Paint, purge?: PurgePreview): string {
  const out: string[] = [`Plan for ${target}:`];
  const list = (steps: PlanStep[], line: (s: PlanStep) => string) => {
    for (const s of steps.slice(0, SHOWN)) out.push(line(s));
    if (steps.length > SHOWN)
      out.push(paint.dim(`  … and ${steps.length - SHOWN} more (--json lists every file)`));
  };
  const width = Math.min(
    60,
    Math.max(0, ...plan.uploads.slice(0, SHOWN).map((s) => displayWidth(visible(s.path)))),
  );
  if (plan.whole) {
    out.push(
      `  deploy   ${plan.uploads.length} files (${kb(plan.uploadBytes)}); the target uploads only what it lacks`,
    );
  } else {
    list(
      plan.uploads,
      (s) =>
        `  ${paint.green('upload')}  ${padEnd(s.reason, 7)}  ${padEnd(visible(s.path), width)}  ${paint.dim(`${padStart(kb(s.size), 9)}  ${s.phase}`)}`,
    );
    list(plan.deletes, (s) => `  ${paint.red('delete')}  gone     ${visible(s.path)}`);
    if (plan.foreign.length > 0) {
      out.push(
        paint.dim(
          `  keep     ${plan.foreign.length} file(s) not published by site-api, e.g. ${visible(plan.foreign[0] ?? '')}`,
        ),
      );
    }
    if (plan.overwrites.length > 0) {
      out.push(
        paint.yellow(
          `  ${plan.overwrites.length} upload(s) would replace files site-api did not publish, e.g. ${visible(plan.overwrites[0] ?? '')} (only with --overwrite-foreign)`,
        ),
      );
    }
    if (plan.pendingPurge.length > 0) {
      out.push(
        `  purge    ${plan.pendingPurge.length} path(s) an earlier publish changed but did not purge, e.g. ${visible(plan.pendingPurge[0] ?? '')}`,
      );
    }
    out.push(
      `${plan.uploads.length} to upload (${kb(plan.uploadBytes)}), ${plan.deletes.length} to delete, ${plan.unchanged} unchanged.`,
    );
    if (purge) out.push(`Then ${purge.summary}.`);
  }
  if (plan.deletesBlocked) {
    out.push(
      paint.yellow(
        `${plan.deletes.length} deletions exceed --max-deletes ${plan.maxDeletes}: the publish will stop before deleting anything.`,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

export function renderSummary(plan: Plan, result: ApplyResult, ms: number, paint: Paint): string {
  const lines = [
    `${paint.green('✔')} Published: ${result.uploaded} uploaded (${kb(result.uploadedBytes)}), ${result.deleted} deleted, ${plan.unchanged} unchanged in ${(ms / 1000).toFixed(1)} s.`,
  ];
  if (result.purge?.ok) lines.push(`  ${result.purge.summary}`);
  else if (result.purge) {
    lines.push(paint.yellow(`✖ ${result.purge.error}`));
    if (result.purge.hint) lines.push(`  ${result.purge.hint}`);
  }
  if (result.withheld > 0) {
    lines.push(
      paint.yellow(
        `✖ ${result.withheld} file(s) were not deleted: more than --max-deletes ${plan.maxDeletes}. Everything else is live.`,
      ),
      `  If those deletions are meant, run again with --max-deletes ${result.withheld}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
