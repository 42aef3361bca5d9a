import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { liquid, markdownIt } from '../ground/lazy.js';

/**
 * A Jekyll site's own includes (`_includes/`), rendered into the posts that use them: what Jekyll
 * published for `{% include figure.html url="/a.png" %}` was the include's HTML, so that is what the
 * imported post holds. liquidjs renders them with Jekyll's include semantics (`include.url`), from the
 * files of `_includes/` read into memory first: no other file is read (a link out of the folder is
 * skipped), nothing is run but the template language, and a render is bounded in time and memory.
 * A theme gem's includes are not in the site's folder: those tags stay as they are.
 */

/**
 * The includes of the two themes most Korean Jekyll blogs use, which live in the theme's gem, not in
 * the site's folder: written here (not copied) to give what they showed. minimal-mistakes' `figure`
 * (image_path, alt, caption, class) and `video` (id, provider), Chirpy's `embed/youtube.html` and
 * friends. A video becomes a link: site-api's pages load nothing from other sites.
 */
const VIDEO = {
  youtube: { url: 'https://www.youtube.com/watch?v=', name: 'YouTube' },
  vimeo: { url: 'https://vimeo.com/', name: 'Vimeo' },
  bilibili: { url: 'https://www.bilibili.com/video/', name: 'Bilibili' },
};
const videoLink = (provider: keyof typeof VIDEO, id: string) =>
  `<p><a href="${VIDEO[provider].url}{{ ${id} | url_encode }}">${VIDEO[provider].name}</a></p>`;
const THEME_INCLUDES: Record<string, string> = {
  figure: `<figure{% if include.class %} class="{{ include.class | escape }}"{% endif %}>
<img src="{{ include.image_path | relative_url | escape }}" alt="{{ include.alt | escape }}">
{% if include.caption %}<figcaption>{{ include.caption | markdownify | remove: "<p>" | remove: "</p>" }}</figcaption>{% endif %}
</figure>`,
  // Another provider: an include that does not exist, so the render fails and the tag stays, named.
  video: `{% case include.provider %}{% when "youtube" %}${videoLink('youtube', 'include.id')}{% when "vimeo" %}${videoLink('vimeo', 'include.id')}{% else %}{% include video-provider-not-known %}{% endcase %}`,
  'embed/youtube.html': videoLink('youtube', 'include.id'),
  'embed/vimeo.html': videoLink('vimeo', 'include.id'),
  'embed/bilibili.html': videoLink('bilibili', 'include.id'),
};

/** What one include file may weigh, and all of them: a site's own are a few kB. */
const FILE_LIMIT = 256 * 1024;
const TOTAL_LIMIT = 4 * 1024 * 1024;

export interface IncludeRenderer {
  /** What a Liquid text (an include tag, a body) renders to, or the reason it cannot be known. */
  render(tag: string, page: Record<string, unknown>): { html: string } | { why: string };
  /** Whether `_includes/` holds a file of that name. */
  has(name: string): boolean;
}

/** The renderer of a site's Liquid, with its `_includes/` (none when it has no such folder). */
export function includeRenderer(folder: string, site: Record<string, unknown>): IncludeRenderer {
  // The site's own files win: a theme's include it overrides is the site's.
  const templates = { ...THEME_INCLUDES, ...(readIncludes(join(folder, '_includes')) ?? {}) };
  const { Liquid } = liquid();
  const engine = new Liquid({
    templates,
    jekyllInclude: true,
    dynamicPartials: false,
    strictFilters: false,
    strictVariables: false,
    parseLimit: 1_000_000,
    renderLimit: 1_000,
    memoryLimit: 10_000_000,
  });
  // Jekyll's own filters an include may use; a filter liquidjs lacks passes its value through.
  const md = new (markdownIt())({ html: true });
  const path = (value: unknown) => {
    const text = String(value ?? '');
    return /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/') ? text : `/${text}`;
  };
  engine.registerFilter('relative_url', path);
  engine.registerFilter('absolute_url', path);
  engine.registerFilter('markdownify', (value: unknown) => md.render(String(value ?? '')).trim());
  engine.registerFilter('jsonify', (value: unknown) => JSON.stringify(value ?? null));
  return {
    has: (name) => Object.hasOwn(templates, name),
    render(tag, page) {
      try {
        return { html: engine.parseAndRenderSync(tag, { site, page }) as string };
      } catch (error) {
        return { why: (error as Error).message.split('\n')[0] as string };
      }
    },
  };
}

/** Every file of `_includes/` by its name there (`post/figure.html`); undefined when there is no folder. */
function readIncludes(dir: string): Record<string, string> | undefined {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    return undefined;
  }
  const templates: Record<string, string> = {};
  let total = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    const name = relative(root, file).split(sep).join('/');
    if (name.split('/').some((part) => part.startsWith('.'))) continue;
    try {
      // A symbolic link is followed only to a file inside the folder.
      if (lstatSync(file).isSymbolicLink() && !realpathSync(file).startsWith(root + sep)) continue;
      const text = readFileSync(file);
      if (text.length > FILE_LIMIT || total + text.length > TOTAL_LIMIT) continue;
      total += text.length;
      templates[name] = text.toString('utf8');
    } catch {
      // A folder, or a file that cannot be read: not an include.
    }
  }
  return templates;
}

/**
 * An include's HTML as a Markdown block: each line without its indentation and the blank lines the
 * template's tags left dropped, since in Markdown a blank line ends an HTML block and an indented
 * line after it is code. Output holding `<pre>` or `<textarea>` keeps its lines as they are.
 */
export function asBlock(html: string): string {
  if (/<(pre|textarea)\b/i.test(html)) return html.trim();
  return html
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
