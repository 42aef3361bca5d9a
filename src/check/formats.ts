import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isContentDate, isTimeZone } from '../content/dates.js';

/** An absolute http(s) URL with a host: no `javascript:` or relative links in content. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

type FormatCheck = (text: string) => boolean;

/** ajv-formats gives a format as a RegExp, a function or `{ validate }`; the generated code calls a function. */
function asCheck(format: unknown): FormatCheck {
  if (format instanceof RegExp) return (text) => format.test(text);
  if (typeof format === 'function') return format as FormatCheck;
  const validate = (format as { validate: RegExp | FormatCheck }).validate;
  return validate instanceof RegExp ? (text) => validate.test(text) : validate;
}

/** Every `format` the schemas use, by name: the precompiled validators look them up here. */
export const formats: Record<string, FormatCheck> = {
  uri: asCheck(fullFormats.uri),
  email: asCheck(fullFormats.email),
  'date-time': asCheck(fullFormats['date-time']),
  'content-date': isContentDate,
  timezone: isTimeZone,
  'http-url': isHttpUrl,
};
