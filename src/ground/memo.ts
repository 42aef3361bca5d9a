import { sha256 } from './digest.js';

/**
 * Work a build can take from an earlier one: each value is stored under a key made from everything it
 * is derived from (a post's body, a page's template and data), so a hit is the same value the work
 * would give again. A build with a memo is byte for byte the build without one. The store behind it
 * (core/cache.ts) keeps values between runs; the build itself reads no disk.
 */
export interface Memo {
  /** The value stored for `key` in `space`, or `make()`'s, which is then stored. */
  get<T>(space: MemoSpace, key: string, make: () => T): T;
  /** True when a value is stored for `key` (so that `get` would not make it). */
  has(space: MemoSpace, key: string): boolean;
}

/**
 * What is stored. Renaming a space, or changing what its values mean, needs no version bump: the
 * cache is keyed by the tool's own build as well (core/cache.ts).
 */
export type MemoSpace =
  | 'summary'
  | 'page'
  | 'feed'
  | 'twin'
  | 'check'
  | 'build'
  | 'output'
  | 'entries'
  | 'staged'
  | 'gzip';

/** No memo: every value is made. */
export const NO_MEMO: Memo = { get: (_space, _key, make) => make(), has: () => false };

/**
 * A key for text of any length: SHA-256 of the parts, each prefixed by its length (so no two lists
 * collide). One string hashed at once: a Hash object fed two strings a part cost twice as long for
 * a post page's eight parts (~50 against ~25 ms for 10,000 keys), with the same digest.
 */
export function memoKey(...parts: string[]): string {
  let text = '';
  for (const part of parts) text += `${part.length}:${part}`;
  return sha256(text);
}

const bodyKeys = new WeakMap<object, string>();

/**
 * memoKey of a body, hashed once per object that holds it (a post's entry, the post built from it):
 * the checks' file links, the summary, the page, the twin and the feed entry are kept under it (the
 * bodies of 10,000 posts are ~17 MB to hash).
 */
export function bodyKey(holder: { readonly body: string }): string {
  let key = bodyKeys.get(holder);
  if (key === undefined) {
    key = memoKey(holder.body);
    bodyKeys.set(holder, key);
  }
  return key;
}

/** Gives `to`, which holds the very body `from` holds, the key already made for `from` (if any). */
export function sameBody(from: object, to: object): void {
  const key = bodyKeys.get(from);
  if (key !== undefined) bodyKeys.set(to, key);
}
