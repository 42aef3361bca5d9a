import type { Diagnostic } from '../ground/diagnostics.js';
import { mayHoldLinks } from './links.js';
import type { ContentKind, Entry, PostEntry } from './model.js';
import { readFound } from './read-file.js';
import type { FoundFile } from './walk.js';
import { locateFast } from './yaml-fast.js';
import { type ParsedYaml, parseYamlFull } from './yaml-full.js';

/**
 * What reading one content file gave, in a form that outlives the process (plain data, no closures,
 * and no field names: a tuple serializes in a third less time at 10,000 files):
 * kept by validate between runs (core/kept-reads.ts) under the file's path and the digest of its
 * bytes, so that a file whose bytes are the same is not read or parsed again. `standIn` turns it back
 * into the entry `readFound` gives for those bytes.
 *
 * A stand-in holds what the rules across files read of every entry: its data, its front matter's
 * text (for the position of a finding) and where its body starts. The body and the file's text are
 * read from the file again when first asked for: the rules that read a body do so per entry, and what
 * they find is kept per entry too, so that is rare.
 */
export type KeptRead = [
  kind: ContentKind,
  id: string,
  data: unknown,
  yamlLine: number,
  /** The front matter's text: where a finding about a field is, without reading the file again. */
  yamlText: string,
  /** Posts: the line the body starts on (0 for other files). */
  bodyLine: number,
  /** Posts: whether the bytes may hold a character the text rule refuses. */
  suspect: boolean,
  /** What reading the file reported. */
  diagnostics: Diagnostic[],
  /** Posts: whether the bytes may hold a link (links.ts mayHoldLinks), so that a body without one is not read to look. */
  links: boolean,
];

type Read = ReturnType<typeof readFound>;

/** What to keep of a read; undefined for a file that gave no entry or an unreadable one (read again each time). */
export function keptRead(read: Read, diagnostics: readonly Diagnostic[]): KeptRead | undefined {
  const entry = read?.entry;
  if (!read || !entry || entry.unreadable) return undefined;
  const post = entry.kind === 'post' ? (entry as PostEntry) : undefined;
  return [
    entry.kind,
    entry.id,
    entry.data,
    entry.yamlLine,
    entry.yamlText,
    post?.bodyLine ?? 0,
    post?.rawBody !== undefined,
    [...diagnostics],
    post !== undefined && mayHoldLinks(post),
  ];
}

/**
 * The entry readFound would give for the file's kept bytes (`prefix`: the folder's display path, and
 * `given`, the bytes standing for the file, as for readFound). What is not kept is read again, from
 * `given` or the file, when first asked for; `onRead` is told, and `onBytes` given the bytes.
 */
export function standIn(
  kept: KeptRead,
  found: FoundFile,
  prefix: string,
  given: Buffer | undefined,
  onRead?: () => void,
  /** Given the bytes the file is read again from (to hold them to the kept read's name). */
  onBytes?: (bytes: Buffer) => void,
): Read {
  const source = new KeptSource(kept, found, prefix, given, onRead, onBytes);
  const entry = kept[0] === 'post' ? new KeptPost(source) : new KeptEntry(source);
  return { path: source.path, entry };
}

/** A kept file: its paths, and the file read again when something not kept is asked for. */
class KeptSource {
  readonly path: string;
  #again: NonNullable<Read> | null = null;
  constructor(
    readonly kept: KeptRead,
    readonly found: FoundFile,
    readonly prefix: string,
    readonly given: Buffer | undefined,
    readonly onRead?: () => void,
    readonly onBytes?: (bytes: Buffer) => void,
  ) {
    this.path = prefix + found.raw;
  }
  get rel(): string {
    return this.found.rel;
  }
  get text(): string {
    return this.entry()?.file.text ?? '';
  }
  entry(): PostEntry | undefined {
    if (this.#again === null) {
      this.onRead?.();
      this.#again = readFound(this.found, this.prefix, this.given, [], this.onBytes) ?? { path: this.path };
    }
    return this.#again.entry as PostEntry | undefined;
  }
}

// Classes, not object literals with accessors: 10,000 of them are made on every validate after an edit.
class KeptEntry implements Entry {
  readonly kind: ContentKind;
  readonly id: string;
  readonly unreadable = false;
  readonly data: unknown;
  readonly yamlLine: number;
  readonly yamlText: string;
  #positions: ParsedYaml | undefined;
  constructor(readonly file: KeptSource) {
    [this.kind, this.id, this.data, this.yamlLine, this.yamlText] = file.kept;
  }
  /**
   * As readYaml's entries locate: placed by the fast reader where it can (yaml-fast.ts locateFast),
   * else the front matter parsed again, with positions, when first asked.
   */
  locate(at: readonly string[], key = false) {
    const fast = locateFast(this.yamlText, at, key, this.yamlLine);
    if (fast !== undefined) return fast;
    this.#positions ??= parseYamlFull(this.yamlText, this.yamlLine);
    return this.#positions.locate(at, key);
  }
}

/** A kept post's `mayLink` when its bytes hold no link. */
const notALink = (): boolean => false;

class KeptPost extends KeptEntry implements PostEntry {
  readonly bodyLine: number;
  declare readonly rawBody?: () => string;
  declare readonly mayLink?: () => boolean;
  constructor(file: KeptSource) {
    super(file);
    this.bodyLine = file.kept[5];
    // Known not to hold a link when the bytes held none of its marks (else unknown).
    if (!file.kept[8]) Object.defineProperty(this, 'mayLink', { value: notALink, enumerable: false });
    // Present only where readFound gives it: the text rule reads the raw body when it is there.
    if (file.kept[6])
      Object.defineProperty(this, 'rawBody', {
        value: () => file.entry()?.rawBody?.() ?? file.entry()?.body ?? '',
        enumerable: false,
      });
  }
  get body(): string {
    return this.file.entry()?.body ?? '';
  }
}
