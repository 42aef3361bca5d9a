import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { OUTPUT_PACKAGES } from '../../src/core/runtime-salt.js';

// An installed site-api has its `dependencies` and nothing else: a package that src/ imports at run
// time but that sits in devDependencies works in this repository and fails in every user's site.
const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(ts|js|mjs|cjs)$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The packages a module loads at run time: static and dynamic imports, re-exports; type-only imports are erased by tsc. */
function runtimeImports(text: string): string[] {
  const specs: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    if (!m[2]) specs.push(m[3] as string);
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(m[1] as string);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1] as string);
  for (const m of text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1] as string);
  return specs.filter((s) => !s.startsWith('.') && !s.startsWith('/'));
}

function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const isBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(packageOf(spec));

describe('what src/ imports is installed with the package', () => {
  test('every package src/ loads at run time is in dependencies (Node built-ins aside)', () => {
    const allowed = new Set(Object.keys(pkg.dependencies ?? {}));
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
        if (!isBuiltin(spec) && !allowed.has(packageOf(spec))) {
          missing.push(`${relative(ROOT, file)} imports ${spec}: add ${packageOf(spec)} to dependencies`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // The cache's salt names the versions of OUTPUT_PACKAGES (core/runtime-salt.ts): a package src/ loads
  // that is neither there nor one whose work no cached value holds would keep stale pages after an update.
  test('every package src/ loads is in the cache salt, or is one nothing cached comes from', () => {
    const cliOnly = new Set([
      'commander',
      'chalk',
      'execa',
      '@inquirer/prompts',
      '@aws-sdk/client-s3',
      '@aws-sdk/client-cloudfront',
      'string-width',
    ]);
    const loaded = new Set(
      sources(SRC).flatMap((file) =>
        runtimeImports(readFileSync(file, 'utf8'))
          .filter((spec) => !isBuiltin(spec))
          .map(packageOf),
      ),
    );
    expect([...loaded].filter((name) => !cliOnly.has(name) && !OUTPUT_PACKAGES.includes(name))).toEqual([]);
    expect(OUTPUT_PACKAGES.filter((name) => !loaded.has(name))).toEqual([]);
  });

  test.each([
    ["import { execa } from 'execa';", ['execa']],
    ["import type { Result } from 'execa';", []],
    ["import {\n  S3Client,\n  PutObjectCommand,\n} from '@aws-sdk/client-s3';", ['@aws-sdk/client-s3']],
    ["const { chromium } = await import('playwright');", ['playwright']],
    ["export { x } from 'smol-toml';", ['smol-toml']],
    ["import './side-effect.js';\nimport 'polyfill';", ['polyfill']],
    ["import { readFileSync } from 'node:fs';", ['node:fs']],
  ])('the scan sees %j', (text, expected) => {
    expect(runtimeImports(text)).toEqual(expected);
  });

  test.each([
    ['@aws-sdk/client-s3/dist', '@aws-sdk/client-s3'],
    ['yaml/util', 'yaml'],
    ['fs', 'fs'],
  ])('%s belongs to %s', (spec, name) => {
    expect(packageOf(spec)).toBe(name);
  });

  test('a devDependency or an unknown package would be reported', () => {
    expect(isBuiltin('vitest')).toBe(false);
    expect(isBuiltin('fs/promises')).toBe(true);
    expect(Object.keys(pkg.dependencies ?? {})).not.toContain('vitest');
  });
});
