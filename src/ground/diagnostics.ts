/** A finding about the content, pointing at the text that caused it. The core returns these; it never prints. */
export type Severity = 'error' | 'warning';

export interface SourceLocation {
  /** Path of the file, relative to the folder the command runs in, with forward slashes. */
  file: string;
  /** 1-based; 0 when the finding is about the file as a whole and has no position (an unreadable file). */
  line: number;
  column: number;
}

export interface Diagnostic extends SourceLocation {
  severity: Severity;
  /** Stable, documented code such as `unknown-key`; tests and scripts match on it. */
  code: string;
  message: string;
  /** JSON pointer of the value inside the file's data (`/tags/1`), or '' for the whole file. */
  pointer: string;
  expected?: string;
  found?: string;
  hint?: string;
  /** Other places taking part in the finding, such as the first of two duplicate ids. */
  related?: SourceLocation[];
}

export interface DiagnosticCounts {
  errors: number;
  warnings: number;
}

export function countDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  let errors = 0;
  for (const d of diagnostics) if (d.severity === 'error') errors++;
  return { errors, warnings: diagnostics.length - errors };
}

/** Sorts by file, then position, then code, so output is stable whatever order the checks ran in. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort(
    (a, b) =>
      compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.code, b.code),
  );
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The most frequent key of a count table and its count; ties go to the first in code-point order, so
 * the answer never depends on the order things were counted in. Undefined for an empty table.
 */
export function mostCommon(counts: ReadonlyMap<string, number>): [string, number] | undefined {
  let best: [string, number] | undefined;
  for (const entry of counts) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && compareText(entry[0], best[0]) < 0))
      best = entry;
  }
  return best;
}

/** Builds a JSON pointer (RFC 6901) from path segments. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((p) => `/${String(p).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
}
