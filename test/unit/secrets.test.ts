import { describe, expect, test } from 'vitest';
import { addSecret, redact } from '../../src/ground/secrets.js';

const SECRET = 'wJalr/XUtnFEMI+K7MDENG=bPxRfi&CY<EXAMPLE>';
const env = { AWS_SECRET_ACCESS_KEY: SECRET };

describe('redact: every form of a secret', () => {
  const forms: Record<string, string> = {
    raw: SECRET,
    'other case': SECRET.toLowerCase(),
    'URL-encoded': encodeURIComponent(SECRET),
    'URL-encoded, lower-case hex': encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (m) =>
      m.toLowerCase(),
    ),
    'JSON with escaped slashes': JSON.stringify(SECRET).slice(1, -1).replaceAll('/', '\\/'),
    'JSON escaped for HTML': JSON.stringify(SECRET)
      .slice(1, -1)
      .replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16).padStart(2, '0')}`),
    base64: Buffer.from(SECRET).toString('base64'),
    base64url: Buffer.from(SECRET).toString('base64url'),
  };
  for (const [name, form] of Object.entries(forms)) {
    test(name, () => {
      const out = redact(`before ${form} after`, env);
      expect(out).toBe('before *** after');
    });
  }

  test('inside a longer base64 value, at each of the three alignments', () => {
    for (const prefix of ['', 'u:', 'us:', 'use:']) {
      const basic = Buffer.from(`${prefix}${SECRET}`).toString('base64');
      const out = redact(`Authorization: Basic ${basic}`, env);
      // What stays can no longer be decoded to the secret.
      expect(
        Buffer.from(out.replace('Authorization: Basic ', '').replace('***', ''), 'base64').toString(),
      ).not.toContain(SECRET.slice(4, -4));
      expect(out).toContain('***');
    }
  });

  test('a secret learnt at run time (what the SDK resolved) is redacted from then on; short values never', () => {
    expect(redact('key AKIAFROMAFILE12345', {})).toBe('key AKIAFROMAFILE12345');
    addSecret('AKIAFROMAFILE12345');
    expect(redact('key akiafromafile12345', {})).toBe('key ***');
    addSecret('abc');
    expect(redact('abc', {})).toBe('abc');
  });
});
