/**
 * The link and image destinations a post's Markdown body points at, with their offsets and positions:
 * inline `[text](dest)` / `![alt](dest)` and reference definitions `[label]: dest`, and in raw HTML the
 * `src`, `href` and `poster` of a tag written on one line (`<img src="a.png">`, `<a href="b.md">`).
 * Fenced code, indented code, inline code spans and HTML comments are skipped (a `](x)` there is text,
 * not a link). A line scan, not a parse: check needs positions, build a rewrite, and both must agree on
 * what a link is.
 */
export interface FoundLink {
  /** Offset of the destination in the body, and its end. */
  start: number;
  end: number;
  /** As written; in HTML with `&amp;` read as `&`. */
  dest: string;
  /** An attribute of raw HTML: a rewrite writes it back escaped for HTML. */
  html?: boolean;
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
  const html = HTML_LINK_HINT.test(body);
  if (!html && !body.includes('](') && !body.includes(']:')) return [];
  const links: FoundLink[] = [];
  // Whether an HTML comment opened on an earlier line is still open.
  let comment = false;
  forEachProseLine(body, (line, index, at, code) => {
    const lineNo = index + 1;
    const inCode = (i: number) => code.some(([s, e]) => i >= s && i < e);
    if (html && (comment || line.includes('<')))
      comment = htmlLinks(line, lineNo, at, inCode, comment, links);
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
  // In the order of the body (a line's tags were read before its Markdown links).
  return html ? links.sort((a, b) => a.start - b.start) : links;
}

/** A body that may hold an HTML attribute findLinks reads: the scan of its lines is skipped otherwise. */
const HTML_LINK_HINT = /<[a-z][^>]*\s(?:src|href|poster)\s*=/i;
/** A tag on one line, its name and its attributes. */
const TAG = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /\s(src|href|poster)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/**
 * Adds the `src`, `href` and `poster` values of each tag on `line` outside code and comments to
 * `links`; `comment` says whether the line starts inside an HTML comment. Returns whether it ends in one.
 * A value holding a template tag (`{{ site.baseurl }}/a.png`) is the template-tags rule's.
 */
function htmlLinks(
  line: string,
  lineNo: number,
  at: number,
  inCode: (i: number) => boolean,
  comment: boolean,
  links: FoundLink[],
): boolean {
  // [start, end) of the line's comments: an image commented out is not on the page.
  const hidden: [number, number][] = [];
  let from = 0;
  let open = comment;
  while (from <= line.length) {
    if (open) {
      const close = line.indexOf('-->', from);
      hidden.push([from, close < 0 ? line.length : close + 3]);
      if (close < 0) break;
      open = false;
      from = close + 3;
    } else {
      const start = line.indexOf('<!--', from);
      if (start < 0 || inCode(start)) break;
      open = true;
      from = start;
    }
  }
  const inComment = (i: number) => hidden.some(([s, e]) => i >= s && i < e);
  for (const tag of line.matchAll(TAG)) {
    const start = tag.index as number;
    if (inCode(start) || inComment(start)) continue;
    const attributes = tag[2] as string;
    const offset = start + 1 + (tag[1] as string).length;
    for (const m of attributes.matchAll(ATTRIBUTE)) {
      const raw = (m[2] ?? m[3] ?? m[4]) as string;
      if (raw === '' || raw.includes('{{') || raw.includes('{%')) continue;
      const quoted = m[4] === undefined ? 1 : 0;
      const col = offset + (m.index as number) + m[0].length - raw.length - quoted;
      const dest = raw.replaceAll('&amp;', '&');
      links.push({
        start: at + col,
        end: at + col + raw.length,
        dest,
        html: true,
        line: lineNo,
        column: col + 1,
      });
    }
  }
  return open;
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
