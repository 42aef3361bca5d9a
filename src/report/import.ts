import { plural } from '../ground/numbers.js';
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
  // A bundle's copies by the post folder they go into (posts/2024/trip/…): counted once, not per post.
  const bundledIn = new Map<string, number>();
  for (const f of plan.files)
    if (f.from !== undefined && f.rel.startsWith('posts/')) {
      const folder = `${f.rel.split('/').slice(0, 3).join('/')}/`;
      bundledIn.set(folder, (bundledIn.get(folder) ?? 0) + 1);
    }
  for (const post of plan.posts) {
    const kept =
      post.oldPath === undefined
        ? paint.dim('draft: no URL')
        : `${safe(post.oldPath)} ${post.kept === 'lost' ? paint.yellow(`(not kept: site-api serves that path itself; the post is at ${safe(post.newPath ?? '?')})`) : paint.dim(post.kept === 'pattern' ? '(kept by the pattern)' : '(alias → 301)')}`;
    const status =
      post.status === 'new'
        ? ''
        : paint.dim(post.status === 'unchanged' ? '  unchanged' : '  kept: another file is there');
    out.push(`${safe(post.source)} → ${post.file}${status}`);
    out.push(`    url       ${kept}`);
    out.push(`    mapped    ${post.mapped.join(', ')}`);
    for (const u of post.unmapped) out.push(`    no home   ${safe(u.field)}: ${u.why}`);
    const folder = post.file.replace(/\.md$/, '/');
    const bundled = bundledIn.get(folder) ?? 0;
    if (bundled) out.push(`    files     ${plural(bundled, 'file')} of its bundle, copied into ${folder}`);
    if (post.templates?.converted.length) out.push(`    converted ${post.templates.converted.join(', ')}`);
    if (post.templates?.left.length)
      out.push(`    left      ${paint.yellow(post.templates.left.join(', '))} ${paint.dim('(as text)')}`);
  }
  // Files copied from the old site: its host files by name, the files the posts link counted.
  const copied = plan.files.filter((f) => f.from !== undefined);
  const linked = copied.filter((f) => f.rel.slice('static'.length).includes('/', 1));
  for (const f of plan.files)
    if (!f.rel.startsWith('posts/') && !linked.includes(f))
      out.push(
        `${safe(f.rel)}${f.from ? paint.dim('  copied from the old site') : ''}${f.status === 'new' ? '' : paint.dim(`  ${f.status}`)}`,
      );
  if (linked.length) {
    const folders = [...new Set(linked.map((f) => f.rel.split('/').slice(0, 2).join('/')))];
    const fresh = linked.filter((f) => f.status === 'new').length;
    out.push(
      `${folders.map(safe).join(', ')}/…  ${plural(linked.length, 'file')} the posts link, copied at their old paths${fresh === linked.length ? '' : paint.dim(` (${linked.length - fresh} there already)`)}`,
    );
  }
  for (const note of plan.notes) out.push(paint.yellow(`note: ${note}`));
  const posts = plan.posts.length;
  const kept = plan.posts.filter((p) => p.oldPath !== undefined && p.kept !== 'lost').length;
  const homeless = plan.posts.reduce((n, p) => n + p.unmapped.length, 0);
  // With --skip-broken, what was left out stays in view at the end too.
  const skipped =
    stopped || plan.problems.length === 0
      ? ''
      : `, ${plural(plan.problems.length, 'source')} skipped (above)`;
  // Without the pattern kept, a post may still be published at its old URL (`/blog/a/` under /blog/{id}).
  const same = plan.patternKept ? 0 : plan.posts.filter((p) => p.kept === 'pattern').length;
  const how = plan.patternKept
    ? `pattern ${plan.pattern}`
    : same === 0
      ? 'as aliases'
      : same === kept
        ? 'at the same URLs'
        : `${kept - same} as aliases, ${same} at the same URL`;
  const counts = `${plural(posts, 'post')}, ${plural(kept, 'old URL')} kept (${how}), ${plural(homeless, 'field')} without a home${skipped}`;
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
