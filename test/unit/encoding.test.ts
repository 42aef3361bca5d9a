import { describe, expect, test } from 'vitest';
import { chooseEncoding, createRouter, encodedEtag } from '../../src/edge/handler.js';

describe('Accept-Encoding', () => {
  test.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.8', 'gzip'],
    ['gzip; q=0.2 , br ; q=0.1', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0.2', 'gzip'],
    ['br;q=0', undefined],
    ['identity, deflate', undefined],
    ['br;q=abc', undefined],
    ['', undefined],
  ])('%j chooses %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  test('only the codings the host offers are chosen', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });

  test('a router without codings (the worker) never asks for a compressed copy', () => {
    const file = { contentType: 'application/json; charset=utf-8', etag: '"abc"', size: 50_000 };
    const plain = createRouter([['/api/posts.json', file]]);
    const outcome = plain('GET', '/api/posts.json', null, null, 'br');
    expect(outcome.encoded).toBeUndefined();
    expect(outcome.headers.vary).toBe('Accept');
    const compressing = createRouter([['/api/posts.json', file]], { encodings: ['br', 'gzip'] });
    const br = compressing('GET', '/api/posts.json', null, null, 'br');
    expect(br.encoded).toEqual({ path: '/api/posts.json', encoding: 'br' });
    expect(br.headers.etag).toBe(encodedEtag('"abc"', 'br'));
    expect(br.headers['content-length']).toBeUndefined();
  });
});
