import { closeSync, fstatSync, openSync } from 'node:fs';
import { type Diagnostic, toPointer } from '../ground/diagnostics.js';
import { sha256 } from '../ground/digest.js';
import { keyBodyBy } from '../ground/memo.js';
import { grouped } from '../ground/numbers.js';
import { readWhole } from '../ground/read-whole.js';
import { splitFrontMatter } from './frontmatter.js';
import { LIMITS } from './limits.js';
import { LINK_HINT } from './links.js';
import type { ContentKind, Entry, PostEntry } from './model.js';
import { toPlainData } from './plain.js';
import { decodeContent, maySuspectText, type SourceFile } from './source.js';
import { type FoundFile, ioProblem } from './walk.js';
import { locateFast, parseYamlFast, plainFast } from './yaml-fast.js';
import { type ParsedYaml, parseYamlFull } from './yaml-full.js';

// How one file of the content folder becomes an entry: shared by loadSite and withFile, so that a file
// added in memory is read exactly as the same bytes on disk would be.

export const LAYOUT_HINT =
  'The content folder holds site.yaml, profile.yaml, projects/<id>.yaml, experience/<id>.yaml and posts/**/<id>.md.';

/**
 * Reads one found file: its display path and entry, or undefined when it is no content file (one outside
 * the layout is reported). The entry is missing when the file could not be read or decoded (reported).
 * `bytes` stands for the file's content when it is not on disk; `onBytes` is given the bytes the entry
 * is read from, whichever they are.
 */
export function readFound(
  found: FoundFile,
  prefix: string,
  bytes: Buffer | undefined,
  diagnostics: Diagnostic[],
  onBytes?: (bytes: Buffer) => void,
): { path: string; entry?: Entry } | undefined {
  const kind = classify(found.rel);
  const path = prefix + found.raw;
  if (kind === undefined) return undefined;
  if (kind === 'unknown') {
    diagnostics.push({
      file: path,
      line: 0,
      column: 0,
      severity: 'warning',
      code: 'unknown-file',
      pointer: '',
      message: 'This file is not part of the content layout and is ignored.',
      found: found.rel,
      hint: `${LAYOUT_HINT} Rename it, or prefix it with "_" to keep it as a note.`,
    });
    return undefined;
  }
  let content: Buffer;
  const limit = kind === 'post' ? LIMITS.fileBytes : LIMITS.frontMatterBytes;
  try {
    const read = bytes ?? readBounded(found.abs, limit);
    if (typeof read === 'number') {
      diagnostics.push(tooLarge(path, read, limit, 'file'));
      return { path };
    }
    content = read;
  } catch (error) {
    diagnostics.push(ioProblem(path, error));
    return { path };
  }
  if (content.byteLength > limit) {
    diagnostics.push(tooLarge(path, content.byteLength, limit, 'file'));
    return { path };
  }
  onBytes?.(content);
  const decoded = decodeContent(content, kind === 'post');
  if (!decoded.ok) {
    diagnostics.push({ file: path, ...decoded.diagnostic });
    return { path };
  }
  const file: SourceFile = { path, rel: found.rel, text: decoded.text };
  const entry =
    kind === 'post'
      ? readPost(file, diagnostics, decoded.rest, content)
      : readYaml(kind, file, 1, file.text, diagnostics);
  return { path, entry };
}

/** The bytes of a file, or its size when it is over `limit` (never read: a 6 GB file must not be loaded). Same syscalls as readFileSync. */
function readBounded(path: string, limit: number): Buffer | number {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > limit) return size;
    return readWhole(fd, size);
  } finally {
    closeSync(fd);
  }
}

function tooLarge(path: string, size: number, limit: number, what: 'file' | 'front matter'): Diagnostic {
  const kib = (n: number) => `${grouped(Math.ceil(n / 1024))} KiB`;
  return {
    file: path,
    line: 0,
    column: 0,
    severity: 'error',
    code: 'too-large',
    pointer: '',
    message: `The ${what} is ${kib(size)}; content ${what === 'file' ? 'files' : 'front matter'} of that size are not read.`,
    expected: `at most ${kib(limit)}`,
    found: kib(size),
    hint:
      what === 'file'
        ? 'Split the post, or keep large assets (images, data) outside the content folder.'
        : 'Keep the front matter to the fields of a post; put long text in the body.',
  };
}

