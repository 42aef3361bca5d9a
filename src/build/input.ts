import type { Carry } from '../ground/carry.js';
import type { Memo } from '../ground/memo.js';
import type { Spill } from '../ground/spill.js';
import type { SiteData } from './model.js';
import type { PagePool } from './pages/render.js';

/** What every build module receives. The build time comes in as a value: modules never read a clock. */
export interface BuildInput {
  data: SiteData;
  /** RFC 3339; every `generated_at`. */
  generatedAt: string;
  /** The bytes of every published asset (SiteData.assets), by content path: read by the caller. */
  files?: ReadonlyMap<string, Uint8Array>;
  /** Work earlier builds did (summaries, pages), taken instead of doing it again. */
  memo?: Memo;
  /** Within --watch: what the last build made, taken where it was made from the same objects (ground/carry.ts). */
  carry?: Carry;
  /** Renders pages in other threads too (core/render-pool.ts); without it, pages render in this one. */
  pagePool?: PagePool;
  /**
   * Where rendered pages wait to be written instead of memory (ground/spill.ts): given by a build that
   * writes its files once and keeps nothing for a next one (core/build.ts).
   */
  spill?: Spill;
  /**
   * A build into an output folder: what the folder's manifest lists, path → ETag (core/write-in-place.ts
   * heldIn). A page the memo knows but the folder does not hold with that ETag will be written, so it is
   * rendered with the pages nothing knows (in the pool's threads) rather than when the write reads it,
   * one at a time in this thread. Without it (diff, publish), a known page is made only if read.
   */
  held?: Held;
  /**
   * Only the paths are read (plannedPaths): a module may leave out what is costly to make, as pageFiles
   * leaves out its pages' HTML (rendering them loads the templates and the highlighter).
   */
  pathsOnly?: boolean;
}

/** A module's output: published path → content and type; the registry turns them into artifacts. */
export type BuildOutput = (
  | { path: string; content: string | Uint8Array; contentType: string }
  /**
   * A file made only when read, whose ETag and size are known (a page the memo has seen, or one in the
   * spill). `again`: making it again is cheap (a read of the spill), so its artifact does not hold it.
   */
  | {
      path: string;
      content: () => Uint8Array;
      contentType: string;
      etag: string;
      size: number;
      again?: boolean;
    }
)[];

/** What an output folder holds: each published path's ETag (undefined for a path it does not hold). */
export interface Held {
  get(path: string): string | undefined;
}
