import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';
import { send, startServe, startWorker } from './servers.js';

// Bytes that are no UTF-8 text: a build that decoded or re-encoded them would change them.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0xc3, 0x28]);

function addFiles(dir: string): void {
  const content = join(dir, 'content');
  mkdirSync(join(content, 'static/images'), { recursive: true });
  mkdirSync(join(content, 'posts/2024/first-post'), { recursive: true });
  writeFileSync(join(content, 'static/images/logo.png'), PNG);
  writeFileSync(join(content, 'static/humans.txt'), 'team: 서진\n');
  writeFileSync(join(content, 'posts/2024/first-post/diagram.png'), PNG);
  // A folder with images that belongs to no post is not published.
  mkdirSync(join(content, 'posts/2024/orphan'), { recursive: true });
  writeFileSync(join(content, 'posts/2024/orphan/x.png'), PNG);
  const post = join(content, 'posts/2024/first-post.md');
  writeFileSync(
    post,
    `${readFileSync(post, 'utf8')}\n![다이어그램](first-post/diagram.png) [둘째](second-post.md#intro) ![로고](/images/logo.png) [외부](https://example.com/a_b) \`[코드](first-post/diagram.png)\`\n`,
  );
  // The newest post, in another folder, listed after the others: its links resolve from its own
  // folder, whatever place the date order gives it.
  mkdirSync(join(content, 'posts/2025/later-post'), { recursive: true });
  writeFileSync(join(content, 'posts/2025/later-post/chart.png'), PNG);
  writeFileSync(
    join(content, 'posts/2025/later-post.md'),
    '---\ntitle: 나중 글\ndate: 2025-03-04\ntags: [Android]\n---\n\n![차트](later-post/chart.png) [첫 글](../2024/first-post.md)\n',
  );
}

test("static/ and a post's images are published as they are, and its relative links become absolute", async () => {
  await inTempSite('minimal', async (dir) => {
    addFiles(dir);
    const built = await runCli(['build', '--out', 'dist', '--json'], { cwd: dir });
    expect(built.stderr).toBe('');
    expect(built.exitCode).toBe(0);
    const dist = join(dir, 'dist');
    expect(readFileSync(join(dist, 'images/logo.png')).equals(PNG)).toBe(true);
    expect(readFileSync(join(dist, 'blog/first-post/diagram.png')).equals(PNG)).toBe(true);
    expect(readFileSync(join(dist, 'humans.txt'), 'utf8')).toBe('team: 서진\n');
    const manifest = JSON.parse(readFileSync(join(dist, '.site-api-manifest.json'), 'utf8'));
    const entry = (path: string) => manifest.files.find((f: { path: string }) => f.path === path);
    expect(entry('/images/logo.png')?.contentType).toBe('image/png');
    expect(entry('/blog/first-post/diagram.png')?.contentType).toBe('image/png');
    expect(entry('/humans.txt')?.contentType).toBe('text/plain; charset=utf-8');
    expect(manifest.files.some((f: { path: string }) => f.path.includes('orphan'))).toBe(false);
    expect(manifest.files.some((f: { path: string }) => f.path.startsWith('/static'))).toBe(false);

    const twin = readFileSync(join(dist, 'blog/first-post.md'), 'utf8');
    expect(twin).toContain('![다이어그램](https://minimal.example/blog/first-post/diagram.png)');
    expect(twin).toContain('[둘째](https://minimal.example/blog/second-post#intro)');
    expect(twin).toContain('![로고](https://minimal.example/images/logo.png)');
    expect(twin).toContain('[외부](https://example.com/a_b)');
    // Code is text, not a link.
    expect(twin).toContain('`[코드](first-post/diagram.png)`');
    const later = readFileSync(join(dist, 'blog/later-post.md'), 'utf8');
    expect(later).toContain('![차트](https://minimal.example/blog/later-post/chart.png)');
    expect(later).toContain('[첫 글](https://minimal.example/blog/first-post)');

    // The local server and the worker in workerd answer them with their type and bytes.
    for (const start of [() => startServe([], dir), () => startWorker(dist)]) {
      const server = await start();
      try {
        for (const path of ['/blog/first-post/diagram.png', '/images/logo.png']) {
          const image = await send(server.url, 'GET', path);
          expect(image.status, path).toBe(200);
          expect(image.headers['content-type']).toBe('image/png');
          expect(image.body.equals(PNG)).toBe(true);
        }
        expect((await send(server.url, 'GET', '/blog/orphan/x.png')).status).toBe(404);
      } finally {
        await server.stop();
      }
    }
  });
});

