import type { Artifact, ArtifactSet } from '../../build/artifacts.js';
import type { ManifestEntry } from '../../ground/manifest.js';
import type { LockStore } from '../lease.js';
import type { RemoteState } from '../manifest.js';
import type { RetryOptions } from '../retry.js';

export interface TargetContext {
  cwd: string;
  /** Parallel uploads, for targets that upload file by file. */
  concurrency: number;
  retry: RetryOptions;
  /** Lines for --debug: what is done, never a credential. */
  debug: (line: string) => void;
  /** --repair: re-hash every file on the target instead of trusting its size. */
  repair?: boolean;
}

export interface UploadFile {
  path: string;
  artifact: Artifact;
}

/**
 * A target whose files site-api tracks one by one (object storage, a folder): the plan is made
 * against its state, and the runner applies it in phases.
 */
export interface IncrementalTarget {
  kind: 'incremental';
  /** Where, for people: no credential is ever part of it. */
  label: string;
  /** The Cache-Control every upload carries, on a target that sends headers: planned and recorded. */
  cacheControl?: string;
  /**
   * The lock held for a whole publish (see lease.ts); absent where the target cannot hold one.
   */
  lock?: LockStore;
  /**
   * The lock is this machine's, not the target's (a remote rsync destination: rsync cannot create a
   * file exclusively there): two publishes from here take turns, from two machines they do not.
   */
  lockOnlyHere?: boolean;
  /**
   * What the target holds: the manifest, checked against the files as far as the target can afford
   * (a folder: each named file must be there with its size; object storage: the objects the manifest
   * cannot vouch for, and every object under --repair, which also checks each hash); a file that is
   * not what the manifest says is listed in `repaired` and given an empty ETag, so the plan uploads
   * it again. `paths` are the build's: a path the manifest does not name may hold a foreign file.
   */
  readState(paths: ReadonlySet<string>): Promise<RemoteState>;
  /**
   * True when the target is still what the last readState read (nothing was published or deleted
   * since): a state read before the lease was held is then good under it. Absent where reading is
   * cheap enough to do under the lease.
   */
  stateUnchanged?(): Promise<boolean>;
  /** Uploads one phase; `done` is called as files land. Must be idempotent (a re-run repeats it). */
  upload(files: UploadFile[], done: (count: number) => void): Promise<void>;
  remove(paths: string[]): Promise<void>;
  /**
   * Writes the manifest: last, after every upload and deletion succeeded. `purge` names the paths
   * whose CDN purge is still owed, so that a run killed before it, or refused by the CDN, leaves
   * them for the next run to purge. Refuses (a UserError) when the manifest on the target is no
   * longer the one this run read or last wrote: another publish got in.
   */
  commit(manifest: ManifestEntry[], purge?: string[]): Promise<void>;
  /** The CDN in front of the target, asked to forget what changed after a publish. */
  purge?: Purger;
}

/** What a CDN purge is asked to forget. */
export interface PurgeRequest {
  /** Paths as built (`/blog/tags/코루틴.md`) whose cached copies are stale: changed or deleted files. */
  paths: string[];
  /** The site's base_url: URLs and URL paths are made from it. */
  baseUrl: string;
  /** Unique to this publish and the same on every retry of it, for a CDN that deduplicates requests. */
  reference: string;
}

/** What a purge would do (for the plan) or did (for the summary and --json). */
export interface PurgePreview {
  cdn: 'cloudflare' | 'cloudfront';
  /** For people: "invalidate 3 paths in CloudFront distribution E2…". */
  summary: string;
  /** URLs or paths sent; a wildcard counts one. */
  count: number;
  /** Everything under the site is invalidated: more paths than one request may list. */
  wildcard?: boolean;
}

export interface PurgeDone extends PurgePreview {
  /** The CDN's id for the request (CloudFront's invalidation id), to follow it up. */
  id?: string;
}

export interface Purger {
  /** What `run` would send for these paths: no network, nothing loaded. */
  preview(paths: string[], baseUrl: string): PurgePreview;
  /**
   * Sends the purge. Throws a UserError whose hint is the way to do it by hand: the caller reports
   * it as a warning, as the files are already published.
   */
  run(request: PurgeRequest): Promise<PurgeDone>;
}

/** A target that takes the whole build at once and diffs it itself (Cloudflare Pages, a user command). */
export interface WholeTarget {
  kind: 'whole';
  label: string;
  deploy(artifacts: ArtifactSet): Promise<void>;
}

export type Target = IncrementalTarget | WholeTarget;
