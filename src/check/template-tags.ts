import { forEachProseLine } from '../content/links.js';
import type { PostEntry } from '../content/model.js';
import { type Carry, NO_CARRY } from '../ground/carry.js';
import type { Diagnostic } from '../ground/diagnostics.js';

/** A Liquid tag (`{% highlight kotlin %}`, Jekyll) or a Hugo shortcode (`{{< figure … >}}`, `{{% note %}}`). */
const TAG = /\{%-?\s*([A-Za-z_][\w-]*)[^\n]*?-?%\}|\{\{[<%]\s*\/?\s*([A-Za-z_][\w./-]*)[^\n]*?[>%]\}\}/g;

/**
 * `template-tag`: template tags of another generator left in a post's body (Jekyll's Liquid tags, Hugo's
 * shortcodes), which site-api publishes as text: `{% highlight %}` is no code block, `{% include
 * figure.html %}` no image, `{% post_url %}` no link. A warning at the first one, counting each kind.
 * Tags in code (what the link rules take for code, content/links.ts forEachProseLine, and HTML <pre>
 * and <code>) are samples, not tags: they are left out.
 * Only a body whose bytes hold `{%`, `{{<` or `{{%` is read (most hold none). Within --watch, a post's
 * finding is the last check's for the very same entry.
 */
export function templateTagRule(posts: readonly PostEntry[], carry: Carry = NO_CARRY): Diagnostic[] {
  return carry.each('check/template', [], posts, templateTagsIn).flat();
}

function templateTagsIn(post: PostEntry): Diagnostic[] {
  if (post.unreadable) return [];
  if (post.mayHold && !post.mayHold('{%') && !post.mayHold('{{<') && !post.mayHold('{{%')) return [];
  const { counts, first } = templateTagsOf(post.body);
  if (!first) return [];
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const kinds = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
  return [
    {
      file: post.file.path,
      line: post.bodyLine + first.index,
      column: first.column,
      pointer: '',
      severity: 'warning',
      code: 'template-tag',
      message: `The body holds ${total === 1 ? 'a template tag' : `${total} template tags`} of another generator (${kinds}), which site-api publishes as text.`,
      expected: 'Markdown (or HTML) in the body',
      found: JSON.stringify(first.text.length > 80 ? `${first.text.slice(0, 77)}…` : first.text),
      hint: hintFor([...counts.keys()]),
    },
  ];
}

/**
 * The template tags of a body outside code, each kind's count, and the first (its 0-based line in the
 * body, 1-based column, text): what the rule reports, and what an import's plan counts.
 */
export function templateTagsOf(body: string): {
  counts: Map<string, number>;
  first?: { index: number; column: number; text: string };
} {
  const counts = new Map<string, number>();
  let first: { index: number; column: number; text: string } | undefined;
  let pre = false;
  forEachProseLine(body, (line, index, _offset, code) => {
    // An HTML <pre> block is code too, to its closing tag.
    if (pre || /<pre[\s>]/i.test(line)) {
      pre = !/<\/pre>/i.test(line);
      return;
    }
    // Code spans (Markdown's and HTML's) blanked out, keeping the columns.
    let text = line;
    for (const [start, end] of code) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
    text = text.replace(/<code[\s>][\s\S]*?<\/code>/gi, (span) => ' '.repeat(span.length));
    for (const match of text.matchAll(TAG)) {
      // A closing shortcode (`{{< /details >}}`) ends the one it closes: counted once, with it.
      if (match[2] && /^\{\{[<%]\s*\//.test(match[0])) continue;
      const name = match[1] ? `{% ${match[1]} %}` : `{{< ${match[2]} >}}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      first ??= { index, column: (match.index ?? 0) + 1, text: match[0] };
    }
  });
  return { counts, ...(first ? { first } : {}) };
}

function hintFor(names: string[]): string {
  const ways: string[] = [];
  if (names.some((n) => n === '{% highlight %}' || n === '{% endhighlight %}'))
    ways.push('a fenced code block (```kotlin … ```) for {% highlight kotlin %} … {% endhighlight %}');
  if (names.some((n) => n === '{% post_url %}' || n === '{% link %}'))
    ways.push("the post's path (/blog/its-id) for {% post_url %} or {% link %}");
  if (names.some((n) => n === '{% include %}' || n.startsWith('{{<')))
    ways.push('the image or HTML it made for an include or shortcode (![alt](/assets/a.png))');
  const rest = ways.length ? `Write ${ways.join('; ')}.` : 'Write what the tag made as Markdown or HTML.';
  return `${rest} A tag meant as text belongs in a code span or block.`;
}
