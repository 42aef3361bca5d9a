import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { CLI, inTempSite, REPO, runCli } from './helpers.js';

/** The commands `site-api --help` lists: what completion must offer. */
async function helpCommands(): Promise<string[]> {
  const help = String((await runCli(['--help'], { cwd: REPO })).stdout);
  const section = help.slice(help.indexOf('Commands:'), help.indexOf('Examples:'));
  return [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)]
    .map((m) => m[1] as string)
    .filter((c) => c !== 'help');
}

/** Asks the generated bash completion what it offers for `words` (the last one being typed), in a real bash. */
async function complete(words: string[]): Promise<string[]> {
  const script = `source <("${process.execPath}" "${CLI}" completion bash)
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_site_api; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const result = await execa('bash', ['-c', script], { cwd: REPO, env: { NO_COLOR: '1' } });
  return result.stdout.split('\n').filter(Boolean);
}

describe('site-api completion', () => {
  test('bash lists every command of --help, and a new command would be there too', async () => {
    const commands = await helpCommands();
    expect(commands).toEqual(
      expect.arrayContaining(['validate', 'build', 'serve', 'new', 'publish', 'info']),
    );
    const offered = await complete(['site-api', '']);
    expect(offered.filter((w) => !w.startsWith('-')).sort()).toEqual([...commands].sort());
  });

  test.each([
    [['site-api', 'bu'], ['build']],
    [['site-api', 'build', '--o'], ['--out']],
    [
      ['site-api', 'validate', '--format', ''],
      ['text', 'json', 'github'],
    ],
    [
      ['site-api', 'new', 'p'],
      ['post', 'project'],
    ],
    [['site-api', '--no-color', 'new', 'post', '--sl'], ['--slug']],
    [
      ['site-api', 'hook', ''],
      ['install', 'uninstall', '--help', '-h'],
    ],
    [
      ['site-api', 'completion', ''],
      ['bash', 'zsh', 'fish', '--help', '-h'],
    ],
    [['site-api', 'new', 'post', '--tags', ''], []],
  ])('bash completes %j to %j', async (words, expected) => {
    expect(await complete(words)).toEqual(expected);
  });

  test('zsh and fish scripts name every command; zsh parses', async () => {
    const commands = await helpCommands();
    for (const shell of ['zsh', 'fish']) {
      const result = await runCli(['completion', shell], { cwd: REPO });
      expect(result.exitCode).toBe(0);
      for (const c of commands)
        expect(String(result.stdout), `${shell} ${c}`).toMatch(new RegExp(`\\b${c}\\b`));
    }
    const fish = String((await runCli(['completion', 'fish'], { cwd: REPO })).stdout);
    expect(fish).toContain("complete -c site-api -n '__fish_seen_subcommand_from build' -l out");
    // The zsh script is bash syntax under bashcompinit: bash can check it.
    const zsh = String((await runCli(['completion', 'zsh'], { cwd: REPO })).stdout);
    expect((await execa('bash', ['-n'], { input: zsh, reject: false })).exitCode).toBe(0);
  });

  test('an unknown shell is a usage error', async () => {
    const result = await runCli(['completion', 'tcsh'], { cwd: REPO });
    expect(result.exitCode).toBe(2);
    expect(String(result.stderr)).toContain('bash, zsh, fish');
  });
});

describe('site-api info', () => {
  const SECRETS = ['hunter2-secret-key', 's3cr3t-pass', 'tok-in-argv-123'];

  test('versions, the site, its targets, and never a secret (text and --json)', async () => {
    await inTempSite('minimal', async (dir) => {
      appendFileSync(
        join(dir, 'content', 'site.yaml'),
        `publish:
  default: live
  targets:
    live: { type: s3, bucket: my-bucket, prefix: site/, endpoint: "https://admin:${SECRETS[1]}@s3.example.com" }
    backup: { type: dir, path: /srv/www }
    hook: { type: command, command: [deploy.sh, --token, ${SECRETS[2]}] }
`,
      );
      const env = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: SECRETS[0] as string };
      const json = await runCli(['info', '--json'], { cwd: dir, env });
      expect(json.exitCode).toBe(0);
      const info = JSON.parse(String(json.stdout));
      expect(info.versions.node).toBe(process.version);
      expect(info.versions.siteApi).toMatch(/^\d+\.\d+\.\d+/);
      expect(info.root).toEqual({ path: 'content', found: true });
      expect(info.site.posts).toBe(2);
      expect(info.targets.map((t: { name: string }) => t.name).sort()).toEqual(['backup', 'hook', 'live']);
      expect(info.targets.find((t: { name: string }) => t.name === 'live')).toMatchObject({
        type: 's3',
        default: true,
        where: 's3://my-bucket/site/ at https://s3.example.com',
      });
      expect(info.credentials).toMatchObject({
        AWS_ACCESS_KEY_ID: true,
        AWS_SECRET_ACCESS_KEY: true,
        AWS_PROFILE: false,
      });

      const text = await runCli(['info'], { cwd: dir, env });
      expect(String(text.stdout)).toMatch(/^site-api\s+\d+\.\d+\.\d+/m);
      expect(String(text.stdout)).toMatch(/^\s+live \(default\)\s+s3\s+s3:\/\/my-bucket/m);
      // The minimal site: two posts, one project, one position, each counted in its own number.
      expect(String(text.stdout)).toMatch(/^files\s+\d+: 2 posts, 1 project, 1 position$/m);
      for (const output of [json, text]) {
        const all = `${output.stdout}${output.stderr}`;
        for (const secret of [...SECRETS, 'AKIAEXAMPLE']) expect(all).not.toContain(secret);
      }
    });
  });

  test("the theme's files, and which page kinds render the slower way and why", async () => {
    await inTempSite('minimal', async (dir) => {
      const theme = join(dir, 'content', 'theme');
      mkdirSync(theme, { recursive: true });
      writeFileSync(join(theme, 'style.css'), 'body { color: #222; }\n');
      const plain = async () => JSON.parse(String((await runCli(['info', '--json'], { cwd: dir })).stdout));
      // CSS alone, then a template the fast renderer takes apart: nothing renders the slower way.
      expect((await plain()).theme).toEqual({ files: ['theme/style.css'], slow: [] });
      writeFileSync(
        join(theme, 'tag.liquid'),
        '<h1>{{ tag.name }}</h1>{% for post in posts %}{{ post.title }}{% endfor %}\n',
      );
      expect((await plain()).theme.slow).toEqual([]);
      // A partial through {% render %} (docs/pages.md): the post pages are liquidjs's, whole.
      writeFileSync(join(theme, 'byline.liquid'), '<p>{{ site.title }}</p>\n');
      writeFileSync(join(theme, 'post.liquid'), '<article>{{ post.html }}{% render "byline" %}</article>\n');
      const info = await plain();
      expect(info.theme.files).toEqual([
        'theme/byline.liquid',
        'theme/post.liquid',
        'theme/style.css',
        'theme/tag.liquid',
      ]);
      expect(info.theme.slow).toEqual([{ kind: 'post', why: '{% render %}' }]);
      const text = String((await runCli(['info'], { cwd: dir })).stdout);
      expect(text).toMatch(/^ {2}post pages: rendered by liquidjs as a whole, .* for \{% render %\}$/m);
      expect(text).not.toMatch(/tag pages:/);
    });
  });

  test('outside a site it still answers (exit 0), saying no content folder was found', async () => {
    await inTempSite('empty', async (dir) => {
      const result = await runCli(['info', '--json'], { cwd: dir });
      expect(result.exitCode).toBe(0);
      const info = JSON.parse(String(result.stdout));
      expect(info.root.found).toBe(false);
      expect(info.root.problem).toContain('No content folder');
      expect(info.site).toBeUndefined();
    });
  });
});
