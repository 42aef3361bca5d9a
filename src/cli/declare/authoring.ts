import type { Command } from 'commander';
import { rootOption } from './root-option.js';

/** `new post|project|experience` and `init`: scaffolding. Each action lazy-imports its command module. */
export function declareAuthoringCommands(program: Command, setExit: (code: number) => void): void {
  const scaffold = program
    .command('new')
    .description('add a post, project or experience entry: asks on a terminal, flags otherwise')
    .addHelpText(
      'after',
      `
Examples:
  $ site-api new post "코루틴 Flow 정리"      slug korutin-flow-jeongni, tags chosen from the site's
  $ site-api new project --name 버스알림 --type indie --released 2019-04 --summary "…"
  $ site-api new experience --organization 토스랩 --role "Android 개발자" --start 2019 --end present`,
    );
  const common = (command: Command) =>
    command
      .addOption(rootOption())
      .option('-y, --yes', 'accept the proposals (id, date, language) and skip optional questions')
      .option('--json', 'print {created, kind, id} as JSON and never ask (for scripts)');
  common(
    scaffold
      .command('post')
      .description('write content/posts/<year>/<slug>.md')
      .argument('[title]', 'the title (asked on a terminal when left out)')
      .option('--slug <slug>', 'the id and last URL segment (default: romanised from the title)')
      .option('--tags <list>', 'comma-separated tags, e.g. "Kotlin, 코루틴"')
      .option('--date <date>', 'YYYY-MM-DD [HH:MM] in the site time zone, or with an offset (default: now)')
      .option('--lang <tag>', "the post's language when it differs from the site's (BCP 47)")
      .option('--summary <text>', 'up to 240 characters (default: derived from the body)')
      .option('--legacy', 'mark it as about older platform APIs')
      .option('--draft', 'validated but never published (the default for a new post)')
      .option('--publish', 'write the post without `draft: true`, to be published by the next build'),
  )
    .addHelpText(
      'after',
      `
On a terminal, asks for what the flags leave out: the title, the slug (proposed from the title, a Korean
title romanised: 코루틴 Flow 정리 → korutin-flow-jeongni) and the tags (searchable, with counts; a new
spelling of an existing tag is flagged). Without a terminal it never asks. The file is checked like
\`site-api validate\` before it is written, and an existing file is never replaced.

Examples:
  $ site-api new post
  $ site-api new post "코루틴 Flow 정리" --tags "Kotlin, 코루틴" --yes
  $ site-api new post "Hello" --slug hello --date 2026-01-02 --lang en --json

Exit codes: 0 written, 1 the file would not validate (nothing written), 2 usage error, 130 cancelled (Ctrl-C).`,
    )
    .action(async (title: string | undefined, options) => {
      const { newPostCommand } = await import('../commands/new.js');
      setExit(await newPostCommand(title, options));
    });
  common(
    scaffold
      .command('project')
      .description('write content/projects/<id>.yaml')
      .option('--id <id>', 'the file name (default: romanised from the name)')
      .option('--name <name>', 'the product name (required)')
      .option('--type <type>', 'indie | professional (required)')
      .option('--status <status>', 'live | shipped')
      .option('--released <date>', 'first release, YYYY or YYYY-MM (required)')
      .option('--featured', 'list it first')
      .option('--platform <text>', 'e.g. Android')
      .option('--role <text>', 'your role, when not engineering')
      .option('--organization <text>', 'the company, for professional work')
      .option('--category <text>', 'e.g. 교통')
      .option('--summary <text>', 'what the product does (required)')
      .option('--downloads <text>', 'as the store shows it, e.g. "10만+"')
      .option('--tech <list>', 'comma-separated, e.g. "Kotlin, Jetpack Compose"')
      .option('--url <url>', 'absolute http(s) URL'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ site-api new project
  $ site-api new project --name 버스알림 --type indie --released 2019-04 --summary "서울 버스 도착 알림" --yes

Exit codes: 0 written, 1 the file would not validate (nothing written), 2 usage error, 130 cancelled.`,
    )
    .action(async (options) => {
      const { newProjectCommand } = await import('../commands/new-entry.js');
      setExit(await newProjectCommand(options));
    });
  common(
    scaffold
      .command('experience')
      .description('write content/experience/<id>.yaml')
      .option('--id <id>', 'the file name (default: romanised from the organization)')
      .option('--organization <name>', 'required')
      .option('--role <text>', 'required')
      .option('--start <year>', 'required')
      .option('--end <year|present>', 'required: the end year, or present while ongoing')
      .option('--period <text>', 'as shown on the site (default: derived)')
      .option('--summary <text>', 'what you did there')
      .option('--products <list>', 'comma-separated'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ site-api new experience
  $ site-api new experience --organization 토스랩 --role "안드로이드 개발자" --start 2019 --end present --yes

Exit codes: 0 written, 1 the file would not validate (nothing written), 2 usage error, 130 cancelled.`,
    )
    .action(async (options) => {
      const { newExperienceCommand } = await import('../commands/new-entry.js');
      setExit(await newExperienceCommand(options));
    });

  program
    .command('init')
    .description('create a new site: site.yaml, profile, one project, one experience entry and one post')
    .argument('[dir]', 'the folder to create it in (default: the current folder)')
    .option('--name <name>', 'your name, also the site title')
    .option('--base-url <url>', 'e.g. https://example.com (no trailing slash)')
    .option('--language <tag>', 'language of the posts (default ko)')
    .option('--timezone <zone>', 'IANA zone for dates written without an offset (default: this machine)')
    .option('--force', 'allow a folder that has other files (existing files are never replaced)')
    .option('-y, --yes', 'accept the defaults, ask only for what has none')
    .option('--json', 'print {created: [...]} as JSON and never ask')
    .addHelpText(
      'after',
      `
On a terminal, asks for the name, base URL and language; flags otherwise. The site is checked like
\`site-api validate --strict\` before anything is written.

Examples:
  $ site-api init my-site
  $ site-api init my-site --name "한서진" --base-url https://seojin.example --language ko

Exit codes: 0 created, 2 usage error (or a non-empty folder without --force), 130 cancelled.`,
    )
    .action(async (dir: string | undefined, options) => {
      const { initCommand } = await import('../commands/init.js');
      setExit(await initCommand(dir, options));
    });
}
