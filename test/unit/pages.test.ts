import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type BuiltPost, siteData } from '../../src/build/model.js';
import { encodeGreaterThan, highlight } from '../../src/build/pages/highlight.js';
import { pageFiles } from '../../src/build/pages/index.js';
import { createRenderer, slugOf } from '../../src/build/pages/markdown.js';
import { abridge, inlineHtml } from '../../src/build/pages/portal.js';
import { pageFile, twinFile, urlsFor } from '../../src/build/pages/urls.js';
import { loadSite } from '../../src/content/load.js';
import type { Memo } from '../../src/ground/memo.js';
import { REPO } from '../helpers.js';

describe('urls', () => {
  test.each([
    ['https://x.example', '/blog/a', '/blog/a', 'https://x.example/blog/a'],
    ['https://x.example', '/', '/', 'https://x.example/'],
    ['https://x.example/notes', '/blog/a', '/notes/blog/a', 'https://x.example/notes/blog/a'],
    ['https://x.example/notes', '/', '/notes/', 'https://x.example/notes/'],
    [
      'https://x.example',
      '/blog/tags/코루틴',
      '/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4',
      'https://x.example/blog/tags/%EC%BD%94%EB%A3%A8%ED%8B%B4',
    ],
  ])('%s + %s → link %s, absolute %s', (base, path, href, abs) => {
    const urls = urlsFor(base);
    expect(urls.href(path)).toBe(href);
    expect(urls.abs(path)).toBe(abs);
    expect(urls.local(abs)).toBe(href);
    expect(urls.pathOf(abs)).toBe(path);
  });

  test.each([
    ['/', '/index.html', '/index.md'],
    ['/blog', '/blog/index.html', '/blog.md'],
    ['/blog/tags/코루틴', '/blog/tags/코루틴/index.html', '/blog/tags/코루틴.md'],
  ])('the page %s is the file %s, its twin %s', (path, file, twin) => {
    expect(pageFile(path)).toBe(file);
    expect(twinFile(path)).toBe(twin);
  });
});

describe('markdown', () => {
  const render = createRenderer();

  test.each([
    ['측정 결과', '측정-결과'],
    ['Baseline Profile로 줄이기!', 'baseline-profile로-줄이기'],
    ['  a -- b  ', 'a-b'],
    ['?!', ''],
  ])('the anchor of %j is %j', (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });

  test('headings link to themselves, duplicates are numbered', () => {
    const html = render('## 개요\n\n## 개요\n');
    expect(html).toContain('<h2 id="개요"><a class="anchor" href="#%EA%B0%9C%EC%9A%94">개요</a></h2>');
    expect(html).toContain('<h2 id="개요-2">');
  });

  test('images load lazily; raw HTML is kept; table alignment is a class', () => {
    const html = render(
      '![그림](a.png)\n\n<details><summary>더 보기</summary>x</details>\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |\n',
    );
    expect(html).toContain('<img src="a.png" alt="그림" loading="lazy" decoding="async">');
    expect(html).toContain('<details><summary>더 보기</summary>x</details>');
    expect(html).toContain('<th class="align-center">a</th>');
    expect(html).toContain('<td class="align-right">2</td>');
    expect(html).not.toContain('style=');
  });

  test.each([
    ['kotlin', 'val f = { x: Int -> x > 1 }', 'language-kotlin'],
    ['kt', 'fun a() = 1', 'language-kotlin'],
    ['no-such-language', '<b> & >', '<pre tabindex="0"><code>&lt;b&gt; &amp; &gt;</code></pre>'],
  ])('code in %s is highlighted, and no raw < or > is left in text', (lang, code, expected) => {
    const html = highlight(code, lang);
    expect(html).toContain(expected);
    const text = html.replace(/<\/?(pre|code|span)[^>]*>/g, '');
    expect(text).not.toMatch(/[<>]/);
  });

  test("a > inside an attribute Prism wrote does not end its tag; the code's > around it are encoded", () => {
    const prism =
      '<span class="token entity" title="a>b &quot;c&quot;">&amp;gt;</span> x > y <span class="t">-></span>';
    expect(encodeGreaterThan(prism)).toBe(
      '<span class="token entity" title="a>b &quot;c&quot;">&amp;gt;</span> x &gt; y <span class="t">-&gt;</span>',
    );
  });

  // highlight() skips encodeGreaterThan for code without a `>`: every `>` Prism writes then ends a tag,
  // also where a hook writes HTML of its own (Markdown's fenced code highlighted inside, markup's
  // entity titles, PHP put back into markup).
  test.each([
    ['kotlin', 'val xs = listOf(1, 2) // 합계 & "문자열"'],
    ['markdown', '# 제목\n\n```kotlin\nval a = "<b" + b\n```\n\n`x < y` &amp; *강조*'],
    ['markup', 'x &amp; y &lt; z &#38; <a href="b" title="&quot;c&quot;"'],
    ['php', 'a & b <?php echo $a & $b;'],
    ['bash', 'cat <<EOF | grep -v "$HOME" 2<&1 # 주석'],
    ['graphql', 'query Q($id: ID!) { post(id: $id) { title } }'],
  ])('code in %s without a > gives no > but tags ends: nothing is left to encode', (lang, code) => {
    expect(code).not.toContain('>');
    const inner = highlight(code, lang).replace(/^<pre[^>]*><code[^>]*>|<\/code><\/pre>$/g, '');
    expect(inner).toContain('<span class="token');
    expect(encodeGreaterThan(inner)).toBe(inner);
  });

  test.each([
    ['kotlin', 'val m: Map<String, List<Int>> = mapOf()\nval f = { x: Int -> x >> 1 > 0 } // a > b'],
    ['typescript', 'const a = (x: Array<Set<number>>) => x.length > 2 && "<b>" !== \'>\';'],
    ['bash', 'echo "a > b" > out.txt 2>&1 && cat <<EOF >> log\n>x\nEOF'],
    // Prism names an entity in a title attribute: its span is closed like any other.
    ['markup', '<div class="a>b">x &gt; y &amp; z</div><!-- > -->'],
    ['java', 'if (a > b) { List<? extends T> l = new ArrayList<>(); }'],
    ['yaml', 'key: >\n  folded > text'],
  ])('highlighted %s is the code itself once its tags are taken out', (lang, code) => {
    const html = highlight(code, lang);
    const inner = html.replace(/^<pre[^>]*><code[^>]*>|<\/code><\/pre>$/g, '');
    expect(inner).toContain('<span class="token');
    if (lang === 'markup') expect(inner).toContain('title="&amp;">&amp;amp;</span>');
    const text = inner
      .replace(/<span class="[^"]*"(?: title="[^"]*")?>|<\/span>/g, '')
      .replace(/&(lt|gt|amp);/g, (_m, e) => ({ lt: '<', gt: '>', amp: '&' })[e as 'lt']);
    expect(text).toBe(code);
    expect(inner.replace(/<span class="[^"]*"(?: title="[^"]*")?>|<\/span>/g, '')).not.toMatch(/[<>]/);
  });
});

