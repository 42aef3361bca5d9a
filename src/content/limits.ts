/**
 * How big content may be. Each limit is far above any real personal site (the sample's largest post is
 * 9 kB, its most tags 6) and far below what breaks a build: 100,000 tags on one post took 6.3 GB, a 1 MB
 * title was copied into every page that lists the post. Crossing one is a located validate finding, so
 * that nothing a build could choke on reaches the build. docs/content-format.md lists them.
 */
export const LIMITS = {
  /** Bytes of one content file. */
  fileBytes: 2 * 1024 * 1024,
  /** Bytes of a post's front matter (or of a whole YAML file). */
  frontMatterBytes: 64 * 1024,
  /** Folders below the content folder (`posts/2024/android` is 3). */
  folderDepth: 16,
  /** Files in the content folder (ignored names excluded). */
  files: 200_000,
  tagsPerPost: 32,
  /** Characters (code points) of one tag. */
  tagLength: 64,
  titleLength: 300,
  summaryLength: 2_000,
} as const;
