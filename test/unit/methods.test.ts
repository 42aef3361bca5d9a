import { describe, expect, test } from 'vitest';
import { createRouter } from '../../src/edge/handler.js';

// The edge's method rule, whatever runtime carries the request: only GET, HEAD and OPTIONS, exactly.
describe('the edge router', () => {
  const route = createRouter(
    new Map([['/api/posts.json', { contentType: 'application/json; charset=utf-8', etag: '"x"', size: 2 }]]),
  );
  test.each(['get', 'Get', 'head', 'options', 'FOO', 'CONNECT', 'POST', 'post', 'DELETE', ''])(
    '%j → 405 with Allow and CORS',
    (method) => {
      const outcome = route(method, '/api/posts.json', null, null);
      expect(outcome.status).toBe(405);
      expect(outcome.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(outcome.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(new TextDecoder().decode(outcome.body)).error.code).toBe('method_not_allowed');
    },
  );
  test.each([
    ['GET', 200],
    ['HEAD', 200],
    ['OPTIONS', 204],
  ])('%s → %i', (method, status) => {
    expect(route(method, '/api/posts.json', null, null).status).toBe(status);
  });
});
