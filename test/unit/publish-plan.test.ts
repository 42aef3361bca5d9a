import { describe, expect, test } from 'vitest';
import { type ArtifactSet, artifact, JSON_TYPE } from '../../src/build/artifacts.js';
import type { SiteConfig } from '../../src/generated/types.js';
import { UserError } from '../../src/ground/errors.js';
import { resolveTarget } from '../../src/publish/config.js';
import {
  intentManifest,
  isSafePath,
  manifestFor,
  manifestText,
  parseManifest,
  type RemoteFile,
  type RemoteState,
} from '../../src/publish/manifest.js';
import { isEmptyPlan, PHASES, phaseOf, planPublish, stalePaths } from '../../src/publish/plan.js';
import { redact } from '../../src/publish/retry.js';

/** A small build: two posts, their listing and tag twins, the JSON lists and the API index. */
function build(overrides: Record<string, string> = {}, without: string[] = []): ArtifactSet {
  const posts = JSON.stringify({
    posts: [{ url: 'https://x.example/blog/a' }, { url: 'https://x.example/blog/%EA%B8%80' }],
  });
  const files: Record<string, string> = {
    '/404.html': '<h1>404</h1>',
    '/api/index.json': '{"index":1}',
    '/api/openapi.json': '{}',
    '/api/posts.json': posts,
    '/api/tags.json': '{"tags":[]}',
    '/blog.md': '# blog',
    '/blog/a.md': '# a',
    '/blog/글.md': '# 글',
    '/blog/tags/kotlin.md': '# kotlin',
    '/feed.xml': '<feed/>',
    '/llms.txt': 'llms',
    '/openapi.json': '{}',
    '/sitemap.xml': '<urlset/>',
    ...overrides,
  };
  const set: ArtifactSet = new Map();
  for (const [path, text] of Object.entries(files).sort()) {
    if (!without.includes(path))
      set.set(path, artifact(text, path.endsWith('.json') ? JSON_TYPE : 'text/plain'));
  }
  return set;
}

const remoteOf = (set: ArtifactSet, extra: Record<string, string> = {}): RemoteState => {
  const files = new Map<string, RemoteFile>(
    [...set].map(([p, a]) => [p, { etag: a.etag, size: a.bytes.byteLength, contentType: a.contentType }]),
  );
  for (const [p, etag] of Object.entries(extra)) files.set(p, { etag, size: 1 });
  return { files, foreign: [] };
};

