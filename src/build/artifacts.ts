import { createHash } from 'node:crypto';

/** One published file: its bytes, content type and strong ETag (derived from the bytes). */
export interface Artifact {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
}

/** What a build produces: published path (starting with /) → artifact. Sorted by path. */
export type ArtifactSet = Map<string, Artifact>;

export const JSON_TYPE = 'application/json; charset=utf-8';

export function artifact(content: string | Uint8Array, contentType: string): Artifact {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { bytes, contentType, etag: `"${hash}"` };
}

/** JSON as published: two-space indented, a final newline, keys in the order the object was built. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
