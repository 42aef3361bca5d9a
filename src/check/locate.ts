import type { Entry } from '../content/model.js';
import { type Diagnostic, toPointer } from '../ground/diagnostics.js';

export type Located = Pick<Diagnostic, 'file' | 'line' | 'column' | 'pointer'>;

/** Where a field (or, with `key`, its key) of an entry is written: file, line, column and JSON pointer. */
export function where(entry: Entry, path: (string | number)[], key = false): Located {
  const segments = path.map(String);
  const pos = entry.locate(segments, key);
  return { file: entry.file.path, line: pos.line, column: pos.column, pointer: toPointer(segments) };
}
