import type { RequestLogEntry } from '../serve/node.js';
import { padEnd, padStart, size } from './columns.js';
import { type Paint, visible } from './diagnostics.js';

/** `10:31:07  GET  /api/posts.json  200  12.3 kB  0.4 ms`: one line per request, in local time. */
export function renderRequest(entry: RequestLogEntry, at: Date, paint: Paint): string {
  const time = at.toTimeString().slice(0, 8);
  const status =
    entry.status >= 500
      ? paint.red(String(entry.status))
      : entry.status >= 400
        ? paint.yellow(String(entry.status))
        : String(entry.status);
  return `${paint.dim(time)}  ${padEnd(visible(entry.method), 7)} ${padEnd(visible(entry.url), 40)} ${status}  ${padStart(size(entry.bytes), 9)}  ${paint.dim(`${entry.ms.toFixed(1)} ms`)}\n`;
}
