import type { ArtifactSet } from '../../build/artifacts.js';
import type { ResolvedTarget } from '../config.js';
import { runOn } from './run-on.js';
import type { TargetContext, WholeTarget } from './target.js';

/**
 * Cloudflare Pages through `wrangler pages deploy`: wrangler hashes the files itself and uploads only
 * what the project lacks, and a deployment goes live at once. A `_headers` file gives every response
 * CORS and Cache-Control, and each kind of file its content type; a `_worker.js` in the build (the
 * edge handler) is deployed with it.
 */
export function pagesTarget(
  settings: Extract<ResolvedTarget, { type: 'cloudflare-pages' }>,
  context: TargetContext,
): WholeTarget {
  return {
    kind: 'whole',
    label: `Cloudflare Pages project ${settings.project}${settings.branch ? ` (branch ${settings.branch})` : ''}`,
    deploy: (artifacts) =>
      runOn(
        artifacts,
        artifacts.has('/_headers') ? {} : { '/_headers': pagesHeaders(artifacts) },
        context,
        (dir) => [
          'wrangler',
          [
            'pages',
            'deploy',
            dir,
            `--project-name=${settings.project}`,
            ...(settings.branch ? [`--branch=${settings.branch}`] : []),
            '--commit-dirty=true',
          ],
        ],
        `deploy to Cloudflare Pages project ${settings.project}`,
      ),
  };
}

/** The headers the contract asks for, in Pages' `_headers` format: one rule per file extension. */
export function pagesHeaders(artifacts: ArtifactSet): string {
  const types = new Map<string, Set<string>>();
  for (const [path, a] of artifacts) {
    const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1] ?? '';
    if (!types.has(ext)) types.set(ext, new Set());
    types.get(ext)?.add(a.contentType);
  }
  const lines = [
    '/*',
    '  Access-Control-Allow-Origin: *',
    '  Access-Control-Expose-Headers: ETag',
    '  Cache-Control: public, max-age=3600',
  ];
  for (const [ext, set] of [...types].sort()) {
    if (ext && set.size === 1) lines.push(`/*.${ext}`, `  Content-Type: ${[...set][0]}`);
  }
  return `${lines.join('\n')}\n`;
}
