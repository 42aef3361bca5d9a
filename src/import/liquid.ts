/**
 * Jekyll's Liquid in a post body, converted where the conversion is mechanical and gives what Jekyll
 * published: `{% highlight %}` blocks become code fences, `{% post_url %}` and `{% link %}` a link to
 * the imported post, `{% raw %}` its text, `{% comment %}` nothing, and `{{ site.baseurl }}` before a
 * path (or a quoted path piped to `relative_url`) the path alone; an include of the site's own
 * `_includes/` the HTML it made, where the caller renders includes (import/includes.ts). Everything
 * else (a theme gem's includes, variables, control flow) is left byte for byte and counted, so the
 * plan can name it and `validate` warns of it (`template-tag`). Nothing here evaluates a template.
 */

export interface LiquidLinks {
  /**
   * The link to the imported post that a `post_url` name or a `link` path names, as written in
   * Markdown (`html` false) or in an HTML attribute; undefined when no imported post is it.
   */
  post(ref: string, kind: 'post_url' | 'link', html: boolean): string | undefined;
  /** The Markdown block an include tag alone on its line made (import/includes.ts); undefined to keep the tag. */
  include?(tag: string): string | undefined;
  /**
   * The body with its remaining Liquid rendered as Jekyll rendered it (variables, `capture`, `if`,
   * includes within a line); undefined when it cannot be (a tag of a plugin, a syntax Ruby's Liquid
   * took and liquidjs does not): then the tags stay.
   */
  render?(body: string): string | undefined;
}

export interface Converted {
  body: string;
  /** What was converted, counted: `highlight → code fence ×3`. */
  converted: string[];
  /** Liquid left as it was, counted by tag: `include ×14`, `{{ … }} ×2`. */
  left: string[];
}

