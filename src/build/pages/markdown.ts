import { rewriteHtmlLinks } from '../../content/links.js';
import { markdownIt, markdownItCjk, markdownItFootnote } from '../../ground/lazy.js';
import { highlight } from './highlight.js';
import type { Size } from './images.js';
import { localOf } from './urls.js';

/**
 * Markdown to HTML for post pages. Raw HTML is allowed (`html: true`): the content is the owner's own,
 * as in Jekyll or Hugo, and an embed or a `<details>` is what a blog owner expects to write. Headings get
 * ids (Unicode kept, so Korean headings have readable anchors) and link to themselves; code is
 * highlighted here, at build time, so a page needs no script; images load lazily, with their width and
 * height when the site publishes them (no layout shift as they arrive).
 */
export function createRenderer(
  /** The site's base URL: a link or image on its origin is written root-relative (see `localOf`). */
  base?: string,
  /** site.yaml's `markdown.hard_breaks`: a line break in a paragraph is a `<br>`. */
  hardBreaks = false,
): (body: string, images?: Readonly<Record<string, Size>>) => string {
  const md = new (markdownIt())({
    html: true,
    linkify: false,
    typographer: false,
    breaks: hardBreaks,
    highlight,
  });
  const local = base === undefined ? (url: string) => url : localOf(base);
  md.use(markdownItFootnote());
  md.use(markdownItCjk());
  md.core.ruler.push('heading_ids', (state) => {
    const used = new Map<string, number>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open?.type !== 'heading_open') continue;
      const text = tokens[i + 1]?.children?.map((t) => t.content).join('') ?? '';
      const base = slugOf(text) || 'section';
      const n = used.get(base) ?? 0;
      used.set(base, n + 1);
      open.attrSet('id', n ? `${base}-${n + 1}` : base);
    }
  });
  // Column alignment as a class, not an inline style: one stylesheet styles the page (and a strict
  // Content-Security-Policy without 'unsafe-inline' keeps working).
  md.core.ruler.push('align_classes', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'th_open' && token.type !== 'td_open') continue;
      const align = /text-align:(\w+)/.exec(String(token.attrGet('style') ?? ''))?.[1];
      if (!align) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      token.attrSet('class', `align-${align}`);
    }
  });
  // Raw HTML's links and images, made absolute with the Markdown's (build/assets.ts absoluteLinks), are
  // written root-relative on the site's own origin, as the Markdown's are (below).
  const origin = base === undefined ? undefined : new URL(base).origin;
  if (origin !== undefined)
    md.core.ruler.push('local_html', (state) => {
      const visit = (tokens: typeof state.tokens) => {
        for (const token of tokens) {
          if ((token.type === 'html_block' || token.type === 'html_inline') && token.content.includes(origin))
            token.content = rewriteHtmlLinks(token.content, local);
          if (token.children) visit(token.children);
        }
      };
      visit(state.tokens);
    });
  const heading = md.renderer.rules.heading_open;
  md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
    const html = heading ? heading(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
    return `${html}<a class="anchor" href="#${encodeURIComponent(tokens[idx]?.attrGet('id') ?? '')}">`;
  };
  md.renderer.rules.heading_close = (tokens, idx, options, _env, self) =>
    `</a>${self.renderToken(tokens, idx, options)}`;
  const image = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    token?.attrSet('loading', 'lazy');
    token?.attrSet('decoding', 'async');
    // The image's own size, when this site publishes it: the browser keeps its room before it loads.
    const size = (env as Env).sizes?.get(String(token?.attrGet('src') ?? '').replace(/[?#].*$/, ''));
    if (size) {
      token?.attrSet('width', String(size[0]));
      token?.attrSet('height', String(size[1]));
    }
    const src = token?.attrGet('src');
    if (typeof src === 'string') token?.attrSet('src', local(src));
    return image ? image(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  const link = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const href = token?.attrGet('href');
    if (typeof href === 'string') token?.attrSet('href', local(href));
    return link ? link(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  // A wide table scrolls inside its own box instead of widening the page on a phone.
  md.renderer.rules.table_open = () => '<div class="table"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return (body, images) => {
    // Looked up as markdown-it writes `src` (its normalizeLink percent-encodes what the body left raw).
    const sizes =
      images && new Map(Object.entries(images).map(([url, size]) => [md.normalizeLink(url), size]));
    return md.render(body, { sizes } satisfies Env);
  };
}

interface Env {
  sizes?: ReadonlyMap<string, Size>;
}

/** A heading's anchor: lower case, letters and digits of any script, words joined by `-`. */
export function slugOf(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
