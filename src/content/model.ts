import type { Diagnostic } from '../ground/diagnostics.js';
import type { SourceFile } from './source.js';
import type { Position } from './yaml-full.js';

export type ContentKind = 'site' | 'profile' | 'project' | 'experience' | 'post';

/**
 * One content file after loading. `data` is what the file says, NFC-normalised, and is only known to
 * match its schema after `check` (hence `unknown` until then); `locate` gives the source position of
 * any value in it by JSON-pointer path, computed on demand.
 */
export interface Entry<T = unknown> {
  kind: ContentKind;
  /** The id derived from the file name (projects, experience, posts); '' for site and profile. */
  id: string;
  file: SourceFile;
  /** True when the file could not be parsed (its problem is already reported); `data` is then undefined. */
  unreadable: boolean;
  data: T;
  /** Line on which the YAML starts (2 for a post, after its `---`). */
  yamlLine: number;
  yamlText: string;
  locate(path: readonly string[], key?: boolean): Position;
}

export interface PostEntry<T = unknown> extends Entry<T> {
  body: string;
  bodyLine: number;
  /** The body as written, before NFC normalisation (positions are the file's); absent when unreadable. */
  rawBody?: () => string;
  /**
   * False when the body cannot hold this ASCII text (a fixed sentence, `{%`; none of K, ;
   * or `, which NFC makes from other characters), found in the file's bytes without decoding the body;
   * true when it may. Absent for entries not read from a file: look in `body` then.
   */
  mayHold?: (ascii: string) => boolean;
  /**
   * False when the file's bytes hold none of what findLinks looks for first (links.ts LINK_HINT), so
   * that the body holds no link; true when it may. Absent for entries not read from a file.
   */
  mayLink?: () => boolean;
}

/** Everything in `content/`, as read. Problems found while reading (bad bytes, bad YAML) are in `diagnostics`. */
export interface Site {
  root: string;
  site?: Entry;
  profile?: Entry;
  projects: Entry[];
  experience: Entry[];
  posts: PostEntry[];
  /** The owner's theme files: `theme/<kind>.liquid` templates and `theme/style.css` (see theme.ts). */
  theme: ThemeFile[];
  /** Display paths of every content file found, read or not. */
  files: string[];
  /**
   * Files published as they are, never read as content: everything under `static/`, and files other
   * than Markdown under `posts/` (a post's images). Their bytes are read only by a build.
   */
  assets?: Asset[];
  diagnostics: Diagnostic[];
  /**
   * Within --watch: the last load's very object when nothing but posts' bodies changed since (the
   * same files; every file read again a post with the same id, path and front matter), else a new
   * one. What is made of the ids, paths, front matter and other files alone (the posts' order, their
   * tags, the URL table, the sitemap) may be carried under it instead of under a list of every post's
   * fields. Absent outside --watch.
   */
  shape?: object;
}

export interface Asset {
  /** Path inside the content folder, with `/`, NFC. */
  rel: string;
  abs: string;
  /** Display path (relative to the current folder). */
  path: string;
}

/** Whether a file of the content folder is an asset (see Site.assets) rather than content. */
export function isAssetPath(rel: string): boolean {
  if (rel.startsWith('static/')) return true;
  return rel.startsWith('posts/') && !/\.(md|markdown)$/i.test(rel);
}

/** A file of `content/theme/`: read as text, parsed (templates) by check and used by the pages build. */
export interface ThemeFile {
  /** Path inside the content folder, with `/`: `theme/post.liquid`. */
  rel: string;
  /** Display path (relative to the current folder), for findings. */
  path: string;
  text: string;
}
