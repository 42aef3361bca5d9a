import { describe, expect, test } from 'vitest';
import { convertLiquid, type LiquidLinks } from '../../src/import/liquid.js';

/*
 * Jekyll's Liquid in an imported body (import/liquid.ts): what Jekyll published as plain Markdown is
 * converted (highlight blocks, post links, raw, comments, the site's base URL before a path); the
 * rest stays as it was and is counted for the plan.
 */

const calls: [string, string, boolean][] = [];
const links: LiquidLinks = {
  post(ref, kind, html) {
    calls.push([ref, kind, html]);
    if (ref.includes('missing')) return undefined;
    return html ? `https://new.example/blog/${kind}` : `${kind}.md`;
  },
};
const convert = (body: string) => convertLiquid(body, links);

describe('highlight blocks become code fences', () => {
  test('language kept, options dropped and counted, blank lines at either end trimmed', () => {
    const out = convert(
      '앞\n\n{% highlight csharp linenos %}\n\nvar a = 1;\n  var b = 2;\n\n{% endhighlight %}\n\n뒤\n',
    );
    expect(out.body).toBe('앞\n\n```csharp\nvar a = 1;\n  var b = 2;\n```\n\n뒤\n');
    expect(out.converted).toEqual(['highlight → code fence', 'linenos → dropped']);
    expect(out.left).toEqual([]);
  });

  test('whitespace control, code on the tag lines, and a fence longer than the backticks in the code', () => {
    const out = convert('{%- highlight md -%}\n````\nx\n````{% endhighlight %}\n');
    expect(out.body).toBe('`````md\n````\nx\n````\n`````\n');
  });

  test('a block indented in a list item keeps its indentation when its code has it', () => {
    expect(convert('1. 설치\n\n   {% highlight bash %}\n   npm i\n   {% endhighlight %}\n').body).toBe(
      '1. 설치\n\n   ```bash\n   npm i\n   ```\n',
    );
    expect(convert('- a\n  {% highlight sh %}\nnpm i\n  {% endhighlight %}\n').body).toBe(
      '- a\n```sh\nnpm i\n```\n',
    );
  });

  test('each block of a body, and a tag in the middle of a line is left', () => {
    const body = '{% highlight js %}\na\n{% endhighlight %}\n\n{% highlight py %}\nb\n{% endhighlight %}\n';
    expect(convert(body).body).toBe('```js\na\n```\n\n```py\nb\n```\n');
    expect(convert(body).converted).toEqual(['highlight → code fence ×2']);
    const inline = '보기: {% highlight js %}a{% endhighlight %}\n';
    expect(convert(inline).body).toBe(inline);
    expect(convert(inline).left).toEqual(['highlight']);
  });
});

describe('raw and comment', () => {
  test('raw gives its text, and nothing in it is converted', () => {
    const out = convert(
      '`{% raw %}{{ page.title }}{% endraw %}`\n\n{% raw %}\n{% highlight js %}\nx\n{% endhighlight %}\n{% endraw %}\n',
    );
    expect(out.body).toBe('`{{ page.title }}`\n\n\n{% highlight js %}\nx\n{% endhighlight %}\n\n');
    expect(out.converted).toEqual(['raw → its text ×2']);
    // The text of a raw is not counted as Liquid left: Jekyll published it as text too.
    expect(out.left).toEqual([]);
  });

  test('raw inside a highlight block: the code keeps the text', () => {
    expect(
      convert('{% highlight html %}\n{% raw %}<p>{{ x }}</p>{% endraw %}\n{% endhighlight %}\n').body,
    ).toBe('```html\n<p>{{ x }}</p>\n```\n');
  });

  test('a comment goes, with its line when it is the only thing on it', () => {
    expect(
      convert('a\n{% comment %}\n숨김\n{% endcomment %}\nb {% comment %}x{% endcomment %}c\n').body,
    ).toBe('a\nb c\n');
  });
});

describe('links to posts', () => {
  test('post_url and link become the link the plan gives; in an HTML attribute, its HTML form', () => {
    calls.length = 0;
    const out = convert(
      '[앞 글]({% post_url 2021-08-26-full-screen %}), [b]({{ site.baseurl }}{% link _posts/b.md %})\n\n[ref]: {% post_url WPF/2021-08-26-x %}\n<a href="{{ site.url }}{{ site.baseurl }}{% post_url c %}">c</a>\n',
    );
    expect(out.body).toBe(
      '[앞 글](post_url.md), [b](link.md)\n\n[ref]: post_url.md\n<a href="https://new.example/blog/post_url">c</a>\n',
    );
    expect(calls).toEqual([
      ['2021-08-26-full-screen', 'post_url', false],
      ['_posts/b.md', 'link', false],
      ['WPF/2021-08-26-x', 'post_url', false],
      ['c', 'post_url', true],
    ]);
    expect(out.converted).toEqual(['post_url → link ×3', 'link → link', '{{ site.baseurl }} → dropped ×2']);
  });

  test('a post that is not imported keeps its tag, counted as left', () => {
    const out = convert('[x]({% post_url 2020-01-01-missing %})\n');
    expect(out.body).toBe('[x]({% post_url 2020-01-01-missing %})\n');
    expect(out.left).toEqual(['post_url']);
    expect(out.converted).toEqual([]);
  });
});

describe("the site's base URL before a path", () => {
  test('{{ site.baseurl }}/… and a quoted path through relative_url become the path', () => {
    const out = convert(
      '![a]({{ site.baseurl }}/assets/a.png) ![b]({{ "/assets/b.png" | relative_url }}) ![c]({{ \'assets/c.png\' | absolute_url }}) <img src="{{site.url}}/d.png">\n',
    );
    expect(out.body).toBe('![a](/assets/a.png) ![b](/assets/b.png) ![c](/assets/c.png) <img src="/d.png">\n');
    expect(out.left).toEqual([]);
  });

  test('{{ site.url }} not before a path, and other variables, are left', () => {
    const out = convert('주소: {{ site.url }}, 제목: {{ page.title }}\n');
    expect(out.body).toBe('주소: {{ site.url }}, 제목: {{ page.title }}\n');
    expect(out.left).toEqual(['{{ … }} ×2']);
  });
});

describe('what is left', () => {
  test('includes are named by their file, other tags by name; end tags are not counted', () => {
    const out = convert(
      '{% include figure.html url="/a.png" %}\n{% include figure.html url="/b.png" %}\n{% include toc.html %}\n{% if x %}y{% endif %}\n',
    );
    expect(out.body).toContain('{% include figure.html url="/a.png" %}');
    expect(out.left).toEqual(['include figure.html ×2', 'include toc.html', 'if']);
  });

  test('a body without Liquid is the same string', () => {
    const body = '# 제목\n\n`{ %}` and {x} and 50% {of}\n';
    expect(convert(body)).toEqual({ body, converted: [], left: [] });
  });
});
