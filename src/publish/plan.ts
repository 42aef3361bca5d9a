import type { ArtifactSet } from '../build/artifacts.js';
import { ENDPOINT_PATHS } from '../build/endpoints.js';
import { FILE_LIST } from '../edge/handler.js';
import { cacheControlFor, type RemoteFile, type RemoteState } from './manifest.js';

/**
 * The order in which uploads go live, so that the site is consistent at every moment: a file is
 * uploaded before anything that links to it. Leaves (posts, the 404 page) first; then the Markdown
 * twins of listings, which link to posts; then the lists, OpenAPI, the feed and the sitemap parts
 * (`/sitemap-N.xml`, past 50,000 URLs), which link to pages and tag pages; then `/sitemap.xml`, which
 * may be an index of those parts; then `/llms-full.txt` and `/robots.txt`, which link to the sitemap
 * (and llms-full.txt to every API list); then `/llms.txt`, which links to llms-full.txt; the API
 * index, the entry point to everything; and after it the hash list (`/_site-api/files.json`), which
 * names every file with its hash: a reader who trusts it must never find a file it names not yet there.
 */
export const PHASES = ['leaf', 'listing', 'index', 'sitemap', 'guide', 'llms', 'entry', 'files'] as const;
export type Phase = (typeof PHASES)[number];

export interface PlanStep {
  path: string;
  action: 'upload' | 'delete';
  /**
   * new: not on the target; changed: other bytes there; headers: the same bytes with another
   * Content-Type or Cache-Control; gone: no longer built; deploy: a whole-folder target.
   */
  reason: 'new' | 'changed' | 'headers' | 'gone' | 'deploy';
  phase: Phase | 'delete';
  size: number;
}

export interface Plan {
  /** The target deploys the whole folder itself (Pages, a command): no per-file state is known. */
  whole: boolean;
  /** In the order they must be applied. */
  uploads: PlanStep[];
  deletes: PlanStep[];
  unchanged: number;
  /** Files on the target that site-api did not put there: kept, never deleted. */
  foreign: string[];
  /**
   * Foreign files at a path the build now has: uploading would replace the user's object, so the
   * publish refuses unless told to (--overwrite-foreign).
   */
  overwrites: string[];
  maxDeletes: number;
  /** More deletions than --max-deletes: the publish stops before deleting. */
  deletesBlocked: boolean;
  /** Paths an earlier publish left stale in the CDN (killed before its purge, or refused): purged now. */
  pendingPurge: string[];
  uploadBytes: number;
}

const ENTRY = '/api/index.json';
const INDEXES = new Set(ENDPOINT_PATHS);

/**
 * Pure: the remote state (null for a whole-folder target) and a build give the ordered steps.
 * `cacheControl` is what a target that sends headers (s3) gives every file: a file sent with another
 * one, or with another content type, is uploaded again. A remote file that records no Cache-Control
 * (a manifest from an older site-api) counts as different: what it was sent with is unknown.
 */
export function planPublish(
  remote: RemoteState | null,
  artifacts: ArtifactSet,
  maxDeletes: number,
  cacheControl?: string,
): Plan {
  // Read from the post list only when something is uploaded (an unchanged publish reads no file's bytes).
  let posts: Set<string> | undefined;
  const postsOnce = () => {
    posts ??= postPages(artifacts);
    return posts;
  };
  const foreign = new Set(remote?.foreign);
  const overwrites: string[] = [];
  const uploads: PlanStep[] = [];
  let unchanged = 0;
  let uploadBytes = 0;
  for (const [path, a] of artifacts) {
    const there: RemoteFile | undefined = remote?.files.get(path);
    const sameBytes = there?.etag === a.etag;
    const sameHeaders =
      (there?.contentType === undefined || there.contentType === a.contentType) &&
      (cacheControl === undefined || there?.cacheControl === cacheControlFor(path, cacheControl));
    if (remote && sameBytes && sameHeaders) {
      unchanged++;
      continue;
    }
    const reason = remote === null ? 'deploy' : !there ? 'new' : sameBytes ? 'headers' : 'changed';
    if (reason === 'new' && foreign.has(path)) overwrites.push(path);
    uploads.push({ path, action: 'upload', reason, phase: phaseOf(path, postsOnce()), size: a.size });
    uploadBytes += a.size;
  }
  const rank = (p: PlanStep) => PHASES.indexOf(p.phase as Phase);
  uploads.sort((x, y) => rank(x) - rank(y) || compare(x.path, y.path));
  const deletes: PlanStep[] = [];
  for (const [path, f] of remote?.files ?? []) {
    if (!artifacts.has(path)) {
      deletes.push({ path, action: 'delete', reason: 'gone', phase: 'delete', size: f.size ?? 0 });
    }
  }
  deletes.sort((x, y) => compare(x.path, y.path));
  return {
    whole: remote === null,
    uploads,
    deletes,
    unchanged,
    foreign: remote?.foreign ?? [],
    overwrites: overwrites.sort(compare),
    maxDeletes,
    deletesBlocked: deletes.length > maxDeletes,
    pendingPurge: remote?.purge ?? [],
    uploadBytes,
  };
}

export function phaseOf(path: string, posts: ReadonlySet<string>): Phase {
  if (path === FILE_LIST) return 'files';
  if (path === ENTRY) return 'entry';
  if (path === '/llms.txt') return 'llms';
  if (path === '/llms-full.txt' || path === '/robots.txt') return 'guide';
  if (path === '/sitemap.xml') return 'sitemap';
  // Top-level XML, text and JSON files (feeds, the JSON Feed) link to pages: after the pages.
  if (INDEXES.has(path) || /^\/[^/]+\.(xml|txt|json)$/.test(path)) return 'index';
  if (path.endsWith('.md') && !posts.has(path)) return 'listing';
  return 'leaf';
}

/** The Markdown twins of posts (`/blog/<id>.md`), read from the built post list: they are leaves. */
export function postPages(artifacts: ArtifactSet): Set<string> {
  const list = artifacts.get('/api/posts.json');
  const pages = new Set<string>();
  if (!list) return pages;
  const { posts } = JSON.parse(new TextDecoder().decode(list.bytes)) as { posts: { url: string }[] };
  for (const post of posts) {
    // A base URL with a path (https://host/site) prefixes every URL; the artifact path is a suffix.
    const path = decodeURI(new URL(post.url).pathname).replace(/(.)\/$/, '$1');
    for (let i = 0; i >= 0; i = path.indexOf('/', i + 1)) {
      if (artifacts.has(`${path.slice(i)}.md`)) {
        pages.add(`${path.slice(i)}.md`);
        break;
      }
    }
  }
  return pages;
}

/**
 * The paths a CDN may hold stale copies of once the plan is applied: changed files (bytes or
 * headers), replaced foreign ones and deleted ones, then those an earlier publish left unpurged.
 * New files were never cached; deletions withheld by --max-deletes are still live.
 */
export function stalePaths(plan: Plan): string[] {
  const own = [
    ...plan.uploads.filter((s) => s.reason === 'changed' || s.reason === 'headers'),
    ...(plan.deletesBlocked ? [] : plan.deletes),
  ].map((s) => s.path);
  own.push(...plan.overwrites);
  return [...new Set([...own, ...plan.pendingPurge])];
}

/** Nothing to upload, delete or purge. */
export function isEmptyPlan(plan: Plan): boolean {
  return plan.uploads.length === 0 && plan.deletes.length === 0 && plan.pendingPurge.length === 0;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
