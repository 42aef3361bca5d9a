import type { Context, Liquid, Template } from 'liquidjs';
import { liquid } from '../../ground/lazy.js';
import {
  enumerable,
  FALLBACK,
  type Lq,
  type Node,
  plain,
  scopeOf,
  stringify,
  Unsupported,
  Values,
} from './fast-liquid-values.js';

/**
 * A faster way through templates liquidjs has parsed, for the pages of a build (0.25 ms a post page
 * with liquidjs, most of it its generators: every value, tag and filter is a generator run to its end
 * by `toValueSync`). This walks the same parsed templates with plain functions made once per
 * template, and uses liquidjs's own pieces wherever its meaning is decided: the Context (scopes, what
 * a property read gives: `size`, `first`, drops, functions called), the filters' and operators'
 * implementations, truthiness, its `forloop` drop, `evalToken` for the tokens it does not take apart.
 *
 * It takes apart if, for, assign, layout, block and outputs. liquidjs's other tags that change
 * nothing outside the render (case, capture, unless, comment, raw, echo, break, continue, cycle,
 * tablerow) are rendered by liquidjs on the spot, with this render's context. The whole template is
 * liquidjs's (`fastTemplate` answers undefined) when it has another tag (increment and decrement
 * write into the data, so a render could not be tried twice; include, render and the liquid tag
 * reach templates not seen here; an owner's tags), or, with a layout or blocks, a tag left to
 * liquidjs, a read of `block` (`block.super`) or a filter that reads the context itself (`where_exp`…).
 * Any error while rendering, and anything it cannot be sure of (a value that is a generator, a block
 * inside itself), renders the page again with liquidjs, whose answer (or error) is the one returned.
 * test/unit/fast-liquid.test.ts holds the two equal on the default templates and on generated
 * templates and data. The engine must come from ground/lazy.ts's liquidjs (its classes are the ones
 * recognized): another copy's templates are not, and stay liquidjs's.
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
  const run = compile(engine, templates);
  if (typeof run === 'string') return undefined;
  const lq = liquid();
  return (scope) => {
    const ctx = new lq.Context(scope, options, { sync: true }, { liquid: engine });
    const out: Out = { s: '' };
    try {
      run(ctx, out, { store: false, blocks: new Map(), open: new Set() });
      return out.s;
    } catch (reason) {
      // liquidjs's own answer: its error where the template fails, its bytes where this could not go on.
      fellBack?.(reason);
      return engine.renderSync(templates, scope);
    }
  };
}

/**
 * Why fastTemplate leaves `templates` to liquidjs whole (what they have that it does not take apart),
 * or undefined when it takes them: for `site-api info`, which tells an owner which of their templates
 * render the slower way.
 */
export function slowBecause(engine: Liquid, templates: Template[]): string | undefined {
  const compiled = compile(engine, templates);
  return typeof compiled === 'string' ? compiled : undefined;
}

/** The compiled templates, or why they are liquidjs's. */
function compile(engine: Liquid, templates: Template[]): Run | string {
  try {
    return new Compiler(engine).template(templates);
  } catch (error) {
    // Unsupported, or a template shaped in a way this renderer did not foresee: liquidjs's, whole.
    // (The default templates are held to compile here by the tests.)
    return error instanceof Unsupported ? error.why : 'a template shaped in a way it does not know';
  }
}

interface Out {
  s: string;
}
/** Where a render is: storing a child template's blocks for its layout, or writing them out. */
interface State {
  store: boolean;
  blocks: Map<string, Run>;
  /** The blocks whose text is being written: one met again inside itself is liquidjs's error. */
  open: Set<unknown>;
}
type Run = (ctx: Context, out: Out, state: State) => void;

const MODIFIERS = ['offset', 'limit', 'reversed'];

class Compiler {
  private readonly lq = liquid();
  /** liquidjs does not export its HTML template class: the one it makes of plain text. */
  private readonly html: unknown;
  /** Nor its `forloop` drop: the one a loop gives a filter. */
  private readonly Forloop: new (
    length: number,
    collection: string,
    variable: string,
  ) => Node;
  /** The tags liquidjs may render in place: they change nothing outside the render. */
  private readonly inPlace: unknown[];
  private readonly values: Values;

  constructor(private readonly engine: Liquid) {
    const lq = this.lq;
    this.html = (engine.parse('.')[0] as Node).constructor;
    this.Forloop = forloopClass(lq);
    this.values = new Values(engine);
    this.inPlace = [
      lq.CaseTag,
      lq.CaptureTag,
      lq.UnlessTag,
      lq.CommentTag,
      lq.RawTag,
      lq.EchoTag,
      lq.BreakTag,
      lq.ContinueTag,
      lq.CycleTag,
      lq.TablerowTag,
      lq.InlineCommentTag,
    ];
  }

