import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSite } from '../check/index.js';
import { loadSite, withFile } from '../content/load.js';
import type { Site } from '../content/model.js';
import type { Diagnostic } from '../ground/diagnostics.js';
import { UserError } from '../ground/errors.js';
import { countTags, type TagUse } from '../scaffold/tags.js';

export type NewKind = 'post' | 'project' | 'experience';

/** What `new` needs to know about the site it adds to. */
export interface SiteContext {
  cwd: string;
  /** The content folder, absolute. */
  root: string;
  site: Site;
  /** Ids in use per kind, lowercased (duplicate-id ignores case), each with the file that holds it. */
  ids: Record<NewKind, Map<string, string>>;
  tags: TagUse[];
  language: string;
  timezone: string;
}

export function readSiteContext(cwd: string, root: string): SiteContext {
  const rootAbs = resolve(cwd, root);
  const site = loadSite({ root: rootAbs, cwd });
  const config = (site.site?.data ?? {}) as { language?: unknown; timezone?: unknown };
  const idsOf = (entries: readonly { id: string; file: { path: string } }[]) =>
    new Map(entries.map((e) => [e.id.toLowerCase(), e.file.path]));
  return {
    cwd,
    root: rootAbs,
    site,
    ids: { post: idsOf(site.posts), project: idsOf(site.projects), experience: idsOf(site.experience) },
    tags: countTags(site.posts.map((p) => p.data)),
    language: typeof config.language === 'string' ? config.language : 'ko',
    timezone: typeof config.timezone === 'string' ? config.timezone : 'UTC',
  };
}

/** Where a new file goes inside the content folder (forward slashes). */
export function newFilePath(kind: NewKind, id: string, date?: string): string {
  if (kind === 'post') return `posts/${(date ?? '').slice(0, 4)}/${id}.md`;
  return `${kind === 'project' ? 'projects' : 'experience'}/${id}.yaml`;
}

export interface NewFileCheck {
  /** Findings on the new file (or naming it), as `validate` would report them once it is written. */
  own: Diagnostic[];
  /** Errors elsewhere in the site: not the new file's fault, but worth a mention. */
  otherErrors: number;
}

/**
 * Checks the site as it would be with the new file, with the same reader and checker as `validate`,
 * before anything is written. The site loaded for the context is reused (only the new file is read):
 * loading a 10,000-post site twice doubled the time `new` takes.
 */
export function checkNewFile(ctx: SiteContext, rel: string, text: string, now: number): NewFileCheck {
  const shown = relative(ctx.cwd, join(ctx.root, rel)).split(sep).join('/');
  if (ctx.site.files.includes(shown)) {
    // A file the loader found but could not read holds no id, so the id checks let its path through.
    throw existsAlready(shown);
  }
  const site = withFile(ctx.site, { cwd: ctx.cwd, rel, bytes: Buffer.from(text, 'utf8') });
  const all = checkSite(site, { now });
  const mine = (d: Diagnostic) => d.file === shown || d.related?.some((r) => r.file === shown) === true;
  return {
    own: all.filter(mine),
    otherErrors: all.filter((d) => !mine(d) && d.severity === 'error').length,
  };
}

/**
 * Writes the file exclusively (`wx`): an existing file, even one created since the check, is never
 * replaced. Returns the path relative to cwd.
 */
export function writeNewFile(ctx: Pick<SiteContext, 'cwd' | 'root'>, rel: string, text: string): string {
  const abs = join(ctx.root, rel);
  const shown = relative(ctx.cwd, abs).split(sep).join('/');
  mkdirSync(dirname(abs), { recursive: true });
  try {
    writeFileSync(abs, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw existsAlready(shown);
    throw new UserError(
      `Cannot write ${shown}: ${(error as Error).message}`,
      'Check the permissions of the folder.',
    );
  }
  return shown;
}

export function existsAlready(shown: string): UserError {
  return new UserError(
    `${shown} exists already; it was left as it is.`,
    'Choose another id (--slug or --id).',
    'file-exists',
  );
}

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The `$schema` path for a new file, relative to it, so that it resolves on every machine that has
 * the site: the schemas of the running site-api when that copy lives inside the site (installed as a
 * dev dependency, or this repository itself), otherwise where `npm install -D site-api` puts them.
 * The schemas' `$id` URLs are identifiers that nothing serves, so an editor could not fetch them.
 */
export function schemaPathFor(
  kind: string,
  fileAbs: string,
  siteDir: string,
  packageRoot = PACKAGE_ROOT,
): string {
  const inside = relative(siteDir, packageRoot);
  const own = inside === '' || (!inside.startsWith('..') && !isAbsolute(inside));
  const base = own ? packageRoot : join(siteDir, 'node_modules', 'site-api');
  const schema = join(base, 'schemas', 'content', `${kind}.schema.json`);
  return relative(dirname(fileAbs), schema).split(sep).join('/');
}