const TAG = (name: string) => `\\{%-?\\s*${name}\\s*-?%\\}`;
const RAW = new RegExp(`${TAG('raw')}([\\s\\S]*?)${TAG('endraw')}`, 'g');
const COMMENT = new RegExp(`${TAG('comment')}[\\s\\S]*?${TAG('endcomment')}`, 'g');
/** A highlight block whose opening tag starts a line and whose closing tag ends one. */
const HIGHLIGHT =
  /^([ \t]*)\{%-?\s*highlight\s+([\w+#.-]+)([^%]*?)\s*-?%\}[ \t]*(?:\r?\n)?([\s\S]*?)[ \t]*\{%-?\s*endhighlight\s*-?%\}[ \t]*(?=\r?\n|$)/gm;
const SITE = '\\{\\{-?\\s*site\\.(?:url|baseurl)\\s*-?\\}\\}';
const POST_LINK = new RegExp(`((?:${SITE}){0,2})\\{%-?\\s*(post_url|link)\\s+([^%\\s]+)\\s*-?%\\}`, 'g');
const SITE_PREFIX = new RegExp(`(?:${SITE}){1,2}(?=/)`, 'g');
const URL_FILTER =
  /\{\{-?\s*(["'])(\/?[^"'{}\s]*)\1\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.(?:url|baseurl))\s*-?\}\}/g;
/** An include tag alone on its line (indented in a list item, say). */
const INCLUDE_LINE = /^([ \t]*)(\{%-?\s*include\s+([^\s%]+)(?:[^%]|%(?!\}))*?-?%\})[ \t]*$/gm;
/** A tag left, named by its tag (and an include by its file: each is a piece of the old theme). */
const LEFT_TAG = /\{%-?\s*([a-z_]+)(?:\s+([^\s%]+))?/g;
const LEFT_OUTPUT = /\{\{-?\s*[^}]*\}\}/g;

/** Private-use marks around the index of a `{% raw %}` text while the rest is converted. */
const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';

export function convertLiquid(body: string, links: LiquidLinks): Converted {
  const none = { body, converted: [], left: [] };
  if (!body.includes('{%') && !body.includes('{{')) return none;
  const converted = new Counter();
  const left = new Counter();
  // A body that holds the marks already is left as it is (and its tags counted).
  const raws: string[] = [];
  let text = body;
  if (!body.includes(MARK_OPEN)) {
    text = text.replace(RAW, (_, inner: string) => {
      raws.push(inner);
      converted.add('raw → its text');
      return `${MARK_OPEN}${raws.length - 1}${MARK_CLOSE}`;
    });
    text = removeWhole(text, COMMENT, () => converted.add('comment → removed'));
    text = text.replace(HIGHLIGHT, (...m) => {
      const [, indent, language, options, code] = m as string[];
      converted.add('highlight → code fence');
      // Line numbers and marked lines: the pages show code without them.
      if (/\S/.test(options as string)) converted.add(`${(options as string).trim()} → dropped`);
      return codeFence(indent as string, language as string, code as string);
    });
    text = text.replace(
      POST_LINK,
      (whole, site: string, kind: string, ref: string, at: number, all: string) => {
        const link = links.post(ref, kind as 'post_url' | 'link', inHtmlAttribute(all, at));
        if (link === undefined) return whole;
        converted.add(`${kind} → link`);
        if (site) converted.add('{{ site.baseurl }} → dropped');
        return link;
      },
    );
    text = text.replace(SITE_PREFIX, () => {
      converted.add('{{ site.baseurl }} → dropped');
      return '';
    });
    text = text.replace(URL_FILTER, (_, _quote, path: string) => {
      converted.add('{{ "…" | relative_url }} → the path');
      return path.startsWith('/') ? path : `/${path}`;
    });
  }
  if (links.include) {
    const include = links.include;
    text = text.replace(INCLUDE_LINE, (whole, indent: string, tag: string, name: string) => {
      const block = include(tag);
      if (block === undefined) return whole;
      converted.add(`include ${name} → HTML`);
      return block
        .split('\n')
        .map((line) => `${indent}${line}`)
        .join('\n');
    });
  }
  for (const m of text.matchAll(LEFT_TAG))
    if (!m[1]?.startsWith('end')) left.add(m[1] === 'include' && m[2] ? `include ${m[2]}` : (m[1] as string));
  for (const _ of text.matchAll(LEFT_OUTPUT)) left.add('{{ … }}');
  // What is left, rendered whole, as Jekyll did before Markdown (the raw texts are marks meanwhile).
  if (links.render && !left.empty() && !body.includes(MARK_OPEN)) {
    const rendered = links.render(text);
    if (rendered !== undefined) {
      converted.add(`Liquid → rendered (${left.list().join(', ')})`);
      left.clear();
      text = rendered;
    }
  }
  if (raws.length)
    text = text.replace(
      new RegExp(`${MARK_OPEN}(\\d+)${MARK_CLOSE}`, 'g'),
      (_, i: string) => raws[Number(i)] as string,
    );
  return { body: text, converted: converted.list(), left: left.list() };
}

/**
 * A code fence for a highlight block's code: as many backticks as needed to hold the code's own
 * (at least three), the opening tag's indentation kept when every code line has it (a block in a
 * list item), Jekyll's trimming of blank lines at either end.
 */
export function codeFence(indent: string, language: string, code: string): string {
  const lines = code.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '');
  const longest = Math.max(0, ...[...lines.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  const keep = lines.split('\n').every((line) => line.trim() === '' || line.startsWith(indent));
  const at = keep ? indent : '';
  return `${at}${ticks}${language}\n${lines}\n${at}${ticks}`;
}

/** Removes each match; one that is its line's only text takes its line ending with it. */
function removeWhole(text: string, pattern: RegExp, each: () => void): string {
  const whole = new RegExp(`^[ \\t]*(?:${pattern.source})[ \\t]*\\r?\\n|${pattern.source}`, 'gm');
  return text.replace(whole, () => {
    each();
    return '';
  });
}

/** Whether the text at `at` is the value of an HTML `href` or `src` (where a link is written whole). */
export function inHtmlAttribute(all: string, at: number): boolean {
  return /\b(?:href|src)\s*=\s*["']?$/i.test(all.slice(Math.max(0, at - 12), at));
}

/** Kinds counted in order of first sight: `highlight → code fence ×3`. */
export class Counter {
  private readonly counts = new Map<string, number>();
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  empty(): boolean {
    return this.counts.size === 0;
  }
  clear(): void {
    this.counts.clear();
  }
  list(): string[] {
    return [...this.counts].map(([key, n]) => (n === 1 ? key : `${key} ×${n}`));
  }
}
