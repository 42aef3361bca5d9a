import { type Artifact, artifact } from '../build/artifacts.js';
import { type FileList, isListed, parseFileList } from '../build/files/file-list.js';
import { FILE_LIST } from '../edge/handler.js';
import { type Reply, urlOf } from '../net/fetch.js';
import { INDEX } from './api-index.js';
import { header, headerDrift, isHtmlStandIn } from './live.js';
import { bodyVerdict, contentDiffers, type FileDiff, JSON_SCHEMAS, type Live, withDrift } from './verdict.js';

/**
 * Compares with the live hash list (`/_site-api/files.json`): one request says which files differ,
 * and only the JSON endpoints that differ are fetched, for what changed inside them. The list is
 * what the last publish wrote; it is trusted as far as the files fetched anyway confirm it: a sample
 * (the JSON endpoints and the smallest unchanged file of each folder and content type, whose headers
 * are also the header-drift check) and every file fetched for its content. One that does not match the
 * list, or is missing, means the list does not describe the live site (a stale CDN copy, a file
 * edited by hand): the caller then compares file by file.
 */

/** The live list, or why it cannot be used; `reply` is the answer to a GET with the built list's ETag. */
export function readLiveList(
  reply: Reply,
  builtList: Artifact | undefined,
): { list: FileList } | { problem: string } {
  if (reply.status === 304 && builtList) {
    const same = parseFileList(Buffer.from(builtList.bytes).toString('utf8'));
    return 'list' in same ? same : { problem: `is the build's, which cannot be read: ${same.problem}` };
  }
  if (reply.status !== 200) return { problem: `answered ${reply.status}` };
  if (isHtmlStandIn(reply.headers, FILE_LIST)) return { problem: 'answered an HTML page' };
  const parsed = parseFileList(reply.body.toString('utf8'));
  return 'list' in parsed ? parsed : { problem: `cannot be used: ${parsed.problem}` };
}

export type ByList = { files: FileDiff[] } | { fallback: string };

/**
 * Asked of every body this way fetches (the client decodes it): the list is 2.4 MB at 20,000 files,
 * a quarter of that compressed. Not of a HEAD: a compressed representation's ETag is not the file's.
 */
export const COMPRESSED = { 'accept-encoding': 'br, gzip' };

export async function compareByList(live: Live, list: FileList, listReply: Reply): Promise<ByList> {
  const { client, base, built } = live;
  const files: FileDiff[] = [];
  const row = new Map<string, number>();
  // Files fetched for their content (JSON endpoints that differ) or as a sample: path → why.
  const fetch = new Map<string, 'content' | 'sample'>();
  const samples = new Map<string, [string, number]>();
  for (const [path, file] of built) {
    if (path === FILE_LIST) continue;
    const listed = list.files.get(path);
    if (!listed) {
      files.push({ path, status: 'new', reason: 'not in the live hash list' });
      continue;
    }
    if (`"${listed.etag}"` === file.etag) {
      const drift =
        listed.type === file.contentType
          ? []
          : [
              {
                header: 'content-type',
                expected: file.contentType,
                found: `${listed.type} (per the hash list)`,
              },
            ];
      row.set(
        path,
        files.push(
          withDrift({ path, status: 'unchanged', reason: 'same hash in the live hash list' }, drift),
        ) - 1,
      );
      // The smallest of each folder and type: the cheapest proof that the list is what is served.
      const key = `${folderOf(path)} ${file.contentType}`;
      const held = samples.get(key);
      if (JSON_SCHEMAS.has(path)) fetch.set(path, 'sample');
      else if (!held || file.size < held[1]) samples.set(key, [path, file.size]);
      continue;
    }
    const rebuilt = live.rebuiltAtLive()?.get(path);
    if (rebuilt && `"${listed.etag}"` === rebuilt.etag)
      files.push({ path, status: 'unchanged', reason: 'only generated_at differs', generatedAtOnly: true });
    else if (JSON_SCHEMAS.has(path)) fetch.set(path, 'content');
    else files.push({ path, status: 'changed', reason: contentDiffers(listed.size, file.size) });
  }
  for (const [path] of samples.values()) if (!fetch.has(path)) fetch.set(path, 'sample');

  const replies = new Map<string, Reply>();
  // The index came with If-None-Match: a 200 holds its body and headers, a 304 has no Content-Type.
  if (live.indexReply.status === 200) replies.set(INDEX, live.indexReply);
  // A sample is asked with HEAD, which its ETag (the edge's) or the hash in its metadata (site-api's
  // objects on S3) confirms; a host with ETags of its own is asked with GET, and the bytes hashed.
  const get = (path: string) => client.request('GET', urlOf(base, path), COMPRESSED);
  await Promise.all(
    [...fetch]
      .filter(([path]) => !replies.has(path))
      .map(async ([path, why]) => {
        let reply = await (why === 'sample' ? client.request('HEAD', urlOf(base, path)) : get(path));
        if (
          why === 'sample' &&
          reply.status === 200 &&
          vouchedFor(reply, list.files.get(path)?.etag) === undefined
        )
          reply = await get(path);
        replies.set(path, reply);
      }),
  );
  for (const [path, why] of fetch) {
    const reply = replies.get(path) as Reply;
    const file = built.get(path) as Artifact;
    const listed = `"${list.files.get(path)?.etag}"`;
    if (reply.status !== 200 || isHtmlStandIn(reply.headers, path))
      return {
        fallback: `the hash list names ${path}, which answered ${reply.status === 200 ? 'an HTML page' : reply.status}`,
      };
    const confirmed =
      vouchedFor(reply, list.files.get(path)?.etag) ?? artifact(reply.body, '').etag === listed;
    if (!confirmed) return { fallback: `the live ${path} is not the one the hash list names` };
    if (why === 'sample') {
      const i = row.get(path) as number;
      const sampled = files[i] as FileDiff;
      files[i] = withDrift(sampled, [
        ...(sampled.drift ?? []),
        ...headerDrift(reply.headers, file.contentType, path),
      ]);
    } else files.push(bodyVerdict(live, path, file, reply));
  }

  files.push(listVerdict(live, listReply));
  for (const path of list.files.keys()) {
    if (isListed(path) && !built.has(path))
      files.push({ path, status: 'gone', reason: 'in the live hash list, not in the build' });
  }
  return { files };
}

/**
 * Whether an answer's headers say it is the listed file: its ETag (strong or weak, as the edge sends
 * it) or the hash site-api stored in an S3 object's metadata; undefined when they say nothing either
 * way (another host's own ETags: only the bytes can tell).
 */
function vouchedFor(reply: Reply, listed: string | undefined): boolean | undefined {
  if (listed === undefined) return false;
  const meta = header(reply.headers, 'x-amz-meta-site-api-etag');
  if (meta !== undefined) return meta === listed;
  const etag = header(reply.headers, 'etag')?.replace(/^W\//, '');
  if (etag === `"${listed}"`) return true;
  return undefined;
}

/** The list itself, as any other built file: publish uploads it when its bytes differ. */
function listVerdict(live: Live, reply: Reply): FileDiff {
  const file = live.built.get(FILE_LIST) as Artifact;
  if (reply.status === 304)
    return withDrift(
      { path: FILE_LIST, status: 'unchanged', reason: '304 Not Modified' },
      headerDrift(reply.headers, undefined, FILE_LIST),
    );
  return bodyVerdict(live, FILE_LIST, file, reply);
}

/** `/blog` for `/blog/a.md`; '' for a file at the top. */
function folderOf(path: string): string {
  const slash = path.indexOf('/', 1);
  return slash < 0 ? '' : path.slice(0, slash);
}
