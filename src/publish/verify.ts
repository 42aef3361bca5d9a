import { type ConformanceReport, runConformance } from '../conformance/index.js';
import { NET_DEFAULTS } from '../net/fetch.js';

/**
 * --verify: after publishing, the conformance check of `site-api check <url>` against the live site at
 * the build's base URL. An unreachable site throws (exit 2); failed checks come back in the report.
 */
export function verifyLive(baseUrl: string): Promise<ConformanceReport> {
  return runConformance(baseUrl, NET_DEFAULTS);
}
