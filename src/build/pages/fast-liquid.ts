import type { Context, Liquid, Template } from 'liquidjs';
import { liquid } from '../../ground/lazy.js';

/**
 * A faster way through templates liquidjs has parsed, for the pages of a build (0.25 ms a post page
 * with liquidjs, most of it its generators: every value, tag and filter is a generator run to its end
 * by `toValueSync`). This walks the same parsed templates with plain functions made once per
 * template, and uses liquidjs's own pieces wherever its meaning is decided: the Context (scopes, what
 * a property read gives: `size`, `first`, drops, functions called), the filters' and operators'
 * implementations, truthiness, `evalToken` for the tokens it does not take apart.
 *
 * What it does not know (a tag other than if, for, assign, layout, block; a `for` with `limit:`,
 * `offset:` or `reversed`, or reading `forloop`; a template reading `block.super`…) is either rendered
 * by liquidjs on the spot (a tag outside any loop and any layout), or makes the whole template
 * liquidjs's: `fastTemplate` answers undefined. Any error while rendering, and anything it meets that
 * it cannot be sure of (a value that is a generator, a block stored twice), renders the page again
 * with liquidjs, whose answer (or error) is the one returned. test/unit/fast-liquid.test.ts holds the
 * two equal on the default templates and on generated templates and data.
 */
export function fastTemplate(
  engine: Liquid,
  templates: Template[],
  /** Told each time a page is rendered by liquidjs after all (and why). */
  fellBack?: (reason: unknown) => void,
): ((scope: object) => string) | undefined {
  const options = engine.options;
  // Options that change what a render may do on its way (a limit, an error for an undefined name).
  if (
    options.strictVariables ||
    options.keepOutputType ||
    options.catchAllErrors ||
    Number.isFinite(options.renderLimit) ||
    Number.isFinite(options.memoryLimit)
  )
    return undefined;
  let run: Run;
  try {
    run = new Compiler(engine).template(templates);
  } catch (error) {
    if (error === UNSUPPORTED) return undefined;
    throw error;
  }
  const lq = liquid();
  return (scope) => {
    const ctx = new lq.Context(scope, options, { sync: true }, { liquid: engine });
    const out: Out = { s: '' };
    try {
      run(ctx, out, { store: false, blocks: new Map() });
      return out.s;
    } catch (reason) {
      // liquidjs's own answer: its error where the template fails, its bytes where this could not go on.
      fellBack?.(reason);
      return engine.renderSync(templates, scope);
    }
  };
}

/** Thrown while compiling: the whole template is liquidjs's. */
const UNSUPPORTED = new Error('not a template this renderer knows');
/** Thrown while rendering: the page is rendered again by liquidjs. */
const FALLBACK = new Error('rendered by liquidjs instead');

interface Out {
  s: string;
}
/** Where a render is: storing a child template's blocks for its layout, or writing them out. */
interface State {
  store: boolean;
  blocks: Map<string, Run>;
}
type Run = (ctx: Context, out: Out, state: State) => void;
type Eval = (ctx: Context) => unknown;

// biome-ignore lint/suspicious/noExplicitAny: liquidjs's parsed templates, read by their documented shape
type Node = any;

class Compiler {
  private readonly lq = liquid();
  /** liquidjs does not export its HTML template class: the one it makes of plain text. */
  private readonly html: unknown;
  private readonly ops: Record<string, unknown>;
  /** Set while compiling a template with a layout or blocks: no tag may be left to liquidjs there. */
  private blocks = false;

  constructor(private readonly engine: Liquid) {
    this.html = (engine.parse('.')[0] as Node).constructor;
    this.ops = engine.options.operators as unknown as Record<string, unknown>;
  }

  template(templates: Node[]): Run {
    this.blocks = hasBlocks(templates, this.lq);
    return this.list(templates).run;
  }

  /** A list of templates; `left`: some tag of it (at any depth) is rendered by liquidjs. */
  private list(templates: Node[]): { run: Run; left: boolean } {
    const made = templates.map((t) => this.node(t));
    const runs = made.map((m) => m.run);
    const left = made.some((m) => m.left);
    const run: Run = (ctx, out, state) => {
      for (const r of runs) {
        r(ctx, out, state);
        // A `break` or `continue` liquidjs rendered stops the lists around it, as liquidjs's do.
        if (ctx.breakCalled || ctx.continueCalled) return;
      }
    };
    return { run, left };
  }

