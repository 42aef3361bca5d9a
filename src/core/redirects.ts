import { REDIRECTS_PATH } from '../build/files/redirects.js';
import { parseRedirects } from '../edge/handler.js';
import { type BuildOptions, buildInMemory } from './build.js';

/** The redirect table a build of the content would publish (alias → post path); undefined when it does not build. */
export function redirectTable(options: BuildOptions): [string, string][] | undefined {
  const built = buildInMemory(options);
  if (!built.ok) return undefined;
  const file = built.artifacts.get(REDIRECTS_PATH);
  return file ? parseRedirects(new TextDecoder().decode(file.bytes)) : [];
}