export function classify(rel: string): ContentKind | 'unknown' | undefined {
  const parts = rel.split('/');
  const name = parts.at(-1) as string;
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';
  const isYaml = ext === '.yaml' || ext === '.yml';
  if (parts.length === 1 && isYaml) {
    const stem = name.slice(0, name.lastIndexOf('.'));
    if (stem === 'site' || stem === 'profile') return stem;
  }
  if (parts.length === 2 && isYaml && parts[0] === 'projects') return 'project';
  if (parts.length === 2 && isYaml && parts[0] === 'experience') return 'experience';
  if (parts.length >= 2 && ext === '.md' && parts[0] === 'posts') return 'post';
  return ['.yaml', '.yml', '.md', '.markdown', '.json', '.toml'].includes(ext) ? 'unknown' : undefined;
}

function idOf(rel: string): string {
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return name.slice(0, name.lastIndexOf('.'));
}

function readPost(
  file: SourceFile,
  diagnostics: Diagnostic[],
  rest: (() => string) | undefined,
  bytes: Buffer,
): PostEntry {
  const split = splitFrontMatter(file.text);
  if (!split.ok) {
    const { code, line, column, message, found, hint } = split;
    diagnostics.push({
      file: file.path,
      line,
      column,
      severity: 'error',
      code,
      message,
      pointer: '',
      found,
      hint,
    });
    return unreadablePost(file);
  }
  // A UTF-16 unit is at most 3 bytes of UTF-8: counting bytes is only needed near the limit.
  if (split.yaml.length * 3 > LIMITS.frontMatterBytes) {
    const bytes = Buffer.byteLength(split.yaml);
    if (bytes > LIMITS.frontMatterBytes) {
      diagnostics.push({
        ...tooLarge(file.path, bytes, LIMITS.frontMatterBytes, 'front matter'),
        line: 2,
        column: 1,
      });
      return unreadablePost(file);
    }
  }
  const post = readYaml('post', file, split.yamlLine, split.yaml, diagnostics) as PostEntry;
  const source: BodySource = {
    rest: rest ?? (() => split.body),
    bytes,
    body: undefined,
    held: undefined,
    link: undefined,
  };
  // Every post gets the same functions (their state in SOURCE): an accessor made per object would
  // give each post its own hidden class, and V8 then keeps 10,000 posts as dictionaries.
  Object.defineProperty(post, SOURCE, { value: source, enumerable: false });
  Object.defineProperty(post, 'body', { get: bodyOfRead, enumerable: true });
  post.bodyLine = split.bodyLine;
  // The body is a function of the file's bytes: keyed by them, it is decoded only where it is read.
  keyBodyBy(post, () => fileBodyKey(sha256(bytes)));
  // The body as written (not NFC-normalised, so offsets are the file's), for the text check; only
  // when the bytes may hold a refused character, so that a clean body is never decoded by validate.
  if (maySuspectText(bytes))
    Object.defineProperty(post, 'rawBody', { value: rawBodyOfRead, enumerable: false });
  Object.defineProperty(post, 'mayHold', { value: mayHoldOfRead, enumerable: false });
  Object.defineProperty(post, 'mayLink', { value: mayLinkOfRead, enumerable: false });
  return post;
}

/** Where a post read from bytes takes its body from (readPost), and what it found in its bytes. */
interface BodySource {
  /** The body as written. */
  rest: () => string;
  bytes: Buffer;
  /** The body NFC-normalised, once read. */
  body: string | undefined;
  held: Map<string, boolean> | undefined;
  /** Whether the bytes may hold a link (mayLinkOfRead), once asked. */
  link: boolean | undefined;
}

const SOURCE = Symbol('body source');
type ReadPost = PostEntry & { [SOURCE]: BodySource };

// NFC-normalised on first read: `validate` never reads bodies, and normalising them all costs ~10 µs a post.
function bodyOfRead(this: ReadPost): string {
  const source = this[SOURCE];
  source.body ??= source.rest().normalize('NFC');
  return source.body;
}

