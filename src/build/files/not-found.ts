import type { BuildInput, BuildOutput } from '../input.js';
import { html } from '../markdown.js';
import { absoluteUrl } from '../model.js';

/** The HTML error page the CDN serves when a request bypasses the edge worker, for a site without pages. */
export function notFoundFiles({ data }: BuildInput): BuildOutput {
  const { config } = data;
  // With pages on, the 404 page is the theme's (pages/index.ts).
  if (config.pages !== false) return [];
  const korean = config.language.startsWith('ko');
  const text = `<!doctype html>
<html lang="${html(config.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>404 · ${html(config.title)}</title>
</head>
<body>
<h1>404</h1>
<p>${korean ? '찾는 페이지가 없습니다.' : 'There is no such page.'}</p>
<p><a href="${html(config.base_url)}/">${html(config.title)}</a> · <a href="${html(absoluteUrl(config.base_url, '/api/index.json'))}">API</a></p>
</body>
</html>
`;
  return [{ path: '/404.html', content: text, contentType: 'text/html; charset=utf-8' }];
}
