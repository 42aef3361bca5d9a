import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { inTempSite, runCli } from './helpers.js';

interface Finding {
  file: string;
  line: number;
  column: number;
  severity: string;
  code: string;
  found: string;
  hint: string;
}

/** The link-page-missing findings of `validate --json` or `build --json` (both exit 0: warnings). */
const pageLinkDiagnostics = async (dir: string, command: 'validate' | 'build' = 'validate') => {
  const args = command === 'validate' ? ['validate', '--json'] : ['build', '--out', 'dist', '--json'];
  const run = await runCli(args, { cwd: dir });
  expect(run.exitCode, String(run.stderr)).toBe(0);
  const report = JSON.parse(String(run.stdout)) as { diagnostics: Finding[] };
  return report.diagnostics.filter((d) => d.code === 'link-page-missing');
};

const pageLinkFindings = async (dir: string, command: 'validate' | 'build') =>
  (await pageLinkDiagnostics(dir, command)).map(
    (d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.found}`,
  );

test("a root-relative link to a page the site does not publish is a warning at the link; the site's pages, tags, aliases and files are not", async () => {
  await inTempSite('minimal', async (dir) => {
    const content = join(dir, 'content');
    mkdirSync(join(content, 'static'));
    writeFileSync(join(content, 'static/cv.docx'), 'cv');
    const second = join(content, 'posts/2024/second-post.md');
    writeFileSync(
      second,
      readFileSync(second, 'utf8').replace('tags:', 'aliases: [/2024/02/03/second.html]\ntags:'),
    );
    appendFileSync(
      join(content, 'posts/2024/first-post.md'),
      [
        '',
        '[둘째](/blog/second-post/) [둘째](/blog/second-post) [둘째](/blog/second-post/index.html?x=1#a)',
        '[태그](/blog/tags/android/) [태그](/blog/tags/%EC%95%88/) [홈](/) [블로그](/blog/) [옛 주소](/2024/02/03/second.html)',
        '[이력서](/cv.docx) [API](/api/posts.json) [피드](/feed.xml) [밖](https://example.com/nope/) [조각](#top)',
        '[없음](/blog/nope/) <a href="/about/">소개</a>',
        '',
        '```',
        '[코드](/in/code/)',
        '```',
        '',
        '[옛 글](/2024/01/02/second-post.html) [상대](../nope)',
        '[웹](www.example.com/x) [웹](github.com/me/) [웹](https://github.com/me/)',
        '',
      ].join('\n'),
    );
    const found = await pageLinkFindings(dir, 'validate');
    expect(found).toEqual([
      'content/posts/2024/first-post.md:10:32 warning "/blog/tags/%EC%95%88/"',
      'content/posts/2024/first-post.md:12:6 warning "/blog/nope/"',
      'content/posts/2024/first-post.md:12:28 warning "/about/"',
      'content/posts/2024/first-post.md:18:7 warning "/2024/01/02/second-post.html"',
      'content/posts/2024/first-post.md:18:42 warning "../nope"',
      'content/posts/2024/first-post.md:19:5 warning "www.example.com/x"',
      'content/posts/2024/first-post.md:19:28 warning "github.com/me/"',
    ]);
    // A warning: the build publishes, and says the same.
    expect(await pageLinkFindings(dir, 'build')).toEqual(found);
    const diagnostics = await pageLinkDiagnostics(dir);
    const near = diagnostics.find((d) => d.found.includes('second-post.html'));
    expect(near?.hint).toContain('The post content/posts/2024/second-post.md is at /blog/second-post');
    const web = diagnostics.find((d) => d.found.includes('www.example.com'));
    expect(web?.hint).toBe('Write it whole: https://www.example.com/x.');
    // Fixed, it is gone; with the cache's answer from the run before, as without one.
    const first = join(content, 'posts/2024/first-post.md');
    writeFileSync(
      first,
      readFileSync(first, 'utf8')
        .replace('[없음](/blog/nope/)', '[없음](/blog/first-post/)')
        .replace('/2024/01/02/second-post.html', '/2024/02/03/second.html'),
    );
    expect(await pageLinkFindings(dir, 'validate')).toEqual([
      'content/posts/2024/first-post.md:10:32 warning "/blog/tags/%EC%95%88/"',
      'content/posts/2024/first-post.md:12:34 warning "/about/"',
      'content/posts/2024/first-post.md:18:37 warning "../nope"',
      'content/posts/2024/first-post.md:19:5 warning "www.example.com/x"',
      'content/posts/2024/first-post.md:19:28 warning "github.com/me/"',
    ]);
    // A line added above the link moves the finding with it.
    writeFileSync(
      first,
      readFileSync(first, 'utf8').replace('첫 글의 본문입니다.', '첫 글의 본문입니다.\n\n둘째 줄.'),
    );
    expect(await pageLinkFindings(dir, 'validate')).toEqual([
      'content/posts/2024/first-post.md:12:32 warning "/blog/tags/%EC%95%88/"',
      'content/posts/2024/first-post.md:14:34 warning "/about/"',
      'content/posts/2024/first-post.md:20:37 warning "../nope"',
      'content/posts/2024/first-post.md:21:5 warning "www.example.com/x"',
      'content/posts/2024/first-post.md:21:28 warning "github.com/me/"',
    ]);
  });
});

