import { basePathOf, CACHE_CONTROL, cacheControlOf } from '../edge/handler.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import { type Artifact, type ArtifactSet, artifact, joinBytes } from './artifacts.js';

/**
 * The files a host needs beside the published ones, which are not themselves published: the edge
 * worker, its configuration example, `_headers` for hosts that serve the files without the worker,
 * `.assetsignore` so the Workers asset upload leaves these out, and `.nojekyll` so GitHub Pages serves
 * the folder as it is. Pure: the worker's code (the
 * compiled text of src/edge/handler.ts) comes in as a value.
 */
export function hostFiles(
  artifacts: ArtifactSet,
  edgeSource: string,
  carry: Carry = NO_CARRY,
): Map<string, Artifact> {
  // `_headers` reads the paths and types alone; within --watch it is the last build's while they are
  // the same (the registry's carried order makes them the very strings of the last build).
  const shape: string[] = [];
  if (carry !== NO_CARRY) for (const [path, file] of artifacts) shape.push(path, file.contentType);
  return new Map([
    ['/_worker.js', artifact(workerBytes(artifacts, edgeSource, carry), 'text/javascript; charset=utf-8')],
    [
      '/_headers',
      carry.get('host/headers', shape, () => artifact(headersText(artifacts), 'text/plain; charset=utf-8')),
    ],
    ['/wrangler.example.jsonc', artifact(WRANGLER, 'application/jsonc; charset=utf-8')],
    ['/.assetsignore', artifact(ASSETS_IGNORE, 'text/plain; charset=utf-8')],
    // GitHub Pages runs Jekyll over a branch it serves unless this file is there, and Jekyll drops
    // every name that starts with `_`: the hash list (`/_site-api/files.json`) would not be served.
    ['/.nojekyll', artifact('', 'text/plain; charset=utf-8')],
  ]);
}

/**
 * The site's base URL, as the API index states it (its `openapi` URL is the base URL + /openapi.json);
 * undefined for a build without an index. The one place a build's files say where they are published.
 */
export function baseUrlOf(artifacts: ArtifactSet): string | undefined {
  const index = artifacts.get('/api/index.json');
  if (!index) return undefined;
  try {
    const url = JSON.parse(new TextDecoder().decode(index.bytes)).openapi;
    return typeof url === 'string' && url.endsWith('/openapi.json')
      ? url.slice(0, -'/openapi.json'.length)
      : undefined;
  } catch {
    return undefined;
  }
}

export const COMPATIBILITY_DATE = '2025-09-01';

/**
 * One ES module: the edge code as compiled (its `export`s dropped, so the module's only export is
 * the worker), the routing table of the published files, and the 404 page, which is inlined because
 * asset hosts rewrite `.html` URLs. Bodies come from the `ASSETS` binding (Workers static assets,
 * or Pages' advanced mode).
 */
