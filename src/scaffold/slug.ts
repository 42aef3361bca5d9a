import { ID_PATTERN } from '../content/slug.js';
import { isHangulSyllable, romanize } from './romanize.js';

/** Proposed ids are cut at a hyphen to stay readable in a URL. */
const MAX_ID = 60;

/**
 * Names whose symbol is the meaning, written out before the symbols become separators: `C# 팁` →
 * `c-sharp-tip`, not `c-tip`; `C++` → `cpp`; `.NET` → `dotnet`.
 */
const SYMBOLS: [RegExp, string][] = [
  [/(^|[^A-Za-z0-9])([A-Za-z])#(?![A-Za-z0-9#])/g, '$1$2 sharp '],
  [/(^|[^A-Za-z0-9])([A-Za-z])\+\+(?![A-Za-z0-9+])/g, '$1$2pp '],
  [/(^|[^A-Za-z0-9])\.net(?![A-Za-z0-9])/gi, '$1 dotnet '],
];

/**
 * An ASCII slug for a title: Hangul romanised (`코루틴 Flow 정리` → `korutin-flow-jeongni`), accents
 * dropped, anything else a separator. A change between Hangul and Latin letters is a word break too
 * (`Compose로` → `compose-ro`), so a particle does not glue onto an English word. '' when nothing is left.
 */
export function slugFromTitle(title: string): string {
  const named = SYMBOLS.reduce((text, [symbol, word]) => text.replace(symbol, word), title.normalize('NFC'));
  const spaced = [...named]
    .map((ch, i, all) => {
      const prev = all[i - 1];
      return prev !== undefined && isHangulSyllable(ch) !== isHangulSyllable(prev) ? ` ${ch}` : ch;
    })
    .join('');
  const slug = romanize(spaced)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= MAX_ID) return slug;
  const cut = slug.slice(0, MAX_ID + 1);
  const at = cut.lastIndexOf('-');
  return (at > 0 ? cut.slice(0, at) : slug.slice(0, MAX_ID)).replace(/-$/, '');
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet. */
export function uniqueId(base: string, taken: { has(id: string): boolean }): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Why `id` cannot be used, or undefined when it can. `taken`: each id in use → the file holding it ('' for none). */
export function idProblem(id: string, taken: ReadonlyMap<string, string>, kind: string): string | undefined {
  if (id === '') return 'The id may not be empty.';
  if (!ID_PATTERN.test(id)) {
    return `"${id}" is not a URL-safe id: use lowercase ASCII letters, digits and single hyphens (e.g. my-first-post).`;
  }
  if (taken.has(id)) {
    const file = taken.get(id);
    return `A ${kind} with the id "${id}" exists already${file ? ` (${file})` : ''}; choose another.`;
  }
  return undefined;
}
