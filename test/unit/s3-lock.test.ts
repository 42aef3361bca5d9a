import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, test } from 'vitest';
import { s3Lock } from '../../src/publish/targets/s3-lock.js';

// The lock's protocol over a store held in memory, one that honours If-None-Match (S3, R2, MinIO)
// and one that ignores it (s3rver 3.7.1, which the publish tests run against for real).

const failure = (code: number) =>
  Object.assign(new Error(String(code)), { $metadata: { httpStatusCode: code } });

function store(honours: boolean) {
  const objects = new Map<string, string>();
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const client = {
    async send(command: unknown) {
      await tick();
      if (command instanceof GetObjectCommand) {
        const text = objects.get(command.input.Key as string);
        if (text === undefined) throw failure(404);
        return { Body: { transformToString: async () => text } };
      }
      if (command instanceof PutObjectCommand) {
        const { Key, Body, IfNoneMatch } = command.input;
        if (honours && IfNoneMatch === '*' && objects.has(Key as string)) throw failure(412);
        objects.set(Key as string, Body as string);
        return {};
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(command.input.Key as string);
        return {};
      }
      throw new Error('unexpected command');
    },
  } as unknown as S3Client;
  let pauses = 0;
  const lock = () =>
    s3Lock(
      client,
      'site',
      '.site-api-lock',
      (_what, fn) => fn(),
      async () => {
        pauses++;
        await tick();
      },
    );
  return { lock, pauses: () => pauses };
}

describe('the s3 lock', () => {
  test('on a store that honours If-None-Match: taken without the pause; a second run is refused', async () => {
    const s = store(true);
    expect(await s.lock().create('run A')).toBe(true);
    expect(await s.lock().create('run B')).toBe(false);
    expect(s.pauses()).toBe(0);
  });

  test('on a store that ignores it: taken after the pause', async () => {
    const s = store(false);
    expect(await s.lock().create('run A')).toBe(true);
    expect(s.pauses()).toBe(1);
    expect(await s.lock().create('run B')).toBe(false);
  });

  test.each([true, false])(
    'two runs at once (store honours the condition: %s): exactly one holds it',
    async (honours) => {
      const s = store(honours);
      const [a, b] = await Promise.all([s.lock().create('run A'), s.lock().create('run B')]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect(s.pauses()).toBe(honours ? 0 : 2);
    },
  );
});
