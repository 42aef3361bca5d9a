/**
 * The link and image destinations a post's Markdown body points at, with their offsets and positions:
 * inline `[text](dest)` / `![alt](dest)` and reference definitions `[label]: dest`. Fenced code, indented
 * code and inline code spans are skipped (a `](x)` there is text, not a link). A line scan, not a parse:
 * check needs positions, build a rewrite, and both must agree on what a link is.
 */
export interface FoundLink {
  /** Offset of the destination in the body, and its end. */
  start: number;
  end: number;
  dest: string;
  /** 1-based, inside the body. */
  line: number;
  column: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Each line of a Markdown body outside code: fenced blocks and indented code (a list item's indented
 * line is not code) are passed over; `code` is the [start, end) of each inline code span of the line.
 * `index` is 0-based, `offset` the line's start in the body. The one notion of code that the link
 * rules, the link rewrite and the template-tag rule share.
 */
export function forEachProseLine(
  body: string,
  visit: (line: string, index: number, offset: number, code: [number, number][]) => void,
): void {
  let fence: string | undefined;
  let offset = 0;
  body.split('\n').forEach((line, index) => {
    const at = offset;
    offset += line.length + 1;
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    if (/^( {4}|\t)/.test(line) && !/^\s*([-*+]|\d+[.)])\s/.test(line)) return;
    visit(line, index, at, codeSpans(line));
  });
}

export function findLinks(body: string): FoundLink[] {
  if (!body.includes('](') && !body.includes(']:')) return [];
  const links: FoundLink[] = [];
  forEachProseLine(body, (line, index, at, code) => {
    const lineNo = index + 1;
    const inCode = (i: number) => code.some(([s, e]) => i >= s && i < e);
    // `[^note]: text` is a footnote (GFM), not a link reference: its text is no destination.
    const definition = /^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(?:<([^>\n]+)>|(\S+))/.exec(line);
    if (definition) {
      const dest = (definition[1] ?? definition[2]) as string;
      const col = line.indexOf(dest, line.indexOf(']:'));
      links.push({ start: at + col, end: at + col + dest.length, dest, line: lineNo, column: col + 1 });
      return;
    }
    // `<…>` may hold spaces (CommonMark); the closing `>` is not part of the destination.
    for (const m of line.matchAll(/\]\([ \t]*(?:<([^>\n]+)>|([^\s)]+))/g)) {
      const index = m.index as number;
      if (inCode(index)) continue;
      const dest = (m[1] ?? m[2]) as string;
      const col = index + (m[0].length - dest.length - (m[1] === undefined ? 0 : 1));
      links.push({ start: at + col, end: at + col + dest.length, dest, line: lineNo, column: col + 1 });
    }
  });
  return links;
}

/** [start, end) of each inline code span of a line. */
function codeSpans(line: string): [number, number][] {
  if (!line.includes('`')) return [];
  const spans: [number, number][] = [];
  const re = /(`+)[^`]*?\1/g;
  for (const m of line.matchAll(re)) spans.push([m.index as number, (m.index as number) + m[0].length]);
  return spans;
}

/** Root-relative links with these endings are files the site must publish from static/ (pages are not checked). */
export const FILE_LINK = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|mp4|webm|mp3|txt|css|js)$/i;

/** A destination that is a path on this site, not an address elsewhere or a fragment. */
export function isLocalLink(dest: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(dest);
}

/**
 * The content path (inside the content folder, with `/`) a relative destination points at, from the
 * file at `fromRel`; a root-relative one (`/images/a.png`) is looked for under `static/`. Undefined when
 * it leaves the content folder. Query and fragment are dropped; percent-escapes decoded.
 */
export function contentTarget(fromRel: string, dest: string): string | undefined {
  let path = dest.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray % is part of the name.
  }
  if (path === '') return undefined;
  const parts = path.startsWith('/') ? ['static'] : fromRel.split('/').slice(0, -1);
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part.normalize('NFC'));
  }
  return parts.join('/');
}

/**
 * Where a destination may point, first match wins: relative to the post's file, then, for a relative
 * path, inside the folder named after the post (`diagram.png` in `posts/2024/my-post.md` is
 * `posts/2024/my-post/diagram.png`), which is how a Hugo page bundle's body links its images, so such a
 * body can be kept byte for byte.
 */
export function contentTargets(fromRel: string, dest: string): string[] {
  const direct = contentTarget(fromRel, dest);
  const out = direct === undefined ? [] : [direct];
  if (!dest.startsWith('/') && /\.(md|markdown)$/i.test(fromRel)) {
    const bundle = contentTarget(`${fromRel.replace(/\.(md|markdown)$/i, '')}/index.md`, dest);
    if (bundle !== undefined && bundle !== direct) out.push(bundle);
  }
  return out;
}
