/**
 * The HTTP part of the OpenAPI document: the headers and the shared responses of the edge, as
 * src/edge/handler.ts answers them (docs/edge.md has the table). Kept beside openapi.ts so that a change
 * to the edge's headers has one place to be described.
 */
const string = (description: string, extra: Record<string, unknown> = {}) => ({
  description,
  schema: { type: 'string', ...extra },
});

export const HEADERS = {
  ETag: string(
    'Strong validator of the exact bytes served. A compressed response has its own (`"<hash>-br"`, `"<hash>-gzip"`); If-None-Match with any of them is answered 304.',
  ),
  'Cache-Control': string(
    '`public, max-age=3600` on files and 304s; `public, max-age=60` on 404; `no-store` on 405 and 406.',
  ),
  Vary: string(
    '`Accept` on JSON documents (the answer may be a 406), and `Accept-Encoding` where the server compresses: a shared cache keeps one copy per value.',
  ),
  'Access-Control-Allow-Origin': string('Always `*`, on every response.', { const: '*' }),
  'Access-Control-Expose-Headers': string('Always `ETag`, so that browser code can read it.', {
    const: 'ETag',
  }),
  'Content-Encoding': string(
    '`br` or `gzip` when the client asked for it (Accept-Encoding) and the file is compressed; absent for the raw bytes.',
    { enum: ['br', 'gzip'] },
  ),
  'Content-Length': { description: 'Length of the body a GET would answer.', schema: { type: 'integer' } },
  Allow: string('The methods of every path.', { const: 'GET, HEAD, OPTIONS' }),
  'Access-Control-Allow-Methods': string('The methods of every path.', { const: 'GET, HEAD, OPTIONS' }),
  'Access-Control-Allow-Headers': string('The request headers a browser may send.', {
    const: 'If-None-Match, Accept',
  }),
  'Access-Control-Max-Age': string('Seconds a browser may remember this preflight.', { const: '86400' }),
};

const refs = (...names: (keyof typeof HEADERS)[]) =>
  Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
const CORS = refs('Access-Control-Allow-Origin', 'Access-Control-Expose-Headers');
const error = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

export const RESPONSES = {
  NotModified: {
    description: 'Your copy (If-None-Match) is current. No body.',
    headers: refs(
      'ETag',
      'Cache-Control',
      'Vary',
      'Access-Control-Allow-Origin',
      'Access-Control-Expose-Headers',
    ),
  },
  NotFound: {
    description: 'No such resource.',
    headers: { ...CORS, ...refs('Cache-Control', 'Vary') },
    content: error,
  },
  NotFoundHead: {
    description: 'No such resource (the headers of the GET, no body).',
    headers: { ...CORS, ...refs('Cache-Control', 'Vary') },
  },
  NotAcceptable: {
    description:
      'The Accept header admits neither `application/json`, `application/*` nor `*/*` (q > 0). Send `Accept: application/json`, or no Accept header. Error code `not_acceptable`.',
    headers: { ...CORS, ...refs('Cache-Control', 'Vary') },
    content: error,
  },
  NotAcceptableHead: {
    description: 'As for GET: the Accept header admits no JSON (the headers only).',
    headers: { ...CORS, ...refs('Cache-Control', 'Vary') },
  },
  Preflight: {
    description: 'Cross-origin GET and HEAD are allowed from any origin, with If-None-Match and Accept.',
    headers: {
      ...CORS,
      ...refs(
        'Access-Control-Allow-Methods',
        'Access-Control-Allow-Headers',
        'Access-Control-Max-Age',
        'Allow',
        'Cache-Control',
      ),
    },
  },
};
