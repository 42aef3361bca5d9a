import type { Entry } from '../content/model.js';
import { keptFolder } from '../content/static-paths.js';
import { type Diagnostic, toPointer } from '../ground/diagnostics.js';

/** Paths the build publishes whatever the content (the API, the crawl and agent files, the JSON Feed). */
const FIXED = new Set([
  '/feed.json',
  '/sitemap.xml',
  '/robots.txt',
  '/llms.txt',
  '/llms-full.txt',
  '/404.html',
  '/openapi.json',
]);

/** Why a feed path would collide with another published file, or undefined when it is free. */
function taken(path: string): string | undefined {
  if (FIXED.has(path)) return `${path} is a file every build publishes`;
  const folder = keptFolder(path);
  if (folder === '/api/') return 'paths under /api/ belong to the API';
  if (folder === '/_site-api/') return 'paths under /_site-api/ belong to the hash list';
  if (path.endsWith('.md')) return 'paths ending in .md are Markdown twins of pages';
  if (/^\/sitemap-\d+\.xml$/.test(path)) return `${path} is a part of a large sitemap`;
  return undefined;
}

/**
 * site.yaml's feed paths (`feed`, `feeds.atom`, `feeds.rss`) each name one file of their own: a path
 * another file has, or two feeds on one path, would make the build publish two files at one path.
 */
export function feedPathRules(site: Entry | undefined): Diagnostic[] {
  if (!site || typeof site.data !== 'object' || site.data === null) return [];
  const data = site.data as { feed?: unknown; feeds?: { atom?: unknown; rss?: unknown } };
  const named: [string, string[]][] = [];
  named.push([typeof data.feed === 'string' ? data.feed : '/feed.xml', ['feed']]);
  for (const kind of ['atom', 'rss'] as const) {
    const list = data.feeds?.[kind];
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (typeof item === 'string') named.push([item, ['feeds', kind, String(i)]]);
    });
  }
  const out: Diagnostic[] = [];
  const seen = new Map<string, string[]>();
  for (const [path, pointer] of named) {
    const first = seen.get(path);
    const reason = first ? `site.yaml's \`${first.join('.')}\` already publishes a feed there` : taken(path);
    seen.set(path, first ?? pointer);
    if (!reason) continue;
    // The default /feed.xml is written nowhere; a clash with it is reported on the later path.
    const pos = site.locate(pointer, false);
    out.push({
      file: site.file.path,
      line: pos.line,
      column: pos.column,
      pointer: toPointer(pointer),
      severity: 'error',
      code: 'feed-path-taken',
      message: `The feed path ${path} is taken: ${reason}.`,
      expected: 'a path of its own, which no other feed or published file has',
      found: JSON.stringify(path),
      hint: first
        ? `Remove ${JSON.stringify(path)} here: one path publishes one feed.`
        : 'Choose another path for this feed.',
    });
  }
  return out;
}
