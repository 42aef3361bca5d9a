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

/** Every `format` the schemas use, by name: the precompiled validators look them up here. */
export const formats = {
  uri: fullFormats.uri,
  email: fullFormats.email,
  'date-time': fullFormats['date-time'],
  'content-date': isContentDate,
  timezone: isTimeZone,
  'http-url': isHttpUrl,
};
