import { readFileSync } from 'node:fs';
import { parse as parseToml, TomlDate, TomlError } from 'smol-toml';
import { parseDocument } from 'yaml';
import { isTimeZone } from '../content/dates.js';
import type { Converted } from './liquid.js';

/** One post as a generator described it, mapped to site-api's fields; nothing written yet. */
export interface SourcePost {
  /** The source file (relative to the imported folder) or the feed item. */
  source: string;
  title: string;
  /** A content date: RFC 3339 with offset, or `YYYY-MM-DD[ HH:MM:SS]` in the site's zone. */
  date: string;
  modified?: string;
  tags: string[];
  categories: string[];
  summary?: string;
  /** The post's language (BCP 47) where the generator says it (Jekyll's `lang`). */
  language?: string;
  draft: boolean;
  /** The Markdown (or HTML) after the front matter, byte for byte. */
  body: string;
  /** What the id is made from: the generator's slug or file name (romanised later). */
  slug: string;
  /** The post's old path on the site (decoded, NFC), when it had one. */
  oldPath?: string;
  /**
   * The language's prefix of the old site's URLs (jekyll-polyglot's `/en`): the post's links to other
   * posts were published under it, to the post in the same language.
   */
  oldPrefix?: string;
  /** Further old paths (Hugo `aliases`). */
  aliases: string[];
  /** A page bundle's own files (`images/a.png` beside `index.md`): copied into the post's folder. */
  resources?: { rel: string; file: string }[];
  /** `source field → site-api field`, for the plan. */
  mapped: string[];
  /** Fields with no home in site-api, and why. */
  unmapped: { field: string; why: string }[];
}

/** A source that could not be read or parsed: where and why. */
export interface ImportProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** What a generator's configuration says about the site. */
export interface SourceSite {
  title?: string;
  description?: string;
  baseUrl?: string;
  language?: string;
  timezone?: string;
  /** A time zone the configuration names that is none (`timezone: KR`): dates were read in UTC. */
  badTimezone?: string;
  author?: string;
  /** What the configuration says of the author besides the name (Jekyll's `email`, `github_username`, `author.links`). */
  profile?: { email?: string; headline?: string; links: { label: string; url: string }[] };
  /** The generator's post pattern translated to a site-api pattern, when it has one that can be. */
  pattern?: string;
  /** Old feed paths the site should keep publishing as RSS 2.0 (Hugo's home feed at `/index.xml`). */
  rss?: string[];
  /**
   * Where the old site had its tag pages: a site-api `permalinks.tag` pattern, and the old path segment
   * of a tag's name (the generator's own slug), to tell which tags keep their URL.
   */
  tags?: { pattern: string; slugOf(tag: string): string };
  posts: SourcePost[];
  problems: ImportProblem[];
  /**
   * The body with what the generator's template language does mechanically converted (Jekyll's
   * Liquid: import/liquid.ts). `linkTo` is the link from this post to the imported post of a source
   * file, in Markdown or in an HTML attribute; undefined for a draft or a post not imported.
   */
  convertBody?(post: SourcePost, linkTo: (source: string, html: boolean) => string | undefined): Converted;
  /** What the template tags left in bodies are, for the plan's note (`Liquid: an include …`). */
  leftTemplates?: string;
  /** The file the old site served at a root-relative path, when it is a plain file to copy (import/files.ts). */
  servedFile?(path: string): string | undefined;
  /** Files at the old site's root that a host or a search engine reads (CNAME, favicon.ico, ads.txt). */
  hostFiles?: { path: string; file: string }[];
  /** The old site's pages that are not posts (about.md at /about/): not imported, named in the plan. */
  pages?: { file: string; path: string }[];
  /** The old site's Markdown made a line break in a paragraph a `<br>` (kramdown's `hard_wrap`, Hugo's `hardWraps`). */
  hardBreaks?: boolean;
  /** What the reader found worth saying that is no problem (files the old site never published). */
  notes?: string[];
}

export type Fields = Record<string, unknown>;

/** Why the old paths (redirect_from, aliases) of a page the old site does not publish are not kept. */
export const DRAFT_REDIRECTS =
  'the old site does not publish this page (a draft, expired, or never rendered), so these old paths answer nothing there now; give them as `aliases:` once it is published (two unpublished posts naming one path would collide now)';

