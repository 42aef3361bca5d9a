import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, makeSite, tempDir } from './helpers.js';

// The dir target publishes for a web server that runs as another user: every folder must be
// enterable and every file readable by "others", whatever the publisher's umask.
const temp = tempDir('site-api-dir-');
afterAll(() => temp.cleanup());
// mkdtemp makes 0700 folders: let the other user through to the published folder.
chmodSync(temp.dir, 0o755);

function site(name: string, target: string): string {
  const dir = join(temp.dir, name);
  makeSite(dir);
  appendFileSync(join(dir, 'content/site.yaml'), `publish:\n  targets:\n    main:\n${target}`);
  return dir;
}

/** publish under umask 077 (the strictest a publisher may have), with the given PATH. */
const publish = (cwd: string, env: Record<string, string>) =>
  execa('/bin/sh', ['-c', `umask 077; exec "${process.execPath}" "${CLI}" publish --yes`], {
    cwd,
    reject: false,
    stdin: 'ignore',
    env: { NO_COLOR: '1', ...env },
    extendEnv: false,
  });

/** Every path under `root`, read as the unprivileged user `nobody`: what a web server would get. */
async function readAsNobody(root: string): Promise<{ unreadable: string[]; modes: Set<string> }> {
  const unreadable: string[] = [];
  const modes = new Set<string>();
  const visit = async (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      modes.add(`${entry.isDirectory() ? 'd' : 'f'}${(statSync(abs).mode & 0o777).toString(8)}`);
      const probe = entry.isDirectory() ? ['ls', abs] : ['cat', abs];
      const r = await execa('runuser', ['-u', 'nobody', '--', ...probe], { reject: false, stdout: 'ignore' });
      if (r.exitCode !== 0) unreadable.push(abs.slice(root.length));
      if (entry.isDirectory()) await visit(abs);
    }
  };
  await visit(root);
  return { unreadable, modes };
}

describe('the dir target: modes another user can read', () => {
  test('a local folder: copied without rsync on PATH, folders 755 and files 644 under umask 077', async () => {
    const dir = site('local', '      type: dir\n      path: ../live-local\n');
    const live = join(temp.dir, 'live-local');
    // Only sh and runuser's world: no rsync anywhere on this PATH.
    const first = await publish(dir, { PATH: '/nonexistent' });
    expect(first.stderr).toMatch(/✔ Published: \d+ uploaded/);
    expect(first.exitCode).toBe(0);
    const { unreadable, modes } = await readAsNobody(live);
    expect(unreadable).toEqual([]);
    expect([...modes].sort()).toEqual(['d755', 'f644']);

    const again = await publish(dir, { PATH: '/nonexistent' });
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain('Nothing to publish');
  });

  test('a remote host:path goes through rsync with Dgo=rx,Fgo=r', async () => {
    // A stand-in for ssh: rsync runs `$RSYNC_RSH host rsync --server …`; run that command here.
    const bin = join(temp.dir, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'fake-ssh'), '#!/bin/sh\nshift\nexec sh -c "$*"\n');
    chmodSync(join(bin, 'fake-ssh'), 0o755);
    const live = join(temp.dir, 'live-remote');
    const dir = site('remote', `      type: dir\n      path: localhost:${live}\n`);
    const result = await publish(dir, { PATH: process.env.PATH ?? '', RSYNC_RSH: join(bin, 'fake-ssh') });
    expect(result.stderr).toMatch(/✔ Published: \d+ uploaded/);
    expect(result.exitCode).toBe(0);
    const { unreadable, modes } = await readAsNobody(live);
    expect([...modes].sort()).toEqual(['d755', 'f644']);
    expect(unreadable).toEqual([]);
    expect([...modes].sort()).toEqual(['d755', 'f644']);
  });

  test('two publishes to one remote destination from this machine take turns (a lock in the user cache)', async () => {
    const bin = join(temp.dir, 'bin-held');
    mkdirSync(bin, { recursive: true });
    const hold = join(temp.dir, 'hold');
    // An ssh that waits while `hold` exists: the first publish holds its lock meanwhile.
    writeFileSync(
      join(bin, 'held-ssh'),
      `#!/bin/sh\nshift\nwhile [ -e "${hold}" ]; do sleep 0.1; done\nexec sh -c "$*"\n`,
    );
    chmodSync(join(bin, 'held-ssh'), 0o755);
    const live = join(temp.dir, 'live-turns');
    const dir = site('turns', `      type: dir\n      path: localhost:${live}\n`);
    const xdg = join(temp.dir, 'xdg');
    const env = { PATH: process.env.PATH ?? '', RSYNC_RSH: join(bin, 'held-ssh'), XDG_CACHE_HOME: xdg };
    const locks = join(xdg, 'site-api/locks');
    writeFileSync(hold, '');
    const first = publish(dir, env);
    try {
      for (let i = 0; i < 300 && !(existsSync(locks) && readdirSync(locks).length === 1); i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readdirSync(locks)).toHaveLength(1);
      const second = await publish(dir, env);
      expect(second.exitCode).toBe(2);
      expect(second.stderr).toMatch(/locks\/rsync-[\w-]+\.lock is locked by another publish/);
    } finally {
      rmSync(hold, { force: true });
    }
    const done = await first;
    expect(done.exitCode, done.stderr).toBe(0);
    expect(done.stderr).toContain(`The lock on rsync localhost:${live} is this machine's`);
    const third = await publish(dir, env);
    expect(third.exitCode, third.stderr).toBe(0);
    expect(third.stderr).toContain('Nothing to publish');
    // Released, and the folder made for it gone with it.
    expect(existsSync(locks)).toBe(false);
    // Where the user's cache folder cannot be made (here a file stands in its way), no lock, and said.
    writeFileSync(join(temp.dir, 'not-a-folder'), '');
    const unlocked = await publish(dir, { ...env, XDG_CACHE_HOME: join(temp.dir, 'not-a-folder', 'cache') });
    expect(unlocked.exitCode, unlocked.stderr).toBe(0);
    expect(unlocked.stderr).toContain(`No lock on rsync localhost:${live}`);
  });
});

