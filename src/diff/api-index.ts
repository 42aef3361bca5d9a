import { ENDPOINTS } from '../build/endpoints.js';
import { UserError } from '../ground/errors.js';
import { type Reply, urlOf } from '../net/fetch.js';
import { header, isHtmlStandIn } from './live.js';

export const INDEX = ENDPOINTS[0]?.path ?? '/api/index.json';

// biome-ignore lint/suspicious/noExplicitAny: the live API index, checked field by field below.
export type LiveIndex = Record<string, any>;

/**
 * The live API index, or undefined for an empty site when that is allowed. Anything else that is
 * not an ApiIndex means the base URL is not this API: a clear error, not a diff of everything.
 */
export function readIndex(
  base: string,
  reply: Reply,
  builtBytes: Uint8Array | undefined,
  allowEmpty?: boolean,
): LiveIndex | undefined {
  const url = urlOf(base, INDEX);
  const hint = 'Pass the base URL of a site published by site-api (--against), e.g. https://example.com.';
  if ((reply.status === 404 || isHtmlStandIn(reply.headers, INDEX)) && allowEmpty) return undefined;
  if (reply.status === 404)
    throw new UserError(
      `${base} is not a site-api site: ${url} answered 404.`,
      `${hint} A site never published has nothing to diff against.`,
    );
  if (reply.status !== 200 && reply.status !== 304)
    throw new UserError(
      `${url} answered ${reply.status}${reply.attempts > 1 ? ` after ${reply.attempts} attempts` : ''}.`,
      hint,
    );
  const text =
    reply.status === 304
      ? Buffer.from(builtBytes ?? new Uint8Array()).toString()
      : reply.body.toString('utf8');
  const type = header(reply.headers, 'content-type') ?? '';
  let index: unknown;
  try {
    index = JSON.parse(text);
  } catch {
    throw new UserError(
      `${base} is not a site-api site: ${url} answered ${/html/i.test(type) ? 'an HTML page' : `${type || 'a body'} that is not JSON`}.`,
      hint,
    );
  }
  const i = index as LiveIndex;
  if (
    typeof i !== 'object' ||
    i === null ||
    typeof i.api !== 'string' ||
    typeof i.version !== 'string' ||
    !Array.isArray(i.endpoints)
  )
    throw new UserError(
      `${base} is not a site-api site: ${url} is JSON but not an API index (api, version, endpoints).`,
      hint,
    );
  return i;
}
