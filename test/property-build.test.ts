import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSite } from '../src/content/load.js';
import { buildInMemory } from '../src/core/build.js';
import { checkForBuild } from '../src/core/validate.js';
import { writeArtifacts } from '../src/core/write.js';
import { countDiagnostics } from '../src/ground/diagnostics.js';
import { makeSite, tempDir } from './helpers.js';

// validate ⇔ build: random sites (ids, tags, permalinks, dates, Unicode) either get a validate error or
// build, write and pass the build's own checks. Nothing may throw: a throw is what reaches the user as
// "a bug in site-api". Bounded for CI; fast-check prints the seed and the shrunk site on failure.
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const { dir, cleanup } = tempDir('site-api-prop-');
afterAll(cleanup);

const nasty = [
  '\u0000',
  '\u001b[2J',
  '\ud800',
  '\uFFFE',
  '\u202E',
  '\uFEFF',
  '\t',
  '\n',
  '/',
  '..',
  '.md',
  '#',
  '?',
  '%',
  '"',
  '\\',
  ' ',
];
// Mostly content that is fine (Unicode included), sometimes something nasty: a property over sites that
// are nearly always refused would say little about builds.
const good = fc.oneof(
  fc.constantFrom(
    '코루틴 정리',
    'Kotlin',
    'Android',
    'Jetpack Compose',
    'C#',
    'C++',
    'Go',
    '🚀 launch',
    'e\u0301te',
    'İstanbul',
    'straße',
  ),
  fc.stringMatching(/^[a-zA-Z가-힣][a-zA-Z0-9가-힣 ]{0,10}$/),
);
const bad = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(
    '코루틴',
    'Kotlin',
    'kotlin',
    'Jetpack Compose',
    'jetpack-compose',
    'C#',
    'C++',
    '.',
    '..',
    'a.md',
    'index',
    '🚀',
    'İ',
    'ß',
    'e\u0301',
  ),
  fc.tuple(fc.constantFrom('a', '코', 'x'), fc.constantFrom(...nasty)).map(([a, b]) => a + b),
);
const text = fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });
const id = fc.oneof(
  fc.constantFrom(
    'index',
    'projects',
    'experience',
    'blog',
    'feed',
    'kotlin',
    'a',
    'api',
    'llms',
    'sitemap',
    'robots',
    '404',
  ),
  fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,4})?$/),
  fc.constantFrom('Bad Id', '코루틴', 'a.b', 'UPPER'),
);
const date = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 1, 1970, 2024, 9999)),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.constantFrom('', 'T00:00:00Z', 'T23:59:59-12:00', 'T00:00:00+14:00', ' 10:30'),
  )
  .map(
    ([y, m, d, t]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}${t}`,
  );
const permalink = fc.constantFrom(
  undefined,
  '/blog/{id}',
  '/{id}',
  '/api/{id}',
  '/blog/../{id}',
  '/blog.md/{id}',
  '/blog/tags/{id}',
  '/feed.xml/{id}',
);
const tagLink = fc.constantFrom(
  undefined,
  '/blog/tags/{slug}',
  '/blog/{slug}',
  '/{slug}',
  '/tags/./{slug}',
  '/api/{slug}',
);
const feed = fc.constantFrom(
  undefined,
  '/feed.xml',
  '/blog.xml',
  '/blog/feed.xml',
  '/../feed.xml',
  '/index.md.xml',
);
// A post's own address and its old ones: pages that are files (`.html`) or folders, and now and then
// one of the site's own paths. Files beside a post (published under its address) and under static/
// (at their own path), now and then on a path something else has.
const sitePath = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom('/notes/', '/old/', '/'), fc.nat(20), fc.constantFrom('.html', '/', ''))
      .map(([folder, n, end]) => `${folder}p${n}${end}`),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      '/blog/a',
      '/blog',
      '/feed.xml',
      '/api/a',
      '/api.html',
      '/_site-api.html',
      '/blog/tags/kotlin',
      '/index.html',
    ),
    weight: 1,
  },
  // The addresses whose files land in a namespace site-api keeps (/api/, /_site-api/).
  { arbitrary: fc.constantFrom('/api.html', '/_site-api.html'), weight: 1 },
);
const besideFile = fc.oneof(
  { arbitrary: fc.constantFrom('fig.svg', 'data/b.svg'), weight: 3 },
  { arbitrary: fc.constantFrom('index.html', 'notes.txt', 'a.html'), weight: 1 },
);
const staticFile = fc.oneof(
  { arbitrary: fc.constantFrom('images/x.svg', 'p1.html', 'notes/p2/fig.svg'), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'blog/a/fig.svg',
      'blog/index.html',
      'notes/p1.html',
      'p3.html/x.svg',
      'blog/tags/kotlin/index.html',
      'feed.xml',
    ),
    weight: 1,
  },
);
/** Now and then a value, mostly none (undefined). */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
const post = fc.record({
  id,
  title: text,
  date,
  tags: fc.array(text, { maxLength: 4 }),
  summary: fc.option(text, { nil: undefined }),
  body: text,
  draft: fc.boolean(),
  aliases: fc.constant<string[]>([]),
  files: fc.constant<string[]>([]),
});
const site = fc.record({
  posts: fc.array(post, { maxLength: 5 }),
  permalink,
  tagLink,
  feed,
  statics: fc.constant<string[]>([]),
});

// The published paths alone: posts that are otherwise valid, with their own addresses, old ones, a
// category, files beside them and under static/, under the permalinks above (a post's files under a
// page that is a file made the build fail with EEXIST until validate saw it).
const pathsPost = fc.record({
  id: fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{0,4}$/), weight: 4 },
    { arbitrary: fc.constantFrom('index', 'blog', 'feed', 'kotlin', 'api', 'p1'), weight: 1 },
  ),
  title: fc.constantFrom('코루틴 정리', 'Kotlin'),
  date: fc.constantFrom('2024-01-02', '2019-07-21T22:30:00+09:00', '2024-01-02T00:00:00Z'),
  tags: fc.subarray(['Kotlin', 'Android', '코루틴', 'API'], { maxLength: 2 }),
  body: fc.constant('body'),
  draft: fc.boolean(),
  url: rarely(sitePath),
  aliases: rarely(fc.array(sitePath, { minLength: 1, maxLength: 2 })).map((a) => a ?? []),
  category: rarely(fc.constantFrom('android', 'kotlin', 'blog', 'api', 'x/..')),
  files: fc.oneof(fc.constant<string[]>([]), fc.array(besideFile, { minLength: 1, maxLength: 2 })),
});
const pathsSite = fc.record({
  posts: fc.array(pathsPost, { minLength: 1, maxLength: 5 }),
  permalink: fc.constantFrom(
    undefined,
    '/{id}',
    '/{id}.html',
    '/notes/{id}.html',
    '/{year}/{month}/{id}/',
    '/{category}/{id}',
    '/blog/tags/{id}',
  ),
  tagLink: fc.constantFrom(undefined, '/blog/tags/{slug}', '/{slug}', '/topics/{slug}'),
  feed: fc.constantFrom(undefined, '/feed.xml', '/blog/feed.xml', '/notes/p1.xml'),
  statics: rarely(fc.array(staticFile, { minLength: 1, maxLength: 2 })).map((f) => f ?? []),
});

let run = 0;
interface RandomSite {
  posts: {
    id: string;
    title: string;
    date: string;
    tags: string[];
    summary?: string;
    body: string;
    draft: boolean;
    url?: string;
    aliases: string[];
    category?: string;
    files: string[];
  }[];
  permalink?: string;
  tagLink?: string;
  feed?: string;
  statics: string[];
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n';

/** A file of the content folder, its folders made. */
function put(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function writeSite(s: RandomSite): string {
  const root = join(dir, `s${run++}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  makeSite(root);
  const config = [
    s.feed ? `feed: ${JSON.stringify(s.feed)}` : '',
    s.permalink || s.tagLink ? 'permalinks:' : '',
    s.permalink ? `  post: ${JSON.stringify(s.permalink)}` : '',
    s.tagLink ? `  tag: ${JSON.stringify(s.tagLink)}` : '',
  ].filter(Boolean);
  if (config.length) appendFileSync(join(root, 'content/site.yaml'), `${config.join('\n')}\n`);
  for (const [i, p] of s.posts.entries()) {
    const front = [
      `title: ${JSON.stringify(p.title)}`,
      `date: ${JSON.stringify(p.date)}`,
      `tags: ${JSON.stringify(p.tags)}`,
      p.summary === undefined ? '' : `summary: ${JSON.stringify(p.summary)}`,
      p.draft ? 'draft: true' : '',
      p.url === undefined ? '' : `url: ${JSON.stringify(p.url)}`,
      p.aliases.length ? `aliases: ${JSON.stringify(p.aliases)}` : '',
      p.category === undefined ? '' : `category: ${p.category}`,
    ].filter(Boolean);
    const file = join(root, 'content/posts', String(i), `${p.id}.md`);
    put(file, `---\n${front.join('\n')}\n---\n${p.body}\n`);
    for (const name of p.files) put(join(file.slice(0, -3), name), SVG);
  }
  for (const name of s.statics) put(join(root, 'content/static', name), SVG);
  return root;
}

