import type { ValidateFunction } from 'ajv';
import * as validators from '../generated/validators.js';

/** A schema of `schemas/`, by folder and file name without `.schema.json`: `content/post`, `api/post-list`. */
export type SchemaName = `api/${string}` | `content/${string}`;

/** The validator of a schema, compiled ahead of time by scripts/gen.mjs. */
export function validatorFor(name: SchemaName): ValidateFunction {
  const fn = (validators as Record<string, ValidateFunction>)[name.replace('/', '_').replaceAll('-', '_')];
  if (!fn) throw new Error(`No validator for schema ${name}; run \`npm run gen\`.`);
  return fn;
}
