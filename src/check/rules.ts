import {
  type ContentDate,
  formatContentDate,
  isContentDate,
  isTimeZone,
  parseContentDate,
  type ZoneCache,
} from '../content/dates.js';
import type { Entry, Site } from '../content/model.js';
import { ID_PATTERN, tagKeys } from '../content/slug.js';
import { type Carry, emptyAgain, NO_CARRY } from '../ground/carry.js';
import { compareText, type Diagnostic, mostCommon } from '../ground/diagnostics.js';
import { slugFromTitle } from '../scaffold/slug.js';
import { feedPathRules } from './feed-paths.js';
import { limitRules } from './limits.js';
import { where as at } from './locate.js';
import { pathRules } from './paths.js';
import { placeholderRule } from './placeholder.js';
import { templateTagRule } from './template-tags.js';
import { textRules } from './text.js';
import { urlRules } from './url-rules.js';

export interface RuleContext {
  /** The current time (ms), for the future-date warning. Passed in: rules never read the clock. */
  now: number;
  zones: ZoneCache;
  /** Within --watch: what the last check found per entry, taken again for the same entry. */
  carry?: Carry;
}

/** tagKey, remembered per spelling (tagKeys). */
type TagKeys = (tag: string) => string;

type RuleInput = Pick<Site, 'site' | 'profile' | 'projects' | 'experience' | 'posts' | 'shape'>;

/**
 * Rules that look across files or between fields. They run on every entry, also one with schema
 * errors, and read each field only when it has the right shape, so that one run reports every problem.
 */
export function crossFileRules(site: RuleInput, ctx: RuleContext): Diagnostic[] {
  const keyOf: TagKeys = tagKeys();
  const carry = ctx.carry ?? NO_CARRY;
  // Within --watch, the ids' findings are the last check's while every id and file is as it was
  // (the site's shape says so at once; content/model.ts).
  const ids = (entries: readonly Entry[], kind: string) =>
    carry.byShape(
      `check/ids/${kind}`,
      site.shape,
      () => idDeps(entries),
      () => idRules(entries, kind),
    );
  return [
    ...ids(site.posts, 'post'),
    ...ids(site.projects, 'project'),
    ...ids(site.experience, 'experience'),
    ...postRules(site, ctx, keyOf),
    ...tagDrift(site.posts, keyOf, carry),
    ...experienceRules(site.experience),
    ...feedPathRules(site.site),
    ...placeholderRule(site.posts, carry),
    ...templateTagRule(site.posts, carry),
    ...urlRules(site, ctx.carry),
    ...carry.each('check/limits', [], site.posts, (post) => limitRules([post])).flat(),
    // Within --watch, the findings of one entry alone are the last check's for the very same entry.
    ...pathRules(site.site),
    ...carry
      .each(
        'check/text',
        [],
        [
          ...(site.site ? [site.site] : []),
          ...(site.profile ? [site.profile] : []),
          ...site.projects,
          ...site.experience,
          ...site.posts,
        ],
        (entry) => textRules([entry]),
      )
      .flat(),
  ];
}

/** A field of an entry's data when it passes the guard; undefined otherwise (the schema reports it). */
function read<T>(entry: Entry, key: string, guard: (value: unknown) => value is T): T | undefined {
  const data = entry.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return guard(value) ? value : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isYear = (value: unknown): value is string => typeof value === 'string' && /^[0-9]{4}$/.test(value);
const isNull = (value: unknown): value is null => value === null;
const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** The string items of a list with their positions; other items are the schema's to report. */
function stringItems(entry: Entry, key: string): [string, number][] {
  // A loop, not flatMap: asked three times of every post's tags (~35 ms at 10,000 posts in flatMap's arrays).
  const items = read(entry, key, isList) ?? [];
  const out: [string, number][] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (typeof item === 'string' && item !== '') out.push([item, index]);
  }
  return out;
}

function wholeFile(entry: Entry): Pick<Diagnostic, 'file' | 'line' | 'column' | 'pointer'> {
  return { file: entry.file.path, line: 0, column: 0, pointer: '' };
}

/** What idRules reads of each entry: its id and its file (the findings name it). */
function idDeps(entries: readonly Entry[]): unknown[] {
  const deps: unknown[] = [];
  for (const entry of entries) deps.push(entry.id, entry.file.path, entry.file.rel);
  return deps;
}

