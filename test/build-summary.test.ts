import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSite } from '../bench/generate.mjs';
import { CLI, runCli, tempDir } from './helpers.js';

/** A build of a big site prints a summary by kind, not a line per file; the list is behind --verbose and --json. */
const site = tempDir();
const POSTS = 600;
beforeAll(() => generateSite(site.dir, POSTS, 11));
afterAll(site.cleanup);

describe('build output fit for a big site', () => {
  test('the default is a dozen lines by kind with sizes in kB/MB; --verbose lists every file', async () => {
    const json = await runCli(['build', '--json'], { cwd: site.dir });
    expect(json.exitCode).toBe(0);
    const report = JSON.parse(String(json.stdout));
    const total = report.files.length;
    expect(total).toBeGreaterThan(POSTS);
    // The summary in --json adds up to the files listed.
    expect(report.summary.files).toBe(total);
    const byKind = report.summary.kinds.reduce((n: number, k: { files: number }) => n + k.files, 0);
    expect(byKind).toBe(total);
    const bytes = report.files.reduce((n: number, f: { size: number }) => n + f.size, 0);
    expect(report.summary.bytes).toBe(bytes);
    expect(report.files[0]).toEqual(
      expect.objectContaining({
        path: expect.any(String),
        size: expect.any(Number),
        gzip: expect.any(Number),
      }),
    );

    const plain = await runCli(['build'], { cwd: site.dir });
    expect(plain.exitCode).toBe(0);
    const lines = String(plain.stdout).trimEnd().split('\n');
    expect(lines.length).toBeLessThan(20);
    expect(String(plain.stdout)).toMatch(/^\s+Markdown\s+[\d,]+\s+[\d.]+ (kB|MB)$/m);
    expect(String(plain.stdout)).toMatch(/^\s+JSON\s+[\d,]+\s+[\d.]+ (kB|MB)$/m);
    expect(String(plain.stdout)).toMatch(/^\s+total\s+[\d,]+\s+[\d.]+ MB$/m);
    expect(String(plain.stdout)).toContain('largest:');
    expect(String(plain.stderr)).toMatch(/✔ [\d,]+ files \([\d.]+ MB\) written to dist \(/);
    // The first build into a folder: every published file is new, and the counts are of the same files
    // (the worker and _headers beside them are counted apart).
    expect(report.written).toBe(total);
    expect(report.hostFiles).toBeGreaterThan(0);
    // Said so in words: "(all new)", not "(1,234 changed)" of files that were never there.
    const fresh = await runCli(['build', '--out', 'fresh-dist'], { cwd: site.dir });
    expect(String(fresh.stderr)).toMatch(
      /✔ [\d,]+ files \([\d.]+ MB\) written to fresh-dist \(all new\), generated_at/,
    );
    // Built again with one post edited: what changed is counted.
    const year = readdirSync(join(site.dir, 'content/posts'))[0] as string;
    const post = join(
      site.dir,
      'content/posts',
      year,
      readdirSync(join(site.dir, 'content/posts', year))[0] as string,
    );
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nOne more line.\n`);
    const again = await runCli(['build', '--out', 'fresh-dist'], { cwd: site.dir });
    expect(String(again.stderr)).toMatch(/written to fresh-dist \(\d+ changed[,)]/);

    const verbose = await runCli(['build', '--verbose'], { cwd: site.dir });
    expect(verbose.exitCode).toBe(0);
    const listed = String(verbose.stdout)
      .split('\n')
      .filter((l) => / gzip$/.test(l));
    expect(listed.length).toBe(total);
  });

  test('on a terminal the progress line goes through every phase, with counts, and erases itself', async () => {
    const tty = await execa(
      'script',
      ['-qec', `${process.execPath} ${CLI} build --out tty-dist`, '/dev/null'],
      {
        cwd: site.dir,
        env: { NO_COLOR: '1' },
        stdin: 'ignore',
      },
    );
    const screen = tty.stdout;
    const files = POSTS + 14;
    expect(screen).toContain(`Reading content ${files}/${files}`);
    const order = ['Reading content', 'Checking…', 'Building…', 'Writing '].map((l) => screen.indexOf(l));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(screen).toMatch(new RegExp(`Writing [\\d,]+/[\\d,]+\r${'\u001b'}\\[K`));

    const piped = await runCli(['build', '--out', 'pipe-dist'], { cwd: site.dir });
    expect(String(piped.stderr)).not.toMatch(/Reading content|Checking…|Writing \d/);
  });
});
