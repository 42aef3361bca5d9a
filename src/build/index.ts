import { type SchemaName, validatorFor } from '../check/schemas.js';
import { FILE_LIST } from '../edge/handler.js';
import { NO_CARRY } from '../ground/carry.js';
import { type Memo, memoKey, NO_MEMO } from '../ground/memo.js';
import {
  type Artifact,
  type ArtifactSet,
  artifact,
  inPathOrder,
  lazyArtifact,
  spilledArtifact,
} from './artifacts.js';
import { ENDPOINT_PATHS, ENDPOINTS } from './endpoints.js';
import { aliasPageFiles } from './files/alias-pages.js';
import { apiDocuments, apiFiles } from './files/api.js';
import { crawlFiles } from './files/crawl.js';
import { feedFiles } from './files/feed.js';
import { fileListFiles, isListed, parseFileList } from './files/file-list.js';
import { llmsFiles } from './files/llms.js';
import { notFoundFiles } from './files/not-found.js';
import { openApiFiles } from './files/openapi.js';
import { redirectFiles } from './files/redirects.js';
import { staticFiles } from './files/static.js';
import { twinFiles } from './files/twins.js';
import type { BuildInput, BuildOutput } from './input.js';
import { absoluteUrl } from './model.js';
import { pageFiles } from './pages/index.js';

/**
 * Every module that publishes files. Adding an output is adding a module and a line here. A module
 * also gets the files of the modules before it: only the hash list, last, reads them.
 */
const MODULES: readonly ((input: BuildInput, built: ArtifactSet) => BuildOutput)[] = [
  apiFiles,
  openApiFiles,
  feedFiles,
  crawlFiles,
  llmsFiles,
  twinFiles,
  notFoundFiles,
  staticFiles,
  redirectFiles,
  aliasPageFiles,
  pageFiles,
  // Last: it lists every file above.
  fileListFiles,
];

/** The paths every module would publish for this input, in registry order (the bytes are made and dropped). */
export function plannedPaths(input: BuildInput): string[] {
  const paths: BuildInput = { ...input, pathsOnly: true };
  return MODULES.flatMap((module) => module(paths, new Map()).map((file) => file.path));
}

export interface BuildProblem {
  path: string;
  message: string;
}

/**
 * What a build can hand the next one, by position in the registry's order (the modules list their
 * files in the same order every build): what each module returned, the artifact made of it, and its
 * text. An entry the carry handed back again is not looked at again; a text that is the same keeps
 * its artifact.
 */
export interface BuildMemo {
  entries: BuildOutput[number][];
  made: Artifact[];
  /** Undefined where the module gave bytes. */
  texts: (string | undefined)[];
  /**
   * The last build's very object while every build since listed the same paths in the same order
   * (each at the position it had), else a new one: the link check compares it, not every path.
   */
  paths: object;
}

export type BuildResult =
  | { ok: true; artifacts: ArtifactSet; memo: BuildMemo }
  | { ok: false; problems: BuildProblem[] };

/**
 * The build: a pure function of the checked site and the build time. Every file is checked before
 * anyone may write it; a build with a problem returns the problems and no files.
 */
