/**
 * Where a file under `static/` is published, and whether check/links.ts's static-collision rule
 * reports it (a path site-api always builds or keeps: the API namespace, the hash list's folder
 * `/_site-api/` (which only a post's files can reach: the walk skips `static/_site-api/`), the discovery
 * files, the 404 page, the twins of the home and list pages, the feed); a path the build only may make
 * (a page, another twin, a post's) is build/paths.ts's to find.
 */
export const STATIC_RESERVED: readonly string[] = [
  '/openapi.json',
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/404.html',
  '/index.md',
  '/blog.md',
  '/projects.md',
  '/experience.md',
];

/** The path a file of the content folder under `static/` is published at, or undefined for any other file. */
export function staticPath(rel: string): string | undefined {
  return rel.startsWith('static/') ? rel.slice('static'.length) : undefined;
}

/** Whether the static-collision rule reports a static file published at `path` (`feed`: site.yaml's). */
export function reservedForStatic(path: string, feed: string): boolean {
  return (
    path.startsWith('/api/') ||
    path.startsWith('/_site-api/') ||
    path === feed ||
    STATIC_RESERVED.includes(path)
  );
}
