import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { declareAuthoringCommands } from './declare/authoring.js';
import { declareImportCommands } from './declare/import.js';
import { declareLiveCommands } from './declare/live.js';
import { declareMetaCommands } from './declare/meta.js';
import { declareSiteCommands } from './declare/site.js';
import { resolveSiteRoot } from './site-root.js';

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
  $ site-api info                      versions and settings for a bug report
  $ source <(site-api completion bash)  complete commands and flags in bash
  $ site-api import jekyll ../old-blog  adopt a Jekyll (or Hugo, or feed) blog, keeping every URL

Exit codes: 0 ok, 1 findings, 2 usage or runtime error, 130 a prompt cancelled with Ctrl-C.
Docs: README.md and docs/content-format.md
`,
    );
  const setExit = (code: number) => program.setOptionValue('exitCode', code);
  program.hook('preAction', (_program, action) => resolveSiteRoot(action));

  declareSiteCommands(program, setExit);
  declareAuthoringCommands(program, setExit);
  declareLiveCommands(program, setExit);
  declareMetaCommands(program, setExit);
  declareImportCommands(program, setExit);
  return program;
}