export function buildSite(input: BuildInput, previous?: BuildMemo): BuildResult {
  const artifacts: ArtifactSet = new Map();
  // The text each module wrote of the files the checks read, which they read instead of decoding the
  // bytes again (the bytes are its UTF-8 encoding, so checking one is checking the other). Within
  // --watch (a carry) every entry, artifact and text goes to the next rebuild, by position; otherwise
  // nothing is kept, or a build would hold every text file twice (the twins alone are ~200 MB at
  // 50,000 posts).
  const nextBuild = input.carry !== undefined;
  const checked = checkedPaths(input);
  const texts = new Map<string, string>();
  const next: BuildMemo = { entries: [], made: [], texts: [], paths: {} };
  // Whether every path so far is at the position it had in the last build.
  let aligned = previous !== undefined;
  // A build that writes once puts every file's bytes in the spill as it is made (ground/spill.ts).
  const { spill } = input;
  const made = (content: string | Uint8Array, type: string) =>
    spill ? spilledArtifact(spill, content, type) : artifact(content, type);
  // Where the last build had a path: at the same position as a rule (a lookup by path in a map of
  // 20,000 cost more than the rest of the registry's loop), by path once the lists no longer line up.
  let shifted: Map<string, number> | undefined;
  const positionBefore = (path: string, at: number): number => {
    if (previous === undefined) return -1;
    if (previous.entries[at]?.path === path) return at;
    shifted ??= new Map(previous.entries.map((entry, i) => [entry.path, i]));
    return shifted.get(path) ?? -1;
  };
  const problems: BuildProblem[] = [];
  let at = 0;
  for (const module of MODULES) {
    for (const file of module(input, artifacts)) {
      if (artifacts.has(file.path)) problems.push({ path: file.path, message: 'built twice by two modules' });
      const i = positionBefore(file.path, at++);
      if (i !== at - 1) aligned = false;
      const before = i < 0 ? undefined : (previous as BuildMemo).made[i];
      const text = typeof file.content === 'string' ? file.content : undefined;
      let built: Artifact;
      if (before !== undefined && previous?.entries[i] === file) {
        // The very entry of the last build (a carried page): its artifact as it was.
        built = before;
      } else if (text !== undefined) {
        // A rebuild (--watch) reuses the artifact of an unchanged text: no encoding, no hashing.
        const same =
          before !== undefined && before.contentType === file.contentType && previous?.texts[i] === text;
        built = same ? before : made(text, file.contentType);
      } else if (typeof file.content === 'function' && 'etag' in file) {
        // A page the memo knows: the last build's artifact when it has the same ETag (the same bytes).
        const same = before?.etag === file.etag && before.contentType === file.contentType;
        built =
          same && before !== undefined
            ? before
            : lazyArtifact(file.content, file.contentType, file.etag, file.size, !file.again);
      } else built = made(file.content as Uint8Array, file.contentType);
      artifacts.set(file.path, built);
      if (text !== undefined && checked.has(file.path)) texts.set(file.path, text);
      if (nextBuild) {
        next.entries.push(file);
        next.made.push(built);
        next.texts.push(text);
      }
    }
  }
  const textAt = (path: string): string | undefined => {
    const file = artifacts.get(path);
    return file === undefined ? undefined : (texts.get(path) ?? textOf(file.bytes));
  };
  // Within --watch, a check whose files are the very artifacts the last build checked (the registry
  // reuses an artifact only for the same text) is not run again.
  const carry = input.carry ?? NO_CARRY;
  const endpoints = ENDPOINT_PATHS.map((p) => artifacts.get(p));
  if (previous !== undefined && aligned && at === previous.entries.length) next.paths = previous.paths;
  // What the links may point at: every path and page URL (the very strings of the last build when
  // they are the same: the registry's order and siteData's posts are carried). The same paths and a
  // site of the same shape (its URLs are made of the front matter: content/model.ts) say it at once:
  // `next.paths` is the last build's object only while the paths are the same, else a new one. So
  // also the session's first build: its answer, and its set of the built files' URLs, are the first
  // rebuild's (which made the set again, ~85 ms at 10,000 posts).
  const { shape } = input.data;
  const targets =
    carry === NO_CARRY
      ? []
      : shape
        ? [next.paths, shape]
        : [...artifacts.keys(), ...input.data.posts.map((p) => p.url), ...input.data.tags.map((t) => t.url)];
  const linked = [...LINKED, input.data.config.feed].map((p) => artifacts.get(p));
  // Within --watch the long lists are checked on their values after the session's first build, whose
  // check of the texts (or the memo's answer for the same bytes) vouches for the rows it was made from.
  // A build without `previous` has a fresh carry (core/build.ts: both come from the last good build),
  // so files/api.ts made these texts now, from the very rows `values` gives.
  const values = carry === NO_CARRY ? undefined : valuesOf(input);
  problems.push(
    ...carry.get('check/self', endpoints, () =>
      previous === undefined
        ? selfChecked(artifacts, textAt, input.memo ?? NO_MEMO, undefined, values)
        : selfChecked(artifacts, textAt, input.memo ?? NO_MEMO, values),
    ),
    ...fileListCheck(
      artifacts,
      textAt,
      (previous !== undefined && carry !== NO_CARRY) || input.memo !== undefined,
    ),
    ...carry.get('check/links', [...linked, ...targets], () =>
      linkCheck(artifacts, (path) => texts.get(path), input, carry === NO_CARRY ? undefined : next.paths),
    ),
  );
  if (problems.length) return { ok: false, problems };
  // The same paths as the last build (`next.paths`, carried): its order, without a list to compare.
  const order =
    carry !== NO_CARRY && next.paths === previous?.paths
      ? carry.get('registry/order', [next.paths], () => inPathOrder([...artifacts.keys()], NO_CARRY, ''))
      : inPathOrder([...artifacts.keys()], carry, 'registry/order');
  const sorted = new Map(order.map((path) => [path, artifacts.get(path) as Artifact]));
  return {
    ok: true,
    artifacts: sorted,
    memo: next,
  };
}

