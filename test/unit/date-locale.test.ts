import { expect, test } from 'vitest';
import { dateLocale } from '../../src/content/theme.js';

test("dateLocale: the site's language as Intl reads it, en-US for a tag Intl refuses or has no dates for", () => {
  expect(dateLocale('ko')).toBe('ko');
  expect(dateLocale('en-us')).toBe('en-US');
  // The site schema's pattern lets these through; Intl.DateTimeFormat would throw on them mid-render.
  expect(dateLocale('en-a1')).toBe('en-US');
  expect(dateLocale('abc-12')).toBe('en-US');
  // Well formed, but Intl has no dates for them: it would fall back to the machine's locale.
  expect(dateLocale('la')).toBe('en-US');
  expect(dateLocale('xx')).toBe('en-US');
  expect(dateLocale('fr-CA')).toBe('fr-CA');
});
