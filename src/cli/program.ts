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
  $ site-api hook install              check content before every git commit
  $ site-api publish --dry-run         see what a publish would upload and delete

Exit codes: 0 ok, 1 findings, 2 usage or runtime error.
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
    .option('--verify', 'check the live site against the build afterwards (not available yet)')
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