  private node(t: Node): { run: Run; left: boolean } {
    const lq = this.lq;
    if (t.constructor === this.html) {
      const text: string = t.str;
      const run: Run = (_ctx, out) => {
        out.s += text;
      };
      return { run, left: false };
    }
    if (t instanceof lq.Output) {
      const value = this.value(t.value);
      const run: Run = (ctx, out) => {
        out.s += stringify(lq.toValue(value(ctx)));
      };
      return { run, left: false };
    }
    if (t instanceof lq.IfTag) return this.ifTag(t);
    if (t instanceof lq.ForTag) return this.forTag(t);
    if (t instanceof lq.AssignTag) {
      const { key, value: assigned } = t as Node;
      const value = this.value(assigned);
      const run: Run = (ctx) => {
        (ctx.bottom() as Record<string, unknown>)[key] = value(ctx);
      };
      return { run, left: false };
    }
    if (t instanceof lq.LayoutTag) return this.layoutTag(t);
    if (t instanceof lq.BlockTag) return this.blockTag(t);
    return this.left(t);
  }

  /** A tag liquidjs renders, into this render's output, with this render's context. */
  private left(t: Node): { run: Run; left: boolean } {
    if (this.blocks) throw UNSUPPORTED;
    const renderer = this.engine.renderer;
    const toValueSync = this.lq.toValueSync;
    const run: Run = (ctx, out) => {
      const emitter = {
        buffer: '',
        write(html: unknown) {
          this.buffer += stringify(html);
        },
      };
      toValueSync(renderer.renderTemplates([t], ctx, emitter));
      out.s += emitter.buffer;
    };
    return { run, left: true };
  }

  private ifTag(t: Node): { run: Run; left: boolean } {
    const { isTruthy, toValue } = this.lq;
    const branches = (t.branches as { value: Node; templates: Node[] }[]).map((b) => ({
      test: this.value(b.value),
      ...this.list(b.templates),
    }));
    const otherwise = this.list(t.elseTemplates ?? []);
    const run: Run = (ctx, out, state) => {
      for (const branch of branches) {
        if (isTruthy(toValue(branch.test(ctx)), ctx)) return branch.run(ctx, out, state);
      }
      otherwise.run(ctx, out, state);
    };
    return { run, left: otherwise.left || branches.some((b) => b.left) };
  }

  private forTag(t: Node): { run: Run; left: boolean } {
    const body = this.list(t.templates);
    const otherwise = this.list(t.elseTemplates ?? []);
    // `forloop` (liquidjs's ForloopDrop is not exported), modifiers, and tags liquidjs would render
    // inside the loop (a `break` among them): the whole loop is liquidjs's.
    if (body.left || Object.keys(t.hash.hash).length > 0 || reads(t.templates, 'forloop', this.lq))
      return this.left(t);
    const variable: string = t.variable;
    const collection = this.token(t.collection);
    const continueKey = `continue-${variable}-${t.collection.getText()}`;
    const run: Run = (ctx, out, state) => {
      const items = enumerable(this.lq.toValue(collection(ctx)));
      if (items.length === 0) return otherwise.run(ctx, out, state);
      // What liquidjs's loop leaves for a later `offset: continue`.
      ctx.getRegister(continueKey, {});
      ctx.setRegister(continueKey, items.length);
      const scope = Object.create(null) as Record<string, unknown>;
      ctx.push(scope);
      for (const item of items) {
        scope[variable] = item;
        ctx.continueCalled = ctx.breakCalled = false;
        body.run(ctx, out, state);
      }
      ctx.continueCalled = ctx.breakCalled = false;
      ctx.pop();
    };
    return { run, left: otherwise.left };
  }

