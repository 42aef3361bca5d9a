import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FIXTURES, makeSite, runCli, tempDir } from './helpers.js';

interface Expected {
  exit: number;
  diagnostics: { file: string; line: number; column: number; severity: string; code: string }[];
}

const broken = readdirSync(join(FIXTURES, 'broken')).sort();
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups) c();
});

describe('validate on broken content', () => {
  test('there is a fixture per kind of broken content (at least 25)', () => {
    expect(broken.length).toBeGreaterThanOrEqual(25);
  });

  test.each(broken)('%s: reports the exact file, line, column and code', async (name) => {
    const expected: Expected = JSON.parse(
      readFileSync(join(FIXTURES, 'broken', name, 'expected.json'), 'utf8'),
    );
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    makeSite(dir, name);

    const json = await runCli(['validate', '--json'], { cwd: dir });
    expect(json.stderr).toBe('');
    const report = JSON.parse(String(json.stdout));
    const found = report.diagnostics.map(
      ({ file, line, column, severity, code }: Expected['diagnostics'][number]) => ({
        file,
        line,
        column,
        severity,
        code,
      }),
    );
    expect(found).toEqual(expected.diagnostics);
    expect(json.exitCode).toBe(expected.exit);
    for (const d of report.diagnostics) {
      expect(d.message, `${d.code} has a message`).toMatch(/\S/);
      expect(d.hint, `${d.code} has a hint`).toMatch(/\S/);
    }

    const text = await runCli(['validate'], { cwd: dir });
    expect(text.exitCode).toBe(expected.exit);
    expect(String(text.stderr)).not.toMatch(/internal error|\n\s+at .*\(.*:\d+:\d+\)/);
    for (const d of expected.diagnostics) {
      const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
      expect(String(text.stdout)).toContain(`${where}  ${d.severity}  ${d.code}  `);
    }
  });
});

describe('findings that name their way out', () => {
  test.each([
    [
      'yaml-unclosed-quote',
      'Missing closing "quote: the value quoted here never ends.',
      'Close the quote at the end of that value ("…"), or remove it',
    ],
    ['yaml-tab-indent', 'Tabs are not allowed as indentation', 'Indent with spaces'],
    [
      'unknown-key',
      'Unknown key "titel": did you mean "title"? "title" is required.',
      'Rename "titel" to "title".',
    ],
    [
      'boolean-yes',
      '`draft` must be a boolean, not a string.',
      'Write true: YAML 1.2 reads yes as the text "yes", not as a boolean.',
    ],
  ])('%s', async (name, message, hint) => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    makeSite(dir, name);
    const report = JSON.parse(String((await runCli(['validate', '--json'], { cwd: dir })).stdout));
    expect(report.diagnostics).toHaveLength(1);
    expect(report.diagnostics[0].message).toBe(message);
    expect(report.diagnostics[0].hint).toContain(hint);
  });
});
