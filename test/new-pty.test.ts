import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';
import { KEY, startPty } from './pty.js';

// Real prompts on a real pseudo-terminal: keys are typed, the screen is read before each key.
describe('new and init at a terminal', () => {
  test('a Korean-titled post: slug proposed, tags searched with counts, a near-duplicate offered its existing form', async () => {
    await inTempSite('minimal', async (dir) => {
      const pty = startPty(['new', 'post'], { cwd: dir });
      try {
        await pty.waitFor('Title');
        pty.type(`코루틴 Flow 정리${KEY.enter}`);
        await pty.waitFor('korutin-flow-jeongni');
        pty.type(KEY.enter);
        await pty.waitFor('✓ done (no tags)');
        expect(pty.screen()).toContain('Android (2)');
        pty.type('Kot');
        await pty.waitFor('+ new tag "Kot"');
        expect(pty.screen()).toContain('❯ Kotlin (1)');
        pty.type(KEY.enter);
        await pty.waitFor('Tags [Kotlin]');
        pty.type('android');
        await pty.waitFor('+ new tag "android"  ⚠ another spelling of "Android" (2 posts)');
        pty.type(KEY.down);
        await pty.waitFor('❯ + new tag "android"');
        pty.type(KEY.enter);
        await pty.waitFor('Which one?');
        await pty.waitFor('❯ Android (existing: one tag page for both)');
        pty.type(KEY.enter);
        await pty.waitFor('Tags [Kotlin, Android]');
        await pty.waitFor('❯ ✓ done');
        pty.type(KEY.enter);
        expect(await pty.exitCode).toBe(0);
        expect(pty.screen()).toMatch(/Created content\/posts\/\d{4}\/korutin-flow-jeongni\.md/);
      } finally {
        pty.stop();
      }
      const year = readdirSync(join(dir, 'content/posts')).find((y) =>
        existsSync(join(dir, 'content/posts', y, 'korutin-flow-jeongni.md')),
      ) as string;
      const text = readFileSync(join(dir, 'content/posts', year, 'korutin-flow-jeongni.md'), 'utf8');
      expect(text).toContain('title: 코루틴 Flow 정리\n');
      expect(text).toContain('tags: [Kotlin, Android]\n');
      const validate = await runCli(['validate', '--strict'], { cwd: dir });
      expect(validate.stdout).toBe('');
      expect(validate.exitCode).toBe(0);
    });
  });

  test('Ctrl-C at a prompt exits 130 and writes nothing', async () => {
    await inTempSite('minimal', async (dir) => {
      const before = readdirSync(join(dir, 'content'), { recursive: true }).sort();
      const pty = startPty(['new', 'post', '코루틴 정리'], { cwd: dir });
      try {
        await pty.waitFor('korutin-jeongni');
        pty.type(KEY.ctrlC);
        expect(await pty.exitCode).toBe(130);
        expect(pty.screen()).toContain('Cancelled; nothing was written.');
      } finally {
        pty.stop();
      }
      expect(readdirSync(join(dir, 'content'), { recursive: true }).sort()).toEqual(before);
    });
  });

  test('init asks for the name, base URL (checked) and language; the site validates strictly and builds', async () => {
    await inTempSite('empty', async (dir) => {
      const pty = startPty(['init', 'my-site'], { cwd: dir });
      try {
        await pty.waitFor('Your name');
        pty.type(`한서진${KEY.enter}`);
        await pty.waitFor('Base URL');
        pty.type(`https://seojin.example/${KEY.enter}`);
        await pty.waitFor('without a trailing slash');
        pty.type(`${KEY.backspace}${KEY.enter}`);
        await pty.waitFor('Language of the posts');
        pty.type(KEY.enter);
        expect(await pty.exitCode).toBe(0);
        expect(pty.screen()).toContain('Created a site in my-site');
      } finally {
        pty.stop();
      }
      const site = join(dir, 'my-site');
      expect(readFileSync(join(site, 'content/site.yaml'), 'utf8')).toContain(
        'base_url: https://seojin.example\n',
      );
      expect(readFileSync(join(site, 'content/site.yaml'), 'utf8')).toContain('language: ko\n');
      expect((await runCli(['validate', '--strict'], { cwd: site })).exitCode).toBe(0);
      expect((await runCli(['build'], { cwd: site })).exitCode).toBe(0);
    });
  });
});
