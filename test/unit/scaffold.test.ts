import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { splitFrontMatter } from '../../src/content/frontmatter.js';
import { parseYamlFast } from '../../src/content/yaml-fast.js';
import { schemaPathFor } from '../../src/core/scaffold.js';
import { renderExperience, renderPost, renderProject } from '../../src/scaffold/render.js';
import { idProblem, slugFromTitle, uniqueId } from '../../src/scaffold/slug.js';
import { countTags, nearDuplicate, parseTagList, searchTags } from '../../src/scaffold/tags.js';

describe('slugFromTitle', () => {
  test.each([
    ['코루틴 Flow 정리', 'korutin-flow-jeongni'],
    ['Jetpack Compose로 만든 앱', 'jetpack-compose-ro-mandeun-aep'],
    ['RxJava 2 마이그레이션', 'rxjava-2-maigeureisyeon'],
    ['Café & Crème', 'cafe-creme'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['!!!', ''],
    ['ㅋㅋㅋ 漢字', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  test('long titles are cut at a hyphen, never past 60 characters', () => {
    const slug = slugFromTitle(
      '안드로이드 앱에서 코루틴과 Flow로 네트워크 요청을 취소하고 다시 시도하는 방법 정리',
    );
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.startsWith('andeuroideu-aebeseo-korutingwa-flow-ro')).toBe(true);
  });

  test.each([
    ['C# 팁', 'c-sharp-tip'],
    ['C#을 배우자', 'c-sharp-eul-baeuja'],
    ['C++ 입문', 'cpp-immun'],
    ['F# and C#', 'f-sharp-and-c-sharp'],
    ['.NET 6 마이그레이션', 'dotnet-6-maigeureisyeon'],
    ['ASP.NET Core', 'asp-net-core'],
    ['issue #3 고치기', 'issue-3-gochigi'],
  ])('a language named by its symbol keeps it in words: %s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  test('uniqueId and idProblem', () => {
    const taken = new Map([
      ['hello', 'content/posts/2024/hello.md'],
      ['hello-2', ''],
    ]);
    expect(uniqueId('hello', taken)).toBe('hello-3');
    expect(uniqueId('other', taken)).toBe('other');
    expect(idProblem('hello', taken, 'post')).toBe(
      'A post with the id "hello" exists already (content/posts/2024/hello.md); choose another.',
    );
    expect(idProblem('hello-2', taken, 'post')).toBe(
      'A post with the id "hello-2" exists already; choose another.',
    );
    expect(idProblem('Hello', taken, 'post')).toContain('not a URL-safe id');
    expect(idProblem('a--b', taken, 'post')).toContain('not a URL-safe id');
    expect(idProblem('', taken, 'post')).toContain('empty');
    expect(idProblem('fresh-1', taken, 'post')).toBeUndefined();
  });
});

describe('tags', () => {
  const posts = [
    { tags: ['Android', 'Kotlin'] },
    { tags: ['Android', 'Jetpack Compose'] },
    { tags: 'oops' },
    undefined,
  ];
  const tags = countTags(posts);

  test('counted per post, most used first', () => {
    expect(tags).toEqual([
      { name: 'Android', count: 2 },
      { name: 'Jetpack Compose', count: 1 },
      { name: 'Kotlin', count: 1 },
    ]);
  });

  test.each([
    ['android', 'Android'],
    ['ANDROID', 'Android'],
    ['jetpack-compose', 'Jetpack Compose'],
    ['JetpackCompose', 'Jetpack Compose'],
    ['Android', undefined],
    ['코루틴', undefined],
  ])('nearDuplicate(%s) → %s', (tag, existing) => {
    expect(nearDuplicate(tag, tags)?.name).toBe(existing);
  });

  test.each([
    // The exact spelling in use is not enough: validate asks for the most used one.
    [
      [
        { name: 'Blog', count: 52 },
        { name: 'blog', count: 9 },
      ],
      'blog',
      'Blog',
    ],
    [
      [
        { name: 'Blog', count: 52 },
        { name: 'blog', count: 9 },
      ],
      'Blog',
      undefined,
    ],
    // Counting the new post: til 1 + 1 outnumbers TIL 1.
    [
      [
        { name: 'TIL', count: 1 },
        { name: 'til', count: 1 },
      ],
      'til',
      undefined,
    ],
    // A tie goes to the first in code-point order, as the rule breaks it.
    [
      [
        { name: 'TIL', count: 1 },
        { name: 'til', count: 1 },
      ],
      'Til',
      'TIL',
    ],
    [[{ name: 'til', count: 3 }], 'til', undefined],
  ])('nearDuplicate among %j of %s → %s, as validate would have it', (existing, tag, expected) => {
    expect(nearDuplicate(tag, existing)?.name).toBe(expected);
  });

  test('search by name or key, case-insensitive', () => {
    expect(searchTags('', tags)).toHaveLength(3);
    expect(searchTags('and', tags).map((t) => t.name)).toEqual(['Android']);
    expect(searchTags('jetpack-com', tags).map((t) => t.name)).toEqual(['Jetpack Compose']);
    expect(parseTagList(' Kotlin, ,코루틴 ,')).toEqual(['Kotlin', '코루틴']);
  });
});

describe('rendering', () => {
  test('post front matter: schema comment first, keys in the documented order, awkward strings quoted', () => {
    const text = renderPost(
      {
        title: 'yes: "quoted" #1',
        date: '2024-03-14 10:30',
        tags: ['C#', 'a, b', '[x]'],
        summary: '- starts like a list',
        language: 'ko',
        legacy: true,
      },
      '../schema.json',
      'Body\n',
    );
    const split = splitFrontMatter(text);
    if (!split.ok) throw new Error(split.message);
    expect(split.yaml.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema.json');
    const data = parse(split.yaml, { version: '1.2', schema: 'core' });
    expect(data).toEqual({
      title: 'yes: "quoted" #1',
      date: '2024-03-14 10:30',
      tags: ['C#', 'a, b', '[x]'],
      summary: '- starts like a list',
      language: 'ko',
      legacy: true,
    });
    expect(Object.keys(data)).toEqual(['title', 'date', 'tags', 'summary', 'language', 'legacy']);
    expect(split.body).toBe('\nBody\n');
  });

  test("what the loader's fast reader reads is what yaml reads", () => {
    const text = renderProject(
      { name: '10만+', type: 'indie', released: '2019', summary: 'null', downloads: null, tech: ['Kotlin'] },
      'x.json',
    );
    const fast = parseYamlFast(text);
    expect(fast).toEqual({
      name: '10만+',
      type: 'indie',
      released: '2019',
      summary: 'null',
      downloads: null,
      tech: ['Kotlin'],
    });
    const experience = renderExperience(
      { organization: 'A', role: 'B', start: '2019', end: null },
      undefined,
    );
    expect(experience).toBe('organization: A\nrole: B\nstart: "2019"\nend: null\n');
  });

  test.each([
    // The running site-api lives in the site (a dev dependency, or this repository): its own schemas.
    [
      '/s/node_modules/site-api/',
      '/s/content/posts/2024/a.md',
      '../../../node_modules/site-api/schemas/content/post.schema.json',
    ],
    ['/s/', '/s/content/posts/2024/a.md', '../../../schemas/content/post.schema.json'],
    // Installed elsewhere (globally): where `npm install -D site-api` would put it, never an absolute path.
    [
      '/usr/lib/node_modules/site-api/',
      '/s/content/posts/a.md',
      '../../node_modules/site-api/schemas/content/post.schema.json',
    ],
  ])('schema path with site-api at %s for %s', (packageRoot, file, expected) => {
    expect(schemaPathFor('post', file, '/s', packageRoot)).toBe(expected);
  });
});
