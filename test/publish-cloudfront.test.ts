import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResultPromise } from 'execa';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { UserError } from '../src/ground/errors.js';
import { cloudfrontPurger } from '../src/publish/cloudfront.js';
import { DEFAULT_RETRY } from '../src/publish/retry.js';
import { makeSite, tempDir } from './helpers.js';
import { type FakeCloudFront, startCloudFront } from './support/cloudfront.js';
import {
  builtFiles,
  type FaultProxy,
  inspector,
  publishCli,
  S3_ENV,
  type S3rver,
  startProxy,
  startS3rver,
} from './support/s3.js';

const DISTRIBUTION = 'E2EXAMPLE0CF';
const KOREAN_TAG = '/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4.md'; // /blog/tags/코루틴.md

let store: S3rver;
let proxy: FaultProxy;
let cloudfront: FakeCloudFront;
let s3: ReturnType<typeof inspector>;
const temp = tempDir('site-api-cf-');

beforeAll(async () => {
  store = await startS3rver(join(temp.dir, 'store'));
  proxy = await startProxy(store.port);
  cloudfront = await startCloudFront();
  s3 = inspector(store.port);
});
afterAll(async () => {
  s3?.close();
  await cloudfront?.stop();
  await proxy?.stop();
  await store?.stop();
  temp.cleanup();
});
beforeEach(() => {
  cloudfront.requests.length = 0;
  cloudfront.created.clear();
  cloudfront.fault = undefined;
});

let sites = 0;
/**
 * The minimal site with a Korean tag on its first post, published to its own prefix, CloudFront in
 * front; through the fault proxy when asked.
 */
function site(via: 'store' | 'proxy' = 'store'): { dir: string; prefix: string } {
  const dir = join(temp.dir, `site-${++sites}`);
  const prefix = `cf${sites}/`;
  makeSite(dir);
  const post = join(dir, 'content/posts/2024/first-post.md');
  writeFileSync(
    post,
    readFileSync(post, 'utf8').replace('tags: [Android, Kotlin]', 'tags: [Android, Kotlin, 코루틴]'),
  );
  // The counts below are about publishing, not pages: these sites publish their API alone.
  appendFileSync(
    join(dir, 'content/site.yaml'),
    `pages: false\npublish:\n  targets:\n    cdn:\n      type: s3\n      bucket: site\n      prefix: ${prefix}\n      endpoint: http://127.0.0.1:${via === 'proxy' ? proxy.port : store.port}\n      force_path_style: true\n      purge:\n        cloudfront_distribution: ${DISTRIBUTION}\n`,
  );
  return { dir, prefix };
}

/** The standard variable the AWS SDK reads for CloudFront's endpoint: nothing in site.yaml knows the fake. */
function publish(dir: string, args: string[] = [], env: Record<string, string> = {}): ResultPromise {
  return publishCli(dir, args, { AWS_ENDPOINT_URL_CLOUDFRONT: cloudfront.url, ...env });
}

/** Node's loader names every module it loads under NODE_DEBUG=module: is the CloudFront SDK one of them? */
const LOADS = { NODE_DEBUG: 'module' };
const loadsCloudFront = (stderr: unknown) => /client-cloudfront/.test(String(stderr));

const built = builtFiles;

/** Retitles the first post (its tag pages list titles); returns the built paths whose bytes changed. */
async function editFirstPost(dir: string, title: string): Promise<string[]> {
  const before = await built(dir);
  const post = join(dir, 'content/posts/2024/first-post.md');
  writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
  const after = await built(dir);
  return [...after].filter(([p, b]) => !before.get(p)?.equals(b)).map(([p]) => p);
}

