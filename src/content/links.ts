import { bodyKey, type Memo, memoKey } from '../ground/memo.js';

/**
 * The link and image destinations a post's Markdown body points at, with their offsets and positions:
 * inline `[text](dest)` / `![alt](dest)` and reference definitions `[label]: dest`, and in raw HTML the
 * `src`, `href`, `poster` and each URL of a `srcset` of a tag (`<img src="a.png">`, `<a href="b.md">`,
 * also spread over the lines of a paragraph or HTML block).
 * Fenced code, indented code and inline code spans are skipped (a `](x)` there is text, not a link),
 * and for HTML comments and the text of `<script>`, `<style>` and `<textarea>`. A line scan, not a
 * parse: check needs positions, build a rewrite, and both must agree on what a link is.
 */
export interface FoundLink {
  /** Offset of the destination in the body, and its end. */
  start: number;
  end: number;
  /** As written; in HTML with its character references read (`&amp;` as `&`) and outer spaces dropped. */
  dest: string;
  /** An attribute of raw HTML: a rewrite writes it back escaped for HTML. */
  html?: boolean;
  /** 1-based, inside the body. */
  line: number;
  column: number;
}

/**
 * A fence's opening line. An info string after backticks holds no backtick (CommonMark): a line
 * starting "```a```" is a code span in a paragraph, not a fence.
 */