  /**
   * `{% layout "name" %}`: the rest of the template rendered to store its blocks (and, as the block
   * without a name, its output), then the layout written with them. A layout with a layout of its
   * own, or arguments, is liquidjs's.
   */
  private layoutTag(t: Node): { run: Run; left: boolean } {
    const children = this.list(t.templates).run;
    if (t.file === undefined) {
      const run: Run = (ctx, out, state) => {
        state.store = false;
        children(ctx, out, state);
      };
      return { run, left: false };
    }
    if (typeof t.file !== 'string' || Object.keys(t.args.hash).length > 0) throw UNSUPPORTED;
    let parsed: Node[];
    try {
      parsed = this.lq.toValueSync(this.engine._parseLayoutFile(t.file, true, t.currentFile)) as Node[];
    } catch {
      throw UNSUPPORTED;
    }
    if (contains(parsed, this.lq.LayoutTag, this.lq)) throw UNSUPPORTED;
    const layout = this.list(parsed).run;
    const run: Run = (ctx, out, state) => {
      state.store = true;
      const own: Out = { s: '' };
      children(ctx, own, state);
      if (!state.blocks.has(''))
        state.blocks.set('', (_c, o) => {
          o.s += own.s;
        });
      state.store = false;
      layout(ctx, out, state);
    };
    return { run, left: false };
  }

  private blockTag(t: Node): { run: Run; left: boolean } {
    const name: string = t.block;
    const body = this.list(t.templates).run;
    const run: Run = (ctx, out, state) => {
      if (state.store) {
        // A second block of one name wraps the first in liquidjs: not this renderer's.
        if (state.blocks.has(name)) throw FALLBACK;
        state.blocks.set(name, body);
        return;
      }
      (state.blocks.get(name) ?? body)(ctx, out, state);
    };
    return { run, left: false };
  }

  /** A value with its filters, as liquidjs's Value gives it (drops kept). */
  private value(v: Node): Eval {
    let value = this.expression(v.initial);
    for (const filter of v.filters as Node[]) value = this.filter(value, filter);
    return value;
  }

  private filter(input: Eval, f: Node): Eval {
    const { toValueSync } = this.lq;
    const handler = f.handler as (...args: unknown[]) => unknown;
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

  /** An expression: its tokens in liquidjs's postfix order, each operator over what it pops. */
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
            ? (ctx) => lq.isFalsy(lq.toValue(right(ctx)), ctx)
            : (ctx) => lq.toValueSync(impl(right(ctx), ctx)),
        );
        continue;
      }
      const left = stack.pop() ?? NOTHING;
      stack.push(this.operator(name, impl, left, right));
    }
    return stack[0] ?? NOTHING;
  }

  /** The default operators over plain values; anything else (drops, arrays, an owner's operator) is liquidjs's. */
  private operator(name: string, impl: (...args: unknown[]) => unknown, left: Eval, right: Eval): Eval {
    const { toValueSync, toValue, isTruthy, defaultOperators } = this.lq;
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
          return isTruthy(toValue(l), ctx) && isTruthy(toValue(r), ctx);
        };
      case 'or':
        return (ctx) => {
          const l = left(ctx);
          const r = right(ctx);
          return isTruthy(toValue(l), ctx) || isTruthy(toValue(r), ctx);
        };
      default:
        return generic;
    }
  }

  /** A token's value as liquidjs's evalToken gives it; a name read through the context's own reads. */
  private token(t: Node): Eval {
    const lq = this.lq;
    if (t === undefined) return NOTHING;
    if ('content' in t) {
      const content: unknown = t.content;
      return () => content;
    }
    if (!lq.TypeGuards.isPropertyAccessToken(t)) return (ctx) => lq.toValueSync(lq.evalToken(t, ctx));
    const names = (t.props as Node[]).map((p) =>
      'content' in p ? { fixed: p.content } : { read: this.token(p) },
    );
    const variable = t.variable === undefined ? undefined : this.token(t.variable);
    const fixed = names.every((n) => 'fixed' in n) ? names.map((n) => n.fixed as unknown) : undefined;
    if (this.blocks && fixed?.[0] === 'block') throw UNSUPPORTED;
    return (ctx) => {
      const keys = fixed ?? names.map((n) => ('fixed' in n ? n.fixed : lq.toValue(n.read?.(ctx))));
      let at: unknown;
      if (variable) at = variable(ctx);
      else {
        // A name made at render time may be one this renderer does not set (forloop, block).
        if (fixed === undefined && (keys[0] === 'forloop' || keys[0] === 'block')) throw FALLBACK;
        at = (ctx as Node).findScope(keys[0]);
      }
      for (const key of keys) {
        at = ctx.readProperty(at as Node, key as string);
        // liquidjs runs a generator it is given to its end; this renderer leaves that to it.
        if (isObject(at) && typeof (at as { next?: unknown }).next === 'function') throw FALLBACK;
      }
      return at;
    };
  }
}

