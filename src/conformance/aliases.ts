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
): Promise<number> {
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
      const reply = await get('HEAD', from);
      if (typeof reply === 'string' || reply.status !== 301) {
        broken.push(`${from}: ${typeof reply === 'string' ? reply : `answered ${reply.status}, not 301`}`);
        return;
      }
      const location = String(reply.headers.location ?? '');
      let target: string;
      try {
        target = decodeURIComponent(new URL(location, 'http://x').pathname).normalize('NFC');
      } catch {
        target = location;
      }
      if (target !== to) {
        broken.push(`${from}: Location ${location}, not ${to}`);
        return;
      }
      const problem = await reach(to);
      if (problem) broken.push(`${from} → ${problem}`);
    }),
  );
  broken.sort();
  for (const b of broken.slice(0, 20)) pass('alias reaches its post', 'aliases', false, b);
  pass(
    'every alias answers 301 to a post that answers 200',
    `${redirects.length} aliases`,
    broken.length === 0,
    `${broken.length} broken`,
  );
  return redirects.length;
}
