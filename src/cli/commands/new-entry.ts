import { dirname, join } from 'node:path';
import { isHttpUrl } from '../../check/formats.js';
import { newFilePath, readSiteContext, schemaPathFor } from '../../core/scaffold.js';
import { EXIT, UserError } from '../../ground/errors.js';
import {
  type ExperienceFields,
  type ProjectFields,
  renderExperience,
  renderProject,
} from '../../scaffold/render.js';
import { slugFromTitle } from '../../scaffold/slug.js';
import { parseTagList } from '../../scaffold/tags.js';
import { createPrompter, type Prompter } from '../prompt.js';
import { chooseId, finish, goOnDespite, type NewFile, takenNow } from './new.js';

interface Common {
  root: string;
  id?: string;
  summary?: string;
  yes?: boolean;
  json?: boolean;
}

export interface NewProjectFlags extends Common {
  name?: string;
  type?: string;
  status?: string;
  released?: string;
  featured?: boolean;
  platform?: string;
  role?: string;
  organization?: string;
  category?: string;
  downloads?: string;
  tech?: string;
  url?: string;
}

export interface NewExperienceFlags extends Common {
  organization?: string;
  role?: string;
  start?: string;
  end?: string;
  period?: string;
  products?: string;
}

const RELEASED = /^[0-9]{4}(-(0[1-9]|1[0-2]))?$/;
const YEAR = /^[0-9]{4}$/;
const ONGOING = /^(present|now|ongoing|current|현재|null)?$/i;

/** A field from its flag, or asked on a terminal (optional fields only without --yes), checked either way. */
function field(p: Prompter, ask: boolean, given: string | undefined, q: Question): Promise<string> {
  const problem = (v: string) => (v === '' ? undefined : q.check?.(v));
  if (given !== undefined) {
    const bad = problem(given.trim());
    if (bad) throw new UserError(`${q.flag} ${JSON.stringify(given)}: ${bad}`, `Pass another ${q.flag}.`);
    return Promise.resolve(given.trim());
  }
  if (q.optional && !ask) return Promise.resolve('');
  return p.text({
    message: q.optional ? `${q.message} (optional)` : q.message,
    flag: q.flag,
    optional: q.optional,
    validate: problem,
  });
}

interface Question {
  message: string;
  flag: string;
  optional?: boolean;
  check?: (value: string) => string | undefined;
}

const urlCheck = (v: string) => (isHttpUrl(v) ? undefined : 'not an absolute http(s) URL');
const orNull = (v: string) => (v === '' ? undefined : v);

export async function newProjectCommand(flags: NewProjectFlags): Promise<number> {
  const ctx = readSiteContext(process.cwd(), flags.root);
  const p = createPrompter(flags);
  const ask = p.interactive && !flags.yes;
  const name = await field(p, true, flags.name, { message: 'Name', flag: '--name' });
  if (!(await goOnDespite(p, ctx, 'project', name, flags.yes))) return EXIT.findings;
  const idQuestion = { flag: '--id', kind: 'project', message: 'Id (the file name)' };
  let id = await chooseId(p, ask, {
    ...idQuestion,
    given: flags.id,
    proposal: slugFromTitle(name),
    taken: ctx.ids.project,
  });
  const type = await choose(p, flags.type, '--type', 'Type', ['indie', 'professional'], {
    indie: 'built on your own',
    professional: 'shipped inside a company',
  });
  const status =
    flags.status ?? (ask ? await choose(p, undefined, '--status', 'Status', ['live', 'shipped', '']) : '');
  if (status !== '' && status !== 'live' && status !== 'shipped')
    badChoice('--status', status, ['live', 'shipped']);
  const releasedQuestion: Question = {
    message: 'First released (YYYY or YYYY-MM)',
    flag: '--released',
    check: (v) => (RELEASED.test(v) ? undefined : 'write YYYY or YYYY-MM'),
  };
  const released = await field(p, true, flags.released, releasedQuestion);
  const opt = (given: string | undefined, message: string, flag: string, check?: Question['check']) =>
    field(p, ask, given, { message, flag, optional: true, check });
  const fields: ProjectFields = {
    name,
    type: type as ProjectFields['type'],
    status: (orNull(status) as ProjectFields['status']) ?? undefined,
    released,
    featured: flags.featured || undefined,
    platform: orNull(await opt(flags.platform, 'Platform', '--platform')),
    role: orNull(await opt(flags.role, 'Your role, if not engineering', '--role')),
    organization: orNull(await opt(flags.organization, 'Organization', '--organization')),
    category: orNull(await opt(flags.category, 'Category', '--category')),
    summary: await field(p, true, flags.summary, {
      message: 'Summary: what the product does',
      flag: '--summary',
    }),
    downloads: orNull(
      await opt(flags.downloads, 'Downloads, as the store shows them (e.g. 10만+)', '--downloads'),
    ),
    tech: parseTagList(await opt(flags.tech, 'Tech, comma-separated', '--tech')),
    url: orNull(await opt(flags.url, 'URL', '--url', urlCheck)),
  };
  if (fields.tech?.length === 0) fields.tech = undefined;
  const draft = (): NewFile => {
    const rel = newFilePath('project', id);
    const text = renderProject(fields, schemaPathFor('project', join(ctx.root, rel), dirname(ctx.root)));
    return { kind: 'project', id, rel, text, flags: { ...flagNames(Object.keys(fields)), id: '--id' } };
  };
  return finish(ctx, p, {
    json: flags.json,
    draft,
    reask: {
      id: async () => {
        id = await chooseId(p, true, {
          ...idQuestion,
          proposal: id,
          taken: takenNow(ctx, 'project', id),
        });
      },
      released: async () => {
        fields.released = await field(p, true, undefined, releasedQuestion);
      },
    },
  });
}

