import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';
import { KEY, startPty } from './pty.js';

const listContent = (dir: string) =>
  readdirSync(join(dir, 'content'), { recursive: true }).map(String).sort();

describe('new never makes a silent duplicate; a post starts as a draft', () => {
  test('without a terminal, the same title warns (naming the file) and the post is still written, as a draft', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(['new', 'post', ' 첫  글 ', '--slug', 'again', '--date', '2024-05-01'], {
        cwd: dir,
      });
      expect(r.exitCode).toBe(0);
      expect(r.stderr).toContain('a post named "첫  글" exists already: content/posts/2024/first-post.md');
      const text = readFileSync(join(dir, 'content/posts/2024/again.md'), 'utf8');
      expect(text).toContain('\ndraft: true\n---\n');
      expect(r.stdout).toContain('remove `draft: true` to publish it');
    });
  });

  test('the same name of a project or organization of a position warns too', async () => {
    await inTempSite('minimal', async (dir) => {
      const project = await runCli(
        [
          'new',
          'project',
          '--name',
          '메모',
          '--id',
          'memo-2',
          '--type',
          'indie',
          '--released',
          '2020',
          '--summary',
          's',
        ],
        { cwd: dir },
      );
      expect(project.exitCode).toBe(0);
      expect(project.stderr).toContain('a project named "메모" exists already: content/projects/memo.yaml');
      const position = await runCli(
        [
          'new',
          'experience',
          '--organization',
          '에이크미',
          '--id',
          'acme-2',
          '--role',
          'r',
          '--start',
          '2020',
          '--end',
          '2021',
        ],
        { cwd: dir },
      );
      expect(position.exitCode).toBe(0);
      expect(position.stderr).toContain(
        'a position named "에이크미" exists already: content/experience/acme.yaml',
      );
    });
  });

  test('--publish writes no draft line; --draft with --publish is a usage error', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(['new', 'post', 'Live', '--date', '2024-05-01', '--publish'], { cwd: dir });
      expect(r.exitCode).toBe(0);
      expect(readFileSync(join(dir, 'content/posts/2024/live.md'), 'utf8')).not.toContain('draft');
      const both = await runCli(['new', 'post', 'Both', '--draft', '--publish'], { cwd: dir });
      expect(both.exitCode).toBe(2);
    });
  });

  test('case variants in --tags are merged into the first spelling, with a warning', async () => {
    await inTempSite('minimal', async (dir) => {
      const r = await runCli(
        ['new', 'post', 'Tags', '--date', '2024-05-01', '--tags', 'Kotlin, kotlin, KOTLIN'],
        {
          cwd: dir,
        },
      );
      expect(r.exitCode).toBe(0);
      expect(r.stderr).toContain('the tag "kotlin" is "Kotlin" written another way');
      expect(readFileSync(join(dir, 'content/posts/2024/tags.md'), 'utf8')).toContain('\ntags: [Kotlin]\n');
    });
  });

  test('validate warns about the placeholder body, at its line, and --strict fails on it', async () => {
    await inTempSite('minimal', async (dir) => {
      await runCli(['new', 'post', 'Later', '--date', '2024-05-01', '--publish'], { cwd: dir });
      const json = JSON.parse(String((await runCli(['validate', '--json'], { cwd: dir })).stdout));
      const found = json.diagnostics.filter((d: { code: string }) => d.code === 'placeholder-body');
      expect(found).toEqual([
        expect.objectContaining({
          file: 'content/posts/2024/later.md',
          line: 7,
          column: 1,
          severity: 'warning',
        }),
      ]);
      expect((await runCli(['validate', '--strict'], { cwd: dir })).exitCode).toBe(1);
    });
  });
});

test('--json: a file that would not validate is {ok: false, diagnostics, fix} on stdout, exit 1', async () => {
  await inTempSite('minimal', async (dir) => {
    const r = await runCli(['new', 'post', 'x', '--summary', 'a'.repeat(300), '--json'], { cwd: dir });
    expect(r.exitCode).toBe(1);
    const out = JSON.parse(String(r.stdout));
    expect(out).toMatchObject({ ok: false, kind: 'post', fix: ['--summary'] });
    expect(out.diagnostics.map((d: { code: string }) => d.code)).toEqual(['too-long']);
  });
});

describe('new at a terminal', () => {
  test('the same title asks whether to go on; no writes nothing', async () => {
    await inTempSite('minimal', async (dir) => {
      const before = listContent(dir);
      const pty = startPty(['new', 'post', '첫 글'], { cwd: dir });
      try {
        await pty.waitFor('exists already: content/posts/2024/first-post.md');
        await pty.waitFor('Write another post named "첫 글"?');
        await pty.waitFor('❯ no, stop here');
        pty.type(KEY.enter);
        expect(await pty.exitCode).toBe(1);
        expect(pty.screen()).toContain('Nothing was written.');
      } finally {
        pty.stop();
      }
      expect(listContent(dir)).toEqual(before);
    });
  });

  test('the tag picker merges a case variant of a tag already picked', async () => {
    await inTempSite('minimal', async (dir) => {
      const pty = startPty(['new', 'post', 'Picker', '--slug', 'picker', '--date', '2024-05-01'], {
        cwd: dir,
      });
      try {
        await pty.waitFor('✓ done (no tags)');
        pty.type('Kotlin');
        await pty.waitFor('❯ Kotlin (1)');
        pty.type(KEY.enter);
        await pty.waitFor('Tags [Kotlin]');
        pty.type('KOTLIN');
        await pty.waitFor('"KOTLIN" is already picked as "Kotlin"');
        expect(pty.screen()).not.toContain('+ new tag "KOTLIN"');
        pty.type(KEY.enter);
        await pty.waitFor('Tags [Kotlin]');
        await pty.waitFor('❯ ✓ done');
        pty.type(KEY.enter);
        expect(await pty.exitCode).toBe(0);
      } finally {
        pty.stop();
      }
      expect(readFileSync(join(dir, 'content/posts/2024/picker.md'), 'utf8')).toContain('\ntags: [Kotlin]\n');
    });
  });

  test('an id taken after the questions sends the user back to the slug, keeping the other answers', async () => {
    await inTempSite('minimal', async (dir) => {
      const pty = startPty(['new', 'post', 'Race', '--date', '2024-05-01'], { cwd: dir });
      try {
        await pty.waitFor('Slug');
        pty.type(KEY.enter);
        await pty.waitFor('✓ done (no tags)');
        pty.type('Android');
        await pty.waitFor('❯ Android (2)');
        pty.type(KEY.enter);
        await pty.waitFor('Tags [Android]');
        // Meanwhile, another editor creates the file the slug names.
        writeFileSync(
          join(dir, 'content/posts/2024/race.md'),
          '---\ntitle: Mine\ndate: 2024-01-01\n---\n\nMine.\n',
        );
        await pty.waitFor('❯ ✓ done');
        pty.type(KEY.enter);
        await pty.waitFor('Back to the question for id');
        // The slug is proposed again, now free of the file in the way.
        await pty.waitFor('Slug (the last part of the URL) (race-2)');
        pty.type(KEY.enter);
        expect(await pty.exitCode).toBe(0);
        expect(pty.screen()).toContain('Created content/posts/2024/race-2.md');
      } finally {
        pty.stop();
      }
      expect(readFileSync(join(dir, 'content/posts/2024/race.md'), 'utf8')).toContain('title: Mine');
      const text = readFileSync(join(dir, 'content/posts/2024/race-2.md'), 'utf8');
      expect(text).toContain('title: Race\ndate: 2024-05-01\ntags: [Android]\ndraft: true\n');
    });
  });
});
