import { html as escapeHtml } from '../build/markdown.js';
import { markdownIt } from '../ground/lazy.js';
import { type Converted, Counter, codeFence, inHtmlAttribute, type LiquidLinks } from './liquid.js';

/**
 * Hugo's built-in shortcodes in a post body, converted to what Hugo published: `highlight` blocks
 * become code fences, `comment` nothing, `details` its `<details>`, `ref`/`relref` a link to the imported post, `figure` its `<figure>`,
 * `param` the page's or site's value, and the
 * embeds (`youtube`, `vimeo`, `gist`, `x`/`tweet`, `instagram`) a link to what they showed (a page
 * of site-api loads nothing from another site). A shortcode of the theme or the site's own
 * (`layouts/shortcodes/`) is left byte for byte and counted, as `validate` warns of it. Nothing is
 * evaluated: each is read by pattern.
 */

/** `{{< name args >}}` or `{{% name args %}}`, one line. */
const SHORTCODE = /\{\{([<%])\s*(\/?)\s*([\w./-]+)((?:[^>%}]|[>%](?!\}\}))*?)\s*[>%]\}\}/g;
const HIGHLIGHT =
  /^([ \t]*)\{\{([<%])\s*highlight\s+([\w+#.-]+)([^>%]*?)\s*[>%]\}\}[ \t]*(?:\r?\n)?([\s\S]*?)[ \t]*\{\{[<%]\s*\/\s*highlight\s*[>%]\}\}[ \t]*(?=\r?\n|$)/gm;
const ESCAPED = /\{\{([<%])\/\*([\s\S]*?)\*\/([>%])\}\}/g;
/** Hugo's `comment` (0.137): what it holds is for the writer; the page shows nothing of it. */
const COMMENT = /\{\{[<%]\s*comment\s*[>%]\}\}[\s\S]*?\{\{[<%]\s*\/\s*comment\s*[>%]\}\}/g;
/** Hugo's `details` (0.140): a `<details>` element, its inner text Markdown. */
const DETAILS =
  /^([ \t]*)\{\{[<%]\s*details\b((?:[^>%}]|[>%](?!\}\}))*?)\s*[>%]\}\}[ \t]*(?:\r?\n)?([\s\S]*?)[ \t]*\{\{[<%]\s*\/\s*details\s*[>%]\}\}[ \t]*(?=\r?\n|$)/gm;

type Args = { positional: string[]; named: Record<string, string> };

/** A shortcode's arguments: `"quoted"`, `'quoted'`, `` `raw` `` or bare; `key=value` named. */
export function shortcodeArgs(text: string): Args {
  const args: Args = { positional: [], named: {} };
  for (const m of text.matchAll(
    /(?:([\w-]+)\s*=\s*)?(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|`([^`]*)`|([^\s"'`=]+))/g,
  )) {
    const value = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? m[4] ?? m[5] ?? '');
    if (m[1]) args.named[m[1]] = value;
    else args.positional.push(value);
  }
  return args;
}

const EMBEDS: Record<string, (a: Args) => { url: string; label: string } | undefined> = {
  youtube: (a) => {
    const id = a.named.id ?? a.positional[0];
    return id && /^[\w-]+$/.test(id)
      ? { url: `https://www.youtube.com/watch?v=${id}`, label: a.named.title ?? 'YouTube' }
      : undefined;
  },
  vimeo: (a) => {
    const id = a.named.id ?? a.positional[0];
    return id && /^\d+$/.test(id)
      ? { url: `https://vimeo.com/${id}`, label: a.named.title ?? 'Vimeo' }
      : undefined;
  },
  gist: (a) => {
    const [user, id] = a.positional;
    return user && id && /^[\w-]+$/.test(user) && /^[\w]+$/.test(id)
      ? { url: `https://gist.github.com/${user}/${id}`, label: `Gist ${user}/${id}` }
      : undefined;
  },
  x: (a) => {
    const user = a.named.user;
    const id = a.named.id;
    return user && id && /^\w+$/.test(user) && /^\d+$/.test(id)
      ? { url: `https://x.com/${user}/status/${id}`, label: `@${user}` }
      : undefined;
  },
  instagram: (a) => {
    const id = a.named.id ?? a.positional[0];
    return id && /^[\w-]+$/.test(id)
      ? { url: `https://www.instagram.com/p/${id}/`, label: 'Instagram' }
      : undefined;
  },
};
EMBEDS.tweet = EMBEDS.x as (typeof EMBEDS)['x'];

/** What a shortcode reads besides the body: the links to imported posts, and the page's or site's params. */
export interface ShortcodeSite extends Pick<LiquidLinks, 'post'> {
  /** `.Page.Param key` as text (the page's front matter, then the site's params); undefined when neither has it. */
  param?(key: string): string | undefined;
}

