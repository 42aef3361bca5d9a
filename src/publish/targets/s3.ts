import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UserError } from '../../ground/errors.js';
import { MANIFEST } from '../../ground/manifest.js';
import { addSecret } from '../../ground/secrets.js';
import { cloudfrontPurger } from '../cloudfront.js';
import type { ResolvedTarget } from '../config.js';
import { LOCK } from '../lock-file.js';
import {
  bareEtag,
  cacheControlFor,
  isSafePath,
  manifestText,
  type ParsedManifest,
  parseManifest,
  type RemoteFile,
} from '../manifest.js';
import { cloudflarePurger } from '../purge.js';
import { inPool, withRetry } from '../retry.js';
import { type SdkError, transient } from '../sdk-error.js';
import { hashOf, lostRace } from '../trust.js';
import { storeError } from './s3-errors.js';
import { s3Lock, status } from './s3-lock.js';
import type { IncrementalTarget, TargetContext } from './target.js';

export type S3Settings = Extract<ResolvedTarget, { type: 's3' }>;

/** The object metadata key (x-amz-meta-site-api-etag) holding the build's hash of the bytes. */
const HASH_KEY = 'site-api-etag';
/**
 * The object metadata key (x-amz-meta-site-api-prefix) naming the target that wrote the object, as
 * `/` + its prefix (the bucket root is `/`: some stores drop an empty value). Another target in the
 * same bucket (staging/ inside the root) also writes the hash, so the hash alone does not make an
 * object ours.
 */
const PREFIX_KEY = 'site-api-prefix';

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
  const lock = s3Lock(client, bucket, lockKey, async (what, fn) => {
    await ready();
    return retry(what, fn);
  });

  return {
    kind: 'incremental',
    label: where,
    cacheControl: settings.cacheControl,

    lock,

    async readState() {
      await ready();
      const everything = new Map<string, Date>();
      const sizes = new Map<string, number | undefined>();
      let token: string | undefined;
      do {
        const page = await retry(`list ${where}`, () =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key || o.Key === manifestKey || o.Key === lockKey || o.Key.endsWith(`/${LOCK}`)) continue;
          everything.set(o.Key, o.LastModified ?? new Date(0));
          sizes.set(o.Key, o.Size);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      // A folder holding its own manifest is another target (staging/ under the root): not looked into.
      const nested = [...everything.keys()]
        .filter((k) => k.endsWith(`/${MANIFEST}`))
        .map((k) => k.slice(0, -MANIFEST.length));
      const listed = new Map([...everything].filter(([k]) => !nested.some((n) => k.startsWith(n))));
      context.debug(
        `listed ${everything.size} objects under ${where}${nested.length ? `; skipped ${everything.size - listed.size} under other targets' manifests (${nested.join(', ')})` : ''}`,
      );

      const manifest = await readManifest();
      const files = new Map<string, RemoteFile>();
      const foreign: string[] = [];
      const unsure: string[] = [];
      const repaired: string[] = [];
      for (const [k, modified] of listed) {
        const path = `/${k.slice(prefix.length)}`;
        if (!isSafePath(path)) {
          foreign.push(path);
          continue;
        }
        const known = manifest?.files.get(path);
        // An object written at or after the manifest was left by an interrupted publish: its
        // bytes may not be what the manifest says, so its own metadata decides. So does one the
        // manifest names with no hash (an upload an interrupted run intended): it may never have
        // landed, and what is there may be the user's own object.
        if (known && known.etag !== '' && manifest && modified < manifest.written) {
          // Trust, then verify: the listing gives each size for free; another size is another file.
          const size = sizes.get(k);
          const altered = known.size !== undefined && size !== undefined && size !== known.size;
          if (altered) repaired.push(path);
          files.set(path, altered ? { ...known, etag: '' } : known);
        } else unsure.push(path);
      }
      // Named by the manifest but not listed: gone, or missed by a store whose listing is not
      // lexicographic (s3rver skips keys at page boundaries) or not yet consistent. Ask the object.
      for (const path of manifest?.files.keys() ?? []) {
        if (!listed.has(key(path))) unsure.push(path);
      }
      context.debug(`manifest ${manifest ? 'found' : 'absent'}; ${unsure.length} objects to inspect`);
      await inPool(unsure, Math.max(context.concurrency, 8), async (path) => {
        const head = await retry(`inspect ${path}`, () =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(path) })).catch((error) => {
            if ((error as SdkError)?.$metadata?.httpStatusCode === 404) return undefined;
            throw error;
          }),
        );
        if (!head) {
          if (manifest?.files.get(path)?.etag) repaired.push(path);
          return;
        }
        const hash = head.Metadata?.[HASH_KEY];
        // Ours: written for our prefix, or named with a hash by our manifest (objects of a site-api
        // older than the prefix metadata). An intent entry (no hash) vouches for nothing.
        const vouched = manifest?.files.get(path)?.etag;
        const mine = head.Metadata?.[PREFIX_KEY] === owner || (vouched !== undefined && vouched !== '');
        if (hash && mine) {
          const named = manifest?.files.get(path);
          // Trust, then verify: the object is not the size its manifest entry says.
          const altered = !!named?.etag && named.size !== undefined && head.ContentLength !== named.size;
          if (altered) repaired.push(path);
          files.set(path, {
            etag: altered ? '' : `"${hash}"`,
            size: head.ContentLength,
            contentType: head.ContentType,
            cacheControl: head.CacheControl,
          });
        } else foreign.push(path);
      });
      if (context.repair) {
        // --repair: every byte read back and hashed, the store's metadata trusted no more than its size.
        await inPool([...files], Math.max(context.concurrency, 8), async ([path, f]) => {
          if (f.etag === '') return;
          const got = await retry(`read ${path}`, () =>
            client.send(new GetObjectCommand({ Bucket: bucket, Key: key(path) })),
          );
          const bytes = (await got.Body?.transformToByteArray()) ?? new Uint8Array();
          if (hashOf(bytes) !== f.etag) {
            files.set(path, { ...f, etag: '' });
            repaired.push(path);
          }
        });
      }
      return { files, foreign: foreign.sort(), purge: manifest?.purge ?? [], repaired: repaired.sort() };
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
