import type { Command } from 'commander';

/** `import jekyll | hugo | feed`: adopt an existing blog. The action lazy-imports its command module. */
export function declareImportCommands(program: Command, setExit: (code: number) => void): void {
  const command = program
    .command('import')
    .description('adopt an existing blog (Jekyll, Hugo, or an RSS/Atom feed) without breaking its URLs');
  for (const [name, arg, what] of [
    ['jekyll', '<folder>', 'a Jekyll site: _config.yml and _posts/'],
    ['hugo', '<folder>', 'a Hugo site: hugo.toml (or config.*) and content/'],
    ['feed', '<file-or-url>', 'an RSS 2.0 or Atom feed (Tistory, Velog, Medium…)'],
  ] as const) {
    const sub = command
      .command(name)
      .description(`import ${what}`)
      .argument(arg, name === 'feed' ? 'a feed file, or its http(s) URL' : 'the root folder of the site')
      .option('--root <dir>', 'the content folder to import into (created when missing)', 'content')
      .option('--base-url <url>', "the site's base URL (default: the blog's own)")
      .option('--dry-run', 'print the plan, write nothing')
      .option('--skip-broken', 'import the other posts when a source cannot be read or parsed');
    if (name === 'jekyll')
      sub.option(
        '--keep-liquid',
        'render no Liquid (includes, variables, capture): keep it as text; highlight and post links are still converted',
      );
    sub
      .option('--json', 'print the plan (and any problem) as JSON on stdout')
      .addHelpText(
        'after',
        `
Every post keeps its old URL: as the site's permalink pattern when one pattern fits every post,
otherwise as an alias per post, answered with a 301 by serve, the worker and Cloudflare Pages.
Nothing is ever overwritten; running the same import again changes nothing.

Examples:
  $ site-api import ${name} ${name === 'feed' ? 'https://blog.example/rss' : '../old-blog'} --dry-run
  $ site-api import ${name} ${name === 'feed' ? 'feed.xml' : '../old-blog'} --root content --base-url https://seojin.example
  $ site-api validate && site-api build

Exit codes: 0 imported (or planned), 1 a source could not be read or parsed (nothing written), 2 usage or I/O error.
Docs: docs/import.md`,
      )
      .action(async (input: string, options) => {
        const { importCommand } = await import('../commands/import.js');
        setExit(await importCommand(name, input, options));
      });
  }
}
