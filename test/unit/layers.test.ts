import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// The layers of DESIGN.md, bottom first. A module may import its own layer and any below it, never above.
const LAYERS: string[][] = [
  ['ground', 'generated'],
  ['content'],
  ['check', 'scaffold'],
  ['build', 'edge'],
  ['net'],
  ['core', 'conformance', 'diff', 'publish', 'serve', 'report', 'import'],
  ['cli'],
];
const SRC = resolve(import.meta.dirname, '../../src');

function layerOf(folder: string): number {
  const at = LAYERS.findIndex((names) => names.includes(folder));
  if (at < 0) throw new Error(`src/${folder}/ is in no layer of test/unit/layers.test.ts: add it`);
  return at;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('layers run one way', () => {
  test('no module imports a layer above its own', () => {
    const upward: string[] = [];
    for (const file of sources(SRC)) {
      const from = relative(SRC, file).split('/')[0] as string;
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
        const to = relative(SRC, resolve(dirname(file), spec as string)).split('/')[0] as string;
        if (to !== from && layerOf(to) > layerOf(from)) upward.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(upward).toEqual([]);
  });

  test('the check can fail: edge importing the CLI would be upward', () => {
    expect(layerOf('edge')).toBeLessThan(layerOf('cli'));
    expect(layerOf('ground')).toBe(0);
  });
});
