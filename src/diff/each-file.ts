import { FILE_LIST } from '../edge/handler.js';
import { UserError } from '../ground/errors.js';
import { type Reply, urlOf } from '../net/fetch.js';
import { INDEX } from './api-index.js';
import { type HeaderDrift, headerDrift, isHtmlStandIn, liveBaseOf, namedFiles } from './live.js';
import { bodyVerdict, type FileDiff, JSON_SCHEMAS, type Live, withDrift } from './verdict.js';

/**
 * Compares file by file, for a live site without a usable hash list: every built file is asked for
 * with `If-None-Match` set to its built ETag (a 304 proves it unchanged without sending the body),
 * and every file the live site names but the build lacks is asked for with HEAD. Throws a UserError
 * when a file cannot be fetched at all: half a diff would tell publish to delete what it could not see.
 */
export async function compareEachFile(live: Live, listReply?: Reply | Error): Promise<FileDiff[]> {
  const { client, base, built, index } = live;
  const empty = index === undefined;
  // The hash list was asked for already, with the same If-None-Match: its answer stands.
  const replies = new Map<string, Reply>([[INDEX, live.indexReply]]);
  if (listReply && !(listReply instanceof Error) && !empty) replies.set(FILE_LIST, listReply);
  await Promise.all(
    [...built]
      .filter(([path]) => path !== INDEX && !empty && !(path === FILE_LIST && listReply))
      .map(async ([path, file]) => {
        replies.set(path, await client.request('GET', urlOf(base, path), etagHeader(file.etag)));
      }),
  );
  const liveText = (path: string) => {
    const reply = replies.get(path);
    if (!reply) return undefined;
    if (reply.status === 304) return Buffer.from(built.get(path)?.bytes ?? new Uint8Array()).toString();
    return reply.status === 200 && !isHtmlStandIn(reply.headers, path)
      ? reply.body.toString('utf8')
      : undefined;
  };
  const liveJson = (path: string) => {
    try {
      return JSON.parse(liveText(path) ?? 'null');
    } catch {
      return undefined;
    }
  };

  // A 304 carries no Content-Type. HEAD the endpoints and one file of each other type that came
  // back 304, so that a host serving JSON as text/plain is seen without downloading anything.
  const sampled = new Map<string, Reply>();
  const types = new Set<string>();
  const samples = [...built].filter(([path, file]) => {
    const first = !types.has(file.contentType);
    types.add(file.contentType);
    return replies.get(path)?.status === 304 && (JSON_SCHEMAS.has(path) || first);
  });
  await Promise.all(
    samples.map(async ([path]) => sampled.set(path, await client.request('HEAD', urlOf(base, path)))),
  );

  const files: FileDiff[] = [];
  for (const [path, file] of built) {
    const reply = replies.get(path);
    if (path === FILE_LIST && !empty && listReply && (listReply instanceof Error || !answered(listReply))) {
      // Only a helper: a list the host cannot deliver makes it differ, not the diff fail (nothing is
      // read from it, so nothing can be planned wrongly from it).
      const why =
        listReply instanceof Error
          ? `could not be fetched: ${listReply.message}`
          : `answered ${listReply.status}`;
      files.push({ path, status: 'changed', reason: `the live copy ${why}` });
      continue;
    }
    if (!reply) {
      files.push({ path, status: 'new', reason: 'nothing is published there yet' });
      continue;
    }
    if (reply.status === 304) {
      files.push(
        withDrift(
          { path, status: 'unchanged', reason: '304 Not Modified' },
          headerDrift(reply.headers, undefined, path).concat(typeDrift(sampled.get(path), file.contentType)),
        ),
      );
    } else if (reply.status === 404 || reply.status === 410) {
      files.push({ path, status: 'new', reason: `not on the live site (${reply.status})` });
    } else if (reply.status !== 200) {
      throw new UserError(
        `GET ${urlOf(base, path)} answered ${reply.status}${reply.attempts > 1 ? ` after ${reply.attempts} attempts` : ''}.`,
        'The live site must answer every file (200, 304 or 404) for a diff to be complete; try again later.',
      );
    } else if (isHtmlStandIn(reply.headers, path)) {
      files.push({
        path,
        status: 'new',
        reason: 'the live site answers an HTML page there (read as not there)',
      });
    } else files.push(bodyVerdict(live, path, file, reply));
  }

  // Files the live site names that the build does not have: gone, if the live site still serves them.
  const named = empty
    ? new Map<string, string>()
    : namedFiles(liveBaseOf(index, base), {
        index,
        posts: liveJson('/api/posts.json'),
        tags: liveJson('/api/tags.json'),
        sitemap: liveText('/sitemap.xml'),
      });
  const missing = [...named].filter(([path]) => !built.has(path));
  const gone = await Promise.all(
    missing.map(async ([path, by]) => {
      const reply = await client.request('HEAD', urlOf(base, path));
      if (reply.status === 200 && !isHtmlStandIn(reply.headers, path))
        return {
          path,
          status: 'gone' as const,
          reason: `on the live site (named by ${by}), not in the build`,
        };
      if (reply.status === 404 || reply.status === 410 || reply.status === 200) return undefined;
      throw new UserError(`HEAD ${urlOf(base, path)} answered ${reply.status}.`, 'Try again later.');
    }),
  );
  for (const g of gone) if (g) files.push(g);
  return files;
}

/** An answer the comparison can read: the file, 304, or its absence. */
const answered = (reply: Reply) => [200, 304, 404, 410].includes(reply.status);

export const etagHeader = (etag: string | undefined): Record<string, string> =>
  etag ? { 'if-none-match': etag } : {};

/** The content-type drift a HEAD shows, when it answered 200. */
function typeDrift(head: Reply | undefined, contentType: string): HeaderDrift[] {
  if (head?.status !== 200) return [];
  return headerDrift(head.headers, contentType).filter((d) => d.header === 'content-type');
}