function rawBodyOfRead(this: ReadPost): string {
  return this[SOURCE].rest();
}

// Searched in the file's bytes (front matter included: a superset), so that a rule looking for text
// most bodies lack does not decode them all. Only for ASCII text that NFC cannot make from other
// characters (it maps K, ; and ` from singletons): NFC-normalised bodies hold it only if the bytes do.
function mayHoldOfRead(this: ReadPost, ascii: string): boolean {
  const source = this[SOURCE];
  source.held ??= new Map();
  const known = source.held.get(ascii);
  if (known !== undefined) return known;
  const found = source.bytes.includes(ascii, 0, 'latin1');
  source.held.set(ascii, found);
  return found;
}

function mayLinkOfRead(this: ReadPost): boolean {
  const source = this[SOURCE];
  source.link ??= LINK_HINT.test(source.bytes.toString('latin1'));
  return source.link;
}

/**
 * The body key (ground/memo.ts bodyKey) of a post read from bytes whose SHA-256 is `digest`: the bytes
 * make the body (decoded, the front matter split off, NFC), and no memoKey has a colon in it.
 */
export const fileBodyKey = (digest: string): string => `post-file:${digest}`;

/** Kept without data, so that the rules on its id (duplicates) still see it. */
function unreadablePost(file: SourceFile): PostEntry {
  return {
    kind: 'post',
    id: idOf(file.rel),
    file,
    unreadable: true,
    data: undefined,
    yamlLine: 1,
    yamlText: '',
    locate: () => ({ line: 1, column: 1 }),
    body: '',
    bodyLine: 1,
  };
}

function readYaml(
  kind: ContentKind,
  file: SourceFile,
  yamlLine: number,
  yamlText: string,
  diagnostics: Diagnostic[],
): Entry {
  let full: ParsedYaml | undefined;
  const parseFull = () => {
    full ??= parseYamlFull(yamlText, yamlLine);
    return full;
  };
  // The fast reader's answer is plain data already, but for its strings' form (plainFast).
  const fast = parseYamlFast(yamlText);
  let data: unknown = fast && plainFast(fast);
  if (data === undefined) {
    const parsed = parseFull();
    let failed = false;
    const lines = yamlText.split('\n');
    for (const p of parsed.problems) {
      failed ||= p.severity === 'error';
      const source = lines[p.line - yamlLine]?.trim();
      diagnostics.push({
        file: file.path,
        line: p.line,
        column: p.column,
        severity: p.severity,
        code: p.code,
        pointer: '',
        message: p.message,
        ...(source ? { found: JSON.stringify(source.length > 80 ? `${source.slice(0, 77)}…` : source) } : {}),
        hint: p.hint ?? yamlHint(p.code),
      });
    }
    data = failed ? undefined : parsed.value;
  }
  if (fast === undefined && data !== undefined) {
    const plain = toPlainData(data);
    if (plain.ok) data = plain.value;
    else {
      const at = parseFull().locate(plain.path);
      diagnostics.push({
        file: file.path,
        line: at.line,
        column: at.column,
        severity: 'error',
        code: plain.code,
        pointer: toPointer(plain.path),
        message: plain.message,
        hint: yamlHint(plain.code),
      });
      data = undefined;
    }
  }
  return {
    kind,
    id: kind === 'site' || kind === 'profile' ? '' : idOf(file.rel),
    file,
    unreadable: data === undefined,
    data,
    yamlLine,
    yamlText,
    locate: (path, key = false) => locateFast(yamlText, path, key, yamlLine) ?? parseFull().locate(path, key),
  };
}

function yamlHint(code: string): string {
  switch (code) {
    case 'duplicate-key':
      return 'Each key may appear once in a mapping; delete or rename one of them.';
    case 'yaml-tag':
      return 'YAML tags (`!!js/function`, `!!timestamp`, `!!binary`, `!foo`) are not allowed; write plain values, quoted if need be.';
    case 'yaml-alias':
      return 'Write the values out instead of using anchors and aliases.';
    default:
      return 'Check the YAML syntax at that spot: quote values that contain ": " or start with a special character.';
  }
}