describe('the publish plan', () => {
  test.each([
    {
      name: 'first publish: everything, leaves first, the API index last',
      remote: { files: new Map(), foreign: [] } as RemoteState,
      next: build(),
      uploads: [
        '/404.html',
        '/blog/a.md',
        '/blog/글.md',
        '/blog.md',
        '/blog/tags/kotlin.md',
        '/api/openapi.json',
        '/api/posts.json',
        '/api/tags.json',
        '/feed.xml',
        '/openapi.json',
        '/sitemap.xml',
        '/llms.txt',
        '/api/index.json',
      ],
      deletes: [],
      unchanged: 0,
    },
    {
      name: 'unchanged: nothing',
      remote: remoteOf(build()),
      next: build(),
      uploads: [],
      deletes: [],
      unchanged: 13,
    },
    {
      name: 'one post edited: the post, then what lists it',
      remote: remoteOf(build()),
      next: build({ '/blog/a.md': '# a, edited', '/blog.md': '# blog 2', '/feed.xml': '<feed>2</feed>' }),
      uploads: ['/blog/a.md', '/blog.md', '/feed.xml'],
      deletes: [],
      unchanged: 10,
    },
    {
      name: 'a post deleted: the lists change, the post goes last',
      remote: remoteOf(build()),
      next: build({ '/blog.md': '# blog 2' }, ['/blog/a.md']),
      uploads: ['/blog.md'],
      deletes: ['/blog/a.md'],
      unchanged: 11,
    },
  ])('$name', ({ remote, next, uploads, deletes, unchanged }) => {
    const plan = planPublish(remote, next, 20);
    expect(plan.uploads.map((s) => s.path)).toEqual(uploads);
    expect(plan.deletes.map((s) => s.path)).toEqual(deletes);
    expect(plan.unchanged).toBe(unchanged);
    expect(plan.deletesBlocked).toBe(false);
  });

  test.each([
    { deletes: 3, max: 3, blocked: false },
    { deletes: 4, max: 3, blocked: true },
    { deletes: 1, max: 0, blocked: true },
  ])('$deletes deletions with --max-deletes $max: blocked $blocked', ({ deletes, max, blocked }) => {
    const extra = Object.fromEntries(Array.from({ length: deletes }, (_, i) => [`/blog/old-${i}.md`, '"x"']));
    const plan = planPublish(remoteOf(build(), extra), build(), max);
    expect(plan.deletes).toHaveLength(deletes);
    expect(plan.deletesBlocked).toBe(blocked);
  });

  test('a file whose remote hash differs is changed; reasons name new, changed and gone', () => {
    const remote = remoteOf(build({}, ['/llms.txt']), { '/old.md': '"o"' });
    remote.files.set('/feed.xml', { etag: '"stale"' });
    const plan = planPublish(remote, build(), 20);
    expect(plan.uploads.map((s) => [s.path, s.reason])).toEqual([
      ['/feed.xml', 'changed'],
      ['/llms.txt', 'new'],
    ]);
    expect(plan.deletes.map((s) => [s.path, s.reason])).toEqual([['/old.md', 'gone']]);
  });

  // What a document points at goes live a phase before it: a sitemap index (past 50,000 URLs) before
  // its parts would send crawlers to missing files, and so would llms.txt before llms-full.txt, or
  // llms-full.txt (which lists every API path, the feed and the sitemap) before those.
  test.each([
    ['/sitemap-1.xml', 'index'],
    ['/sitemap-12.xml', 'index'],
    ['/feed.xml', 'index'],
    ['/feed.json', 'index'],
    ['/index.xml', 'index'],
    ['/api/posts.json', 'index'],
    ['/sitemap.xml', 'sitemap'],
    ['/robots.txt', 'guide'],
    ['/llms-full.txt', 'guide'],
    ['/llms.txt', 'llms'],
    ['/api/index.json', 'entry'],
    ['/_site-api/files.json', 'files'],
  ])('%s goes live in the %s phase', (path, phase) => {
    expect(phaseOf(path, new Set())).toBe(phase);
  });

  test('a sitemap index and llms.txt upload after the files they point at', () => {
    const next = build({
      '/sitemap-1.xml': '<urlset/>',
      '/sitemap-2.xml': '<urlset/>',
      '/llms-full.txt': 'full',
      '/robots.txt': 'Sitemap: /sitemap.xml',
    });
    const plan = planPublish({ files: new Map(), foreign: [] }, next, 20);
    const rank = (path: string) => {
      const step = plan.uploads.find((s) => s.path === path);
      return PHASES.indexOf(step?.phase as (typeof PHASES)[number]);
    };
    expect(rank('/sitemap-1.xml')).toBeLessThan(rank('/sitemap.xml'));
    expect(rank('/sitemap-2.xml')).toBeLessThan(rank('/sitemap.xml'));
    expect(rank('/llms-full.txt')).toBeLessThan(rank('/llms.txt'));
    for (const pointedAt of ['/api/posts.json', '/feed.xml', '/sitemap.xml'])
      expect(rank(pointedAt)).toBeLessThan(rank('/llms-full.txt'));
    expect(rank('/blog/tags/kotlin.md')).toBeLessThan(rank('/sitemap-1.xml'));
    expect(rank('/sitemap.xml')).toBeLessThan(rank('/robots.txt'));
  });

  test.each([
    { name: 'another Cache-Control', sent: { cacheControl: 'no-cache' }, want: 'headers' },
    { name: 'no Cache-Control recorded', sent: {}, want: 'headers' },
    {
      name: 'another content type',
      sent: { cacheControl: 'max-age=60', contentType: 'text/html' },
      want: 'headers',
    },
    { name: 'the same headers', sent: { cacheControl: 'max-age=60' }, want: undefined },
  ])('same bytes, $name: $want', ({ sent, want }) => {
    const remote = remoteOf(build());
    for (const [path, f] of remote.files) remote.files.set(path, { ...f, cacheControl: 'max-age=60' });
    const feed = remote.files.get('/feed.xml');
    remote.files.set('/feed.xml', { etag: feed?.etag ?? '', ...sent });
    const plan = planPublish(remote, build(), 20, 'max-age=60');
    expect(plan.uploads.map((s) => [s.path, s.reason])).toEqual(want ? [['/feed.xml', want]] : []);
  });

  test('the hash list goes live last, after the API index, and keeps its own Cache-Control', () => {
    const next = build({ '/_site-api/files.json': '{"version":1}' });
    const plan = planPublish({ files: new Map(), foreign: [] }, next, 20, 'max-age=60');
    expect(plan.uploads.at(-1)?.path).toBe('/_site-api/files.json');
    expect(plan.uploads.at(-2)?.path).toBe('/api/index.json');
    expect(PHASES.at(-1)).toBe('files');
    // Recorded with `no-cache` whatever the target's cache_control: the next plan finds it unchanged.
    const entries = manifestFor(next, new Map(), 'max-age=60');
    expect(entries.find((e) => e.path === '/_site-api/files.json')?.cacheControl).toBe('public, no-cache');
    expect(entries.find((e) => e.path === '/feed.xml')?.cacheControl).toBe('max-age=60');
    const parsed = parseManifest(manifestText(entries));
    const again = planPublish({ files: parsed?.files ?? new Map(), foreign: [] }, next, 20, 'max-age=60');
    expect(again.uploads).toEqual([]);
  });

  test("a new file at a path the user's own object holds is an overwrite, and purged if allowed", () => {
    const next = build({ '/blog/hello.md': '# hello' });
    const remote = { ...remoteOf(build()), foreign: ['/blog/hello.md', '/notes.txt'] };
    const plan = planPublish(remote, next, 20);
    expect(plan.uploads.map((s) => [s.path, s.reason])).toEqual([['/blog/hello.md', 'new']]);
    expect(plan.overwrites).toEqual(['/blog/hello.md']);
    expect(plan.foreign).toEqual(['/blog/hello.md', '/notes.txt']);
    // The user's copy may be cached: replacing it makes it stale.
    expect(stalePaths(plan)).toEqual(['/blog/hello.md']);
    expect(planPublish(remoteOf(build()), next, 20).overwrites).toEqual([]);
  });

  test('a whole-folder target (no remote state) deploys every file', () => {
    const plan = planPublish(null, build(), 20);
    expect(plan.whole).toBe(true);
    expect(plan.uploads).toHaveLength(13);
    expect(new Set(plan.uploads.map((s) => s.reason))).toEqual(new Set(['deploy']));
  });

  test('a manifest keeps the files a capped publish did not delete', () => {
    const entries = manifestFor(build(), new Map([['/gone.md', { etag: '"g"', size: 3 }]]));
    expect(entries.map((e) => e.path)).toContain('/gone.md');
    const parsed = parseManifest(JSON.stringify({ version: 1, files: entries }));
    expect(parsed?.files.get('/gone.md')?.etag).toBe('"g"');
    expect(parsed?.files.get('/api/index.json')?.etag).toBe(build().get('/api/index.json')?.etag);
  });
});