const FENCE = /^[ \t]*(`{3,}(?=[^`]*$)|~{3,})/;
/** A fence's closing line: its marker and nothing but white space after it (```` ```kotlin ```` inside code closes nothing). */
const CLOSING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t\r]*$/;
/** A list item's marker, the spaces before it and after it. */
const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)/;
/** A thematic break (`* * *`, `---`): not a list item, though it starts like one. */
const BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t\r]*$/;
/** A line that starts a block of its own (a heading, a fence, a quote, HTML, a break): never a paragraph's lazy continuation. */
const STARTS_BLOCK = /^[ \t]*(?:#{1,6}(?:[ \t]|$)|`{3,}|~{3,}|>|<[a-zA-Z/!?])/;

/** The width of a line's leading white space, a tab to the next multiple of four (CommonMark). */
function indentOf(line: string): number {
  let width = 0;
  for (const c of line) {
    if (c === ' ') width++;
    else if (c === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

/**
 * Each line of a Markdown body outside code: fenced blocks and indented code are passed over; `code`
 * is the [start, end) of each inline code span of the line. `index` is 0-based, `offset` the line's
 * start in the body. The one notion of code that the link rules, the link rewrite and the
 * template-tag rule share.
 *
 * Indented code as CommonMark reads it: four columns deeper than the list item the line belongs to
 * (`1. 항목` puts its content at column 3, so a paragraph or image of the item after a blank line
 * indented by four is the item's, not code), after a blank line (it cannot interrupt a paragraph, and
 * an indented line right under `<table>` is the HTML block's), and not a list item's own line. A
 * fence may be indented as far as its list item's content, plus three.
 */
export function forEachProseLine(
  body: string,
  visit: (
    line: string,
    index: number,
    offset: number,
    code: [number, number][],
    /** The line is in an HTML block (CommonMark 4.6): raw HTML, no Markdown read in it. */
    html: boolean,
    /** The line starts a block: after a blank line, code, a heading or a break (no paragraph goes on). */
    fresh: boolean,
  ) => void,
): void {
  let fence: string | undefined;
  let fenceQuoted = false;
  let offset = 0;
  let open = true;
  let indented = false;
  // The HTML block the lines are in: what ends it, and whether it began in a block quote.
  let block: RegExp | 'blank' | undefined;
  let blockQuoted = false;
  let blockBase = 0;
  // The content column of each list item the lines are in, innermost last.
  const items: number[] = [];
  body.split('\n').forEach((line, index) => {
    const at = offset;
    offset += line.length + 1;
    const blank = line.trim() === '';
    const quoted = line.includes('>') && /^[ \t]{0,3}>/.test(line);
    if (block !== undefined) {
      // A blank line ends a block of types 6 and 7; a block begun in a quote or a list item ends
      // with it (raw HTML has no lazy lines).
      if (
        (block === 'blank' && blank) ||
        (blockQuoted && !quoted) ||
        (!blank && blockBase > 0 && indentOf(line) < blockBase)
      )
        block = undefined;
      else {
        if (block instanceof RegExp && block.test(line)) block = undefined;
        visit(line, index, at, [], true, false);
        open = block === undefined;
        return;
      }
    }
    // A fence opened in a quote ends with the quote: code has no lazy lines.
    if (fence && fenceQuoted && !quoted) {
      fence = undefined;
      open = true;
    }
    const indent = indentOf(line);
    const marker = fence === undefined && !BREAK.test(line) ? LIST_ITEM.exec(line) : null;
    // A line less indented than an item's content (and no item itself) ends it, after a blank line
    // or when it starts a block of its own; only a paragraph's text continues an item lazily.
    if (!blank && !marker && fence === undefined && (open || STARTS_BLOCK.test(line) || BREAK.test(line)))
      while (items.length > 0 && indent < (items.at(-1) as number)) items.pop();
    const base = items.at(-1) ?? 0;
    // What the line holds inside its containers: after a quote's `>` markers, or a list item's marker.
    const inner = marker
      ? line.slice(marker[0].length)
      : quoted
        ? line.replace(/^(?:[ \t]{0,3}>[ \t]?)+/, '')
        : line;
    if (fence) {
      // Inside a quote's fence the `>` goes before the closing fence; in any other, `>```` is code.
      const closing = fenceQuoted
        ? CLOSING_FENCE.exec(inner)?.[1]
        : indent <= base + 3
          ? CLOSING_FENCE.exec(line)?.[1]
          : undefined;
      if (closing && closing[0] === fence[0] && closing.length >= fence.length) {
        fence = undefined;
        open = true;
      }
      return;
    }
    if (!blank && (open || indented) && indent >= base + 4 && !marker) {
      indented = true;
      open = true;
      return;
    }
    if (marker) {
      const markerIndent = indentOf(marker[1] as string);
      while (items.length > 0 && markerIndent < (items.at(-1) as number)) items.pop();
      // One to four spaces after the marker start its content; more start indented code after one.
      const after = indentOf(marker[3] as string);
      items.push(markerIndent + (marker[2] as string).length + (after >= 1 && after <= 4 ? after : 1));
    }
    // A fence opens on its own line, on a list item's marker line or inside a quote.
    const fenced = indent <= base + 3 || marker || quoted ? FENCE.exec(inner)?.[1] : undefined;
    if (fenced) {
      fence = fenced;
      fenceQuoted = quoted;
      indented = false;
      return;
    }
    // A list item's marker starts a block of its own too.
    const fresh = open || marker !== null;
    if (!blank) indented = false;
    // An HTML block starts at a tag with at most three spaces before it (inside its containers).
    const tag = !blank && inner.includes('<') && /^[ \t]*</.test(inner);
    const content =
      !tag || marker || quoted ? inner : line.slice(Math.min(base, line.length - line.trimStart().length));
    const starts = tag ? htmlBlockStart(content, fresh) : undefined;
    if (starts !== undefined) {
      block = starts instanceof RegExp && starts.test(content) ? undefined : starts;
      blockQuoted = quoted;
      blockBase = items.at(-1) ?? 0;
      visit(line, index, at, [], true, fresh);
      open = block === undefined;
      return;
    }
    // After a heading or a break a new block begins, as after a blank line.
    open = blank || (inner.includes('#') && HEADING.test(inner)) || BREAK.test(line);
    visit(line, index, at, codeSpans(line), false, fresh);
  });
}

/** An ATX heading's line. */
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

export function findLinks(body: string): FoundLink[] {
  const html = HTML_LINK_HINT.test(body);
  if (!html && !body.includes('](') && !body.includes(']:')) return [];
  const links: FoundLink[] = [];
  // What an earlier run of lines opened that hides tags still (a comment, a script's text): its end.
  let hidden: string | undefined;
  // The lines read for tags together: a paragraph or HTML block (a tag may span its lines, as
  // `<img\n  src="a.png">` does when an editor wraps it), up to a blank line or code.
  let run: { start: number; end: number; line: number; last: number; escapes: boolean } | undefined;
  const flush = () => {
    if (run === undefined) return;
    const text = body.slice(run.start, run.end);
    // Code spans of the run as a whole: one an editor wrapped (`<img⏎src="a.png">`) is code too.
    if (hidden !== undefined || text.includes('<'))
      hidden = htmlLinks(
        text,
        run.line,
        run.start,
        run.escapes ? codeSpans(text) : [],
        hidden,
        links,
        run.escapes,
      );
    run = undefined;
  };
  // Brackets opened on the paragraph's lines before (a link's text may wrap) and not closed yet.
  // Whether each is an image's (`![`); those below `active` are inactive (a link closed after them).
  let openers: boolean[] = [];
  let active = 0;
  // The line after the one at `at` (a link's title, or its closing parenthesis, may stand there).
  const after = (at: number, line: string) => (): string => {
    const from = at + line.length + 1;
    if (from > body.length) return '';
    const to = body.indexOf('\n', from);
    return body.slice(from, to < 0 ? body.length : to);
  };
  // A reference definition starts a block, or follows another (it cannot interrupt a paragraph).
  let lastDefinition = false;
  forEachProseLine(body, (line, index, at, code, inBlock, fresh) => {
    const lineNo = index + 1;
    // A new block: no bracket is open.
    if (fresh) {
      openers = [];
      active = 0;
    }
    if (html) {
      const blank = line.trim() === '';
      if (run !== undefined && (blank || run.last !== index - 1)) flush();
      if (!blank) {
        // Backslash escapes are Markdown's: raw HTML in an HTML block has none (`\<img>` there is a tag).
        run ??= { start: at, end: at, line: lineNo, last: index, escapes: !inBlock };
        run.end = at + line.length;
        run.last = index;
      }
    }
    const mayDefine = fresh || lastDefinition;
    lastDefinition = false;
    if (inBlock || (!line.includes('[') && openers.length === 0)) return;
    // `[^note]: text` is a footnote (GFM), not a link reference: its text is no destination.
    const definition = mayDefine ? definitionAt(line) : undefined;
    if (definition) {
      lastDefinition = true;
      const { dest, col } = definition;
      links.push({ start: at + col, end: at + col + dest.length, dest, line: lineNo, column: col + 1 });
      return;
    }
    // Brackets as CommonMark pairs them: a `](` closes the nearest unescaped `[` outside code and
    // inline comments (`\[x](a.png)` and `x](a.png)` are text), and a link (not an image) leaves the
    // brackets before it inactive: links do not nest (`[a [b](y.md)](x.md)` links y.md alone).
    const comments = [...line.matchAll(/<!--[\s\S]*?-->/g)].map(
      (m) => [m.index as number, (m.index as number) + m[0].length] as const,
    );
    const inComment = within(comments);
    const inCode = within(code);
    // What a link's destination and title hold is no bracket (`[a]([b](c))` links `[b](c)`).
    let skip = 0;
    for (const m of line.matchAll(/\\.|!?\[|\]/g)) {
      const i = m.index as number;
      if (i < skip || m[0][0] === '\\' || inCode(i) || inComment(i)) continue;
      if (m[0] !== ']') {
        openers.push(m[0] === '![');
        continue;
      }
      const image = openers.pop();
      if (image === undefined) continue;
      // An inactive `[` closed: the ones below it were inactive too; new ones are not.
      if (openers.length < active) {
        active = openers.length;
        continue;
      }
      if (line[i + 1] !== '(') continue;
      const found = destinationAt(line, i + 2, after(at, line));
      if (found === undefined) continue;
      skip = found.end;
      if (!image) active = openers.length;
      if (found.dest === '') continue;
      links.push({
        start: at + found.col,
        end: at + found.col + found.dest.length,
        dest: found.dest,
        line: lineNo,
        column: found.col + 1,
      });
    }
  });
  flush();
  // In the order of the body (tags are read a run of lines at a time, after its Markdown links).
  return html ? links.sort((a, b) => a.start - b.start) : links;
}

/** The tags whose line starts an HTML block of type 6 (CommonMark 0.31), ended by a blank line. */
const BLOCK_TAGS = new Set(
  'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul'.split(
    ' ',
  ),
);

/**
 * Whether a line starts an HTML block, in which Markdown is not read (CommonMark 4.6, as markdown-it
 * reads it), and what ends the block: a pattern its last line matches (types 1-5: `<script>`, `<pre>`,
 * a comment…), or a blank line (types 6 and 7; 7, any lone tag, only after a blank line or code: it
 * cannot interrupt a paragraph). `line` is what the line holds inside its containers (forEachProseLine).
 */
function htmlBlockStart(line: string, fresh: boolean): RegExp | 'blank' | undefined {
  if (!/^ {0,3}</.test(line)) return undefined;
  const text = line.trimStart();
  const raw = /^<(script|pre|style|textarea)(?=[\s>]|$)/i.exec(text);
  if (raw) return new RegExp(`</${raw[1]}>`, 'i');
  if (text.startsWith('<!--')) return /-->/;
  if (text.startsWith('<?')) return /\?>/;
  if (text.startsWith('<![CDATA[')) return /\]\]>/;
  if (/^<![a-z]/i.test(text)) return />/;
  const tag = /^<\/?([a-z][a-z0-9]*)(?=[\s/>]|$)/i.exec(text);
  if (tag && BLOCK_TAGS.has((tag[1] as string).toLowerCase())) return 'blank';
  if (
    fresh &&
    /^(?:<[a-z][a-z0-9-]*(?:\s+[a-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[a-z][a-z0-9-]*\s*>)[ \t\r]*$/i.test(
      text,
    )
  )
    return 'blank';
  return undefined;
}

/** A link title: `"…"`, `'…'` or `(…)`, backslash escapes inside. */
const TITLE = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))`;
/** What may follow a destination on its line: the `)`, or white space, a title and the `)`. */
const LINK_END = new RegExp(String.raw`^(?:[ \t]*\)|[ \t]+${TITLE}[ \t]*\))`);
/** A line that ends a link whose destination ended its line before: a title, then `)`. */
const LINK_END_NEXT = new RegExp(String.raw`^[ \t]*(?:${TITLE}[ \t]*)?\)`);
/** What may follow a reference definition's destination on its line. */
const DEFINITION_END = new RegExp(String.raw`^(?:[ \t\r]*$|[ \t]+${TITLE}[ \t\r]*$)`);
/** ASCII punctuation: what a backslash escapes (CommonMark). */
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * The destination of an inline link whose `](` ends at `from`, as CommonMark reads it (read by hand,
 * in one pass, so that no line makes a pattern backtrack): in `<…>` (spaces allowed), or bare, with
 * balanced parentheses (`wiki/Consistency_(database_systems)`) and backslash escapes of punctuation;
 * then the closing `)`, after white space a title first, or at the line's end a title and `)` on the
 * next line. Undefined when the text is no link (`(https://a.example/ @b)`, `[a](x.png` left open).
 * `col` is the destination's offset in the line, `end` where the link ends on it.
 */
function destinationAt(
  line: string,
  from: number,
  next: () => string,
): { dest: string; col: number; end: number } | undefined {
  let start = from;
  while (line[start] === ' ' || line[start] === '\t') start++;
  let end: number;
  let dest: string;
  if (line[start] === '<') {
    const close = line.indexOf('>', start + 1);
    if (close < 0 || line.slice(start + 1, close).includes('<')) return undefined;
    dest = line.slice(start + 1, close);
    end = close + 1;
    start += 1;
  } else {
    let depth = 0;
    end = start;
    for (; end < line.length; end++) {
      const c = line[end] as string;
      if (c === '\\' && PUNCTUATION.test(line[end + 1] ?? '')) {
        end++;
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r') break;
      // As markdown-it: more than 32 nested parentheses are no destination (and no line is read twice).
      if (c === '(') {
        if (++depth > 32) return undefined;
      } else if (c === ')') {
        if (depth === 0) break;
        depth--;
      }
    }
    if (depth !== 0) return undefined;
    dest = line.slice(start, end);
  }
  const rest = line.slice(end);
  const closed = LINK_END.exec(rest);
  if (closed) return { dest, col: start, end: end + closed[0].length };
  return /^[ \t\r]*$/.test(rest) && LINK_END_NEXT.test(next())
    ? { dest, col: start, end: line.length }
    : undefined;
}

/**
 * A reference definition (`[label]: dest "title"`) on a line: its destination and offset, or undefined
 * when the line is none (a footnote `[^n]:`, something after the destination other than a title).
 */
function definitionAt(line: string): { dest: string; col: number } | undefined {
  const m = /^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(?:<([^>\n]+)>|([^\s<][^\s]*))/.exec(line);
  if (!m) return undefined;
  // A title may stand on the next line instead; whatever else follows makes the line no definition.
  if (!DEFINITION_END.test(line.slice(m[0].length))) return undefined;
  const dest = (m[1] ?? m[2]) as string;
  return { dest, col: m[0].length - dest.length - (m[1] === undefined ? 0 : 1) };
}

/**
 * The attributes of raw HTML whose values findLinks reads as links: one list for the three searches
 * that must agree on it (HTML_LINK_HINT, ATTRIBUTE, and LINK_HINT in a post's bytes).
 */
const LINK_ATTRIBUTES = 'src|href|poster|srcset';
/**
 * A body that may hold an HTML attribute findLinks reads: the scan of its lines is skipped otherwise.
 * No `<…>` in it: `[^>]*` over a body of unclosed tags took seconds for each 100 kB.
 */
const HTML_LINK_HINT = new RegExp(`\\s(?:${LINK_ATTRIBUTES})\\s*=`, 'i');
/** A tag on one line, its name and its attributes. */
const TAG = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = new RegExp(
  `\\s(${LINK_ATTRIBUTES})\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
  'gi',
);
/** What hides tags until its end: a comment, and the text of a script, a style or a textarea. */
// `[^<>]*`, not `[^>]*`: an unclosed `<style` in a long paragraph would be scanned to its end each time.
const HIDING = /<!--|<(script|style|textarea)\b[^<>]*>/gi;

/**
 * Adds the `src`, `href`, `poster` and `srcset` URLs of each tag in `text` (lines of the body from
 * line `lineNo`, starting at offset `at`; a tag may span them) outside code, comments and the text
 * of `<script>`, `<style>` and `<textarea>` (`'<img src="/img/' + n + '.png">'` in a script is a
 * string, not a tag) to `links`. `code` is the [start, end) of each code span in `text`. `hidden` is
 * what the text starts inside (the end to look for: `-->`, `</script`…); returns what it ends inside.
 * A value holding a template tag (`{{ site.baseurl }}/a.png`) is the template-tags rule's.
 */
function htmlLinks(
  text: string,
  lineNo: number,
  at: number,
  code: readonly [number, number][],
  hidden: string | undefined,
  links: FoundLink[],
  /** Markdown's backslash escapes apply (`\<img>` is text): not in an HTML block. */
  escapes = true,
): string | undefined {
  // [start, end) of what the text hides: an image commented out is not on the page.
  const ranges: [number, number][] = [];
  let inCode = within(code);
  // Capitals of ASCII alone: the offsets must stay the text's (`'İ'.toLowerCase()` is two units).
  const lower = text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  let from = 0;
  while (from <= text.length) {
    if (hidden !== undefined) {
      const close = lower.indexOf(hidden, from);
      ranges.push([from, close < 0 ? text.length : close + hidden.length]);
      if (close < 0) break;
      from = close + hidden.length;
      hidden = undefined;
    } else {
      HIDING.lastIndex = from;
      const opener = HIDING.exec(text);
      if (opener === null) break;
      from = opener.index + opener[0].length;
      // `<!--` written in a code span is text.
      if (inCode(opener.index)) continue;
      hidden = opener[1] === undefined ? '-->' : `</${opener[1].toLowerCase()}`;
    }
  }
  const inHidden = within(ranges);
  inCode = within(code);
  const place = lines(text, lineNo);
  for (const tag of text.matchAll(TAG)) {
    const start = tag.index as number;
    if (inCode(start) || inHidden(start) || (escapes && escaped(text, start))) continue;
    const attributes = tag[2] as string;
    const offset = start + 1 + (tag[1] as string).length;
    for (const m of attributes.matchAll(ATTRIBUTE)) {
      const value = (m[2] ?? m[3] ?? m[4]) as string;
      const quoted = m[4] === undefined ? 1 : 0;
      const col = offset + (m.index as number) + m[0].length - value.length - quoted;
      const urls = (m[1] as string).toLowerCase() === 'srcset' ? candidates(value) : [whole(value)];
      for (const [begin, end] of urls) {
        // What a browser takes: the value with its outer spaces dropped and its references read.
        const raw = value.slice(begin, end);
        if (raw === '' || raw.includes('{{') || raw.includes('{%')) continue;
        const [line, column] = place(col + begin);
        links.push({
          start: at + col + begin,
          end: at + col + end,
          dest: decodeEntities(raw),
          html: true,
          line,
          column,
        });
      }
    }
  }
  return hidden;
}

/**
 * The 1-based line and column of an offset in `text`, whose first line is `first`, asked of offsets
 * that never decrease.
 */
function lines(text: string, first: number): (offset: number) => [number, number] {
  let line = first;
  let lineStart = 0;
  let next = text.indexOf('\n');
  return (offset) => {
    while (next >= 0 && next < offset) {
      line++;
      lineStart = next + 1;
      next = text.indexOf('\n', lineStart);
    }
    return [line, offset - lineStart + 1];
  };
}

/** [start, end) of an attribute's value without its outer spaces. */
function whole(value: string): [number, number] {
  const start = value.length - value.trimStart().length;
  return [start, Math.max(start, value.trimEnd().length)];
}

/**
 * [start, end) of each URL of a `srcset` (`a.png 1x, a@2x.png 2x`), as HTML reads it: a URL runs to
 * the next space; commas at its end close its candidate; its descriptor runs to the next comma.
 */
function candidates(value: string): [number, number][] {
  const found: [number, number][] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i] as string)) i++;
    const start = i;
    while (i < value.length && !/\s/.test(value[i] as string)) i++;
    let end = i;
    const closed = value[end - 1] === ',';
    while (end > start && value[end - 1] === ',') end--;
    if (end > start) found.push([start, end]);
    if (!closed) while (i < value.length && value[i] !== ',') i++;
  }
  return found;
}

/** The links of raw HTML (a markdown-it html token's text): the values findLinks reads in its tags. */
export function htmlLinksIn(html: string): FoundLink[] {
  const links: FoundLink[] = [];
  htmlLinks(html, 1, 0, [], undefined, links);
  return links;
}

/**
 * Raw HTML with each value htmlLinksIn reads (in tags only: a script's strings and a comment stay as
 * written) replaced by what `rewrite` makes of it; `value` is the attribute's text as written, `link`
 * has it read (`dest`). What it returns is written as it is (see htmlAttribute).
 */
export function rewriteHtmlLinks(html: string, rewrite: (value: string, link: FoundLink) => string): string {
  return spliceLinks(html, htmlLinksIn(html), (link, value) => {
    const written = rewrite(value, link);
    return written === value ? undefined : written;
  }).text;
}

/**
 * A post's body with the destination of each link findLinks finds (Markdown and raw HTML, outside
 * code) replaced by what `rewrite` makes of it (`value` as written in the body); undefined leaves
 * it. `count`: how many were replaced. The one loop the build's link rewrite and the import's
 * conversions share.
 */
export function rewriteLinks(
  body: string,
  rewrite: (link: FoundLink, value: string) => string | undefined,
): { text: string; count: number } {
  return spliceLinks(body, findLinks(body), rewrite);
}

/** `text` with each of `links` (in order) replaced where `rewrite` says; one inside another replaced (a `](x)` written in an attribute's value) is left. */
function spliceLinks(
  text: string,
  links: readonly FoundLink[],
  rewrite: (link: FoundLink, value: string) => string | undefined,
): { text: string; count: number } {
  let out = '';
  let at = 0;
  let count = 0;
  for (const link of links) {
    if (link.start < at) continue;
    const written = rewrite(link, text.slice(link.start, link.end));
    if (written === undefined) continue;
    out += text.slice(at, link.start) + written;
    at = link.end;
    count++;
  }
  return count === 0 ? { text, count } : { text: out + text.slice(at), count };
}

/**
 * False when a post's bytes hold none of what findLinks' own first test looks for, so that its body
 * holds no link: known without decoding it (model.ts PostEntry.mayLink). True when it may, or is not
 * known.
 */
export const mayHoldLinks = (post: { mayLink?: () => boolean }): boolean => post.mayLink?.() !== false;

/**
 * What findLinks' first test looks for, searched in a post's bytes read one character a byte (latin1):
 * `](`, `]:`, or the name of an attribute HTML_LINK_HINT reads (LINK_ATTRIBUTES), in any case. A
 * UTF-8 sequence matches none of it (its bytes are not ASCII), and NFC makes none of it from other
 * characters, so a body holds it only if its bytes do. A `<` is not enough: code is full of them
 * (`Vec<Item>`, `a < b`), and a tag without such an attribute gives findLinks nothing.
 */
export const LINK_HINT = new RegExp(`\\]\\(|\\]:|${LINK_ATTRIBUTES}`, 'i');

/**
 * A post's local links (findLinks' whose destination isLocalLink), in order; none when its bytes hold
 * no mark of a link (mayHoldLinks). A function of the body alone: with a memo (a build's), kept under
 * the body's key, so that the link check and the rewrite of links (build/model.ts) scan a changed
 * body once between them, and an unchanged one not at all.
 */
export function localLinksOf(
  post: { readonly body: string; mayLink?: () => boolean },
  memo?: Memo,
): FoundLink[] {
  if (!mayHoldLinks(post)) return [];
  const find = () => findLinks(post.body).filter((link) => isLocalLink(link.dest));
  if (memo) return memo.get('check', memoKey('local-links', bodyKey(post)), find);
  let found = LOCAL_LINKS.get(post);
  if (found === undefined) {
    found = find();
    LOCAL_LINKS.set(post, found);
  }
  return found;
}

/**
 * Each post's local links once found without a memo (validate), by the post (whose body never
 * changes): the file links' check and the page links' (build/paths.ts) read them once between them.
 */
const LOCAL_LINKS = new WeakMap<object, FoundLink[]>();

/** The path of a base URL (`/blog` of `https://x.example/blog`), '' for none or one that does not parse. */
export function basePathOf(base: unknown): string {
  try {
    return typeof base === 'string' ? new URL(base).pathname.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

/** A URL as an HTML attribute's value, whichever quote (or none) it stands in. */
export const htmlAttribute = (url: string): string =>
  url.replaceAll('&', '&amp;').replaceAll('"', '%22').replaceAll("'", '%27').replaceAll(' ', '%20');

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** An attribute value's character references read: numeric ones and the common named ones. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, dec, hex, name) => {
    const code = dec !== undefined ? Number(dec) : hex !== undefined ? Number.parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return ENTITIES[String(name).toLowerCase()] ?? whole;
  });
}

