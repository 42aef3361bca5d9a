import { type Paint, visible } from '../report/diagnostics.js';
import type { ConformanceReport } from './index.js';

/**
 * Failures first, each with what was found; then the passes, one line per target with the names of
 * its checks; then one summary line.
 */
export function renderConformance(report: ConformanceReport, paint: Paint): string {
  const lines: string[] = [];
  for (const c of report.checks.filter((c) => !c.ok))
    lines.push(`${paint.red('✖')} ${paint.bold(visible(c.target))}  ${c.name}: ${visible(c.detail ?? '')}`);
  const passed = new Map<string, string[]>();
  for (const c of report.checks.filter((c) => c.ok))
    passed.set(c.target, [...(passed.get(c.target) ?? []), c.name]);
  for (const [target, names] of passed)
    lines.push(`${paint.green('✔')} ${visible(target)}  ${paint.dim(names.join(', '))}`);
  const { links, hashList } = report;
  const list = hashList
    ? `; the hash list names ${hashList.listed} files, ${hashList.compared} compared with what was served`
    : '; no hash list';
  const summary = report.ok
    ? `${paint.green('✔')} ${report.url} keeps the contract: ${report.passed} checks passed`
    : `${paint.red('✖')} ${report.url}: ${report.failed} of ${report.passed + report.failed} checks failed`;
  lines.push(
    '',
    `${summary} (${links.checked} links followed${links.external ? `, ${links.external} outside the site not followed` : ''}${list}; ${report.net.requests} requests).`,
  );
  return `${lines.join('\n')}\n`;
}