function idRules(entries: readonly Entry[], kind: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byKey = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (!ID_PATTERN.test(entry.id)) {
      // Romanised as `site-api new` does (`쿠키vs세션` → kuki-vs-sesyeon), not stripped to what is ASCII.
      const suggestion = slugFromTitle(entry.id);
      out.push({
        ...wholeFile(entry),
        severity: 'error',
        code: 'invalid-id',
        message: `The ${kind} id "${entry.id}" (its file name) is not a URL-safe path segment.`,
        expected: 'lowercase letters a-z, digits and single hyphens, e.g. coroutine-exceptions',
        found: JSON.stringify(entry.id),
        hint: suggestion
          ? `Rename the file to ${suggestion}${entry.file.rel.slice(entry.file.rel.lastIndexOf('.'))}.`
          : 'Rename the file to a short English or romanized slug.',
      });
    }
    const key = entry.id.normalize('NFC').toLowerCase();
    const group = byKey.get(key);
    if (group) group.push(entry);
    else byKey.set(key, [entry]);
  }
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => compareText(a.file.path, b.file.path));
    const first = group[0] as Entry;
    for (const other of group.slice(1)) {
      const how =
        other.id !== first.id
          ? 'differs only by case from the one in'
          : stem(other.file.path) !== stem(first.file.path)
            ? 'differs only by Unicode form (NFC/NFD) from the one in'
            : 'is also the id of';
      out.push({
        ...wholeFile(other),
        severity: 'error',
        code: 'duplicate-id',
        message: `Duplicate ${kind} id "${other.id}": it ${how} ${first.file.path}.`,
        expected: `a ${kind} id used once`,
        found: `"${other.id}" also at ${first.file.path}`,
        hint: 'Rename one of the files; ids must be unique, ignoring case and Unicode form.',
        related: [{ file: first.file.path, line: 0, column: 0 }],
      });
    }
  }
  return out;
}

/** The file name as spelled on disk, without its extension: the id before NFC normalisation. */
function stem(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.slice(0, name.lastIndexOf('.'));
}

const DAY = 86_400_000;

function postRules(site: RuleInput, ctx: RuleContext, keyOf: TagKeys): Diagnostic[] {
  const out: Diagnostic[] = [];
  const configured = site.site ? read(site.site, 'timezone', isString) : undefined;
  const zone = configured && isTimeZone(configured) ? configured : 'UTC';
  // Within --watch, what a post's own fields give is the last build's for the very same entry
  // (ground/carry.ts); only the clock's finding, a date in the future, is made again from its dates.
  const found = (ctx.carry ?? NO_CARRY).each('check/post', [zone], site.posts, (post) =>
    postFindings(post, zone, ctx, keyOf),
  );
  site.posts.forEach((post, i) => {
    const { diagnostics, dates } = found[i] as ReturnType<typeof postFindings>;
    out.push(...diagnostics);
    for (const { field, value, text } of dates) {
      if (value.instant > ctx.now) {
        out.push({
          ...at(post, [field]),
          severity: 'warning',
          code: 'future-date',
          message: `${field} (${formatContentDate(value)}) is in the future.`,
          expected: 'a date that has passed',
          found: JSON.stringify(text),
          hint: 'Check the year; a post dated in the future still appears in the API once published.',
        });
      }
    }
  });
  return out;
}

interface PostDate {
  field: 'date' | 'modified';
  value: ContentDate;
  text: string;
}

/** A post's findings from its own fields, and its dates as read (the clock's finding is postRules'). */
function postFindings(
  post: Entry,
  zone: string,
  ctx: RuleContext,
  keyOf: TagKeys,
): { diagnostics: Diagnostic[]; dates: PostDate[] } {
  const out: Diagnostic[] = [];
  const dates: PostDate[] = [];
  const date = read(post, 'date', isString);
  const modified = read(post, 'modified', isString);
  const published = date === undefined ? undefined : parseContentDate(date, zone, ctx.zones);
  const revised = modified === undefined ? undefined : parseContentDate(modified, zone, ctx.zones);
  // A day written without a time stands for the whole day: 2024-01-02 is not before 2024-01-02T09:00.
  if (published && revised && revised.instant + (revised.dayOnly ? DAY - 1 : 0) < published.instant) {
    out.push({
      ...at(post, ['modified']),
      severity: 'error',
      code: 'modified-before-date',
      message: `modified (${modified}) is before the publication date (${date}).`,
      expected: `a date on or after ${date}`,
      found: JSON.stringify(modified),
      hint: 'Correct the date, or remove `modified` if the post was never revised.',
    });
  }
  for (const [field, value, text] of [
    ['date', published, date],
    ['modified', revised, modified],
  ] as const) {
    if (!value && text !== undefined && isContentDate(text)) {
      out.push({
        ...at(post, [field]),
        severity: 'error',
        code: 'date-range',
        message: `${field} (${text}) falls after the year 9999 in UTC, which no feed or JSON date can write.`,
        expected: 'a date between the years 1 and 9999, in UTC too',
        found: JSON.stringify(text),
        hint: 'Correct the year.',
      });
    }
    if (value) dates.push({ field, value, text: text as string });
  }
  const seen = new Map<string, number>();
  const tags = stringItems(post, 'tags');
  for (const [tag, index] of tags) {
    const key = keyOf(tag);
    if (key === '') {
      out.push({
        ...at(post, ['tags', index]),
        severity: 'error',
        code: 'invalid-tag',
        message: `The tag "${tag}" has no letters or digits, so it has no page address (slug).`,
        expected: 'a tag with at least one letter or digit',
        found: JSON.stringify(tag),
        hint: 'Name the tag with words, e.g. "릴리스" instead of "🚀".',
      });
      continue;
    }
    const previous = seen.get(key);
    if (previous === undefined) {
      seen.set(key, index);
      continue;
    }
    const first = tags.find(([, i]) => i === previous)?.[0] ?? tag;
    out.push({
      ...at(post, ['tags', index]),
      severity: 'error',
      code: 'duplicate-tag',
      message:
        first === tag
          ? `The tag "${tag}" is listed twice on this post (also at position ${previous + 1}).`
          : `The tag "${tag}" is the same tag as "${first}" (position ${previous + 1}) on this post.`,
      expected: 'each tag once',
      found: `${JSON.stringify(tag)} at positions ${previous + 1} and ${index + 1}`,
      hint: `Delete the second "${tag}".`,
    });
  }
  return { diagnostics: out, dates };
}