describe('site-api publish invalidates CloudFront (its HTTP API faked on 127.0.0.1)', () => {
  test('an edited post: one invalidation of exactly the changed paths, percent-encoded; unchanged: none', async () => {
    const { dir, prefix } = site();
    const first = await publish(dir, ['--yes']);
    expect(first.exitCode).toBe(0);
    expect(await s3.keys(prefix)).toContain(`${prefix}blog/tags/코루틴.md`);
    // Every file is new: nothing was cached, nothing to invalidate.
    expect(cloudfront.requests).toEqual([]);

    const changed = await editFirstPost(dir, '첫 글의 본문을 고쳤습니다.');
    expect(changed).toContain('/blog/tags/코루틴.md');
    expect(changed.length).toBeLessThan(15);
    const dry = await publish(dir, ['--dry-run'], LOADS);
    expect(dry.exitCode).toBe(0);
    expect(loadsCloudFront(dry.stderr)).toBe(false);
    expect(dry.stdout).toContain(
      `Then invalidate ${changed.length} paths in CloudFront distribution ${DISTRIBUTION}.`,
    );
    expect(cloudfront.requests).toEqual([]);

    const edit = await publish(dir, ['--yes'], LOADS);
    expect(loadsCloudFront(edit.stderr)).toBe(true);
    expect(edit.stderr).toContain('✔ Published');
    expect(edit.exitCode).toBe(0);
    expect(cloudfront.requests).toHaveLength(1);
    const [sent] = cloudfront.requests;
    expect(sent?.distribution).toBe(DISTRIBUTION);
    expect(sent?.paths).toContain(KOREAN_TAG);
    expect(sent?.paths.every((p) => /^\/[!-~]+$/.test(p))).toBe(true);
    expect(sent?.paths.map(decodeURIComponent).sort()).toEqual([...changed].sort());
    expect(sent?.quantity).toBe(changed.length);
    expect(sent?.callerReference).toMatch(/^site-api-\S+-\d{13}$/);
    // Signed by the default chain's credentials, for CloudFront's one (us-east-1) endpoint.
    expect(sent?.authorization).toMatch(/Credential=S3RVER\/\d{8}\/us-east-1\/cloudfront\/aws4_request/);
    const [id] = [...cloudfront.created.keys()];
    expect(edit.stderr).toContain(
      `invalidated ${changed.length} paths in CloudFront distribution ${DISTRIBUTION}: invalidation ${id}`,
    );

    const again = await publish(dir, ['--yes']);
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain('Nothing to publish');
    expect(cloudfront.requests).toHaveLength(1);

    const changedAgain = await editFirstPost(dir, '한 번 더 고쳤습니다.');
    const json = await publish(dir, ['--yes', '--json']);
    expect(json.exitCode).toBe(0);
    const out = JSON.parse(String(json.stdout));
    expect(out.plan.purge).toEqual({
      cdn: 'cloudfront',
      summary: `invalidate ${changedAgain.length} paths in CloudFront distribution ${DISTRIBUTION}`,
      count: changedAgain.length,
    });
    expect(out.result.purge).toMatchObject({ ok: true, cdn: 'cloudfront', count: changedAgain.length });
    expect(cloudfront.created.has(out.result.purge.id)).toBe(true);
    expect(cloudfront.created.size).toBe(2);
    // Two publishes of one site never share a CallerReference.
    const [a, b] = cloudfront.requests;
    expect(a?.callerReference).not.toBe(b?.callerReference);
  }, 60_000);

  test('a publish killed after its first phase: the re-run invalidates every path the killed run changed', async () => {
    const { dir, prefix } = site('proxy');
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    const changed = await editFirstPost(dir, '중간에 끊긴 발행.');
    expect(changed).toContain('/blog/first-post.md');
    const run = publish(dir, ['--yes', '--concurrency', '1']);
    // The intent manifest, then the leaves (the post itself): then the process dies without warning.
    proxy.onPut = (key) => {
      if (key === `${prefix}blog/first-post.md`) run.kill('SIGKILL');
    };
    const killed = await run;
    proxy.onPut = undefined;
    expect(killed.signal).toBe('SIGKILL');
    expect(String(await s3.get(`${prefix}blog/first-post.md`))).toContain('중간에 끊긴 발행.');
    expect(cloudfront.requests).toEqual([]);

    // The post is already live with its new bytes, so this run's own plan no longer calls it
    // changed: the killed run's pending purge, kept in its intent manifest, still names it.
    const rerun = await publish(dir, ['--yes']);
    expect(rerun.exitCode).toBe(0);
    expect(cloudfront.requests).toHaveLength(1);
    expect(cloudfront.requests[0]?.paths.map(decodeURIComponent).sort()).toEqual([...changed].sort());

    const again = await publish(dir, ['--yes']);
    expect(again.stderr).toContain('Nothing to publish');
    expect(cloudfront.requests).toHaveLength(1);
  }, 60_000);

  test('an answer lost on the way back: the retry repeats the CallerReference, and one invalidation is made', async () => {
    const { dir } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    await editFirstPost(dir, '고친 본문.');
    cloudfront.fault = {
      status: 503,
      code: 'ServiceUnavailable',
      message: 'slow down',
      afterCreating: true,
      times: 1,
    };
    const run = await publish(dir, ['--yes']);
    expect(run.stderr).toContain('retrying invalidate the CloudFront cache');
    expect(run.exitCode).toBe(0);
    expect(cloudfront.requests).toHaveLength(2);
    expect(cloudfront.requests[0]?.callerReference).toBe(cloudfront.requests[1]?.callerReference);
    expect(cloudfront.created.size).toBe(1);
    expect(run.stderr).toContain(`invalidation ${[...cloudfront.created.keys()][0]}`);
  });

  test.each([
    ['Throttling', 400],
    ['TooManyInvalidationsInProgress', 400],
  ])(
    'CloudFront answering %s (HTTP %i) is throttling: retried with backoff, then one invalidation',
    async (code, status) => {
      const { dir } = site();
      expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
      await editFirstPost(dir, `${code} 뒤의 본문.`);
      cloudfront.fault = { status, code, message: 'Rate exceeded', times: 1 };
      const run = await publish(dir, ['--yes']);
      expect(run.exitCode, String(run.stderr)).toBe(0);
      expect(run.stderr).toContain('retrying invalidate the CloudFront cache');
      expect(cloudfront.requests).toHaveLength(2);
      expect(cloudfront.created.size).toBe(1);
    },
  );

  test('CloudFront answering 500 for good: the files are published, exit 1, and the way to invalidate by hand', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    const changed = await editFirstPost(dir, '500 이후에도 올라간 본문.');
    // Few enough for the way out to list them (past 10 it offers the wildcard: tested below).
    expect(changed.length).toBeLessThanOrEqual(10);
    cloudfront.fault = { status: 500, code: 'InternalError', message: 'injected failure' };
    const run = await publish(dir, ['--yes']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('retrying invalidate the CloudFront cache');
    expect(cloudfront.requests).toHaveLength(4);
    expect(new Set(cloudfront.requests.map((r) => r.callerReference)).size).toBe(1);
    expect(run.stderr).toContain('✔ Published');
    expect(run.stderr).toContain(
      'The files are published, but CloudFront refused the invalidation: InternalError (HTTP 500)',
    );
    const hand = `aws cloudfront create-invalidation --distribution-id ${DISTRIBUTION} --paths `;
    expect(run.stderr).toContain(hand);
    expect(run.stderr).toContain(`'${KOREAN_TAG}'`);
    // Never rolled back: the edited post is live.
    const live = await s3.get(`${prefix}blog/first-post.md`);
    expect(String(live)).toContain('500 이후에도 올라간 본문.');
    expect(changed).toContain('/blog/first-post.md');
    // The manifest keeps the purge pending: the next run, with nothing to upload, sends it again.
    cloudfront.fault = undefined;
    const retried = await publish(dir, ['--yes']);
    expect(retried.stdout).toContain('0 to upload');
    expect(retried.exitCode).toBe(0);
    expect(cloudfront.requests).toHaveLength(5);
    expect(cloudfront.requests[4]?.paths.map(decodeURIComponent).sort()).toEqual([...changed].sort());
    expect(cloudfront.created.size).toBe(1);
    const again = await publish(dir, ['--yes']);
    expect(again.stderr).toContain('Nothing to publish');
    expect(again.exitCode).toBe(0);
    expect(cloudfront.requests).toHaveLength(5);
  });

  test('AccessDenied: not retried, exit 1 with the way out in --json too; credentials never printed, even with --debug', async () => {
    const { dir, prefix } = site();
    expect((await publish(dir, ['--yes'])).exitCode).toBe(0);
    await editFirstPost(dir, '권한 없는 무효화.');
    cloudfront.fault = {
      status: 403,
      code: 'AccessDenied',
      message: 'Access key {accessKeyId} is not authorized to perform: cloudfront:CreateInvalidation',
    };
    const run = await publish(dir, ['--yes', '--debug']);
    expect(run.exitCode).toBe(1);
    expect(cloudfront.requests).toHaveLength(1);
    expect(run.stderr).toContain('CloudFront refused the invalidation: AccessDenied (HTTP 403)');
    expect(run.stderr).toContain('Access key *** is not authorized');
    expect(run.stderr).toContain(
      `aws cloudfront create-invalidation --distribution-id ${DISTRIBUTION} --paths`,
    );
    expect(`${run.stdout}${run.stderr}`).not.toContain('S3RVER');
    expect(String(await s3.get(`${prefix}blog/first-post.md`))).toContain('권한 없는 무효화.');

    await editFirstPost(dir, '권한 없는 무효화, JSON.');
    const json = await publish(dir, ['--yes', '--json', '--debug']);
    expect(json.exitCode).toBe(1);
    const out = JSON.parse(String(json.stdout));
    expect(out.ok).toBe(false);
    expect(out.published).toBe(true);
    expect(out.result.purge.ok).toBe(false);
    expect(out.result.purge.error).toContain('AccessDenied');
    expect(out.result.purge.hint).toContain(`--distribution-id ${DISTRIBUTION} --paths`);
    expect(`${json.stdout}${json.stderr}`).not.toContain('S3RVER');
  });

  test('many changed paths: the way out offers the one wildcard under base_url instead of listing them', async () => {
    // In-process this time: the fake, S3RVER's credentials and nothing of the machine's AWS setup.
    const env = { ...S3_ENV, AWS_ENDPOINT_URL_CLOUDFRONT: cloudfront.url };
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    cloudfront.fault = { status: 403, code: 'AccessDenied', message: 'no' };
    try {
      const purger = cloudfrontPurger(DISTRIBUTION, {
        cwd: temp.dir,
        concurrency: 1,
        retry: DEFAULT_RETRY,
        debug: () => {},
      });
      const paths = Array.from({ length: 40 }, (_, i) => `/blog/post-${i}.md`);
      const failed = await purger
        .run({ paths, baseUrl: 'https://x.example/site', reference: 'ref-1' })
        .catch((e) => e);
      expect(failed).toBeInstanceOf(UserError);
      expect(failed.hint).toBe(
        `Invalidate by hand (one wildcard for the 40 changed paths): aws cloudfront create-invalidation --distribution-id ${DISTRIBUTION} --paths '/site/*'`,
      );
      expect(cloudfront.requests[0]?.paths).toEqual(paths.map((p) => `/site${p}`));
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
