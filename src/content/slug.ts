/** The ids of posts, projects and experience entries: lowercase ASCII words joined by single hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The URL form of a tag: lowercase, white space and underscores as hyphens, punctuation dropped.
 * Hangul and other letters stay (`코루틴`); `Jetpack Compose` becomes `jetpack-compose`, `.NET` `dotnet`
 * (no segment of a URL starts with a dot); a tag of dots alone has none ('').
 */
export function tagSlug(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) {
    slug = slugOf(name);
    // A site has far fewer tags than tag uses; the bound keeps a long watch session from growing it.
    if (slugs.size >= 10_000) slugs.clear();
    slugs.set(name, slug);
  }
  return slug;
}

const slugs = new Map<string, string>();

function slugOf(name: string): string {
  return (
    name
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/[^\p{L}\p{N}+#.-]/gu, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
      // A path segment that starts with a dot is refused by the edge (as `..` is): `.NET` is `dotnet`,
      // its own tag still (not `net`'s). Dots alone (`...`) are no name: no slug, as `!!!` has none.
      .replace(/^\.+(?=[^.])/, 'dot')
      .replace(/^\.+$/, '')
  );
}

/** A suggestion for an id that breaks ID_PATTERN: the nearest slug, or '' when nothing ASCII is left. */
export function suggestId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Two spellings of one tag share this key (`Jetpack Compose`, `jetpack-compose`, `JetpackCompose`). */
export function tagKey(name: string): string {
  return tagSlug(name).replaceAll('-', '');
}

/** tagKey remembered per spelling, for one run over many posts: there are far fewer tags than tag uses. */
export function tagKeys(): (tag: string) => string {
  const keys = new Map<string, string>();
  return (tag) => {
    let key = keys.get(tag);
    if (key === undefined) {
      key = tagKey(tag);
      keys.set(tag, key);
    }
    return key;
  };
}
