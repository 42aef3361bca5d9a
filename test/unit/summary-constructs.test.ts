import { describe, expect, test } from 'vitest';
import { plainText, summarize } from '../../src/build/summary.js';

// Snippets in the forms real Jekyll (kramdown, Liquid), Hugo (shortcodes, KaTeX) and GitHub-flavoured
// blogs write them. Each row: the Markdown, text that must appear, text that must not.
const constructs: [string, string, string[], string[]][] = [
  [
    'Liquid highlight block',
    '설치는 이렇게 합니다.\n\n{% highlight ruby linenos %}\ndef hello_world\n  puts "hi"\n\nend\n{% endhighlight %}\n\n끝.',
    ['설치는 이렇게 합니다. 끝.'],
    ['highlight', 'def', 'puts', '{%', '%}'],
  ],
  [
    'Liquid tags and output',
    '{% include toc.html %}\n![]({{ site.url }}/assets/a.png)\n\n자세한 내용은 [문서]({{ site.baseurl }}/docs)를 보세요. {{ page.title }}',
    ['자세한 내용은 문서를 보세요.'],
    ['{%', '{{', 'include', 'site.url', 'page.title'],
  ],
  [
    'Liquid comment and raw',
    '{% comment %}\n초안 메모: 나중에 지울 것\n{% endcomment %}\n{% raw %}본문{% endraw %} 입니다.',
    ['본문 입니다.'],
    ['초안', 'raw', '{%'],
  ],
  [
    // An info string after backticks holds no backtick: this line is a code span, not a fence.
    'a line opening with a code span of three backticks, then a Liquid comment',
    '```a.b```으로 만듭니다.\n\n{% comment %}\n초안 메모\n{% endcomment %}\n끝.',
    ['a.b으로 만듭니다.', '끝.'],
    ['초안', '{%'],
  ],
  [
    'kramdown table of contents',
    '* TOC\n{:toc}\n\n## 들어가며\n\n첫 문단.',
    ['들어가며 첫 문단.'],
    ['TOC', '{:', 'toc'],
  ],
  [
    'kramdown attribute lists',
    '![다이어그램](/assets/arch.png){: width="300"}\n{: .center}\n\n아키텍처 설명.\n{: .notice--info}\n\n{::options parse_block_html="true" /}',
    ['아키텍처 설명.'],
    ['{:', 'width', 'notice', 'options', '300'],
  ],
  [
    'GFM table',
    '비교표:\n\n| 방식 | 장점 | 단점 |\n|:---|:---:|---:|\n| 쿠키 | 간단 | 용량 |\n| 세션 | 안전 | 서버 부담 |\n\n정리하면 세션이 낫다.',
    ['비교표: 정리하면 세션이 낫다.'],
    ['|', '---', '쿠키', '장점'],
  ],
  [
    'thematic breaks',
    '첫 부분.\n\n---\n\n둘째 부분.\n\n***\n\n___\n\n셋째.',
    ['첫 부분. 둘째 부분. 셋째.'],
    ['---', '***', '___'],
  ],
  [
    'footnotes',
    '코루틴은 가볍다[^light]. 정말로[^2].\n\n[^light]: Roman Elizarov, KotlinConf 2017.\n    둘째 줄.\n[^2]: 측정값.\n\n다음 문단.',
    ['코루틴은 가볍다. 정말로. 다음 문단.'],
    ['[^', 'Elizarov', '측정값', '둘째 줄'],
  ],
  [
    'HTML blocks and inline HTML',
    '<p align="center">\n  <img src="/a.png" width="400">\n</p>\n\n<!-- TODO: 그림 바꾸기 -->\n\n본문 <kbd>Ctrl</kbd>+<kbd>C</kbd> 로 <span style="color:red">중단</span>.\n\n<details><summary>접기</summary>\n\n숨김\n</details>',
    ['본문 Ctrl + C 로 중단 .'],
    ['<', '>', 'TODO', 'align'],
  ],
  [
    'inline and display math',
    '질량-에너지 등가 $E = mc^2$ 와 $\\alpha_1$ 는 유명하다.\n\n$$\n\\sum_{i=1}^{n} x_i = \\frac{a}{b}\n$$\n\n가격은 $5 에서 $10 사이.',
    ['질량-에너지 등가 와 는 유명하다. 가격은 $5 에서 $10 사이.'],
    ['mc^2', '\\sum', 'frac', '$$', 'alpha'],
  ],
  [
    'raw LaTeX environments',
    '\\begin{align}\na &= b \\\\\nc &= d\n\\end{align}\n\n증명 끝. 그리고 \\(x^2\\) 와 \\[ y = 1 \\] 도.',
    ['증명 끝. 그리고 와 도.'],
    ['begin', 'align', '&=', 'x^2', 'y = 1'],
  ],
  [
    'Hugo shortcodes',
    '{{< youtube w7Ft2ymGmfc >}}\n\n{{< highlight go "linenos=table" >}}\nfunc main() {\n\n}\n{{< /highlight >}}\n\n휴고 글 {{% notice tip %}}알림 내용{{% /notice %}} 끝. {{<figure src="/a.png" title="그림">}}',
    ['휴고 글 알림 내용 끝.'],
    ['{{', '}}', 'youtube', 'func', 'notice', 'figure'],
  ],
  [
    'underscores in URLs and code',
    '영상: https://www.youtube.com/watch?v=7vihh_G_434 참고. Jekyll은 `_posts` 와 `__init__.py`, snake_case_name 을 쓴다. <https://a.example/x_y_z>',
    [
      'https://www.youtube.com/watch?v=7vihh_G_434',
      '_posts',
      '__init__.py',
      'snake_case_name',
      'https://a.example/x_y_z',
    ],
    ['7vihhG434'],
  ],
  [
    'code keeps every character',
    '설정은 `{% raw %}{{ site.url }}{% endraw %}` 와 `$HOME/*.md` 와 `a | b` 로.',
    ['{% raw %}{{ site.url }}{% endraw %}', '$HOME/*.md', 'a | b'],
    [],
  ],
  [
    'fenced and indented code, images',
    '```kotlin\nval secret = 1\n```\n\n~~~\n$$ not math\n~~~\n\n    indented_code()\n\n![그림 설명](a.png) 본문.',
    ['본문.'],
    ['secret', 'not math', 'indented', '그림 설명'],
  ],
  [
    'links keep their text, reference definitions elsewhere',
    '[공식 문서][docs]와 [**굵은** 링크](https://x.example "t") 참고.\n\n[docs]: https://kotlinlang.org/docs/',
    ['공식 문서와 굵은 링크 참고.'],
    ['[', ']', 'kotlinlang'],
  ],
  [
    'entities and escapes',
    'R&amp;D 와 \\*별표\\* 그리고 1 &lt; 2 와 &copy;.',
    ['R&D 와 *별표* 그리고 1 < 2 와 ©.'],
    ['&amp;', '\\'],
  ],
];

