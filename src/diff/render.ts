import { grouped } from '../ground/numbers.js';
import { type Paint, visible } from '../report/diagnostics.js';
import { describeItem } from './compare.js';
import { type DiffReport, size } from './index.js';
import type { HeaderDrift } from './live.js';

const plural = (n: number, word: string) => `${grouped(n)} ${word}${n === 1 ? '' : 's'}`;

/** One line: the file counts, then per kind of item `posts +1 −1 ~2`. */
export function renderSummary(report: DiffReport, paint: Paint): string {
  const { counts } = report;
  if (report.same)
    return `${paint.green('✔')} No difference with ${report.base}: ${plural(counts.unchanged, 'file')} unchanged.`;
  const parts = [
    counts.changed && `${counts.changed} changed`,
    counts.new && `${counts.new} new`,
    counts.gone && `${counts.gone} gone`,
    `${counts.unchanged} unchanged`,
  ].filter(Boolean);
  const items = Object.entries(report.items).map(([noun, n]) => {
    const signs = [
      n.added && `+${n.added}`,
      n.removed && `−${n.removed}`,
      n.changed && `~${n.changed}`,
    ].filter(Boolean);
    return `${noun} ${signs.join(' ')}`;
  });
  const drift = counts.drift ? [`header drift on ${plural(counts.drift, 'file')}`] : [];
  return `${paint.yellow('●')} ${report.base} differs: files ${parts.join(', ')}${items.length ? ` · ${items.join(', ')}` : ''}${drift.length ? ` · ${drift[0]}` : ''}`;
}

/** The details, after the summary: each file that differs with its reason and its items; drift grouped. */
export function renderDetails(report: DiffReport, paint: Paint): string {
  const lines: string[] = [];
  const label = { new: paint.green('new    '), changed: paint.yellow('changed'), gone: paint.red('gone   ') };
  for (const f of report.files) {
    if (f.status === 'unchanged') continue;
    lines.push(`${label[f.status]}  ${paint.bold(visible(f.path))}  ${paint.dim(f.reason)}`);
    for (const item of f.items ?? []) lines.push(`           ${visible(describeItem(item))}`);
  }
  // Drift is usually the host's configuration, the same on every file: one line per kind, with examples.
  const groups = new Map<string, { drift: HeaderDrift; paths: string[] }>();
  for (const f of report.files) {
    for (const d of f.drift ?? []) {
      const key = `${d.header}\0${d.expected}\0${d.found}`;
      const group = groups.get(key) ?? { drift: d, paths: [] };
      group.paths.push(f.path);
      groups.set(key, group);
    }
  }
  for (const { drift, paths } of groups.values()) {
    const examples = paths.slice(0, 3).map(visible).join(', ') + (paths.length > 3 ? ', …' : '');
    lines.push(
      `${paint.red('drift  ')}  ${drift.header} on ${plural(paths.length, 'file')} (${examples}): expected ${visible(drift.expected)}, found ${visible(drift.found)}`,
    );
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** How it compared, and what the run cost on the network against the size of the site. */
export function renderTransfer(report: DiffReport, seconds: number): string {
  const { net, compared } = report;
  const how =
    compared.by === 'hash-list'
      ? `Compared by the live hash list (${compared.why})`
      : `Compared file by file (${compared.why})`;
  return `${how}: ${plural(net.requests, 'request')}${net.retries ? ` (${net.retries} retried)` : ''}, ${size(net.bytesReceived)} received for a site of ${size(net.siteBytes)}, ${seconds.toFixed(2)} s.`;
}
