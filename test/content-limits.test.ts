import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeSite, runCli, tempDir } from './helpers.js';

// Limits, text hygiene, dates and the layout: each a located validate finding, never a build crash.
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups) c();
});

function site(): string {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  makeSite(dir);
  return dir;
}

interface Finding {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
  pointer: string;
  found?: string;
  expected?: string;
  hint?: string;
}

async function findings(dir: string): Promise<{ exit: number; list: Finding[] }> {
  const run = await runCli(['validate', '--json'], { cwd: dir });
  return { exit: run.exitCode ?? -1, list: JSON.parse(String(run.stdout)).diagnostics };
}

const post = (dir: string, name: string, text: string) =>
  writeFileSync(join(dir, 'content/posts', name), text);

describe('limits', () => {
  test('too many tags, a long title and tag, oversized files and front matter are located findings', async () => {
    const dir = site();
    const tags = Array.from({ length: 100 }, (_, i) => `t${i}`).join(', ');
    post(dir, 'many-tags.md', `---\ntitle: a\ndate: 2024-01-01\ntags: [${tags}]\n---\nx\n`);
    post(
      dir,
      'long-title.md',
      `---\ntitle: ${'가'.repeat(301)}\ndate: 2024-01-01\ntags: [${'t'.repeat(65)}]\n---\nx\n`,
    );
    post(dir, 'huge.md', `---\ntitle: a\ndate: 2024-01-01\n---\n${'x'.repeat(3 * 1024 * 1024)}\n`);
    post(
      dir,
      'fat-front.md',
      `---\ntitle: a\ndate: 2024-01-01\nsummary: "${'y'.repeat(70 * 1024)}"\n---\nx\n`,
    );
    const { exit, list } = await findings(dir);
    expect(exit).toBe(1);
    const by = (file: string) => list.filter((d) => d.file === `content/posts/${file}`);
    expect(by('many-tags.md')).toMatchObject([
      {
        code: 'too-many-tags',
        line: 4,
        column: 1,
        pointer: '/tags',
        found: '100 tags',
        expected: 'at most 32 tags',
      },
    ]);
    expect(
      by('long-title.md').map((d) => [d.code, d.pointer, d.line, d.column, d.found?.slice(0, 3)]),
    ).toEqual([
      ['too-long', '/title', 2, 8, '"가가'],
      ['too-long', '/tags/0', 4, 8, '"tt'],
    ]);
    expect(by('huge.md')).toMatchObject([{ code: 'too-large', expected: 'at most 2,048 KiB' }]);
    expect(by('fat-front.md')).toMatchObject([{ code: 'too-large', line: 2, expected: 'at most 64 KiB' }]);
    for (const d of list) expect(d.hint).toMatch(/\S/);
  });

  test('folders deeper than the limit are one finding, read in linear time', async () => {
    const dir = site();
    let deep = join(dir, 'content/posts');
    for (let i = 0; i < 400; i++) deep = join(deep, 'd');
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, 'lost.md'), '---\ntitle: a\ndate: 2024-01-01\n---\n');
    const started = Date.now();
    const { exit, list } = await findings(dir);
    expect(exit).toBe(1);
    expect(list).toMatchObject([
      { code: 'folder-too-deep', file: `content/posts/${'d/'.repeat(15)}d`, found: '17 levels' },
    ]);
    // Not a timing assertion: a guard against the old walk's minutes (400 levels took ~5 s before).
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('text hygiene', () => {
  test.each([
    ['"x\\u0000y"', 'U+0000', 2],
    ['"\\e[31mred"', 'U+001B', 1],
    ['"half \\ud800"', 'U+D800', 6],
    ['"a\\uFFFEb"', 'U+FFFE', 2],
    ['"abc\u202Edef"', 'U+202E', 4],
    ['"in\uFEFFside"', 'U+FEFF', 3],
    ['"two\\nlines"', 'U+000A', 4],
  ])('a title %s is refused naming %s and where it is', async (title, point, character) => {
    const dir = site();
    post(dir, 'bad.md', `---\ndate: 2024-01-01\ntitle: ${title}\n---\nok\n`);
    const { exit, list } = await findings(dir);
    expect(exit).toBe(1);
    expect(list).toMatchObject([
      {
        code: 'bad-character',
        file: 'content/posts/bad.md',
        line: 3,
        column: 8,
        pointer: '/title',
        found: point,
      },
    ]);
    expect(list[0]?.message).toContain(`at character ${character} of it`);
  });

  test('in a body: control characters and bidi overrides are found at their line and column; tabs pass', async () => {
    const dir = site();
    post(
      dir,
      'body.md',
      '---\ntitle: a\ndate: 2024-01-01\n---\n첫 줄\n\tindented\n둘째 \u001b[2J 줄\n\u2066x\n',
    );
    const { list } = await findings(dir);
    expect(list.map((d) => [d.line, d.column, d.found])).toEqual([
      [7, 4, 'U+001B'],
      [8, 1, 'U+2066'],
    ]);
  });

  test('a tag may have a newline nowhere, a multi-line summary may', async () => {
    const dir = site();
    post(dir, 'lines.md', '---\ntitle: a\ndate: 2024-01-01\nsummary: "one\\ntwo"\ntags: ["a\\tb"]\n---\nx\n');
    const { list } = await findings(dir);
    expect(list).toMatchObject([{ code: 'bad-character', pointer: '/tags/0', found: 'U+0009' }]);
  });
});

describe('dates and layout', () => {
  test.each([
    ['0000-01-01', 'invalid-date'],
    ['9999-12-31T23:00:00-05:00', 'date-range'],
  ])('date %s is %s, not a build crash', async (date, code) => {
    const dir = site();
    post(dir, 'old.md', `---\ntitle: a\ndate: ${date}\n---\nx\n`);
    const { exit, list } = await findings(dir);
    expect(exit).toBe(1);
    expect(list).toMatchObject([{ code, line: 3, column: 7, pointer: '/date' }]);
    const build = await runCli(['build'], { cwd: dir });
    expect(build.exitCode).toBe(1);
    expect(String(build.stderr)).not.toMatch(/internal error|a bug/);
  });

  test('content/posts missing or a file is an error, not an empty blog', async () => {
    const dir = site();
    rmSync(join(dir, 'content/posts'), { recursive: true });
    expect((await findings(dir)).list).toMatchObject([
      { code: 'posts-folder', file: 'content/posts', found: 'nothing' },
    ]);
    writeFileSync(join(dir, 'content/posts'), 'oops');
    expect((await findings(dir)).list).toMatchObject([{ code: 'posts-folder', found: 'a file' }]);
  });

  test('a file name that is not UTF-8 is named by its bytes, not an ENOENT with a permission hint', async () => {
    const dir = site();
    const name = Buffer.concat([
      Buffer.from(join(dir, 'content/posts/')),
      Buffer.from([0xc7, 0xd1, 0x2e, 0x6d, 0x64]),
    ]);
    writeFileSync(name, '---\ntitle: a\ndate: 2024-01-01\n---\n');
    const { exit, list } = await findings(dir);
    expect(exit).toBe(1);
    expect(list).toMatchObject([
      { code: 'file-name-encoding', file: 'content/posts', found: 'the bytes c7d12e6d64' },
    ]);
    expect(list[0]?.hint).not.toMatch(/permission/);
    renameSync(name, join(dir, 'content/posts/ok.md'));
    expect((await findings(dir)).exit).toBe(0);
  });
});
