import { LIMITS } from '../content/limits.js';
import type { Entry } from '../content/model.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { where } from './locate.js';

/**
 * The sizes a post's fields may have (see content/limits.ts for why). File and front-matter sizes, folder
 * depth and the number of files are checked while reading, before anything is parsed.
 */
export function limitRules(posts: readonly Entry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const post of posts) {
    const data = post.data as { title?: unknown; tags?: unknown } | undefined;
    if (!data || typeof data !== 'object') continue;
    if (typeof data.title === 'string') {
      const over = tooLong(post, ['title'], data.title, LIMITS.titleLength, 'title');
      if (over) out.push(over);
    }
    if (!Array.isArray(data.tags)) continue;
    if (data.tags.length > LIMITS.tagsPerPost) {
      out.push({
        ...where(post, ['tags'], true),
        severity: 'error',
        code: 'too-many-tags',
        message: `The post has ${data.tags.length} tags; every tag costs a page and a line in every listing.`,
        expected: `at most ${LIMITS.tagsPerPost} tags`,
        found: `${data.tags.length} tags`,
        hint: 'Keep the few tags a reader would browse by.',
      });
      continue;
    }
    data.tags.forEach((tag, index) => {
      if (typeof tag !== 'string') return;
      const over = tooLong(post, ['tags', index], tag, LIMITS.tagLength, 'tag');
      if (over) out.push(over);
    });
  }
  return out;
}

function tooLong(
  entry: Entry,
  path: (string | number)[],
  text: string,
  limit: number,
  what: string,
): Diagnostic | undefined {
  // Code points, as a reader counts; a cheap length test first.
  if (text.length <= limit) return undefined;
  const length = [...text].length;
  if (length <= limit) return undefined;
  return {
    ...where(entry, path),
    severity: 'error',
    code: 'too-long',
    message: `The ${what} is ${length} characters long.`,
    expected: `at most ${limit} characters`,
    found: JSON.stringify(`${[...text].slice(0, 40).join('')}…`),
    hint:
      what === 'title' ? 'Shorten the title; put the rest in the summary or the body.' : 'Shorten the tag.',
  };
}
