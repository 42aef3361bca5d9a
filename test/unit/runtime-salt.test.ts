import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runtimeSalt } from '../../src/core/runtime-salt.js';

// The cache's salt names the versions of the packages that make what it keeps, as Node would find
// them from our modules: a changed version anywhere in their tree (an `npm update`) or a new Node
// (its ICU, Unicode, time zone data) must start the cache afresh; anything else must not.
const NODE = { node: '20.19.0', icu: '77.1', unicode: '16.0', tz: '2025b', cldr: '47.0' };

let root: string;
let from: string;
const pkg = (dir: string, body: object) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(body));
};
const salt = (versions: Record<string, string> = NODE) => runtimeSalt(from, versions, ['render']);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'salt-'));
  from = join(root, 'node_modules', 'site-api', 'lib', 'core');
  mkdirSync(from, { recursive: true });
  pkg(join(root, 'node_modules', 'site-api'), { version: '1.0.0' });
  pkg(join(root, 'node_modules', 'render'), { version: '1.0.0', dependencies: { entities: '^4' } });
  pkg(join(root, 'node_modules', 'entities'), { version: '4.5.0' });
  pkg(join(root, 'node_modules', 'unrelated'), { version: '1.0.0' });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('runtimeSalt', () => {
  test('the same tree and Node give the same salt; an unrelated package does not move it', () => {
    const first = salt();
    expect(salt()).toBe(first);
    pkg(join(root, 'node_modules', 'unrelated'), { version: '2.0.0' });
    expect(salt()).toBe(first);
  });

  test('a new version of a listed package or of one it depends on changes it', () => {
    const first = salt();
    pkg(join(root, 'node_modules', 'render'), { version: '1.0.1', dependencies: { entities: '^4' } });
    const second = salt();
    expect(second).not.toBe(first);
    pkg(join(root, 'node_modules', 'entities'), { version: '4.5.1' });
    expect(salt()).not.toBe(second);
  });

  test('a copy nested under our package or under its dependant is the one Node takes', () => {
    const first = salt();
    pkg(join(root, 'node_modules', 'render', 'node_modules', 'entities'), { version: '5.0.0' });
    const nested = salt();
    expect(nested).not.toBe(first);
    pkg(join(root, 'node_modules', 'site-api', 'node_modules', 'render'), { version: '1.0.0' });
    // Ours has no dependency on entities: the nested 5.0.0 under the other copy is no longer reached.
    expect(salt()).not.toBe(nested);
    rmSync(join(root, 'node_modules', 'site-api', 'node_modules'), { recursive: true });
    expect(salt()).toBe(nested);
  });

  test("a linked package's dependencies are found from where it really is (pnpm)", () => {
    const store = join(root, 'node_modules', '.pnpm', 'render@1.0.0', 'node_modules');
    rmSync(join(root, 'node_modules', 'render'), { recursive: true });
    pkg(join(store, 'render'), { version: '1.0.0', dependencies: { entities: '^4' } });
    pkg(join(store, 'entities'), { version: '4.6.0' });
    symlinkSync(join(store, 'render'), join(root, 'node_modules', 'render'), 'dir');
    const linked = salt();
    pkg(join(root, 'node_modules', 'entities'), { version: '9.9.9' });
    expect(salt()).toBe(linked);
    pkg(join(store, 'entities'), { version: '4.6.1' });
    expect(salt()).not.toBe(linked);
  });

  test('a missing package is named, and comes back to the same salt', () => {
    const first = salt();
    rmSync(join(root, 'node_modules', 'entities'), { recursive: true });
    const missing = salt();
    expect(missing).not.toBe(first);
    expect(salt()).toBe(missing);
    pkg(join(root, 'node_modules', 'entities'), { version: '4.5.0' });
    expect(salt()).toBe(first);
  });

  test.each(Object.keys(NODE))("a change of Node's %s changes it", (key) => {
    expect(salt({ ...NODE, [key]: `${NODE[key as keyof typeof NODE]}x` })).not.toBe(salt());
  });
});
