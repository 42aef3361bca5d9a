import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type LoadMemo, loadSite } from '../src/content/load.js';
import { makeSite, tempDir } from './helpers.js';

const site = tempDir();
afterAll(site.cleanup);

describe('the loader', () => {
  test('gives a post body as NFC text with LF line ends, whatever the file had', () => {
    makeSite(site.dir);
    const body = '\r\n첫 줄\r\n\r\n```kotlin\r\nval x = 1\r\n```\r\n';
    const text = `\uFEFF---\r\ntitle: ${'카페'.normalize('NFD')}\r\ndate: 2024-01-02\r\n---\r\n${body.normalize('NFD')}`;
    writeFileSync(join(site.dir, 'content/posts/2024/crlf.md'), text);
    const loaded = loadSite({ root: join(site.dir, 'content'), cwd: site.dir });
    const post = loaded.posts.find((p) => p.id === 'crlf');
    expect(post?.data).toEqual({ title: '카페', date: '2024-01-02' });
    expect(post?.body).toBe('\n첫 줄\n\n```kotlin\nval x = 1\n```\n');
    expect(post?.bodyLine).toBe(5);
    expect(post?.file.path).toBe('content/posts/2024/crlf.md');
  });

  test('keeps a body that follows a closing `...` line, and one with no body at all', () => {
    makeSite(site.dir);
    writeFileSync(
      join(site.dir, 'content/posts/2024/dots.md'),
      '---\ntitle: a\ndate: 2024-01-02\n...\n본문\n',
    );
    writeFileSync(join(site.dir, 'content/posts/2024/bare.md'), '---\ntitle: b\ndate: 2024-01-02\n---');
    const loaded = loadSite({ root: join(site.dir, 'content'), cwd: site.dir });
    expect(loaded.posts.find((p) => p.id === 'dots')?.body).toBe('본문\n');
    expect(loaded.posts.find((p) => p.id === 'bare')?.body).toBe('');
    expect(loaded.diagnostics).toEqual([]);
  });

  describe('within --watch, with the paths a watcher named since the last load', () => {
    const root = join(site.dir, 'content');
    const post = join(root, 'posts/2024/first-post.md');
    const titleOf = (memo: { previous?: LoadMemo; next: LoadMemo; changed?: ReadonlySet<string> }) =>
      loadSite({ root, cwd: site.dir, memo }).posts.find((p) => p.id === 'first-post')?.data as {
        title: string;
      };
    /** A first load, then the post's title changed on disk: what the second load sees with `changed`. */
    const afterEdit = (changed: Set<string>, prepare?: () => void) => {
      makeSite(site.dir);
      prepare?.();
      const first: LoadMemo = new Map();
      titleOf({ next: first });
      writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, 'title: 고친 제목'));
      return titleOf({ previous: first, next: new Map(), changed }).title;
    };

    test('a file it named is read again, one it did not is taken as the last load left it, without a stat', () => {
      expect(afterEdit(new Set([post]))).toBe('고친 제목');
      // Not named: the memo is trusted. This is what makes the hint worth having, and why it is used
      // only from the session's first rebuild on (core/build.ts `changed`).
      expect(afterEdit(new Set())).not.toBe('고친 제목');
    });

    test('a name spelled in another Unicode form than the folder listing (NFD, as macOS reports it) is the same name', () => {
      makeSite(site.dir);
      const folder = join(root, 'posts', '카테고리');
      mkdirSync(folder, { recursive: true });
      const file = join(folder, 'hangul-post.md');
      writeFileSync(file, '---\ntitle: 처음\ndate: 2024-01-02\n---\n본문\n');
      const first: LoadMemo = new Map();
      loadSite({ root, cwd: site.dir, memo: { next: first } });
      writeFileSync(file, '---\ntitle: 고친 제목\ndate: 2024-01-02\n---\n본문\n');
      const changed = new Set([file.normalize('NFD')]);
      const loaded = loadSite({ root, cwd: site.dir, memo: { previous: first, next: new Map(), changed } });
      const post = loaded.posts.find((p) => p.id === 'hangul-post');
      expect((post?.data as { title?: string } | undefined)?.title).toBe('고친 제목');
    });

    test('a folder it named (replaced as a whole) covers every file in it', () => {
      expect(afterEdit(new Set([join(root, 'posts/2024')]))).toBe('고친 제목');
      expect(afterEdit(new Set([join(root, 'posts')]))).toBe('고친 제목');
      expect(afterEdit(new Set([join(root, 'posts/2024-old')]))).not.toBe('고친 제목');
    });

    test('when it named only files the last load read, and they are files still, the folder is not listed again', () => {
      const postsOf = (memo: { previous?: LoadMemo; next: LoadMemo; changed?: ReadonlySet<string> }) =>
        loadSite({ root, cwd: site.dir, memo }).posts.map((p) => p.id);
      makeSite(site.dir);
      const first: LoadMemo = new Map();
      const before = postsOf({ next: first });
      // A post written without the watcher naming it: the listing of the last load is taken, so it is
      // not seen. This is the trust that spares a walk of every folder on each edit.
      writeFileSync(
        join(root, 'posts/2024/unnamed.md'),
        '---\ntitle: 이름 없는 글\ndate: 2024-03-01\n---\n본문\n',
      );
      writeFileSync(post, `${readFileSync(post, 'utf8')}\n덧붙임\n`);
      const second: LoadMemo = new Map();
      expect(postsOf({ previous: first, next: second, changed: new Set([post]) })).toEqual(before);
      // Named (a new file, which the last load did not read): the folder is listed and the post found.
      const added = join(root, 'posts/2024/named.md');
      writeFileSync(added, '---\ntitle: 이름 있는 글\ndate: 2024-03-02\n---\n본문\n');
      const third = postsOf({ previous: second, next: new Map(), changed: new Set([post, added]) });
      expect(third).toEqual(expect.arrayContaining([...before, 'unnamed', 'named']));
      // A named file that is gone: listed again, and the post is no more.
      const fourth: LoadMemo = new Map();
      postsOf({ previous: second, next: fourth, changed: new Set([added]) });
      rmSync(post);
      expect(postsOf({ previous: fourth, next: new Map(), changed: new Set([post]) })).not.toContain(
        'first-post',
      );
    });

    test('a named file whose folder became a file is a walk again, not a failed load', () => {
      makeSite(site.dir);
      const folder = join(root, 'posts/2024/moved');
      mkdirSync(folder, { recursive: true });
      const inside = join(folder, 'inside.md');
      writeFileSync(inside, '---\ntitle: 안쪽 글\ndate: 2024-03-01\n---\n본문\n');
      const first: LoadMemo = new Map();
      loadSite({ root, cwd: site.dir, memo: { next: first } });
      // The folder replaced by a file of its name; the watcher named only the file it held (lstat of
      // a path through a file is ENOTDIR, which even throwIfNoEntry: false throws).
      rmSync(folder, { recursive: true });
      writeFileSync(folder, 'not a folder\n');
      const loaded = loadSite({
        root,
        cwd: site.dir,
        memo: { previous: first, next: new Map(), changed: new Set([inside]) },
      });
      expect(loaded.posts.map((p) => p.id)).not.toContain('inside');
      expect(loaded.posts.map((p) => p.id)).toContain('first-post');
      rmSync(folder);
    });

    test("a folder holding a symbolic link is stat'ed whole: a file may change under a name no watcher reports", () => {
      const linked = () => {
        mkdirSync(join(root, 'static'), { recursive: true });
        symlinkSync(join(root, 'projects'), join(root, 'static/projects-link'));
      };
      expect(afterEdit(new Set(), linked)).toBe('고친 제목');
    });
  });
});
