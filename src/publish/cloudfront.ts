import { absoluteUrl } from '../build/url.js';
import { UserError } from '../ground/errors.js';
import { redact, withRetry } from './retry.js';
import { type SdkError, transient } from './sdk-error.js';
import type { PurgeDone, PurgePreview, Purger, TargetContext } from './targets/target.js';

/**
 * The most paths without a wildcard CloudFront accepts in progress per distribution, and so in one
 * invalidation. Past it, one wildcard path replaces the list.
 */
export const MAX_PATHS = 3000;

/** Paths listed in the way-out command before it offers the wildcard instead. */
const SHOWN = 10;

export interface Invalidation {
  /** What is sent: CloudFront paths, or the one wildcard path. */
  paths: string[];
  /** The paths were more than MAX_PATHS: everything under the site is invalidated. */
  wildcard: boolean;
  /** How many distinct paths went stale. */
  stale: number;
  /** The wildcard path for everything under base_url: `/*`, or `/site/*`. */
  everything: string;
}

/**
 * The path CloudFront caches a built file under: the URL path viewers request, which is the path of
 * the file's URL under base_url exactly as the site links it (each segment percent-encoded, so
 * `/blog/tags/코루틴.md` is `/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4.md` and `c++` is `c%2B%2B`).
 * CloudFront wants non-ASCII and RFC 1738's unsafe characters percent-encoded and nothing
 * else changed, or the invalidation misses the cached copy; the one unsafe character
 * encodeURIComponent leaves alone is `~`. Built paths hold no `*` (CloudFront's wildcard).
 */
export function cloudfrontPath(baseUrl: string, path: string): string {
  const url = absoluteUrl(baseUrl, path);
  const at = url.indexOf('/', url.indexOf('//') + 2);
  return encodeUnsafe(url.slice(at));
}

/** The base_url's own path as written (`/site`, or '' at the root), with what CloudFront wants encoded. */
function basePath(baseUrl: string): string {
  const at = baseUrl.indexOf('/', baseUrl.indexOf('//') + 2);
  return at < 0 ? '' : encodeUnsafe(baseUrl.slice(at));
}

function encodeUnsafe(path: string): string {
  let out = '';
  for (const ch of path) {
    // A '%' here is already an escape: the segments were encoded, and a base_url is a URL.
    out += /^[!-~]$/.test(ch) && !/[\s"<>\\^`{|}~[\]]/.test(ch) ? ch : percent(ch);
  }
  return out;
}

const percent = (ch: string) =>
  [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** Pure: the stale built paths to the one invalidation that covers them. */
export function invalidationPaths(baseUrl: string, paths: readonly string[]): Invalidation {
  const unique = [...new Set(paths.map((p) => cloudfrontPath(baseUrl, p)))];
  const everything = `${basePath(baseUrl)}/*`;
  if (unique.length <= MAX_PATHS) return { paths: unique, wildcard: false, stale: unique.length, everything };
  return { paths: [everything], wildcard: true, stale: unique.length, everything };
}

/**
 * Invalidates changed paths in a CloudFront distribution: one CreateInvalidation per publish.
 * The SDK is imported only when an invalidation is sent; credentials come from its default chain
 * (and AWS_ENDPOINT_URL_CLOUDFRONT, read by the SDK, can point it elsewhere).
 */
export function cloudfrontPurger(distribution: string, context: TargetContext): Purger {
  const preview = (paths: string[], baseUrl: string) =>
    describe(invalidationPaths(baseUrl, paths), distribution);
  return {
    preview: (paths, baseUrl) => preview(paths, baseUrl).preview,
    async run({ paths, baseUrl, reference }): Promise<PurgeDone> {
      const { invalidation, preview: planned } = preview(paths, baseUrl);
      const { CloudFrontClient, CreateInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
      const client = new CloudFrontClient({
        // CloudFront is global: any region of the partition signs for its one endpoint.
        region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
        // Our own retries (with backoff, counted, reported) replace the SDK's.
        maxAttempts: 1,
      });
      try {
        const answer = await withRetry(
          'invalidate the CloudFront cache',
          () =>
            client.send(
              new CreateInvalidationCommand({
                DistributionId: distribution,
                InvalidationBatch: {
                  // The same on every retry: CloudFront answers a repeat with the invalidation it made.
                  CallerReference: reference,
                  Paths: { Quantity: invalidation.paths.length, Items: invalidation.paths },
                },
              }),
            ),
          transient,
          context.retry,
        );
        const id = answer.Invalidation?.Id ?? 'unknown';
        context.debug(
          `invalidation ${id} in ${distribution}: ${invalidation.paths.length} paths (${reference})`,
        );
        return {
          ...planned,
          id,
          summary: `${planned.summary.replace(/^invalidate/, 'invalidated')}: invalidation ${id}`,
        };
      } catch (error) {
        throw refused(error, distribution, invalidation);
      } finally {
        client.destroy();
      }
    },
  };
}

function describe(invalidation: Invalidation, distribution: string) {
  const what = invalidation.wildcard
    ? `${invalidation.paths[0]} (${invalidation.stale} changed paths, more than the ${MAX_PATHS} one invalidation may list)`
    : `${invalidation.paths.length} path${invalidation.paths.length === 1 ? '' : 's'}`;
  const preview: PurgePreview = {
    cdn: 'cloudfront',
    summary: `invalidate ${what} in CloudFront distribution ${distribution}`,
    count: invalidation.paths.length,
    ...(invalidation.wildcard ? { wildcard: true } : {}),
  };
  return { invalidation, preview };
}

function refused(error: unknown, distribution: string, invalidation: Invalidation): UserError {
  const e = error as SdkError;
  const status = e?.$metadata?.httpStatusCode;
  const why =
    e?.name === 'CredentialsProviderError'
      ? 'no AWS credentials were found (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE)'
      : redact(`${e?.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${e?.message ?? String(error)}`);
  const listed = invalidation.paths.length <= SHOWN;
  const paths = listed ? invalidation.paths : [invalidation.everything];
  return new UserError(
    `The files are published, but CloudFront refused the invalidation: ${why}`,
    `Invalidate by hand${listed || invalidation.wildcard ? '' : ` (one wildcard for the ${invalidation.stale} changed paths)`}: aws cloudfront create-invalidation --distribution-id ${distribution} --paths ${paths.map(quote).join(' ')}`,
  );
}

/** A shell word: CloudFront paths hold no control characters, but may hold `'`. */
const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
