import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl } from '../model.js';
import { xml } from '../xml.js';

const ENTRIES = 50;

/** The Atom feed (RFC 4287) of the newest posts, at site.yaml's feed path. */
export function feedFiles({ data, generatedAt }: BuildInput): BuildOutput {
  const { config, profile } = data;
  const base = config.base_url;
  const self = absoluteUrl(base, config.feed);
  const posts = data.posts.slice(0, ENTRIES);
  const updated = posts.reduce(
    (max, p) => (p.modifiedInstant > max.instant ? { instant: p.modifiedInstant, iso: p.modified } : max),
    {
      instant: Number.NEGATIVE_INFINITY,
      iso: generatedAt,
    },
  ).iso;
  const entries = posts.map((p) =>
    `  <entry>
    <id>${xml(p.url)}</id>
    <title>${xml(p.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(p.url)}"/>
    <published>${p.date}</published>
    <updated>${p.modified}</updated>
    <summary>${xml(p.summary)}</summary>
${p.tags.map((t) => `    <category term="${xml(t)}"/>`).join('\n')}
  </entry>`.replace(/\n\n/g, '\n'),
  );
  const text = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(config.language)}">
  <id>${xml(self)}</id>
  <title>${xml(config.title)}</title>
${config.description ? `  <subtitle>${xml(config.description)}</subtitle>\n` : ''}  <updated>${updated}</updated>
  <author>
    <name>${xml(profile.name)}</name>
    <uri>${xml(profile.url)}</uri>
  </author>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(base)}/"/>
  <rights>${xml(config.license.name)}</rights>
${entries.join('\n')}
</feed>
`;
  return [{ path: config.feed, content: text, contentType: 'application/atom+xml; charset=utf-8' }];
}