export async function newExperienceCommand(flags: NewExperienceFlags): Promise<number> {
  const ctx = readSiteContext(process.cwd(), flags.root);
  const p = createPrompter(flags);
  const ask = p.interactive && !flags.yes;
  const organization = await field(p, true, flags.organization, {
    message: 'Organization',
    flag: '--organization',
  });
  if (!(await goOnDespite(p, ctx, 'experience', organization, flags.yes))) return EXIT.findings;
  const idQuestion = { flag: '--id', kind: 'position', message: 'Id (the file name)' };
  let id = await chooseId(p, ask, {
    ...idQuestion,
    given: flags.id,
    proposal: slugFromTitle(organization),
    taken: ctx.ids.experience,
  });
  const role = await field(p, true, flags.role, { message: 'Role', flag: '--role' });
  const yearCheck = (v: string) => (YEAR.test(v) ? undefined : 'write a year, e.g. 2021');
  const start = await field(p, true, flags.start, {
    message: 'Start year',
    flag: '--start',
    check: yearCheck,
  });
  // `end` is always written: "ongoing" must be a decision, so a script says `--end present`.
  const endCheck = (v: string) => (YEAR.test(v) || ONGOING.test(v) ? undefined : 'write a year, or present');
  if (flags.end === undefined && !p.interactive) {
    throw new UserError(
      'No terminal to ask on, and --end was not given.',
      'Pass --end <year>, or --end present for a position you still hold.',
    );
  }
  const end =
    flags.end !== undefined
      ? await field(p, true, flags.end, { message: '', flag: '--end', check: endCheck })
      : await p.text({
          message: 'End year (empty while you are still there)',
          flag: '--end <year|present>',
          optional: true,
          validate: (v) => (v === '' ? undefined : endCheck(v)),
        });
  const opt = (given: string | undefined, message: string, flag: string) =>
    field(p, ask, given, { message, flag, optional: true });
  const fields: ExperienceFields = {
    organization,
    role,
    start,
    end: YEAR.test(end) ? end : null,
    period: orNull(await opt(flags.period, 'Period as shown on the site (derived when empty)', '--period')),
    summary: orNull(await opt(flags.summary, 'Summary', '--summary')),
    products: parseTagList(await opt(flags.products, 'Products, comma-separated', '--products')),
  };
  if (fields.products?.length === 0) fields.products = undefined;
  const draft = (): NewFile => {
    const rel = newFilePath('experience', id);
    const text = renderExperience(
      fields,
      schemaPathFor('experience', join(ctx.root, rel), dirname(ctx.root)),
    );
    return { kind: 'experience', id, rel, text, flags: { ...flagNames(Object.keys(fields)), id: '--id' } };
  };
  return finish(ctx, p, {
    json: flags.json,
    draft,
    reask: {
      id: async () => {
        id = await chooseId(p, true, {
          ...idQuestion,
          proposal: id,
          taken: takenNow(ctx, 'experience', id),
        });
      },
    },
  });
}

async function choose(
  p: Prompter,
  given: string | undefined,
  flag: string,
  message: string,
  values: string[],
  notes: Record<string, string> = {},
): Promise<string> {
  if (given !== undefined) {
    if (!values.includes(given)) badChoice(flag, given, values.filter(Boolean));
    return given;
  }
  return p.select({
    message,
    flag: `${flag} ${values.filter(Boolean).join('|')}`,
    choices: values.map((v) => ({ name: v === '' ? '(leave out)' : v, value: v, description: notes[v] })),
  });
}

function badChoice(flag: string, given: string, values: string[]): never {
  throw new UserError(
    `${flag} ${JSON.stringify(given)} is not one of ${values.join(', ')}.`,
    `Pass ${flag} ${values.join('|')}.`,
  );
}

function flagNames(keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, `--${k}`]));
}
