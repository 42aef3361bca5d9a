import { tagKey } from '../content/slug.js';
import { compareText } from '../ground/diagnostics.js';

export interface TagUse {
  name: string;
  /** Posts that carry the tag in this spelling. */
  count: number;
}

/** Every tag spelling the posts use, most used first (ties by name). Reads `tags` where it is a list of strings. */
export function countTags(postData: readonly unknown[]): TagUse[] {
  const counts = new Map<string, number>();
  for (const data of postData) {
    const tags = (data as { tags?: unknown } | undefined)?.tags;
    if (!Array.isArray(tags)) continue;
    for (const tag of new Set(tags.filter((t): t is string => typeof t === 'string'))) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
}

/**
 * The existing spelling `tag` would drift from (`Android` for `android`): same key as validate's
 * tag-drift rule, different text; the most used one when there are several. Undefined when the tag is
 * new or already written exactly as it exists.
 */
export function nearDuplicate(tag: string, existing: readonly TagUse[]): TagUse | undefined {
  const key = tagKey(tag);
  if (key === '' || existing.some((t) => t.name === tag)) return undefined;
  return existing.find((t) => tagKey(t.name) === key);
}

/** Tags whose name or key contains the search term, case-insensitively; all of them for an empty term. */
export function searchTags(term: string, existing: readonly TagUse[]): TagUse[] {
  const needle = term.trim().normalize('NFC').toLowerCase();
  if (needle === '') return [...existing];
  const key = tagKey(needle);
  return existing.filter(
    (t) => t.name.toLowerCase().includes(needle) || (key !== '' && tagKey(t.name).includes(key)),
  );
}

/** Tags split from a flag value: `--tags "Kotlin, 코루틴"`; blanks dropped, each trimmed. */
export function parseTagList(value: string): string[] {
  return value
    .split(',')
    .map((t) => t.trim().normalize('NFC'))
    .filter((t) => t !== '');
}
