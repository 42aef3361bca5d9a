import { expect, test } from 'vitest';
import { dateLocale } from '../../src/content/theme.js';

test("dateLocale: the site's language as Intl reads it, en-US for a tag Intl refuses", () => {
  expect(dateLocale('ko')).toBe('ko');
  expect(dateLocale('en-us')).toBe('en-US');
  // The site schema's pattern lets these through; Intl.DateTimeFormat would throw on them mid-render.
  expect(dateLocale('en-a1')).toBe('en-US');
  expect(dateLocale('abc-12')).toBe('en-US');
});
