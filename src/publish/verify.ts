import { UserError } from '../core/errors.js';

/**
 * --verify: the conformance check of the live site against the build (`site-api check <url>`),
 * which issue 6 provides. Until it lands, --verify refuses before anything is published, so a
 * script never believes a check ran.
 */
export function verifyAvailable(): void {
  throw new UserError(
    '--verify is not available yet: the live conformance check (`site-api check <url>`) is not part of this version.',
    'Publish without --verify for now.',
  );
}
