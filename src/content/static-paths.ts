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

/** The folders site-api keeps whole for itself: the content API's and the hash list's. */
export type KeptFolder = '/api/' | '/_site-api/';

/**
 * The folder site-api keeps for itself that `path` is (`/api`, `/api/`) or is inside (`/api/x.json`),
 * or undefined. The one test of the namespace: every rule that keeps content out of it asks here.
 */
export function keptFolder(path: string): KeptFolder | undefined {
  for (const folder of ['/api/', '/_site-api/'] as const) {
    if (path.startsWith(folder) || path === folder.slice(0, -1)) return folder;
  }
  return undefined;
}

/** Whether the static-collision rule reports a static file published at `path` (`feed`: site.yaml's). */
export function reservedForStatic(path: string, feed: string): boolean {
  return keptFolder(path) !== undefined || path === feed || STATIC_RESERVED.includes(path);
}
