import { dirname, join } from 'node:path';
import { PLACEHOLDER_BODY } from '../../check/placeholder.js';
import { isContentDate, missingDay } from '../../content/dates.js';
import { createNewFile, localNow, mergeTagVariants, reviewNewFile, sameNamed } from '../../core/new-entry.js';
import {
  type NewKind,
  newFilePath,
  readSiteContext,
  type SiteContext,
  schemaPathFor,
} from '../../core/scaffold.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { renderText } from '../../report/diagnostics.js';
import { renderPost } from '../../scaffold/render.js';
import { idProblem, slugFromTitle, uniqueId } from '../../scaffold/slug.js';
import { nearDuplicate, parseTagList } from '../../scaffold/tags.js';
import { paintFor } from '../output.js';
import { createPrompter, type Prompter } from '../prompt.js';
import { pickTags } from '../tag-picker.js';

export interface NewPostFlags {
  root: string;
  slug?: string;
  tags?: string;
  date?: string;
  lang?: string;
  legacy?: boolean;
  draft?: boolean;
  publish?: boolean;
  summary?: string;
  yes?: boolean;
  json?: boolean;
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const DATE_HINT = 'Write YYYY-MM-DD, YYYY-MM-DD HH:MM (in the site time zone) or 2024-03-14T10:30:00+09:00.';

export async function newPostCommand(titleArg: string | undefined, flags: NewPostFlags): Promise<number> {
  if (flags.draft && flags.publish) throw new UserError('--draft and --publish do not go together.');
  const ctx = readSiteContext(process.cwd(), flags.root);
  const p = createPrompter(flags);
  const ask = p.interactive && !flags.yes;

  let title =
    titleArg?.trim() || (await p.text({ message: 'Title', flag: 'the title (site-api new post "<title>")' }));
  if (flags.date !== undefined && !isContentDate(flags.date)) {
    throw new UserError(
      `--date ${JSON.stringify(flags.date)} is not a date${missingDay(flags.date) ? `: ${missingDay(flags.date)}` : ''}.`,
      DATE_HINT,
    );
  }
  if (flags.lang !== undefined && !LANGUAGE.test(flags.lang)) {
    throw new UserError(
      `--lang ${JSON.stringify(flags.lang)} is not a language tag.`,
      'Write a BCP 47 tag such as ko or en-US.',
    );
  }
  if (!(await goOnDespite(p, ctx, 'post', title, flags.yes))) return EXIT.findings;
  let date = flags.date ?? localNow(Date.now(), ctx.timezone);

  const idQuestion = { flag: '--slug', kind: 'post', message: 'Slug (the last part of the URL)' };
  let slug = await chooseId(p, ask, {
    ...idQuestion,
    given: flags.slug,
    proposal: slugFromTitle(title),
    taken: ctx.ids.post,
  });

  let tags: string[] = [];
  if (flags.tags !== undefined) tags = parseTagList(flags.tags);
  else if (ask) tags = await pickTags(p, ctx.tags);
  const folded = mergeTagVariants(tags);
  tags = folded.tags;
  for (const m of folded.merged)
    process.stderr.write(
      `warning: the tag "${m.dropped}" is "${m.kept}" written another way; kept "${m.kept}" once.\n`,
    );
  for (const tag of tags) {
    const near = nearDuplicate(tag, ctx.tags);
    if (near) {
      process.stderr.write(
        `warning: the tag "${tag}" is another spelling of "${near.name}" (${near.count} post${near.count === 1 ? '' : 's'}); write "${near.name}" to share its tag page.\n`,
      );
    }
  }

  const draft = (): NewFile => {
    const rel = newFilePath('post', slug, date);
    const schema = schemaPathFor('post', join(ctx.root, rel), dirname(ctx.root));
    const fields = {
      title,
      date,
      tags,
      summary: flags.summary,
      language: flags.lang,
      legacy: flags.legacy || undefined,
      // A new post is a draft until its author says otherwise: the placeholder body must not go live.
      draft: flags.publish ? undefined : true,
    };
    return {
      kind: 'post',
      id: slug,
      rel,
      text: renderPost(fields, schema, `${PLACEHOLDER_BODY}\n`),
      flags: POST_FLAGS,
    };
  };
  return finish(ctx, p, {
    json: flags.json,
    draft,
    reask: {
      title: async () => {
        title = await p.text({ message: 'Title', flag: '--title', default: title });
      },
      date: async () => {
        date = await p.text({
          message: 'Date (YYYY-MM-DD, optionally HH:MM)',
          flag: '--date',
          default: date,
          validate: (v) => (isContentDate(v) ? undefined : DATE_HINT),
        });
      },
      id: async () => {
        slug = await chooseId(p, true, { ...idQuestion, proposal: slug, taken: takenNow(ctx, 'post', slug) });
      },
    },
  });
}

const POST_FLAGS: Record<string, string> = {
  title: 'the title argument',
  date: '--date',
  tags: '--tags',
  summary: '--summary',
  language: '--lang',
  legacy: '--legacy',
  id: '--slug',
};

/** The ids in use, plus the one just refused (a file may stand in its way without holding an id). */
export function takenNow(ctx: SiteContext, kind: NewKind, refused: string): Map<string, string> {
  return new Map([...ctx.ids[kind], [refused, ctx.ids[kind].get(refused) ?? '']]);
}

/**
 * An entry of the same title or name: a warning always; on a terminal (without --yes) the question
 * whether to write another. False when the answer is no.
 */
export async function goOnDespite(
  p: Prompter,
  ctx: SiteContext,
  kind: NewKind,
  label: string,
  yes: boolean | undefined,
): Promise<boolean> {
  const same = sameNamed(ctx, kind, label);
  if (same.length === 0) return true;
  const where = same.map((s) => s.file).join(', ');
  process.stderr.write(`warning: ${article(kind)} named "${label}" exists already: ${where}.\n`);
  if (!p.interactive || yes) return true;
  const go = await p.select({
    message: `Write another ${kind} named "${label}"?`,
    flag: '--yes',
    choices: [
      { name: 'no, stop here (nothing is written)', value: false },
      { name: 'yes, another one', value: true },
    ],
    default: false,
  });
  if (!go) process.stderr.write('Nothing was written.\n');
  return go;
}

const article = (kind: NewKind) => (kind === 'experience' ? 'a position' : `a ${kind}`);

/** The id: the flag when given (checked), else the proposal, which a terminal may edit. */
export async function chooseId(
  p: Prompter,
  ask: boolean,
  o: {
    given?: string;
    flag: string;
    proposal: string;
    taken: ReadonlyMap<string, string>;
    kind: string;
    message: string;
  },
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
  /** The flag that sets each top-level field, to name in an error. */
  flags: Record<string, string>;
}

/**
 * Checks the file with validate's checker and writes it. A problem found now goes back to its
 * question on a terminal (the other answers are kept); without one it is exit 1, nothing written.
 */
export async function finish(
  ctx: SiteContext,
  p: Prompter,
  o: { json?: boolean; draft: () => NewFile; reask: Record<string, () => Promise<void>> },
): Promise<number> {
  const paint = await paintFor(process.stderr);
  for (;;) {
    const file = o.draft();
    const review = reviewNewFile(ctx, file.rel, file.text, Date.now());
    if (review.errors.length === 0) {
      process.stderr.write(renderText(review.warnings, paint));
      const created = createNewFile(ctx, file.kind, file.id, file.rel, file.text);
      if (o.json) process.stdout.write(`${JSON.stringify(created)}\n`);
      else process.stdout.write(nextSteps(created.created, file.kind, file.text.includes('\ndraft: true\n')));
      if (review.otherErrors > 0 && !o.json) {
        process.stderr.write(
          `note: other files of the site have ${review.otherErrors} error(s); run site-api validate to see them.\n`,
        );
      }
      return EXIT.ok;
    }
    process.stderr.write(
      renderText(
        review.errors.map((e) => e.diagnostic),
        paint,
      ),
    );
    const fields = [...new Set(review.errors.map((e) => e.field ?? ''))];
    const back = fields.filter((f) => o.reask[f]);
    if (p.interactive && back.length === fields.length) {
      process.stderr.write(
        `Back to the question${back.length > 1 ? 's' : ''} for ${back.join(', ')}; your other answers are kept.\n`,
      );
      for (const f of back) await o.reask[f]?.();
      continue;
    }
    const flags = [...new Set(fields.map((f) => file.flags[f]).filter(Boolean))];
    if (o.json) {
      const diagnostics = review.errors.map((e) => e.diagnostic);
      process.stdout.write(
        `${JSON.stringify({ ok: false, kind: file.kind, id: file.id, diagnostics, fix: flags })}\n`,
      );
    }
    process.stderr.write(
      `site-api: the new ${file.kind} would not validate, so nothing was written.${flags.length ? `\n  hint: fix ${flags.join(', ')}.` : ''}\n`,
    );
    return EXIT.findings;
  }
}

function nextSteps(shown: string, kind: NewKind, draft: boolean): string {
  const next =
    kind !== 'post'
      ? 'fill in or correct the fields'
      : draft
        ? 'write the post below the front matter, then remove `draft: true` to publish it'
        : 'write the post below the front matter';
  return `Created ${shown}\n\nNext:\n  1. open ${shown} and ${next}\n  2. site-api validate    check the whole site\n  3. site-api build       build the API into dist/\n`;
}