test('abridge keeps the shape of a body: two items per list, short strings, three levels', () => {
  const body = {
    count: 5,
    posts: [1, 2, 3, 4, 5].map((n) => ({
      id: `p${n}`,
      summary: 'x'.repeat(300),
      deep: { a: { b: { c: 1 } } },
    })),
  };
  const out = JSON.parse(abridge(body));
  expect(out.count).toBe(5);
  expect(out.posts).toHaveLength(3);
  expect(out.posts[2]).toBe('… 3 more');
  expect(out.posts[0].summary).toHaveLength(120);
  expect(out.posts[0].deep).toBe('{…}');
});

test('abridge of a value is abridge of its JSON read back: undefined keys and holes, -0, nesting', () => {
  const value = {
    a: undefined,
    b: [undefined, -0, null, 'y'.repeat(200)],
    c: { d: [{ e: { f: 1 } }, 2, 3], g: undefined, h: true },
    i: [[[[1]]]],
    j: '한국어 '.repeat(40),
  };
  const read = JSON.parse(JSON.stringify(value));
  expect(abridge(value)).toBe(abridge(read));
  expect(abridge(read)).toContain('"… 2 more"');
});

test('inlineHtml escapes a description and makes its code spans <code>', () => {
  expect(inlineHtml('GET `/api/<x>` & `a"b` or ``')).toBe(
    'GET <code>/api/&lt;x&gt;</code> &amp; <code>a&quot;b</code> or ``',
  );
  expect(inlineHtml('a `b\nc` d')).toBe('a `b\nc` d');
});

describe('pageFiles', () => {
  // Within --watch the registry finds each file of the last build at the position it had (build/index.ts),
  // and the checks and host files compare the lists by position: a page rendered because the memo or the
  // output folder lacked it must not move to the end of the list.
  test('lists its pages in the same order whichever of them it renders', () => {
    const data = siteData(loadSite({ root: join(REPO, 'content'), cwd: REPO }));
    const store = new Map<string, unknown>();
    const memo: Memo = {
      get: <T>(space: string, key: string, make: () => T) => {
        const id = `${space}\0${key}`;
        if (!store.has(id)) store.set(id, make());
        return store.get(id) as T;
      },
      has: (space, key) => store.has(`${space}\0${key}`),
    };
    const input = { data, generatedAt: '2026-11-27T00:00:00Z', memo };
    const rendered = pageFiles(input);
    const held = new Map(rendered.map((f) => [f.path, 'etag' in f ? f.etag : '']));
    // The first post's page is not in the folder as the memo knows it: it is rendered again, in a batch.
    const post = data.posts[0] as BuiltPost;
    const page = `${new URL(post.url).pathname}/index.html`;
    expect(held.has(page)).toBe(true);
    held.set(page, 'another build');
    const again = pageFiles({ ...input, held });
    expect(again.map((f) => f.path)).toEqual(rendered.map((f) => f.path));
  });
});
