import { expect, test } from 'vitest';
import { grouped } from '../../src/ground/numbers.js';

test('grouped writes every count as Intl.NumberFormat("en-US") does', () => {
  const intl = new Intl.NumberFormat('en-US');
  const samples = [
    0, -0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000,
  ];
  for (let p = 1; p < 2 ** 53; p *= 7) samples.push(p, p - 1, p + 1, -p);
  samples.push(
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    2 ** 53,
    1.5,
    1234.5678,
    -0.25,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  );
  for (const n of samples) expect([n, grouped(n)]).toEqual([n, intl.format(n)]);
});
