import type { ContentKind } from '../content/model.js';
import { ID_PATTERN } from '../content/slug.js';

/**
 * Keys that other generators (Jekyll, Hugo and their themes) give a meaning to. Content brought over
 * from them carries these keys; "did you mean" by edit distance cannot find `summary` for
 * `description`, and "Remove it" would throw away data the owner wrote. Each key gets the field of
 * site-api that holds the same thing, or a hint saying where that thing lives here.
 */
interface Foreign {
  /** The field that holds the same value here, when it exists in the file's schema. */
  field?: string;
  /** What to do, and why; `value` is the key's value. */
  hint: (value: unknown, key: string) => string;
  /** Only for these kinds of file (all when absent). */
  kinds?: ContentKind[];
}

const IMPORT = '`site-api import jekyll` or `site-api import hugo`';
const themeSetting = (what: string): Foreign => ({
  hint: () =>
    `${what} is a setting of a theme; site-api has no themes and no per-post layout. The line can go.`,
  kinds: ['post'],
});
const same = (field: string, where: string): Foreign => ({
  field,
  hint: (_, key) => `Rename "${key}" to "${field}": ${where} is what site-api calls "${field}".`,
});

const FOREIGN: Record<string, Foreign> = {
  description: same('summary', 'the description (Hugo, Jekyll themes, front matter of most generators)'),
  excerpt: same('summary', "Jekyll's excerpt"),
  subtitle: same('summary', 'a subtitle'),
  lastmod: same('modified', "Hugo's lastmod (the date of the last revision)"),
  last_modified_at: same('modified', "Jekyll's last_modified_at (the date of the last revision)"),
  updated: same('modified', 'the date of the last revision'),
  updated_at: same('modified', 'the date of the last revision'),
  modified_at: same('modified', 'the date of the last revision'),
  created: same('date', 'the date of first publication'),
  publishDate: same('date', "Hugo's publishDate (the date of first publication)"),
  pubDate: same('date', 'the date of first publication'),
  tag: same('tags', 'a list of tags'),
  keywords: same('tags', "Hugo's keywords"),
  lang: same('language', 'the language of the text'),
  locale: same('language', 'the language of the text'),
  published: {
    field: 'draft',
    hint: (value) =>
      value === false
        ? 'Write "draft: true" instead: Jekyll\'s "published: false" is a draft here, checked but never published.'
        : 'Every post is published unless it says "draft: true": "published: true" can go.',
  },
  categories: {
    hint: () =>
      `site-api has tags, no categories: add these to "tags". ${IMPORT} moves categories into tags and keeps the old URLs that contained them.`,
    kinds: ['post'],
  },
  category: {
    hint: () => `site-api has tags, no categories: add this one to "tags", as ${IMPORT} does.`,
    kinds: ['post'],
  },
  author: {
    hint: () =>
      'Every post is by the owner of the site ("name" in profile.yaml), so a post has no author field. If someone else wrote it, say so in the body.',
    kinds: ['post'],
  },
  authors: {
    hint: () =>
      'Every post is by the owner of the site ("name" in profile.yaml), so a post has no authors field. If others wrote it, say so in the body.',
    kinds: ['post'],
  },
  permalink: {
    hint: () =>
      `A post's URL is built from "permalinks.post" in site.yaml and its id (the file name). To keep an old URL working, bring the post in with ${IMPORT}, which records it.`,
    kinds: ['post'],
  },
  redirect_from: {
    hint: () => `Old URLs of a post: ${IMPORT} records them so that they keep answering.`,
    kinds: ['post'],
  },
  slug: {
    hint: (value) =>
      typeof value === 'string' && ID_PATTERN.test(value)
        ? `The id, the last part of the URL, is the file name: rename the file to ${value}.md and drop "slug".`
        : 'The id, the last part of the URL, is the file name: rename the file to the slug you want and drop "slug".',
    kinds: ['post'],
  },
  layout: themeSetting('"layout"'),
  comments: {
    hint: () =>
      'Comments are not a setting of a post in site-api: it publishes the content, not a comment system. The line can go.',
    kinds: ['post'],
  },
  toc: themeSetting('"toc" (a table of contents switch)'),
  toc_sticky: themeSetting('"toc_sticky"'),
  share: themeSetting('"share"'),
  related: themeSetting('"related"'),
  sidebar: themeSetting('"sidebar"'),
  classes: themeSetting('"classes"'),
  author_profile: themeSetting('"author_profile"'),
  read_time: themeSetting('"read_time"'),
  math: themeSetting('"math" (a switch for the math renderer; summaries and twins keep math as written)'),
  mathjax: themeSetting('"mathjax"'),
  katex: themeSetting('"katex"'),
  weight: {
    hint: () => "Hugo's weight orders pages; posts here are ordered by date. The line can go.",
    kinds: ['post'],
  },
  image: {
    hint: () =>
      'Posts have no cover image field: put the image in the body (`![what it shows](cover.png)`, the file beside the post).',
    kinds: ['post'],
  },
  // site.yaml of a Jekyll or Hugo site
  url: same('base_url', "Jekyll's url (the site's address)"),
  baseURL: same('base_url', "Hugo's baseURL"),
  baseurl: {
    field: 'base_url',
    hint: () =>
      'Jekyll\'s baseurl is only a path (/blog); "base_url" holds the whole address with it (https://example.com/blog): join the two into "base_url".',
  },
  languageCode: same('language', "Hugo's languageCode"),
  timeZone: same('timezone', "Hugo's timeZone"),
  time_zone: same('timezone', 'the time zone'),
};

export interface ForeignHint {
  /** The field of the schema that holds the same thing, if any. */
  field?: string;
  hint: string;
}

/** A specific hint for an unknown key that another generator uses, or undefined. */
export function foreignKey(
  kind: ContentKind,
  key: string,
  value: unknown,
  known: readonly string[],
): ForeignHint | undefined {
  const foreign = Object.hasOwn(FOREIGN, key) ? FOREIGN[key] : undefined;
  if (!foreign) return undefined;
  if (foreign.field) {
    if (!known.includes(foreign.field)) return undefined;
    return { field: foreign.field, hint: foreign.hint(value, key) };
  }
  if (foreign.kinds && !foreign.kinds.includes(kind)) return undefined;
  return { hint: foreign.hint(value, key) };
}
