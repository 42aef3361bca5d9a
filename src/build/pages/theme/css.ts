/**
 * The default theme's one CSS file. No framework, no web font: the system's Korean fonts read well and
 * cost nothing to download. Colours are custom properties, so `pages.accent` and an owner's own CSS
 * (appended after this) change them in one place. Contrast is WCAG AA in both schemes.
 */
export const CSS = `:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --fg: #1f2328;
  --muted: #57606a;
  --line: #d8dee4;
  --code-bg: #f6f8fa;
  --accent: #0b57d0;
  --t-comment: #5c6670;
  --t-keyword: #a0235f;
  --t-string: #0a6640;
  --t-number: #8a4b00;
  --t-function: #6232a8;
  --t-type: #005cc5;
  --font: -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", Pretendard, "Noto Sans KR",
    "Malgun Gothic", "맑은 고딕", system-ui, "Segoe UI", Roboto, sans-serif;
  --mono: ui-monospace, SFMono-Regular, "D2Coding", Menlo, Consolas, "Noto Sans Mono CJK KR", monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #121417;
    --fg: #e6e8eb;
    --muted: #a5adb6;
    --line: #30363d;
    --code-bg: #1c2128;
    --accent: #8ab4f8;
    --t-comment: #9aa4ae;
    --t-keyword: #ff8fc0;
    --t-string: #7ee2a8;
    --t-number: #ffc069;
    --t-function: #d2a8ff;
    --t-type: #79c0ff;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--fg);
  font: 1.0625rem/1.75 var(--font);
  word-break: keep-all;
  overflow-wrap: break-word;
}
.wrap { max-width: 46rem; margin: 0 auto; padding-inline: 1.25rem; }
a { color: var(--accent); text-underline-offset: 0.2em; }
a:focus-visible, pre:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
.skip { position: absolute; left: 0.5rem; top: -3rem; padding: 0.5rem 1rem; background: var(--bg); z-index: 1; }
.skip:focus { top: 0.5rem; }
header.site { border-bottom: 1px solid var(--line); }
header.site .wrap { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; align-items: baseline; padding-block: 0.9rem; }
.brand { font-weight: 700; color: var(--fg); text-decoration: none; }
header.site ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
header.site a[aria-current="page"] { font-weight: 700; }
main { padding-block: 2.5rem 3rem; }
h1, h2, h3, h4 { line-height: 1.35; margin: 2rem 0 0.75rem; }
h1 { font-size: 1.9rem; margin-top: 0; }
h2 { font-size: 1.4rem; }
h3 { font-size: 1.15rem; }
h1 .anchor, h2 .anchor, h3 .anchor, h4 .anchor { color: inherit; text-decoration: none; }
h2 .anchor:hover::after, h3 .anchor:hover::after { content: " #"; color: var(--muted); }
p, ul, ol, table, pre, blockquote { margin: 0 0 1.1rem; }
img { max-width: 100%; height: auto; }
.meta, .muted { color: var(--muted); font-size: 0.95rem; }
.tags { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; }
.tags a { display: inline-block; padding: 0 0.6rem; border: 1px solid var(--line); border-radius: 1rem; text-decoration: none; font-size: 0.9rem; }
.chips { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; }
.chips li { padding: 0 0.6rem; border: 1px solid var(--line); border-radius: 1rem; font-size: 0.9rem; }
.notice { border-left: 4px solid var(--t-number); background: var(--code-bg); padding: 0.75rem 1rem; }
.list { list-style: none; padding: 0; }
.list li { padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
.list time { color: var(--muted); font-size: 0.9rem; margin-right: 0.5rem; font-variant-numeric: tabular-nums; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; padding: 0; list-style: none; }
.cards li { border: 1px solid var(--line); border-radius: 0.5rem; padding: 1rem; }
.cards h3 { margin-top: 0; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; margin: 0 0 1.5rem; }
.stats div { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.6rem 0.8rem; }
.stats dt { color: var(--muted); font-size: 0.85rem; }
.stats dd { margin: 0; font-size: 1.3rem; font-weight: 700; }
code, pre { font-family: var(--mono); font-size: 0.9em; }
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.35em; border-radius: 4px; }
pre { background: var(--code-bg); padding: 1rem; border-radius: 6px; overflow-x: auto; line-height: 1.55; word-break: normal; overflow-wrap: normal; }
.table { overflow-x: auto; margin-bottom: 1.1rem; }
table { border-collapse: collapse; min-width: 100%; word-break: keep-all; }
th, td { overflow-wrap: normal; border: 1px solid var(--line); padding: 0.4rem 0.7rem; text-align: left; vertical-align: top; }
th { background: var(--code-bg); }
.align-right { text-align: right; white-space: nowrap; }
.align-center { text-align: center; }
hr { border: 0; border-top: 1px solid var(--line); margin: 2rem 0; }
.footnotes { font-size: 0.95rem; color: var(--muted); }
blockquote { margin-left: 0; padding-left: 1rem; border-left: 4px solid var(--line); color: var(--muted); }
.token.comment, .token.prolog, .token.doctype { color: var(--t-comment); font-style: italic; }
.token.keyword, .token.tag, .token.boolean, .token.important { color: var(--t-keyword); }
.token.string, .token.char, .token.attr-value, .token.regex { color: var(--t-string); }
.token.number, .token.constant, .token.annotation, .token.builtin { color: var(--t-number); }
.token.function { color: var(--t-function); }
.token.class-name, .token.attr-name, .token.property { color: var(--t-type); }
nav.pager { display: flex; justify-content: space-between; gap: 1rem; border-top: 1px solid var(--line); padding-top: 1rem; margin-top: 2.5rem; }
nav.pager a { max-width: 48%; }
nav.pager .next { margin-left: auto; text-align: right; }
.endpoint { border-top: 1px solid var(--line); padding-top: 0.5rem; }
.fields td:first-child { white-space: nowrap; }
footer.site { border-top: 1px solid var(--line); padding-block: 1.5rem; color: var(--muted); font-size: 0.9rem; }
footer.site p { margin: 0.25rem 0; }
@media (max-width: 32rem) {
  body { font-size: 1rem; }
  h1 { font-size: 1.6rem; }
}
@media print {
  header.site, footer.site, nav.pager, .skip { display: none; }
}
`;