/** Spellings of one tag (`Android`/`android`, `Jetpack Compose`/`jetpack-compose`): warn where posts use the rarer one. */
function tagDrift(posts: readonly Entry[], keyOf: TagKeys, carry: Carry): Diagnostic[] {
  // Each post's tags, spelled as written, once each (the last check's for the very same entry).
  // An edited post whose tags are as they were keeps the last list (`keep`: the same items).
  const spellings = carry.each(
    'check/tag-spellings',
    [],
    posts,
    (post) => [...new Set(stringItems(post, 'tags').map(([t]) => t))],
    true,
  );
  // Within --watch, no other spelling last time among the very same lists is none now.
  return emptyAgain(carry, 'check/tag-drift', spellings, () => driftOf(posts, spellings, keyOf));
}

function driftOf(posts: readonly Entry[], spellings: readonly string[][], keyOf: TagKeys): Diagnostic[] {
  const groups = new Map<string, Map<string, number>>();
  for (const tags of spellings) {
    for (const tag of tags) {
      const key = keyOf(tag);
      if (key === '') continue;
      const forms = groups.get(key) ?? new Map<string, number>();
      groups.set(key, forms);
      forms.set(tag, (forms.get(tag) ?? 0) + 1);
    }
  }
  const preferred = new Map<string, { form: string; count: number }>();
  for (const [key, forms] of groups) {
    if (forms.size < 2) continue;
    const [form, count] = mostCommon(forms) as [string, number];
    preferred.set(key, { form, count });
  }
  const out: Diagnostic[] = [];
  if (preferred.size === 0) return out;
  for (const post of posts) {
    const seen = new Set<string>();
    for (const [tag, index] of stringItems(post, 'tags')) {
      const best = preferred.get(keyOf(tag));
      // A second spelling on the same post is already a duplicate-tag error.
      const repeated = seen.has(keyOf(tag));
      seen.add(keyOf(tag));
      if (!best || best.form === tag || repeated) continue;
      out.push({
        ...at(post, ['tags', index]),
        severity: 'warning',
        code: 'tag-drift',
        message: `The tag "${tag}" is another spelling of "${best.form}", which ${best.count === 1 ? '1 post uses' : `${best.count} posts use`}.`,
        expected: JSON.stringify(best.form),
        found: JSON.stringify(tag),
        hint: `Write "${best.form}" so that both spellings share one tag page.`,
      });
    }
  }
  return out;
}

const ONGOING_WORDS = /현재|재직\s*중|\b(?:present|now|current|ongoing|today)\b/i;

function experienceRules(entries: readonly Entry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of entries) {
    const start = read(entry, 'start', isYear);
    const end = read(entry, 'end', isYear) ?? read(entry, 'end', isNull);
    const period = read(entry, 'period', isString);
    if (start !== undefined && typeof end === 'string' && Number(start) > Number(end)) {
      out.push({
        ...at(entry, ['end']),
        severity: 'error',
        code: 'start-after-end',
        message: `The position ends (${end}) before it starts (${start}).`,
        expected: `an end year of ${start} or later`,
        found: JSON.stringify(end),
        hint: 'Swap or correct the years.',
      });
    }
    if (period === undefined || end === undefined) continue;
    const saysOngoing = ONGOING_WORDS.test(period);
    if (saysOngoing && end !== null) {
      out.push({
        ...at(entry, ['end']),
        severity: 'error',
        code: 'ongoing-end',
        message: `period "${period}" says the position is ongoing, but end is "${end}".`,
        expected: 'end: null for an ongoing position',
        found: JSON.stringify(end),
        hint: 'Write `end: null` if the position is ongoing, or correct the period.',
      });
    } else if (!saysOngoing && end === null && (period.match(/\d{4}/g) ?? []).length >= 2) {
      out.push({
        ...at(entry, ['end']),
        severity: 'error',
        code: 'ongoing-end',
        message: `end is null (ongoing), but period "${period}" shows an end year.`,
        expected: 'the end year, or a period that says 현재/present',
        found: 'null',
        hint: 'Write the end year as `end: "2021"`, or correct the period.',
      });
    }
  }
  return out;
}
