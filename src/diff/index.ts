import type { ArtifactSet } from '../build/artifacts.js';
import { ENDPOINTS } from '../build/endpoints.js';
import { REDIRECTS_FILE } from '../edge/handler.js';
import { UserError } from '../ground/errors.js';
import {
  bodyCapFor,
  type Client,
  createClient,
  type NetOptions,
  type NetStats,
  type Reply,
  urlOf,
} from '../net/fetch.js';
import { INDEX, readIndex } from './api-index.js';
import { compareJson, type ItemChange } from './compare.js';
import { type HeaderDrift, headerDrift, isHtmlStandIn, liveBaseOf, namedFiles } from './live.js';

export type FileStatus = 'new' | 'changed' | 'unchanged' | 'gone';

export interface FileDiff {
  path: string;
  status: FileStatus;
  reason: string;
  /** For the JSON endpoints: what changed inside, item by item. */
  items?: ItemChange[];
  /** Headers the live file is served with that the edge would not send. */
  drift?: HeaderDrift[];
  /** The bytes differ only where `generated_at` is written: no change. */
  generatedAtOnly?: boolean;
}

export interface DiffReport {
  base: string;
  /** True when nothing differs: no file new, changed or gone, and no header drift. */
  same: boolean;
  counts: Record<FileStatus | 'drift', number>;
  /** Per kind of item (post, tag, project, experience, profile…): how many added, removed, changed. */
  items: Record<string, { added: number; removed: number; changed: number }>;
  generatedAt: { live?: string; built: string };
  files: FileDiff[];
  net: NetStats & { siteBytes: number };
}

/** A build in memory, and a way to build the same content at another `generated_at`. */
export interface BuiltSite {
  artifacts: ArtifactSet;
  generatedAt: string;
  rebuildAt?: (generatedAt: string) => ArtifactSet | undefined;
}

export interface DiffOptions extends NetOptions {
  /** The live site's base URL. */
  base: string;
  /** A base with no API index compares as an empty site (a first publish) instead of failing. */
  allowEmpty?: boolean;
}

const JSON_SCHEMAS = new Map(
  ENDPOINTS.flatMap((e) => [e.path, ...(e.aliases ?? [])].map((p) => [p, e.schema])),
);

/**
 * Compares a build with the live site: every built file is asked for with `If-None-Match` set to
 * its built ETag (a 304 proves it unchanged without sending the body), and every file the live site
 * names but the build lacks is asked for with HEAD. Throws a UserError when the base is not this API
 * or a file cannot be fetched at all: half a diff would tell publish to delete what it could not see.
 */
export async function diffSite(built: BuiltSite, options: DiffOptions): Promise<DiffReport> {
  let largest = 0;
  for (const file of built.artifacts.values()) largest = Math.max(largest, file.size);
  const client = createClient({ ...options, maxBody: options.maxBody ?? bodyCapFor(largest) });
  try {
    return await compare(client, built, options);
  } finally {
    client.close();
  }
}