/** A post file's front matter and body; undefined when it cannot be read or parsed, the reason added to `problems`. */
export function readPostFile(
  file: string,
  rel: string,
  problems: ImportProblem[],
  options: FrontMatterOptions = {},
): { data: Fields; body: string; note?: string } | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    problems.push({
      file: rel,
      line: 0,
      column: 0,
      message: `cannot be read: ${(error as NodeJS.ErrnoException).code}`,
    });
    return undefined;
  }
  const fm = readFrontMatter(source, rel, options);
  if (fm.ok) return fm;
  problems.push(fm.problem);
  return undefined;
}

export interface FrontMatterOptions {
  /** Hugo reads front matter after blank lines (its lexer skips white space first); Jekyll does not. */
  leading?: boolean;
  /**
   * A file without front matter is read as one whose front matter is empty, the whole file its body,
   * with `note` saying so (a Jekyll post: Jekyll publishes every file of `_posts/` whose name has the
   * date, its title and date from the name); otherwise it is a problem.
   */
  optional?: string;
}

/** Front matter in YAML (`---`) or TOML (`+++`), read as data only; the body is what follows, untouched. */
export function readFrontMatter(
  text: string,
  file: string,
  options: FrontMatterOptions = {},
): { ok: true; data: Fields; body: string; note?: string } | { ok: false; problem: ImportProblem } {
  const unmarked = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lead = options.leading ? (/^\s*/.exec(unmarked)?.[0] ?? '') : '';
  const skipped = lead.split('\n').length - 1;
  const fail = (line: number, column: number, message: string) => ({
    ok: false as const,
    problem: { file, line: line + skipped, column, message },
  });
  const clean = unmarked.slice(lead.lastIndexOf('\n') + 1);
  const fence = /^(---|\+\+\+)[ \t]*\r?\n/.exec(clean);
  if (!fence) {
    if (options.optional !== undefined) {
      // `---` after blank lines is no front matter to Jekyll (its first line must be `---`): a slip the
      // old site published as text, said apart.
      const late = /^\s*---[ \t]*\r?\n/.test(unmarked);
      const note = late
        ? `${options.optional}; the --- block after the blank lines at its top was no front matter to Jekyll, and stays in the body: delete the blank lines to read it`
        : options.optional;
      return { ok: true, data: {}, body: unmarked, note };
    }
    return fail(1, 1, 'no front matter (the file does not start with --- or +++)');
  }
  const mark = fence[1] as string;
  const close = new RegExp(`^${mark === '+++' ? '\\+\\+\\+' : '(?:---|\\.\\.\\.)'}[ \\t]*\\r?$`, 'm');
  const rest = clean.slice(fence[0].length);
  const end = close.exec(rest);
  if (!end) return fail(1, 1, `the front matter opened with ${mark} is never closed`);
  const inner = rest.slice(0, end.index);
  const after = rest.indexOf('\n', end.index);
  const body = after < 0 ? '' : rest.slice(after + 1);
  if (mark === '+++') {
    try {
      return { ok: true, data: plain(parseToml(inner)) as Fields, body };
    } catch (error) {
      if (error instanceof TomlError)
        return fail(error.line + 1, error.column, `TOML: ${firstLine(error.message)}`);
      throw error;
    }
  }
  let doc = parseDocument(inner, { prettyErrors: false, uniqueKeys: false });
  let note: string | undefined;
  const error = doc.errors[0];
  if (error) {
    // Ruby's YAML (Jekyll's) reads a flow list continued at the start of a line; so does the import.
    const indented = error.code === 'BAD_INDENT' ? indentFlowLines(inner) : undefined;
    const again = indented && parseDocument(indented, { prettyErrors: false, uniqueKeys: false });
    if (again && again.errors.length === 0) {
      doc = again;
      note =
        'front matter: a list continued at the start of a line (strict YAML refuses it, Ruby and Jekyll read it), read so';
    } else {
      const { line, column } = lineColumn(inner, error.pos[0]);
      // The YAML starts on the file's second line, after the opening fence.
      return fail(line + 1, column, `YAML: ${firstLine(error.message)}`);
    }
  }
  const data = doc.toJS({ maxAliasCount: 50 }) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) return fail(2, 1, 'the front matter is not a mapping');
  return { ok: true, data: plain(data) as Fields, body, ...(note ? { note } : {}) };
}

/**
 * The YAML with each line that continues an open flow list or map (`tags: [a,` then `b]` at the
 * start of the next line) indented, as YAML 1.2 wants and Ruby's parser does not; undefined when no
 * line needed it. Brackets in quotes are not counted.
 */
