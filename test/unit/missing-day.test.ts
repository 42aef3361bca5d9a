import { expect, test } from 'vitest';
import { missingDay } from '../../src/content/dates.js';

test.each([
  ['2023-02-30', 'February 2023 has 28 days'],
  ['2024-02-30', 'February 2024 has 29 days'],
  ['1900-02-29', 'February 1900 has 28 days'],
  ['2023-04-31T10:00:00+09:00', 'April 2023 has 30 days'],
  ['2023-13-01', 'there is no month 13'],
  ['2023-00-10', 'there is no month 0'],
  ['2023-01-00', 'January 2023 has 31 days'],
  ['2024-02-29', undefined],
  ['2000-02-29', undefined],
  ['2023-12-31 23:59', undefined],
  ['2023-02-3x', undefined],
  ['2023-02-300', undefined],
  [20230230, undefined],
])('missingDay(%j) → %s', (value, why) => {
  expect(missingDay(value)).toBe(why);
});
