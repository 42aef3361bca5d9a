/**
 * What one build of a --watch session hands the next, in memory: each value under a name, with the
 * values it was made from. The next build takes it again when those are the very same values
 * (`Object.is`, one by one), so nothing is hashed or serialized to find out. Values are never
 * changed after they are made: siteData keeps an unchanged post's object from the last build
 * (`keep`), so that the object itself says "this post did not change" to every module after it.
 *
 * Outside --watch there is no carry (NO_CARRY): everything is made, as without one.
 */
export interface Carry {
  /** The value kept under `name` if `deps` are the same as when it was made, else `make()`'s. */
  get<T>(name: string, deps: readonly unknown[], make: () => T): T;
  /** The value kept under `name` if `deps` are the same as when it was made (it is then kept for the next build). */
  take<T>(name: string, deps: readonly unknown[]): T | undefined;
  /** Keeps `value`, made from `deps`, for the next build (what `get` does after `make`). */
  put(name: string, deps: readonly unknown[], value: unknown): void;
  /** The last build's object under `name` when it has the same fields as `value` (see `sameFields`), else `value`. */
  keep<T extends object>(name: string, value: T): T;
  /** What the next build starts from: the values this one used, and no others. */
  next(): Carry;
}

interface Kept {
  deps: readonly unknown[];
  value: unknown;
}

export function carryFrom(previous?: Carry): Carry {
  return previous?.next() ?? sessionCarry(new Map());
}

function sessionCarry(before: ReadonlyMap<string, Kept>): Carry {
  const now = new Map<string, Kept>();
  const take = <T>(name: string, deps: readonly unknown[]): T | undefined => {
    const kept = before.get(name);
    if (kept === undefined || !sameList(kept.deps, deps)) return undefined;
    now.set(name, kept);
    return kept.value as T;
  };
  const put = (name: string, deps: readonly unknown[], value: unknown) => {
    now.set(name, { deps, value });
  };
  return {
    take,
    put,
    get<T>(name: string, deps: readonly unknown[], make: () => T): T {
      const kept = take<T>(name, deps);
      if (kept !== undefined) return kept;
      const value = make();
      put(name, deps, value);
      return value;
    },
    keep<T extends object>(name: string, value: T): T {
      const kept = before.get(name)?.value as T | undefined;
      const taken = kept !== undefined && sameFields(kept, value) ? kept : value;
      now.set(name, { deps: [], value: taken });
      return taken;
    },
    next: () => sessionCarry(now),
  };
}

/** No session: every value is made, every object is its own. */
export const NO_CARRY: Carry = {
  get: (_name, _deps, make) => make(),
  take: () => undefined,
  put: () => {},
  keep: (_name, value) => value,
  next: () => NO_CARRY,
};

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * The same own fields with the same values; a field holding an array compares its items. Deeper
 * objects are compared by identity, so an object with nested objects is only ever "the same" as
 * itself: a carry can make a build redo work, never skip work it needed.
 */
export function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (Object.is(x, y) || (Array.isArray(x) && Array.isArray(y) && sameList(x, y))) continue;
    return false;
  }
  return true;
}
