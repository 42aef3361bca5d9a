import type MarkdownIt from 'markdown-it';
import { htmlAttribute, rewriteHtmlLinks } from '../content/links.js';
import { markdownIt, markdownItCjk } from '../ground/lazy.js';

/**
 * A post's Markdown as HTML, for every output that carries the whole post (feeds today, pages next).
 * Raw HTML in a post is the owner's own and passes through (`html: true`); bare URLs stay text
 * (`linkify: false`) so that the HTML says what the Markdown says.
 *
 * Every relative link and image is made absolute against the post's own URL, because a feed entry is read
 * far from the site: a feed reader resolves `/images/a.png` or `./b` against nothing useful.
 */
export interface MarkdownRenderer {
  /** `url` is the absolute URL of the page the body belongs to. */
  render(body: string, url: string): string;
}

/**
 * `site` is the base URL (`https://x.example/blog`): a root-relative link means the site's root.
 * `hardBreaks`: site.yaml's `markdown.hard_breaks` (a line break in a paragraph is a `<br>`).
 */
export function markdownRenderer(site: string, hardBreaks = false): MarkdownRenderer {
  const md = new (markdownIt())({ html: true, linkify: false, typographer: false, breaks: hardBreaks }).use(
    markdownItCjk(),
  );
  return {
    render(body, url) {
      const env = {};
      const base = { page: url, site };
      return md.renderer.render(absolutise(md.parse(body, env), base), md.options, env);
    },
  };
}

interface Base {
  page: string;
  site: string;
}

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

function absolutise(tokens: Token[], base: Base): Token[] {
  for (const token of tokens) {
    if (token.type === 'link_open') setAttr(token, 'href', base);
    else if (token.type === 'image') setAttr(token, 'src', base);
    else if (token.type === 'html_block' || token.type === 'html_inline')
      token.content = rawHtml(token.content, base);
    if (token.children) absolutise(token.children, base);
  }
  return tokens;
}

function setAttr(token: Token, name: string, base: Base): void {
  const value = token.attrGet(name);
  if (value !== null) token.attrSet(name, resolveUrl(String(value), base));
}

/**
 * The links and images of raw HTML (content/links.ts: `src`, `href`, `poster`, each URL of a `srcset`,
 * in tags only, also spread over lines), made absolute. A script's strings and a comment are left as
 * written.
 */
function rawHtml(html: string, base: Base): string {
  return rewriteHtmlLinks(html, (value, link) => {
    const url = resolveUrl(link.dest, base);
    return url === link.dest ? value : htmlAttribute(url);
  });
}

/**
 * A link as written, made absolute: a scheme (`https:`, `mailto:`) is kept as it is; `/a` is under the
 * site's base URL (which may have a path); anything else (`./a`, `a.png`, `#h`) is resolved against the
 * page URL.
 */
export function resolveUrl(value: string, base: Base): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  const target = value.startsWith('/') && !value.startsWith('//') ? `${base.site}${value}` : value;
  try {
    return new URL(target, base.page).href;
  } catch {
    return value;
  }
}
