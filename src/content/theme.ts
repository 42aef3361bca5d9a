import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../ground/diagnostics.js';
import type { ThemeFile } from './model.js';
import { ioProblem } from './walk.js';

/** Files of `content/theme/` the pages build reads: one template per page kind, and one CSS file. */
export const THEME_FILE = /^theme\/([^/]+\.liquid|style\.css)$/;

/**
 * Reads the owner's theme files as UTF-8 text. Templates are data: check parses them, the build
 * renders them with a Liquid engine that runs no code from them.
 */
export function readTheme<F extends { abs: string; rel: string }>(
  found: readonly F[],
  display: (abs: string) => string,
  diagnostics: Diagnostic[],
  /** The bytes standing for a file that is not on disk as it is read (loadSite's `extra` and `index`). */
  given: (file: F) => Buffer | undefined = () => undefined,
): ThemeFile[] {
  const files: ThemeFile[] = [];
  for (const file of found) {
    if (!THEME_FILE.test(file.rel)) continue;
    try {
      files.push({
        rel: file.rel,
        path: display(file.abs),
        text: (given(file)?.toString('utf8') ?? readFileSync(file.abs, 'utf8')).normalize('NFC'),
      });
    } catch (error) {
      diagnostics.push(ioProblem(display(file.abs), error));
    }
  }
  return files;
}

/** The page kinds whose template an owner may override (`theme/<kind>.liquid`); any other name is a partial. */
export const TEMPLATE_NAMES = [
  'layout',
  'home',
  'blog',
  'post',
  'tags',
  'tag',
  'projects',
  'experience',
  'developers',
  '404',
] as const;

/**
 * The Liquid options of the pages build, shared with check so that a template check parses exactly
 * as the build will: escaping on, unknown filters an error, only own properties readable.
 */
export const LIQUID_OPTIONS = { outputEscape: 'escape', strictFilters: true, ownPropertyOnly: true } as const;

/**
 * The locale Liquid's `date` filter writes month and weekday names in (`%B`, `%a`): the site's
 * language, where liquidjs would take the building machine's (its LANG), so that a build is the same
 * on every machine and a page from the cache is the page a build without it makes. A language Intl
 * has no dates for (`la`; it would quietly fall back to the machine's locale) or cannot read (`en-a1`,
 * which the schema's pattern lets through) gives en-US. The common languages are taken without asking
 * Intl, whose first use costs ~30 ms.
 */
export function dateLocale(language: string): string {
  let tag: string;
  try {
    tag = Intl.getCanonicalLocales(language)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
  if (WITH_DATES.has(tag.split('-')[0] as string)) return tag;
  return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? 'en-US';
}

/** Languages every full-ICU Node (its official builds, Debian's) has month and day names for. */
const WITH_DATES = new Set([
  'ko',
  'en',
  'ja',
  'zh',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'ru',
  'nl',
  'sv',
  'pl',
  'vi',
  'id',
]);