/**
 * selfCheck, whose answer depends on the API files' bytes alone: a build whose every endpoint has the
 * ETag it had in a build before (an edit of a post's body that leaves its row as it was) takes that
 * build's answer from the memo instead of parsing posts.json and checking it against its schema
 * again (~0.1 s at 10,000 posts).
 */
export function selfChecked(
  artifacts: ArtifactSet,
  textAt: (path: string) => string | undefined,
  memo: Memo,
  values?: (path: string) => unknown,
  madeFrom?: (path: string) => unknown,
): BuildProblem[] {
  // An answer reached on the values is kept apart from one reached on the texts: a build outside
  // --watch (the memo is saved) takes only an answer the texts gave.
  const key = memoKey(
    'check/self',
    values ? 'values' : 'text',
    ...ENDPOINT_PATHS.map((path) => `${path} ${artifacts.get(path)?.etag ?? ''}`),
  );
  const problems = memo.get('check', key, () => selfCheck(artifacts, textAt, values));
  if (madeFrom && !values) vouch(problems, madeFrom);
  return problems;
}

/**
 * A long list whose text was found valid (by this check, or by the memo's answer for the very same
 * bytes) had valid rows, and `madeFrom` gives the values the text is JSON.stringify of (the caller
 * passes it only when the text was made in this build, from those values): those rows are
 * marked valid, so the first rebuild of a --watch session checks only the rows it made anew (it checked
 * every row of posts.json again, ~0.1 s at 10,000 posts).
 */
function vouch(problems: readonly BuildProblem[], madeFrom: (path: string) => unknown): void {
  for (const [path, { key }] of Object.entries(LONG_LISTS)) {
    if (problems.some((p) => p.path === path)) continue;
    const rows = (madeFrom(path) as Record<string, unknown> | undefined)?.[key];
    if (!Array.isArray(rows)) continue;
    for (const row of rows) if (typeof row === 'object' && row !== null) validRows.add(row);
  }
}

/**
 * The two long lists, whose schemas are an envelope and `items` of one row's schema, nothing else
 * (test/unit/self-check.test.ts holds them to that): within --watch checked row by row (selfCheck).
 */
export const LONG_LISTS: Record<string, { key: string; list: SchemaName; row: SchemaName }> = {
  '/api/posts.json': { key: 'posts', list: 'api/post-list', row: 'api/post' },
  '/api/tags.json': { key: 'tags', list: 'api/tag-list', row: 'api/tag' },
};

/** Rows of the long lists found valid: a row object is never changed once made (ground/carry.ts). */
const validRows = new WeakSet<object>();

