import { twinPath } from '../content/permalink.js';
import type { Reply } from '../net/fetch.js';

type Get = (method: string, path: string, headers?: Record<string, string>) => Promise<Reply | string>;
type Pass = (name: string, target: string, ok: boolean, detail?: string) => void;

/**
 * Every old path of a post (its aliases, from the local build's redirect table) answers 301 to the
 * post's path, and the post answers 200 there. The post's page is the site's own (HTML pages are not
 * the API's), so a 404 at the post's path is accepted when its Markdown twin answers 200, as the
 * link checks read pages. Redirects are never followed further: one hop, as the site promises.
 * Paths go to `get` decoded: it encodes each segment.
 */
export async function aliasChecks(
  get: Get,
  redirects: readonly [string, string][],
  pass: Pass,
  /** The path of the URL checked (`/notes` for https://x.example/notes): a Location holds it in front. */
  under = '/',
): Promise<number> {
  const prefix = under.replace(/\/+$/, '');
  const broken: string[] = [];
  const posts = new Map<string, Promise<string | undefined>>();
  const reach = (to: string) => {
    let found = posts.get(to);
    if (!found) {
      found = (async () => {
        const page = await get('HEAD', to);
        if (typeof page !== 'string' && page.status === 200) return undefined;
        const twin = await get('HEAD', twinPath(to));
        if (typeof twin !== 'string' && twin.status === 200) return undefined;
        return `${to} answers ${typeof page === 'string' ? page : page.status}, its twin ${typeof twin === 'string' ? twin : twin.status}`;
      })();
      posts.set(to, found);
    }
    return found;
  };
  await Promise.all(
    redirects.map(async ([from, to]) => {
      const landed = await landing(get, from, prefix);
      if ('broken' in landed) {
        broken.push(`${from}: ${landed.broken}`);
        return;
      }
      if (landed.target !== to) {
        broken.push(`${from}: ${landed.via} ${landed.location}, not ${to}`);
        return;
      }
      const problem = await reach(to);
      if (problem) broken.push(`${from} → ${problem}`);
    }),
  );
  broken.sort();
  for (const b of broken.slice(0, 20)) pass('alias reaches its post', 'aliases', false, b);
  pass(
    'every alias leads to its post (a 301, or a page that forwards), which answers 200',
    `${redirects.length} aliases`,
    broken.length === 0,
    `${broken.length} broken`,
  );
  return redirects.length;
}

/** Where an old path led: the site path it names and how (`Location`, `refresh to`), or what broke. */
type Landing = { target: string; location: string; via: string } | { broken: string };

/** Where an old path sends a visitor: the path of a 301's Location, or of the refresh of the page there. */
async function landing(get: Get, from: string, prefix: string): Promise<Landing> {
  const reply = await get('HEAD', from);
  if (typeof reply === 'string') return { broken: reply };
  if ([301, 302, 307, 308].includes(reply.status)) {
    const location = String(reply.headers.location ?? '');
    const target = pathOf(location, from, prefix);
    // A plain file host sends `/old` on to its folder `/old/` first (S3 website hosting with a 302),
    // where the alias's page is.
    if (!from.endsWith('/') && target === `${from}/`) return pageAt(get, target, prefix);
    if (reply.status !== 301) return { broken: `answered ${reply.status}, not 301 or a page that forwards` };
    return { target, location, via: 'Location' };
  }
  if (reply.status === 200) return pageAt(get, from, prefix);
  return { broken: `answered ${reply.status}, not 301 or a page that forwards` };
}

/**
 * The page the build writes at an alias for hosts that do not read `_redirects`
 * (build/files/alias-pages.ts): 200, and a `refresh` of no delay to the post.
 */
async function pageAt(get: Get, path: string, prefix: string): Promise<Landing> {
  const reply = await get('GET', path);
  if (typeof reply === 'string') return { broken: reply };
  if (reply.status !== 200) return { broken: `${path} answered ${reply.status}, not 200` };
  const refresh = /<meta\s+http-equiv=["']?refresh["']?\s+content=["']?0\s*;\s*url=([^"'>\s]+)/i.exec(
    reply.body.toString('utf8'),
  );
  if (!refresh?.[1]) return { broken: 'answered 200 with no page that forwards (meta refresh), not a 301' };
  const location = refresh[1].replace(/&amp;/g, '&');
  return { target: pathOf(location, path, prefix), location, via: 'refresh to' };
}

/**
 * The decoded site path a Location or refresh URL names, read against the site path it was found at:
 * under the checked URL's path (`prefix`), which is taken off, as the redirect table's paths lack it.
 */
function pathOf(location: string, at: string, prefix: string): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(location, `http://x${encodeURI(prefix + at)}`).pathname).normalize(
      'NFC',
    );
  } catch {
    return location;
  }
  return prefix && (path === prefix || path.startsWith(`${prefix}/`))
    ? path.slice(prefix.length) || '/'
    : path;
}