test('a symbolic link in static/ that leaves the content folder is refused like any content', async () => {
  await inTempSite('minimal', async (dir) => {
    mkdirSync(join(dir, 'content/static'), { recursive: true });
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'content/static/secret.txt'));
    const result = await runCli(['build', '--out', 'dist', '--json'], { cwd: dir });
    expect(result.exitCode).toBe(1);
    expect(String(result.stdout)).toContain('symlink-outside');
  });
});

test('a static file on a path the build makes (a page, a twin, feed.json, a post page) is a validate finding, not a build failure', async () => {
  await inTempSite('minimal', async (dir) => {
    const cases: [string, string][] = [
      ['developers.md', 'the site itself'],
      ['blog/tags.md', 'the site itself'],
      ['blog/index.html', 'the site itself'],
      ['feed.json', 'the site itself'],
      ['blog/first-post/index.html', 'the post content/posts/2024/first-post.md'],
    ];
    for (const [path, other] of cases) {
      const file = join(dir, 'content/static', path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, 'x\n');
      const validate = await runCli(['validate', '--json'], { cwd: dir });
      expect(validate.exitCode, path).toBe(1);
      const [finding] = JSON.parse(String(validate.stdout)).diagnostics;
      expect(finding.file, path).toBe(`content/static/${path}`);
      expect(finding.code, path).toBe('path-conflict');
      expect(finding.message, path).toContain(`/${path} is also published for`);
      expect(finding.message, path).toContain(other);
      expect(finding.hint, path).toContain('static/');
      const build = await runCli(['build'], { cwd: dir });
      expect(build.exitCode, path).toBe(1);
      expect(String(build.stderr), path).toContain('content error');
      expect(String(build.stdout), path).not.toContain('built twice');
      rmSync(file);
    }
    // A file under a post's page, beside it, is no clash.
    mkdirSync(join(dir, 'content/static/blog/first-post'), { recursive: true });
    writeFileSync(join(dir, 'content/static/blog/first-post/diagram.txt'), 'x\n');
    expect((await runCli(['validate'], { cwd: dir })).exitCode).toBe(0);
  });
});

test('hidden names under static/ are not published, and validate says so once each (junk aside)', async () => {
  await inTempSite('minimal', async (dir) => {
    const put = (path: string) => {
      const file = join(dir, 'content/static', path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, 'x\n');
    };
    put('.well-known/security.txt');
    put('.well-known/.DS_Store');
    put('_headers');
    put('images/_old/a.png');
    put('images/_old/deeper/b.png');
    // What a system or an editor leaves behind, and a folder holding nothing else: not a word.
    for (const junk of [
      '.DS_Store',
      '.gitkeep',
      '._logo.png',
      'images/.logo.png.swp',
      '_empty/.gitkeep',
      '.nojekyll',
      '.vscode/settings.json',
      '.svn/entries',
    ])
      put(junk);
    put('.htaccess');
    // A link to a folder is told as the folder it is, its files counted.
    symlinkSync(join(dir, 'content/static/images'), join(dir, 'content/static/_shared'));
    put('images/logo.png');

    const validate = await runCli(['validate', '--json'], { cwd: dir });
    expect(validate.exitCode).toBe(0);
    const found = JSON.parse(String(validate.stdout)).diagnostics as {
      file: string;
      code: string;
      severity: string;
      message: string;
      hint: string;
    }[];
    expect(found.map((d) => `${d.file} ${d.code} ${d.severity}`).sort()).toEqual([
      'content/static/.htaccess static-skipped warning',
      'content/static/.well-known static-skipped warning',
      'content/static/_headers static-skipped warning',
      'content/static/_shared static-skipped warning',
      'content/static/images/_old static-skipped warning',
    ]);
    const byFile = new Map(found.map((d) => [d.file, d]));
    expect(byFile.get('content/static/images/_old')?.message).toContain('holds 2 files');
    expect(byFile.get('content/static/.well-known')?.message).toContain('holds 1 file,');
    expect(byFile.get('content/static/.well-known')?.hint).toContain('/.well-known/');
    expect(byFile.get('content/static/_headers')?.hint).toContain('writes its own _headers');
    expect(byFile.get('content/static/.htaccess')?.hint).toContain('not Apache');
    expect(byFile.get('content/static/_shared')?.message).toContain(
      'The folder "_shared" under static/ holds 3 files',
    );

    const built = await runCli(['build', '--out', 'dist', '--json'], { cwd: dir });
    expect(built.exitCode).toBe(0);
    const published = JSON.parse(readFileSync(join(dir, 'dist/_site-api/files.json'), 'utf8'));
    const paths = JSON.stringify(published);
    expect(paths).toContain('/images/logo.png');
    for (const gone of ['security.txt', '/images/_old', '.DS_Store', '.gitkeep', '._logo'])
      expect(paths, gone).not.toContain(gone);
  });
});

