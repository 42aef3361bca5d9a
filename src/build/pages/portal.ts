import { ENDPOINTS } from '../endpoints.js';
import { html } from '../markdown.js';

/** What the developer portal's template receives for one endpoint (docs/pages.md). */
export interface PortalEndpoint {
  id: string;
  path: string;
  url: string;
  operation_id: string;
  summary: string;
  description: string;
  /** `description` as HTML (its code spans as `<code>`: see inlineHtml). */
  description_html: string;
  /** The 200 body's schema, then the schemas its fields refer to (one level: Post for PostList). */
  schemas: { name: string; fields: Field[] }[];
  example: string | null;
}

interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
  description_html: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as published, read by shape.
type Json = any;

/**
 * The endpoints as the published OpenAPI document describes them (its `paths` in the endpoint table's
 * order, aliases left out), each with the fields of its 200 body and an abridged example body from
 * this very build (`documents`: the API's documents, files/api.ts). Reading the document rather than
 * the schemas keeps the portal and the contract one.
 */
export function portalEndpoints(
  openapi: Json,
  documents: readonly { path: string; value: () => unknown }[],
  base: string,
): PortalEndpoint[] {
  const bodies = new Map(documents.map((d) => [d.path, d.value]));
  const schemas: Record<string, Json> = openapi.components?.schemas ?? {};
  const out: PortalEndpoint[] = [];
  for (const row of ENDPOINTS) {
    const operation = openapi.paths?.[row.path]?.get;
    if (!operation) continue;
    const ref: string = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref ?? '';
    const name = ref.slice(ref.lastIndexOf('/') + 1);
    const body = bodies.get(row.path);
    out.push({
      id: operation.operationId,
      path: row.path,
      url: `${base}${row.path}`,
      operation_id: operation.operationId,
      summary: operation.summary ?? '',
      description: operation.description ?? '',
      description_html: inlineHtml(operation.description ?? ''),
      // The OpenAPI document's own schema says little; its fields are the OpenAPI specification's.
      schemas: name === 'OpenApiSpec' ? [] : schemasOf(name, schemas),
      example: body === undefined ? null : abridge(body()),
    });
  }
  return out;
}

function schemasOf(name: string, all: Record<string, Json>): PortalEndpoint['schemas'] {
  const fieldsOf = (schema: Json): Field[] => {
    const required = new Set<string>(schema.required ?? []);
    return Object.entries<Json>(schema.properties ?? {}).map(([field, value]) => ({
      name: field,
      type: typeOf(value),
      required: required.has(field),
      description: value.description ?? '',
      description_html: inlineHtml(value.description ?? ''),
    }));
  };
  const top = all[name] ?? {};
  const out = [{ name, fields: fieldsOf(top) }];
  // A list's items are what a client reads most: their schema gets its own table.
  for (const value of Object.values<Json>(top.properties ?? {})) {
    const ref: string | undefined = value.items?.$ref;
    const item = ref?.slice(ref.lastIndexOf('/') + 1);
    if (item && all[item]?.properties && !out.some((s) => s.name === item))
      out.push({ name: item, fields: fieldsOf(all[item]) });
  }
  return out;
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

/**
 * A body cut to what shows its shape: two items of each list, short strings, three levels deep. Of
 * the value itself, not of its JSON text (at 10,000 posts, writing and reading posts.json again cost
 * ~0.2 s): the same, for values JSON writes as they are (plain objects, arrays, strings, numbers,
 * booleans, null; a key whose value is undefined is left out either way).
 */
export function abridge(value: unknown): string {
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
  return JSON.stringify(cut(value, 0), null, 2);
}

/**
 * An OpenAPI description (CommonMark, as the specification has it) as HTML for the portal: escaped,
 * each code span (`method_not_allowed`) a `<code>`; the document's descriptions use nothing else.
 * Shown as plain text, the backticks were printed as they are.
 */
export function inlineHtml(text: string): string {
  return html(text).replace(/`([^`\n]+)`/g, '<code>$1</code>');
}
