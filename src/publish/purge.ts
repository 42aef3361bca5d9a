import { absoluteUrl } from '../build/url.js';
import { UserError } from '../ground/errors.js';
import { plural } from '../ground/numbers.js';
import { redact, withRetry } from './retry.js';
import type { Purger, TargetContext } from './targets/target.js';

/** Cloudflare accepts at most 30 URLs per purge request on every plan. */
const PER_REQUEST = 30;

/** Cloudflare's purge by URL, of the absolute URLs of the stale paths. */
export function cloudflarePurger(zone: string, context: TargetContext): Purger {
  const preview = (paths: string[]) => ({
    cdn: 'cloudflare' as const,
    summary: `purge ${plural(paths.length, 'URL')} from the Cloudflare cache`,
    count: paths.length,
  });
  return {
    preview,
    async run({ paths, baseUrl }) {
      const urls = paths.map((p) => absoluteUrl(baseUrl, p));
      await purgeCloudflare(zone, urls, context);
      return { ...preview(paths), summary: `purged ${plural(urls.length, 'URL')} from the Cloudflare cache` };
    },
  };
}

/**
 * Purges URLs from a Cloudflare zone's cache (purge by URL). The token comes from
 * CLOUDFLARE_API_TOKEN only; CLOUDFLARE_API_BASE_URL (as wrangler reads it) can point elsewhere.
 */
async function purgeCloudflare(zone: string, urls: string[], context: TargetContext): Promise<void> {
  const token = process.env.CLOUDFLARE_API_TOKEN;
  if (!token) {
    throw new UserError(
      'Cannot purge the Cloudflare cache: CLOUDFLARE_API_TOKEN is not set.',
      'The files are published. Set CLOUDFLARE_API_TOKEN (a token with Cache Purge permission) and publish again, or remove purge from the target.',
    );
  }
  const base = (process.env.CLOUDFLARE_API_BASE_URL ?? 'https://api.cloudflare.com/client/v4').replace(
    /\/+$/,
    '',
  );
  for (let i = 0; i < urls.length; i += PER_REQUEST) {
    const files = urls.slice(i, i + PER_REQUEST);
    await withRetry(
      'purge',
      async () => {
        const response = await fetch(`${base}/zones/${zone}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ files }),
          signal: AbortSignal.timeout(30_000),
        });
        if (!response.ok) {
          const body = redact((await response.text()).slice(0, 300));
          const error = new UserError(
            `Cloudflare refused the purge (HTTP ${response.status}): ${body}`,
            'The files are published; purge the cache from the dashboard, or check the token has Cache Purge permission.',
          );
          Object.assign(error, { status: response.status });
          throw error;
        }
      },
      (e) => ((e as { status?: number }).status ?? 500) >= 500,
      context.retry,
    );
    context.debug(`purged ${files.length} URLs from zone ${zone}`);
  }
}