describe('old URLs on a plain file host', () => {
  test('a dir target gets a page at each alias that sends readers on; with pages off it is told the aliases need _redirects', async () => {
    const run = (cwd: string, ...args: string[]) =>
      execa(process.execPath, [CLI, 'publish', ...args], {
        cwd,
        reject: false,
        stdin: 'ignore',
        env: { NO_COLOR: '1' },
      });
    const dir = site('aliases', '      type: dir\n      path: ../live-aliases\n');
    const note =
      'note: 1 old URL (aliases in _redirects) answer with a 301 only where the host reads _redirects';
    const post = join(dir, 'content/posts/2024/first-post.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('---\n\n', 'aliases: [/old/first]\n---\n\n'));
    // Pages on (the default): the alias has a page, which any file host serves.
    const published = await run(dir, '--yes');
    expect(published.exitCode, String(published.stderr)).toBe(0);
    expect(String(published.stderr)).not.toContain('note:');
    const page = readFileSync(join(temp.dir, 'live-aliases/old/first/index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/blog/first-post">');
    expect(page).toContain('<link rel="canonical" href="https://minimal.example/blog/first-post">');
    expect(JSON.parse(String((await run(dir, '--dry-run', '--json')).stdout)).aliasesNeedRedirects).toBe(0);
    // Pages off: no page at the alias, so a plain host answers it 404, and the plan says so.
    const yaml = join(dir, 'content/site.yaml');
    writeFileSync(yaml, `pages: false\n${readFileSync(yaml, 'utf8')}`);
    const text = await run(dir, '--dry-run');
    expect(text.exitCode, String(text.stderr)).toBe(0);
    expect(String(text.stderr)).toContain(note);
    expect(String(text.stdout)).toMatch(/old\/first\/index\.html/);
    expect(JSON.parse(String((await run(dir, '--dry-run', '--json')).stdout)).aliasesNeedRedirects).toBe(1);
    // A command target hands the build over whole, _redirects and the worker with it: no note.
    const other = site('aliases-command', "      type: command\n      command: ['true', '{dir}']\n");
    const otherYaml = join(other, 'content/site.yaml');
    writeFileSync(otherYaml, `pages: false\n${readFileSync(otherYaml, 'utf8')}`);
    const otherPost = join(other, 'content/posts/2024/first-post.md');
    writeFileSync(
      otherPost,
      readFileSync(otherPost, 'utf8').replace('---\n\n', 'aliases: [/old/first]\n---\n\n'),
    );
    const handed = await run(other, '--dry-run', '--json');
    expect(handed.exitCode, String(handed.stderr)).toBe(0);
    expect(JSON.parse(String(handed.stdout)).aliasesNeedRedirects).toBe(0);
  });
});
