import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl } from '../model.js';
import { xml } from '../xml.js';

const PER_SITEMAP = 50_000;

/** sitemap.xml (sitemaps.org; an index of numbered sitemaps past 50,000 URLs) and robots.txt naming it. */
export function crawlFiles({ data, generatedAt }: BuildInput): BuildOutput {
  const base = data.config.base_url;
  const urls: { loc: string; lastmod: string }[] = [
    { loc: `${base}/`, lastmod: generatedAt },
    ...data.posts.map((p) => ({ loc: p.url, lastmod: p.modified })),
    ...data.tags.map((t) => ({ loc: t.url, lastmod: generatedAt })),
  ];
  const urlset = (list: typeof urls) =>
    `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${list.map((u) => `  <url><loc>${xml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`).join('\n')}
</urlset>
`;
  const out: BuildOutput = [];
  const type = 'application/xml; charset=utf-8';
  if (urls.length <= PER_SITEMAP)
    out.push({ path: '/sitemap.xml', content: urlset(urls), contentType: type });
  else {
    const parts: string[] = [];
    for (let i = 0; i * PER_SITEMAP < urls.length; i++) {
      const path = `/sitemap-${i + 1}.xml`;
      parts.push(path);
      out.push({
        path,
        content: urlset(urls.slice(i * PER_SITEMAP, (i + 1) * PER_SITEMAP)),
        contentType: type,
      });
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
