import { NO_CARRY } from '../../ground/carry.js';
import { joinBytes } from '../artifacts.js';
import { ENDPOINTS } from '../endpoints.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { mdText as md } from '../markdown.js';
import { absoluteUrl, JSON_FEED_PATH } from '../model.js';

/**
 * llms.txt (llmstxt.org: H1, `>` summary, sections of `- [name](url): note`) and llms-full.txt, the
 * same guide with every post's title, date, URL, tags and summary inlined.
 */
export function llmsFiles({ data, carry = NO_CARRY }: BuildInput): BuildOutput {
  const { config, profile } = data;
  const base = config.base_url;
  const head = `# ${md(config.title)}

> ${md(config.description ?? `${profile.name}: ${profile.job_title}`)}. A read-only JSON API (no key, CORS open, ${md(config.license.name)} licence) publishes the profile, projects, career and the complete blog index.

Data licence: ${md(config.license.name)} (${config.license.url}); attribute ${md(profile.name)} and link to ${base}/.
`;
  const api = `## API

${ENDPOINTS.map((e) => `- [${md(e.summary)}](${absoluteUrl(base, e.path)}): ${e.description}`).join('\n')}
`;
  const pages = `## Pages

- [Home](${base}/): ${md(profile.headline ?? profile.job_title)}
- [Blog feed](${absoluteUrl(base, config.feed)}): Atom feed of the newest posts
- [JSON Feed](${absoluteUrl(base, JSON_FEED_PATH)}): the same posts as JSON Feed 1.1${data.config.feeds.content === 'full' ? ', each with its whole text as HTML' : ''}
`;
  const optional = `## Optional

- [Sitemap](${absoluteUrl(base, '/sitemap.xml')}): every page of the site
- [Full guide](${absoluteUrl(base, '/llms-full.txt')}): this guide with every post summary inlined
`;
  // Within --watch, an unchanged post's line is the last build's, and both files are the last build's
  // entries while every line is the same text (ground/carry.ts): the registry then takes their
  // artifacts as they were. A body edit gives its post's line again, equal as text.
  const lines = carry.each(
    'llms/post',
    [],
    data.posts,
    (p) =>
      `- [${md(p.title)}](${p.url}): ${p.date.slice(0, 10)}${p.tags.length ? ` · ${p.tags.map(md).join(', ')}` : ''}${p.legacy ? ' · legacy' : ''}. ${md(p.summary)}`,
  );
  const type = 'text/plain; charset=utf-8';
  return carry.get('llms', [head, api, pages, optional, ...lines], () => [
    { path: '/llms.txt', content: [head, api, pages, optional].join('\n'), contentType: type },
    {
      path: '/llms-full.txt',
      // The bytes of [head, api, pages, `## Posts\n\n${the lines}\n`, optional] joined by line
      // breaks, from each line's bytes (the last build's for the same text, within --watch): at
      // 10,000 posts ~15 ms, where joining the strings and encoding the 6 MB took ~80.
      content: joinBytes(
        carry.each('llms/bytes', [], lines, (line) => Buffer.from(line)),
        NEWLINE,
        Buffer.from(`${[head, api, pages].join('\n')}\n## Posts\n\n`),
        Buffer.from(`\n\n${optional}`),
      ),
      contentType: type,
    },
  ]);
}

const NEWLINE = Buffer.from('\n');
