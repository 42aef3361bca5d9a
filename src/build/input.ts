import type { SiteData } from './model.js';

/** What every build module receives. The build time comes in as a value: modules never read a clock. */
export interface BuildInput {
  data: SiteData;
  /** RFC 3339; every `generated_at`. */
  generatedAt: string;
  /** The bytes of every published asset (SiteData.assets), by content path: read by the caller. */
  files?: ReadonlyMap<string, Uint8Array>;
}

/** A module's output: published path → content and type; the registry turns them into artifacts. */
export type BuildOutput = { path: string; content: string | Uint8Array; contentType: string }[];
