import { FILE_LIST, REDIRECTS_FILE } from '../../edge/handler.js';
import { NO_CARRY } from '../../ground/carry.js';
import { type Artifact, type ArtifactSet, inPathOrder, JSON_TYPE, joinBytes } from '../artifacts.js';
import type { BuildInput, BuildOutput } from '../input.js';

/**
 * The hash list, `/_site-api/files.json`: every file the site serves (all but itself and the
 * redirect table, which no host serves as a file) with the hash and size it was published with, so
 * that a reader (diff) learns what changed from one request instead of one per file. The format, in
 * full (docs/edge.md):
 *
 *   { "version": 1, "generated_at": "…", "count": 2,
 *     "files": { "/api/index.json": {"etag":"…","size":1234,"type":"application/json; charset=utf-8"}, … } }
 *
 * `etag` is the file's ETag without its quotes: the first 27 characters of the base64url SHA-256 of
 * its bytes (build/artifacts.ts), which a build computes anyway, so a reader compares strings. Paths
 * are sorted by UTF-16 code unit, one file a line: the same build gives the same bytes.
 */
export const FILE_LIST_VERSION = 1;

export interface ListedFile {
  etag: string;
  size: number;
  type: string;
}

export interface FileList {
  version: typeof FILE_LIST_VERSION;
  generated_at: string;
  count: number;
  files: Map<string, ListedFile>;
}

/** The files the list names: every built file but the list itself and the redirect table. */
export const isListed = (path: string) => path !== FILE_LIST && path !== REDIRECTS_FILE;

/**
 * The build module: the list of the files `built` holds, which are the files of every module before
 * this one. It must come last in the registry (build/index.ts); the build's self-check verifies that
 * the list names every other file with its ETag.
 */
export function fileListFiles(
  { generatedAt, carry = NO_CARRY }: BuildInput,
  built: ArtifactSet,
): BuildOutput {
  const paths = inPathOrder(
    [...built.keys()].filter((path) => isListed(path)),
    carry,
    'list/order',
  );
  const files = paths.map((path) => built.get(path) as Artifact);
  // A row per file, as bytes; within --watch an artifact the registry reused (the same object) has
  // the last build's row.
  const rows = carry.each('list/row', [], files, (file, i) =>
    Buffer.from(
      `    ${JSON.stringify(paths[i])}: ${JSON.stringify({ etag: bare(file.etag), size: file.size, type: file.contentType })}`,
    ),
  );
  const head = `{\n  "version": ${FILE_LIST_VERSION},\n  "generated_at": ${JSON.stringify(generatedAt)},\n  "count": ${rows.length},\n`;
  const content = rows.length
    ? joinBytes(rows, ROW_SEPARATOR, Buffer.from(`${head}  "files": {\n`), CLOSE)
    : Buffer.from(`${head}  "files": {}\n}\n`);
  return [{ path: FILE_LIST, content, contentType: JSON_TYPE }];
}

const ROW_SEPARATOR = Buffer.from(',\n');
const CLOSE = Buffer.from('\n  }\n}\n');

const bare = (etag: string) => etag.replace(/^"|"$/g, '');

/**
 * A hash list as a reader gets it: the list, or why it cannot be used (not JSON, another version,
 * a malformed entry). Never throws: a damaged list is a reason to compare another way.
 */
export function parseFileList(text: string): { list: FileList } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'it is not JSON' };
  }
  // biome-ignore lint/suspicious/noExplicitAny: a document from the network, checked field by field.
  const v = value as any;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { problem: 'it is not a JSON object' };
  if (v.version !== FILE_LIST_VERSION)
    return {
      problem: `it is version ${JSON.stringify(v.version)}; this site-api reads version ${FILE_LIST_VERSION}`,
    };
  if (typeof v.generated_at !== 'string') return { problem: 'it has no generated_at' };
  if (typeof v.files !== 'object' || v.files === null || Array.isArray(v.files))
    return { problem: 'it has no files object' };
  const files = new Map<string, ListedFile>();
  for (const [path, f] of Object.entries(v.files as Record<string, unknown>)) {
    // biome-ignore lint/suspicious/noExplicitAny: checked just below.
    const e = f as any;
    if (
      !path.startsWith('/') ||
      typeof e?.etag !== 'string' ||
      !Number.isSafeInteger(e.size) ||
      e.size < 0 ||
      typeof e.type !== 'string'
    )
      return { problem: `its entry for ${JSON.stringify(path).slice(0, 200)} is not {etag, size, type}` };
    files.set(path, { etag: e.etag, size: e.size, type: e.type });
  }
  if (v.count !== files.size) return { problem: `it counts ${v.count} files but lists ${files.size}` };
  return { list: { version: FILE_LIST_VERSION, generated_at: v.generated_at, count: files.size, files } };
}
