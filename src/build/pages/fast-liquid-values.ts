import type { Context, Liquid } from 'liquidjs';
import { liquid } from '../../ground/lazy.js';

/**
 * The values of fast-liquid.ts: liquidjs's Value, Expression and tokens made into plain functions of
 * the context, with liquidjs's own reads, filters, operators and truthiness (see fast-liquid.ts).
 */

/** Thrown while compiling: the template is liquidjs's, whole; `why` names what it has that is not taken apart here. */
export class Unsupported extends Error {
  constructor(readonly why: string) {
    super(`not a template this renderer knows: ${why}`);
  }
}
/** Thrown while rendering: the page is rendered again by liquidjs. */
export const FALLBACK = new Error('rendered by liquidjs instead');

export type Eval = (ctx: Context) => unknown;
// biome-ignore lint/suspicious/noExplicitAny: liquidjs's parsed templates, read by their documented shape
export type Node = any;
export type Lq = ReturnType<typeof liquid>;

export class Values {
  private readonly lq = liquid();
  private readonly ops: Record<string, unknown>;
  private readonly builtIn: Set<unknown>;
  /**
   * Set for a template with a layout or blocks: `block`, filters reading the context and tags left to
   * liquidjs make it liquidjs's (fast-liquid.ts reads it too).
   */
  blocks = false;

  constructor(engine: Liquid) {
    this.ops = engine.options.operators as unknown as Record<string, unknown>;
    this.builtIn = builtInFilters(this.lq, engine);
  }

  /** A value with its filters, as liquidjs's Value gives it (drops kept). */
  value(v: Node): Eval {
    let value = this.expression(v.initial);
    for (const filter of v.filters as Node[]) value = this.filter(value, filter);
    return value;
  }

  private filter(input: Eval, f: Node): Eval {
    const { toValueSync } = this.lq;
    const handler = f.handler as (...args: unknown[]) => unknown;
    // A filter that reads the context itself (where_exp evaluates its text there) would not find
    // the scope liquidjs gives a block's text.
    if (this.blocks && (String(f.name).endsWith('_exp') || !this.builtIn.has(handler)))
      throw new Unsupported(`the filter ${String(f.name)} in a template with a layout or blocks`);
    const args = (f.args as Node[]).map((a) =>
      Array.isArray(a) ? { key: a[0] as string, value: this.token(a[1]) } : { value: this.token(a) },
    );
    const { token, liquid: engine } = f;
    if (args.length === 0)
      return (ctx) => toValueSync(handler.call({ context: ctx, token, liquid: engine }, input(ctx)));
    return (ctx) => {
      const value = input(ctx);
      const argv = args.map((a) => (a.key === undefined ? a.value(ctx) : [a.key, a.value(ctx)]));
      return toValueSync(handler.apply({ context: ctx, token, liquid: engine }, [value, ...argv]));
    };
  }

  /**
   * An expression: its tokens in liquidjs's postfix order, each operator over what it pops. Like
   * liquidjs, every operand is evaluated (a function in the data is called), and the first is the value.
   */
  private expression(e: Node): Eval {
    const lq = this.lq;
    const stack: Eval[] = [];
    for (const token of e.postfix as Node[]) {
      if (!lq.TypeGuards.isOperatorToken(token)) {
        stack.push(this.token(token));
        continue;
      }
      const name: string = token.operator;
      const impl = this.ops[name] as (...args: unknown[]) => unknown;
      const right = stack.pop() ?? NOTHING;
      // `not` is liquidjs's one unary operator; an owner's operators are binary.
      if (name === 'not') {
        stack.push(
          impl === lq.defaultOperators.not
            ? (ctx) => lq.isFalsy(plain(right(ctx), lq), ctx)
            : (ctx) => lq.toValueSync(impl(right(ctx), ctx)),
        );
        continue;
      }
      const left = stack.pop() ?? NOTHING;
      stack.push(this.operator(name, impl, left, right));
    }
    const [first = NOTHING, ...rest] = stack;
    if (rest.length === 0) return first;
    return (ctx) => {
      const value = first(ctx);
      for (const other of rest) other(ctx);
      return value;
    };
  }

