import type { BuildInput, BuildOutput } from '../input.js';
import { html } from '../markdown.js';
import { textFor } from '../pages/text.js';
import { aliasPageFile, urlsFor } from '../pages/urls.js';

/**
 * A page at each old path of a post (its aliases) that sends the reader on to the post: a `refresh`
 * of no delay, a canonical link for search engines, and a plain link for anything that follows
 * neither. The 301 of `_redirects` is what the edge worker, `serve` and Cloudflare Pages answer (a
 * redirect is applied before a file at its path); these pages are for the hosts that do not read that
 * file (GitHub Pages, nginx, Apache, S3 website hosting), where the old URLs would otherwise answer
 * 404, as Hugo and jekyll-redirect-from write them. Each is the folder index of its path, as every
 * page is (`/2019/05/old/` → `/2019/05/old/index.html`). Not written with `pages: false`: the owner's
 * own generator makes the HTML.
 */
export function aliasPageFiles({ data }: BuildInput): BuildOutput {
  const { config } = data;
  if (config.pages === false) return [];
  const urls = urlsFor(config.base_url);
  const text = textFor(config.language);
  const out: BuildOutput = [];
  for (const post of data.posts) {
    if (post.aliases.length === 0) continue;
    const href = html(urls.href(post.path));
    const title = html(post.title);
    const content = `<!doctype html>
<html lang="${html(post.language)}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="canonical" href="${html(post.url)}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>${html(text.moved)} <a href="${href}">${title}</a></p>
</body>
</html>
`;
    for (const alias of post.aliases)
      out.push({ path: aliasPageFile(alias), content, contentType: 'text/html; charset=utf-8' });
  }
  return out;
}
