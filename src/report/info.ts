import type { Info } from '../core/info.js';
import { plural } from '../ground/numbers.js';
import { table } from './columns.js';
import { type Paint, visible } from './diagnostics.js';

/** `site-api info` for people: paste-able into a bug report as it is. */
export function renderInfo(info: Info, paint: Paint): string {
  const rows: string[][] = [
    ['site-api', info.versions.siteApi],
    ['node', info.versions.node],
    ['os', info.versions.os],
    ['content', info.root.found ? info.root.path : `${info.root.path} (${info.root.problem ?? 'not found'})`],
  ];
  const s = info.site;
  if (s) {
    rows.push(
      ['base_url', s.baseUrl ?? '(not set)'],
      ['title', visible(s.title ?? '(not set)')],
      ['language', s.language ?? '(not set)'],
      ['timezone', s.timezone ?? '(not set)'],
      [
        'files',
        `${s.files}: ${plural(s.posts, 'post')}, ${plural(s.projects, 'project')}, ${plural(s.experience, 'position')}`,
      ],
    );
  }
  const lines = table(rows.map(([k, v]) => [paint.dim(k ?? ''), v ?? '']));
  if (info.theme) {
    lines.push('', paint.dim('theme'), `  ${info.theme.files.join(', ')}`);
    for (const { kind, why } of info.theme.slow)
      lines.push(
        `  ${kind} pages: rendered by liquidjs as a whole, several times slower a page, for ${visible(why)}`,
      );
  }
  lines.push('', paint.dim('publish targets'));
  if (info.targets.length === 0) lines.push('  (none in site.yaml)');
  else
    lines.push(
      ...table(
        info.targets.map((t) => [`${t.name}${t.default ? ' (default)' : ''}`, t.type, visible(t.where)]),
      ).map((l) => `  ${l}`),
    );
  const set = Object.entries(info.credentials).map(([k, v]) => `${k} ${v ? 'set' : 'unset'}`);
  lines.push('', paint.dim('credentials (values never shown)'), `  ${set.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
