import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, REPO, runCli } from './helpers.js';

const listContent = (dir: string) =>
  readdirSync(join(dir, 'content'), { recursive: true }).map(String).sort();

// Flag mode: no terminal, so nothing is ever asked.
describe('site-api new post (flags)', () => {
  test('a Korean title becomes an RR slug; the file starts with the schema line and validates strictly', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(
        ['new', 'post', '코루틴 Flow 정리', '--tags', 'Kotlin, 코루틴', '--date', '2024-05-01'],
        {
          cwd: dir,
        },
      );
      expect(r.stderr).toBe('');
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toContain('Created content/posts/2024/korutin-flow-jeongni.md');
      expect(r.stdout).toContain('site-api validate');
      const text = readFileSync(join(dir, 'content/posts/2024/korutin-flow-jeongni.md'), 'utf8');
      expect(text.split('\n').slice(0, 7)).toEqual([
        '---',
        '# yaml-language-server: $schema=../../../node_modules/site-api/schemas/content/post.schema.json',
        'title: 코루틴 Flow 정리',
        'date: 2024-05-01',
        'tags: [Kotlin, 코루틴]',
        'draft: true',
        '---',
      ]);
      // A draft is never published: its placeholder is no finding, even with --strict.
      const draft = await runCli(['validate', '--strict'], { cwd: dir });
      expect(draft.exitCode, String(draft.stdout)).toBe(0);
      expect(draft.stdout).not.toContain('placeholder-body');
      // Out of draft with the placeholder still in it: a warning at its line, which --strict fails.
      const file = join(dir, 'content/posts/2024/korutin-flow-jeongni.md');
      writeFileSync(file, text.replace('draft: true\n', ''));
      const placeholder = await runCli(['validate'], { cwd: dir });
      expect(placeholder.exitCode).toBe(0);
      expect(placeholder.stdout).toMatch(/korutin-flow-jeongni\.md:8:1 +warning +placeholder-body/);
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(1);
      writeFileSync(file, text.replace('draft: true\n', '').replace(/\n\n[^\n]+\n$/, '\n\nFlow 이야기.\n'));
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(0);
    });
  });

  test('the schema line resolves once site-api is installed in the site', async () => {
    await inTempSite('minimal', async (dir) => {
      await runCli(['new', 'post', 'Hello', '--date', '2024-05-01'], { cwd: dir });
      // As `npm install -D site-api` would lay it out.
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(REPO, join(dir, 'node_modules/site-api'));
      const file = join(dir, 'content/posts/2024/hello.md');
      const schema = /\$schema=(\S+)/.exec(readFileSync(file, 'utf8'))?.[1] as string;
      const target = resolve(dirname(file), schema);
      expect(target).toBe(join(dir, 'node_modules/site-api/schemas/content/post.schema.json'));
      expect(JSON.parse(readFileSync(target, 'utf8')).title).toBe('PostFrontMatter');
    });
  });

  test('--json prints only the result; every field flag is written in the documented order', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(
        [
          'new',
          'post',
          'Title: with a colon',
          '--slug',
          'colon',
          '--date',
          '2024-05-01 10:30',
          '--lang',
          'en',
        ].concat(['--summary', 'One line.', '--legacy', '--draft', '--json']),
        { cwd: dir },
      );
      expect(r.exitCode).toBe(0);
      expect(JSON.parse(String(r.stdout))).toEqual({
        ok: true,
        created: 'content/posts/2024/colon.md',
        kind: 'post',
        id: 'colon',
      });
      const text = readFileSync(join(dir, 'content/posts/2024/colon.md'), 'utf8');
      expect(text).toContain(
        '\ntitle: "Title: with a colon"\ndate: 2024-05-01 10:30\nsummary: One line.\nlanguage: en\nlegacy: true\ndraft: true\n---\n',
      );
      expect((await runCli(['validate'], { cwd: dir })).exitCode).toBe(0);
    });
  });

  test('the id is made unique against existing posts; an existing file is never replaced', async () => {
    await inTempSite('minimal', async (dir) => {
      writeFileSync(
        join(dir, 'content/posts/2024/hello.md'),
        '---\ntitle: Hi\ndate: 2024-01-01\n---\nkeep me\n',
      );
      const r = await runCli(['new', 'post', 'Hello', '--date', '2024-05-01', '--json'], { cwd: dir });
      expect(JSON.parse(String(r.stdout)).id).toBe('hello-2');
      const clash = await runCli(['new', 'post', 'Hello', '--slug', 'hello', '--date', '2024-05-01'], {
        cwd: dir,
      });
      expect(clash.exitCode).toBe(2);
      expect(clash.stderr).toContain(
        'A post with the id "hello" exists already (content/posts/2024/hello.md); choose another.',
      );
      expect(readFileSync(join(dir, 'content/posts/2024/hello.md'), 'utf8')).toContain('keep me');
    });
  });

  test.each([
    [['new', 'post'], 'the title'],
    [['new', 'post', 'x', '--date', '2024-02-30'], '--date "2024-02-30" is not a date'],
    [['new', 'post', 'x', '--slug', 'Bad Slug'], '--slug: "Bad Slug" is not a URL-safe id'],
    [['new', 'post', 'x', '--lang', 'Korean'], '--lang "Korean" is not a language tag'],
    [['new', 'post', '!!!'], 'pass --slug <id>'],
    [
      ['new', 'project', '--name', 'x', '--released', '2020', '--summary', 's'],
      'Pass --type indie|professional',
    ],
    [
      ['new', 'project', '--name', 'x', '--type', 'hobby'],
      '--type "hobby" is not one of indie, professional',
    ],
    [['new', 'project', '--name', 'x', '--type', 'indie', '--released', '2020-13'], 'write YYYY or YYYY-MM'],
    [['new', 'experience', '--organization', 'x', '--role', 'r', '--start', '2020'], '--end present'],
    [['new', 'post', 'x', '--root', 'nowhere'], 'No content folder at nowhere'],
  ])('%j without a terminal: exit 2 naming the fix, nothing written', async (args, message) => {
    await inTempSite('minimal', async (dir) => {
      const before = listContent(dir);
      const r = await runCli(args, { cwd: dir });
      expect(r.stderr).toContain(message);
      expect(r.exitCode).toBe(2);
      expect(r.stdout).toBe('');
      expect(listContent(dir)).toEqual(before);
    });
  });

  test('a value the validator refuses: its finding, the flag to fix, exit 1, nothing written', async () => {
    await inTempSite('minimal', async (dir) => {
      const before = listContent(dir);
      const r = await runCli(['new', 'post', 'x', '--summary', 'a'.repeat(300)], { cwd: dir });
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toContain('too-long');
      expect(r.stderr).toContain('nothing was written');
      expect(r.stderr).toContain('fix --summary.');
      expect(listContent(dir)).toEqual(before);
    });
  });

  test('a near-duplicate tag given by flag is written as given, with a warning naming the existing form', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(['new', 'post', 'x', '--tags', 'android', '--date', '2024-05-01'], { cwd: dir });
      expect(r.exitCode).toBe(0);
      expect(r.stderr).toContain('the tag "android" is another spelling of "Android" (2 posts)');
      const validate = await runCli(['validate'], { cwd: dir });
      expect(validate.stdout).toContain('tag-drift');
    });
  });

  test('a tag some posts already spell that way is still a warning when validate prefers another spelling', async () => {
    await inTempSite('minimal', async (dir) => {
      // Two posts write "Android", one "android": validate asks for "Android" on both of the latter.
      writeFileSync(
        join(dir, 'content/posts/2024/third-post.md'),
        '---\ntitle: 세 번째\ndate: 2024-04-01\ntags: [android]\n---\n본문\n',
      );
      const r = await runCli(['new', 'post', 'x', '--tags', 'android, Kotlin', '--date', '2024-05-01'], {
        cwd: dir,
      });
      expect(r.exitCode).toBe(0);
      expect(r.stderr).toContain('the tag "android" is another spelling of "Android" (2 posts)');
      expect(r.stderr).not.toContain('"Kotlin"');
      const validate = JSON.parse(String((await runCli(['validate', '--json'], { cwd: dir })).stdout));
      const drift = validate.diagnostics.filter((d: { code: string }) => d.code === 'tag-drift');
      expect(drift.map((d: { file: string }) => d.file)).toContain('content/posts/2024/x.md');
    });
  });
});

