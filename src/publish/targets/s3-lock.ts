import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { LockStore } from '../lease.js';
import type { SdkError } from '../sdk-error.js';

/**
 * How long a run waits after writing its lock before reading it back, on a store that ignores
 * If-None-Match (s3rver, older MinIO): two runs that both found no lock both write one; the later
 * write wins, and each run reads back which one stands after this pause, longer than the time
 * between a run's look and its last write.
 */
const SETTLE_MS = 400;

export const status = (error: unknown) => (error as SdkError)?.$metadata?.httpStatusCode;

/** A conditional write refused: 412, a lock is there; 409, a conditional write in flight on the key. */
const refused = (error: unknown) => status(error) === 412 || status(error) === 409;

/**
 * The lock object, next to the manifest: written with If-None-Match: * (S3, R2 and MinIO refuse it
 * with 412 when one exists). The same conditional write is then tried once more: a store that
 * refuses it (412) honours the condition, so the first write was exclusive and the lock is read
 * back at once; one that takes it ignores the condition, and the lock is read back after a pause
 * (SETTLE_MS), which covers such stores. `retry` wraps each call in the target's retries and error
 * messages; `settle` is the pause (a test counts it).
 */
export function s3Lock(
  client: S3Client,
  bucket: string,
  key: string,
  retry: <T>(what: string, fn: () => Promise<T>) => Promise<T>,
  settle: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)),
): LockStore {
  const read = () =>
    retry('read the lock', async () => {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return await got.Body?.transformToString('utf-8');
      } catch (error) {
        if (status(error) === 404 || (error as SdkError)?.name === 'NoSuchKey') return undefined;
        throw error;
      }
    });
  const put = (text: string, exclusive: boolean) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: text,
        ContentType: 'application/json; charset=utf-8',
        CacheControl: 'no-store',
        IfNoneMatch: exclusive ? '*' : undefined,
      }),
    );
  return {
    where: `s3://${bucket}/${key}`,
    async create(text) {
      if ((await read()) !== undefined) return false;
      const written = await retry('write the lock', () =>
        put(text, true).then(
          () => true,
          (error) => {
            if (refused(error)) return false;
            throw error;
          },
        ),
      );
      if (!written) return false;
      // Any answer but a refusal (a store that took the write again, an error) leaves the pause.
      const honoured = await put(text, true).then(() => false, refused);
      if (!honoured) await settle();
      return (await read()) === text;
    },
    read,
    async write(text) {
      await retry('renew the lock', () => put(text, false));
    },
    async removeIf(text) {
      if ((await read()) !== text) return;
      await retry('remove the lock', () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
      );
    },
  };
}
