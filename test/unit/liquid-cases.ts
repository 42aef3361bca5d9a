import { Drop } from 'liquidjs';
import { type Random, random } from '../support/random.js';

// Generated templates and data for test/unit/fast-liquid.test.ts: liquidjs against the fast renderer.

export { type Random, random };

export class Word extends Drop {
  constructor(private readonly word: string) {
    super();
  }
  override valueOf() {
    return this.word;
  }
  override liquidMethodMissing(key: string) {
    return key === 'shout' ? `${this.word}!` : undefined;
  }
}

export class List extends Drop {
  constructor(private readonly items: unknown[]) {
    super();
  }
  override valueOf() {
    return this.items;
  }
}

/** A drop whose value liquidjs runs as a generator. */
export class Lazy extends Drop {
  constructor(private readonly value: unknown) {
    super();
  }
  override *valueOf() {
    yield 0;
    return this.value;
  }
}

export const boom = () => {
  throw new Error('boom');
};

export function* steps() {
  yield 1;
  return 'ran';
}

export const STRINGS = ['', 'a', 'b', '<b>&"\'', '한글 제목', 'x y', '0', 'false', 'abc'];

export function scalar(r: Random): unknown {
  switch (r.int(7)) {
    case 0:
      return r.pick(STRINGS);
    case 1:
      return r.pick([0, 1, 2, -3, 2.5, 10]);
    case 2:
      return r.pick([true, false]);
    case 3:
      return null;
    case 4:
      return undefined;
    case 5:
      return new Word(r.pick(STRINGS));
    default:
      return r.pick(STRINGS);
  }
}

export function value(r: Random, depth = 0): unknown {
  const kind = depth > 2 ? 0 : r.int(6);
  if (kind <= 1) return scalar(r);
  if (kind === 2) return Array.from({ length: r.int(4) }, () => value(r, depth + 1));
  if (kind === 3) return Array.from({ length: r.int(4) }, () => r.pick(STRINGS));
  if (kind === 4) {
    // A function in the data is called when read (the same value on each call).
    const called = scalar(r);
    return () => called;
  }
  const object: Record<string, unknown> = {};
  for (const key of ['x', 'y', 'list', 'size', 'first'])
    if (r.next() < 0.6) object[key] = value(r, depth + 1);
  return object;
}

export function data(r: Random): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  for (const name of ['a', 'b', 'c', 'items', 'obj', 'key']) if (r.next() < 0.85) scope[name] = value(r);
  scope.key = r.pick(['x', 'y', 'list', 'forloop', 'a']);
  scope.posts = Array.from({ length: r.int(4) }, () => ({
    title: r.pick(STRINGS),
    href: `/p/${r.int(9)}/`,
    tags: Array.from({ length: r.int(3) }, () => r.pick(STRINGS)),
  }));
  return scope;
}

export const NAMES = ['a', 'b', 'c', 'items', 'obj', 'missing', 'post', 'item'];
export const PATHS = [
  '',
  '.x',
  '.y',
  '.size',
  '.first',
  '.last',
  '.list',
  '.list.size',
  '[0]',
  '[1]',
  '[key]',
  '.shout',
];
export const FILTERS = [
  'raw',
  'escape',
  'upcase',
  'size',
  'join: ", "',
  'default: "none"',
  'append: b',
  'plus: 1',
  'first',
  'reverse',
  'strip',
  'truncate: 4',
  'map: "title"',
  'where: "title", "a"',
  'sort',
  'escape_once',
];
export const OPERATORS = ['==', '!=', '<', '>', '<=', '>=', 'contains', 'and', 'or'];

export function operand(r: Random): string {
  switch (r.int(6)) {
    case 0:
      return r.pick(['1', '0', '2.5', '"a"', '"한글 제목"', 'true', 'false', 'nil', 'empty', 'blank']);
    case 1:
      return `forloop.${r.pick(['index', 'first', 'last', 'length'])}`;
    default:
      return `${r.pick(NAMES)}${r.pick(PATHS)}`;
  }
}

