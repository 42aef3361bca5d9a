import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSite } from '../src/content/load.js';
import { parseYamlFast } from '../src/content/yaml-fast.js';
import type { ProfileFile } from '../src/generated/types.js';
import { REPO } from './helpers.js';

const site = loadSite({ root: join(REPO, 'content'), cwd: REPO });
type Data = Record<string, unknown>;

describe('the bundled sample site', () => {
  test('loads without a problem', () => {
    expect(site.diagnostics).toEqual([]);
  });

  test('has at least 40 posts from 2015 to 2026, Korean, with code and real tags', () => {
    expect(site.posts.length).toBeGreaterThanOrEqual(40);
    const years = new Set(site.posts.map((p) => String((p.data as Data).date).slice(0, 4)));
    for (let year = 2015; year <= 2026; year++) expect(years, `a post in ${year}`).toContain(String(year));
    for (const post of site.posts) {
      expect(post.body, post.id).toMatch(/```[a-z]+\n/);
      expect(post.body.split(/\n\s*\n/).length, post.id).toBeGreaterThanOrEqual(3);
      expect(String((post.data as Data).title) + post.body, post.id).not.toMatch(/lorem|ipsum/i);
    }
    const korean = site.posts.filter((p) => /[\uac00-\ud7a3]/.test(String((p.data as Data).title)));
    expect(korean.length).toBeGreaterThan(site.posts.length * 0.9);
    const tags = new Set(site.posts.flatMap((p) => ((p.data as Data).tags as string[]) ?? []));
    for (const tag of ['Android', 'Kotlin', '코루틴', 'Jetpack Compose', 'RxJava'])
      expect(tags).toContain(tag);
  });

  test('marks older posts on deprecated APIs as legacy', () => {
    const legacy = site.posts.filter((p) => (p.data as Data).legacy === true);
    expect(legacy.length).toBeGreaterThanOrEqual(5);
    expect(legacy.every((p) => String((p.data as Data).date) < '2023')).toBe(true);
  });

  test('has at least 6 projects mixing indie/professional and live/shipped', () => {
    expect(site.projects.length).toBeGreaterThanOrEqual(6);
    const values = (key: string) => new Set(site.projects.map((p) => (p.data as Data)[key]));
    expect(values('type')).toEqual(new Set(['indie', 'professional']));
    expect(values('status')).toEqual(new Set(['live', 'shipped']));
  });

  test('has 4 experience entries, one ongoing', () => {
    expect(site.experience).toHaveLength(4);
    expect(site.experience.filter((e) => (e.data as Data).end === null)).toHaveLength(1);
  });

  test('has a profile using every optional field', () => {
    const schema = JSON.parse(readFileSync(join(REPO, 'schemas/content/profile.schema.json'), 'utf8'));
    const profile = site.profile?.data as ProfileFile;
    expect(Object.keys(profile).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(new Set(profile.links?.map((l) => l.type))).toEqual(
      new Set(['website', 'blog', 'feed', 'profile']),
    );
  });

  test('every post front matter takes the fast YAML path', () => {
    const slow = site.posts.filter((p) => parseYamlFast(p.yamlText) === undefined).map((p) => p.id);
    expect(slow).toEqual([]);
  });
});
