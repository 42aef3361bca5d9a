import { twinPath } from '../../content/permalink.js';
import { NEVER, NO_CARRY } from '../../ground/carry.js';
import { bodyKey, memoKey } from '../../ground/memo.js';
import { etagOf } from '../artifacts.js';
import { ENDPOINTS } from '../endpoints.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { mdText } from '../markdown.js';
import { absoluteUrl, type BuiltPost } from '../model.js';
import { developersPath, tagsPath } from '../pages/data.js';
import { textFor } from '../pages/text.js';

const TYPE = 'text/markdown; charset=utf-8';

/** The page path of a URL of the site (`https://x/blog/a` → `/blog/a`), decoded. */
function pagePath(base: string, url: string): string {
  return decodeURIComponent(url.slice(base.length)) || '/';
}

/**
 * The Markdown twin of every page: page path + `.md` (`/index.md` for the home page, `/a/b.md` for
 * `/a/b/`). Posts keep their
 * own Markdown under a heading and a line of facts; a legacy post opens with an outdated-content notice.
 */
export function twinFiles({ data, carry = NO_CARRY, memo, spill, pathsOnly }: BuildInput): BuildOutput {
  const { config, profile } = data;
  const base = config.base_url;
  const korean = config.language.startsWith('ko');
  const out: BuildOutput = [];
  type Entry = BuildOutput[number];
  const entry = (path: string, text: string): Entry => ({
    path: twinPath(path),
    content: text,
    contentType: TYPE,
  });
  const page = (path: string, text: string) => out.push(entry(path, text));
  const taggedBefore = carry.space<Entry>('twin/tag', [base]);
  const tagText = new Map<string, string>();
  const tagsOf = (p: BuiltPost) =>
    p.tags
      .map((t) => {
        let text = tagText.get(t);
        if (text === undefined) {
          text = mdText(t);
          tagText.set(t, text);
        }
        return text;
      })
      .join(', ');
  // A post's line appears in the blog listing and on each of its tags' pages: made once, and within
  // --watch taken from the last build for the same post object (ground/carry.ts). A line is made of
  // the front matter alone: while the site has the same shape (content/model.ts), all are the last
  // build's, and so are the tags' twins (no summary in them: test/watch-carry.test.ts edits a first
  // paragraph).
  const { shape } = data;
  const { listed, lineOf } = carry.byShape('twin/lines', shape, NEVER, () => {
    const listed = carry.each(
      'twin/line',
      [],
      data.posts,
      (p) =>
        `- [${mdText(p.title)}](${p.url}) · ${p.date.slice(0, 10)}${p.tags.length ? ` · ${tagsOf(p)}` : ''}`,
    );
    return { listed, lineOf: new Map(data.posts.map((p, i) => [p.id, listed[i] as string])) };
  });

  page(
    '/',
    `# ${mdText(profile.name)}

${mdText(profile.headline ?? profile.job_title)}

${profile.summary ? `${mdText(profile.summary)}\n\n` : ''}${data.projects.length > 0 ? `- [${korean ? '프로젝트' : 'Projects'}](${absoluteUrl(base, '/projects.md')})\n` : ''}${data.experience.length > 0 ? `- [${korean ? '경력' : 'Experience'}](${absoluteUrl(base, '/experience.md')})\n` : ''}- [${korean ? '블로그' : 'Blog'}](${absoluteUrl(base, '/blog.md')})
- [API](${absoluteUrl(base, '/api/index.json')})
`,
  );
  page(
    '/projects',
    `# ${korean ? '프로젝트' : 'Projects'}

${data.projects
  .map(
    (p) =>
      `## ${mdText(p.name)}\n\n${[p.type, p.status, p.organization, p.platform, p.downloads]
        .filter(Boolean)
        .map((v) => mdText(String(v)))
        .join(' · ')}\n\n${mdText(p.summary)}${p.url ? `\n\n<${p.url}>` : ''}\n`,
  )
  .join('\n')}`,
  );
  page(
    '/experience',
    `# ${korean ? '경력' : 'Experience'}

${data.experience
  .map(
    (e) =>
      `## ${mdText(e.organization)} · ${mdText(e.role)}\n\n${mdText(e.period ?? `${e.start} — ${e.end ?? (korean ? '현재' : 'present')}`)}${e.summary ? `\n\n${mdText(e.summary)}` : ''}\n`,
  )
  .join('\n')}`,
  );
  out.push(
    carry.get('twin/blog', [config.title, ...listed], () =>
      entry('/blog', `# ${mdText(config.title)}\n\n${listed.join('\n')}\n`),
    ),
  );
  // The tag index and the developer portal: a twin for every page, as the contract asks.
  if (config.pages !== false) {
    const text = textFor(config.language);
    page(
      tagsPath(data),
      `# ${text.tags}\n\n${data.tags.map((t) => `- [${mdText(t.name)}](${t.url}) · ${text.posts_count(t.posts.length)}`).join('\n')}\n`,
    );
    page(
      developersPath(data),
      `# ${text.developer_portal}\n\n${mdText(text.api_intro)}\n\n${ENDPOINTS.map(
        (row) => `- [${mdText(row.summary)}](${absoluteUrl(base, row.path)}) · \`${row.path}\``,
      ).join('\n')}\n- [llms.txt](${absoluteUrl(base, '/llms.txt')})\n`,
    );
  }
  // Within --watch, a tag's or post's twin made from the last build's very objects is that build's
  // entry (ground/carry.ts), whose artifact the registry then takes as it was.
  const tagTwins = carry.byShape('twin/tags', shape, NEVER, () =>
    data.tags.map((tag) => {
      const tagLines = tag.posts.map((id) => lineOf.get(id) as string);
      return taggedBefore.get(
        tag,
        () => entry(pagePath(base, tag.url), `# ${mdText(tag.name)}\n\n${tagLines.join('\n')}\n`),
        tagLines,
      );
    }),
  );
  for (const twin of tagTwins) out.push(twin);
  // A post's twin is made of its own fields and body alone (below): the memo keeps its ETag and size
  // under a key of those, so that a build after an edit makes, encodes and hashes only the twins of
  // the posts that changed (10,000 twins, 21 MB, were ~0.25 s of a fresh build after one edit). A
  // twin the memo knows is made again only if something reads its bytes: the write, when the output
  // folder does not hold it.
  const posts = carry.each('twin/post', [korean], data.posts, (post): Entry => {
    const path = twinPath(post.path);
    if (memo === undefined || pathsOnly) return entry(post.path, postTwin(post, korean));
    const key = memoKey(
      'twin/post',
      korean ? 'ko' : '',
      post.path,
      post.url,
      post.title,
      post.date,
      post.legacy ? 'legacy' : '',
      JSON.stringify(post.tags),
      bodyKey(post),
    );
    if (memo.has('twin', key)) {
      const known = memo.get('twin', key, () => ({ etag: '', size: 0 }));
      return { path, content: twinOf(post, korean), contentType: TYPE, ...known, again: true };
    }
    const bytes = Buffer.from(postTwin(post, korean), 'utf8');
    const known = memo.get('twin', key, () => ({ etag: etagOf(bytes), size: bytes.byteLength }));
    // Where the build keeps made files until the write (ground/spill.ts), as the registry would.
    return spill
      ? { path, content: spill.reader(spill.put(bytes)), contentType: TYPE, ...known, again: true }
      : { path, content: held(bytes), contentType: TYPE, ...known };
  });
  for (const post of posts) out.push(post);

  return out;
}

/** A post's twin: its own Markdown under a heading and a line of facts, a legacy post's notice first. */
function postTwin(post: BuiltPost, korean: boolean): string {
  const notice = post.legacy
    ? `> ${korean ? '**오래된 글입니다.** 이 글은 지금은 권장되지 않는 예전 플랫폼 API를 다룹니다.' : '**Outdated.** This post is about older platform APIs that are no longer recommended.'}\n\n`
    : '';
  const tags = post.tags.length ? ` · ${post.tags.map((tag) => mdText(tag)).join(', ')}` : '';
  return `# ${mdText(post.title)}\n\n${notice}${post.date.slice(0, 10)}${tags} · <${post.url}>\n\n${post.body.trim()}\n`;
}

/** A twin's bytes made when read (a function of the post alone, so that it keeps nothing else alive). */
function twinOf(post: BuiltPost, korean: boolean): () => Uint8Array {
  return () => Buffer.from(postTwin(post, korean), 'utf8');
}

/** Bytes already made, as a content function that keeps nothing else alive. */
function held(bytes: Uint8Array): () => Uint8Array {
  return () => bytes;
}
