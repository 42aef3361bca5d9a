import { tagKey } from '../content/slug.js';
import { nearDuplicate, searchTags, type TagUse } from '../scaffold/tags.js';
import type { Choice, Prompter } from './prompt.js';

type Pick = { done: true } | { done: false; tag: string; near?: TagUse };

/**
 * Tags chosen one at a time from the site's tags (searchable, shown with their post counts); a typed
 * tag that is not there can be added, and one that is another spelling of an existing tag (`android`
 * for `Android`) is flagged, with the existing form offered first.
 */
export async function pickTags(prompter: Prompter, existing: readonly TagUse[]): Promise<string[]> {
  const chosen: string[] = [];
  for (;;) {
    const list = chosen.length > 0 ? ` [${chosen.join(', ')}]` : '';
    const pick = await prompter.search<Pick>({
      message: `Tags${list}: type to search or add, Enter on an empty search when done`,
      flag: '--tags',
      source: (term) => tagChoices(term, existing, chosen),
    });
    if (pick.done) return chosen;
    let tag = pick.tag;
    if (pick.near) {
      const near = pick.near;
      tag = await prompter.select({
        message: `"${tag}" is another spelling of "${near.name}" (${posts(near.count)}). Which one?`,
        flag: '--tags',
        choices: [
          { name: `${near.name} (existing: one tag page for both)`, value: near.name },
          { name: `${tag} (new spelling: validate will warn about tag drift)`, value: tag },
        ],
        default: near.name,
      });
    }
    // One post, one spelling: a case or spacing variant of a tag already picked is that tag.
    if (!chosen.some((c) => sameTag(c, tag))) chosen.push(tag);
  }
}

const sameTag = (a: string, b: string) => a === b || (tagKey(a) !== '' && tagKey(a) === tagKey(b));

function tagChoices(term: string, existing: readonly TagUse[], chosen: readonly string[]): Choice<Pick>[] {
  const typed = term.trim().normalize('NFC');
  const choices: Choice<Pick>[] = [];
  if (typed === '')
    choices.push({ name: chosen.length > 0 ? '✓ done' : '✓ done (no tags)', value: { done: true } });
  for (const t of searchTags(typed, existing)) {
    if (!chosen.some((c) => sameTag(c, t.name)))
      choices.push({ name: `${t.name} (${t.count})`, value: { done: false, tag: t.name } });
  }
  const picked = typed === '' ? undefined : chosen.find((c) => sameTag(c, typed));
  if (picked !== undefined) {
    // Choosing it changes nothing: the answer is merged into the tag already picked.
    choices.push({
      name: `"${typed}" is already picked as "${picked}"`,
      value: { done: false, tag: picked },
    });
  } else if (typed !== '' && !existing.some((t) => t.name === typed)) {
    const near = nearDuplicate(typed, existing);
    choices.push({
      name: near
        ? `+ new tag "${typed}"  ⚠ another spelling of "${near.name}" (${posts(near.count)})`
        : `+ new tag "${typed}"`,
      value: { done: false, tag: typed, ...(near ? { near } : {}) },
    });
  }
  return choices;
}

function posts(count: number): string {
  return count === 1 ? '1 post' : `${count} posts`;
}
