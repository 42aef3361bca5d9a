import { type Artifact, type ArtifactSet, artifact } from './artifacts.js';

/**
 * The files a host needs beside the published ones, which are not themselves published: the edge
 * worker, its configuration example, `_headers` for hosts that serve the files without the worker,
 * and `.assetsignore` so the Workers asset upload leaves these out. Pure: the worker's code (the
 * compiled text of src/edge/handler.ts) comes in as a value.
 */
export function hostFiles(artifacts: ArtifactSet, edgeSource: string): Map<string, Artifact> {
  return new Map([
    ['/_worker.js', artifact(workerText(artifacts, edgeSource), 'text/javascript; charset=utf-8')],
    ['/_headers', artifact(headersText(artifacts), 'text/plain; charset=utf-8')],
    ['/wrangler.example.jsonc', artifact(WRANGLER, 'application/jsonc; charset=utf-8')],
    ['/.assetsignore', artifact(ASSETS_IGNORE, 'text/plain; charset=utf-8')],
  ]);
}

export const COMPATIBILITY_DATE = '2025-09-01';

/**
 * One ES module: the edge code as compiled (its `export`s dropped, so the module's only export is
 * the worker), the routing table of the published files, and the 404 page, which is inlined because
 * asset hosts rewrite `.html` URLs. Bodies come from the `ASSETS` binding (Workers static assets,
 * or Pages' advanced mode).
 */
function workerText(artifacts: ArtifactSet, edgeSource: string): string {
  const code = edgeSource
    .replace(/^export (function|const|async function|class|let) /gm, '$1 ')
    .replace(/^export \{\};?\s*$/gm, '')
    .replace(/^\/\/# sourceMappingURL=.*$/gm, '')
    .trim();
  const files = [...artifacts].map(([path, file]) => [
    path,
    { contentType: file.contentType, etag: file.etag, size: file.bytes.byteLength },
  ]);
  const notFound = artifacts.get('/404.html');
  const index = artifacts.get('/api/index.json');
  let documentationUrl: string | undefined;
  if (index) documentationUrl = JSON.parse(new TextDecoder().decode(index.bytes)).openapi;
  return `// The edge worker of this site's API, written by \`site-api build\`. Do not edit: rebuild.
// Deploy it with the files beside it: see wrangler.example.jsonc, or Cloudflare Pages (advanced mode).
${code}

const FILES = [
${files.map((row) => `  ${JSON.stringify(row)},`).join('\n')}
];
const NOT_FOUND_PAGE = ${notFound ? `new TextEncoder().encode(${JSON.stringify(new TextDecoder().decode(notFound.bytes))})` : 'undefined'};
const route = createRouter(FILES, { notFoundPage: NOT_FOUND_PAGE, documentationUrl: ${JSON.stringify(documentationUrl)} });

async function readAsset(env, path, request) {
  // Each segment encoded: a tag slug may hold '#', '?' or '%', which a URL would otherwise read as syntax.
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const response = await env.ASSETS.fetch(new Request(new URL(encoded, request.url)));
  if (!response.ok) throw new Error(\`the asset \${path} answered \${response.status}: deploy the built folder with the worker\`);
  return response.body;
}

let handler;
export default {
  fetch(request, env) {
    handler ??= createFetchHandler(route, (path, request) => readAsset(env, path, request));
    return handler(request);
  },
};
`;
}

/**
 * `_headers` (Cloudflare Pages and Workers assets, Netlify): CORS, caching and exact content types for
 * hosts that serve the files directly. A folder whose files share one type gets one `/folder/*` rule,
 * so the file stays small at any number of posts. ETags and 304s are the host's own there.
 */
function headersText(artifacts: ArtifactSet): string {
  const folders = new Map<string, Set<string>>();
  for (const [path, file] of artifacts) {
    const slash = path.indexOf('/', 1);
    if (slash < 0) continue;
    const folder = path.slice(0, slash);
    if (!folders.has(folder)) folders.set(folder, new Set());
    folders.get(folder)?.add(file.contentType);
  }
  const rules: string[] = [
    `/*\n  Access-Control-Allow-Origin: *\n  Access-Control-Expose-Headers: ETag\n  Cache-Control: public, max-age=3600\n  X-Content-Type-Options: nosniff`,
  ];
  for (const [folder, types] of folders) {
    if (types.size === 1) rules.push(`${encodeURI(folder)}/*\n  Content-Type: ${[...types][0]}`);
  }
  for (const [path, file] of artifacts) {
    const slash = path.indexOf('/', 1);
    if (slash >= 0 && folders.get(path.slice(0, slash))?.size === 1) continue;
    rules.push(`${encodeURI(path)}\n  Content-Type: ${file.contentType}`);
  }
  return `# Written by \`site-api build\` for hosts that serve these files without the edge worker.\n${rules.join('\n\n')}\n`;
}

const WRANGLER = `// Cloudflare Workers with static assets: the worker answers every request and reads the files
// through the ASSETS binding. Deploy this folder as it is:
//   npx wrangler deploy --config dist/wrangler.example.jsonc
// or copy this file next to your project as wrangler.jsonc and make the two paths relative to it.
{
  "name": "site-api",
  "main": "_worker.js",
  "compatibility_date": "${COMPATIBILITY_DATE}",
  "assets": {
    "directory": ".",
    "binding": "ASSETS",
    "run_worker_first": true,
    "html_handling": "none",
    "not_found_handling": "none"
  }
}
`;

const ASSETS_IGNORE = `_worker.js
wrangler.example.jsonc
.assetsignore
.site-api-manifest.json
`;
