import { readFileSync, writeFileSync } from 'node:fs';
import { type Random, random } from './support/random.js';

// What the random edits of test/site-edits.ts write: words, dates, and a post's front matter read and
// written line by line (its field order and spelling kept, as an editor keeps them). The seeded
// generator is test/support/random.ts.

export { type Random, random };

const SENTENCES = [
  '빌드 캐시가 출력을 바꾸면 안 됩니다.',
  '코루틴 스코프를 화면 수명에 묶었습니다.',
  'Compose로 옮긴 뒤 리컴포지션 횟수를 다시 쟀습니다.',
  'A sentence in English, with `inline code` and a [link](https://example.com/a_(1)).',
  '테스트는 **느린 것부터** 고쳤습니다.',
  '배포 전날 밤에 발견한 버그는 결국 <캐시> & "순서" 문제였습니다.',
  '세 번째 시도에서야 원인을 찾았습니다: 순서가 바뀐 이벤트.',
  '각주가 붙은 문장입니다.[^1]\n\n[^1]: 각주의 본문.',
  // Hangul decomposed (NFD), as macOS writes it: the build reads it composed.
  '맥에서 저장한 문장입니다.'.normalize('NFD'),
];
export const TITLES = [
  '캐시 & 순서 <2편>',
  'Cache "keys" & values',
  '바뀐 제목',
  'Kotlin 2.0 후기',
  '제목: 부제',
];
export const TAGS = [
  'Kotlin',
  'Android',
  'Jetpack Compose',
  '코루틴',
  '새태그',
  'C++',
  '.NET',
  'Go 언어',
  '캐시',
];
/** Tags the sample spells one way, and another spelling of each (the same slug). */
export const SPELLINGS: [string, string][] = [
  ['Android', 'android'],
  ['Jetpack Compose', 'jetpack-compose'],
  ['Kotlin', 'kotlin'],
  ['Kotlin Multiplatform', 'kotlin multiplatform'],
];
export const POST_PATTERNS = [
  '/blog/{id}',
  '/{year}/{month}/{id}/',
  '/{category}/{id}.html',
  '/글/{year}/{id}',
];
export const TAG_PATTERNS = ['/blog/tags/{slug}', '/topics/{slug}', '/blog/주제/{slug}'];
export const BASE_URLS = ['https://seojin.example', 'https://seojin.example/notes', 'https://other.example'];
/** A line of a body linking another post (Markdown, with a fragment or not, or raw HTML). */
export const LINK = /\n[^\n]*관련 글 \d+[^\n]*\n/g;
export const LINK_TARGET = /\.\.\/(\d{4})\/([a-z0-9-]+)\.md/;

export function sentence(r: Random): string {
  return r.pick(SENTENCES);
}

export function paragraph(r: Random): string {
  const code = r.chance(0.3)
    ? `\n\n\`\`\`${r.pick(['kotlin', 'ts', 'text'])}\nval answer = ${r.int(1000)} // 주석 <${r.int(10)}>\n\`\`\``
    : '';
  return `${sentence(r)} ${sentence(r)}${code}`;
}

/** A date among the sample's own (never in the future), as front matter writes it. */
export function someDate(r: Random): string {
  const day = `${2015 + r.int(11)}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
  return r.chance(0.5)
    ? day
    : `${day}T${String(r.int(24)).padStart(2, '0')}:${r.pick(['00', '30'])}:00+09:00`;
}

/** A day at least two days after `date` (front matter's), and not after 2026-10-31 unless it must. */
export function dayAfter(r: Random, date: string): string {
  const from = Date.parse(date.slice(0, 10));
  const at = Math.min(from + (2 + r.int(400)) * 86_400_000, Date.parse('2026-10-31'));
  return new Date(Math.max(at, from + 2 * 86_400_000)).toISOString().slice(0, 10);
}

/** A post's text with LF line endings, and whether its file has CRLF. */
export function readPost(file: string): { text: string; crlf: boolean } {
  const raw = readFileSync(file, 'utf8');
  return { text: raw.replaceAll('\r\n', '\n'), crlf: raw.includes('\r\n') };
}

export function writePost(file: string, text: string, crlf: boolean): void {
  writeFileSync(file, crlf ? text.replaceAll('\n', '\r\n') : text);
}

/** A post's front matter (its lines) and body. */
export function split(text: string): { front: string[]; body: string } {
  const found = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!found) throw new Error(`no front matter in:\n${text.slice(0, 200)}`);
  return { front: (found[1] as string).split('\n'), body: text.slice(found[0].length) };
}

export function field(front: string[], key: string): string | undefined {
  return front.find((l) => l.startsWith(`${key}: `))?.slice(key.length + 2);
}

/** `front` with `key` set to `value` (a YAML value as written), or removed when undefined. */
export function withField(front: string[], key: string, value: string | undefined): string[] {
  const at = front.findIndex((l) => l.startsWith(`${key}: `));
  const lines = [...front];
  if (value === undefined) {
    if (at >= 0) lines.splice(at, 1);
  } else if (at >= 0) lines[at] = `${key}: ${value}`;
  else lines.push(`${key}: ${value}`);
  return lines;
}

export function tagsOf(front: string[]): string[] {
  const list = field(front, 'tags');
  if (!list) return [];
  return list
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((t) => t.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

export function tagsLine(tags: string[]): string {
  return `[${tags.map((t) => JSON.stringify(t)).join(', ')}]`;
}

export function svg(r: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${10 + r.int(500)}" height="${10 + r.int(500)}"></svg>\n`;
}

/** Page kinds' templates that show what the defaults do not (summaries, tags, a partial). */
export const THEMES: Record<string, string> = {
  'tag.liquid': `{% layout "layout" %}{% block content %}
<h1>{{ page.heading }}</h1>
<ul>
{%- for post in posts %}
<li><a href="{{ post.href }}">{{ post.title }}</a> — {{ post.summary }} ({{ post.tags | join: ", " }})</li>
{%- endfor %}
</ul>
{% endblock %}`,
  'post.liquid': `{% layout "layout" %}{% block content %}
<article><h1>{{ post.title }}</h1>{% render "byline", day: post.day %}
{{ post.html | raw }}</article>
{%- if previous %}<p>← {{ previous.title }}: {{ previous.summary }} {{ previous.tags | join: "/" }}</p>{% endif %}
{%- if next %}<p>→ {{ next.title }}: {{ next.summary }}</p>{% endif %}
{% endblock %}`,
  'home.liquid': `{% layout "layout" %}{% block content %}
<h1>{{ profile.name }}</h1>
{%- for post in latest %}<p><a href="{{ post.href }}">{{ post.title }}</a> {{ post.summary }}</p>{% endfor %}
{% endblock %}`,
};
