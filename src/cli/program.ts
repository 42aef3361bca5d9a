import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';

/**
 * Declares the commands and nothing else. Each action lazy-imports its command module, so that
 * `validate` in a pre-commit hook never loads what other commands need. An action stores its exit
 * code as the `exitCode` option value of the root program, which main.ts reads.
 */
export function buildProgram(): Command {
  const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
  const program = new Command('site-api')
    .description("Author, check, build and publish a personal site's read-only JSON content API.")
    .version(version, '-v, --version')
    .option('--debug', 'print stack traces of internal errors')
    .option('--no-color', 'never colour the output (NO_COLOR is honoured too)')
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({ outputError: (text, write) => write(`site-api: ${text.replace(/^error: /, '')}`) })
    .addHelpText(
      'after',
      `
Examples:
  $ site-api validate                  check everything in content/
  $ site-api validate --format github  annotate a pull request from GitHub Actions
  $ site-api build                     write every published file into dist/
  $ site-api serve --watch             serve the API on 127.0.0.1:8787 while you write
  $ site-api diff                      what a publish would change on the live site
  $ site-api check https://example.com  does the deployed API keep its contract
  $ site-api hook install              check content before every git commit
  $ site-api init my-site              start a new site
  $ site-api new post "코루틴 Flow 정리"  add a post (asks for the rest on a terminal)
  $ site-api publish --dry-run         see what a publish would upload and delete

Exit codes: 0 ok, 1 findings, 2 usage or runtime error, 130 a prompt cancelled with Ctrl-C.
Docs: README.md and docs/content-format.md
`,
    );
  const setExit = (code: number) => program.setOptionValue('exitCode', code);

  program
    .command('validate')
    .description('check all content against the JSON Schemas and the rules across files')
    .argument('[paths...]', 'files or folders inside the content folder to report on (default: all)')
    .option('--root <dir>', 'the content folder', 'content')
    .addOption(
      new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'),
    )
    .option('--json', 'same as --format json')
    .option('--strict', 'warnings also fail (exit 1)')
    .option('-q, --quiet', 'print findings only, no summary line')
    .option(
      '--staged',
      "check what is staged in git's index, not the working tree (the pre-commit hook does)",
    )
    .addHelpText(
      'after',
      `
Every problem is printed as
  file:line:column  severity  code  message
followed by the field (JSON pointer), what was expected, what was found and a hint.

Examples:
  $ site-api validate
  $ site-api validate content/posts/2024 --strict
  $ site-api validate --json | jq '.diagnostics[].code'
  $ site-api validate --format github     # in GitHub Actions
  $ site-api validate --staged            # what \`git commit\` would record

Exit codes: 0 clean (warnings allowed), 1 errors (or warnings with --strict), 2 usage or I/O error.`,
    )
    .action(async (paths: string[], options) => {
      const { validateCommand } = await import('./commands/validate.js');
      setExit(await validateCommand(paths, options));
    });

  program
    .command('build')
    .description('build every endpoint and published file into the output folder')
    .option('--root <dir>', 'the content folder', 'content')
    .option('--out <dir>', 'the output folder (replaced atomically)', 'dist')
    .option('--base-url <url>', "override site.yaml's base_url (e.g. for a preview)")
    .option('--json', 'print the list of files written as JSON')
    .option('-q, --quiet', 'print nothing on success')
    .option('-w, --watch', 'rebuild whenever the content changes, until Ctrl-C')
    .addHelpText(
      'after',
      `
The content is validated first; with any error nothing is written. Every built file is checked
against its schema before the output folder is replaced, so a failed build leaves the previous one.
SOURCE_DATE_EPOCH fixes generated_at; without it, generated_at is the newest change in the content.

Examples:
  $ site-api build
  $ site-api build --out public --base-url https://preview.example.com
  $ SOURCE_DATE_EPOCH=1700000000 site-api build --json
  $ site-api build --watch

Exit codes: 0 built, 1 content errors or a failed self-check (nothing written), 2 usage or I/O error.`,
    )
    .action(async (options) => {
      const { buildCommand } = await import('./commands/build.js');
      setExit(await buildCommand(options));
    });

  program
    .command('serve')
    .description('serve the API locally exactly as the edge worker would (CORS, ETag/304, JSON errors)')
    .option('--root <dir>', 'the content folder, built in memory', 'content')
    .option('--dir <dir>', 'serve a finished build (e.g. dist) instead of the content')
    .option('--host <host>', 'the address to listen on', '127.0.0.1')
    .option('-p, --port <port>', 'the port (0 picks a free one)', '8787')
    .option('--base-url <url>', "override site.yaml's base_url in the built files")
    .option('-w, --watch', 'rebuild in memory whenever the content changes')
    .addHelpText(
      'after',
      `
The server answers with the same code as the deployed worker: GET and HEAD, OPTIONS preflight (204),
405 for other methods, 406 when Accept admits no JSON, 404 as a JSON error under /api/ and as 404.html
elsewhere, strong ETags with If-None-Match → 304, CORS on every response. It stops on Ctrl-C.

Examples:
  $ site-api serve                       build content/ in memory and serve it on 127.0.0.1:8787
  $ site-api serve --watch               ...and rebuild whenever a file changes
  $ site-api serve --dir dist --port 0   serve the last build as published, on a free port
  $ curl -i http://127.0.0.1:8787/api/posts.json

Exit codes: 0 stopped by Ctrl-C or SIGTERM, 1 the content does not build, 2 usage or I/O error (port in use).`,
    )
    .action(async (options) => {
      const { serveCommand } = await import('./commands/serve.js');
      setExit(await serveCommand(options));
    });

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
      .option('--root <dir>', 'the content folder', 'content')
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
      .option('--draft', 'validated but never published'),
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
      const { newPostCommand } = await import('./commands/new.js');
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
      const { newProjectCommand } = await import('./commands/new-entry.js');
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
      const { newExperienceCommand } = await import('./commands/new-entry.js');
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
      const { initCommand } = await import('./commands/init.js');
      setExit(await initCommand(dir, options));
    });

  program
    .command('diff')
    .description(
      'build in memory and compare with the live site: files, posts, fields and headers that differ',
    )
    .option('--root <dir>', 'the content folder', 'content')
    .option('--against <url>', "the live site to compare with (default: site.yaml's base_url)")
    .option('--json', 'print the report as JSON (the only thing on stdout)')
    .option('--concurrency <n>', 'requests in flight at once', '8')
    .option('--timeout <ms>', 'time one request may take', '10000')
    .option('--retries <n>', 'retries of a request after a network error or a 5xx, with backoff', '3')
    .addHelpText(
      'after',
      `
Every built file is asked for with If-None-Match set to its built ETag, so an unchanged file costs a
304 and no body. Files the live site names (API index, posts.json, tags.json, sitemap) that the build
lacks are reported gone. JSON lists are compared item by item (posts, projects, experience, tags) and
field by field; generated_at alone is no change. Header drift (content type, CORS, caching) is reported.

Examples:
  $ site-api diff                                    compare with site.yaml's base_url
  $ site-api diff --against http://127.0.0.1:8787    compare with a local \`site-api serve --dir dist\`
  $ site-api diff --json | jq '.files[] | select(.status != "unchanged")'

Exit codes: 0 no difference, 1 differences, 2 error (content does not build, site unreachable or not this API).`,
    )
    .action(async (options) => {
      const { diffCommand } = await import('./commands/diff.js');
      setExit(await diffCommand(options));
    });

  program
    .command('check')
    .description(
      'check that a deployed API keeps its contract: statuses, types, schemas, CORS, ETags, errors, links',
    )
    .argument('<url>', 'the base URL of the deployed site')
    .option('--json', 'print the report as JSON (the only thing on stdout)')
    .option('--concurrency <n>', 'requests in flight at once', '8')
    .option('--timeout <ms>', 'time one request may take', '10000')
    .option('--retries <n>', 'retries of a request after a network error or a 5xx, with backoff', '3')
    .addHelpText(
      'after',
      `
Every endpoint of the API must answer 200 with its content type and a body valid against the site's own
/openapi.json, with CORS headers, a strong ETag and a 304 for If-None-Match; HEAD and the OPTIONS
preflight must work; unknown paths, other methods and a refused Accept must answer 404, 405 and 406 with
the JSON Error body; /openapi.json and /api/openapi.json must be identical; every link of llms.txt, the
sitemap and the feed under the site's base URL must answer 200 (pages through their Markdown twins).

Examples:
  $ site-api check https://example.com
  $ site-api check http://127.0.0.1:8787 --json | jq '.failures'

Exit codes: 0 every check passed, 1 failures, 2 the site cannot be reached at all (or a usage error).`,
    )
    .action(async (url: string, options) => {
      const { checkCommand } = await import('./commands/check.js');
      setExit(await checkCommand(url, options));
    });

  program
    .command('publish')
    .description('publish the built site to a target named in site.yaml, uploading only what changed')
    .option('--root <dir>', 'the content folder', 'content')
    .option(
      '-t, --target <name>',
      'the target in site.yaml publish.targets (default: publish.default, or the only one)',
    )
    .option('--base-url <url>', "override site.yaml's base_url (e.g. for a preview)")
    .option('-y, --yes', 'publish without asking (needed without a terminal: CI, scripts)')
    .option('-n, --dry-run', 'show the plan and change nothing')
    .option(
      '--max-deletes <n>',
      "stop before deleting more than n files (default: the target's max_deletes, else 20)",
    )
    .option('--concurrency <n>', 'parallel uploads to object storage', '8')
    .option('--json', 'print the plan (and what was done) as JSON on stdout')
    .option(
      '--verify',
      'afterwards, check the live site at the base URL against the contract, as `site-api check` does',
    )
    .addHelpText(
      'after',
      `
The content is validated and built in memory (any error: nothing is published). The target's own
state (its manifest, else each object's metadata) is compared with the build by hash, and the plan
(upload new and changed files, delete files no longer built, keep the rest) is shown before anything
happens. Files go up before the files that link to them (posts, then listings, then the lists, feed,
sitemap and llms files, /api/index.json last), deletions last: the live site is consistent at every
moment, and a publish killed midway is completed by running it again. An unchanged site uploads nothing.
Credentials come from the environment only (AWS_ACCESS_KEY_ID, AWS_PROFILE, CLOUDFLARE_API_TOKEN…).

Examples:
  $ site-api publish --dry-run                   see what would change
  $ site-api publish                             show the plan, ask, publish
  $ site-api publish --target staging --yes      in CI
  $ site-api publish --yes --max-deletes 100     allow a large clean-up
  $ site-api publish --dry-run --json | jq '.plan.uploads[].path'

Exit codes: 0 published (or nothing to do, or a dry run), 1 content errors (nothing published), deletions
withheld by --max-deletes, or the confirmation declined; 2 usage, configuration or target error.
Docs: docs/publish.md`,
    )
    .action(async (options) => {
      const { publishCommand } = await import('./commands/publish.js');
      setExit(await publishCommand({ ...options, debug: program.opts().debug === true }));
    });

  const hook = program
    .command('hook')
    .description('manage the git pre-commit hook that runs `site-api validate`')
    .addHelpText(
      'after',
      `
Examples:
  $ site-api hook install     add the hook (keeps and chains an existing one)
  $ site-api hook uninstall   remove it (restores a chained hook)`,
    );
  hook
    .command('install')
    .description('write a pre-commit hook that refuses commits whose content does not validate')
    .option('--root <dir>', 'the content folder the hook validates', 'content')
    .addHelpText(
      'after',
      `
Installing twice is harmless. An existing pre-commit hook is kept and run first; a hook managed by the
pre-commit framework is left alone (use .pre-commit-hooks.yaml instead).

Example:
  $ site-api hook install`,
    )
    .action(async (options) => {
      const { hookInstall } = await import('./commands/hook.js');
      setExit(await hookInstall(options));
    });
  hook
    .command('uninstall')
    .description('remove the pre-commit hook written by `hook install`')
    .addHelpText('after', '\nExample:\n  $ site-api hook uninstall')
    .action(async () => {
      const { hookUninstall } = await import('./commands/hook.js');
      setExit(await hookUninstall());
    });
  return program;
}
