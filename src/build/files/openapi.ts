import { componentSchemas } from '../../generated/components.js';
import { JSON_TYPE, jsonText } from '../artifacts.js';
import { ENDPOINT_TAGS, ENDPOINTS, type EndpointRow } from '../endpoints.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl } from '../model.js';
import { HEADERS, RESPONSES } from './openapi-http.js';

const TITLE: Record<string, string> = Object.fromEntries(
  Object.entries(componentSchemas).map(([title]) => [
    title.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
    title,
  ]),
);

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const headerRefs = (...names: string[]) => Object.fromEntries(names.map((n) => [n, ref('headers', n)]));

/** What every answer of a published file carries (200 and 304 alike). */
const FILE_HEADERS = headerRefs(
  'ETag',
  'Cache-Control',
  'Vary',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
);

const METHODS_NOTE =
  'GET, HEAD and OPTIONS are the only methods: any other method, on any path, is answered 405 `method_not_allowed` with the Error body and `Allow: GET, HEAD, OPTIONS`.';

/**
 * The OpenAPI 3.1 document, self-contained, built from schemas/api and the endpoint table. It describes
 * what the edge (serve and the worker) really answers: GET, HEAD and the CORS preflight of every path,
 * 200, 304, 404 and 406, and the headers of each (see docs/edge.md).
 */
export function openApiFiles({ data }: BuildInput): BuildOutput {
  const { config, profile } = data;
  const paths: Record<string, unknown> = {};
  for (const row of ENDPOINTS) {
    paths[row.path] = pathItem(row, row.operationId);
    for (const alias of row.aliases ?? []) paths[alias] = pathItem(row, `${row.operationId}Alias`);
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: config.api.name,
      version: config.api.version,
      description: [config.api.description, METHODS_NOTE].filter(Boolean).join('\n\n'),
      contact: {
        name: profile.name,
        url: profile.url,
        ...(profile.email ? { email: profile.email } : {}),
      },
      license: { name: config.license.name, url: config.license.url },
    },
    ...(config.api.documentation
      ? { externalDocs: { description: 'Developer portal', url: config.api.documentation } }
      : {}),
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: config.base_url }],
    security: [],
    tags: Object.entries(ENDPOINT_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        ...componentSchemas,
        OpenApiSpec: {
          title: 'OpenApiSpec',
          description: 'An OpenAPI 3.1 document.',
          type: 'object',
          required: ['openapi', 'info', 'paths'],
          properties: {
            openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
            info: { type: 'object' },
            paths: { type: 'object' },
          },
        },
      },
      parameters: {
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description:
            'ETags of copies you hold (a list, weak or strong, or `*`); a match answers 304 Not Modified without a body.',
          schema: { type: 'string' },
        },
      },
      headers: HEADERS,
      responses: {
        ...RESPONSES,
        NotFound: {
          ...RESPONSES.NotFound,
          description: `No such resource. Re-read ${absoluteUrl(config.base_url, '/api/index.json')}. Cached for a minute only, so that a resource published later is soon found.`,
        },
      },
    },
  };
  const text = jsonText(document);
  return ENDPOINTS.filter((e) => e.schema === 'openapi')
    .flatMap((e) => [e.path, ...(e.aliases ?? [])])
    .map((path) => ({ path, content: text, contentType: JSON_TYPE }));
}

function pathItem(row: EndpointRow, operationId: string) {
  const schema =
    row.schema === 'openapi'
      ? ref('schemas', 'OpenApiSpec')
      : ref('schemas', TITLE[row.schema.slice('api/'.length)] as string);
  const common = { tags: [row.tag], parameters: [ref('parameters', 'IfNoneMatch')] };
  return {
    get: {
      operationId,
      summary: row.summary,
      description: row.description,
      ...common,
      responses: {
        '200': {
          description: row.summary,
          headers: { ...FILE_HEADERS, ...headerRefs('Content-Encoding') },
          content: { 'application/json': { schema } },
        },
        '304': ref('responses', 'NotModified'),
        '404': ref('responses', 'NotFound'),
        '406': ref('responses', 'NotAcceptable'),
      },
    },
    head: {
      operationId: `${operationId}Head`,
      summary: `${row.summary} (headers only)`,
      description: `The headers a GET of ${row.path} would answer, without the body: check the ETag or the length without downloading.`,
      ...common,
      responses: {
        '200': {
          description: `${row.summary}: the headers of the GET, no body.`,
          headers: { ...FILE_HEADERS, ...headerRefs('Content-Length', 'Content-Encoding') },
        },
        '304': ref('responses', 'NotModified'),
        '404': ref('responses', 'NotFoundHead'),
        '406': ref('responses', 'NotAcceptableHead'),
      },
    },
    options: {
      operationId: `${operationId}Preflight`,
      summary: `CORS preflight of ${row.path}`,
      description: `What a browser asks before a cross-origin request that sends If-None-Match. ${METHODS_NOTE}`,
      tags: [row.tag],
      responses: { '204': ref('responses', 'Preflight') },
    },
  };
}
