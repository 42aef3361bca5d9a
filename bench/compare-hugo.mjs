// Hugo (Debian's package) building the same posts as bench/hugo describes, in the same run as
// site-api, so that the ratio holds whatever the machine's load; and what both wrote, side by side.
//   cold     Hugo's output, cache (--cacheDir) and resources folders removed before each run;
//   rebuild  another `hugo` over the same content with all of them kept (Hugo has no incremental
//            build outside `hugo server`, so this is what a rebuild with nothing changed costs it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { CSS } from '../lib/build/pages/theme/css.js';
import { repo, series, timeProgram } from './measure.mjs';

const project = `${repo}bench/hugo`;

/** Chroma's classes for the colours site-api's stylesheet gives Prism's tokens. */
const CHROMA = `.chroma .c, .chroma .c1, .chroma .cm, .chroma .cp { color: var(--t-comment); font-style: italic; }
.chroma .k, .chroma .kd, .chroma .kn, .chroma .kr, .chroma .kt, .chroma .kc, .chroma .nt { color: var(--t-keyword); }
.chroma .s, .chroma .s1, .chroma .s2, .chroma .sb, .chroma .sc, .chroma .se, .chroma .si, .chroma .sr { color: var(--t-string); }
.chroma .m, .chroma .mi, .chroma .mf, .chroma .mh, .chroma .il, .chroma .nb, .chroma .nd { color: var(--t-number); }
.chroma .nf, .chroma .fm { color: var(--t-function); }
.chroma .nc, .chroma .na, .chroma .py { color: var(--t-type); }
`;

/**
 * Hugo's site.css: site-api's own stylesheet (lib/, as built) with Chroma's classes for Prism's, written
 * before each bench so that both sides serve the same rules and weight, never a copy left behind.
 */
function writeStylesheet() {
  mkdirSync(`${project}/static`, { recursive: true });
  writeFileSync(`${project}/static/site.css`, CSS.replace(/^\.token[^\n]*\n/gm, '') + CHROMA);
}

export function hugoVersion() {
  const out = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.split(' ')[1] : undefined;
}

/** Cold runs then rebuilds of the site in `dir` (bench/.sites/posts-N), its posts mounted at content/blog. */
export function benchHugo(dir, runs) {
  writeStylesheet();
  const out = `${dir}/hugo-out`;
  const cache = `${dir}/hugo-cache`;
  // The posts are mounted (an absolute source is allowed for the main project) rather than copied.
  const mounts = `${dir}/hugo-mounts.toml`;
  writeFileSync(
    mounts,
    `[[module.mounts]]\n  source = ${JSON.stringify(`${dir}/content/posts`)}\n  target = "content/blog"\n`,
  );
  const args = [
    '--quiet',
    '--source',
    project,
    '--config',
    `${project}/hugo.toml,${mounts}`,
    '--destination',
    out,
    '--cacheDir',
    cache,
  ];
  const run = () => timeProgram('hugo', args);
  const clear = () => {
    for (const d of [out, cache, `${project}/resources`]) rmSync(d, { recursive: true, force: true });
  };
  const cold = series(runs, run, clear);
  const rebuild = series(runs, run);
  return { cold, rebuild };
}

/**
 * What Hugo must have written for the comparison to mean anything: a page per post, a page per tag
 * (as many as site-api wrote into <dir>/dist), code highlighted by Chroma. Throws when it has not
 * (a template or config change broke it).
 */
export function verifyHugo(dir, posts) {
  const out = `${dir}/hugo-out`;
  const tags = countPages(`${dir}/dist/blog/tags`);
  const postPages = countPages(`${out}/blog`, (name) => name.startsWith('post-'));
  const tagPages = countPages(`${out}/blog/tags`);
  const sample = readFileSync(`${out}/blog/post-0/index.html`, 'utf8');
  const problems = [];
  if (postPages !== posts) problems.push(`${postPages} post pages for ${posts} posts`);
  if (tagPages !== tags) problems.push(`${tagPages} tag pages for ${tags} tags`);
  if (!/<pre[^>]*class="chroma"[\s\S]*<span class="k">/.test(sample)) {
    problems.push('blog/post-0/index.html has no code highlighted by Chroma');
  }
  for (const f of ['index.html', 'index.json', 'index.xml', 'sitemap.xml', 'tags/index.json']) {
    if (!existsSync(`${out}/${f}`)) problems.push(`no ${f}`);
  }
  if (problems.length) throw new Error(`Hugo's output in ${out} is not comparable: ${problems.join('; ')}`);
  return { postPages, tagPages };
}

function countPages(dir, keep = () => true) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).filter(
    (e) => e.isDirectory() && keep(e.name) && existsSync(join(dir, e.name, 'index.html')),
  ).length;
}

/**
 * Files and bytes of both outputs by kind, and the mean size of a post page and a tag page (every
 * 20th post, every tag), with how many of the sampled post pages carry highlighted code.
 */
export function compareOutputs(siteApiOut, hugoOut) {
  const side = (root, highlighted) => {
    const kinds = new Map();
    let files = 0;
    let bytes = 0;
    for (const path of readdirSync(root, { recursive: true }).map(String)) {
      const full = join(root, path);
      const st = statSync(full);
      if (!st.isFile()) continue;
      const kind = extname(path).slice(1) || 'other';
      const k = kinds.get(kind) ?? { files: 0, bytes: 0 };
      k.files++;
      k.bytes += st.size;
      kinds.set(kind, k);
      files++;
      bytes += st.size;
    }
    const page = (path) => {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return undefined;
      }
    };
    const posts = [];
    for (let i = 0; ; i += 20) {
      const html = page(`blog/post-${i}/index.html`);
      if (html === undefined) break;
      posts.push(html);
    }
    const tagDir = join(root, 'blog/tags');
    const tags = readdirSync(tagDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => page(`blog/tags/${e.name}/index.html`))
      .filter((html) => html !== undefined);
    const mean = (pages) => pages.reduce((n, p) => n + Buffer.byteLength(p), 0) / Math.max(1, pages.length);
    return {
      files,
      bytes,
      kinds,
      postPage: mean(posts),
      tagPage: mean(tags),
      tagPages: tags.length,
      sampled: posts.length,
      highlighted: posts.filter((p) => highlighted.test(p)).length,
    };
  };
  return {
    siteApi: side(siteApiOut, /<span class="token keyword">/),
    hugo: side(hugoOut, /<pre[^>]*class="chroma"[\s\S]*<span class="k[a-z]?">/),
  };
}
