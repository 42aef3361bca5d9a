import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { asBlock, includeRenderer } from '../../src/import/includes.js';
import { convertLiquid } from '../../src/import/liquid.js';

/*
 * A Jekyll site's own includes rendered into its imported posts (import/includes.ts): Jekyll's
 * include parameters, its URL filters, the HTML made a Markdown block; never a file outside
 * _includes/, and a template that would not end is stopped.
 */

const dir = mkdtempSync(join(tmpdir(), 'site-api-includes-'));
const put = (rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
};
put(
  '_includes/post/figure.html',
  '<figure>\n    {% if include.width %}\n    <img src="{{ include.url | relative_url }}" width="{{ include.width }}">\n    {% else %}\n    <img src="{{ include.url | relative_url }}" alt="{{ include.alt }}">\n    {% endif %}\n    <figcaption>{{ include.caption | markdownify }}</figcaption>\n</figure>\n',
);
put('_includes/title.html', '<p>{{ page.title }} · {{ site.title }}</p>');
put('_includes/loop.html', '{% for i in (1..100000000) %}{{ i }}{% endfor %}');
put('_includes/code.html', '<pre>\n    indented\n\n    code\n</pre>');
put('secret.html', 'SECRET');
symlinkSync(join(dir, 'secret.html'), join(dir, '_includes/escape.html'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const renderer = includeRenderer(dir, { title: '블로그' });
if (!renderer) throw new Error('the _includes/ folder was not read');

test("an include's parameters, Jekyll's filters, page and site, as Jekyll rendered them", () => {
  const made = renderer.render(
    '{% include post/figure.html url="assets/a.png" alt="그림" caption="**굵게**" %}',
    {},
  );
  expect('html' in made && asBlock(made.html)).toBe(
    '<figure>\n<img src="/assets/a.png" alt="그림">\n<figcaption><p><strong>굵게</strong></p></figcaption>\n</figure>',
  );
  const title = renderer.render('{% include title.html %}', { title: '첫 글' });
  expect(title).toEqual({ html: '<p>첫 글 · 블로그</p>' });
});

test('an include that is not there, outside _includes/ by a link, or that would not end gives a reason, not HTML', () => {
  expect(renderer.render('{% include none.html %}', {})).toEqual({
    why: expect.stringContaining('none.html'),
  });
  expect(renderer.has('escape.html')).toBe(false);
  expect(renderer.render('{% include escape.html %}', {})).not.toHaveProperty('html');
  expect(renderer.render('{% include loop.html %}', {})).toEqual({ why: expect.stringMatching(/limit/i) });
  // No path reaches a file on the disk: the templates are the folder's files, held in memory.
  for (const tag of [
    '{% include ../secret.html %}',
    `{% include ${join(dir, 'secret.html')} %}`,
    `{% render "${join(dir, 'secret.html')}" %}`,
    `{% layout "${join(dir, 'secret.html')}" %}x`,
  ])
    expect(JSON.stringify(renderer.render(tag, {})), tag).not.toContain('SECRET');
});

test('asBlock: no indentation and no blank line, so Markdown keeps it one HTML block; <pre> kept as it is', () => {
  expect(asBlock('<div>\n    <p>a</p>\n\n    <p>b</p>\n</div>\n')).toBe('<div>\n<p>a</p>\n<p>b</p>\n</div>');
  const made = renderer.render('{% include code.html %}', {});
  expect('html' in made && asBlock(made.html)).toBe('<pre>\n    indented\n\n    code\n</pre>');
});

test('convertLiquid writes the block for an include alone on its line (indented in a list), and keeps one it cannot render', () => {
  const include = (tag: string) => {
    const made = renderer.render(tag, { title: 'T' });
    return 'html' in made ? asBlock(made.html) : undefined;
  };
  const out = convertLiquid(
    '- 항목\n\n  {% include title.html %}\n\n{% include none.html %}\n\n글 {% include title.html %} 중간\n',
    { post: () => undefined, include },
  );
  expect(out.body).toBe(
    '- 항목\n\n  <p>T · 블로그</p>\n\n{% include none.html %}\n\n글 {% include title.html %} 중간\n',
  );
  expect(out.converted).toEqual(['include title.html → HTML']);
  expect(out.left).toEqual(['include none.html', 'include title.html']);
});

test("what Liquid is left is rendered whole, as Jekyll rendered the body (minimal-mistakes' notice idiom); a tag liquidjs lacks keeps it all", () => {
  const links = {
    post: () => undefined,
    render: (text: string) => {
      const made = renderer.render(text, { title: '첫 글' });
      return 'html' in made ? made.html : undefined;
    },
  };
  const out = convertLiquid(
    '# {{ page.title }}\n\n{% capture notice %}**주의**: 백업 먼저.{% endcapture %}\n<div class="notice">{{ notice | markdownify }}</div>\n\n`{% raw %}{{ 그대로 }}{% endraw %}`\n',
    links,
  );
  expect(out.body).toBe(
    '# 첫 글\n\n\n<div class="notice"><p><strong>주의</strong>: 백업 먼저.</p></div>\n\n`{{ 그대로 }}`\n',
  );
  expect(out.converted).toEqual(['raw → its text', 'Liquid → rendered (capture, {{ … }} ×2)']);
  expect(out.left).toEqual([]);
  // A plugin's tag (jekyll-gist) is not liquidjs's: nothing is rendered, the tags stay and are named.
  const plugin = convertLiquid('{{ page.title }} {% gist abc %}\n', links);
  expect(plugin.body).toBe('{{ page.title }} {% gist abc %}\n');
  expect(plugin.left).toEqual(['gist', '{{ … }}']);
});

test("a theme gem's common includes, absent from the site's folder, give what they showed; the site's own file wins", () => {
  const gem = includeRenderer(join(dir, 'nothing-here'), {});
  const block = (tag: string) => {
    const made = gem.render(tag, {});
    return 'html' in made ? asBlock(made.html) : made;
  };
  // minimal-mistakes
  expect(block('{% include figure image_path="/assets/a.png" alt="그림 <1>" caption="**설명**" %}')).toBe(
    '<figure>\n<img src="/assets/a.png" alt="그림 &lt;1&gt;">\n<figcaption><strong>설명</strong></figcaption>\n</figure>',
  );
  expect(block('{% include video id="XsxDH4HcOWA" provider="youtube" %}')).toBe(
    '<p><a href="https://www.youtube.com/watch?v=XsxDH4HcOWA">YouTube</a></p>',
  );
  // A provider not known here: no HTML, so the tag stays.
  expect(block('{% include video id="1" provider="other" %}')).toHaveProperty('why');
  // Chirpy
  expect(block('{% include embed/youtube.html id="a&b" %}')).toBe(
    '<p><a href="https://www.youtube.com/watch?v=a%26b">YouTube</a></p>',
  );
  // The site's own figure overrides the theme's.
  put('_includes/figure', '<img class="own" src="{{ include.image_path }}">');
  expect(includeRenderer(dir, {}).render('{% include figure image_path="/b.png" %}', {})).toEqual({
    html: '<img class="own" src="/b.png">',
  });
});
