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

/** A holder's body key, or what makes it (keyBodyBy) until first asked for. */
const bodyKeys = new WeakMap<object, string | (() => string)>();

/**
 * The key of a body, made once per object that holds it (a post's entry, the post built from it):
 * the checks' file links, the summary, the page, the twin and the feed entry are kept under it. By
 * default memoKey of the body (the bodies of 10,000 posts are ~17 MB to hash); an entry read from a
 * file is keyed by its bytes instead (keyBodyBy), so that an unchanged post's body is never decoded.
 */
export function bodyKey(holder: { readonly body: string }): string {
  const known = bodyKeys.get(holder);
  if (typeof known === 'string') return known;
  const key = known === undefined ? memoKey(holder.body) : known();
  bodyKeys.set(holder, key);
  return key;
}

/**
 * Keys `holder`'s body by `make()` (when first asked for) instead of by its text: `make` must give a
 * key that names the body as surely as its text would (the SHA-256 of the bytes it is read from, with
 * a prefix no memoKey has), and never the key of another body.
 */
export function keyBodyBy(holder: object, make: () => string): void {
  bodyKeys.set(holder, make);
}

/** Gives `to`, which holds the very body `from` holds, `from`'s key (made once, for both, when asked for). */
export function sameBody(from: { readonly body: string }, to: object): void {
  const known = bodyKeys.get(from);
  bodyKeys.set(to, typeof known === 'string' ? known : () => bodyKey(from));
}