type Primitive = string | number | boolean | null | undefined | bigint | symbol;

const NOTHING: Eval = () => undefined;

function isObject(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** What liquidjs's SimpleEmitter writes of a value (its `stringify`). */
function stringify(value: unknown): string {
  const v = liquid().toValue(value);
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(stringify).join('');
  return String(v);
}

/** What liquidjs's `for` loops over (its `toEnumerable`), given the value. */
function enumerable(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.length > 0 ? [value] : [];
  if (!isObject(value)) return [];
  if (Symbol.iterator in (value as object)) return Array.from(value as Iterable<unknown>);
  const object = value as Record<string, unknown>;
  return Object.keys(object).map((key) => [key, object[key]]);
}

type Lq = ReturnType<typeof liquid>;

/** Every template of a tree, through the tags this renderer takes apart (if, for, layout, block). */
function* walk(templates: Node[], lq: Lq): Generator<Node> {
  for (const t of templates) {
    yield t;
    if (t instanceof lq.IfTag)
      for (const b of t.branches as { templates: Node[] }[]) yield* walk(b.templates, lq);
    if (t instanceof lq.IfTag || t instanceof lq.ForTag) yield* walk(t.elseTemplates ?? [], lq);
    if (t instanceof lq.ForTag || t instanceof lq.LayoutTag || t instanceof lq.BlockTag)
      yield* walk(t.templates, lq);
  }
}

function contains(templates: Node[], kind: unknown, lq: Lq): boolean {
  for (const t of walk(templates, lq)) if (t instanceof (kind as new () => unknown)) return true;
  return false;
}

function hasBlocks(templates: Node[], lq: Lq): boolean {
  return contains(templates, lq.LayoutTag, lq) || contains(templates, lq.BlockTag, lq);
}

/**
 * True when a template of the tree may read `name` as a variable: a name read first, or one made at
 * render time (checked then), or a tag this renderer does not take apart (which may read anything).
 */
function reads(templates: Node[], name: string, lq: Lq): boolean {
  const inToken = (t: Node): boolean => {
    if (t === undefined || 'content' in t) return false;
    if (lq.TypeGuards.isPropertyAccessToken(t)) {
      const first = (t.props as Node[])[0];
      if (t.variable === undefined && first !== undefined && 'content' in first && first.content === name)
        return true;
      return (t.props as Node[]).some(inToken) || inToken(t.variable);
    }
    if (lq.TypeGuards.isRangeToken(t)) return inToken(t.lhs) || inToken(t.rhs);
    return true;
  };
  const inValue = (v: Node): boolean =>
    (v.initial.postfix as Node[]).some((t) => !lq.TypeGuards.isOperatorToken(t) && inToken(t)) ||
    (v.filters as Node[]).some((f) => (f.args as Node[]).some((a) => inToken(Array.isArray(a) ? a[1] : a)));
  for (const t of walk(templates, lq)) {
    if (t instanceof lq.Output || t instanceof lq.AssignTag) {
      if (inValue((t as Node).value)) return true;
    } else if (t instanceof lq.IfTag) {
      if ((t.branches as { value: Node }[]).some((b) => inValue(b.value))) return true;
    } else if (t instanceof lq.ForTag) {
      if (inToken(t.collection) || Object.keys(t.hash.hash).length > 0) return true;
    } else if (!(t instanceof lq.LayoutTag || t instanceof lq.BlockTag) && !('str' in t)) return true;
  }
  return false;
}
