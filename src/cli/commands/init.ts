import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isTimeZone, zoneOffset } from '../../content/dates.js';
import { checkTarget, ensureGitignore, writeSkeleton } from '../../core/init.js';
import { schemaPathFor } from '../../core/scaffold.js';
import { EXIT, UserError } from '../../ground/errors.js';
import { skeletonFiles } from '../../scaffold/skeleton.js';
import { createPrompter } from '../prompt.js';

export interface InitFlags {
  name?: string;
  baseUrl?: string;
  language?: string;
  timezone?: string;
  force?: boolean;
  yes?: boolean;
  json?: boolean;
}

const BASE_URL = /^https?:\/\/[^/?#\s]+(\/[^?#\s]*[^/?#\s])?$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export async function initCommand(dirArg: string | undefined, flags: InitFlags): Promise<number> {
  const cwd = process.cwd();
  const dir = resolve(cwd, dirArg ?? '.');
  // Refused before any question, so nobody answers three prompts to be told the folder is taken.
  checkTarget(cwd, dir, flags.force === true);
  const p = createPrompter(flags);
  const ask = p.interactive && !flags.yes;
  const given = (value: string | undefined, flag: string, check: (v: string) => string | undefined) => {
    const problem = value === undefined ? undefined : check(value);
    if (problem) throw new UserError(`${flag} ${JSON.stringify(value)}: ${problem}`, `Pass another ${flag}.`);
    return value;
  };
  const urlCheck = (v: string) =>
    BASE_URL.test(v)
      ? undefined
      : 'not an absolute http(s) URL without a trailing slash (https://example.com)';
  const langCheck = (v: string) =>
    LANGUAGE.test(v) ? undefined : 'not a BCP 47 language tag (ko, en, en-US)';
  const zoneCheck = (v: string) => (isTimeZone(v) ? undefined : 'not an IANA time zone (Asia/Seoul, UTC)');

  const name =
    given(flags.name?.trim(), '--name', (v) => (v === '' ? 'may not be empty' : undefined)) ??
    (await p.text({ message: 'Your name (also the site title)', flag: '--name' }));
  // https://example.com/ is what a browser's address bar shows: accepted, stored without the slash.
  const trim = (v: string) => v.trim().replace(/\/+$/, '');
  const baseUrl = trim(
    given(flags.baseUrl === undefined ? undefined : trim(flags.baseUrl), '--base-url', urlCheck) ??
      (await p.text({
        message: 'Base URL of the site',
        flag: '--base-url',
        validate: (v) => urlCheck(trim(v)),
      })),
  );
  const language =
    given(flags.language, '--language', langCheck) ??
    (ask
      ? await p.text({
          message: 'Language of the posts',
          flag: '--language',
          default: 'ko',
          validate: langCheck,
        })
      : 'ko');
  const systemZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const machineZone = isTimeZone(systemZone) ? systemZone : 'UTC';
  const timezone =
    given(flags.timezone, '--timezone', zoneCheck) ??
    (ask
      ? await p.text({
          message: 'Time zone for dates written without an offset',
          flag: '--timezone',
          default: machineZone,
          validate: zoneCheck,
        })
      : machineZone);

  const now = Date.now();
  const today = new Date(now + zoneOffset(now, timezone, new Map()) * 60_000).toISOString().slice(0, 10);
  const contentDir = join(dir, 'content');
  const files = skeletonFiles({
    name,
    baseUrl,
    language,
    timezone,
    today,
    schemaFor: (kind, rel) => schemaPathFor(kind, join(contentDir, rel), dirname(contentDir)),
  });
  const { written } = writeSkeleton(cwd, contentDir, files, now);
  const ignore = ensureGitignore(cwd, dir);
  if (ignore !== undefined) written.push(ignore);
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ created: written })}\n`);
    return EXIT.ok;
  }
  const into = relative(cwd, dir);
  // Installed into the site (npm i site-api), the command is `npx site-api`: node_modules/.bin is not on PATH.
  const run = isLocalInstall(dir) ? 'npx site-api' : 'site-api';
  const steps: [string, string][] = [
    [`${run} validate`, 'check it'],
    [`${run} new post`, 'add a post (new project, new experience likewise)'],
    [`${run} hook install`, 'check content before every git commit'],
    [`${run} build`, 'build the API into dist/'],
  ];
  process.stdout.write(
    `Created a site in ${into || 'this folder'}:\n${written.map((f) => `  ${f}\n`).join('')}\nNext:\n${
      into ? `  cd ${into}\n` : ''
    }${steps.map(([cmd, what]) => `  ${cmd.padEnd(26)}${what}\n`).join('')}`,
  );
  return EXIT.ok;
}

/** site-api runs from the site's own node_modules, or the site has it installed there. */
function isLocalInstall(dir: string): boolean {
  const running = process.argv[1] ?? '';
  return (
    running.startsWith(join(dir, 'node_modules') + sep) ||
    existsSync(join(dir, 'node_modules', '.bin', 'site-api'))
  );
}
