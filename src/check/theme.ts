import type { Site } from '../content/model.js';
import { LIQUID_OPTIONS } from '../content/theme.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { liquid } from '../ground/lazy.js';

/**
 * The owner's templates parse as the build will parse them: a syntax error or an unknown filter is a
 * finding at its line and column, before any build. Liquid is only loaded when there are templates.
 */
export function themeDiagnostics(site: Site): Diagnostic[] {
  const templates = site.theme.filter((f) => f.rel.endsWith('.liquid'));
  if (templates.length === 0) return [];
  // Parsed only: no date is formatted (a locale named spares Intl's set-up, content/theme.ts dateLocale).
  const engine = new (liquid().Liquid)({ ...LIQUID_OPTIONS, locale: 'en-US', templates: {} });
  const out: Diagnostic[] = [];
  for (const file of templates) {
    try {
      engine.parse(file.text);
    } catch (error) {
      const e = error as Error & { token?: { getPosition?: () => [number, number] } };
      const [line, column] = e.token?.getPosition?.() ?? [1, 1];
      out.push({
        file: file.path,
        line,
        column,
        severity: 'error',
        code: 'template-syntax',
        pointer: '',
        message: `The template does not parse: ${e.message.replace(/, line:\d+, col:\d+$/, '')}.`,
        expected: 'a Liquid template (https://liquidjs.com/tags/overview.html); filters are Liquid’s own',
        found: e.message.replace(/, line:\d+, col:\d+$/, ''),
        hint: 'Fix the tag or filter, or delete the file to use the default template (docs/pages.md).',
      });
    }
  }
  return out;
}