/** The values the long lists' texts were made from, for a --watch rebuild's self check. */
function valuesOf(input: BuildInput): (path: string) => unknown {
  const documents = apiDocuments(input);
  return (path) => documents.find((d) => d.path === path)?.value();
}

/**
 * What the contract promises about the built files, checked on the bytes that will be published.
 * With `values` (a --watch rebuild, whose session began with a build checked in full), the long lists
 * are checked on the values their texts were made from (JSON.stringify of plain rows): the envelope,
 * and each row the last builds have not found valid, the very object. A title edit parsed and
 * checked the 10,000 rows of posts.json again (~0.1 s).
 */
function selfCheck(
  artifacts: ArtifactSet,
  textAt: (path: string) => string | undefined,
  values?: (path: string) => unknown,
): BuildProblem[] {
  const problems: BuildProblem[] = [];
  const parsed = new Map<string, unknown>();
  // biome-ignore lint/suspicious/noExplicitAny: the published JSON, checked field by field below.
  const read = (path: string): any => {
    if (!parsed.has(path)) {
      const value = values && LONG_LISTS[path] && artifacts.has(path) ? values(path) : undefined;
      const text = value === undefined ? textAt(path) : undefined;
      parsed.set(path, value ?? (text === undefined ? undefined : JSON.parse(text)));
    }
    return parsed.get(path);
  };
  const report = (path: string, validate: ReturnType<typeof validatorFor>, at = '') => {
    for (const e of validate.errors ?? [])
      problems.push({
        path,
        message: `${at}${e.instancePath || (at ? '' : '/')} ${e.message ?? 'is invalid'}`,
      });
  };
  for (const row of ENDPOINTS) {
    const body = read(row.path);
    if (body === undefined) {
      problems.push({ path: row.path, message: 'an endpoint of the table was not built' });
      continue;
    }
    const long = values ? LONG_LISTS[row.path] : undefined;
    if (long && Array.isArray(body[long.key])) {
      const validate = validatorFor(long.list);
      if (!validate({ ...body, [long.key]: [] })) report(row.path, validate);
      const validRow = validatorFor(long.row);
      (body[long.key] as unknown[]).forEach((item, i) => {
        if (typeof item === 'object' && item !== null && validRows.has(item)) return;
        if (validRow(item)) validRows.add(item as object);
        else report(row.path, validRow, `/${long.key}/${i}`);
      });
    } else if (row.schema !== 'openapi') {
      const validate = validatorFor(row.schema);
      if (!validate(body)) report(row.path, validate);
    }
    for (const alias of row.aliases ?? []) {
      const a = artifacts.get(alias);
      const b = artifacts.get(row.path);
      if (!a || !b || a.etag !== b.etag)
        problems.push({ path: alias, message: `not byte-identical to ${row.path}` });
    }
    // The lists' counts; the OpenAPI document's `tags` is a list of operation groups, with no count.
    for (const key of row.schema === 'openapi' ? [] : ['projects', 'experience', 'posts', 'tags']) {
      if (Array.isArray(body[key]) && body.count !== body[key].length) {
        problems.push({ path: row.path, message: `count ${body.count} but ${body[key].length} ${key}` });
      }
    }
  }
  const posts = read('/api/posts.json');
  const tags = read('/api/tags.json');
  if (posts && tags) {
    const ids = new Set<string>(posts.posts.map((p: { id: string }) => p.id));
    const counted = new Map<string, number>();
    for (const p of posts.posts) for (const t of p.tags ?? []) counted.set(t, (counted.get(t) ?? 0) + 1);
    for (const tag of tags.tags) {
      for (const id of tag.posts) {
        if (!ids.has(id))
          problems.push({ path: '/api/tags.json', message: `tag ${tag.name} lists unknown post ${id}` });
      }
      if (counted.get(tag.name) !== tag.count) {
        problems.push({
          path: '/api/tags.json',
          message: `tag ${tag.name} counts ${tag.count}, posts carry it ${counted.get(tag.name) ?? 0} times`,
        });
      }
      counted.delete(tag.name);
    }
    for (const name of counted.keys())
      problems.push({ path: '/api/tags.json', message: `post tag ${name} is missing` });
  }
  return problems;
}