describe('plain text from a Markdown parse', () => {
  test.each(constructs)('%s', (_, markdown, present, absent) => {
    const text = plainText(markdown);
    for (const p of present) expect(text).toContain(p);
    for (const a of absent) expect(text).not.toContain(a);
    expect(text).not.toMatch(/\s{2}|^\s|\s$/);
    // The same input gives the same text.
    expect(plainText(markdown)).toBe(text);
  });

  test('a reference link whose definition lies past the summary window keeps only its text', () => {
    const body = `[참조 링크][ref] 로 시작하는 글. ${'긴 본문 문장입니다. '.repeat(300)}\n\n[ref]: https://a.example/`;
    expect(summarize(body).startsWith('참조 링크 로 시작하는 글.')).toBe(true);
  });

  test('a code block cut by the window never leaks its text', () => {
    const body = `도입.\n\n\`\`\`\n${'code_line();\n'.repeat(500)}\`\`\`\n\n결론 문단.`;
    expect(summarize(body)).toBe('도입.');
    expect(summarize(body.replace('도입.', '도입 `code_line`.'))).toBe('도입 code_line.');
  });
});

describe('the summary window never cuts a link or URL in half', () => {
  const twelve = '코루틴 예외 처리 이야기 '.repeat(13);
  const five = '코루틴 예외 처리 이야기 '.repeat(5);
  test.each([
    [
      'a link',
      twelve,
      '[구조화된 동시성과 취소의 전파에 대한 공식 문서 설명](https://kotlinlang.org/docs/) 뒤 문장.',
    ],
    [
      'a bare URL',
      twelve,
      'https://developer.android.com/topic/libraries/architecture/coroutines_and_flows 뒤.',
    ],
    ['a URL longer than the window', five, `https://example.com/${'very_long_path_segment/'.repeat(12)} 뒤.`],
  ])('%s', (_, before, atom) => {
    const summary = summarize(`${before}${atom} `.repeat(2));
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.slice(0, -1)).toBe(before.trimEnd());
  });
});
