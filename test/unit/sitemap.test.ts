import { describe, expect, test } from 'vitest';
import { crawlFiles, sitemapChunks } from '../../src/build/files/crawl.js';
import type { BuildInput } from '../../src/build/input.js';
import type { BuiltPost, SiteData } from '../../src/build/model.js';

function input(posts: number): BuildInput {
  const list = Array.from(
    { length: posts },
    (_, i): BuiltPost => ({
      id: `post-${i}`,
      title: `글 ${i}`,
      url: `https://x.example/blog/post-${i}`,
      path: `/blog/post-${i}`,
      aliases: [],
      date: '2024-01-01T00:00:00Z',
      modified: '2024-01-02T00:00:00Z',
      instant: 0,
      modifiedInstant: 0,
      tags: [],
      summary: '',
      language: 'ko',
      legacy: false,
      body: '',
    }),
  );
  // Without pages: only the home page, the posts and the tags are listed.
  const data = {
    config: { base_url: 'https://x.example', pages: false },
    posts: list,
    tags: [],
  } as unknown as SiteData;
  return { data, generatedAt: '2024-02-01T00:00:00Z' };
}

describe('the sitemap', () => {
  test('is one urlset up to 50,000 URLs', () => {
    const files = crawlFiles(input(49_999));
    expect(files.map((f) => f.path)).toEqual(['/sitemap.xml', '/robots.txt']);
    expect(String(files[0]?.content).match(/<url>/g)).toHaveLength(50_000);
  });

  test('becomes an index of numbered sitemaps past 50,000 URLs, none over the limit', () => {
    const files = crawlFiles(input(50_000));
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap.xml', '/robots.txt']);
    const index = String(files.find((f) => f.path === '/sitemap.xml')?.content);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://x.example/sitemap-1.xml</loc>');
    expect(index).toContain('<loc>https://x.example/sitemap-2.xml</loc>');
    const counts = files
      .filter((f) => /sitemap-\d/.test(f.path))
      .map((f) => String(f.content).match(/<url>/g)?.length);
    expect(counts).toEqual([50_000, 1]);
  });
});

test("with pages, the HTML site's list pages are listed too, where the settings put them", () => {
  const { data, generatedAt } = input(1);
  const config = {
    base_url: 'https://x.example/notes',
    permalinks: { tag: '/topics/{slug}' },
    api: { documentation: 'https://x.example/notes/docs/api' },
  };
  const locsOf = (projects: unknown[], experience: unknown[]) => {
    const site = { ...data, config, projects, experience } as unknown as SiteData;
    const [sitemap] = crawlFiles({ data: site, generatedAt });
    return [...String(sitemap?.content).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  };
  expect(locsOf([{}], [{}])).toEqual(
    ['/', '/blog', '/topics', '/projects', '/experience', '/docs/api']
      .map((p) => `https://x.example/notes${p}`)
      .concat('https://x.example/blog/post-0'),
  );
  // An empty list is no page worth crawling.
  expect(locsOf([], [{}])).not.toContain('https://x.example/notes/projects');
  expect(locsOf([{}], [])).not.toContain('https://x.example/notes/experience');
  expect(locsOf([{}], [])).toContain('https://x.example/notes/projects');
});

describe('sitemapChunks', () => {
  const line = (i: number) => `  <url><loc>https://x.example/블로그/${i}</loc></url>`;
  const wrapped = (chunk: string[]) =>
    Buffer.byteLength(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${chunk.map((l) => `${l}\n`).join('')}</urlset>\n`,
    );

  test.each([
    [10, { urls: 3, bytes: 1e9 }, [3, 3, 3, 1]],
    [10, { urls: 100, bytes: 600 }, [9, 1]],
    [10, { urls: 100, bytes: 400 }, [5, 5]],
    [0, { urls: 3, bytes: 600 }, [0]],
  ])(
    '%i lines with limits %j → chunks of %j, each within the byte limit once wrapped',
    (n, limits, sizes) => {
      const lines = Array.from({ length: n }, (_, i) => line(i));
      const chunks = sitemapChunks(lines, limits);
      expect(chunks.map((c) => c.length)).toEqual(sizes);
      expect(chunks.flat()).toEqual(lines);
      for (const chunk of chunks) expect(wrapped(chunk)).toBeLessThanOrEqual(limits.bytes);
    },
  );
});
