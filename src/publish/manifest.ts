import type { ArtifactSet } from '../build/artifacts.js';
import { FILE_LIST, FILE_LIST_CACHE_CONTROL } from '../edge/handler.js';
import type { ManifestEntry } from '../ground/manifest.js';

/**
 * What a target holds, as far as site-api knows: every file it published there with the build's
 * ETag (a hash of the bytes), so that planning never depends on the store's own ETag scheme.
 * `foreign` files are there but were not put there by site-api: they are never touched.
 */
export interface RemoteState {
  files: Map<string, RemoteFile>;
  foreign: string[];
  /**
   * Paths an earlier publish changed or deleted whose CDN purge was never done (it was killed
   * before it, or the CDN refused): its files are live by now, so only this list remembers them.
   */
  purge?: string[];
  /** Files the manifest names that were missing or altered on the target: uploaded again. */
  repaired?: string[];
}

export interface RemoteFile {
  etag: string;
  size?: number;
  contentType?: string;
  cacheControl?: string;
}

/** The manifest format of `dist/.site-api-manifest.json`, also stored on a target, written last. */
export interface Manifest {
  version: 1;
  files: ManifestEntry[];
  /** The CDN purge still owed (see RemoteState.purge); absent when none is. */
  purge?: string[];
}

export interface ParsedManifest {
  files: Map<string, RemoteFile>;
  purge: string[];
}

export function parseManifest(text: string): ParsedManifest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const files = (value as Manifest | null)?.files;
  if (!Array.isArray(files)) return undefined;
  const map = new Map<string, RemoteFile>();
  for (const f of files) {
    if (typeof f?.path === 'string' && typeof f.etag === 'string' && isSafePath(f.path)) {
      const cacheControl = typeof f.cacheControl === 'string' ? f.cacheControl : undefined;
      map.set(f.path, { etag: f.etag, size: f.size, contentType: f.contentType, cacheControl });
    }
  }
  const pending = (value as Manifest).purge;
  const purge = Array.isArray(pending) ? pending.filter((p) => typeof p === 'string' && isSafePath(p)) : [];
  return { files: map, purge };
}

/** `purge`: the paths whose CDN purge is still owed; written only when there are any. */
export function manifestText(files: ManifestEntry[], purge: string[] = []): string {
  const manifest: Manifest = purge.length > 0 ? { version: 1, files, purge } : { version: 1, files };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The Cache-Control a file is sent with on a target that sends headers: the target's, except for the
 * hash list, which changes with every publish and must be revalidated on every request (edge/handler.ts).
 */
export function cacheControlFor(path: string, configured: string): string;
export function cacheControlFor(path: string, configured: string | undefined): string | undefined;
export function cacheControlFor(path: string, configured: string | undefined): string | undefined {
  return configured !== undefined && path === FILE_LIST ? FILE_LIST_CACHE_CONTROL : configured;
}

/**
 * The manifest of a build, plus remote files a capped publish left in place (so a later run still
 * deletes them). `cacheControl` is what every file was sent with, on a target that sends headers.
 */
export function manifestFor(
  artifacts: ArtifactSet,
  leftover: Map<string, RemoteFile> = new Map(),
  cacheControl?: string,
): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const [path, a] of artifacts) {
    entries.push({
      path,
      size: a.size,
      contentType: a.contentType,
      etag: a.etag,
      cacheControl: cacheControlFor(path, cacheControl),
    });
  }
  for (const [path, f] of leftover) {
    if (!artifacts.has(path)) {
      const { size = 0, contentType = '', etag, cacheControl: sent } = f;
      entries.push({ path, size, contentType, etag, cacheControl: sent });
    }
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The manifest written before any upload: what the target held, except that every path about to be
 * uploaded (changed or new) carries an ETag no build has (""). A run killed after some uploads
 * landed thus leaves a manifest that names each file it may have written, so the next plan uploads
 * it again, or deletes it if that build no longer has it: a folder target, which knows only what its
 * manifest names, would otherwise keep a new file forever.
 */
export function intentManifest(
  files: Map<string, RemoteFile>,
  plan: { uploads: { path: string }[] },
  artifacts: ArtifactSet,
): ManifestEntry[] {
  const intent = new Map(files);
  for (const { path } of plan.uploads) {
    const a = artifacts.get(path);
    intent.set(path, { etag: '', size: a?.size ?? 0, contentType: a?.contentType });
  }
  return manifestFor(new Map(), intent);
}

/** A published path: absolute, no empty, `.` or `..` segment, no backslash or control character. */
export function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.length < 2) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f]/.test(path)) return false;
  return path
    .slice(1)
    .split('/')
    .every((s) => s !== '' && s !== '.' && s !== '..');
}

/** The ETag without its quotes: what goes into object metadata. */
export const bareEtag = (etag: string) => etag.replace(/^"|"$/g, '');