/**
 * Validate and build one site in this process: the build refuses exactly the content validate refuses,
 * never with a bare problem, and what it builds is written. Whether it built.
 */
async function buildsAsValidated(s: RandomSite): Promise<boolean> {
  const root = writeSite(s);
  const now = Date.parse('2030-01-01T00:00:00Z');
  const loaded = loadSite({ root: join(root, 'content'), cwd: root });
  const found = await checkForBuild(loaded, { now, fixedDate: false });
  const built = buildInMemory({ cwd: root, root: 'content', now });
  const errors = countDiagnostics(found).errors;
  expect(
    built.ok,
    JSON.stringify(built.ok ? [] : [...built.problems, ...built.diagnostics.slice(0, 3)]),
  ).toBe(errors === 0);
  if (!built.ok) {
    expect(built.problems).toEqual([]);
    return false;
  }
  // The API's namespace and the hash list's folder hold only what site-api puts there (a post at
  // /api.html had its files published into /api/ until session 38).
  for (const path of built.artifacts.keys()) {
    // A path with a `..` segment lands elsewhere on disk (a category `x/..` once put files on /api/'s).
    expect(path, 'a file published through a . or .. segment').not.toMatch(/\/\.\.?(\/|$)/);
    expect(path, 'a file in a namespace site-api keeps').toMatch(
      /^\/(?!api\/|_site-api\/)|^\/api\/[a-z]+\.json$|^\/_site-api\/files\.json$/,
    );
  }
  writeArtifacts(join(root, 'dist'), built.artifacts);
  rmSync(root, { recursive: true, force: true });
  return true;
}

