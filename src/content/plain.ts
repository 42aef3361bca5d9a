/**
 * Turns a parsed YAML value into plain data that is safe to check and to build from: strings and
 * keys NFC-normalised, a `__proto__` key kept as an ordinary key (never a prototype), and anything
 * that is not JSON-like refused: values of YAML tags such as `!!timestamp`, `!!binary` or `!!set`, an
 * alias that contains itself, and nesting deeper than any content needs.
 */
export type PlainResult =
  | { ok: true; value: unknown }
  | { ok: false; path: string[]; code: 'yaml-tag' | 'yaml-alias' | 'yaml-syntax'; message: string };

const MAX_DEPTH = 64;

class Refused extends Error {
  constructor(
    readonly path: string[],
    readonly code: 'yaml-tag' | 'yaml-alias' | 'yaml-syntax',
    message: string,
  ) {
    super(message);
  }
}

export function toPlainData(value: unknown): PlainResult {
  const ancestors = new Set<object>();
  // The path of the value being walked, kept as one stack: it is only copied when something is refused.
  const path: string[] = [];
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return node.normalize('NFC');
    if (node === null || typeof node !== 'object') return node;
    if (path.length >= MAX_DEPTH) {
      throw new Refused([...path], 'yaml-syntax', `Values are nested more than ${MAX_DEPTH} levels deep.`);
    }
    if (ancestors.has(node))
      throw new Refused([...path], 'yaml-alias', 'An alias refers to a value that contains it.');
    ancestors.add(node);
    try {
      if (Array.isArray(node)) {
        const out = new Array<unknown>(node.length);
        for (let i = 0; i < node.length; i++) {
          path.push(String(i));
          out[i] = walk(node[i]);
          path.pop();
        }
        return out;
      }
      const proto = Object.getPrototypeOf(node);
      if (proto !== Object.prototype && proto !== null) {
        const kind = (node as object).constructor?.name ?? 'object';
        throw new Refused(
          [...path],
          'yaml-tag',
          `A YAML tag made this value a ${kind}; only plain values are allowed.`,
        );
      }
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(node)) {
        const k = key.normalize('NFC');
        path.push(k);
        const item = walk((node as Record<string, unknown>)[key]);
        path.pop();
        // An own property named __proto__ (never the prototype), so that the schema sees and refuses the key.
        if (k === '__proto__')
          Object.defineProperty(out, k, { value: item, enumerable: true, writable: true });
        else out[k] = item;
      }
      return out;
    } finally {
      ancestors.delete(node);
    }
  };
  try {
    return { ok: true, value: walk(value) };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { ok: false, path: error.path, code: error.code, message: error.message };
  }
}
