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
