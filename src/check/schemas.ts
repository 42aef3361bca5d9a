import type { ValidateFunction } from 'ajv';
import * as validators from '../generated/validators.js';

/** A schema of `schemas/`, by folder and file name without `.schema.json`: `content/post`, `api/post-list`. */
export type SchemaName = `api/${string}` | `content/${string}`;

const found = new Map<SchemaName, ValidateFunction>();

/**
 * The validator of a schema, compiled ahead of time by scripts/gen.mjs. Looked up by its name once:
 * the check asks for one per entry (10,000 at 10,000 posts, ~15 ms of names made and looked up).
 */
export function validatorFor(name: SchemaName): ValidateFunction {
  let fn = found.get(name);
  if (fn === undefined) {
    fn = (validators as Record<string, ValidateFunction>)[name.replace('/', '_').replaceAll('-', '_')];
    if (!fn) throw new Error(`No validator for schema ${name}; run \`npm run gen\`.`);
    found.set(name, fn);
  }
  return fn;
}
