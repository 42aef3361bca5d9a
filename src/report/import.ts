import type { ImportResult } from '../import/index.js';
import { type Paint, visible as safe } from './diagnostics.js';

/** The plan (or what was done): each source → id, kept URL, fields mapped and fields without a home. */
export function renderImport(
  { plan, written, stopped }: ImportResult,
  root: string,
  dryRun: boolean,
  paint: Paint,
): string {
  const out: string[] = [];
  for (const p of plan.problems)
    out.push(
      `${safe(p.file)}${p.line ? `:${p.line}:${p.column}` : ''}  ${paint.red('error')}  ${safe(p.message)}`,
    );
  for (const post of plan.posts) {
    const kept =
      post.oldPath === undefined
        ? paint.dim('draft: no URL')
        : `${safe(post.oldPath)} ${paint.dim(post.kept === 'pattern' ? '(kept by the pattern)' : '(alias → 301)')}`;
    const status =
      post.status === 'new'
        ? ''
        : paint.dim(post.status === 'unchanged' ? '  unchanged' : '  kept: another file is there');
    out.push(`${safe(post.source)} → ${post.file}${status}`);
    out.push(`    url       ${kept}`);
    out.push(`    mapped    ${post.mapped.join(', ')}`);
    for (const u of post.unmapped) out.push(`    no home   ${safe(u.field)}: ${u.why}`);
    if (post.liquid?.converted.length) out.push(`    liquid    ${post.liquid.converted.join(', ')}`);
    if (post.liquid?.left.length)
      out.push(`    left      ${paint.yellow(post.liquid.left.join(', '))} ${paint.dim('(as text)')}`);
  }
  for (const f of plan.files)
    if (!f.rel.startsWith('posts/'))
      out.push(`${f.rel}${f.status === 'new' ? '' : paint.dim(`  ${f.status}`)}`);
  for (const note of plan.notes) out.push(paint.yellow(`note: ${note}`));
  const posts = plan.posts.length;
  const kept = plan.posts.filter((p) => p.oldPath !== undefined).length;
  const homeless = plan.posts.reduce((n, p) => n + p.unmapped.length, 0);
  const counts = `${posts} posts, ${kept} old URLs kept (${plan.patternKept ? `pattern ${plan.pattern}` : 'as aliases'}), ${homeless} fields without a home`;
  if (stopped)
    out.push(
      paint.red(
        `✖ ${plan.problems.length} source(s) could not be read: nothing written. Fix them, or pass --skip-broken to import the rest.`,
      ),
    );
  else if (dryRun) out.push(`Plan: ${counts}. Nothing written (--dry-run).`);
  else
    out.push(
      paint.green(
        `✔ ${written.length} files written into ${root}: ${counts}. Next: site-api validate --root ${root}`,
      ),
    );
  return `${out.join('\n')}\n`;
}
