import { dirname, join } from 'node:path';
import { isContentDate, isTimeZone, zoneOffset } from '../../content/dates.js';
import {
  checkNewFile,
  type NewKind,
  newFilePath,
  readSiteContext,
  type SiteContext,
  schemaPathFor,
  writeNewFile,
} from '../../core/scaffold.js';
import { type Diagnostic, fromPointer } from '../../ground/diagnostics.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { renderText } from '../../report/diagnostics.js';
import { renderPost } from '../../scaffold/render.js';
import { idProblem, slugFromTitle, uniqueId } from '../../scaffold/slug.js';
import { nearDuplicate, parseTagList } from '../../scaffold/tags.js';
import { paintFor } from '../output.js';
import { createPrompter } from '../prompt.js';
import { pickTags } from '../tag-picker.js';

export interface NewPostFlags {
  root: string;
  slug?: string;
  tags?: string;
  date?: string;
  lang?: string;
  legacy?: boolean;
  draft?: boolean;
  summary?: string;
  yes?: boolean;
  json?: boolean;
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export async function newPostCommand(titleArg: string | undefined, flags: NewPostFlags): Promise<number> {
  const ctx = readSiteContext(process.cwd(), flags.root);
  const p = createPrompter(flags);
  const ask = p.interactive && !flags.yes;

  const title =
    titleArg?.trim() || (await p.text({ message: 'Title', flag: 'the title (site-api new post "<title>")' }));
  if (flags.date !== undefined && !isContentDate(flags.date)) {
    throw new UserError(
      `--date ${JSON.stringify(flags.date)} is not a date.`,
      'Write YYYY-MM-DD, YYYY-MM-DD HH:MM (in the site time zone) or 2024-03-14T10:30:00+09:00.',
    );
  }
  if (flags.lang !== undefined && !LANGUAGE.test(flags.lang)) {
    throw new UserError(
      `--lang ${JSON.stringify(flags.lang)} is not a language tag.`,
      'Write a BCP 47 tag such as ko or en-US.',
    );
  }
  const date = flags.date ?? localNow(Date.now(), ctx.timezone);

  const slug = await chooseId(p, ask, {
    given: flags.slug,
    flag: '--slug',
    proposal: slugFromTitle(title),
    taken: ctx.ids.post,
    kind: 'post',
    message: 'Slug (the last part of the URL)',
  });

  let tags: string[] = [];
  if (flags.tags !== undefined) tags = parseTagList(flags.tags);
  else if (ask) tags = await pickTags(p, ctx.tags);
  for (const tag of tags) {
    const near = nearDuplicate(tag, ctx.tags);
    if (near) {
      process.stderr.write(
        `warning: the tag "${tag}" is another spelling of "${near.name}" (${near.count} post${near.count === 1 ? '' : 's'}); write "${near.name}" to share its tag page.\n`,
      );
    }
  }

  const rel = newFilePath('post', slug, date);
  const schema = schemaPathFor('post', join(ctx.root, rel), dirname(ctx.root));
  const text = renderPost(
    {
      title,
      date,
      tags,
      summary: flags.summary,
      language: flags.lang,
      legacy: flags.legacy || undefined,
      draft: flags.draft || undefined,
    },
    schema,
    'Write the post here, in Markdown.\n',
  );
  return finish(ctx, { kind: 'post', id: slug, rel, text, json: flags.json, flags: POST_FLAGS });
}

const POST_FLAGS: Record<string, string> = {
  title: 'the title argument',
  date: '--date',
  tags: '--tags',
  summary: '--summary',
  language: '--lang',
  legacy: '--legacy',
};

/** A date-time in the site's zone, written as the content format reads it: `2026-03-14 10:30`. */
function localNow(now: number, timezone: string): string {
  const offset = isTimeZone(timezone) ? zoneOffset(now, timezone, new Map()) : 0;
  return new Date(now + offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The id: the flag when given (checked), else the proposal, which a terminal may edit. */
export async function chooseId(
  p: ReturnType<typeof createPrompter>,
  ask: boolean,
  o: { given?: string; flag: string; proposal: string; taken: Set<string>; kind: string; message: string },
): Promise<string> {
  if (o.given !== undefined) {
    const problem = idProblem(o.given, o.taken, o.kind);
    if (problem) throw new UserError(`${o.flag}: ${problem}`, `Pass another ${o.flag}.`);
    return o.given;
  }
  const proposal = o.proposal ? uniqueId(o.proposal, o.taken) : '';
  if (!ask) {
    if (proposal) return proposal;
    throw new UserError(
      `No id can be made from the name; pass ${o.flag} <id>.`,
      'An id is lowercase ASCII letters, digits and hyphens.',
    );
  }
  return p.text({
    message: o.message,
    flag: o.flag,
    default: proposal || undefined,
    validate: (value) => idProblem(value, o.taken, o.kind),
  });
}

export interface NewFile {
  kind: NewKind;
  id: string;
  /** Path inside the content folder. */
  rel: string;
  text: string;
  json?: boolean;
  /** The flag that sets each top-level field, to name in an error. */
  flags: Record<string, string>;
}

/** Checks the file with validate's checker, writes it exclusively, and says where it went and what next. */
export async function finish(ctx: SiteContext, file: NewFile): Promise<number> {
  const check = checkNewFile(ctx, file.rel, file.text, Date.now());
  const errors = check.own.filter((d) => d.severity === 'error');
  const warnings = check.own.filter((d) => d.severity === 'warning' && d.code !== 'tag-drift');
  const paint = await paintFor(process.stderr);
  if (errors.length > 0) {
    const flags = [...new Set(errors.map(flagOf(file.flags)).filter(Boolean))];
    process.stderr.write(renderText(errors, paint));
    process.stderr.write(
      `site-api: the new ${file.kind} would not validate, so nothing was written.${flags.length ? `\n  hint: fix ${flags.join(', ')}.` : ''}\n`,
    );
    return EXIT.findings;
  }
  process.stderr.write(renderText(warnings, paint));
  const shown = writeNewFile(ctx, file.rel, file.text);
  if (file.json) {
    process.stdout.write(`${JSON.stringify({ created: shown, kind: file.kind, id: file.id })}\n`);
    return EXIT.ok;
  }
  const next =
    file.kind === 'post' ? 'write the post below the front matter' : 'fill in or correct the fields';
  process.stdout.write(
    `Created ${shown}\n\nNext:\n  1. open ${shown} and ${next}\n  2. site-api validate    check the whole site\n  3. site-api build       build the API into dist/\n`,
  );
  if (check.otherErrors > 0) {
    process.stderr.write(
      `note: other files of the site have ${check.otherErrors} error(s); run site-api validate to see them.\n`,
    );
  }
  return EXIT.ok;
}

function flagOf(flags: Record<string, string>): (d: Diagnostic) => string | undefined {
  return (d) => flags[fromPointer(d.pointer)[0] ?? ''];
}