/**
 * The hash list names every other served file with its ETag, size and type, and nothing else.
 * `byCount`: the list's rows are each a function of an artifact (files/file-list.ts: the artifact's
 * path, ETag, size and type written by one expression; within --watch the last build's row for an
 * artifact the registry reused, which never changes), so what it can get wrong is a file built
 * after it, which its count shows. Read back in full (the 20,000 rows of a 10k-post site, ~80 ms of
 * a 3.5 s build after one edit) only by a build without the cache: every test that builds so checks
 * how the rows are written.
 */
export function fileListCheck(
  artifacts: ArtifactSet,
  textAt: (path: string) => string | undefined,
  byCount: boolean,
): BuildProblem[] {
  const list = artifacts.get(FILE_LIST);
  if (list === undefined) return [{ path: FILE_LIST, message: 'the hash list was not built' }];
  if (byCount) {
    // The count is in the list's first lines.
    const count = Number(/^ {2}"count": (\d+),$/m.exec(textOf(list.bytes.subarray(0, 512)))?.[1]);
    const listed = [...artifacts.keys()].filter(isListed).length;
    return count === listed
      ? []
      : [{ path: FILE_LIST, message: `lists ${count} files; ${listed} were built` }];
  }
  const text = textAt(FILE_LIST) as string;
  const parsed = parseFileList(text);
  if ('problem' in parsed)
    return [{ path: FILE_LIST, message: `the hash list cannot be read: ${parsed.problem}` }];
  const { files } = parsed.list;
  const problems: BuildProblem[] = [];
  let listed = 0;
  for (const [path, file] of artifacts) {
    if (!isListed(path)) continue;
    listed++;
    const row = files.get(path);
    if (!row || `"${row.etag}"` !== file.etag || row.size !== file.size || row.type !== file.contentType)
      problems.push({
        path: FILE_LIST,
        message: `does not list ${path} as built (a module after it in the registry?)`,
      });
  }
  if (listed !== files.size)
    problems.push({ path: FILE_LIST, message: `lists ${files.size} files; ${listed} were built` });
  return problems;
}

/** The files whose text the checks below read (selfCheck, fileListCheck, linkCheck). */
function checkedPaths({ data }: BuildInput): Set<string> {
  return new Set([...ENDPOINT_PATHS, FILE_LIST, ...LINKED, data.config.feed]);
}

/** The files whose links linkCheck follows, besides the feed (whose path site.yaml sets). */
const LINKED = ['/llms.txt', '/llms-full.txt', '/sitemap.xml'] as const;

/**
 * Every link of llms.txt, the sitemap and the feed points at a built file or at a page of the site
 * (home, post, tag, a built folder index). Within --watch (a rebuild after a title edit makes it
 * again: llms.txt lists titles), the URLs of the built files are kept under `samePaths` (BuildMemo.paths:
 * the same object while the paths are the same), and a file's links are read again only when its text
 * changed.
 */