// A fixed seed by default, so that CI runs the same sites every time and the clean-share bounds below
// cannot flake; PROPERTY_SEED=<n> explores others (the seed of a failure is printed).
const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);

/** How many of NUM_RUNS random sites built clean, each checked by buildsAsValidated. */
async function cleanBuilds(sites: fc.Arbitrary<RandomSite>): Promise<number> {
  let clean = 0;
  await fc.assert(
    fc.asyncProperty(sites, async (s) => {
      if (await buildsAsValidated(s)) clean++;
    }),
    { numRuns: NUM_RUNS, verbose: 1, seed: SEED },
  );
  return clean;
}

describe('validate ⇔ build (property)', () => {
  test(`a site validate finds clean builds, writes and checks out (${NUM_RUNS} random sites)`, async () => {
    const clean = await cleanBuilds(site);
    // The generator must reach clean sites too, or the property says nothing about builds: 4–9% of
    // them at seeds 1–6 (300 sites each; 7–12% before the /api/ patterns became findings), 5 of the
    // CI seed's 40, so the bound leaves room for PROPERTY_SEED's explorations.
    expect(clean).toBeGreaterThan(NUM_RUNS / 40);
  }, 240_000);

  test(`published paths: addresses, aliases, files beside posts and static files (${NUM_RUNS} random sites)`, async () => {
    expect(await cleanBuilds(pathsSite)).toBeGreaterThan(NUM_RUNS / 5);
  }, 240_000);
});
