import { componentSchemas } from '../../generated/components.js';
import { JSON_TYPE, jsonText } from '../artifacts.js';
import { ENDPOINTS } from '../endpoints.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl } from '../model.js';

const TITLE: Record<string, string> = Object.fromEntries(
  Object.entries(componentSchemas).map(([title]) => [
    title.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
    title,
  ]),
);

/** The OpenAPI 3.1 document, self-contained, built from schemas/api and the endpoint table. */
export function openApiFiles({ data }: BuildInput): BuildOutput {
  const { config } = data;
  const headers = {
    ETag: { $ref: '#/components/headers/ETag' },
    'Cache-Control': { $ref: '#/components/headers/CacheControl' },
    'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  };
  const paths: Record<string, unknown> = {};
  for (const row of ENDPOINTS) {
    const schema =
      row.schema === 'openapi'
        ? { $ref: '#/components/schemas/OpenApiSpec' }
        : { $ref: `#/components/schemas/${TITLE[row.schema.slice('api/'.length)]}` };
    const operation = {
      operationId: row.operationId,
      summary: row.summary,
      description: row.description,
      parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
      responses: {
        '200': { description: row.summary, headers, content: { 'application/json': { schema } } },
        '304': { $ref: '#/components/responses/NotModified' },
        '404': { $ref: '#/components/responses/NotFound' },
      },
    };
    paths[row.path] = { get: operation };
    for (const alias of row.aliases ?? []) {
      paths[alias] = { get: { ...operation, operationId: `${row.operationId}Alias` } };
    }
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: config.api.name,
      version: config.api.version,
      ...(config.api.description ? { description: config.api.description } : {}),
      license: { name: config.license.name, url: config.license.url },
    },
    ...(config.api.documentation
      ? { externalDocs: { description: 'Developer portal', url: config.api.documentation } }
      : {}),
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: config.base_url }],
    security: [],
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
          description: 'ETags of copies you hold; a match answers 304 Not Modified without a body.',
          schema: { type: 'string' },
        },
      },
      headers: {
        ETag: { description: 'Strong validator of the exact bytes served.', schema: { type: 'string' } },
        CacheControl: { description: 'At least `public, max-age=3600`.', schema: { type: 'string' } },
        AccessControlAllowOrigin: { description: 'Always `*`.', schema: { type: 'string', const: '*' } },
      },
      responses: {
        NotModified: { description: 'Your copy (If-None-Match) is current.', headers },
        NotFound: {
          description: `No such resource. Re-read ${absoluteUrl(config.base_url, '/api/index.json')}.`,
          headers: { 'Access-Control-Allow-Origin': headers['Access-Control-Allow-Origin'] },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
  const text = jsonText(document);
  return ENDPOINTS.filter((e) => e.schema === 'openapi')
    .flatMap((e) => [e.path, ...(e.aliases ?? [])])
    .map((path) => ({ path, content: text, contentType: JSON_TYPE }));
}
