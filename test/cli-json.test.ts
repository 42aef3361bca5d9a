import { describe, expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

/** With --json, stdout is one JSON document whatever happens: a script never parses prose. */
describe('--json errors on stdout', () => {
  test.each([
    ['an unknown flag', ['validate', '--json', '--no-such-flag'], 'unknown-option'],
    ['--format json and an unknown flag', ['validate', '--format', 'json', '--frob'], 'unknown-option'],
    ['no content folder', ['build', '--json', '--root', 'nowhere'], 'user-error'],
    ['an --against that is not http(s)', ['diff', '--json', '--against', 'ftp://x'], 'user-error'],
    ['an existing slug', ['new', 'post', 'Hello', '--slug', 'first-post', '--json'], 'user-error'],
  ])('%s: exit 2 and {ok: false, error: {code, message, hint}}', async (_, args, code) => {
    await inTempSite('minimal', async (dir) => {
      const result = await runCli(args, { cwd: dir });
      expect(result.exitCode).toBe(2);
      const out = JSON.parse(String(result.stdout));
      expect(out.ok).toBe(false);
      expect(out.error.code).toBe(code);
      expect(typeof out.error.message).toBe('string');
      expect(out.error.message.length).toBeGreaterThan(5);
      expect(out.error).toHaveProperty('hint');
      // The human message still goes to stderr.
      expect(String(result.stderr)).toContain('site-api: ');
    });
  });

  test('diff of content that does not build is a coded error, not an empty stdout', async () => {
    await inTempSite('unknown-key', async (dir) => {
      const result = await runCli(['diff', '--json', '--against', 'http://127.0.0.1:9'], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(JSON.parse(String(result.stdout)).error.code).toBe('content-does-not-build');
    });
  });

  test('without --json, stdout stays empty on an error', async () => {
    await inTempSite('minimal', async (dir) => {
      const result = await runCli(['build', '--root', 'nowhere'], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(String(result.stdout)).toBe('');
    });
  });

  test('--json after -- is an argument, not the flag', async () => {
    await inTempSite('minimal', async (dir) => {
      const result = await runCli(['validate', '--no-such-flag', '--', '--json'], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(String(result.stdout)).toBe('');
    });
  });
});

/** Every key of a JSON value, at any depth (the keys of maps keyed by data, such as paths, excepted). */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe('one key style across every command', () => {
  test('validate, build, new and info print camelCase keys and an ok that matches the exit code', async () => {
    await inTempSite('minimal', async (dir) => {
      for (const args of [
        ['validate', '--json'],
        ['build', '--json'],
        ['new', 'post', 'Keys', '--date', '2024-05-01', '--json'],
        ['info', '--json'],
        ['build', '--json', '--root', 'nowhere'],
      ]) {
        const result = await runCli(args, { cwd: dir });
        const out = JSON.parse(String(result.stdout));
        expect(out.ok, args.join(' ')).toBe(result.exitCode === 0);
        const bad = keysOf(out).filter((k) => !/^[a-z][A-Za-z0-9]*$/.test(k) && !/^[A-Z][A-Z0-9_]*$/.test(k));
        expect(bad, args.join(' ')).toEqual([]);
      }
    });
  });
});
