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
      expect(text).toContain('draft: true\n');
      const validate = await runCli(['validate'], { cwd: dir });
      // A draft: its placeholder body is no finding until the draft line goes.
      expect(validate.stdout).not.toContain('placeholder-body');
      expect(validate.stdout).not.toContain('error');
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

  test('a project and a position: choices for the type, optional fields skipped with Enter', async () => {
    await inTempSite('minimal', async (dir) => {
      const project = startPty(['new', 'project'], { cwd: dir });
      try {
        await project.waitFor('Name');
        project.type(`버스알림${KEY.enter}`);
        await project.waitFor('beoseuallim');
        project.type(KEY.enter);
        await project.waitFor('❯ indie');
        project.type(KEY.down);
        await project.waitFor('❯ professional');
        project.type(KEY.enter);
        await project.waitFor('❯ live');
        project.type(KEY.enter);
        await project.waitFor('First released');
        project.type(`2019-4${KEY.enter}`);
        await project.waitFor('write YYYY or YYYY-MM');
        project.type(`${KEY.backspace}04${KEY.enter}`);
        for (const question of ['Platform', 'Your role', 'Organization', 'Category']) {
          await project.waitFor(question);
          project.type(question === 'Organization' ? `토스랩${KEY.enter}` : KEY.enter);
        }
        await project.waitFor('Summary');
        project.type(`서울 버스 도착 알림${KEY.enter}`);
        for (const question of ['Downloads', 'Tech', 'URL']) {
          await project.waitFor(question);
          project.type(question === 'Tech' ? `Kotlin, Jetpack Compose${KEY.enter}` : KEY.enter);
        }
        expect(await project.exitCode).toBe(0);
      } finally {
        project.stop();
      }
      expect(readFileSync(join(dir, 'content/projects/beoseuallim.yaml'), 'utf8')).toContain(
        '\nname: 버스알림\ntype: professional\nstatus: live\nreleased: 2019-04\norganization: 토스랩\nsummary: 서울 버스 도착 알림\ntech: [Kotlin, Jetpack Compose]\n',
      );

      const position = startPty(['new', 'experience', '--yes'], { cwd: dir });
      try {
        for (const [question, answer] of [
          ['Organization', '토스랩'],
          ['Role', '안드로이드 개발자'],
          ['Start year', '2019'],
          ['End year', ''],
        ]) {
          await position.waitFor(question as string);
          position.type(`${answer}${KEY.enter}`);
        }
        expect(await position.exitCode).toBe(0);
      } finally {
        position.stop();
      }
      expect(readFileSync(join(dir, 'content/experience/toseuraep.yaml'), 'utf8')).toContain(
        'start: "2019"\nend: null\n',
      );
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(0);
    });
  });

  test("init asks for the name, base URL, language and time zone (this machine's proposed); the site validates strictly and builds", async () => {
    await inTempSite('empty', async (dir) => {
      const pty = startPty(['init', 'my-site'], { cwd: dir, env: { TZ: 'Asia/Seoul' } });
      try {
        await pty.waitFor('Your name');
        pty.type(`한서진${KEY.enter}`);
        await pty.waitFor('Base URL');
        pty.type(`seojin.example${KEY.enter}`);
        await pty.waitFor('not an absolute http(s) URL');
        // What an address bar shows, trailing slash and all, is accepted and stored without the slash.
        for (let i = 0; i < 'seojin.example'.length; i++) pty.type(KEY.backspace);
        pty.type(`https://seojin.example/${KEY.enter}`);
        await pty.waitFor('Language of the posts');
        pty.type(KEY.enter);
        await pty.waitFor('Time zone');
        expect(pty.screen()).toContain('Asia/Seoul');
        pty.type(KEY.enter);
        expect(await pty.exitCode).toBe(0);
        expect(pty.screen()).toContain('Created a site in my-site');
      } finally {
        pty.stop();
      }
      const site = join(dir, 'my-site');
      const config = readFileSync(join(site, 'content/site.yaml'), 'utf8');
      expect(config).toContain('base_url: https://seojin.example\n');
      expect(config).toContain('language: ko\n');
      expect(config).toContain('timezone: Asia/Seoul\n');
      expect((await runCli(['validate', '--strict'], { cwd: site })).exitCode).toBe(0);
      expect((await runCli(['build'], { cwd: site })).exitCode).toBe(0);
    });
  });
});
