import { ENDPOINTS } from '../endpoints.js';
import type { BuildOutput } from '../input.js';

/** What the developer portal's template receives for one endpoint (docs/pages.md). */
export interface PortalEndpoint {
  id: string;
  path: string;
  url: string;
  operation_id: string;
  summary: string;
  description: string;
  schema: string;
  fields: { name: string; type: string; required: boolean; description: string }[];
  example: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as published, read by shape.
type Json = any;

/**
 * The endpoints as the published OpenAPI document describes them (its `paths` in the endpoint table's
 * order, aliases left out), each with the fields of its 200 body and an abridged example body from
 * this very build. Reading the document rather than the schemas keeps the portal and the contract one.
 */
export function portalEndpoints(openapi: Json, built: BuildOutput, base: string): PortalEndpoint[] {
  const bodies = new Map(built.map((f) => [f.path, f.content]));
  const schemas: Record<string, Json> = openapi.components?.schemas ?? {};
  const out: PortalEndpoint[] = [];
  for (const row of ENDPOINTS) {
    const operation = openapi.paths?.[row.path]?.get;
    if (!operation) continue;
    const ref: string = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref ?? '';
    const name = ref.slice(ref.lastIndexOf('/') + 1);
    const schema = schemas[name] ?? {};
    const required = new Set<string>(schema.required ?? []);
    const body = bodies.get(row.path);
    out.push({
      id: operation.operationId,
      path: row.path,
      url: `${base}${row.path}`,
      operation_id: operation.operationId,
      summary: operation.summary ?? '',
      description: operation.description ?? '',
      schema: name,
      // The OpenAPI document's own schema says little; its fields are the OpenAPI specification's.
      fields: name === 'OpenApiSpec' ? [] : fieldsOf(schema, required),
      example: typeof body === 'string' ? abridge(body) : '',
    });
  }
  return out;
}

function fieldsOf(schema: Json, required: Set<string>): PortalEndpoint['fields'] {
  return Object.entries<Json>(schema.properties ?? {}).map(([name, value]) => ({
    name,
    type: typeOf(value),
    required: required.has(name),
    description: value.description ?? '',
  }));
}

function typeOf(schema: Json): string {
  if (schema.$ref) return String(schema.$ref).slice(String(schema.$ref).lastIndexOf('/') + 1);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf).map(typeOf).join(' | ');
  return schema.format ? `${schema.type} (${schema.format})` : (schema.type ?? 'any');
}

/** A body cut to what shows its shape: two items of each list, short strings, three levels deep. */
export function abridge(text: string): string {
  const cut = (value: Json, depth: number): Json => {
    if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
    if (Array.isArray(value)) {
      const head = value.slice(0, 2).map((v) => cut(v, depth + 1));
      return value.length > 2 ? [...head, `… ${value.length - 2} more`] : head;
    }
    if (value === null || typeof value !== 'object') return value;
    if (depth >= 3) return '{…}';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v, depth + 1)]));
  };
  return JSON.stringify(cut(JSON.parse(text), 0), null, 2);
}
