import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

/** The nearest of `path` and its parents that exists (the root at worst): where a folder would be made. */
export function existingFolder(path: string): string {
  let at = path;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}
