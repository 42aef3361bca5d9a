import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UserError } from '../../ground/errors.js';
import { MANIFEST } from '../../ground/manifest.js';
import { addSecret } from '../../ground/secrets.js';
import { cloudfrontPurger } from '../cloudfront.js';
import type { ResolvedTarget } from '../config.js';
import { LOCK } from '../lock-file.js';
import { bareEtag, cacheControlFor, manifestText, type ParsedManifest, parseManifest } from '../manifest.js';
import { cloudflarePurger } from '../purge.js';
import { inPool, withRetry } from '../retry.js';
import { transient } from '../sdk-error.js';
import { lostRace } from '../trust.js';
import { storeError } from './s3-errors.js';
import { s3Lock, status } from './s3-lock.js';
import { HASH_KEY, PREFIX_KEY, readS3State, type S3Store } from './s3-state.js';
import type { IncrementalTarget, TargetContext } from './target.js';

export type S3Settings = Extract<ResolvedTarget, { type: 's3' }>;

/**
 * Any S3-compatible store. Credentials come from the SDK's default chain (environment, profile,
 * SSO, instance role) and are never read, stored or printed here. Every object carries its content
 * type, Cache-Control and the build's hash in metadata; the manifest object is written last.
 */
export function s3Target(settings: S3Settings, context: TargetContext): IncrementalTarget {
  // The SDK warns on every run under Node 20 about its releases of 2027; the version we ship works,
  // and a user cannot act on the warning, so it is noise in a CLI's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Our own retries (with backoff, counted, reported) replace the SDK's, so failures are visible.
    maxAttempts: 1,
    // R2, B2 and older MinIO refuse the SDK's default CRC32 trailers; send checksums only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = settings;
  const key = (path: string) => `${prefix}${path.slice(1)}`;
  const manifestKey = `${prefix}${MANIFEST}`;
  const lockKey = `${prefix}${LOCK}`;
  /** The manifest's ETag as this run last read or wrote it: null, there was none; undefined, not read yet. */
  let manifestTag: string | null | undefined;
  // A header value is ASCII: a prefix in another script is percent-encoded.
  const owner = encodeURI(`/${prefix}`);
  const retry = <T>(what: string, fn: () => Promise<T>) =>
    withRetry(what, fn, transient, context.retry).catch((error) => {
      throw storeError(what, error, settings);
    });
  const where = `s3://${bucket}/${prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  // Whatever the SDK resolved (a credentials file, SSO, a process, a role) joins the redaction
  // before the first request can fail and echo it.
  let resolved: Promise<void> | undefined;
  const ready = () => {
    resolved ??= (async () => {
      const credentials = await client.config.credentials().catch((error: unknown) => {
        throw storeError(`sign requests to ${where}`, error, settings);
      });
      addSecret(credentials.accessKeyId);
      addSecret(credentials.secretAccessKey);
      addSecret(credentials.sessionToken);
    })();
    return resolved;
  };
  const store: S3Store = { client, bucket, prefix, key, manifestKey, lockKey, owner, where, retry, context };
  const lock = s3Lock(client, bucket, lockKey, async (what, fn) => {
    await ready();
    return retry(what, fn);
  });

  return {
    kind: 'incremental',
    label: where,
    cacheControl: settings.cacheControl,

    lock,

    async readState(paths) {
      await ready();
      const manifest = await readManifest();
      return readS3State(store, manifest, paths);
    },

    async stateUnchanged() {
      // The manifest's ETag as read: a publish that changes anything rewrites the manifest (before its
      // uploads, and after its deletions), and one killed before doing so left nothing a new read sees.
      return manifestTag !== undefined && (await currentManifestTag()) === manifestTag;
    },

    async upload(files, done) {
      await inPool(files, context.concurrency, async ({ path, artifact }) => {
        await retry(`upload ${path}`, () =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key(path),
              Body: artifact.bytes,
              ContentType: artifact.contentType,
              CacheControl: cacheControlFor(path, settings.cacheControl),
              Metadata: { [HASH_KEY]: bareEtag(artifact.etag), [PREFIX_KEY]: owner },
            }),
          ),
        );
        done(1);
      });
    },

    async remove(paths) {
      for (let i = 0; i < paths.length; i += 1000) {
        const batch = paths.slice(i, i + 1000);
        const result = await retry(`delete ${batch.length} objects`, () =>
          client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: batch.map((p) => ({ Key: key(p) })), Quiet: true },
            }),
          ),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new UserError(
            `The store refused to delete ${failed.length} object(s), e.g. ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message ?? ''}`.trim(),
            'Nothing that links to them remains; re-run `site-api publish` to retry the deletions.',
          );
        }
      }
    },

    async commit(manifest, purge) {
      // Written only if it is still the manifest this run read or last wrote: a compare just before
      // (s3rver honours no condition on PUT), and If-Match / If-None-Match for stores that do.
      const tag = await currentManifestTag();
      if (manifestTag !== undefined && tag !== manifestTag) throw lostRace(`s3://${bucket}/${manifestKey}`);
      const put = (conditional: boolean) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: manifestKey,
            Body: manifestText(manifest, purge),
            ContentType: 'application/json; charset=utf-8',
            CacheControl: 'no-store',
            IfMatch: conditional && tag ? tag : undefined,
            IfNoneMatch: conditional && !tag ? '*' : undefined,
          }),
        );
      const written = await retry('write the manifest', () =>
        put(true).catch((error) => {
          if (status(error) === 412) throw lostRace(`s3://${bucket}/${manifestKey}`);
          // A store that knows no conditional write (501): the compare above is all there is.
          if (status(error) === 501) return put(false);
          throw error;
        }),
      );
      manifestTag = written.ETag ?? (await currentManifestTag());
    },

    purge: settings.purge?.cloudflareZone
      ? cloudflarePurger(settings.purge.cloudflareZone, context)
      : settings.purge?.cloudfrontDistribution
        ? cloudfrontPurger(settings.purge.cloudfrontDistribution, context)
        : undefined,
  };

  async function currentManifestTag(): Promise<string | null> {
    return retry('look at the manifest', () =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: manifestKey })).then(
        (head) => head.ETag ?? null,
        (error) => {
          if (status(error) === 404) return null;
          throw error;
        },
      ),
    );
  }

  async function readManifest(): Promise<(ParsedManifest & { written: Date }) | undefined> {
    try {
      const object = await retry('read the manifest', async () => {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: manifestKey }));
        manifestTag = got.ETag ?? null;
        return { text: await got.Body?.transformToString('utf-8'), written: got.LastModified ?? new Date(0) };
      });
      const parsed = object.text === undefined ? undefined : parseManifest(object.text);
      return parsed ? { ...parsed, written: object.written } : undefined;
    } catch (error) {
      if (error instanceof UserError && /NoSuchKey|404/.test(error.message)) {
        manifestTag = null;
        return undefined;
      }
      throw error;
    }
  }
}