test('page links are not checked without pages; under a base path raw HTML may name it, and a path without it is under it', async () => {
  await inTempSite('minimal', async (dir) => {
    const content = join(dir, 'content');
    const first = join(content, 'posts/2024/first-post.md');
    appendFileSync(first, '\n[없음](/blog/nope/)\n');
    const config = join(content, 'site.yaml');
    const yaml = readFileSync(config, 'utf8');
    writeFileSync(config, `${yaml}pages: false\n`);
    expect(await pageLinkFindings(dir, 'validate')).toEqual([]);
    writeFileSync(config, yaml.replace('https://minimal.example', 'https://minimal.example/site'));
    appendFileSync(
      first,
      '\n<a href="/other/">밖</a> <a href="/site/blog/second-post/">둘째</a> <a href="/site/nope/">없음</a>\n',
    );
    // The build writes raw HTML's /other/ under the base path (/site/other/), where nothing is.
    expect(await pageLinkFindings(dir, 'validate')).toEqual([
      'content/posts/2024/first-post.md:9:6 warning "/blog/nope/"',
      'content/posts/2024/first-post.md:11:10 warning "/other/"',
      'content/posts/2024/first-post.md:11:75 warning "/site/nope/"',
    ]);
    // A Markdown link and raw HTML at the same place read the base path apart: the cache's answer for
    // one is not the other's.
    const text = readFileSync(first, 'utf8');
    writeFileSync(first, `${text}\n[abcdefg](/site/blog/second-post/)\n`);
    expect((await pageLinkFindings(dir, 'validate')).at(-1)).toBe(
      'content/posts/2024/first-post.md:13:11 warning "/site/blog/second-post/"',
    );
    writeFileSync(first, `${text}\nx<a href="/site/blog/second-post/">y</a>\n`);
    expect((await pageLinkFindings(dir, 'validate')).at(-1)).toBe(
      'content/posts/2024/first-post.md:11:75 warning "/site/nope/"',
    );
  });
});

test('a page link is read as the page renders it and the edge answers it: escapes, dot segments, reserved characters, a file with a slash after it', async () => {
  await inTempSite('minimal', async (dir) => {
    const content = join(dir, 'content');
    const second = join(content, 'posts/2024/second-post.md');
    writeFileSync(
      second,
      readFileSync(second, 'utf8').replace('  - Android', '  - Android\n  - C#\n  - C++'),
    );
    appendFileSync(
      join(content, 'posts/2024/first-post.md'),
      [
        '',
        '[a](/blog/tags/c%23/) [b](/blog/tags/c%2B%2B) [c](/blog/tags/c\\+\\+/) [d](/blog/./second-post/)',
        '[e](/blog/../blog/second-post/) [f](/feed.xml/) [g](/blog/second-post.md/) [h](/a%ZZ/)',
        '',
      ].join('\n'),
    );
    expect(await pageLinkFindings(dir, 'validate')).toEqual([
      'content/posts/2024/first-post.md:10:37 warning "/feed.xml/"',
      'content/posts/2024/first-post.md:10:53 warning "/blog/second-post.md/"',
      'content/posts/2024/first-post.md:10:80 warning "/a%ZZ/"',
    ]);
  });
});

test("a relative link to a page is written resolved against the post's page, in every output; where nothing is published there, a warning naming the post file to link to", async () => {
  await inTempSite('minimal', async (dir) => {
    const content = join(dir, 'content');
    mkdirSync(join(content, 'posts/2024/first-post'));
    writeFileSync(join(content, 'posts/2024/first-post/LICENSE'), 'MIT\n');
    appendFileSync(
      join(content, 'posts/2024/first-post.md'),
      [
        '',
        '[다음](../second-post/#a) [형제](second-post) [글](second-post.md) [면허](first-post/LICENSE)',
        '[쿼리](?q=1) <a href="../nope/">h</a>',
        '[NUnit]([https://nunit.org/](https://nunit.org/))',
        '',
      ].join('\n'),
    );
    const found = await pageLinkDiagnostics(dir, 'build');
    // `second-post` from /blog/first-post is /blog/second-post: a page of the site, no finding.
    expect(found.map((d) => `${d.line}:${d.column} ${d.found}`)).toEqual([
      '9:6 "../second-post/#a"',
      '10:21 "../nope/"',
      '11:9 "[https://nunit.org/](https://nunit.org/)"',
    ]);
    const messages = found.map((d) => (d as Finding & { message: string }).message);
    expect(messages[0]).toContain('leads to /second-post/#a, which this site does not publish');
    expect(found[0]?.hint).toBe(
      "Link to the post's file (second-post.md), or write its path from the root: /blog/second-post.",
    );
    expect(messages[1]).toContain('leads to /nope/');
    expect(found[1]?.hint).toContain("Link to the post's .md file");
    // A link pasted over a link (found on a real blog) is told to be the address alone.
    expect(found[2]?.hint).toContain('write the address alone, [text](https://nunit.org/)');
    // The page, its twin and the feed lead to the same address (the page writes the site's own
    // origin root-relative); a query alone stays as it was.
    const out = (path: string) => readFileSync(join(dir, 'dist', path), 'utf8');
    const page = 'https://minimal.example/blog/second-post';
    expect(out('blog/first-post.md')).toContain(`[형제](${page})`);
    expect(out('blog/first-post.md')).toContain('[다음](https://minimal.example/second-post/#a)');
    expect(out('blog/first-post.md')).toContain('[쿼리](?q=1)');
    expect(out('feed.xml')).toContain(`href="${page}"`);
    expect(out('blog/first-post/index.html')).toContain('href="/blog/second-post"');
    expect(out('blog/first-post/index.html')).toContain('href="/nope/"');
  });
});
