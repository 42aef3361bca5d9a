import { NO_CARRY } from '../../ground/carry.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl, type SiteData } from '../model.js';
import { developersPath, tagsPath } from '../pages/data.js';
import { xml } from '../xml.js';

/** The sitemaps.org limits of one sitemap file: 50,000 URLs and 50 MiB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 };

const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
`;
const URLSET_TAIL = '</urlset>\n';

/**
 * Splits `<url>` lines into sitemaps, in order, none past either limit once wrapped in its urlset.
 * A single line past the byte limit would be a URL of megabytes: it still gets a sitemap of its own.
 */
export function sitemapChunks(lines: string[], limits = SITEMAP_LIMITS): string[][] {
  const wrapper = Buffer.byteLength(URLSET_HEAD) + Buffer.byteLength(URLSET_TAIL);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let bytes = wrapper;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (chunk.length > 0 && (chunk.length >= limits.urls || bytes + size > limits.bytes)) {
      chunks.push(chunk);
      chunk = [];
      bytes = wrapper;
    }
    chunk.push(line);
    bytes += size;
  }
  if (chunk.length > 0 || chunks.length === 0) chunks.push(chunk);
  return chunks;
}

/** sitemap.xml (sitemaps.org; an index of numbered sitemaps past 50,000 URLs or 50 MiB) and robots.txt naming it. */
export function crawlFiles(input: BuildInput): BuildOutput {
  const { data, generatedAt, carry = NO_CARRY } = input;
  // Within --watch, the last build's files while every URL and date they list is the same (ground/carry.ts):
  // at once while the site has the same shape (only bodies changed: content/model.ts).
  const listed = () => [
    data.config.base_url,
    generatedAt,
    ...listPages(data),
    ...data.posts.flatMap((p) => [p.url, p.modified]),
    ...data.tags.map((t) => t.url),
  ];
  // generatedAt is of the front matter too, or SOURCE_DATE_EPOCH's, the same for a whole session.
  return carry.byShape('crawl', data.shape, listed, () => crawl(input));
}

/**
 * The HTML site's list pages, none with `pages: false`: the blog, the tag index, projects, experience
 * and the developer portal (where build/pages/index.ts renders them). Crawlers reach posts and tags
 * through them, and an owner's sitemap lists every page, not only the posts.
 */
function listPages(data: SiteData): string[] {
  if (data.config.pages === false) return [];
  return [
    '/blog',
    tagsPath(data),
    // An empty list is no page worth crawling (it is still built, for a link an owner wrote).
    ...(data.projects.length > 0 ? ['/projects'] : []),
    ...(data.experience.length > 0 ? ['/experience'] : []),
    developersPath(data),
  ];
}

function crawl({ data, generatedAt }: BuildInput): BuildOutput {
  const base = data.config.base_url;
  const urls: { loc: string; lastmod: string }[] = [
    { loc: `${base}/`, lastmod: generatedAt },
    ...listPages(data).map((path) => ({ loc: absoluteUrl(base, path), lastmod: generatedAt })),
    ...data.posts.map((p) => ({ loc: p.url, lastmod: p.modified })),
    ...data.tags.map((t) => ({ loc: t.url, lastmod: generatedAt })),
  ];
  const lines = urls.map((u) => `  <url><loc>${xml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`);
  const urlset = (list: string[]) =>
    `${URLSET_HEAD}${list.map((line) => `${line}\n`).join('')}${URLSET_TAIL}`;
  const out: BuildOutput = [];
  const type = 'application/xml; charset=utf-8';
  const chunks = sitemapChunks(lines);
  if (chunks.length === 1)
    out.push({ path: '/sitemap.xml', content: urlset(chunks[0] ?? []), contentType: type });
  else {
    const parts: string[] = [];
    for (const [i, chunk] of chunks.entries()) {
      const path = `/sitemap-${i + 1}.xml`;
      parts.push(path);
      out.push({ path, content: urlset(chunk), contentType: type });
    }
    out.push({
      path: '/sitemap.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${parts.map((p) => `  <sitemap><loc>${xml(absoluteUrl(base, p))}</loc><lastmod>${generatedAt}</lastmod></sitemap>`).join('\n')}
</sitemapindex>
`,
      contentType: type,
    });
  }
  out.push({
    path: '/robots.txt',
    content: `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(base, '/sitemap.xml')}\n`,
    contentType: 'text/plain; charset=utf-8',
  });
  return out;
}