export function convertShortcodes(body: string, links: ShortcodeSite): Converted {
  if (!body.includes('{{<') && !body.includes('{{%')) return { body, converted: [], left: [] };
  const converted = new Counter();
  const left = new Counter();
  // Escaped shortcodes (`{{</* x */>}}`, how Hugo's docs show one) are kept aside as the text they print.
  const escaped: string[] = [];
  let text = body.replace(ESCAPED, (_, open: string, inner: string, close: string) => {
    escaped.push(`{{${open}${inner}${close}}}`);
    converted.add('escaped shortcode → its text');
    return `\uE002${escaped.length - 1}\uE003`;
  });
  text = text.replace(COMMENT, () => {
    converted.add('comment → dropped (Hugo shows none of it)');
    return '';
  });
  text = text.replace(DETAILS, (_, indent: string, rest: string, inner: string) => {
    const a = shortcodeArgs(rest).named;
    converted.add('details → HTML');
    const open = a.open === 'true' ? ' open' : '';
    const summary = escapeHtml(a.summary ?? 'Details');
    // Blank lines around the inner text: Markdown renders it, as Hugo's details does.
    return `${indent}<details${open}${a.class ? ` class="${escapeHtml(a.class)}"` : ''}>\n${indent}<summary>${summary}</summary>\n\n${inner.replace(/\s+$/, '')}\n\n${indent}</details>`;
  });
  text = text.replace(HIGHLIGHT, (...m) => {
    const [, indent, , language, options, code] = m as string[];
    converted.add('highlight → code fence');
    if (/\S/.test(options as string)) converted.add(`${(options as string).trim()} → dropped`);
    return codeFence(indent as string, language as string, code as string);
  });
  text = text.replace(
    SHORTCODE,
    (whole, _delim: string, closing: string, name: string, rest: string, at: number, all: string) => {
      if (closing) return whole;
      const args = shortcodeArgs(rest);
      if (name === 'ref' || name === 'relref') {
        const target = args.named.path ?? args.positional[0];
        // In a Markdown link's destination the post's file (the build writes its URL); in an HTML
        // attribute, or as text (Hugo printed the URL), its full URL.
        const before = all.slice(Math.max(0, at - 4), at);
        const destination = /\]\([ \t]*<?$/.test(before) || /\]:[ \t]*<?$/.test(before);
        const link =
          target === undefined
            ? undefined
            : links.post(target, 'link', inHtmlAttribute(all, at) || !destination);
        if (link === undefined) return whole;
        converted.add(`${name} → link`);
        return link;
      }
      if (name === 'param') {
        const key = args.named.name ?? args.positional[0];
        const value = key === undefined ? undefined : links.param?.(key);
        if (value === undefined) return whole;
        converted.add('param → its value');
        // Hugo's template escapes the value for HTML; Markdown shows the escaped text as written.
        return escapeHtml(value);
      }
      if (name === 'figure') {
        const made = figure(args);
        if (made === undefined) return whole;
        converted.add('figure → HTML');
        return made;
      }
      const embed = EMBEDS[name]?.(args);
      if (embed) {
        converted.add(`${name} → link`);
        return `[${embed.label.replace(/([[\]\\])/g, '\\$1')}](${embed.url})`;
      }
      return whole;
    },
  );
  for (const m of text.matchAll(SHORTCODE)) if (!m[2]) left.add(m[3] as string);
  text = text.replace(/\uE002(\d+)\uE003/g, (_, i: string) => escaped[Number(i)] as string);
  return { body: text, converted: converted.list(), left: left.list() };
}

let inlineMarkdown: InstanceType<ReturnType<typeof markdownIt>> | undefined;

/** Hugo's `markdownify` of a short text: inline Markdown as HTML, raw HTML in it escaped (Goldmark's default omits it). */
function markdownify(text: string): string {
  inlineMarkdown ??= new (markdownIt())({ html: false, linkify: false, typographer: false });
  return inlineMarkdown.renderInline(text);
}

/** Hugo's `figure` as the HTML it writes (src, link, target, rel, alt, title, caption, width, height, class). */
function figure(args: Args): string | undefined {
  const a = args.named;
  if (!a.src) return undefined;
  const attr = (name: string, value: string | undefined) =>
    value === undefined || value === '' ? '' : ` ${name}="${escapeHtml(value)}"`;
  // The caption is Markdown (markdownify); the alt it stands in for is its plain text (plainify).
  const caption = a.caption ? markdownify(a.caption) : undefined;
  const alt = a.alt !== undefined ? escapeHtml(a.alt) : (caption?.replace(/<[^>]*>/g, '') ?? '');
  let img = `<img src="${escapeHtml(a.src)}" alt="${alt}"${attr('width', a.width)}${attr('height', a.height)}>`;
  if (a.link)
    img = `<a href="${escapeHtml(a.link)}"${attr('target', a.target)}${attr('rel', a.rel)}>${img}</a>`;
  const below =
    a.title || caption
      ? `\n<figcaption>${a.title ? `<h4>${escapeHtml(a.title)}</h4>` : ''}${caption ? `<p>${caption}</p>` : ''}</figcaption>`
      : '';
  return `<figure${attr('class', a.class)}>\n${img}${below}\n</figure>`;
}
