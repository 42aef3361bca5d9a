import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { validatorFor } from '../src/check/schemas.js';
import { inTempSite, REPO, runCli, snapshot, tempDir } from './helpers.js';

/** Every file under a folder, path → bytes. */

const json = (dir: string, path: string) => JSON.parse(readFileSync(join(dir, 'dist', path), 'utf8'));

describe('site-api build', () => {
  test('builds every endpoint of the sample site, each valid against its schema', async () => {
    await inTempSite('empty', async (dir) => {
      cpSync(join(REPO, 'content'), join(dir, 'content'), { recursive: true });
      const result = await runCli(['build', '--json'], { cwd: dir });
      expect(result.exitCode, String(result.stdout)).toBe(0);
      const schemas = {
        'api/index.json': 'api/api-index',
        'api/profile.json': 'api/profile',
        'api/projects.json': 'api/project-list',
        'api/experience.json': 'api/experience-list',
        'api/posts.json': 'api/post-list',
        'api/tags.json': 'api/tag-list',
      } as const;
      for (const [path, schema] of Object.entries(schemas)) {
        const validate = validatorFor(schema);
        expect(validate(json(dir, path)), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      const posts = json(dir, 'api/posts.json');
      expect(posts.count).toBe(43);
      const dates = posts.posts.map((p: { date: string }) => Date.parse(p.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const experience = json(dir, 'api/experience.json').experience;
      expect(experience[0].end).toBeNull();
      const projects = json(dir, 'api/projects.json').projects;
      expect(
        projects
          .slice(0, 2)
          .map((p: { id: string }) => p.id)
          .sort(),
      ).toEqual(['bus-alrim', 'openground']);
      const index = json(dir, 'api/index.json');
      const openapi = json(dir, 'openapi.json');
      expect(index.endpoints.map((e: { path: string }) => e.path).sort()).toEqual(
        Object.keys(openapi.paths).sort(),
      );
      expect(readFileSync(join(dir, 'dist/openapi.json'))).toEqual(
        readFileSync(join(dir, 'dist/api/openapi.json')),
      );
    });
  });

  test('the OpenAPI document passes a real OpenAPI 3.1 validator', async () => {
    await inTempSite('empty', async (dir) => {
      cpSync(join(REPO, 'content'), join(dir, 'content'), { recursive: true });
      await runCli(['build', '--quiet'], { cwd: dir });
      const document = json(dir, 'openapi.json');
      const result = await new Validator().validate(document);
      expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
      expect(result.valid).toBe(true);
      expect(document.openapi).toMatch(/^3\.1\./);
      expect(document.security).toEqual([]);
      expect(JSON.stringify(document)).not.toContain('.schema.json');
    });
  });

  test('redocly lints the OpenAPI document clean, and openapi-typescript turns it into types that compile', async () => {
    await inTempSite('empty', async (dir) => {
      cpSync(join(REPO, 'content'), join(dir, 'content'), { recursive: true });
      await runCli(['build', '--quiet'], { cwd: dir });
      const bin = (name: string) => join(REPO, 'node_modules', '.bin', name);
      const lint = await execa(bin('redocly'), ['lint', '--format=json', 'dist/openapi.json'], {
        cwd: dir,
        reject: false,
        env: { NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const said = `${lint.stdout}\n${lint.stderr}`;
      expect(lint.exitCode, said).toBe(0);
      const report = JSON.parse(String(lint.stdout));
      expect(report.totals.errors, said).toBe(0);
      // The one rule that cannot hold: a CORS preflight has no 4xx (the edge answers every OPTIONS 204).
      const problems = report.problems.map(
        (p: { ruleId: string; location: { pointer: string }[] }) => `${p.ruleId} ${p.location[0]?.pointer}`,
      );
      expect(
        problems.filter((p: string) => !/^operation-4xx-response .*\/options\/responses$/.test(p)),
      ).toEqual([]);

      const types = join(dir, 'api-types.ts');
      await execa(bin('openapi-typescript'), ['dist/openapi.json', '-o', types], { cwd: dir });
      expect(readFileSync(types, 'utf8')).toContain('getApiIndex');
      const tsc = await execa(
        bin('tsc'),
        [
          '--noEmit',
          '--strict',
          '--target',
          'es2022',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          types,
        ],
        { cwd: dir, reject: false },
      );
      expect(tsc.stdout, String(tsc.stdout)).toBe('');
      expect(tsc.exitCode).toBe(0);
    });
    // Three tools in turn: a few CPU seconds, but far more wall time on a shared, loaded machine.
  }, 120_000);

  test('is deterministic: same bytes from another folder, file order and Unicode form', async () => {
    const a = tempDir();
    const b = tempDir();
    try {
      cpSync(join(REPO, 'content'), join(a.dir, 'content'), { recursive: true });
      // b: the same content written in reverse order, every post's text in NFD (as macOS writes it).
      const files = [...snapshot(join(REPO, 'content'))].reverse();
      for (const [path, bytes] of files) {
        const text = path.endsWith('.md') ? bytes.toString('utf8').normalize('NFD') : bytes;
        cpSync(join(REPO, 'content', path), join(b.dir, 'content', path));
        writeFileSync(join(b.dir, 'content', path), text);
      }
      const env = {};
      expect((await runCli(['build', '--quiet'], { cwd: a.dir, env })).exitCode).toBe(0);
      expect((await runCli(['build', '--quiet'], { cwd: b.dir, env })).exitCode).toBe(0);
      const left = snapshot(join(a.dir, 'dist'));
      const right = snapshot(join(b.dir, 'dist'));
      expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
      for (const [path, bytes] of left) expect(right.get(path)?.equals(bytes), path).toBe(true);
      // generated_at comes from the content, not the clock; SOURCE_DATE_EPOCH fixes it.
      expect(json(a.dir, 'api/posts.json').generated_at).toBe('2026-09-27T13:40:00Z');
      await runCli(['build', '--quiet'], { cwd: a.dir, env: { SOURCE_DATE_EPOCH: '1700000000' } });
      expect(json(a.dir, 'api/index.json').generated_at).toBe('2023-11-14T22:13:20Z');
    } finally {
      a.cleanup();
      b.cleanup();
    }
  });

  test('a site with no published post is warned of, validate and build alike, unless SOURCE_DATE_EPOCH dates it', async () => {
    await inTempSite('minimal', async (dir) => {
      const undated = async (args: string[], env: Record<string, string> = {}) => {
        const run = await runCli([...args, '--json'], { cwd: dir, env });
        expect(run.exitCode, String(run.stderr)).toBe(0);
        const report = JSON.parse(String(run.stdout)) as { diagnostics: { code: string; file: string }[] };
        return report.diagnostics.filter((d) => d.code === 'undated-site');
      };
      // Two published posts date it.
      expect(await undated(['validate'])).toEqual([]);
      // Drafts only: nothing published dates it, and every date would be the epoch's.
      for (const post of ['first-post', 'second-post']) {
        const file = join(dir, `content/posts/2024/${post}.md`);
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
      }
      expect(await undated(['validate'])).toMatchObject([{ file: 'content/posts' }]);
      expect(await undated(['build'])).toHaveLength(1);
      expect(json(dir, 'api/index.json').generated_at).toBe('1970-01-01T00:00:00Z');
      const epoch = { SOURCE_DATE_EPOCH: '1700000000' };
      expect(await undated(['validate'], epoch)).toEqual([]);
      expect(await undated(['build'], epoch)).toEqual([]);
      expect(json(dir, 'api/index.json').generated_at).toBe('2023-11-14T22:13:20Z');
      // No post at all: the same.
      rmSync(join(dir, 'content/posts/2024'), { recursive: true });
      expect(await undated(['validate'])).toMatchObject([{ file: 'content/posts' }]);
    });
  });

  test('a broken site writes nothing and leaves the previous build as it was', async () => {
    await inTempSite('minimal', async (dir) => {
      expect((await runCli(['build', '--quiet'], { cwd: dir })).exitCode).toBe(0);
      const before = snapshot(join(dir, 'dist'));
      writeFileSync(join(dir, 'content/posts/2024/first-post.md'), '---\ntitel: x\ndate: 2024-01-01\n---\n');
      const failed = await runCli(['build'], { cwd: dir });
      expect(failed.exitCode).toBe(1);
      expect(String(failed.stdout)).toContain('unknown-key');
      expect(String(failed.stderr)).toContain('Nothing was written');
      // --json counts the findings as validate --json does.
      const json = await runCli(['build', '--json'], { cwd: dir });
      expect(json.exitCode).toBe(1);
      expect(JSON.parse(String(json.stdout))).toMatchObject({
        ok: false,
        errors: 1,
        warnings: 0,
        problems: [],
      });
      expect(snapshot(join(dir, 'dist'))).toEqual(before);
      expect(readdirSync(dir).filter((n) => n.includes('.tmp-') || n.includes('.old-'))).toEqual([]);
    });
  });

  test('refuses to replace a folder that is not a build', async () => {
    await inTempSite('minimal', async (dir) => {
      // A folder of the owner's beside the content (the content folder itself is refused before: cli.test).
      mkdirSync(join(dir, 'notes'));
      writeFileSync(join(dir, 'notes/todo.md'), '할 일\n');
      const result = await runCli(['build', '--out', 'notes'], { cwd: dir });
      expect(result.exitCode).toBe(2);
      expect(String(result.stderr)).toContain('Refusing to replace');
      expect(readdirSync(join(dir, 'notes'))).toEqual(['todo.md']);
      rmSync(join(dir, 'dist'), { recursive: true, force: true });
    });
  });
});