  /** The default operators over plain values; anything else (drops, arrays, an owner's operator) is liquidjs's. */
  private operator(name: string, impl: (...args: unknown[]) => unknown, left: Eval, right: Eval): Eval {
    const lq = this.lq;
    const { toValueSync, isTruthy, defaultOperators } = lq;
    const generic: Eval = (ctx) => toValueSync(impl(left(ctx), right(ctx), ctx));
    if (impl !== (defaultOperators as Record<string, unknown>)[name]) return generic;
    const both = (compare: (l: Primitive, r: Primitive) => boolean): Eval => {
      return (ctx) => {
        const l = left(ctx);
        const r = right(ctx);
        if (isObject(l) || isObject(r)) return toValueSync(impl(l, r, ctx));
        return compare(l as Primitive, r as Primitive);
      };
    };
    switch (name) {
      case '==':
        return both((l, r) => l === r);
      case '!=':
        return both((l, r) => l !== r);
      case '<':
        return both((l, r) => (l as number) < (r as number));
      case '>':
        return both((l, r) => (l as number) > (r as number));
      case '<=':
        return both((l, r) => (l as number) <= (r as number));
      case '>=':
        return both((l, r) => (l as number) >= (r as number));
      case 'and':
        return (ctx) => {
          const l = left(ctx);
          const r = right(ctx);
          return isTruthy(plain(l, lq), ctx) && isTruthy(plain(r, lq), ctx);
        };
      case 'or':
        return (ctx) => {
          const l = left(ctx);
          const r = right(ctx);
          return isTruthy(plain(l, lq), ctx) || isTruthy(plain(r, lq), ctx);
        };
      default:
        return generic;
    }
  }

  /** A token's value as liquidjs's evalToken gives it; a name read through the context's own reads. */
  token(t: Node): Eval {
    const lq = this.lq;
    if (t === undefined) return NOTHING;
    if ('content' in t) {
      const content: unknown = t.content;
      return () => content;
    }
    if (!lq.TypeGuards.isPropertyAccessToken(t)) return (ctx) => lq.toValueSync(lq.evalToken(t, ctx));
    // Each name as liquidjs's evalTokenValue gives it (`[nil]` reads the name null).
    const names = (t.props as Node[]).map((p) =>
      'content' in p ? { fixed: plain(p.content, lq) } : { read: this.token(p) },
    );
    const variable = t.variable === undefined ? undefined : this.token(t.variable);
    const fixed = names.every((n) => 'fixed' in n) ? names.map((n) => n.fixed as unknown) : undefined;
    if (this.blocks && variable === undefined && fixed?.[0] === 'block')
      throw new Unsupported('a read of block (block.super)');
    return (ctx) => {
      const keys = fixed ?? names.map((n) => ('fixed' in n ? n.fixed : plain(n.read?.(ctx), lq)));
      let at: unknown;
      if (variable) at = variable(ctx);
      else {
        // A name made at render time may be `block`, which this renderer does not set.
        if (fixed === undefined && this.blocks && keys[0] === 'block') throw FALLBACK;
        at = (ctx as Node).findScope(keys[0]);
      }
      for (const key of keys) {
        at = ctx.readProperty(at as Node, key as string);
        // liquidjs runs a generator it is given to its end; this renderer leaves that to it.
        if (isIterator(at)) throw FALLBACK;
      }
      return at;
    };
  }
}

type Primitive = string | number | boolean | null | undefined | bigint | symbol;

const NOTHING: Eval = () => undefined;

/** A value as liquidjs's `toValue` gives it (a drop's valueOf), where that is not a generator to run. */
export function plain(value: unknown, lq: Lq): unknown {
  if (!(value instanceof lq.Drop)) return value;
  const own = lq.toValue(value);
  if (isIterator(own)) throw FALLBACK;
  return own;
}

function isObject(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** liquidjs's isIterator: what it runs to its end where a value is yielded. */
function isIterator(value: unknown): boolean {
  if (!isObject(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.next === 'function' && typeof v.throw === 'function' && typeof v.return === 'function';
}

/** liquidjs's isArray (by the type tag, not Array.isArray). */
function isArray(value: unknown): value is unknown[] {
  return Object.prototype.toString.call(value) === '[object Array]';
}

/** liquidjs's toValue, looked up once: `liquid()` is a `require`, ~0.4 µs a call even when loaded. */
let toValue: ((value: unknown) => unknown) | undefined;

/**
 * What liquidjs's SimpleEmitter writes of a value (its `stringify`). A string is itself (toValue
 * changes only a drop): the blog page of 10,000 posts writes 40,000 of them.
 */
export function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  toValue ??= liquid().toValue;
  const v = toValue(value);
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (isArray(v)) return v.map(stringify).join('');
  return String(v);
}

/** What liquidjs's `for` loops over (its `toEnumerable`), given the value. */
export function enumerable(value: unknown): unknown[] {
  if (isArray(value)) return value;
  if (typeof value === 'string') return value.length > 0 ? [value] : [];
  if (!isObject(value)) return [];
  if (Symbol.iterator in (value as object)) return Array.from(value as Iterable<unknown>);
  const object = value as Record<string, unknown>;
  return Object.keys(object).map((key) => [key, object[key]]);
}

/** A scope as liquidjs makes one (no prototype: `constructor` is no name in it). */
export function scopeOf(from: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, from);
}

/** liquidjs's own filters' functions (and the escape it adds to every output), to tell them from an owner's. */
function builtInFilters(lq: Lq, engine: Liquid): Set<unknown> {
  const found = new Set<unknown>([engine.options.outputEscape]);
  for (const filter of Object.values(lq.filters as Record<string, unknown>))
    found.add(typeof filter === 'function' ? filter : (filter as { handler?: unknown }).handler);
  return found;
}