async function compare(client: Client, given: BuiltSite, options: DiffOptions): Promise<DiffReport> {
  // The redirect table is never served (the worker carries it): asking the live site for it would
  // report it new forever. `check --root` is what verifies the aliases on the live site.
  const built = {
    ...given,
    artifacts: new Map([...given.artifacts].filter(([path]) => path !== REDIRECTS_FILE)),
  };
  const { base } = options;
  const builtIndex = built.artifacts.get(INDEX);
  const indexReply = await client.request('GET', urlOf(base, INDEX), etagHeader(builtIndex?.etag));
  const liveIndex = readIndex(base, indexReply, builtIndex?.bytes, options.allowEmpty);
  const empty = liveIndex === undefined;

  const replies = new Map<string, Reply>([[INDEX, indexReply]]);
  await Promise.all(
    [...built.artifacts]
      .filter(([path]) => path !== INDEX && !empty)
      .map(async ([path, file]) => {
        replies.set(path, await client.request('GET', urlOf(base, path), etagHeader(file.etag)));
      }),
  );
  const liveText = (path: string) => {
    const reply = replies.get(path);
    if (!reply) return undefined;
    if (reply.status === 304)
      return Buffer.from(built.artifacts.get(path)?.bytes ?? new Uint8Array()).toString();
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

  const liveGeneratedAt = typeof liveIndex?.generated_at === 'string' ? liveIndex.generated_at : undefined;
  let atLive: ArtifactSet | undefined;
  const rebuiltAtLive = () => {
    if (atLive === undefined && liveGeneratedAt && liveGeneratedAt !== built.generatedAt)
      atLive = built.rebuildAt?.(liveGeneratedAt) ?? new Map();
    return atLive;
  };

  // A 304 carries no Content-Type. HEAD the endpoints and one file of each other type that came
  // back 304, so that a host serving JSON as text/plain is seen without downloading anything.
  const sampled = new Map<string, Reply>();
  const types = new Set<string>();
  const samples = [...built.artifacts].filter(([path, file]) => {
    const first = !types.has(file.contentType);
    types.add(file.contentType);
    return replies.get(path)?.status === 304 && (JSON_SCHEMAS.has(path) || first);
  });
  await Promise.all(
    samples.map(async ([path]) => sampled.set(path, await client.request('HEAD', urlOf(base, path)))),
  );

  const files: FileDiff[] = [];
  for (const [path, file] of built.artifacts) {
    const reply = replies.get(path);
    if (!reply) {
      files.push({ path, status: 'new', reason: 'nothing is published there yet' });
      continue;
    }
    const schema = JSON_SCHEMAS.get(path);
    if (reply.status === 304) {
      files.push(
        withDrift(
          { path, status: 'unchanged', reason: '304 Not Modified' },
          headerDrift(reply.headers, undefined).concat(typeDrift(sampled.get(path), file.contentType)),
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
    } else {
      const drift = headerDrift(reply.headers, file.contentType);
      if (Buffer.from(file.bytes).equals(reply.body)) {
        files.push(withDrift({ path, status: 'unchanged', reason: 'same bytes (another ETag)' }, drift));
      } else if (schema !== undefined) {
        const verdict = compareJson(schema, reply.body, file.bytes, rebuiltAtLive()?.get(path)?.bytes);
        files.push(withDrift({ path, ...verdict }, drift));
      } else {
        const other = rebuiltAtLive()?.get(path);
        if (other && Buffer.from(other.bytes).equals(reply.body))
          files.push(
            withDrift(
              { path, status: 'unchanged', reason: 'only generated_at differs', generatedAtOnly: true },
              drift,
            ),
          );
        else
          files.push(
            withDrift(
              {
                path,
                status: 'changed',
                reason: `content differs (${size(reply.body.byteLength)} live, ${size(file.bytes.byteLength)} built)`,
              },
              drift,
            ),
          );
      }
    }
  }

  // Files the live site names that the build does not have: gone, if the live site still serves them.
  const sitemap = liveText('/sitemap.xml');
  const named = empty
    ? new Map<string, string>()
    : namedFiles(liveBaseOf(liveIndex, base), {
        index: liveIndex,
        posts: liveJson('/api/posts.json'),
        tags: liveJson('/api/tags.json'),
        sitemap,
      });
  const missing = [...named].filter(([path]) => !built.artifacts.has(path));
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
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  const counts = { new: 0, changed: 0, unchanged: 0, gone: 0, drift: 0 };
  const items: DiffReport['items'] = {};
  for (const f of files) {
    counts[f.status]++;
    if (f.drift?.length) counts.drift++;
    // A list's own fields and order are shown in the details, not counted as items.
    for (const item of (f.items ?? []).filter((i) => !i.noun.endsWith(' list'))) {
      const tally = items[item.noun] ?? { added: 0, removed: 0, changed: 0 };
      tally[item.kind]++;
      items[item.noun] = tally;
    }
  }
  const siteBytes = [...built.artifacts.values()].reduce((sum, a) => sum + a.bytes.byteLength, 0);
  return {
    base,
    same: counts.new + counts.changed + counts.gone + counts.drift === 0,
    counts,
    items,
    generatedAt: { live: liveGeneratedAt, built: built.generatedAt },
    files,
    net: { ...client.stats(), siteBytes },
  };
}

const etagHeader = (etag: string | undefined): Record<string, string> =>
  etag ? { 'if-none-match': etag } : {};

/** The content-type drift a HEAD shows, when it answered 200. */
function typeDrift(head: Reply | undefined, contentType: string): HeaderDrift[] {
  if (head?.status !== 200) return [];
  return headerDrift(head.headers, contentType).filter((d) => d.header === 'content-type');
}

function withDrift(file: FileDiff, drift: HeaderDrift[]): FileDiff {
  return drift.length ? { ...file, drift } : file;
}

export function size(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