/**
 * A root-relative destination in raw HTML that already starts with the site's base path
 * (`/blog/img/a.png` on `https://x.example/blog`) is read as a browser reads it: from the host's root.
 * Any other destination is as written (in Markdown, and otherwise in HTML, `/img/a.png` is under the
 * base path).
 */
export function withinBase(link: { dest: string; html?: boolean }, basePath: string): string {
  if (link.html !== true || basePath === '') return link.dest;
  if (!link.dest.startsWith(basePath)) return link.dest;
  // The path itself, alone or with a query or fragment, is the site's home: `/blog?page=2` is `/?page=2`.
  const rest = link.dest.slice(basePath.length);
  if (rest === '' || rest[0] === '?' || rest[0] === '#') return `/${rest}`;
  return rest[0] === '/' ? rest : link.dest;
}

/** Whether the character at `at` is escaped by a backslash (`\\<img …>` is text; `\\\\<img …>` a tag). */
function escaped(text: string, at: number): boolean {
  let slashes = 0;
  while (at - slashes - 1 >= 0 && text[at - slashes - 1] === '\\') slashes++;
  return slashes % 2 === 1;
}

/**
 * Whether an offset lies in one of `ranges` ([start, end), in order, apart), asked of offsets that
 * never decrease: a walk along them, not a search of all of them for each (a line of 20,000 tags and
 * comments took seconds).
 */