function workerBytes(artifacts: ArtifactSet, edgeSource: string, carry: Carry): Buffer {
  // Within --watch (ground/carry.ts): the code is the last build's while the compiled edge is the same, each
  // row while its artifact is, and what follows the table while the 404 page, the redirects and the
  // index are. Only the table is joined again.
  const head = carry.get('host/code', [edgeSource], () => {
    const code = edgeSource
      .replace(/^export (function|const|async function|class|let) /gm, '$1 ')
      .replace(/^export \{\};?\s*$/gm, '')
      .replace(/^\/\/# sourceMappingURL=.*$/gm, '')
      .trim();
    return Buffer.from(`// The edge worker of this site's API, written by \`site-api build\`. Do not edit: rebuild.
// Deploy it with the files beside it: see wrangler.example.jsonc, or Cloudflare Pages (advanced mode).
${code}

const FILES = [
`);
  });
  const redirects = artifacts.get('/_redirects');
  const served = [...artifacts].filter(([path]) => path !== '/_redirects');
  const rows = carry.each(
    'host/row',
    [],
    served.map(([, file]) => file),
    (file, i) =>
      Buffer.from(
        `  ${JSON.stringify([served[i]?.[0], { contentType: file.contentType, etag: file.etag, size: file.size }])},`,
      ),
  );
  const notFound = artifacts.get('/404.html');
  const index = artifacts.get('/api/index.json');
  const tail = carry.get('host/tail', [notFound, redirects, index], () => {
    let documentationUrl: string | undefined;
    if (index) documentationUrl = JSON.parse(new TextDecoder().decode(index.bytes)).openapi;
    const base = baseUrlOf(artifacts);
    return Buffer.from(`
];
const NOT_FOUND_PAGE = ${notFound ? `new TextEncoder().encode(${JSON.stringify(new TextDecoder().decode(notFound.bytes))})` : 'undefined'};
const REDIRECTS = ${redirects ? `parseRedirects(${JSON.stringify(new TextDecoder().decode(redirects.bytes))})` : '[]'};
const route = createRouter(FILES, {
  notFoundPage: NOT_FOUND_PAGE,
  documentationUrl: ${JSON.stringify(documentationUrl)},
  // The files sit at the root of the assets; requests arrive under the base URL's path.
  basePath: ${JSON.stringify(base ? basePathOf(base) : '')},
  redirects: REDIRECTS,
});

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
`);
  });
  return joinBytes(rows, NEWLINE, head, tail);
}

const NEWLINE = Buffer.from('\n');

/**
 * `_headers` (Cloudflare Pages and Workers assets): CORS, caching and exact content types for hosts that
 * serve the files directly. Each top-level folder gets one `/folder/*` rule for its most common type, and
 * only the files of another type get their own rule, which first detaches the folder's (`! Content-Type`;
 * two matching rules would otherwise join their values). So the file stays far under Cloudflare's 100
 * rules at any number of posts. ETags and 304s are the host's own there.
 */
function headersText(artifacts: ArtifactSet): string {
  const folders = new Map<string, Map<string, number>>();
  for (const [path, file] of artifacts) {
    const folder = folderOf(path);
    if (folder === undefined) continue;
    const types = folders.get(folder) ?? new Map<string, number>();
    types.set(file.contentType, (types.get(file.contentType) ?? 0) + 1);
    folders.set(folder, types);
  }
  const usual = new Map<string, string>();
  for (const [folder, types] of folders) {
    // Most files first; a tie goes to the type that sorts first, so the output never depends on order.
    const [type] = [...types].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0] ?? [];
    if (type) usual.set(folder, type);
  }
  const rules: string[] = [
    `/*\n  Access-Control-Allow-Origin: *\n  Access-Control-Expose-Headers: ETag\n  Cache-Control: ${CACHE_CONTROL}\n  X-Content-Type-Options: nosniff`,
  ];
  // A folder holding HTML pages gets no `/folder/*` rule: a page is requested as `/blog/a`, which such
  // a rule would match. Its pages need none (every host serves `.html` as text/html); its other files
  // get one rule per folder and extension (`/blog/:name.md`), so the count stays far under 100.
  const paged = new Set<string>();
  for (const [path, file] of artifacts) {
    const folder = folderOf(path);
    if (folder !== undefined && file.contentType.startsWith('text/html')) paged.add(folder);
  }
  const patterns = new Map<string, string>();
  for (const [folder, type] of usual)
    if (!paged.has(folder)) rules.push(`${encodeURI(folder)}/*\n  Content-Type: ${type}`);
  for (const [path, file] of artifacts) {
    const folder = folderOf(path);
    if (folder !== undefined && paged.has(folder)) {
      if (file.contentType.startsWith('text/html')) continue;
      const pattern = patternOf(path);
      if (pattern && (patterns.get(pattern) ?? file.contentType) === file.contentType) {
        if (!patterns.has(pattern)) rules.push(`${encodeURI(pattern)}\n  Content-Type: ${file.contentType}`);
        patterns.set(pattern, file.contentType);
      } else rules.push(`${encodeURI(path)}\n  Content-Type: ${file.contentType}`);
    } else if (folder === undefined) rules.push(`${encodeURI(path)}\n  Content-Type: ${file.contentType}`);
    else if (usual.get(folder) !== file.contentType)
      rules.push(`${encodeURI(path)}\n  ! Content-Type\n  Content-Type: ${file.contentType}`);
  }
  // A file cached otherwise (the hash list, revalidated on every request) detaches the `/*` rule's.
  for (const path of artifacts.keys()) {
    const cache = cacheControlOf(path);
    if (cache !== CACHE_CONTROL)
      rules.push(`${encodeURI(path)}\n  ! Cache-Control\n  Cache-Control: ${cache}`);
  }
  return `# Written by \`site-api build\` for hosts that serve these files without the edge worker.\n${rules.join('\n\n')}\n`;
}

/** `/blog/tags/:name.md` for `/blog/tags/a.md` (a placeholder matches one segment); undefined without an extension. */
function patternOf(path: string): string | undefined {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? `${path.slice(0, slash)}/:name${path.slice(dot)}` : undefined;
}

/** `/blog` for `/blog/tags/a.md`; undefined for a file at the top. */
function folderOf(path: string): string | undefined {
  const slash = path.indexOf('/', 1);
  return slash < 0 ? undefined : path.slice(0, slash);
}

const WRANGLER = `// Cloudflare Workers with static assets: the worker answers every request and reads the files
// through the ASSETS binding. Deploy this folder as it is:
//   npx wrangler deploy --config dist/wrangler.example.jsonc
// Try it locally, keeping wrangler's state out of the folder it watches (state written into dist/
// would be seen as a change and reload the worker forever):
//   npx wrangler dev --config dist/wrangler.example.jsonc --persist-to .wrangler/state
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

// .wrangler: wrangler's local state, never an asset, and never a reason for wrangler dev to reload.
const ASSETS_IGNORE = `_worker.js
wrangler.example.jsonc
.assetsignore
.nojekyll
.site-api-manifest.json
.wrangler
`;
