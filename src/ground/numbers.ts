/**
 * A whole number with its thousands grouped as en-US writes them: `12,345`. What
 * `Intl.NumberFormat('en-US')` gives, without its first use (~25 ms of ICU set-up), which every
 * build, diff and progress line paid to print a count. A fraction, or a number too large to be
 * exact, goes to Intl.
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${out}` : out;
}

/** `1 post`, `2 posts`: a count with its noun, for nouns that take an s. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