export function condition(r: Random): string {
  const one = () => (r.next() < 0.3 ? operand(r) : `${operand(r)} ${r.pick(OPERATORS)} ${operand(r)}`);
  return r.next() < 0.7 ? one() : `${one()} ${r.pick(['and', 'or'])} ${one()}`;
}

export function output(r: Random): string {
  const filters =
    Array.from({ length: r.int(3) }, () => ` | ${r.pick(FILTERS)}`).join('') +
    (r.next() < 0.2 ? ' | raw' : '');
  const dash = r.next() < 0.2 ? '-' : '';
  return `{{${dash} ${operand(r)}${filters} ${dash}}}`;
}

/** A template of the tags the fast way takes apart, and some it leaves to liquidjs. */
export function body(r: Random, depth: number): string {
  const parts: string[] = [];
  for (let i = r.int(4) + 1; i > 0; i--) {
    const choice = depth > 2 ? r.int(3) : r.int(13);
    if (choice === 0) parts.push(r.pick(['<p>', ' ', '\n', '텍스트 & ', '</li>\n']));
    else if (choice <= 2) parts.push(output(r));
    else if (choice <= 4) {
      const elsif = r.next() < 0.3 ? `{% elsif ${condition(r)} %}${body(r, depth + 1)}` : '';
      const otherwise = r.next() < 0.4 ? `{% else %}${body(r, depth + 1)}` : '';
      parts.push(`{%- if ${condition(r)} %}${body(r, depth + 1)}${elsif}${otherwise}{% endif -%}`);
    } else if (choice <= 6) {
      const name = r.pick(['item', 'post', 'a']);
      const modifier = r.next() < 0.2 ? ` ${r.pick(['limit: 1', 'offset: 1', 'reversed'])}` : '';
      const otherwise = r.next() < 0.3 ? `{% else %}${body(r, depth + 1)}` : '';
      const source = r.pick(['items', 'posts', 'obj', 'obj.list', 'a', 'missing', '(1..3)', 'b']);
      parts.push(`{% for ${name} in ${source}${modifier} %}${body(r, depth + 1)}${otherwise}{% endfor %}`);
    } else if (choice === 7) parts.push(`{% assign ${r.pick(['a', 'c', 'z'])} = ${operand(r)} %}`);
    else if (choice === 8) parts.push(`{% unless ${condition(r)} %}${body(r, depth + 1)}{% endunless %}`);
    else if (choice === 9) parts.push(`{% capture c %}${body(r, depth + 1)}{% endcapture %}`);
    else if (choice === 10)
      parts.push(r.pick(['{% break %}', '{% continue %}', '{% comment %}x{% endcomment %}']));
    else if (choice === 11)
      parts.push(`{% case ${operand(r)} %}{% when 1 %}one{% when "a" %}a{% else %}other{% endcase %}`);
    else parts.push(`{% echo ${operand(r)} %}`);
  }
  return parts.join('');
}

export function layouts(r: Random): Record<string, string> {
  const block = (name: string) =>
    `{% block ${name} %}${r.next() < 0.5 ? body(r, 2) : 'default'}{% endblock %}`;
  return {
    plain: `<html>${block('content')}|${block('aside')}|${r.next() < 0.3 ? '{% block %}{% endblock %}' : ''}</html>`,
    deep: `{% layout "plain" %}${block('content')}`,
  };
}

/** A child template of a layout: blocks, and text outside them. */
export function child(r: Random): string {
  const parts = [`{% layout "${r.next() < 0.9 ? 'plain' : 'deep'}" %}`];
  for (let i = r.int(3); i >= 0; i--) {
    if (r.next() < 0.3) parts.push(body(r, 2));
    const name = r.pick(['content', 'aside', 'content', 'other']);
    const inner = r.next() < 0.1 ? '{{ block.super }}' : body(r, 1);
    parts.push(`{% block ${name} %}${inner}{% endblock %}`);
  }
  return parts.join('');
}
