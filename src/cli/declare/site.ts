import { type Command, Option } from 'commander';
import { rootOption } from './root-option.js';

/** `validate`, `build`, `serve` and `hook`: the commands over the content folder. Each action lazy-imports its command module. */
export function declareSiteCommands(program: Command, setExit: (code: number) => void): void {
  program
    .command('validate')
    .description('check all content against the JSON Schemas and the rules across files')
    .argument('[paths...]', 'files or folders inside the content folder to report on (default: all)')
    .addOption(rootOption())
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
      const { validateCommand } = await import('../commands/validate.js');
      setExit(await validateCommand(paths, options));
    });

  program
    .command('build')
    .description('build every endpoint and published file into the output folder')
    .addOption(rootOption())
    .option('--out <dir>', 'the output folder (only the files that changed are written)', 'dist')
    .option('--base-url <url>', "override site.yaml's base_url (e.g. for a preview)")
    .option('--json', 'print a summary and every file written (size, gzip, type) as JSON')
    .option('-q, --quiet', 'print nothing on success')
    .option('--verbose', 'list every file written with its size, before the summary')
    .option('-w, --watch', 'rebuild whenever the content changes, until Ctrl-C')
    .option('--no-cache', 'build everything again, neither reading nor writing the build cache')
    .option('-j, --jobs <n>', 'threads that render pages (default: every core; SITE_API_JOBS)')
    .addHelpText(
      'after',
      `
The content is validated first; with any error nothing is written. Every built file is checked
against its schema before the output folder is replaced, so a failed build leaves the previous one.
SOURCE_DATE_EPOCH fixes generated_at; without it, generated_at is the newest change in the content.
Only the files whose bytes changed are written. The build cache (node_modules/.cache/site-api, or
SITE_API_CACHE_DIR) keeps summaries and which pages are already built; it is always safe to delete.

Examples:
  $ site-api build
  $ site-api build --verbose            # every file, not only the summary by kind
  $ site-api build --out public --base-url https://preview.example.com
  $ SOURCE_DATE_EPOCH=1700000000 site-api build --json
  $ site-api build --watch
  $ site-api build --no-cache --jobs 1  # from scratch, in one thread

Exit codes: 0 built, 1 content errors or a failed self-check (nothing written), 2 usage or I/O error.`,
    )
    .action(async (options) => {
      const { buildCommand } = await import('../commands/build.js');
      setExit(await buildCommand(options));
    });

  program
    .command('serve')
    .description('serve the API locally exactly as the edge worker would (CORS, ETag/304, JSON errors)')
    .addOption(rootOption('the content folder, built in memory'))
    .option('--dir <dir>', 'serve a finished build (e.g. dist) instead of the content')
    .option('--host <host>', 'the address to listen on', '127.0.0.1')
    .option('-p, --port <port>', 'the port (0 picks a free one)', '8787')
    .option('--base-url <url>', "override site.yaml's base_url in the built files")
    .option('-w, --watch', 'rebuild in memory whenever the content changes')
    .option('--log', 'log every request on stdout (the default on a terminal)')
    .option('--no-log', 'do not log requests, even on a terminal')
    .addHelpText(
      'after',
      `
The server answers with the same code as the deployed worker: GET and HEAD, OPTIONS preflight (204),
405 for other methods, 406 when Accept admits no JSON, 404 as a JSON error under /api/ and as 404.html
elsewhere, strong ETags with If-None-Match → 304, CORS on every response. It stops on Ctrl-C.
On a terminal every request is logged on stdout (--no-log to stop it; --log logs into a pipe too).
With --dir, a new build written into that folder is noticed (its manifest changes) and served.

Examples:
  $ site-api serve                       build content/ in memory and serve it on 127.0.0.1:8787
  $ site-api serve --watch               ...and rebuild whenever a file changes
  $ site-api serve --dir dist --port 0   serve the last build as published, on a free port
  $ site-api serve --dir dist --log > requests.log
  $ curl -i http://127.0.0.1:8787/api/posts.json

Exit codes: 0 stopped by Ctrl-C or SIGTERM, 1 the content does not build, 2 usage or I/O error (port in use).`,
    )
    .action(async (options) => {
      const { serveCommand } = await import('../commands/serve.js');
      setExit(await serveCommand(options));
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
    .addOption(rootOption('the content folder the hook validates'))
    .addHelpText(
      'after',
      `
Installing twice is harmless. An existing pre-commit hook is kept and run first; a hook managed by the
pre-commit framework is left alone (use .pre-commit-hooks.yaml instead).

Example:
  $ site-api hook install`,
    )
    .action(async (options) => {
      const { hookInstall } = await import('../commands/hook.js');
      setExit(await hookInstall(options));
    });
  hook
    .command('uninstall')
    .description('remove the pre-commit hook written by `hook install`')
    .addHelpText('after', '\nExample:\n  $ site-api hook uninstall')
    .action(async () => {
      const { hookUninstall } = await import('../commands/hook.js');
      setExit(await hookUninstall());
    });
}
