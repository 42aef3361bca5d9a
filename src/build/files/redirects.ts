import type { BuildInput, BuildOutput } from '../input.js';

/** Cloudflare Pages applies at most this many static rules from `_redirects`. */
export const PAGES_STATIC_RULES = 2000;

export const REDIRECTS_PATH = '/_redirects';

/** A site path as written in `_redirects` and a `Location` header: each segment percent-encoded. */
function encoded(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * `/_redirects`: every alias of every post → its post's path, 301. It is the one redirect table: the
 * edge worker and `serve` read it (src/edge/handler.ts parseRedirects), and Cloudflare Pages applies it
 * as it is. Pages reads only its first 2,000 static rules, so the rules past that are written as
 * `# worker:` comments, which Pages skips and the worker still answers. Sorted by path: deterministic.
 */
export function redirectFiles({ data }: BuildInput): BuildOutput {
  const rules: [string, string][] = [];
  for (const post of data.posts) for (const alias of post.aliases) rules.push([alias, post.path]);
  if (rules.length === 0) return [];
  rules.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = rules.map(
    ([from, to], i) => `${i < PAGES_STATIC_RULES ? '' : '# worker: '}${encoded(from)} ${encoded(to)} 301`,
  );
  const head =
    rules.length > PAGES_STATIC_RULES
      ? `# ${rules.length} redirects: Cloudflare Pages applies the first ${PAGES_STATIC_RULES}; the edge worker answers all.\n`
      : '';
  return [
    {
      path: REDIRECTS_PATH,
      content: `# Old paths of posts, written by \`site-api build\` from their aliases.\n${head}${lines.join('\n')}\n`,
      contentType: 'text/plain; charset=utf-8',
    },
  ];
}