function within(ranges: readonly (readonly [number, number])[]): (i: number) => boolean {
  let r = 0;
  return (i) => {
    while (r < ranges.length && (ranges[r] as readonly [number, number])[1] <= i) r++;
    return r < ranges.length && (ranges[r] as readonly [number, number])[0] <= i;
  };
}

/** [start, end) of each inline code span of a line (or of a paragraph's lines: a span may wrap). */
function codeSpans(line: string): [number, number][] {
  if (!line.includes('`')) return [];
  const spans: [number, number][] = [];
  const re = /(`+)[^`]*?\1/g;
  for (const m of line.matchAll(re)) spans.push([m.index as number, (m.index as number) + m[0].length]);
  return spans;
}

/** Root-relative links with these endings are files the site must publish from static/ (pages: build/paths.ts). */
export const FILE_LINK = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|mp4|webm|mp3|txt|css|js)$/i;

/**
 * A link that reads as a web address written without its scheme (`coursera.org`, `www.x.com`,
 * `blog.example.co`): a host name under a common top-level domain, then a path or nothing. Some
 * files are named so too (`notes.org`, `logo.ai`): the hint gives both ways out.
 */
export const WEB_ADDRESS =
  /^(?:www\.[\w-]+(?:\.[\w-]+)+|(?:[\w-]+\.)+(?:com|org|net|io|dev|kr|co|me|app|ai|jp|xyz|blog|info|edu|gov|tv|page|site))(?:[/?#]|$)/i;

/** A destination that is a path on this site, not an address elsewhere or a fragment. */
export function isLocalLink(dest: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(dest);
}

/**
 * Whether a relative destination names a page rather than a file: a path with no extension
 * (`../other-post/`, `sibling`), not a query or fragment alone. Where no content file answers it, the
 * build writes it resolved against the post's address (build/assets.ts linkWriter).
 */
export function isRelativePageLink(dest: string): boolean {
  if (dest.startsWith('/')) return false;
  const bare = dest.replace(/[?#].*$/, '');
  return bare !== '' && !/\.[^/.]+$/.test(bare);
}

/**
 * Where the build writes a relative link to a page that no content file answers (isRelativePageLink):
 * resolved against the post's path in the site (resolvedAgainst); undefined, left as written, for a web
 * address without its scheme (`github.com/me/repo`: the twin then still reads as what was meant; a
 * warning says to write it whole) and for one holding a space, an angle bracket or a square bracket
 * (`<../a b>`, a link pasted over a link), which no address written in its place keeps as one link.
 */
export function resolvedPageLink(page: string, dest: string): string | undefined {
  return WEB_ADDRESS.test(dest) || /[\s<>[\]]/.test(dest) ? undefined : resolvedAgainst(page, dest);
}

/**
 * A relative destination resolved against a page's path from the site's root as a browser resolves
 * it on that page (RFC 3986 5.2: the page's folder, then its dot segments, `%2e` too), its characters
 * as written: nothing encoded or decoded. Never above the root.
 */
export function resolvedAgainst(page: string, dest: string): string {
  const at = dest.search(/[?#]/);
  const path = at < 0 ? dest : dest.slice(0, at);
  const segments = `${page.slice(0, page.lastIndexOf('/') + 1)}${path}`.split('/');
  const out: string[] = [];
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i] as string;
    const dots = segment.replace(/%2e/gi, '.');
    const last = i === segments.length - 1;
    if (dots === '.' || dots === '..') {
      if (dots === '..') out.pop();
      // A dot segment at the end names its folder: `a/..` is `/`, `a/.` is `a/`.
      if (last) out.push('');
    } else out.push(segment);
  }
  return `/${out.join('/')}${at < 0 ? '' : dest.slice(at)}`;
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