describe('a publish killed after uploading, re-run with another build', () => {
  // The intent manifest is what a killed run leaves on the target: it must name every path the run
  // may have written, with an ETag no build has, so the next plan uploads or deletes each of them.
  const killedAfterUploads = () => {
    const old = build();
    const next = build({ '/blog/new.md': '# new', '/blog.md': '# blog 2' });
    const plan = planPublish(remoteOf(old), next, 20);
    const text = manifestText(intentManifest(remoteOf(old).files, plan, next));
    const parsed = parseManifest(text);
    return { files: parsed?.files ?? new Map(), foreign: [], purge: parsed?.purge } as RemoteState;
  };

  test('a new file the next build no longer has is deleted', () => {
    const plan = planPublish(killedAfterUploads(), build(), 20);
    expect(plan.deletes.map((s) => s.path)).toEqual(['/blog/new.md']);
    expect(plan.uploads.map((s) => [s.path, s.reason])).toEqual([['/blog.md', 'changed']]);
  });

  test('every file the killed run meant to upload is uploaded again; the others are trusted', () => {
    const next = build({ '/blog/new.md': '# new', '/blog.md': '# blog 2' });
    const plan = planPublish(killedAfterUploads(), next, 20);
    expect(plan.uploads.map((s) => s.path).sort()).toEqual(['/blog.md', '/blog/new.md']);
    expect(plan.deletes).toEqual([]);
    expect(plan.unchanged).toBe(next.size - 2);
  });

  test('a purge still owed is carried into the next plan, even when its files are all unchanged', () => {
    const next = build();
    const text = manifestText(manifestFor(next), ['/blog/a.md', '/api/posts.json', '/../x']);
    const parsed = parseManifest(text);
    expect(parsed?.purge).toEqual(['/blog/a.md', '/api/posts.json']);
    const plan = planPublish(
      { files: parsed?.files ?? new Map(), foreign: [], purge: parsed?.purge },
      next,
      20,
    );
    expect(plan.uploads).toEqual([]);
    expect(isEmptyPlan(plan)).toBe(false);
    expect(stalePaths(plan)).toEqual(['/blog/a.md', '/api/posts.json']);
    // Owed nothing: the manifest says nothing of a purge.
    expect(JSON.parse(manifestText(manifestFor(next)))).not.toHaveProperty('purge');
    expect(isEmptyPlan(planPublish(remoteOf(next), next, 20))).toBe(true);
  });
});

