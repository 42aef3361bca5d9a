import type { ZoneCache } from '../content/dates.js';
import type { ContentKind, Entry, Site } from '../content/model.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import { type Diagnostic, sortDiagnostics } from '../ground/diagnostics.js';
import type { Memo } from '../ground/memo.js';
import { credentialRules } from './credentials.js';
import { linkRules, staticRules } from './links.js';
import { crossFileRules } from './rules.js';
import { schemaDiagnostics } from './schema-errors.js';
import { type SchemaName, validatorFor } from './schemas.js';
import { themeDiagnostics } from './theme.js';

export interface CheckOptions {
  /** The current time in ms since the epoch; the caller reads the clock, never the check. */
  now: number;
  /** Within --watch: what the last check found in each entry on its own, taken again for the same entry. */
  carry?: Carry;
  /**
   * A build's memo (ground/memo.ts): each post's links to files, kept by its body, so that a build
   * after an edit finds the links of the changed posts only.
   */
  memo?: Memo;
  /** Whether the build's date is given (SOURCE_DATE_EPOCH), not read from the posts (undatedSite). */
  fixedDate?: boolean;
}

const SCHEMA_OF: Record<ContentKind, SchemaName> = {
  site: 'content/site',
  profile: 'content/profile',
  project: 'content/project',
  experience: 'content/experience',
  post: 'content/post',
};

/**
 * The `carry.each` lists whose values read a post's body (the placeholder, link and text rules), one
 * whose values are nearly always empty (the schema's), and the post rules' (each post's dates parsed
 * in the site's time zone, its tags' findings: ~70–100 ms to make again at 10,000 posts, a few bytes
 * a post to keep now that the cache appends only what changed): what validate and the build keep of
 * each entry between runs (core/kept-reads.ts), so that an unchanged post's body is never read again.
 * The other lists read the data alone, and are made again in less time than they take to keep.
 *
 * The contract of a list named here: each value is a function of its entry alone (the file's path
 * and bytes, and the folder it is shown from) and of the deps given to `carry.each`, which must be
 * plain values. A rule that reads a body puts its per-entry part in such a list and names it here, or
 * validate after an edit reads every body again (test/validate-kept.test.ts sees it with strace).
 */
export const BODY_LISTS: ReadonlySet<string> = new Set([
  'check/placeholder',
  'check/template',
  'check/text',
  'check/file-links',
  // Read by build/paths.ts pathConflicts (its page links), with the same carry.
  'check/page-links',
  'check/schema',
  'check/post',
]);

/**
 * Checks a loaded site: each file against its JSON Schema, then the rules across files (which read
 * only the fields whose shape is right). Returns every finding, sorted, the loader's included; never prints.
 */
export function checkSite(
  site: Site,
  { now, carry = NO_CARRY, memo, fixedDate = false }: CheckOptions,
): Diagnostic[] {
  const diagnostics = [...site.diagnostics];
  const entries = [site.site, site.profile, ...site.projects, ...site.experience, ...site.posts].filter(
    (entry): entry is Entry => entry !== undefined,
  );
  const schema = carry.each('check/schema', [], entries, (entry) => {
    if (entry.unreadable) return [];
    const validate = validatorFor(SCHEMA_OF[entry.kind]);
    return validate(entry.data) ? [] : schemaDiagnostics(entry, validate.errors ?? []);
  });
  for (const found of schema) diagnostics.push(...found);
  const zones: ZoneCache = new Map();
  diagnostics.push(
    ...crossFileRules(site, { now, zones, carry }),
    ...linkRules(site, carry, memo),
    ...staticRules(site),
    ...credentialRules(site),
    ...themeDiagnostics(site),
  );
  if (!fixedDate) diagnostics.push(...undatedSite(site));
  return sortDiagnostics(diagnostics);
}

/**
 * A site with no published post (none, or drafts only) has nothing that dates it: every
 * `generated_at` (the hash list's too), the feeds' `updated` and the sitemap's dates are the newest
 * post's change, so they would all read 1970-01-01T00:00:00Z. Said at the posts folder (not when it
 * is missing: posts-folder says that).
 */
function undatedSite(site: Site): Diagnostic[] {
  if (site.site === undefined || site.diagnostics.some((d) => d.code === 'posts-folder')) return [];
  if (site.posts.some((post) => (post.data as { draft?: unknown } | undefined)?.draft !== true)) return [];
  const { path, rel } = site.site.file;
  return [
    {
      file: `${path.slice(0, path.length - rel.length)}posts`,
      line: 0,
      column: 0,
      severity: 'warning',
      code: 'undated-site',
      pointer: '',
      message: `No published post dates the site${site.posts.length > 0 ? ' (every post is a draft)' : ''}: every generated_at, the feeds' updated and the sitemap's dates would read 1970-01-01T00:00:00Z.`,
      expected: 'a published post, or SOURCE_DATE_EPOCH set for the build',
      found: site.posts.length > 0 ? `${site.posts.length} draft(s)` : 'no post',
      hint: 'Publish a post (site-api new post), or build with SOURCE_DATE_EPOCH set to the time the site should carry, e.g. SOURCE_DATE_EPOCH=$(git log -1 --format=%ct) site-api build.',
    },
  ];
}
