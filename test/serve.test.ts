import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { inTempSite, runCli, saveDuringFirstRead, untilQuiet } from './helpers.js';
import { send, startServe } from './servers.js';

/** `site-api serve` as a user runs it: from the content, with --watch, and its errors. */

test('serves the content built in memory, and --watch swaps in each rebuild', async () => {
  await inTempSite('minimal', async (dir) => {
    const server = await startServe(['--watch'], dir);
    let said = '';
    server.process.stderr?.on('data', (c: Buffer) => {
      said += c.toString();
    });
    try {
      const before = await send(server.url, 'GET', '/api/profile.json');
      expect(before.status).toBe(200);
      const index = await send(server.url, 'GET', '/api/index.json');
      const indexZipped = await send(server.url, 'GET', '/api/index.json', { 'accept-encoding': 'gzip' });
      const profile = join(dir, 'content', 'profile.yaml');
      const text = readFileSync(profile, 'utf8');
      const name = /^name: (.*)$/m.exec(text)?.[1];
      expect(name).toBeTruthy();
      writeFileSync(profile, text.replace(/^name: .*$/m, 'name: Watched Name'));
      let after = before;
      for (let i = 0; i < 100 && after.headers.etag === before.headers.etag; i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await send(server.url, 'GET', '/api/profile.json');
      }
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(JSON.parse(after.body.toString()).name).toBe('Watched Name');
      // Revalidation across the rebuild: the changed file's old ETag gets the new bytes, an unchanged
      // file's still gets a 304 (with the compressed copy's ETag too).
      expect(
        (await send(server.url, 'GET', '/api/profile.json', { 'if-none-match': String(before.headers.etag) }))
          .status,
      ).toBe(200);
      expect(
        (await send(server.url, 'GET', '/api/profile.json', { 'if-none-match': String(after.headers.etag) }))
          .status,
      ).toBe(304);
      expect(
        (await send(server.url, 'GET', '/api/index.json', { 'if-none-match': String(index.headers.etag) }))
          .status,
      ).toBe(304);
      const zipped = await send(server.url, 'GET', '/api/index.json', { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.etag).toBe(indexZipped.headers.etag);

      // A broken edit keeps the last good build on the air and says why.
      writeFileSync(profile, text.replace(/^name: .*$/m, 'name: [unclosed'));
      for (let i = 0; i < 100 && !said.includes('Not serving this version'); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(said).toContain('profile.yaml');
      const still = await send(server.url, 'GET', '/api/profile.json');
      expect(still.headers.etag).toBe(after.headers.etag);
    } finally {
      await server.stop();
    }
    const result = await server.process;
    expect(result.exitCode).toBe(0);
  });
}, 60_000);

test('serve --watch: a post saved while the first build reads the folder is served once that build ends', async () => {
  await inTempSite('minimal', async (dir) => {
    const { env, sentence } = saveDuringFirstRead(dir);
    const server = await startServe(['--watch'], dir, env);
    try {
      // The first build read first-post.md before the save: only a rebuild serves the sentence.
      let body = '';
      for (let i = 0; i < 100 && !body.includes(sentence); i++) {
        body = String((await send(server.url, 'GET', '/llms-full.txt')).body);
        if (!body.includes(sentence)) await new Promise((r) => setTimeout(r, 100));
      }
      expect(body).toContain(sentence);
    } finally {
      await server.stop();
    }
  });
});
test('says how many warnings the content it serves has, at the start and after each rebuild', async () => {
  await inTempSite('tag-drift', async (dir) => {
    const server = await startServe(['--watch'], dir);
    let said = '';
    server.process.stderr?.on('data', (c: Buffer) => {
      said += c.toString();
    });
    try {
      const edit = async (name: string, from: string, to: string) => {
        said = '';
        const post = join(dir, 'content/posts/2024', name);
        writeFileSync(post, readFileSync(post, 'utf8').replace(from, to));
        for (let i = 0; i < 100 && !said.includes('↻ rebuilt in memory'); i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        await untilQuiet(() => said);
      };
      await edit('third-post.md', '  - android', '  - Android');
      // "jetpack-compose" is still another spelling of "Jetpack Compose".
      expect(said).toMatch(/↻ rebuilt in memory in \d+ ms\n⚠ 1 warning in the content \(1 tag-drift\)/);
      await edit('fourth-post.md', 'jetpack-compose', 'Jetpack Compose');
      expect(said).toContain('↻ rebuilt in memory');
      expect(said).not.toContain('warning');
    } finally {
      await server.stop();
    }
    const stderr = String((await server.process).stderr);
    expect(stderr.slice(0, stderr.indexOf('Serving'))).toMatch(
      /⚠ 2 warnings in the content \(2 tag-drift\): `site-api validate` shows each\.\n$/,
    );
  });
}, 60_000);

test('content with errors is not served: exit 1 with the findings', async () => {
  await inTempSite('missing-title', async (dir) => {
    const result = await runCli(['serve', '--port', '0'], { cwd: dir });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/error/);
  });
});

test('a port in use is a clear error, exit 2', async () => {
  const blocker = createServer();
  await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
  const port = (blocker.address() as { port: number }).port;
  try {
    await inTempSite('minimal', async (dir) => {
      const result = await runCli(['serve', '--port', String(port)], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
      expect(result.stderr).toContain('--port');
    });
  } finally {
    blocker.close();
  }
});

test.each([
  [['--dir', 'nowhere'], 'holds no .site-api-manifest.json'],
  [['--port', 'eighty'], '--port must be a number'],
  [['--dir', 'dist', '--watch'], '--dir serves a finished build'],
])('serve %j: exit 2 with a way out', async (args, message) => {
  await inTempSite('minimal', async (dir) => {
    const result = await runCli(['serve', ...args], { cwd: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

test('--dir refuses a build whose files were changed after it was written', async () => {
  await inTempSite('minimal', async (dir) => {
    expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
    writeFileSync(join(dir, 'dist', 'llms.txt'), 'edited by hand\n');
    const result = await runCli(['serve', '--dir', 'dist', '--port', '0'], { cwd: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('the manifest says');
  });
});

test('--dir refuses a build that lacks an endpoint of the table', async () => {
  await inTempSite('minimal', async (dir) => {
    expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
    const manifestPath = join(dir, 'dist', '.site-api-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.files = manifest.files.filter((f: { path: string }) => f.path !== '/api/tags.json');
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const result = await runCli(['serve', '--dir', 'dist', '--port', '0'], { cwd: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('lacks /api/tags.json');
  });
});

test('--dir refuses a build missing a file its manifest names: exit 2 with a way out, not a crash', async () => {
  await inTempSite('minimal', async (dir) => {
    expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
    rmSync(join(dir, 'dist', 'blog', 'second-post.md'));
    const result = await runCli(['serve', '--dir', 'dist', '--port', '0'], { cwd: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('second-post.md');
    expect(result.stderr).toContain('run `site-api build` again');
    expect(result.stderr).not.toContain('internal error');
  });
});