describe('site-api new project / experience (flags)', () => {
  test('a project with every field validates; its id is romanised from the name', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(
        [
          'new',
          'project',
          '--name',
          '버스알림',
          '--type',
          'professional',
          '--status',
          'live',
          '--released',
          '2019-04',
        ].concat(
          [
            '--featured',
            '--platform',
            'Android',
            '--role',
            'Tech lead',
            '--organization',
            '토스랩',
            '--category',
            '교통',
          ],
          ['--summary', '서울 버스 도착 정보', '--downloads', '10만+', '--tech', 'Kotlin, Jetpack Compose'],
          ['--url', 'https://example.com/app'],
        ),
        { cwd: dir },
      );
      expect(r.exitCode).toBe(0);
      const text = readFileSync(join(dir, 'content/projects/beoseuallim.yaml'), 'utf8');
      expect(text).toBe(
        [
          '# yaml-language-server: $schema=../../node_modules/site-api/schemas/content/project.schema.json',
          'name: 버스알림',
          'type: professional',
          'status: live',
          'released: 2019-04',
          'featured: true',
          'platform: Android',
          'role: Tech lead',
          'organization: 토스랩',
          'category: 교통',
          'summary: 서울 버스 도착 정보',
          'downloads: 10만+',
          'tech: [Kotlin, Jetpack Compose]',
          'url: https://example.com/app',
          '',
        ].join('\n'),
      );
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(0);
    });
  });

  test('experience: --end present writes end: null; a year is quoted as a string', async () => {
    await inTempSite('minimal', async (dir) => {
      const ongoing = await runCli(
        [
          'new',
          'experience',
          '--organization',
          '토스랩',
          '--role',
          '안드로이드 개발자',
          '--start',
          '2019',
          '--end',
          'present',
        ],
        { cwd: dir },
      );
      expect(ongoing.exitCode).toBe(0);
      expect(readFileSync(join(dir, 'content/experience/toseuraep.yaml'), 'utf8')).toContain(
        'start: "2019"\nend: null\n',
      );
      const ended = await runCli(
        [
          'new',
          'experience',
          '--organization',
          '토스랩',
          '--role',
          'dev',
          '--start',
          '2016',
          '--end',
          '2018',
          '--json',
        ],
        { cwd: dir },
      );
      expect(JSON.parse(String(ended.stdout)).id).toBe('toseuraep-2');
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(0);
    });
  });
});