  template(templates: Node[]): Run {
    this.values.blocks = hasBlocks(templates, this.lq);
    return this.list(templates);
  }

  private list(templates: Node[]): Run {
    const runs = templates.map((t) => this.node(t));
    return (ctx, out, state) => {
      for (const run of runs) {
        run(ctx, out, state);
        // A `break` or `continue` stops the lists around it, as liquidjs's do.
        if (ctx.breakCalled || ctx.continueCalled) return;
      }
    };
  }

  private node(t: Node): Run {
    const lq = this.lq;
    if (t.constructor === this.html) {
      const text: string = t.str;
      return (_ctx, out) => {
        out.s += text;
      };
    }
    if (t instanceof lq.Output) {
      const value = this.values.value((t as Node).value);
      return (ctx, out) => {
        out.s += stringify(plain(value(ctx), lq));
      };
    }
    if (t instanceof lq.IfTag) return this.ifTag(t);
    if (t instanceof lq.ForTag) return this.forTag(t);
    if (t instanceof lq.AssignTag) {
      const { key, value: assigned } = t as Node;
      const value = this.values.value(assigned);
      return (ctx) => {
        (ctx.bottom() as Record<string, unknown>)[key] = value(ctx);
      };
    }
    if (t instanceof lq.LayoutTag) return this.layoutTag(t);
    if (t instanceof lq.BlockTag) return this.blockTag(t);
    return this.inPlaceTag(t);
  }

  /** A tag liquidjs renders, into this render's output, with this render's context. */
  private inPlaceTag(t: Node): Run {
    // With a layout or blocks, every tag must be taken apart here.
    const outside = this.notInPlace(t);
    if (outside !== undefined) throw new Unsupported(`{% ${tagName(outside)} %}`);
    if (this.values.blocks)
      throw new Unsupported(`{% ${tagName(t)} %} in a template with a layout or blocks`);
    const renderer = this.engine.renderer;
    const toValueSync = this.lq.toValueSync;
    return (ctx, out) => {
      const emitter = {
        buffer: '',
        write(html: unknown) {
          this.buffer += stringify(html);
        },
      };
      toValueSync(renderer.renderTemplates([t], ctx, emitter));
      out.s += emitter.buffer;
    };
  }

