import type { Artifact, ArtifactSet } from '../../build/artifacts.js';
import type { ManifestEntry } from '../../core/write.js';
import type { RemoteState } from '../manifest.js';
import type { RetryOptions } from '../retry.js';

export interface TargetContext {
  cwd: string;
  /** Parallel uploads, for targets that upload file by file. */
  concurrency: number;
  retry: RetryOptions;
  /** Lines for --debug: what is done, never a credential. */
  debug: (line: string) => void;
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
  readState(): Promise<RemoteState>;
  /** Uploads one phase; `done` is called as files land. Must be idempotent (a re-run repeats it). */
  upload(files: UploadFile[], done: (count: number) => void): Promise<void>;
  remove(paths: string[]): Promise<void>;
  /** Writes the manifest: last, after every upload and deletion succeeded. */
  commit(manifest: ManifestEntry[]): Promise<void>;
  /** Asks the CDN to forget the changed URLs; returns what it did, for the summary. */
  purge?(urls: string[]): Promise<string>;
}

/** A target that takes the whole build at once and diffs it itself (Cloudflare Pages, a user command). */
export interface WholeTarget {
  kind: 'whole';
  label: string;
  deploy(artifacts: ArtifactSet): Promise<void>;
}

export type Target = IncrementalTarget | WholeTarget;
