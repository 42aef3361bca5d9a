import { describe, expect, test } from 'vitest';
import { convertShortcodes, shortcodeArgs } from '../../src/import/shortcodes.js';

/*
 * Hugo's built-in shortcodes in an imported body (import/shortcodes.ts): what Hugo published for
 * them, where it is mechanical; a theme's or the site's own shortcodes stay, counted.
 */

const asked: [string, boolean][] = [];
const links = {
  post(ref: string, _kind: string, html: boolean) {
    asked.push([ref, html]);
    return ref.includes('missing') ? undefined : html ? 'https://new.example/blog/b' : '../2024/b.md';
  },
};
const convert = (body: string) => convertShortcodes(body, links);

test('arguments: quoted, raw, bare, named', () => {
  expect(shortcodeArgs(' "a b" `c d` e key="v \\"q\\"" k2=\'w\' ')).toEqual({
    positional: ['a b', 'c d', 'e'],
    named: { key: 'v "q"', k2: 'w' },
  });
});

describe('built-in shortcodes', () => {
  test('highlight → a fence (options dropped), in either delimiter', () => {
    const out = convert(
      '{{< highlight go "linenos=table,hl_lines=2" >}}\nfunc main() {}\n{{< /highlight >}}\n\n{{% highlight sh %}}\nls\n{{% /highlight %}}\n',
    );
    expect(out.body).toBe('```go\nfunc main() {}\n```\n\n```sh\nls\n```\n');
    expect(out.converted).toEqual(['highlight → code fence ×2', '"linenos=table,hl_lines=2" → dropped']);
  });

  test('a closing tag with a space after its slash (`{{< / highlight >}}`, which Hugo reads) closes it too', () => {
    const out = convert(
      '{{< highlight php >}}\n<?php\necho 1;\n{{< / highlight >}}\n\n{{< details summary="s" >}}\nx\n{{< / details >}}\n\n{{< note >}}y{{< / note >}}\n',
    );
    expect(out.body).toBe(
      '```php\n<?php\necho 1;\n```\n\n<details>\n<summary>s</summary>\n\nx\n\n</details>\n\n{{< note >}}y{{< / note >}}\n',
    );
    expect(out.converted).toEqual(['details → HTML', 'highlight → code fence']);
    // The theme's shortcode is left, once: its closing tag is no shortcode named "/".
    expect(out.left).toEqual(['note']);
  });

  test('ref and relref → the imported post, in Markdown or in an HTML attribute, anchors kept by the caller', () => {
    asked.length = 0;
    const out = convert(
      '[b]({{< ref "posts/b.md" >}}) [c]({{< relref path="b" >}}) <a href="{{< ref "b" >}}">x</a> [m]({{< ref "missing" >}})\n',
    );
    expect(out.body).toBe(
      '[b](../2024/b.md) [c](../2024/b.md) <a href="https://new.example/blog/b">x</a> [m]({{< ref "missing" >}})\n',
    );
    expect(asked).toEqual([
      ['posts/b.md', false],
      ['b', false],
      ['b', true],
      ['missing', false],
    ]);
    expect(out.left).toEqual(['ref']);
  });

  test("figure → Hugo's <figure>, attributes escaped", () => {
    const out = convert(
      '{{< figure src="/images/a.png" link="https://x.example" title="제목" caption="설명 <b>" width="300" class="wide" >}}\n',
    );
    expect(out.body).toBe(
      '<figure class="wide">\n<a href="https://x.example"><img src="/images/a.png" alt="설명 &lt;b&gt;" width="300"></a>\n<figcaption><h4>제목</h4><p>설명 &lt;b&gt;</p></figcaption>\n</figure>\n',
    );
    expect(convert('{{< figure src="a.png" >}}').body).toBe('<figure>\n<img src="a.png" alt="">\n</figure>');
    // The caption is Markdown (Hugo's markdownify), the alt its plain text; a link may open elsewhere.
    expect(
      convert(
        '{{< figure src="a.png" caption="**굵게** 캡션 `코드`" link="/big.png" target="_blank" rel="noopener" >}}',
      ).body,
    ).toBe(
      '<figure>\n<a href="/big.png" target="_blank" rel="noopener"><img src="a.png" alt="굵게 캡션 코드"></a>\n<figcaption><p><strong>굵게</strong> 캡션 <code>코드</code></p></figcaption>\n</figure>',
    );
  });

  test('embeds → a link to what they showed', () => {
    const out = convert(
      '{{< youtube w7Ft2ymGmfc >}}\n{{< youtube id="abc" title="발표" >}}\n{{< vimeo 146022717 >}}\n{{< gist spf13 7896402 >}}\n{{< x user="SanDiegoZoo" id="1453110110599868418" >}}\n{{< instagram CxOWiQNP2MO >}}\n',
    );
    expect(out.body).toBe(
      '[YouTube](https://www.youtube.com/watch?v=w7Ft2ymGmfc)\n[발표](https://www.youtube.com/watch?v=abc)\n[Vimeo](https://vimeo.com/146022717)\n[Gist spf13/7896402](https://gist.github.com/spf13/7896402)\n[@SanDiegoZoo](https://x.com/SanDiegoZoo/status/1453110110599868418)\n[Instagram](https://www.instagram.com/p/CxOWiQNP2MO/)\n',
    );
    // An id that is not one is left as it was.
    expect(convert('{{< youtube "a b" >}}').left).toEqual(['youtube']);
  });
});

test("a theme's shortcodes stay, counted; escaped ones print as Hugo prints them; no shortcode, same string", () => {
  const out = convert('{{< notice warning >}}\n주의\n{{< /notice >}}\n\n`{{</* figure src="x" */>}}`\n');
  expect(out.body).toBe('{{< notice warning >}}\n주의\n{{< /notice >}}\n\n`{{< figure src="x" >}}`\n');
  expect(out.left).toEqual(['notice']);
  expect(out.converted).toEqual(['escaped shortcode → its text']);
  const plain = '# 제목\n\n{{ not a shortcode }} and {x}\n';
  expect(convert(plain)).toEqual({ body: plain, converted: [], left: [] });
});

test("Hugo's comment shows nothing (its text was the writer's, never on the page); details is its <details>, the inner text Markdown", () => {
  const out = convertShortcodes(
    [
      '앞 {{< comment >}}비밀 메모{{< /comment >}}뒤',
      '',
      '{{% comment %}}',
      '여러 줄',
      '{{% /comment %}}',
      '',
      '{{< details summary="더 보기 & 코드" open=true >}}',
      '**굵게** 펼친 내용',
      '{{< /details >}}',
    ].join('\n'),
    { post: () => undefined },
  );
  expect(out.body).toBe(
    '앞 뒤\n\n\n\n<details open>\n<summary>더 보기 &amp; 코드</summary>\n\n**굵게** 펼친 내용\n\n</details>',
  );
  expect(out.body).not.toContain('비밀');
  expect(out.converted).toEqual(['comment → dropped (Hugo shows none of it) ×2', 'details → HTML']);
  expect(out.left).toEqual([]);
});
