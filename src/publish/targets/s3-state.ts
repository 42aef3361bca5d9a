import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { MANIFEST } from '../../ground/manifest.js';
import { LOCK } from '../lock-file.js';
import { isSafePath, type ParsedManifest, type RemoteState } from '../manifest.js';
import { inPool } from '../retry.js';
import type { SdkError } from '../sdk-error.js';
import { hashOf } from '../trust.js';
import type { TargetContext } from './target.js';

/** The object metadata key (x-amz-meta-site-api-etag) holding the build's hash of the bytes. */
export const HASH_KEY = 'site-api-etag';
/**
 * The object metadata key (x-amz-meta-site-api-prefix) naming the target that wrote the object, as
 * `/` + its prefix (the bucket root is `/`: some stores drop an empty value). Another target in the
 * same bucket (staging/ inside the root) also writes the hash, so the hash alone does not make an
 * object ours.
 */
export const PREFIX_KEY = 'site-api-prefix';

/** What reading an S3 target's state needs of the target (see s3.ts). */
export interface S3Store {
  client: S3Client;
  bucket: string;
  prefix: string;
  key: (path: string) => string;
  manifestKey: string;
  lockKey: string;
  /** PREFIX_KEY's value for this target. */
  owner: string;
  where: string;
  retry: <T>(what: string, fn: () => Promise<T>) => Promise<T>;
  context: TargetContext;
}

type Found = Pick<RemoteState, 'files' | 'foreign'> & { repaired: string[] };

/**
 * What the target holds, from its manifest (read by the caller, with the time it was written).
 *
 * The manifest is written last, after every upload and deletion, under the lease: what it names with
 * a hash is there. So only what it cannot vouch for is asked about, object by object: its intent
 * entries (no hash: an interrupted run meant to upload them, and may not have) and the paths the
 * build adds (a user's own object may be there). Listing the target costs a request per 1,000
 * objects, which a store like s3rver takes half a second to answer: it is done for a target without
 * a manifest, for --repair (which also reads back and hashes every object), and where more objects
 * would be asked about than a listing costs.
 */
export async function readS3State(
  store: S3Store,
  manifest: (ParsedManifest & { written: Date }) | undefined,
  paths: ReadonlySet<string>,
): Promise<RemoteState> {
  const { context } = store;
  const found: Found = { files: new Map(), foreign: [], repaired: [] };
  const state = (): RemoteState => ({
    files: found.files,
    foreign: found.foreign.sort(),
    purge: manifest?.purge ?? [],
    repaired: found.repaired.sort(),
  });

  if (manifest && !context.repair) {
    const intents = [...manifest.files].filter(([, f]) => f.etag === '').map(([path]) => path);
    const added = [...paths].filter((path) => !manifest.files.has(path));
    const asks = intents.length + added.length;
    // Eight object requests in parallel take about as long as one page of a listing.
    if (asks <= Math.max(64, 8 * Math.ceil(manifest.files.size / 1000))) {
      for (const [path, f] of manifest.files) if (f.etag !== '') found.files.set(path, f);
      context.debug(
        `manifest found: ${found.files.size} files trusted as it names them; ${asks} objects to inspect (not listed: --repair lists and hashes every object)`,
      );
      await inspect(store, [...intents, ...added], manifest, found);
      return state();
    }
  }

  const listed = await list(store);
  const unsure: string[] = [];
  for (const [k, { modified, size }] of listed) {
    const path = `/${k.slice(store.prefix.length)}`;
    if (!isSafePath(path)) {
      found.foreign.push(path);
      continue;
    }
    const known = manifest?.files.get(path);
    // An object written at or after the manifest was left by an interrupted publish: its bytes may
    // not be what the manifest says, so its own metadata decides. So does one the manifest names with
    // no hash (an upload an interrupted run intended): it may never have landed, and what is there may
    // be the user's own object.
    if (known && known.etag !== '' && manifest && modified < manifest.written) {
      // Trust, then verify: the listing gives each size for free; another size is another file.
      const altered = known.size !== undefined && size !== undefined && size !== known.size;
      if (altered) found.repaired.push(path);
      found.files.set(path, altered ? { ...known, etag: '' } : known);
    } else unsure.push(path);
  }
  // Named by the manifest but not listed: gone, or missed by a store whose listing is not
  // lexicographic (s3rver skips keys at page boundaries) or not yet consistent. Ask the object.
  for (const path of manifest?.files.keys() ?? []) {
    if (!listed.has(store.key(path))) unsure.push(path);
  }
  context.debug(`manifest ${manifest ? 'found' : 'absent'}; ${unsure.length} objects to inspect`);
  await inspect(store, unsure, manifest, found);
  if (context.repair) {
    // --repair: every byte read back and hashed, the store's metadata trusted no more than its size.
    await inPool([...found.files], Math.max(context.concurrency, 8), async ([path, f]) => {
      if (f.etag === '') return;
      const got = await store.retry(`read ${path}`, () =>
        store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: store.key(path) })),
      );
      const bytes = (await got.Body?.transformToByteArray()) ?? new Uint8Array();
      if (hashOf(bytes) !== f.etag) {
        found.files.set(path, { ...f, etag: '' });
        found.repaired.push(path);
      }
    });
  }
  return state();
}

/** Every object under the prefix (key → time written, size), but those of other targets nested in it. */
async function list(store: S3Store): Promise<Map<string, { modified: Date; size?: number }>> {
  const { client, bucket, prefix, manifestKey, lockKey, where } = store;
  const everything = new Map<string, { modified: Date; size?: number }>();
  let token: string | undefined;
  do {
    const page = await store.retry(`list ${where}`, () =>
      client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })),
    );
    for (const o of page.Contents ?? []) {
      if (!o.Key || o.Key === manifestKey || o.Key === lockKey || o.Key.endsWith(`/${LOCK}`)) continue;
      everything.set(o.Key, { modified: o.LastModified ?? new Date(0), size: o.Size });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // A folder holding its own manifest is another target (staging/ under the root): not looked into.
  const nested = [...everything.keys()]
    .filter((k) => k.endsWith(`/${MANIFEST}`))
    .map((k) => k.slice(0, -MANIFEST.length));
  const listed = new Map([...everything].filter(([k]) => !nested.some((n) => k.startsWith(n))));
  store.context.debug(
    `listed ${everything.size} objects under ${where}${nested.length ? `; skipped ${everything.size - listed.size} under other targets' manifests (${nested.join(', ')})` : ''}`,
  );
  return listed;
}

/**
 * Asks each object its metadata: ours (the hash, written for this prefix, or vouched for by the
 * manifest) goes into `files` with the hash it carries; another object is foreign; one the manifest
 * names with a hash that is not there, or not at the size named, is repaired.
 */
async function inspect(
  store: S3Store,
  unsure: string[],
  manifest: ParsedManifest | undefined,
  found: Found,
): Promise<void> {
  const { files, foreign, repaired } = found;
  await inPool(unsure, Math.max(store.context.concurrency, 8), async (path) => {
    const head = await store.retry(`inspect ${path}`, () =>
      store.client
        .send(new HeadObjectCommand({ Bucket: store.bucket, Key: store.key(path) }))
        .catch((error) => {
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
    const mine = head.Metadata?.[PREFIX_KEY] === store.owner || (vouched !== undefined && vouched !== '');
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
}
