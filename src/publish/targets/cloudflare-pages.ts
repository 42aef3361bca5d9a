import type { ResolvedTarget } from '../config.js';
import { runOn } from './run-on.js';
import type { TargetContext, WholeTarget } from './target.js';

/**
 * Cloudflare Pages through `wrangler pages deploy`: wrangler hashes the files itself and uploads only
 * what the project lacks, and a deployment goes live at once. The folder holds what `site-api build`
 * writes: `_worker.js` (the edge handler, Pages' advanced mode) and `_headers` with it.
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
        {},
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
