import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, test } from 'vitest';
import { loadSite } from '../../src/content/load.js';
import { joinerOf, listedWith, listingOf, walkContent } from '../../src/content/walk.js';
import { contentKey } from '../../src/core/unchanged.js';
import { makeSite, REPO, tempDir } from '../helpers.js';

// The content's key lists the whole folder as it reads it; a load handed the bytes it read takes that
// listing instead of walking the folder again (content/walk.ts listedWith). It must find what the walk
// finds: the same files, in the same order, and the same warnings, on every fixture and the sample.
const { dir, cleanup } = tempDir('site-api-listing-');
afterAll(cleanup);

const sites: [name: string, root: string][] = [
  ['the sample site', join(REPO, 'content')],
  ...readdirSync(join(REPO, 'test/fixtures/broken')).map((fixture) => {
    const site = join(dir, fixture);
    makeSite(site, fixture);
    return [fixture, join(site, 'content')] as [string, string];
  }),
  [
    'skipped and tool folders, a top-level dist, nested posts',
    (() => {
      const site = join(dir, 'folders');
      makeSite(site);
      const root = join(site, 'content');
      const files: [path: string, text: string][] = [
        ['_drafts/a.md', '# draft\n'],
        ['.notes/b.md', 'note\n'],
        ['.git/HEAD', 'ref: refs/heads/main\n'],
        ['.github/PULL_REQUEST_TEMPLATE.md', 'template\n'],
        ['node_modules/x/README.md', 'readme\n'],
        ['dist/index.html', '<p>old</p>\n'],
        ['posts/2024/deep/er/c.md', '---\ntitle: c\ndate: 2024-01-02\n---\nc\n'],
        ['posts/_d/d.md', 'draft\n'],
        ['static/dist/keep.txt', 'kept\n'],
      ];
      for (const [path, text] of files) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      mkdirSync(join(root, 'posts/empty'), { recursive: true });
      return root;
    })(),
  ],
  [
    'a file name that is not UTF-8',
    (() => {
      const site = join(dir, 'latin1-name');
      makeSite(site);
      const root = join(site, 'content');
      writeFileSync(
        Buffer.concat([Buffer.from(`${root}/posts/caf`), Buffer.from([0xe9]), Buffer.from('.md')]),
        'x\n',
      );
      return root;
    })(),
  ],
];

test.each(sites)('%s: the load from the key’s listing finds what a walk finds', (_name, root) => {
  const read = new Map<string, Buffer>();
  const key = contentKey(root, {}, undefined, read);
  const walked = loadSite({ root, cwd: REPO });
  if (key === undefined || listedWith.get(read) === undefined) {
    // A symbolic link, a name that is not UTF-8: no listing is kept, the load walks.
    expect(loadSite({ root, cwd: REPO, preread: read }).files).toEqual(walked.files);
    return;
  }
  const listed = loadSite({ root, cwd: REPO, preread: read });
  expect(listed.files).toEqual(walked.files);
  expect(listed.diagnostics).toEqual(walked.diagnostics);
  expect(listed.posts.map((p) => p.file.path)).toEqual(walked.posts.map((p) => p.file.path));
  expect((listed.assets ?? []).map((a) => a.rel)).toEqual((walked.assets ?? []).map((a) => a.rel));
});

test('most sites here keep the listing (the test above compares something)', () => {
  const kept = sites.filter(([, root]) => {
    const read = new Map<string, Buffer>();
    contentKey(root, {}, undefined, read);
    return listedWith.get(read) !== undefined;
  });
  expect(kept.length).toBeGreaterThan(sites.length - 5);
});

// The key keeps each file's bytes under the path it opened; the load looks them up under the path it
// opens (FoundFile.abs). Both are joined without path.join (joinerOf): however the root is spelled,
// the two must be the same string, or every file is read twice.
test.each([
  ['absolute', (root: string) => root],
  ['relative', (root: string) => relative(process.cwd(), root)],
  ['with ./ and a trailing slash', (root: string) => `./${relative(process.cwd(), root)}/`],
  ['through ..', (root: string) => join(root, '..', 'content')],
])('a root spelled %s: the load finds every content file’s bytes where the key kept them', (_name, spell) => {
  const root = spell(join(REPO, 'content'));
  const read = new Map<string, Buffer>();
  expect(contentKey(root, {}, undefined, read)).toBeDefined();
  const listed = listedWith.get(read);
  expect(listed).toBeDefined();
  // What the load opens, from the key's listing and from a walk of its own.
  for (const { files } of [listingOf(root, listed?.raws ?? [], String), walkContent(root, String)]) {
    const content = files.filter((f) => /\.(md|ya?ml)$/.test(f.abs));
    expect(content.length).toBeGreaterThan(10);
    expect(content.filter((f) => !read.has(f.abs)).map((f) => f.abs)).toEqual([]);
  }
});

test('joinerOf(root)(rel) is join(root, rel) for a rel of plain names, whatever the root', () => {
  const segment = fc.constantFrom('.', '..', '', 'a', 'content', '콘텐츠', '.hidden', '..b');
  const root = fc
    .tuple(fc.boolean(), fc.array(segment, { maxLength: 5 }))
    .map(([abs, parts]) => `${abs ? '/' : ''}${parts.join('/')}`);
  const name = fc.constantFrom('a.md', 'b', '.c', '..d', '글.md', 'x y');
  fc.assert(
    fc.property(root, fc.array(name, { minLength: 1, maxLength: 4 }), (r, names) => {
      if (r === '') return;
      expect(joinerOf(r)(names.join(sep))).toBe(join(r, ...names));
    }),
    { numRuns: 3000 },
  );
});
