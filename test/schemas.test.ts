import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type SchemaName, validatorFor } from '../src/check/schemas.js';
import { REPO } from './helpers.js';

const schema = (name: string) =>
  JSON.parse(readFileSync(join(REPO, 'schemas', `${name}.schema.json`), 'utf8'));

// The contract's resources (content-api.md), with the fields it marks required.
const CONTRACT: [SchemaName, string, string[]][] = [
  ['api/api-index', 'ApiIndex', ['api', 'version', 'endpoints']],
  ['api/endpoint', 'Endpoint', ['path', 'method', 'operationId']],
  ['api/license', 'License', ['name', 'url']],
  ['api/profile', 'Profile', ['name', 'job_title', 'url']],
  ['api/location', 'Location', []],
  ['api/stat', 'Stat', []],
  ['api/skill-group', 'SkillGroup', []],
  ['api/link', 'Link', ['url']],
  ['api/project-list', 'ProjectList', ['count', 'projects']],
  ['api/project', 'Project', ['id', 'name', 'type', 'summary']],
  ['api/experience-list', 'ExperienceList', ['count', 'experience']],
  ['api/experience', 'Experience', ['id', 'organization', 'role']],
  ['api/post-list', 'PostList', ['count', 'posts']],
  ['api/post', 'Post', ['id', 'title', 'url', 'date']],
  ['api/tag-list', 'TagList', ['count', 'tags']],
  ['api/tag', 'Tag', ['name', 'count']],
  ['api/error', 'Error', ['error']],
];

describe('the JSON Schemas', () => {
  test('cover every resource of the contract and nothing else', () => {
    const files = readdirSync(join(REPO, 'schemas', 'api')).map(
      (f) => `api/${f.replace('.schema.json', '')}`,
    );
    expect(files.sort()).toEqual(CONTRACT.map(([name]) => name).sort());
  });

  test.each(CONTRACT)('%s is %s with the required fields of the contract', (name, title, required) => {
    const s = schema(name);
    expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(s.title).toBe(title);
    expect([...(s.required ?? [])].sort()).toEqual([...required].sort());
    expect(s.additionalProperties).toBe(false);
  });

  test('enums follow the contract', () => {
    expect(schema('api/project').properties.type.enum).toEqual(['indie', 'professional']);
    expect(schema('api/project').properties.status.enum).toEqual(['live', 'shipped']);
    expect(schema('api/link').properties.type.enum).toEqual(['website', 'blog', 'feed', 'profile']);
    expect(schema('api/endpoint').properties.method.enum).toEqual(['GET']);
    expect(schema('api/error').properties.error.properties.code.enum).toEqual([
      'not_found',
      'not_acceptable',
      'method_not_allowed',
    ]);
    expect(schema('api/api-index').properties.auth.const).toBe('none');
  });

  const post = {
    id: 'coroutine-exceptions',
    title: '코루틴 예외 처리',
    url: 'https://seojin.example/blog/coroutine-exceptions',
    date: '2021-03-14T10:30:00+09:00',
    tags: ['Kotlin', '코루틴'],
    legacy: false,
  };

  test.each<[SchemaName, unknown]>([
    ['api/post', post],
    ['api/post-list', { count: 1, language: 'ko', posts: [post] }],
    ['api/tag', { name: '코루틴', slug: '코루틴', count: 1, posts: ['coroutine-exceptions'] }],
    [
      'api/experience',
      { id: 'openground', organization: '오픈그라운드', role: '테크 리드', start: '2022', end: null },
    ],
    [
      'api/project',
      { id: 'bus', name: '버스알림', type: 'indie', summary: '버스 도착 알림', url: null, role: null },
    ],
    ['api/error', { error: { code: 'not_found', message: 'No such resource: /api/x.json', status: 404 } }],
    [
      'api/api-index',
      {
        api: 'A',
        version: '1.0.0',
        auth: 'none',
        endpoints: [{ path: '/api/posts.json', method: 'GET', operationId: 'listPosts' }],
      },
    ],
  ])('%s accepts a valid document', (name, document) => {
    const validate = validatorFor(name);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  });

  test.each<[SchemaName, unknown, string]>([
    ['api/post', { ...post, date: '2021-03-14' }, 'format'],
    ['api/post', { ...post, url: 'not a url' }, 'format'],
    ['api/post', { ...post, tags: ['a', 'a'] }, 'uniqueItems'],
    ['api/post', { ...post, extra: 1 }, 'additionalProperties'],
    ['api/project', { id: 'x', name: 'x', type: 'hobby', summary: 'x' }, 'enum'],
    ['api/api-index', { api: 'A', version: 'one', endpoints: [] }, 'pattern'],
    ['api/api-index', { api: 'A', version: '1.0.0', auth: 'token', endpoints: [] }, 'const'],
    ['api/error', { error: { code: 'teapot', message: 'x', status: 418 } }, 'enum'],
    ['api/tag', { name: 'x', count: 0 }, 'minimum'],
  ])('%s refuses an invalid document (%#)', (name, document, keyword) => {
    const validate = validatorFor(name);
    expect(validate(document)).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain(keyword);
  });
});
