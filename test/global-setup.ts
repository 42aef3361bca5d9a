import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The tests build many sites in temporary folders with no package.json, whose caches would otherwise go
 * to the user's own cache folder (~/.cache/site-api/<site>, one per folder, thousands a run): they go
 * to a folder of this run instead, removed at its end. A test that sets XDG_CACHE_HOME or
 * SITE_API_CACHE_DIR itself still chooses.
 */
export default function setup(): () => void {
  const home = mkdtempSync(join(tmpdir(), 'site-api-test-cache-'));
  process.env.XDG_CACHE_HOME = home;
  return () => rmSync(home, { recursive: true, force: true });
}
