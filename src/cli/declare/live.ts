import type { Command } from 'commander';
import { rootOption } from './root-option.js';

/** `diff`, `check` and `publish`: the commands that talk to the live site. Each action lazy-imports its command module. */
export function declareLiveCommands(program: Command, setExit: (code: number) => void): void {
  const diff = program
    .command('diff')
    .description(
      'build in memory and compare with the live site: files, posts, fields and headers that differ',
    )
    .addOption(rootOption())
    .option('--against <url>', "the live site to compare with (default: site.yaml's base_url)")
    .option('--json', 'print the report as JSON (the only thing on stdout)')
    .option('--each-file', 'ask about every file even where the live site publishes its hash list')
    .option(
      '--ignore-headers',
      'compare the bytes only: header drift is neither reported nor a difference (a plain file host such as GitHub Pages)',
    );
  withNetOptions(diff)
    .addHelpText(
      'after',
      `
The live hash list (/_site-api/files.json, written by every build) says which files differ in one
request; only the JSON files that differ are fetched, and a sample confirms the list. Without a usable
list (an older site-api, a damaged one, or --each-file) every built file is asked for with If-None-Match
set to its built ETag, and files the live site names (API index, posts.json, tags.json, sitemap) that
the build lacks are reported gone. JSON lists are compared item by item (posts, projects, experience, tags) and
field by field; generated_at alone is no change. Header drift (content type, CORS, caching) is reported.

Examples:
  $ site-api diff                                    compare with site.yaml's base_url
  $ site-api diff --against http://127.0.0.1:8787    compare with a local \`site-api serve --dir dist\`
  $ site-api diff --json | jq '.files[] | select(.status != "unchanged")'
  $ site-api diff --ignore-headers                   GitHub Pages: is the live content the build's?

Exit codes: 0 no difference, 1 differences, 2 error (content does not build, site unreachable or not this API).`,
    )
    .action(async (options) => {
      const { diffCommand } = await import('../commands/diff.js');
      setExit(await diffCommand(options));
    });

  const check = program
    .command('check')
    .description(
      'check that a deployed API keeps its contract: statuses, types, schemas, CORS, ETags, errors, links',
    )
    .argument('<url>', 'the base URL of the deployed site')
    .option('--json', 'print the report as JSON (the only thing on stdout)')
    .option(
      '--root <dir>',
      "also follow every alias of this content folder's posts: 301 to the post, which answers 200",
    );
  withNetOptions(check)
    .addHelpText(
      'after',
      `
Every endpoint of the API must answer 200 with its content type and a body valid against the site's own
/openapi.json, with CORS headers, a strong ETag and a 304 for If-None-Match; HEAD and the OPTIONS
preflight must work; unknown paths, other methods and a refused Accept must answer 404, 405 and 406 with
the JSON Error body; /openapi.json and /api/openapi.json must be identical; every link of llms.txt, the
sitemap and the feed under the site's base URL must answer 200 (pages through their Markdown twins);
the hash list /_site-api/files.json, where there is one, must be of the live build and name every file
fetched with the hash and size of the bytes it serves.

Examples:
  $ site-api check https://example.com
  $ site-api check http://127.0.0.1:8787 --json | jq '.failures'
  $ site-api check https://example.com --root content   # also every old URL (aliases) of the posts

Exit codes: 0 every check passed, 1 failures, 2 the site cannot be reached at all (or a usage error).`,
    )
    .action(async (url: string, options) => {
      const { checkCommand } = await import('../commands/check.js');
      setExit(await checkCommand(url, options));
    });

  program
    .command('publish')
    .description('publish the built site to a target named in site.yaml, uploading only what changed')
    .addOption(rootOption())
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
    .option(
      '--overwrite-foreign',
      'replace objects site-api did not publish where the build now has a file (refused otherwise)',
    )
    .option('--concurrency <n>', 'parallel uploads to object storage', '8')
    .option(
      '--wait [seconds]',
      "wait for another publish's lock on the target to be released (default 300 s) instead of exit 2",
    )
    .option(
      '--repair',
      'read back and hash every file on the target, not just check it is there with its size',
    )
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
A publish holds a lock on a dir or s3 target from its first read to its last write: a second publish
exits 2 naming the holder (or waits, with --wait); a lock whose holder is gone is taken over, and said.
Each file the target's manifest names is checked to be there with its size; one missing or altered
is uploaded again (--repair compares hashes of every byte instead).
Credentials come from the environment only (AWS_ACCESS_KEY_ID, AWS_PROFILE, CLOUDFLARE_API_TOKEN…).

Examples:
  $ site-api publish --dry-run                   see what would change
  $ site-api publish                             show the plan, ask, publish
  $ site-api publish --target staging --yes      in CI
  $ site-api publish --yes --max-deletes 100     allow a large clean-up
  $ site-api publish --dry-run --json | jq '.plan.uploads[].path'
  $ site-api publish --yes --wait 600            in CI, behind another job's publish
  $ site-api publish --yes --repair              put back files changed on the target by hand

Exit codes: 0 published (or nothing to do, or a dry run); 1 content errors (nothing published), deletions
withheld by --max-deletes, a CDN purge that failed after the upload, failed --verify checks, or the
confirmation declined; 2 usage, configuration or target error (or a file site-api did not publish in the
way, without --overwrite-foreign; the target locked by another publish); 130 cancelled with Ctrl-C.
Docs: docs/publish.md`,
    )
    .action(async (options) => {
      const { publishCommand } = await import('../commands/publish.js');
      setExit(await publishCommand({ ...options, debug: program.opts().debug === true }));
    });
}

/** --concurrency, --timeout and --retries: how diff and check talk to the live site (src/cli/net-flags.ts reads them). */
function withNetOptions(command: Command): Command {
  return command
    .option('--concurrency <n>', 'requests in flight at once', '8')
    .option('--timeout <ms>', 'time one request may take', '10000')
    .option('--retries <n>', 'retries of a request after a network error or a 5xx, with backoff', '3');
}
