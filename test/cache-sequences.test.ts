import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli, sampleCopy, snapshot, startWatch, tempDir, untilQuiet } from './helpers.js';
import { SiteEditor } from './site-edits.js';
import { random } from './site-text.js';

// The cache's promise, tested by random sequences of edits (test/site-edits.ts): whatever an owner
// edits, in whatever order, a build that reuses the persistent cache (a new process each time) and a
// long-running `build --watch` write byte for byte what `build --no-cache` writes of the same content,
// and fail exactly as it fails. Where build-cache.test.ts and watch-carry.test.ts check one kind of
// edit at a time, these check what a run of edits leaves behind: a value kept under a key that
// misses one of its inputs shows only when that input changes while the others stay.
//
// A failure names the seed and every edit up to it. SOAK_SEED=<n> runs that seed alone, SOAK_STEPS=<n>
// sets the number of edits, SOAK_KEEP=1 keeps the temporary folders to look at, SOAK_LOG=1 prints
// every sequence.

const { dir, cleanup } = tempDir('site-api-soak-');
afterAll(() => {
  if (process.env.SOAK_KEEP) console.log(`kept ${dir}`);
  else cleanup();
});

const SEEDS = process.env.SOAK_SEED ? [Number(process.env.SOAK_SEED)] : [101, 202];
const STEPS = Number(process.env.SOAK_STEPS ?? 9);
const WATCH_STEPS = Number(process.env.SOAK_STEPS ?? 10);

/**
 * What differs between two folders: files only one of them has, and for each file both have with
 * other bytes, the first place they part.
 */
function differences(expected: Map<string, Buffer>, actual: Map<string, Buffer>): string[] {
  const found: string[] = [];
  for (const path of [...new Set([...expected.keys(), ...actual.keys()])].sort()) {
    const [want, got] = [expected.get(path), actual.get(path)];
    if (!want) found.push(`${path}: not written by the build without the cache`);
    else if (!got) found.push(`${path}: missing`);
    else if (!want.equals(got)) {
      let at = 0;
      while (want[at] === got[at]) at++;
      const around = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, at - 60), at + 60).toString());
      found.push(
        `${path}: differs at byte ${at}\n  without cache ${around(want)}\n  with cache    ${around(got)}`,
      );
    }
  }
  return found;
}

/** What `build --no-cache` writes of a content folder's files (path → bytes), built at `where`. */
async function builtFrom(content: Map<string, Buffer>, where: string): Promise<Map<string, Buffer>> {
  for (const [path, bytes] of content) {
    mkdirSync(dirname(join(where, 'content', path)), { recursive: true });
    writeFileSync(join(where, 'content', path), bytes);
  }
  const run = await runCli(['build', '-q', '--no-cache', '--out', 'dist'], { cwd: where });
  expect(run.exitCode, `${run.stdout}${run.stderr}`).toBe(0);
  return snapshot(join(where, 'dist'));
}

/** A build's JSON summary without what depends on what was there before (the counts, the cache). */
function outcome(stdout: string): unknown {
  const { written, removed, hostFiles, unchanged, cache, out, ...rest } = JSON.parse(stdout);
  return rest;
}

