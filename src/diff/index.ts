import type { ArtifactSet } from '../build/artifacts.js';
import { FILE_LIST, REDIRECTS_FILE } from '../edge/handler.js';
import {
  bodyCapFor,
  type Client,
  createClient,
  type NetOptions,
  type NetStats,
  urlOf,
} from '../net/fetch.js';
import { INDEX, readIndex } from './api-index.js';
import { COMPRESSED, compareByList, readLiveList } from './by-list.js';
import { compareEachFile, etagHeader } from './each-file.js';
import type { FileDiff, FileStatus, Live } from './verdict.js';

export { type FileDiff, type FileStatus, size } from './verdict.js';

/**
 * How the build was compared: `hash-list`, by the live `/_site-api/files.json` (a request for the
 * list, a sample, and the JSON files that differ); `each-file`, a conditional request per built file.
 * `why` says why this way: the fallback's reason when the list could not be used.
 */
export interface Compared {
  by: 'hash-list' | 'each-file';
  why: string;
}

export interface DiffReport {
  base: string;
  /** True when nothing differs: no file new, changed or gone, and no header drift. */
  same: boolean;
  compared: Compared;
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
  /** Compare file by file even where the live site has a hash list (--each-file). */
  eachFile?: boolean;
  /**
   * Compare the bytes only (--ignore-headers): header drift is neither reported nor a difference,
   * for a plain file host whose headers the site cannot set (GitHub Pages).
   */
  ignoreHeaders?: boolean;
}

/**
 * Compares a build with the live site. The API index is read first (a base that is not this API is a
 * UserError, as is a file that cannot be fetched at all: half a diff would tell publish to delete what
 * it could not see), together with the live hash list; where that list is usable and confirmed by the
 * files fetched beside it, it decides, otherwise every file is asked for (see by-list.ts, each-file.ts).
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
  const built = new Map([...given.artifacts].filter(([path]) => path !== REDIRECTS_FILE));
  const { base } = options;
  const builtIndex = built.get(INDEX);
  const builtList = built.get(FILE_LIST);
  const byList = !options.eachFile && builtList !== undefined;
  // A list that cannot be fetched at all is a reason to compare file by file, never the run's error:
  // the index's own failure, if the site is down, is the one to report.
  const [indexReply, listReply] = await Promise.all([
    client.request('GET', urlOf(base, INDEX), etagHeader(builtIndex?.etag)),
    byList
      ? client
          .request('GET', urlOf(base, FILE_LIST), { ...etagHeader(builtList.etag), ...COMPRESSED })
          .catch((error: Error) => error)
      : undefined,
  ]);
  const index = readIndex(base, indexReply, builtIndex?.bytes, options.allowEmpty);

  const liveGeneratedAt = typeof index?.generated_at === 'string' ? index.generated_at : undefined;
  let atLive: ArtifactSet | undefined;
  const live: Live = {
    client,
    base,
    built,
    index,
    indexReply,
    rebuiltAtLive: () => {
      if (atLive === undefined && liveGeneratedAt && liveGeneratedAt !== given.generatedAt)
        atLive = given.rebuildAt?.(liveGeneratedAt) ?? new Map();
      return atLive;
    },
  };

  let compared: Compared;
  let files: FileDiff[] | undefined;
  if (index === undefined) compared = { by: 'each-file', why: 'nothing is published there yet' };
  else if (!listReply) compared = { by: 'each-file', why: '--each-file' };
  else if (listReply instanceof Error)
    compared = { by: 'each-file', why: `the live ${FILE_LIST} could not be fetched: ${listReply.message}` };
  else {
    const read = readLiveList(listReply, builtList);
    if ('problem' in read) compared = { by: 'each-file', why: `the live ${FILE_LIST} ${read.problem}` };
    else {
      const outcome = await compareByList(live, read.list, listReply);
      if ('files' in outcome) {
        files = outcome.files;
        compared = {
          by: 'hash-list',
          why: listReply.status === 304 ? `the live ${FILE_LIST} is the build's` : `the live ${FILE_LIST}`,
        };
      } else compared = { by: 'each-file', why: outcome.fallback };
    }
  }
  files ??= await compareEachFile(live, listReply);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (options.ignoreHeaders) for (const f of files) delete f.drift;

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
  const siteBytes = [...built.values()].reduce((sum, a) => sum + a.size, 0);
  return {
    base,
    same: counts.new + counts.changed + counts.gone + counts.drift === 0,
    compared,
    counts,
    items,
    generatedAt: { live: liveGeneratedAt, built: given.generatedAt },
    files,
    net: { ...client.stats(), siteBytes },
  };
}
