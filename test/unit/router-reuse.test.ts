import { expect, test } from 'vitest';
import { createRouter, type EdgeFile, ENCODINGS } from '../../src/edge/handler.js';

/* serve --watch makes a router per rebuild from the last one: only files whose bytes changed get new answers. */

const file = (etag: string, contentType = 'application/json; charset=utf-8', size = 2048): EdgeFile => ({
  etag,
  contentType,
  size,
});

test("a router over the next build keeps an unchanged file's answers and makes a changed file's anew", () => {
  const first = createRouter(
    [
      ['/api/a.json', file('"a1"')],
      ['/api/b.json', file('"b1"')],
      ['/gone.json', file('"g1"')],
    ],
    { encodings: ENCODINGS },
  );
  const next = createRouter(
    [
      ['/api/a.json', file('"a1"')],
      ['/api/b.json', file('"b2"', 'application/json; charset=utf-8', 4096)],
      ['/new.json', file('"n1"')],
    ],
    { encodings: ENCODINGS, previous: first },
  );
  // The same answer objects for the unchanged file, its 304 and its compressed variant included.
  expect(next('GET', '/api/a.json').headers).toBe(first('GET', '/api/a.json').headers);
  expect(next('GET', '/api/a.json', null, '"a1"')).toBe(first('GET', '/api/a.json', null, '"a1"'));
  expect(next('GET', '/api/a.json', null, null, 'br').headers).toBe(
    first('GET', '/api/a.json', null, null, 'br').headers,
  );
  // The changed file: its new ETag and length; its old ETag no longer a 304.
  const b = next('GET', '/api/b.json');
  expect([b.status, b.headers.etag, b.headers['content-length']]).toEqual([200, '"b2"', '4096']);
  expect(next('GET', '/api/b.json', null, '"b1"').status).toBe(200);
  expect(next('GET', '/api/b.json', null, '"b2"').status).toBe(304);
  expect(next('GET', '/gone.json').status).toBe(404);
  expect(next('GET', '/new.json').status).toBe(200);
});

test('the same bytes under another type, or other codings offered, get answers made anew', () => {
  const first = createRouter([['/x', file('"x"', 'text/plain; charset=utf-8')]], { encodings: ENCODINGS });
  const retyped = createRouter([['/x', file('"x"', 'text/html; charset=utf-8')]], {
    encodings: ENCODINGS,
    previous: first,
  });
  expect(retyped('GET', '/x').headers['content-type']).toBe('text/html; charset=utf-8');
  const plain = createRouter([['/x', file('"x"', 'text/plain; charset=utf-8')]], { previous: first });
  expect(plain('GET', '/x', null, null, 'br').headers['content-encoding']).toBeUndefined();
  expect(plain('GET', '/x', null, null, 'br').headers.vary).toBeUndefined();
});
