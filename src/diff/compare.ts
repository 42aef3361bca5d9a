import type { SchemaName } from '../check/schemas.js';

/**
 * The pure half of diff: what changed between the live and the built version of a JSON document,
 * item by item for the lists and field by field inside. No network, no disk.
 */

/** One field that differs. Lists of strings (tags, tech, a tag's posts) say what was added and removed. */
export interface FieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
  added?: string[];
  removed?: string[];
}

export interface ItemChange {
  kind: 'added' | 'removed' | 'changed';
  /** What the item is: post, project, experience, tag, or a whole document (profile, posts). */
  noun: string;
  /** The item's id; empty for a document's own fields. */
  id: string;
  fields?: FieldChange[];
}

/** The list each list endpoint holds, by the schema of its body, and the field that identifies an item. */
const LISTS: Partial<Record<SchemaName, { key: string; id: string; noun: string }>> = {
  'api/post-list': { key: 'posts', id: 'id', noun: 'post' },
  'api/project-list': { key: 'projects', id: 'id', noun: 'project' },
  'api/experience-list': { key: 'experience', id: 'id', noun: 'experience' },
  'api/tag-list': { key: 'tags', id: 'name', noun: 'tag' },
};

/** Fields that are never a change by themselves: the build time, and counts that follow from a list. */
const IGNORED = new Set(['generated_at']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

/** diff's verdict on one JSON endpoint whose live bytes are not the built bytes. */
export interface JsonVerdict {
  status: 'changed' | 'unchanged';
  reason: string;
  items?: ItemChange[];
  generatedAtOnly?: boolean;
}

const parsed = (bytes: Uint8Array): { json: unknown } | undefined => {
  try {
    return { json: JSON.parse(Buffer.from(bytes).toString('utf8')) };
  } catch {
    return undefined;
  }
};

/**
 * Unchanged only when the same content built at the live `generated_at` (`rebuilt`) writes exactly the
 * live bytes. Publish compares bytes, so JSON that parses to the same value but is written differently
 * (keys in another order, other spacing) is a change: it would be uploaded. What changed inside is
 * reported item by item; when nothing inside differs, the reason says which bytes do.
 */
export function compareJson(
  schema: SchemaName | 'openapi',
  liveBytes: Uint8Array,
  builtBytes: Uint8Array,
  rebuilt?: Uint8Array,
): JsonVerdict {
  if (rebuilt && Buffer.from(rebuilt).equals(liveBytes))
    return { status: 'unchanged', reason: 'only generated_at differs', generatedAtOnly: true };
  const live = parsed(liveBytes);
  if (!live) return { status: 'changed', reason: 'the live file is not JSON' };
  const built = (parsed(builtBytes) as { json: unknown }).json;
  const items = jsonChanges(schema, live.json, built);
  if (items.length) return { status: 'changed', reason: 'content differs', items };
  const atLive = rebuilt && parsed(rebuilt);
  if (sameJson(live.json, built) || (atLive && sameJson(live.json, atLive.json)))
    return { status: 'changed', reason: 'the bytes differ: formatting or key order', items };
  return {
    status: 'changed',
    reason: "the bytes differ: its generated_at is not the live API index's",
    items,
  };
}

/** Field-by-field differences of two JSON values; `prefix` names where they sit. */
export function fieldChanges(live: unknown, built: unknown, prefix = ''): FieldChange[] {
  const at = (key: string | number) =>
    typeof key === 'number' ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
  if (sameJson(live, built)) return [];
  if (isObject(live) && isObject(built)) {
    const keys = [...Object.keys(built), ...Object.keys(live).filter((k) => !(k in built))];
    return keys.filter((k) => !IGNORED.has(k)).flatMap((k) => fieldChanges(live[k], built[k], at(k)));
  }
  if (Array.isArray(live) && Array.isArray(built)) {
    const scalar = (xs: Json[]) => xs.every((x) => typeof x !== 'object' || x === null);
    if (scalar(live) && scalar(built)) {
      const was = new Set(live.map(String));
      const now = new Set(built.map(String));
      const added = [...now].filter((x) => !was.has(x));
      const removed = [...was].filter((x) => !now.has(x));
      if (added.length || removed.length) return [{ field: prefix, added, removed }];
      return [{ field: prefix, from: 'order', to: 'reordered' }];
    }
    const out: FieldChange[] = [];
    for (let i = 0; i < Math.max(live.length, built.length); i++) {
      if (i >= live.length) out.push({ field: at(i), to: built[i] });
      else if (i >= built.length) out.push({ field: at(i), from: live[i] });
      else out.push(...fieldChanges(live[i], built[i], at(i)));
    }
    return out;
  }
  return [{ field: prefix || '(document)', from: live, to: built }];
}

/**
 * What changed in one JSON endpoint: for a list, the items added, removed and changed (by id) and a
 * change of order; for any other document (the profile, the API index), its fields.
 */
export function jsonChanges(schema: SchemaName | 'openapi', live: unknown, built: unknown): ItemChange[] {
  const list = schema === 'openapi' ? undefined : LISTS[schema];
  if (
    !list ||
    !isObject(live) ||
    !isObject(built) ||
    !Array.isArray(live[list.key]) ||
    !Array.isArray(built[list.key])
  ) {
    const fields = fieldChanges(live, built);
    const noun = schema === 'openapi' ? 'openapi' : schema.replace(/^api\//, '');
    return fields.length ? [{ kind: 'changed', noun, id: '', fields }] : [];
  }
  const idOf = (item: Json) => (isObject(item) ? String(item[list.id]) : JSON.stringify(item));
  const was = new Map((live[list.key] as Json[]).map((item) => [idOf(item), item]));
  const now = new Map((built[list.key] as Json[]).map((item) => [idOf(item), item]));
  const out: ItemChange[] = [];
  for (const [id, item] of now) {
    const before = was.get(id);
    if (before === undefined) out.push({ kind: 'added', noun: list.noun, id });
    else {
      const fields = fieldChanges(before, item);
      if (fields.length) out.push({ kind: 'changed', noun: list.noun, id, fields });
    }
  }
  for (const id of was.keys()) if (!now.has(id)) out.push({ kind: 'removed', noun: list.noun, id });
  // The rest of the document (language, feed…), without the list itself and its count, which follow from it.
  const { [list.key]: _l, count: _c, ...liveRest } = live;
  const { [list.key]: _m, count: _d, ...builtRest } = built;
  const rest = fieldChanges(liveRest, builtRest);
  if (rest.length) out.push({ kind: 'changed', noun: `${list.noun} list`, id: '', fields: rest });
  const kept = (ids: Iterable<string>, other: Map<string, Json>) => [...ids].filter((id) => other.has(id));
  const order = [kept(was.keys(), now), kept(now.keys(), was)];
  if (!sameJson(order[0], order[1]))
    out.push({
      kind: 'changed',
      noun: `${list.noun} list`,
      id: '',
      fields: [{ field: 'order', from: 'as live', to: 'reordered' }],
    });
  return out;
}

/** A value as shown in a change line: strings quoted and cut short, absence as (none). */
export function shownValue(value: unknown, max = 60): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…${text.startsWith('"') ? '"' : ''}` : text;
}

/** `title "a" → "b"`, `tags +Flow −Kotlin`. */
export function describeField(change: FieldChange): string {
  if (change.added || change.removed) {
    const parts = [
      ...(change.added ?? []).map((x) => `+${x}`),
      ...(change.removed ?? []).map((x) => `−${x}`),
    ];
    const shown = parts.length > 8 ? [...parts.slice(0, 8), `… ${parts.length - 8} more`] : parts;
    return `${change.field} ${shown.join(' ')}`;
  }
  if (change.field === 'order') return 'order changed';
  return `${change.field} ${shownValue(change.from)} → ${shownValue(change.to)}`;
}

/** `post korutin-flow: title "…" → "…", tags +Flow`; `post new-one added`. */
export function describeItem(change: ItemChange, maxFields = 6): string {
  if (change.kind !== 'changed') return `${change.noun} ${change.id} ${change.kind}`;
  const name = change.id ? `${change.noun} ${change.id}` : change.noun;
  const fields = change.fields ?? [];
  const shown = fields.slice(0, maxFields).map(describeField);
  if (fields.length > maxFields) shown.push(`… ${fields.length - maxFields} more fields`);
  return `${name}: ${shown.join(', ')}`;
}
