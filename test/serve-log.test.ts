import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli, startWatch, until } from './helpers.js';
import { startPty } from './pty.js';
import { startServe } from './servers.js';

/** What a running process has said so far on each stream. */
function collect(child: { stdout?: NodeJS.ReadableStream | null; stderr?: NodeJS.ReadableStream | null }) {
  const said = { stdout: '', stderr: '' };
  child.stdout?.on('data', (c) => {
    said.stdout += String(c);
  });
  child.stderr?.on('data', (c) => {
    said.stderr += String(c);
  });
  return said;
}

describe('serve request log', () => {
  test('a pipe sees no log unless --log; with --log one line per request (method, path, status, size)', async () => {
    await inTempSite('minimal', async (dir) => {
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
      const quiet = await startServe(['--dir', 'dist'], dir);
      const quietSaid = collect(quiet.process);
      try {
        expect((await fetch(`${quiet.url}/api/posts.json`)).status).toBe(200);
      } finally {
        await quiet.stop();
      }
      expect(quietSaid.stdout).toBe('');

      const logged = await startServe(['--dir', 'dist', '--log'], dir);
      const said = collect(logged.process);
      try {
        expect((await fetch(`${logged.url}/api/posts.json`)).status).toBe(200);
        expect((await fetch(`${logged.url}/api/nope.json`)).status).toBe(404);
        await until(() => said.stdout.split('\n').length > 2);
      } finally {
        await logged.stop();
      }
      expect(said.stdout).toMatch(
        /^\d\d:\d\d:\d\d {2}GET +\/api\/posts\.json +200 +[\d.]+ (B|kB) +[\d.]+ ms$/m,
      );
      expect(said.stdout).toMatch(/GET +\/api\/nope\.json +404/);
    });
  });

  test('a terminal sees each request logged by default', async () => {
    await inTempSite('minimal', async (dir) => {
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
      const pty = startPty(['serve', '--dir', 'dist', '--port', '0'], { cwd: dir });
      try {
        await pty.waitFor('/api/index.json');
        const url = /at (http:\/\/\S+)/.exec(pty.screen())?.[1] as string;
        expect((await fetch(`${url}/api/profile.json`)).status).toBe(200);
        await pty.waitFor('GET     /api/profile.json');
      } finally {
        pty.stop();
      }
    });
  });
});

describe('serve --dir follows the folder', () => {
  test('a new build written into the folder is served, and said', async () => {
    await inTempSite('minimal', async (dir) => {
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
      const server = await startServe(['--dir', 'dist'], dir);
      const said = collect(server.process);
      try {
        const before = await (await fetch(`${server.url}/api/posts.json`)).json();
        const post = join(dir, 'content/posts/2024/first-post.md');
        writeFileSync(post, readFileSync(post, 'utf8').replace('title: 첫 글', 'title: 새 제목'));
        expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
        await until(() => said.stderr.includes('serving the new build in dist'));
        const after = await (await fetch(`${server.url}/api/posts.json`)).json();
        expect(JSON.stringify(before)).toContain('첫 글');
        expect(JSON.stringify(after)).toContain('새 제목');
      } finally {
        await server.stop();
      }
    });
  });
});

describe('watch names what changed', () => {
  test('build --watch says which file changed before it rebuilds', async () => {
    await inTempSite('minimal', async (dir) => {
      const { child, said } = startWatch(dir);
      try {
        await until(() => said.stderr.includes('Watching'));
        const post = join(dir, 'content/posts/2024/second-post.md');
        writeFileSync(post, readFileSync(post, 'utf8').replace('title: 두 번째 글', 'title: 둘째 글'));
        await until(() => said.stderr.includes('↻ rebuilt dist'));
        expect(said.stderr).toContain('changed: content/posts/2024/second-post.md');
      } finally {
        child.kill('SIGTERM');
        await child;
      }
    });
  });
});
