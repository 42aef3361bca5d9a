/**
 * What one build of a --watch session hands the next, in memory. A value is kept with what it was
 * made from, and the next build takes it again when that is the very same (`Object.is`, one by one),
 * so nothing is hashed or serialized to find out. Values are never changed after they are made:
 * siteData hands on an unchanged post's object from the last build, so that the object itself says
 * "this post did not change" to every module after it.
 *
 * A value made for one thing of many (a post, a tag, a file) lives in a space, looked up by that
 * thing (an object, or a string the site already holds such as an id): no name is built per lookup,
 * which at 10,000 posts and a dozen spaces would cost more than some of the work it saves.
 *
 * Outside --watch there is no carry (NO_CARRY): everything is made, as without one.
 */
export interface Carry {
  /**
   * The single value kept under `name` if `deps` are the same as when it was made, else `make()`'s.
   * What `make` kept in the carry (named values, lists made by `each`, values in spaces) is kept
   * again whenever the value is taken (here or by byShape), so that the build that next makes it
   * finds them as if `make` had run.
   */
  get<T>(name: string, deps: readonly unknown[], make: () => T): T;
  /**
   * `get` for a value made of what the site's shape stands for (content/model.ts Site.shape): the
   * kept value at once when it was kept under the very same shape, without making `deps`; otherwise
   * `deps()` compared with those it was made from, as `get` does, so that a new shape whose values
   * are the same (a title edited: the posts' order is as it was) still gives the kept value, the
   * very object, to everything downstream.
   */
  byShape<T>(name: string, shape: object | undefined, deps: () => readonly unknown[], make: () => T): T;
  /** The single value kept under `name` if `deps` are the same (it is then kept for the next build). */
  take<T>(name: string, deps: readonly unknown[]): T | undefined;
  /** Keeps `value`, made from `deps`, for the next build (what `get` does after `make`). */
  put(name: string, deps: readonly unknown[], value: unknown): void;
  /** Values of one kind, made from what `deps` hold (the same for all of them) and each from its own key. */
  space<T>(name: string, deps?: readonly unknown[]): Space<T>;
  /**
   * One value per item of a list, each made from its item and from what `deps` hold: the last
   * build's value for the very same item, found by position first (lists change little between
   * rebuilds, and an index costs no hashing), else by the item. With `keep`, a value made again (its
   * item changed) is the last build's value at its place when that has the same fields (sameFields):
   * what lists the values can then tell by comparing objects that an edit left it as it was.
   */
  each<K, T>(
    name: string,
    deps: readonly unknown[],
    items: readonly K[],
    make: (item: K, index: number) => T,
    keep?: boolean,
  ): T[];
  /** What the next build starts from: the values this one used, and no others. */
  next(): Carry;
}

export interface Space<T> {
  /** The value kept for `key` if `also` (what else it was made from) is the same, else `make()`'s. */
  get(key: unknown, make: () => T, also?: readonly unknown[]): T;
  take(key: unknown, also?: readonly unknown[]): T | undefined;
  put(key: unknown, value: T, also?: readonly unknown[]): void;
  /** The last build's value for `key` when it has the same fields as `value` (sameFields), else `value`. */
  keep(key: unknown, value: T & object): T;
}

interface Kept {
  deps: readonly unknown[];
  value: unknown;
  /** The shape it was last taken or made under (byShape). */
  shape?: object;
  /** What `make` kept in the carry (get, byShape), kept again with the value. */
  inner?: Inner;
}

/** What a `make` kept: named values, `each` lists, and values of spaces with their space's deps. */
interface Inner {
  named: Map<string, Kept>;
  lists: Map<string, KeptList>;
  /** Each space's values as `make` last held them (a space asked again under other deps starts over). */
  spaces: Map<string, KeptSpace>;
}

interface KeptSpace {
  deps: readonly unknown[];
  values: Map<unknown, Kept>;
}

interface KeptList {
  deps: readonly unknown[];
  items: readonly unknown[];
  values: readonly unknown[];
}

export function carryFrom(previous?: Carry): Carry {
  return previous?.next() ?? sessionCarry(new Map(), new Map(), new Map());
}

const NONE: readonly unknown[] = [];

/** byShape's `deps` for a value made again under any other shape (what it is made of has no short list). */
export const NEVER = (): readonly unknown[] => [{}];

