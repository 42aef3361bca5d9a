import { grouped } from '../ground/numbers.js';
import { size, table } from './columns.js';
import { type Paint, visible } from './diagnostics.js';

export interface BuiltFile {
  path: string;
  size: number;
  contentType: string;
}

export interface KindTotal {
  kind: string;
  files: number;
  bytes: number;
}

export interface BuildSummary {
  files: number;
  bytes: number;
  /** Largest kind first. */
  kinds: KindTotal[];
  /** The largest files, largest first (ties by path). */
  largest: { path: string; size: number }[];
}

const LARGEST = 5;

/**
 * The kind of a published file, from its path alone so that a new build module is counted without a
 * change here: the API's JSON, Markdown twins, XML (feed, sitemap), text (llms, robots), HTML, and
 * otherwise the extension.
 */
export function kindOf(path: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  switch (ext) {
    case 'json':
      return 'JSON';
    case 'md':
      return 'Markdown';
    case 'xml':
      return 'XML';
    case 'txt':
      return 'text';
    case 'html':
      return 'HTML';
    default:
      return ext ?? '(no extension)';
  }
}

export function summarizeBuild(files: readonly BuiltFile[]): BuildSummary {
  const kinds = new Map<string, KindTotal>();
  let bytes = 0;
  for (const f of files) {
    const kind = kindOf(f.path);
    const total = kinds.get(kind) ?? { kind, files: 0, bytes: 0 };
    total.files += 1;
    total.bytes += f.size;
    kinds.set(kind, total);
    bytes += f.size;
  }
  // The few largest kept in order while passing (sorting 20,000 files for five took ~15 ms).
  const largest: BuiltFile[] = [];
  const before = (a: BuiltFile, b: BuiltFile) => b.size < a.size || (b.size === a.size && a.path < b.path);
  for (const f of files) {
    if (largest.length === LARGEST && !before(f, largest[LARGEST - 1] as BuiltFile)) continue;
    let at = largest.length;
    while (at > 0 && before(f, largest[at - 1] as BuiltFile)) at--;
    largest.splice(at, 0, f);
    if (largest.length > LARGEST) largest.pop();
  }
  return {
    files: files.length,
    bytes,
    kinds: [...kinds.values()].sort((a, b) => b.bytes - a.bytes || (a.kind < b.kind ? -1 : 1)),
    largest: largest.map((f) => ({ path: f.path, size: f.size })),
  };
}

/** A dozen lines whatever the size of the site: a table by kind, then the largest files. */
export function renderBuildSummary(summary: BuildSummary, paint: Paint): string {
  const rows = [
    [paint.dim('kind'), paint.dim('files'), paint.dim('size')],
    ...summary.kinds.map((k) => [k.kind, grouped(k.files), size(k.bytes)]),
    [paint.bold('total'), paint.bold(grouped(summary.files)), paint.bold(size(summary.bytes))],
  ];
  const lines = table(rows, ['left', 'right', 'right']).map((l) => `  ${l}`);
  lines.push('', paint.dim('  largest:'));
  lines.push(
    ...table(
      summary.largest.map((f) => [visible(f.path), size(f.size)]),
      ['left', 'right'],
    ).map((l) => `    ${l}`),
  );
  return `${lines.join('\n')}\n`;
}

/** Every file with its size and gzipped size (`--verbose`). */
export function renderFileList(rows: readonly (BuiltFile & { gzip: number })[]): string {
  const lines = table(
    rows.map((r) => [visible(r.path), size(r.size), `${size(r.gzip)} gzip`]),
    ['left', 'right', 'right'],
  );
  return lines.map((l) => `  ${l}`).join('\n') + (lines.length ? '\n' : '');
}