test('a link to a file the walk skips (hidden name, node_modules) says it is never published, not missing', async () => {
  await inTempSite('minimal', async (dir) => {
    const content = join(dir, 'content');
    mkdirSync(join(content, 'posts/2024/first-post'), { recursive: true });
    writeFileSync(join(content, 'posts/2024/first-post/_fig.png'), PNG);
    mkdirSync(join(content, 'static/.images'), { recursive: true });
    writeFileSync(join(content, 'static/.images/logo.png'), PNG);
    mkdirSync(join(content, 'posts/2024/first-post/node_modules'), { recursive: true });
    writeFileSync(join(content, 'posts/2024/first-post/node_modules/c.png'), PNG);
    const post = join(content, 'posts/2024/first-post.md');
    const links = '![a](first-post/_fig.png) ![b](/.images/logo.png) ![c](first-post/node_modules/c.png)';
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n${links}\n`);
    const validate = await runCli(['validate', '--json'], { cwd: dir });
    expect(validate.exitCode).toBe(1);
    const found = (
      JSON.parse(String(validate.stdout)).diagnostics as { code: string; message: string; hint: string }[]
    ).filter((d) => d.code === 'link-target-missing');
    expect(found.map((d) => d.message)).toEqual([
      'The link "first-post/_fig.png" points at posts/2024/first-post/_fig.png, which is never published: names starting with "_" ("_fig.png") are skipped.',
      'The link "/.images/logo.png" points at static/.images/logo.png, which is never published: names starting with "." (".images") are skipped.',
      'The link "first-post/node_modules/c.png" points at posts/2024/first-post/node_modules/c.png, which is never published: the walk never reads a folder named node_modules.',
    ]);
    expect(found.map((d) => d.hint)).toEqual([
      'Rename "_fig.png" without the leading "_", and the link with it.',
      'Rename ".images" without the leading ".", and the link with it.',
      'Move the file out of node_modules/ (beside the post, or under static/), and the link with it.',
    ]);
  });
});

test('a link that reads as a web address written without https:// is told to write it whole; a missing file is not', async () => {
  await inTempSite('minimal', async (dir) => {
    const post = join(dir, 'content/posts/2024/first-post.md');
    const links =
      '[a](coursera.org) [b](www.example.com) [c](blog.example.co?x=1) [d](notes.md) [e](figure.png)';
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n${links}\n`);
    const validate = await runCli(['validate', '--json'], { cwd: dir });
    const found = (
      JSON.parse(String(validate.stdout)).diagnostics as { code: string; found: string; hint: string }[]
    )
      .filter((d) => d.code === 'link-target-missing')
      .map((d) => [d.found, d.hint]);
    // A file may be named like a host (notes.org, logo.ai): the way out for a file is kept.
    const putFile =
      'Put the file beside the post, in a folder named after it (posts/…/first-post/), and link to first-post/<file>; or fix the path.';
    expect(found).toEqual([
      [
        '"coursera.org"',
        `If it is a web address, write it whole: https://coursera.org. If it is a file: ${putFile}`,
      ],
      [
        '"www.example.com"',
        `If it is a web address, write it whole: https://www.example.com. If it is a file: ${putFile}`,
      ],
      [
        '"blog.example.co?x=1"',
        `If it is a web address, write it whole: https://blog.example.co?x=1. If it is a file: ${putFile}`,
      ],
      ['"notes.md"', putFile],
      ['"figure.png"', putFile],
    ]);
  });
});
