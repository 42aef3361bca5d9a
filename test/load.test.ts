import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSite } from '../src/content/load.js';
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
});