describe('paths and secrets', () => {
  test.each([
    ['/blog/a.md', true],
    ['/blog/tags/코루틴.md', true],
    ['/../etc/passwd', false],
    ['/blog/../../x', false],
    ['blog/a.md', false],
    ['/a//b', false],
    ['/a\\b', false],
    ['/a\nb', false],
  ])('isSafePath(%j) is %s', (path, safe) => {
    expect(isSafePath(path)).toBe(safe);
  });

  test('a manifest naming an unsafe path drops it', () => {
    const parsed = parseManifest(
      JSON.stringify({
        files: [
          { path: '/../x', etag: '"e"' },
          { path: '/ok', etag: '"e"' },
        ],
      }),
    );
    expect([...(parsed?.files.keys() ?? [])]).toEqual(['/ok']);
    expect(parseManifest('not json')).toBeUndefined();
  });

  test('redact blanks credential values wherever they appear', () => {
    const env = { AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' };
    expect(redact('<AWSAccessKeyId>AKIAEXAMPLE</AWSAccessKeyId> wJalrXUtnFEMI', env)).toBe(
      '<AWSAccessKeyId>***</AWSAccessKeyId> ***',
    );
  });
});

describe('choosing a target', () => {
  const config = (publish: SiteConfig['publish']) => ({ publish }) as SiteConfig;
  const two = config({
    targets: { prod: { type: 's3', bucket: 'site', max_deletes: 5 }, mirror: { type: 'dir', path: 'out' } },
  });

  test.each([
    {
      name: 'the only target',
      cfg: config({ targets: { only: { type: 'dir', path: 'x' } } }),
      flag: undefined,
      want: 'only',
    },
    { name: '--target', cfg: two, flag: 'mirror', want: 'mirror' },
    {
      name: 'publish.default',
      cfg: config({ ...two.publish, default: 'prod' } as SiteConfig['publish']),
      flag: undefined,
      want: 'prod',
    },
  ])('$name', ({ cfg, flag, want }) => {
    expect(resolveTarget(cfg, { target: flag }).target.name).toBe(want);
  });

  test.each([
    {
      name: 'no publish section',
      cfg: config(undefined),
      flag: undefined,
      message: /names no publish target/,
    },
    {
      name: 'two targets, no default',
      cfg: two,
      flag: undefined,
      message: /2 publish targets.*no publish.default/,
    },
    { name: 'an unknown name', cfg: two, flag: 'staging', message: /No publish target "staging"/ },
    {
      name: 'a field of another kind of target',
      cfg: config({ targets: { x: { type: 'dir', path: 'out', bucket: 'b' } } }),
      flag: undefined,
      message: /type dir, which does not read bucket/,
    },
  ])('refused: $name', ({ cfg, flag, message }) => {
    expect(() => resolveTarget(cfg, { target: flag })).toThrow(UserError);
    expect(() => resolveTarget(cfg, { target: flag })).toThrow(message);
  });

  test('--max-deletes beats the target, which beats the default of 20', () => {
    expect(resolveTarget(two, { target: 'prod' }).maxDeletes).toBe(5);
    expect(resolveTarget(two, { target: 'prod', maxDeletes: 0 }).maxDeletes).toBe(0);
    expect(resolveTarget(two, { target: 'mirror' }).maxDeletes).toBe(20);
  });

  test("s3 defaults: the bucket root and an hour's caching", () => {
    const { target } = resolveTarget(two, { target: 'prod' });
    expect(target).toMatchObject({
      type: 's3',
      prefix: '',
      cacheControl: 'public, max-age=3600',
      forcePathStyle: false,
    });
  });
});
