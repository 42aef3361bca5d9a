import { describe, expect, test } from 'vitest';
import { postPath, postPatternProblem, sitePathProblem, twinPath } from '../../src/content/permalink.js';
import { hugoPath, urlize } from '../../src/import/hugo.js';
import { jekyllPath } from '../../src/import/jekyll.js';
import { contentDate } from '../../src/import/source.js';

/* The old URL of a post as each generator computes it, and site-api's own patterns. */

describe('Jekyll permalinks', () => {
  const post = { date: '2018-07-02 09:00:00', slug: 'Hello-World', categories: ['Android', 'Dev Notes'] };
  test.each([
    ['/:categories/:year/:month/:day/:title:output_ext', '/android/dev notes/2018/07/02/Hello-World.html'],
    ['/:categories/:year/:month/:day/:title/', '/android/dev notes/2018/07/02/Hello-World/'],
    ['/:categories/:year/:y_day/:title:output_ext', '/android/dev notes/2018/183/Hello-World.html'],
    ['/:categories/:title:output_ext', '/android/dev notes/Hello-World.html'],
    ['/:year/:i_month/:i_day/:slug', '/2018/7/2/hello-world'],
    ['/blog/:short_year/:title/', '/blog/18/Hello-World/'],
  ])('%s → %s', (pattern, path) => {
    expect(jekyllPath(pattern, post)).toBe(path);
  });
  test("`:slug` is Jekyll's slugify of the name: each run of other characters one hyphen, Hangul kept, lower case", () => {
    expect(jekyllPath('/posts/:slug/', { ...post, slug: 'My_Post.v2--Compose 상태' })).toBe(
      '/posts/my-post-v2-compose-상태/',
    );
  });
  test("`:title` is slugify's pretty mode, case kept: spaces one hyphen, ._~!$&'()+,;=@ kept", () => {
    expect(jekyllPath('/posts/:title/', { ...post, slug: 'My_Post' })).toBe('/posts/My_Post/');
    expect(
      jekyllPath('/:categories/:title/', { ...post, categories: ['blog'], slug: 'Make GitHub blog' }),
    ).toBe('/blog/Make-GitHub-blog/');
    expect(jekyllPath('/posts/:title/', { ...post, slug: 'C++ & Node.js (2편) 정리!' })).toBe(
      '/posts/C++-&-Node.js-(2편)-정리!/',
    );
  });
  test("dots in a title are sanitised as the site's Jekyll did: 4.x turns .. into /, 3.x drops dots before a /, unknown leaves them", () => {
    const dotted = { ...post, categories: ['blog'], slug: 'Spring...정리' };
    expect(jekyllPath('/:categories/:title/', dotted, 4)).toBe('/blog/Spring/.정리/');
    expect(jekyllPath('/:categories/:title/', { ...dotted, slug: 'what..' }, 4)).toBe('/blog/what/');
    expect(jekyllPath('/:categories/:title/', { ...dotted, slug: 'what..' }, 3)).toBe('/blog/what');
    expect(jekyllPath('/:categories/:title/', dotted, 3)).toBe('/blog/Spring...정리/');
    expect(jekyllPath('/:categories/:title/', dotted)).toBe('/blog/Spring...정리/');
  });
  test('a post without categories loses the segment', () => {
    expect(jekyllPath('/:categories/:title/', { ...post, categories: [] })).toBe('/Hello-World/');
  });
});

describe('Hugo permalinks', () => {
  const page = {
    date: '2023-05-20T10:00:00+09:00',
    title: 'Compose 상태 관리',
    filename: 'Compose_State',
    section: 'Posts',
    sections: ['Posts', 'Android'],
  };
  test.each([
    ['/:year/:month/:slug/', '/2023/05/compose-상태-관리/'],
    ['/:section/:filename/', '/posts/compose_state/'],
    ['/:sections/:slugorfilename/', '/posts/android/compose_state/'],
    ['/:year/:month/:day/:title/', '/2023/05/20/compose-상태-관리/'],
    // Go time layouts (Hugo formats the date with them) and the other date attributes.
    ['/:2006/:01/:02/:filename/', '/2023/05/20/compose_state/'],
    ['/:06/:1/:2/:slug/', '/23/5/20/compose-상태-관리/'],
    ['/:2006/:Jan/:slug/', '/2023/may/compose-상태-관리/'],
    [
      '/:year/:monthname/:yearday/:weekday/:weekdayname/:filename/',
      '/2023/may/140/6/saturday/compose_state/',
    ],
  ])('%s → %s', (pattern, path) => {
    expect(hugoPath(pattern, page)).toBe(path);
  });
  test('slug wins over the title and the file name', () => {
    expect(hugoPath('/:slug/', { ...page, slug: 'State' })).toBe('/state/');
    expect(urlize('C++ & Kotlin!')).toBe('c++-kotlin');
  });
});

describe('dates', () => {
  test.each([
    ['2022-04-26 15:18 +0900', '2022-04-26T15:18:00+09:00'],
    ['2022-04-26 15:18:07 -0130', '2022-04-26T15:18:07-01:30'],
    ['2018-7-2', '2018-07-02'],
    ['2021-06-15 9:05', '2021-06-15 09:05:00'],
    ['2023-05-20T10:00:00Z', '2023-05-20T10:00:00Z'],
    ['yesterday', undefined],
  ])('%s → %s', (input, output) => {
    expect(contentDate(input)).toBe(output);
  });
});

describe('site-api patterns', () => {
  test('placeholders, a dropped empty category, Hangul kept, NFC', () => {
    const p = { id: 'first', date: '2024-01-02T09:00:00+09:00', category: '안드로이드' };
    expect(postPath('/{category}/{year}/{month}/{day}/{id}/', p)).toBe('/안드로이드/2024/01/02/first/');
    expect(postPath('/{category}/{id}.html', { ...p, category: undefined })).toBe('/first.html');
    expect(postPath('/블로그/{id}'.normalize('NFD'), p)).toBe('/블로그/first');
  });
  test.each([
    ['/{yaer}/{id}', /not a placeholder/],
    ['/{year}/', /exactly once/],
    ['/{id}/{id}', /exactly once/],
    ['blog/{id}', /start with/],
    ['/a/../{id}', /\.\. segment/],
  ])('pattern %s is refused', (pattern, why) => {
    expect(postPatternProblem(pattern)).toMatch(why);
  });
  test('paths and twins', () => {
    expect(sitePathProblem('/%EB%B8%94')).toMatch(/encoded/);
    expect(sitePathProblem('/a b')).toMatch(/white space/);
    // An old URL may have held a space (an escaped Jekyll category); never a tab or a newline.
    expect(sitePathProblem('/a b', 'alias')).toBeUndefined();
    expect(sitePathProblem('/a\tb', 'alias')).toMatch(/white space other than a space/);
    expect(sitePathProblem('/2019/코루틴/')).toBeUndefined();
    expect(twinPath('/2019/a/')).toBe('/2019/a.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});
