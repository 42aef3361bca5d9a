import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isTimeZone, zoneOffset } from '../content/dates.js';
import type { Entry } from '../content/model.js';
import { tagKey } from '../content/slug.js';
import { type Diagnostic, fromPointer } from '../ground/diagnostics.js';
import { UserError } from '../ground/errors.js';
import { checkNewFile, existsAlready, type NewKind, type SiteContext, writeNewFile } from './scaffold.js';

/**
 * The use case behind `site-api new`: what to warn about before writing (an entry of the same name,
 * tag spellings), which question each problem goes back to, and the write. It returns data; the
 * command asks and renders.
 */

export interface SameNamed {
  id: string;
  file: string;
  label: string;
}

/** The field holding what people call an entry: a post's title, a project's name, a position's organization. */
const LABEL: Record<NewKind, string> = { post: 'title', project: 'name', experience: 'organization' };

const normal = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Entries of `kind` already carrying `label` (ignoring case, spacing and Unicode form). */
export function sameNamed(ctx: SiteContext, kind: NewKind, label: string): SameNamed[] {
  const entries: readonly Entry[] =
    kind === 'post' ? ctx.site.posts : kind === 'project' ? ctx.site.projects : ctx.site.experience;
  const wanted = normal(label);
  if (wanted === '') return [];
  return entries.flatMap((e) => {
    const value = (e.data as Record<string, unknown> | undefined)?.[LABEL[kind]];
    return typeof value === 'string' && normal(value) === wanted
      ? [{ id: e.id, file: e.file.path, label: value }]
      : [];
  });
}

/**
 * Tags with case or spacing variants of one another folded into the first spelling given
 * (`Kotlin, kotlin` → `Kotlin`): two spellings on one post are a `duplicate-tag` error.
 */
export function mergeTagVariants(tags: readonly string[]): {
  tags: string[];
  merged: { dropped: string; kept: string }[];
} {
  const kept = new Map<string, string>();
  const merged: { dropped: string; kept: string }[] = [];
  for (const tag of tags) {
    const key = tagKey(tag) || tag;
    const first = kept.get(key);
    if (first === undefined) kept.set(key, tag);
    else merged.push({ dropped: tag, kept: first });
  }
  return { tags: [...kept.values()], merged };
}

/** A finding on the new file, with the question (field) that can fix it, when there is one. */
export interface Located {
  diagnostic: Diagnostic;
  /** A top-level field (`date`, `title`), or `id` for the file name. */
  field?: string;
}

export interface Review {
  errors: Located[];
  warnings: Diagnostic[];
  /** Errors elsewhere in the site: not the new file's fault, but worth a mention. */
  otherErrors: number;
}

const ID_CODES = new Set(['duplicate-id', 'invalid-id']);

/**
 * The new file as `validate` would see it, before anything is written. A file in the way is a
 * finding on the id (the user can pick another), not an end.
 */
export function reviewNewFile(ctx: SiteContext, rel: string, text: string, now: number): Review {
  let check: ReturnType<typeof checkNewFile>;
  try {
    // The site was read before the questions; a file may have appeared since (another editor, a sync).
    if (existsSync(join(ctx.root, rel))) throw existsAlready(relative(ctx.cwd, join(ctx.root, rel)));
    check = checkNewFile(ctx, rel, text, now);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const diagnostic: Diagnostic = {
      file: relative(ctx.cwd, join(ctx.root, rel)).split(sep).join('/'),
      line: 0,
      column: 0,
      pointer: '',
      severity: 'error',
      code: 'file-exists',
      message: error.message,
      hint: error.hint,
    };
    return { errors: [{ diagnostic, field: 'id' }], warnings: [], otherErrors: 0 };
  }
  const errors = check.own
    .filter((d) => d.severity === 'error')
    .map((d) => ({ diagnostic: d, field: ID_CODES.has(d.code) ? 'id' : fromPointer(d.pointer)[0] }));
  // tag-drift is said by `new` itself, in its own words, as the tags are chosen; the placeholder is
  // what `new` writes, for `validate` to remind about later.
  const quiet = new Set(['tag-drift', 'placeholder-body']);
  const warnings = check.own.filter((d) => d.severity === 'warning' && !quiet.has(d.code));
  return { errors, warnings, otherErrors: check.otherErrors };
}

export interface Created {
  ok: true;
  created: string;
  kind: NewKind;
  id: string;
}

/** Writes the reviewed file exclusively; a file that appeared since the review is a UserError, never replaced. */
export function createNewFile(
  ctx: SiteContext,
  kind: NewKind,
  id: string,
  rel: string,
  text: string,
): Created {
  return { ok: true, created: writeNewFile(ctx, rel, text), kind, id };
}

/** A date-time in the site's zone, written as the content format reads it: `2026-03-14 10:30`. */
export function localNow(now: number, timezone: string): string {
  const offset = isTimeZone(timezone) ? zoneOffset(now, timezone, new Map()) : 0;
  return new Date(now + offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
