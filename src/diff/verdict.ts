import type { Artifact, ArtifactSet } from '../build/artifacts.js';
import { ENDPOINTS } from '../build/endpoints.js';
import type { Client, Reply } from '../net/fetch.js';
import type { LiveIndex } from './api-index.js';
import { compareJson, type ItemChange } from './compare.js';
import { type HeaderDrift, headerDrift } from './live.js';

/**
 * What both ways of comparing (by the live hash list, file by file) share: the report row of a file,
 * the live site as read so far, and the verdict on a live body that is not the built one.
 */

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

/** The live site as diff has read it before choosing how to compare. */
export interface Live {
  client: Client;
  base: string;
  /** The build, without the files no host serves (the redirect table). */
  built: ArtifactSet;
  /** The live API index, undefined for an empty site; and the answer it came in. */
  index: LiveIndex | undefined;
  indexReply: Reply;
  /** The same content built at the live `generated_at`, made once when first asked for (it is a whole build). */
  rebuiltAtLive: () => ArtifactSet | undefined;
}

export const JSON_SCHEMAS = new Map(
  ENDPOINTS.flatMap((e) => [e.path, ...(e.aliases ?? [])].map((p) => [p, e.schema])),
);

/**
 * The verdict on a 200 whose body is the live file: the same bytes; for a JSON endpoint what changed
 * inside; for any other file, unchanged when the content built at the live generated_at writes
 * exactly these bytes, else changed.
 */
export function bodyVerdict(live: Live, path: string, file: Artifact, reply: Reply): FileDiff {
  const drift = headerDrift(reply.headers, file.contentType, path);
  if (Buffer.from(file.bytes).equals(reply.body))
    return withDrift({ path, status: 'unchanged', reason: 'same bytes (another ETag)' }, drift);
  const schema = JSON_SCHEMAS.get(path);
  if (schema !== undefined) {
    const verdict = compareJson(schema, reply.body, file.bytes, live.rebuiltAtLive()?.get(path)?.bytes);
    return withDrift({ path, ...verdict }, drift);
  }
  const other = live.rebuiltAtLive()?.get(path);
  if (other && Buffer.from(other.bytes).equals(reply.body))
    return withDrift(
      { path, status: 'unchanged', reason: 'only generated_at differs', generatedAtOnly: true },
      drift,
    );
  return withDrift(
    { path, status: 'changed', reason: contentDiffers(reply.body.byteLength, file.bytes.byteLength) },
    drift,
  );
}

export const contentDiffers = (live: number, built: number) =>
  `content differs (${size(live)} live, ${size(built)} built)`;

export function withDrift(file: FileDiff, drift: HeaderDrift[]): FileDiff {
  return drift.length ? { ...file, drift } : file;
}

export function size(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