/** Items not where carry.each looked before it indexes the last list by item (an edit misses one or two). */
const MISSES_BEFORE_INDEX = 16;

function sessionCarry(
  before: ReadonlyMap<string, Kept>,
  spacesBefore: ReadonlyMap<string, KeptSpace>,
  listsBefore: ReadonlyMap<string, KeptList>,
): Carry {
  const now = new Map<string, Kept>();
  const spaces = new Map<string, KeptSpace>();
  const lists = new Map<string, KeptList>();
  /** The `make`s running (get, byShape), innermost last: each records what is kept while it runs. */
  const making: Inner[] = [];
  const keepNamed = (name: string, kept: Kept) => {
    now.set(name, kept);
    for (const inner of making) inner.named.set(name, kept);
  };
  const keepList = (name: string, list: KeptList) => {
    lists.set(name, list);
    for (const inner of making) inner.lists.set(name, list);
  };
  /** The values of space `name` for this build: the same map for every call with the same deps. */
  const spaceOf = (name: string, deps: readonly unknown[]): Map<unknown, Kept> => {
    const here = spaces.get(name);
    if (here !== undefined && sameList(here.deps, deps)) return here.values;
    const values = new Map<unknown, Kept>();
    spaces.set(name, { deps, values });
    return values;
  };
  const keepEntry = (
    space: string,
    deps: readonly unknown[],
    values: Map<unknown, Kept>,
    key: unknown,
    kept: Kept,
  ) => {
    values.set(key, kept);
    for (const inner of making) {
      const held = inner.spaces.get(space);
      if (held !== undefined && sameList(held.deps, deps)) held.values.set(key, kept);
      else inner.spaces.set(space, { deps, values: new Map([[key, kept]]) });
    }
  };
  /** What a taken value's `make` kept, kept again (what is already kept in this build stays). */
  const keepInner = (inner: Inner | undefined) => {
    if (inner === undefined) return;
    for (const [name, kept] of inner.named) if (!now.has(name)) keepNamed(name, kept);
    for (const [name, list] of inner.lists) if (!lists.has(name)) keepList(name, list);
    for (const [space, held] of inner.spaces) {
      // A space this build already holds under other deps is this build's: its values stand.
      const here = spaces.get(space);
      if (here !== undefined && !sameList(here.deps, held.deps)) continue;
      const values = here?.values ?? spaceOf(space, held.deps);
      for (const [key, kept] of held.values)
        if (!values.has(key)) keepEntry(space, held.deps, values, key, kept);
    }
  };
  const take = <T>(name: string, deps: readonly unknown[]): T | undefined => {
    const kept = before.get(name);
    if (kept === undefined || !sameList(kept.deps, deps)) return undefined;
    keepNamed(name, kept);
    keepInner(kept.inner);
    return kept.value as T;
  };
  const put = (name: string, deps: readonly unknown[], value: unknown) => {
    keepNamed(name, { deps, value });
  };
  /** `make()`'s value kept under `name` with what it kept in the carry while it ran. */
  const recorded = <T>(name: string, deps: readonly unknown[], make: () => T, shape?: object): T => {
    const inner: Inner = { named: new Map(), lists: new Map(), spaces: new Map() };
    making.push(inner);
    let value: T;
    try {
      value = make();
    } finally {
      making.pop();
    }
    const empty = inner.named.size === 0 && inner.lists.size === 0 && inner.spaces.size === 0;
    keepNamed(name, { deps, value, shape, ...(empty ? {} : { inner }) });
    return value;
  };
  return {
    take,
    put,
    byShape<T>(name: string, shape: object | undefined, deps: () => readonly unknown[], make: () => T): T {
      const kept = before.get(name);
      if (shape !== undefined && kept !== undefined && kept.shape === shape) {
        keepNamed(name, kept);
        keepInner(kept.inner);
        return kept.value as T;
      }
      const made = deps();
      const taken = take<T>(name, made);
      if (taken !== undefined) {
        keepNamed(name, { ...(now.get(name) as Kept), shape });
        return taken;
      }
      return recorded(name, made, make, shape);
    },
    get<T>(name: string, deps: readonly unknown[], make: () => T): T {
      const kept = take<T>(name, deps);
      return kept !== undefined ? kept : recorded(name, deps, make);
    },
    space<T>(name: string, deps: readonly unknown[] = NONE): Space<T> {
      const last = spacesBefore.get(name);
      const old = last !== undefined && sameList(last.deps, deps) ? last.values : undefined;
      const values = spaceOf(name, deps);
      const keep = (key: unknown, kept: Kept) => keepEntry(name, deps, values, key, kept);
      const take = (key: unknown, also: readonly unknown[] = NONE): T | undefined => {
        const kept = old?.get(key);
        if (kept === undefined || !sameList(kept.deps, also)) return undefined;
        keep(key, kept);
        return kept.value as T;
      };
      const put = (key: unknown, value: T, also: readonly unknown[] = NONE) => {
        keep(key, { deps: also, value });
      };
      return {
        take,
        put,
        get(key, make, also) {
          const kept = take(key, also);
          if (kept !== undefined) return kept;
          const value = make();
          put(key, value, also);
          return value;
        },
        keep(key, value) {
          const kept = old?.get(key)?.value as (T & object) | undefined;
          const taken = kept !== undefined && sameFields(kept, value) ? kept : value;
          keep(key, { deps: NONE, value: taken });
          return taken;
        },
      };
    },
    each<K, T>(
      name: string,
      deps: readonly unknown[],
      items: readonly K[],
      make: (item: K, index: number) => T,
      keep = false,
    ): T[] {
      const last = listsBefore.get(name);
      const old = last !== undefined && sameList(last.deps, deps) ? last : undefined;
      if (old === undefined) {
        const values = items.map(make);
        keepList(name, { deps, items, values });
        return values;
      }
      // Where the last list's item for position i is: i + shift, the shift moving by one where an item
      // came or went. Only a list that changed more than that is indexed by item.
      let shift = 0;
      let misses = 0;
      let byItem: Map<unknown, unknown> | undefined;
      const found = (item: K, i: number): number | undefined => {
        if (old.items[i + shift] === item) return i + shift;
        if (old.items[i + shift - 1] === item) return i + --shift;
        if (old.items[i + shift + 1] === item) return i + ++shift;
        return undefined;
      };
      /** The value for an item not at its place in the last list (moved, added or changed). */
      const other = (item: K, i: number): T => {
        const at = found(item, i);
        if (at !== undefined) return old.values[at] as T;
        if (++misses > MISSES_BEFORE_INDEX) {
          byItem ??= new Map(old.items.map((k, j) => [k, old.values[j]]));
          if (byItem.has(item)) return byItem.get(item) as T;
        }
        const value = make(item, i);
        const there = keep ? old.values[i + shift] : undefined;
        return typeof there === 'object' && there !== null && sameFields(there, value as object)
          ? (there as T)
          : value;
      };
      const values: T[] = [];
      for (let i = 0; i < items.length; i++) {
        const item = items[i] as K;
        // The common case first, in the loop itself (an edit leaves all but a few items in place).
        values.push(old.items[i + shift] === item ? (old.values[i + shift] as T) : other(item, i));
      }
      keepList(name, { deps, items, values });
      return values;
    },
    next: () => sessionCarry(now, spaces, lists),
  };
}

const NO_SPACE: Space<never> = {
  get: (_key, make) => make(),
  take: () => undefined,
  put: () => {},
  keep: (_key, value) => value,
};

/** No session: every value is made, every object is its own. */
export const NO_CARRY: Carry = {
  get: (_name, _deps, make) => make(),
  byShape: (_name, _shape, _deps, make) => make(),
  take: () => undefined,
  put: () => {},
  space: <T>() => NO_SPACE as Space<T>,
  each: (_name, _deps, items, make) => items.map(make),
  next: () => NO_CARRY,
};

/**
 * A list kept only while it is empty: the last build's empty list when `deps` are the very same, else
 * `make()`'s, kept for the next build. For findings across files: none last time among the same
 * inputs is none now, while a finding, which names a place in a file an edit may move, is made again.
 */
export function emptyAgain<T>(carry: Carry, name: string, deps: readonly unknown[], make: () => T[]): T[] {
  const last = carry.take<T[]>(name, deps);
  if (last?.length === 0) return last;
  const made = make();
  carry.put(name, deps, made);
  return made;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
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