  /**
   * The first tag in `t` (or `t` itself) that liquidjs may not render in place (only tags that change
   * nothing outside the render may be, with only such tags inside); undefined when there is none.
   */
  private notInPlace(t: Node): Node | undefined {
    if (t.constructor === this.html || t instanceof this.lq.Output) return undefined;
    if (!this.inPlace.some((kind) => t instanceof (kind as new () => unknown))) {
      // if, for and assign, inside a tag liquidjs renders: liquidjs's, like the tags inside them.
      if (!(t instanceof this.lq.IfTag || t instanceof this.lq.ForTag || t instanceof this.lq.AssignTag))
        return t;
    }
    for (const child of childrenOf(t, this.lq)) {
      const found = this.notInPlace(child);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private ifTag(t: Node): Run {
    const { isTruthy } = this.lq;
    const lq = this.lq;
    const branches = (t.branches as { value: Node; templates: Node[] }[]).map((b) => ({
      test: this.values.value(b.value),
      run: this.list(b.templates),
    }));
    const otherwise = this.list(t.elseTemplates ?? []);
    return (ctx, out, state) => {
      for (const branch of branches) {
        if (isTruthy(plain(branch.test(ctx), lq), ctx)) return branch.run(ctx, out, state);
      }
      otherwise(ctx, out, state);
    };
  }

  /** liquidjs's `for` (its ForTag.render), step by step. */
  private forTag(t: Node): Run {
    const lq = this.lq;
    const body = this.list(t.templates);
    const otherwise = this.list(t.elseTemplates ?? []);
    const variable: string = t.variable;
    const collection = this.values.token(t.collection);
    const text: string = t.collection.getText();
    const continueKey = `continue-${variable}-${text}`;
    const modifiers = Object.keys(t.hash.hash).length > 0;
    const ordered = this.engine.options.orderedFilterParameters;
    const Forloop = this.Forloop;
    return (ctx, out, state) => {
      let items = enumerable(plain(collection(ctx), lq));
      if (items.length === 0) return otherwise(ctx, out, state);
      let offset = 0;
      if (modifiers) {
        ctx.push(scopeOf({ continue: ctx.getRegister(continueKey, {}) }));
        const hash = lq.toValueSync(t.hash.render(ctx)) as Record<string, unknown>;
        ctx.pop();
        const names = ordered
          ? Object.keys(hash).filter((x) => MODIFIERS.includes(x))
          : MODIFIERS.filter((x) => hash[x] !== undefined);
        for (const name of names) {
          if (name === 'offset') items = items.slice(hash.offset as number);
          else if (name === 'limit') items = items.slice(0, hash.limit as number);
          else items = [...items].reverse();
        }
        offset = (hash.offset as number) || 0;
      } else ctx.getRegister(continueKey, {});
      ctx.setRegister(continueKey, offset + items.length);
      const scope = scopeOf({ forloop: new Forloop(items.length, text, variable) });
      ctx.push(scope);
      for (const item of items) {
        scope[variable] = item;
        ctx.continueCalled = ctx.breakCalled = false;
        body(ctx, out, state);
        if (ctx.breakCalled) break;
        (scope.forloop as Node).next();
      }
      ctx.continueCalled = ctx.breakCalled = false;
      ctx.pop();
    };
  }

  /**
   * `{% layout "name" %}`: the rest of the template rendered to store its blocks (and, as the block
   * without a name, its output), then the layout written with them. A layout with a layout of its
   * own, or arguments, is liquidjs's.
   */
  private layoutTag(t: Node): Run {
    const children = this.list(t.templates);
    if (t.file === undefined) {
      return (ctx, out, state) => {
        state.store = false;
        children(ctx, out, state);
      };
    }
    if (typeof t.file !== 'string' || Object.keys(t.args.hash).length > 0)
      throw new Unsupported('{% layout %} with a name read from the data, or with arguments');
    let parsed: Node[];
    try {
      parsed = this.lq.toValueSync(this.engine._parseLayoutFile(t.file, true, t.currentFile)) as Node[];
    } catch {
      throw new Unsupported(`{% layout "${t.file}" %}, which does not parse`);
    }
    if (contains(parsed, this.lq.LayoutTag, this.lq))
      throw new Unsupported(`{% layout "${t.file}" %}, which has a layout itself`);
    const layout = this.list(parsed);
    return (ctx, out, state) => {
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
  }

  private blockTag(t: Node): Run {
    const name: string = t.block;
    const inner = this.list(t.templates);
    // liquidjs's "block tag cannot be nested": the same block met again while its text is written.
    const body: Run = (ctx, out, state) => {
      if (state.open.has(t)) throw FALLBACK;
      state.open.add(t);
      inner(ctx, out, state);
      state.open.delete(t);
    };
    return (ctx, out, state) => {
      if (state.store) {
        // A second block of one name wraps the first in liquidjs: not this renderer's.
        if (state.blocks.has(name)) throw FALLBACK;
        state.blocks.set(name, body);
        return;
      }
      (state.blocks.get(name) ?? body)(ctx, out, state);
    };
  }
}

/** liquidjs's `forloop` drop class, taken from a loop of a throwaway engine. */
function forloopClass(lq: Lq): new (length: number, collection: string, variable: string) => Node {
  let found: unknown;
  // A locale named: liquidjs would ask Intl for the machine's (~25 ms) to render nothing with it.
  const engine = new lq.Liquid({ locale: 'en-US' });
  engine.registerFilter('take', (value: unknown) => {
    found = (value as object).constructor;
    return '';
  });
  engine.parseAndRenderSync('{% for i in (1..1) %}{{ forloop | take }}{% endfor %}');
  return found as new (
    length: number,
    collection: string,
    variable: string,
  ) => Node;
}

/** Every template of a tree, through each tag's own list of the templates it holds. */
function* walk(templates: Node[], lq: Lq): Generator<Node> {
  for (const t of templates) {
    yield t;
    yield* walk(childrenOf(t, lq), lq);
  }
}

/** The templates a tag holds, as liquidjs lists them (`children`, partials not followed). */
function childrenOf(t: Node, lq: Lq): Node[] {
  return typeof t.children === 'function' ? (lq.toValueSync(t.children(false)) as Node[]) : [];
}

/** A tag's name as written (`include`, `render`, an owner's own). */
function tagName(t: Node): string {
  return String(t.name ?? t.token?.name ?? 'a tag');
}

function contains(templates: Node[], kind: unknown, lq: Lq): boolean {
  for (const t of walk(templates, lq)) if (t instanceof (kind as new () => unknown)) return true;
  return false;
}

function hasBlocks(templates: Node[], lq: Lq): boolean {
  return contains(templates, lq.LayoutTag, lq) || contains(templates, lq.BlockTag, lq);
}
