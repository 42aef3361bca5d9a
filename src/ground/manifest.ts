/** The file a build writes beside its files, and a target keeps: what was published, by hash. */
export const MANIFEST = '.site-api-manifest.json';

export interface ManifestEntry {
  path: string;
  size: number;
  contentType: string;
  etag: string;
  /** The Cache-Control the file was published with, on a target that sends headers (s3). */
  cacheControl?: string;
}
