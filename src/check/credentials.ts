import type { Site } from '../content/model.js';
import { type Diagnostic, toPointer } from '../ground/diagnostics.js';

/** `scheme://user:pass@host`: the userinfo part of an absolute URL (RFC 3986 §3.2.1). */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i;

/** The URL with its userinfo masked: what a finding may show without repeating the password. */
export const maskUserinfo = (url: string) => url.replace(USERINFO, '$1***@');

export const hasUserinfo = (url: string) => USERINFO.test(url);

/**
 * A user name or password in site.yaml's base_url would be printed into every published URL (feeds,
 * sitemap, posts.json), and one in a target's endpoint sits in a committed file: both are errors.
 * Credentials belong in the environment.
 */
export function credentialRules(site: Pick<Site, 'site'>): Diagnostic[] {
  const entry = site.site;
  if (!entry || entry.unreadable) return [];
  const data = entry.data as { base_url?: unknown; publish?: { targets?: Record<string, unknown> } };
  const found: Diagnostic[] = [];
  const check = (path: string[], value: unknown, hint: string) => {
    if (typeof value !== 'string' || !hasUserinfo(value)) return;
    const pos = entry.locate(path, false);
    found.push({
      severity: 'error',
      code: 'credentials-in-url',
      message: `${path.join('.')} holds a user name or password (the part before @).`,
      file: entry.file.path,
      line: pos.line,
      column: pos.column,
      pointer: toPointer(path),
      expected: 'a URL without user:password@',
      found: maskUserinfo(value),
      hint,
    });
  };
  check(
    ['base_url'],
    data.base_url,
    'Remove user:password@: base_url is printed into every published URL. Protect a preview with the host (a CDN rule, HTTP auth on the server) instead.',
  );
  const targets = data.publish?.targets;
  if (targets && typeof targets === 'object') {
    for (const [name, target] of Object.entries(targets)) {
      check(
        ['publish', 'targets', name, 'endpoint'],
        (target as { endpoint?: unknown })?.endpoint,
        'Remove user:password@ and give credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY or AWS_PROFILE).',
      );
    }
  }
  return found;
}
