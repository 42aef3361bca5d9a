import type { PostEntry } from '../content/model.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import type { Diagnostic } from '../ground/diagnostics.js';

/** The body `site-api new post` writes; a post published with it is a post its author forgot to write. */
export const PLACEHOLDER_BODY = 'Write the post here, in Markdown.';

/**
 * `placeholder-body`: a warning on the line of the placeholder, wherever it is left in the body of a
 * post that is not a draft.
 * Within --watch, a post's finding is the last check's for the very same entry.
 */
export function placeholderRule(posts: readonly PostEntry[], carry: Carry = NO_CARRY): Diagnostic[] {
  return carry.each('check/placeholder', [], posts, placeholderIn).flat();
}

function placeholderIn(post: PostEntry): Diagnostic[] {
  if (post.unreadable || post.mayHold?.(PLACEHOLDER_BODY) === false) return [];
  // A draft is never published: the placeholder is where its author will write (`new post` writes
  // one as a draft), and a warning there would fail `validate --strict` on every fresh draft.
  if ((post.data as { draft?: unknown } | undefined)?.draft === true) return [];
  if (!post.body.includes(PLACEHOLDER_BODY)) return [];
  const index = post.body.split('\n').findIndex((line) => line.trim() === PLACEHOLDER_BODY);
  if (index < 0) return [];
  return [
    {
      file: post.file.path,
      line: post.bodyLine + index,
      column: 1,
      pointer: '',
      severity: 'warning',
      code: 'placeholder-body',
      message: `The body still holds the placeholder that \`site-api new post\` wrote.`,
      expected: 'the text of the post',
      found: JSON.stringify(PLACEHOLDER_BODY),
      hint: 'Replace that line with the post, or keep `draft: true` until it is written.',
    },
  ];
}