describe('a random sequence of edits: the cache never changes the output', () => {
  test.each(SEEDS)(
    'seed %i: a new `build` process with the cache after every edit equals `build --no-cache`',
    async (seed) => {
      const site = join(dir, `fresh-${seed}`);
      sampleCopy(site);
      const editor = new SiteEditor(site, random(seed));
      const chance = random(seed * 7919);
      const done = [`enrich: ${editor.enrich().join('; ')}`];
      const env = { SITE_API_CACHE_DIR: join(site, 'cache') };
      const context = () =>
        `seed ${seed} (${site}), after:\n${done.map((d, i) => `  ${i}. ${d}`).join('\n')}`;
      for (let step = 0; step <= STEPS; step++) {
        // The first round builds the enriched sample as it is: the cache is empty.
        // Two to four edits between two builds, as an owner saves several files before building.
        if (step > 0) for (let n = 2 + chance.int(3); n > 0; n--) done.push(editor.next());
        // Now and then the output folder is gone (a clean checkout, `rm -rf dist`): the cache knows
        // pages the folder does not hold.
        if (step > 0 && chance.chance(0.1)) {
          rmSync(join(site, 'dist'), { recursive: true, force: true });
          done.push('dist removed');
        }
        rmSync(join(site, 'fresh'), { recursive: true, force: true });
        const cached = await runCli(['build', '--json', '--out', 'dist'], { cwd: site, env });
        const clean = await runCli(['build', '--json', '--no-cache', '--out', 'fresh'], { cwd: site });
        // Built, or refused for the content's findings when (and only when) an edit broke it.
        expect(clean.exitCode, `${context()}\n${clean.stdout}${clean.stderr}`).toBe(editor.isBroken ? 1 : 0);
        expect(cached.exitCode, `${context()}\n${cached.stdout}${cached.stderr}`).toBe(clean.exitCode);
        if (clean.exitCode !== 0) {
          // The same findings, in the same words and order.
          expect(String(cached.stdout), context()).toBe(String(clean.stdout));
          continue;
        }
        expect(outcome(String(cached.stdout)), context()).toEqual(outcome(String(clean.stdout)));
        expect(differences(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist'))), context()).toEqual(
          [],
        );
      }
      if (process.env.SOAK_LOG) console.log(context());
    },
    240_000,
  );

  test('one `build --watch` session: after every edit its folder equals `build --no-cache`', async () => {
    const seed = SEEDS[0] as number;
    const site = join(dir, `watch-${seed}`);
    sampleCopy(site);
    const editor = new SiteEditor(site, random(seed + 1));
    const chance = random(seed * 7919 + 1);
    const done = [`enrich: ${editor.enrich().join('; ')}`];
    const context = () =>
      `seed ${seed + 1} (${site}), after:\n${done.map((d, i) => `  ${i}. ${d}`).join('\n')}`;
    const watching = startWatch(site, ['--out', 'dist'], 300_000, {
      SITE_API_CACHE_DIR: join(site, 'cache'),
    });
    const said = () => watching.said.stderr;
    const printed = () => watching.said.stdout;
    const until = async (check: () => boolean, what: string, ms = 30_000) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end)
          throw new Error(`${context()}\nno ${what}; the watch said:\n${said().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // How a rebuild ends: built, refused, an error, or started again (a file saved while it was read).
    const VERDICT = /↻ rebuilt|✖ Nothing was written|^site-api: |building again once it is saved/gm;
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    try {
      await until(() => said().includes('Watching'), 'start', 60_000);
      let good = snapshot(join(site, 'dist'));
      for (let step = 1; step <= WATCH_STEPS; step++) {
        const [from, fromPrinted] = [said().length, printed().length];
        // One save, or two: at once (one rebuild takes both), or the second a moment later, which may
        // be while the rebuild of the first reads the folder.
        const edits = [editor.next()];
        // The content between two saves, which a rebuild may have built on its own.
        let between: Map<string, Buffer> | undefined;
        if (chance.chance(0.5)) {
          between = editor.isBroken ? undefined : snapshot(editor.content);
          await new Promise((r) => setTimeout(r, chance.int(4) * 100));
          edits.push(editor.next());
        }
        done.push(...edits);
        const since = () => said().slice(from);
        // Every rebuild started (each says what changed) has ended.
        const ended = () => count(since(), /^changed: /gm) <= count(since(), VERDICT);
        // A touch may come to the watcher as an event or not at all: then nothing is rebuilt.
        if (edits.every((edit) => edit.startsWith('touch:'))) await new Promise((r) => setTimeout(r, 1500));
        else await until(() => count(since(), VERDICT) > 0, 'rebuild');
        // A second event of the same save may start one more rebuild: until every one has ended, and
        // none has started for 0.6 s.
        do {
          await until(ended, 'end of a rebuild');
          await untilQuiet(said, 600);
        } while (!ended());
        rmSync(join(site, 'fresh'), { recursive: true, force: true });
        const clean = await runCli(['build', '-q', '--no-cache', '--out', 'fresh'], { cwd: site });
        const verdict = since().match(VERDICT)?.at(-1);
        expect(clean.exitCode === 0, `${context()}\n${clean.stdout}${clean.stderr}`).toBe(!editor.isBroken);
        if (clean.exitCode !== 0) {
          expect(clean.exitCode, `${context()}\n${clean.stdout}${clean.stderr}`).toBe(1);
          expect(verdict, `${context()}\n${since()}`).toBe('✖ Nothing was written');
          // The findings the session printed last are the build's, and the folder is the last good build.
          // (The session ends what it printed with a blank line.)
          const [shown, want] = [printed().slice(fromPrinted).trimEnd(), String(clean.stdout).trimEnd()];
          expect(shown.slice(shown.length - want.length), context()).toBe(want);
          // That is the one before this step, or, when the first of two saves was rebuilt on its own
          // before the second broke the content, the build of the content between them.
          const kept = snapshot(join(site, 'dist'));
          let missed = differences(good, kept);
          if (missed.length > 0 && between) {
            const built = await builtFrom(between, join(dir, `between-${seed}-${step}`));
            if (differences(built, kept).length === 0) missed = [];
          }
          expect(missed, context()).toEqual([]);
          good = kept;
          continue;
        }
        if (verdict !== undefined) expect(verdict, `${context()}\n${since()}`).toBe('↻ rebuilt');
        const fresh = snapshot(join(site, 'fresh'));
        expect(differences(fresh, snapshot(join(site, 'dist'))), context()).toEqual([]);
        good = fresh;
      }
      if (process.env.SOAK_LOG) console.log(context());
    } finally {
      watching.child.kill('SIGTERM');
    }
    expect((await watching.child).exitCode).toBe(0);
    // What the session saved in the cache as it stopped serves a new process as well.
    const after = await runCli(['build', '--json', '--out', 'dist'], {
      cwd: site,
      env: { SITE_API_CACHE_DIR: join(site, 'cache') },
    });
    expect(after.exitCode, `${context()}\n${after.stdout}`).toBe(editor.isBroken ? 1 : 0);
    if (after.exitCode === 0) {
      rmSync(join(site, 'fresh'), { recursive: true, force: true });
      await runCli(['build', '-q', '--no-cache', '--out', 'fresh'], { cwd: site });
      expect(differences(snapshot(join(site, 'fresh')), snapshot(join(site, 'dist'))), context()).toEqual([]);
    }
  }, 300_000);
});
