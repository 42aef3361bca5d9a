import { UserError } from '../../ground/errors.js';
import { redact } from '../retry.js';
import type { SdkError } from '../sdk-error.js';
import type { S3Settings } from './s3.js';

/** A store's refusal as a UserError with the way out; the store's own text redacted. */
export function storeError(what: string, error: unknown, settings: S3Settings): UserError {
  const e = error as SdkError;
  const status = e?.$metadata?.httpStatusCode;
  const text = redact(
    `${e?.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${e?.message ?? String(error)}`,
  );
  if (e?.name === 'CredentialsProviderError') {
    return new UserError(
      `Cannot ${what}: no credentials for the store.`,
      'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) in the environment; credentials never go in site.yaml.',
    );
  }
  if (status === 403) {
    return new UserError(
      `Cannot ${what}: the store denied access. ${text}`,
      'Check that the credentials in the environment may read, write and delete in that bucket.',
    );
  }
  if (e?.name === 'NoSuchBucket') {
    return new UserError(
      `Cannot ${what}: there is no bucket "${settings.bucket}". ${text}`,
      'Create the bucket, or correct publish.targets.*.bucket in site.yaml.',
    );
  }
  return new UserError(
    `Cannot ${what}: ${text}`,
    'The live site is consistent (files are uploaded before what links to them); run `site-api publish` again to finish.',
  );
}
