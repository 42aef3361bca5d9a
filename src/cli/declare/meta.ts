import { Argument, type Command } from 'commander';

/** `info` and `completion`: about site-api itself. Each action lazy-imports its command module. */
export function declareMetaCommands(program: Command, setExit: (code: number) => void): void {
  program
    .command('info')
    .description(
      'versions, the site found, its settings, theme and publish targets (no secrets): paste it into a bug report',
    )
    .option('--root <dir>', 'the content folder', 'content')
    .option('--json', 'print it as JSON')
    .addHelpText(
      'after',
      `
Never prints a credential: publish targets show where they publish, and credential variables only
whether they are set.

With a theme, it names each page kind whose template renders the slower way, and why.

Examples:
  $ site-api info
  $ site-api info --json | jq .versions
  $ site-api info --json | jq .theme.slow`,
    )
    .action(async (options) => {
      const { infoCommand } = await import('../commands/info.js');
      setExit(await infoCommand(options));
    });

  program
    .command('completion')
    .description('print a shell completion script (bash, zsh or fish)')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(['bash', 'zsh', 'fish']))
    .addHelpText(
      'after',
      `
The script is generated from the commands themselves, so it always matches this version.

Examples:
  $ source <(site-api completion bash)          # add to ~/.bashrc
  $ source <(site-api completion zsh)           # add to ~/.zshrc
  $ site-api completion fish > ~/.config/fish/completions/site-api.fish`,
    )
    .action(async (shell: string) => {
      const { completionCommand } = await import('../commands/completion.js');
      setExit(await completionCommand(shell, program));
    });
}
