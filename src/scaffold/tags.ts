import { tagKey } from '../content/slug.js';
import { compareText, mostCommon } from '../ground/diagnostics.js';

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
 * The spelling validate's tag-drift rule will ask for instead of `tag` once a post carries it: of the
 * spellings of its key, the most used counting that post too (ties: the first in code-point order, as
 * the rule breaks them), when that is not `tag`. Undefined when the tag is new or is that spelling.
 * `blog` where 52 posts write `Blog` and 9 `blog` is one: the exact spelling being in use is not enough.
 */
export function nearDuplicate(tag: string, existing: readonly TagUse[]): TagUse | undefined {
  const key = tagKey(tag);
  if (key === '') return undefined;
  const forms = new Map<string, number>();
  for (const t of existing) if (tagKey(t.name) === key) forms.set(t.name, t.count);
  if (forms.size === 0) return undefined;
  forms.set(tag, (forms.get(tag) ?? 0) + 1);
  const [name, count] = mostCommon(forms) as [string, number];
  return name === tag ? undefined : { name, count };
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
