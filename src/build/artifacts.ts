import type { Carry } from '../ground/carry.js';
import { sha256 } from '../ground/digest.js';
import type { Spill } from '../ground/spill.js';

/** One published file: its bytes, content type, strong ETag (derived from the bytes) and size in bytes. */
export interface Artifact {
  readonly bytes: Uint8Array;
  contentType: string;
  etag: string;
  size: number;
}

/** What a build produces: published path (starting with /) → artifact. Sorted by path. */
export type ArtifactSet = Map<string, Artifact>;

export const JSON_TYPE = 'application/json; charset=utf-8';

export function artifact(content: string | Uint8Array, contentType: string): Artifact {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { bytes, contentType, etag: etagOf(bytes), size: bytes.byteLength };
}

/** An artifact whose bytes wait in a spill file (ground/spill.ts), read from it each time they are asked for. */
export function spilledArtifact(spill: Spill, content: string | Uint8Array, contentType: string): Artifact {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const where = spill.put(bytes);
  return lazyArtifact(spill.reader(where), contentType, etagOf(bytes), bytes.byteLength, false);
}

/** The strong ETag of some bytes: 27 characters of their SHA-256 in base64url, quoted. */
export function etagOf(bytes: Uint8Array): string {
  return `"${sha256(bytes).slice(0, 27)}"`;
}

/**
 * A file whose ETag and size are known (from the build cache) and whose bytes are made only when
 * something reads them: an unchanged page is neither rendered nor written, nor compared byte by byte.
 * `make` must give the bytes that ETag was computed from (the cache's key guarantees it). The bytes are
 * held once made, unless `hold` is false (`make` reads them from a spill file: ground/spill.ts).
 */
export function lazyArtifact(
  make: () => Uint8Array,
  contentType: string,
  etag: string,
  size: number,
  hold = true,
): Artifact {
  let bytes: Uint8Array | undefined;
  return {
    contentType,
    etag,
    size,
    get bytes() {
      if (!hold) return make();
      bytes ??= make();
      return bytes;
    },
  };
}

/** JSON as published: two-space indented, a final newline, keys in the order the object was built. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Paths in UTF-16 code-unit order, the order of every list a build publishes; within --watch the
 * last build's order while the paths are the same (ground/carry.ts).
 */
export function inPathOrder(paths: readonly string[], carry: Carry, name: string): readonly string[] {
  return carry.get(name, paths, () => [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Pieces of UTF-8 joined by a separator, as one buffer, after `head` and before `tail`: at 20,000 rows
 * far cheaper than joining the strings and encoding the result (about 25 ms and 12 ms here), and a
 * row made once is reused as bytes. One buffer is allocated, the head and tail in it: what costs
 * is not the copying (Buffer's copy and TypedArray's set alike, ~2 ms for 6 MB in 10,000 rows) but
 * a new buffer's first touch, 3–12 ms a megabyte of page faults on this VM (docs/performance.md).
 */
export function joinBytes(
  parts: readonly Uint8Array[],
  separator: Uint8Array,
  head: Uint8Array,
  tail: Uint8Array,
): Buffer {
  let size = head.byteLength + Math.max(0, parts.length - 1) * separator.byteLength + tail.byteLength;
  for (const part of parts) size += part.byteLength;
  const out = Buffer.allocUnsafe(size);
  const between = bufferOf(separator);
  let at = bufferOf(head).copy(out, 0);
  parts.forEach((part, i) => {
    if (i > 0) at += between.copy(out, at);
    at += bufferOf(part).copy(out, at);
  });
  bufferOf(tail).copy(out, at);
  return out;
}

/** The same bytes as a Buffer (no copy). */
const bufferOf = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
