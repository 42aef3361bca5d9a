import type { Diagnostic, DiagnosticCounts } from '../ground/diagnostics.js';
import { plural } from '../ground/numbers.js';

/** Colour functions a renderer may use; identity functions when colour is off. */
export interface Paint {
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  green(text: string): string;
}

export const NO_PAINT: Paint = { red: id, yellow: id, dim: id, bold: id, green: id };
function id(text: string): string {
  return text;
}

/**
 * Makes text from content safe to print: control characters (a newline that would forge another
 * finding, an escape sequence that would clear the screen) and bidirectional overrides become
 * visible `\u{…}` escapes.
 */
export function visible(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u{${(c.codePointAt(0) as number).toString(16)}}`,
  );
}

function where(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  const file = visible(d.file);
  return d.line > 0 ? `${file}:${d.line}:${d.column}` : file;
}

/** `file:line:column  severity  code  message`, then the pointer, expected, found and hint, indented. */
export function renderText(diagnostics: readonly Diagnostic[], paint: Paint): string {
  const lines: string[] = [];
  for (const d of diagnostics) {
    const severity = d.severity === 'error' ? paint.red('error') : paint.yellow('warning');
    lines.push(`${paint.bold(where(d))}  ${severity}  ${paint.dim(d.code)}  ${visible(d.message)}`);
    if (d.pointer) lines.push(`    ${paint.dim('at')}        ${visible(d.pointer)}`);
    if (d.expected) lines.push(`    ${paint.dim('expected')}  ${visible(d.expected)}`);
    if (d.found) lines.push(`    ${paint.dim('found')}     ${visible(d.found)}`);
    for (const r of d.related ?? []) lines.push(`    ${paint.dim('see')}       ${where(r)}`);
    if (d.hint) lines.push(`    ${paint.dim('hint')}      ${visible(d.hint)}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The last line of validate; with `strict` (--strict) warnings fail the run, and the mark says so. */
export function renderSummary(counts: DiagnosticCounts, files: number, paint: Paint, strict = false): string {
  const checked = `${plural(files, 'file')} checked`;
  if (counts.errors + counts.warnings === 0) return `${paint.green('✔')} ${checked}, no problems.`;
  const failed = counts.errors > 0 || strict;
  const mark = failed ? paint.red('✖') : paint.yellow('⚠');
  const why = !counts.errors && strict ? ' (--strict: warnings fail)' : '';
  return `${mark} ${checked}: ${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}${why}.`;
}

/**
 * One line for a run that went ahead with warnings (a build, a rebuild, serve): how many, of which
 * kinds, and where each is shown; '' when there are none. Listing them is validate's.
 */
export function renderWarningsLine(diagnostics: readonly Diagnostic[], paint: Paint): string {
  const byCode = new Map<string, number>();
  for (const d of diagnostics)
    if (d.severity === 'warning') byCode.set(d.code, (byCode.get(d.code) ?? 0) + 1);
  if (byCode.size === 0) return '';
  let total = 0;
  for (const n of byCode.values()) total += n;
  const kinds = [...byCode]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([code, n]) => `${n} ${code}`)
    .join(', ');
  return `${paint.yellow('⚠')} ${total} warning${total === 1 ? '' : 's'} in the content (${kinds}): \`site-api validate\` shows each.\n`;
}

export interface JsonReport {
  ok: boolean;
  files: number;
  errors: number;
  warnings: number;
  diagnostics: readonly Diagnostic[];
}

export function renderJson(report: JsonReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** GitHub Actions workflow commands: one annotation per finding, shown on the pull request's diff. */
export function renderGithub(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const props = [`file=${escapeProperty(visible(d.file))}`];
      if (d.line > 0) props.push(`line=${d.line}`, `col=${d.column}`);
      props.push(`title=${escapeProperty(d.code)}`);
      const detail = [
        d.message,
        d.pointer && `at ${d.pointer}`,
        d.expected && `expected: ${d.expected}`,
        d.found && `found: ${d.found}`,
        d.hint && `hint: ${d.hint}`,
      ]
        .filter(Boolean)
        .map((line) => visible(line as string));
      return `::${d.severity} ${props.join(',')}::${escapeData(detail.join('\n'))}\n`;
    })
    .join('');
}

function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
