import type { ValidateFunction } from 'ajv';

const ROOT = 'urn:site-api:openapi';

/**
 * The 200 response schema of each path, and the Error schema, compiled from the site's own OpenAPI
 * document (which is what a client of that site reads), with ajv loaded only here.
 */
export async function responseSchemas(
  openapi: unknown,
  paths: readonly string[],
): Promise<Map<string, ValidateFunction> | undefined> {
  // biome-ignore lint/suspicious/noExplicitAny: a remote OpenAPI document, read defensively.
  const doc = openapi as any;
  if (typeof doc?.components?.schemas !== 'object' || typeof doc?.paths !== 'object') return undefined;
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const { default: addFormats } = await import('ajv-formats');
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  (addFormats as unknown as (a: unknown) => void)(ajv);
  // Refs point at #/components/schemas/…; ajv resolves $defs, so the schemas are moved there.
  const rewrite = (value: unknown, prefix: string) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${prefix}#/$defs/`));
  const out = new Map<string, ValidateFunction>();
  try {
    ajv.addSchema({ $id: ROOT, $defs: rewrite(doc.components.schemas, '') });
    for (const path of paths) {
      const schema = doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      if (schema) out.set(path, ajv.compile(rewrite(schema, ROOT)));
    }
    if (doc.components.schemas.Error) out.set('#error', ajv.compile({ $ref: `${ROOT}#/$defs/Error` }));
  } catch {
    return undefined;
  }
  return out;
}