export function linkCheck(
  artifacts: ArtifactSet,
  /** The text a module wrote, where it wrote text (a file given as bytes is read from them). */
  heldText: (path: string) => string | undefined,
  { data, carry = NO_CARRY }: BuildInput,
  samePaths: object | undefined,
): BuildProblem[] {
  const base = data.config.base_url;
  const pages = new Set<string>([`${base}/`, base]);
  for (const p of data.posts) pages.add(p.url);
  for (const t of data.tags) pages.add(t.url);
  const files = (): Set<string> => {
    const known = new Set<string>();
    for (const path of artifacts.keys()) {
      known.add(absoluteUrl(base, path));
      // A page is its folder's index.html, linked at the folder (`/blog` for `/blog/index.html`).
      if (path.endsWith('/index.html') && path !== '/index.html')
        known.add(absoluteUrl(base, path.slice(0, -'/index.html'.length)));
    }
    return known;
  };
  const built = samePaths === undefined ? files() : carry.get('check/links/files', [samePaths, base], files);
  const linksIn = carry.space<string[]>('check/links/in', [base]);
  const problems: BuildProblem[] = [];
  // Each file's pattern, and where a match can be (windowsOf): after what, up to which character (one
  // its run cannot hold), and how much after it.
  const llms: LinkPattern = { pattern: /\]\((https?:[^)\s]+)\)/g, opener: '](', stop: ')', tail: 1 };
  const patterns: [string, LinkPattern][] = [
    [LINKED[0], llms],
    [LINKED[1], llms],
    [LINKED[2], { pattern: /<loc>([^<]+)<\/loc>/g, opener: '<loc>', stop: '<', tail: '</loc>'.length }],
    [data.config.feed, { pattern: /href="([^"]+)"/g, opener: 'href="', stop: '"', tail: 1 }],
  ];
  for (const [path, link] of patterns) {
    const file = artifacts.get(path);
    if (file === undefined) continue;
    // The site's URLs the file links to, kept with its artifact (the registry reuses one only for the same text).
    const urls = linksIn.get(file, () => {
      const found: string[] = [];
      const text = heldText(path);
      for (const window of text === undefined ? windowsOf(file.bytes, link) : [text])
        for (const match of window.matchAll(link.pattern)) {
          const url = (match[1] as string).replaceAll('&amp;', '&');
          if (url.startsWith(base)) found.push(url);
        }
      return found;
    }, [link.pattern.source]);
    for (const url of urls)
      if (!pages.has(url) && !built.has(url))
        problems.push({ path, message: `links to ${url}, which is not built` });
  }
  return problems;
}

/** A link pattern of linkCheck, and what bounds its matches in a text. */
interface LinkPattern {
  /** Global; ASCII delimiters; its first group is the URL. */
  pattern: RegExp;
  /** What every match starts with. */
  opener: string;
  /** The first character after the opener that the captured run cannot hold: a match ends at it… */
  stop: string;
  /** …and this many characters after it. */
  tail: number;
}

/**
 * The pieces of a file given as bytes (llms-full.txt: build/files/llms.ts) that hold every match of a
 * link pattern, as text, without decoding the whole file (~55 ms for its 6 MB at 10,000 posts; a
 * Latin-1 copy of it ~36 ms, nearly all page faults): from each opener to its stop and tail, found
 * with Buffer's indexOf. A match starting at an opener cannot run past the first stop after it and
 * its tail, nor can one starting at another opener before that stop; one whose opener holds the stop
 * (the `"` of `href="` in `href="href="x"`) is not found in the piece, but then the match at the
 * piece's own opener takes its place, as in the text. So the pattern finds in the pieces what it
 * finds in the text (a review compared them on 38 million strings of the delimiters and 1.8 million
 * random ones). The delimiters are ASCII, never a byte of a longer UTF-8 character, so each piece is
 * whole characters; one of ASCII alone (every URL the build writes: build/url.ts) is read as Latin-1.
 */
function* windowsOf(data: Uint8Array, { opener, stop, tail }: LinkPattern): Generator<string> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const stopByte = stop.charCodeAt(0);
  for (let at = bytes.indexOf(opener); at >= 0; ) {
    const ends = bytes.indexOf(stopByte, at + opener.length);
    const end = ends < 0 ? bytes.byteLength : Math.min(bytes.byteLength, ends + tail);
    let ascii = true;
    for (let i = at; i < end && ascii; i++) ascii = (bytes[i] as number) < 0x80;
    yield bytes.toString(ascii ? 'latin1' : 'utf8', at, end);
    // The next opener may start at the stop (`<loc>` after `<loc>x`), never before it (that one is in
    // this piece); a match is longer than a tail, so none is found twice.
    if (ends < 0) break;
    at = bytes.indexOf(opener, ends);
  }
}

/** UTF-8 bytes to text; Buffer's decoder is several times faster than TextDecoder on large files. */
function textOf(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}
