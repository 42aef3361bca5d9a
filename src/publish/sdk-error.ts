/** The fields of an AWS SDK v3 error that site-api reads. */
export interface SdkError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * Throttling that AWS answers with a 400: CloudFront's `Throttling` and `TooManyInvalidationsInProgress`,
 * and the names other services use for the same.
 */
const THROTTLED = new Set([
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'TooManyInvalidationsInProgress',
  'SlowDown',
]);

/** Worth another try: the network, throttling, a 5xx. Not: access denied, no such bucket. */
export function transient(error: unknown): boolean {
  const e = error as SdkError;
  if (THROTTLED.has(e?.name ?? '') || THROTTLED.has(e?.code ?? '')) return true;
  const status = e?.$metadata?.httpStatusCode;
  if (status === undefined) return e?.name !== 'CredentialsProviderError';
  return status >= 500 || status === 429 || status === 408;
}