function indentFlowLines(yaml: string): string | undefined {
  let depth = 0;
  let changed = false;
  const lines = yaml.split('\n').map((line) => {
    const out = depth > 0 && /^\S/.test(line) ? `  ${line}` : line;
    if (out !== line) changed = true;
    for (const c of line.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '')) {
      if (c === '[' || c === '{') depth++;
      else if ((c === ']' || c === '}') && depth > 0) depth--;
    }
    return out;
  });
  return changed ? lines.join('\n') : undefined;
}

/** A configuration file (YAML, TOML or JSON) as data; problems located like front matter. */
export function readConfig(
  text: string,
  file: string,
): { ok: true; data: Fields } | { ok: false; problem: ImportProblem } {
  try {
    if (file.endsWith('.toml')) return { ok: true, data: plain(parseToml(text)) as Fields };
    if (file.endsWith('.json')) return { ok: true, data: JSON.parse(text) as Fields };
  } catch (error) {
    const e = error as { line?: number; column?: number; message: string };
    return {
      ok: false,
      problem: { file, line: e.line ?? 1, column: e.column ?? 1, message: firstLine(e.message) },
    };
  }
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    return {
      ok: false,
      problem: { file, ...lineColumn(text, error.pos[0]), message: firstLine(error.message) },
    };
  }
  const data = doc.toJS({ maxAliasCount: 50 }) ?? {};
  return { ok: true, data: typeof data === 'object' && !Array.isArray(data) ? (data as Fields) : {} };
}

/** 1-based line and column of an offset in a text. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function firstLine(message: string): string {
  return message.split('\n')[0] as string;
}

/** TOML dates become their text (`2022-04-26T15:18:00+09:00`, `2022-04-26`); everything else as is. */
function plain(value: unknown): unknown {
  if (value instanceof TomlDate) return value.toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

const DATE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt ]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|z|[+-]\d{2}:?\d{2})?$/;

/**
 * A generator's date as a content date: `2022-04-26 15:18 +0900` → `2022-04-26T15:18:00+09:00`,
 * `2018-7-2` → `2018-07-02` (a day in the site's zone), `…Z` kept. Undefined when it is none of these.
 */
export function contentDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const pad = (v: string | undefined) => (v ?? '0').padStart(2, '0');
  const day = `${m[1]}-${pad(m[2])}-${pad(m[3])}`;
  if (m[4] === undefined) return day;
  const time = `${pad(m[4])}:${m[5]}:${pad(m[6])}`;
  const zone = m[7];
  if (zone === undefined) return `${day} ${time}`;
  if (zone === 'Z' || zone === 'z') return `${day}T${time}Z`;
  const offset = zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return `${day}T${time}${offset}`;
}

/** A list field as strings: YAML lists, or Jekyll's space-separated string (`tags: android kotlin`). */
export function words(value: unknown, spaceSeparated: boolean): string[] {
  if (Array.isArray(value))
    return value.filter((v) => v !== null && v !== undefined && v !== '').map((v) => String(v).trim());
  if (typeof value === 'string' && value.trim() !== '')
    return spaceSeparated ? value.trim().split(/\s+/) : [value.trim()];
  if (typeof value === 'number') return [String(value)];
  return [];
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** A BCP 47 primary tag from `ko-kr`, `ko_KR`, `en-US`. */
export function languageTag(value: unknown): string | undefined {
  const t = text(value);
  if (!t) return undefined;
  const [primary, region] = t.replace('_', '-').split('-');
  if (!primary || !/^[a-zA-Z]{2,3}$/.test(primary)) return undefined;
  return region && /^[a-zA-Z]{2}$/.test(region)
    ? `${primary.toLowerCase()}-${region.toUpperCase()}`
    : primary.toLowerCase();
}

/**
 * An old path a generator names (Jekyll's `redirect_from`, Hugo's `aliases`) as a site path: a full URL gives its path, a relative one is made
 * absolute, percent-encoding is decoded (aliases are written as they read, Hangul as is) and NFC.
 * Undefined for what names no path.
 */
export function sitePathOf(from: string): string | undefined {
  let path = from.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  if (!path.startsWith('/')) path = `/${path}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Left as written: validate names a path that does not decode.
  }
  return path.normalize('NFC');
}

/** The site's time zone, or the name it gave that is no IANA zone (Jekyll and Hugo then ran in UTC). */
export function zoneOf(zone: string | undefined): { timezone?: string; badTimezone?: string } {
  if (zone === undefined) return {};
  if (!isTimeZone(zone)) return { badTimezone: zone };
  // ICU takes `asia/seoul`; the tz database on the machine that built the old site (a file name) did
  // not, and ran it in UTC.
  const named = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  return named !== zone && named.toLowerCase() === zone.toLowerCase()
    ? { badTimezone: zone }
    : { timezone: zone };
}
