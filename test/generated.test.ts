import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { REPO, tempDir } from './helpers.js';

describe('files generated from schemas/', () => {
  test('src/generated is up to date with schemas/', async () => {
    const result = await execa(process.execPath, ['scripts/gen.mjs', '--check'], {
      cwd: REPO,
      reject: false,
    });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
  });

  test('the check fails once a schema changes', async () => {
    const copy = tempDir();
    try {
      for (const dir of ['scripts', 'schemas', 'src/generated']) {
        mkdirSync(join(copy.dir, dir), { recursive: true });
        cpSync(join(REPO, dir), join(copy.dir, dir), { recursive: true });
      }
      symlinkSync(join(REPO, 'node_modules'), join(copy.dir, 'node_modules'));
      const file = join(copy.dir, 'schemas/api/post.schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      schema.properties.reading_time = { type: 'integer' };
      writeFileSync(file, JSON.stringify(schema));
      const result = await execa(process.execPath, ['scripts/gen.mjs', '--check'], {
        cwd: copy.dir,
        reject: false,
      });
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain('src/generated/types.ts is stale');
      expect(result.stderr).toContain('src/generated/validators.js is stale');
    } finally {
      copy.cleanup();
    }
  });
});
