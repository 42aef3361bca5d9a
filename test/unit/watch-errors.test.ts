import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, test, vi } from 'vitest';

// Node's recursive watcher (Linux) emits 'error' when a folder it is about to read was removed in the
// meantime: a race a test cannot provoke on demand, so the watcher here is a stand-in that emits it.
const watchers: (EventEmitter & { listener: (event: string, name: string) => void })[] = [];
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  watch: (_root: string, _options: object, listener: (event: string, name: string) => void) => {
    const watcher = Object.assign(new EventEmitter(), { listener, close: () => {} });
    watchers.push(watcher);
    return watcher;
  },
}));

const { watchContent } = await import('../../src/cli/watch.js');

afterEach(() => {
  watchers.length = 0;
});

describe('watchContent', () => {
  test("a watcher's error neither ends the watch nor lets a rebuild trust the names it was given", async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const rebuilds: [string[], boolean][] = [];
    void watchContent(
      'content',
      async (names, complete) => {
        rebuilds.push([names, complete]);
      },
      undefined,
      Promise.resolve(),
    );
    const watcher = watchers[0];
    if (!watcher) throw new Error('watchContent started no watcher');

    watcher.listener('change', 'posts/a.md');
    await vi.waitFor(() => expect(rebuilds).toHaveLength(1), { timeout: 2000 });
    expect(rebuilds[0]).toEqual([['posts/a.md'], true]);

    // Unheard, this 'error' would throw out of emit (and end a real process).
    expect(() =>
      watcher.emit('error', Object.assign(new Error('ENOENT: scandir'), { code: 'ENOENT' })),
    ).not.toThrow();
    watcher.listener('rename', 'posts/2017');
    await vi.waitFor(() => expect(rebuilds).toHaveLength(2), { timeout: 2000 });
    expect(rebuilds[1]).toEqual([['posts/2017'], false]);

    // The rebuild after that trusts the names again.
    watcher.listener('change', 'posts/b.md');
    await vi.waitFor(() => expect(rebuilds).toHaveLength(3), { timeout: 2000 });
    expect(rebuilds[2]).toEqual([['posts/b.md'], true]);
  });

  test('a change while the first build runs is rebuilt once it ends, not before, with its name', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const rebuilds: [string[], boolean][] = [];
    let firstDone = () => {};
    void watchContent(
      'content',
      async (names, complete) => {
        rebuilds.push([names, complete]);
      },
      undefined,
      new Promise<void>((done) => {
        firstDone = done;
      }),
    );
    const watcher = watchers[0];
    if (!watcher) throw new Error('watchContent started no watcher');
    watcher.listener('change', 'posts/a.md');
    await new Promise((r) => setTimeout(r, 200));
    expect(rebuilds).toEqual([]);
    firstDone();
    await vi.waitFor(() => expect(rebuilds).toHaveLength(1), { timeout: 2000 });
    expect(rebuilds[0]).toEqual([['posts/a.md'], true]);
  });
});
