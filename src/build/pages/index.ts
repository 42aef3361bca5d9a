import { NO_CARRY } from '../../ground/carry.js';
import { sha256 } from '../../ground/digest.js';
import { UserError } from '../../ground/errors.js';
import { bodyKey, memoKey } from '../../ground/memo.js';
import type { Spill } from '../../ground/spill.js';
import { type ArtifactSet, etagOf } from '../artifacts.js';
import { ENDPOINTS } from '../endpoints.js';
import { apiDocuments } from '../files/api.js';
import { openApiFiles } from '../files/openapi.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { type BuiltPost, fieldsOf } from '../model.js';
import { developersPath, pageContext, pageSettings, postSummary, siteContext, tagsPath } from './data.js';
import { imageSizes, type Size, siteUrlsIn, sizeOf, sizesIn, sizesOf } from './images.js';
import { inlineHtml, portalEndpoints } from './portal.js';
import {
  type Made,
  PageError,
  type PageJob,
  type PageSetup,
  type PageThreads,
  pageRenderer,
  spilledPage,
} from './render.js';
import { textFor } from './text.js';
import { CSS } from './theme/css.js';
import type { PageKind } from './theme/kinds.js';
import { pageFile, type Urls, urlsFor } from './urls.js';

const HTML = 'text/html; charset=utf-8';

/** What a page is carried under within --watch (a post or tag object, or a name), and what else it was made from. */
interface Keep {
  key: unknown;
  deps: readonly unknown[];
}

/** A page's bytes when only paths are asked for (BuildInput.pathsOnly). */
const NOT_MADE = new Uint8Array();

/** Fewer pages than this render in this thread: starting a worker costs more than it saves. */
const PARALLEL_FROM = 400;

/**
 * Pages waiting to be rendered at which the pool's threads start: an edit of a post or two leaves
 * fewer (its page, its neighbours', its tags', the lists).
 */
const EARLY_START = 50;

/**
 * Pages rendered together (more when a pool's threads need more): few enough to hold their jobs. With
 * a pool, half as many: one batch is made while the threads render the one before, and each thread
 * holds a copy of the jobs it was sent.
 */
const BATCH = 2000;

/**
 * The site's HTML: a page for every URL the API hands out (home, blog, posts, tags, projects,
 * experience, the developer portal) and the 404 page, each rendered by its kind's Liquid template,
 * plus the one CSS file. Nothing when site.yaml says `pages: false`.
 */
export function pageFiles(input: BuildInput, built: ArtifactSet = new Map()): BuildOutput {
  // The pool's threads live from the first batch to the end, whatever ends it.
  const threads: { open?: PageThreads } = {};
  try {
    return makePages(input, built, threads);
  } finally {
    threads.open?.close();
  }
}

function makePages(input: BuildInput, built: ArtifactSet, threads: { open?: PageThreads }): BuildOutput {
  const { data } = input;
  const text = textFor(data.config.language);
  const settings = pageSettings(data, text);
  if (!settings) return [];
  const urls = urlsFor(data.config.base_url);
  const site = siteContext(data, urls, settings, text);
  const out: BuildOutput = [];
  type Entry = BuildOutput[number];
  // A page is a function of its template, the site-wide context and its own: the memo keeps its ETag
  // and size under a key of the three, and a page it knows is rendered only if something reads it.
  // Not when an owner's template may read the clock ("now", "today").
  const memo = input.memo && !readsClock(data.theme.templates) ? input.memo : undefined;
  const spill = input.pathsOnly ? undefined : input.spill;
  const setup: PageSetup = {
    templates: data.theme.templates,
    site,
    language: data.config.language,
    timezone: data.config.timezone,
    base: data.config.base_url,
    hardBreaks: data.config.markdown?.hard_breaks === true,
  };
  const shared = memoKey(
    JSON.stringify(data.theme.templates),
    JSON.stringify(site),
    JSON.stringify(text),
    setup.timezone,
    setup.base,
    String(setup.hardBreaks),
  );
  // Within --watch (ground/carry.ts): a post's or tag's page whose inputs are the last build's very objects is
  // that build's entry, neither keyed nor rendered. `wide` stands for everything else a page reads.
  const carry = readsClock(data.theme.templates) ? NO_CARRY : (input.carry ?? NO_CARRY);
  const { profile } = data;
  const person = {
    '@type': 'Person',
    name: profile.name,
    ...(profile.alternate_names ? { alternateName: profile.alternate_names } : {}),
    jobTitle: profile.job_title,
    url: profile.url ?? data.config.base_url,
    sameAs: (profile.links ?? []).map((l) => l.url),
  };
  // Also what a post's page is keyed under in the memo, beside its own inputs (below).
  const wide =
    carry === NO_CARRY && !memo ? '' : memoKey(shared, JSON.stringify(data.config), JSON.stringify(person));
  const kept = carry.space<Entry>('page', [wide]);
  /** A carried page, added to the output; false when it must be made. */
  const carried = ({ key, deps }: Keep) => {
    const entry = kept.take(key, deps);
    if (entry !== undefined) out.push(entry);
    return entry !== undefined;
  };
  /** `slot`: the place in `out` a page rendered in a batch was given when it was scheduled. */
  const add = (entry: Entry, keep: Keep | undefined, slot = out.length) => {
    out[slot] = entry;
    if (keep) kept.put(keep.key, entry, keep.deps);
  };
  let renderer: ((job: PageJob) => Uint8Array) | undefined;
  const local = (job: PageJob) => {
    renderer ??= pageRenderer(setup);
    return renderer(job);
  };
  // Pages no memo knows: rendered a batch at a time, in several threads when a pool is given, so that
  // the jobs of one batch (two while the threads render one) are held at once, not every page's
  // (~200 MB at 50,000 posts). With a spill, each page goes to it as it is made: no thread holds the
  // site's HTML.
  const pending: { job?: PageJob; file: string; key: string; keep?: Keep; slot: number }[] = [];
  const make = spill ? (job: PageJob): Made => spilledPage(spill.share, local(job)) : local;
  const batchSize = input.pagePool ? Math.max(BATCH / 2, input.pagePool.batch) : BATCH;
  /** The batch whose pages the other threads are rendering: adds them once this thread has its own. */
  let rendering: (() => void) | undefined;
  /**
   * Hands the waiting jobs to the threads, then adds the pages of the batch before (rendering the
   * jobs of it no thread has taken yet), so that the threads render while this one makes the next
   * batch's jobs; `last`: and this batch's too.
   */
  const flush = (last = false) => {
    const batch = pending.splice(0);
    // Held by the list alone, which lets each go once it is rendered.
    const jobs = batch.map((p) => p.job as PageJob);
    for (const p of batch) p.job = undefined;
    const before = rendering;
    rendering = undefined;
    if (!input.pathsOnly && input.pagePool && jobs.length >= PARALLEL_FROM) {
      threads.open ??= input.pagePool.open(setup, spill?.share);
      const made = threads.open.begin(jobs, make);
      rendering = () => placed(batch, rendered(made));
    }
    before?.();
    if (rendering === undefined)
      placed(
        batch,
        rendered(() => (input.pathsOnly ? jobs.map(() => NOT_MADE) : jobs.map(make))),
      );
    else if (last) {
      rendering();
      rendering = undefined;
    }
  };
  const rendered = (made: () => Made[]) => {
    try {
      return made();
    } catch (error) {
      if (!(error instanceof PageError)) throw error;
      throw new UserError(
        error.message,
        `Fix content/theme/${error.job.kind}.liquid (or the partial it names), or delete it to use the default template.`,
      );
    }
  };
  const placed = (batch: typeof pending, made: Made[]) => {
    batch.forEach(({ file, key, keep, slot }, i) => {
      const rendered = made[i] as Made;
      if (!(rendered instanceof Uint8Array)) {
        const where = { at: rendered.at, size: rendered.size };
        const known = { etag: rendered.etag, size: rendered.size };
        if (memo) memo.get('page', key, () => known);
        add(
          { path: file, content: (spill as Spill).reader(where), contentType: HTML, ...known, again: true },
          keep,
          slot,
        );
        return;
      }
      const known =
        memo && !input.pathsOnly
          ? memo.get('page', key, () => ({ etag: etagOf(rendered), size: rendered.byteLength }))
          : undefined;
      add(
        known
          ? { path: file, content: given(rendered), contentType: HTML, ...known }
          : { path: file, content: rendered, contentType: HTML },
        keep,
        slot,
      );
    });
  };
  /**
   * A page to be in the output: its ETag from the memo when the memo knows its key (its job then made
   * only if the write reads it), else rendered with the others of its batch.
   */
  const schedule = (file: string, key: string, makeJob: () => PageJob, keep?: Keep) => {
    const known = memo?.has('page', key) ? memo.get('page', key, () => ({ etag: '', size: 0 })) : undefined;
    // A known page the output folder lacks is rendered with the others, in the pool (BuildInput.held).
    if (known && (input.held === undefined || input.held.get(file) === known.etag)) {
      const make = () => local(makeJob());
      add(
        spill
          ? { path: file, content: spill.later(make), contentType: HTML, ...known, again: true }
          : { path: file, content: make, contentType: HTML, ...known },
        keep,
      );
    } else {
      // Its place in the output is kept for it: the pages are listed in the same order whichever of
      // them a build renders, so that the next --watch rebuild finds each file at the position it had
      // (build/index.ts positionBefore) and the checks and host files that compare the lists by
      // position carry over. A page rendered at the end of the list moved every later one.
      const slot = out.push(undefined as unknown as Entry) - 1;
      const waiting = pending.push({ job: makeJob(), file, key, keep, slot });
      // So many pages to render that most of the site will be (a first build, a new theme): the
      // threads a full batch uses start now (one takes ~0.2 s to load), while the batch is made.
      if (waiting === EARLY_START && input.pagePool && !input.pathsOnly) {
        threads.open ??= input.pagePool.open(setup, spill?.share);
        threads.open.start(Math.min(batchSize, data.posts.length + data.tags.length));
      }
      if (waiting >= batchSize) flush();
    }
  };
  /** A page's job: its context, with the section of the navigation it is in. */
  const jobOf = (
    kind: PageKind,
    page: ReturnType<typeof pageContext>,
    extra: Extra,
    body?: PageJob['body'],
  ) => {
    const own = { ...page, section: sectionOf(page.path) };
    const job: PageJob = {
      kind,
      path: page.path,
      context: { page: own, ...(typeof extra === 'function' ? extra(asShown) : extra) },
      body,
    };
    return { own, job };
  };
  const sectionOf = (path: string) =>
    site.navigation
      .filter((n) => n.path.startsWith('/') && (path === n.path || path.startsWith(`${n.path}/`)))
      .sort((a, b) => b.path.length - a.path.length)[0]?.path ?? null;
  /**
   * A page keyed by its context (a post's page is keyed by its inputs instead: below). `keep`: what the
   * page is carried under within --watch.
   */
  const render = (
    kind: PageKind,
    file: string,
    page: ReturnType<typeof pageContext>,
    extra: Extra,
    keep?: Keep,
  ) => {
    const { own, job } = jobOf(kind, page, extra);
    // The key's context lists each post summary by its digest: the tag and blog pages and the posts'
    // neighbours list 10,000 summaries several times over, which were serialized and hashed each time.
    const keyed = () => (typeof extra === 'function' ? { page: own, ...extra(digestOf) } : job.context);
    const key = memo ? memoKey(kind, shared, JSON.stringify(keyed()), '') : '';
    schedule(file, key, () => job, keep);
  };
  const page = (path: string, opts: Parameters<typeof pageContext>[4]) =>
    pageContext(data, urls, site, path, opts);
  // A post as lists show it, made once per build; within --watch the last build's object while its
  // fields are the same, so that a list page can tell it is unchanged by comparing objects.
  const listed = carry.each(
    'page/shown',
    [data.config.base_url],
    data.posts,
    (p) => postSummary(p, urls),
    true,
  );
  const summaries = new Map(data.posts.map((p, i) => [p, listed[i] as Shown]));
  const summary = (p: BuiltPost) => summaries.get(p) as Shown;
  const location = profile.location
    ? [profile.location.locality, profile.location.country].filter(Boolean).join(', ')
    : null;
  const facts = (p: (typeof data.projects)[number]) =>
    [p.type, p.status, p.organization, p.platform, p.released, p.downloads].filter(Boolean).join(' · ');
  const projectOf = (p: (typeof data.projects)[number]) => ({ ...p, facts: facts(p), tech: p.tech ?? [] });

  render(
    'home',
    pageFile('/'),
    page('/', {
      kind: 'home',
      heading: data.config.title,
      description: data.config.description ?? profile.headline,
      json: '/api/profile.json',
      twin: true,
      ogType: 'profile',
      jsonLd: { '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: person },
    }),
    (show) => ({
      profile: {
        ...profile,
        location,
        stats: profile.stats ?? [],
        skills: profile.skills ?? [],
        links: profile.links ?? [],
      },
      latest: data.posts.slice(0, settings.latest).map((p) => show(summary(p))),
      featured: data.projects.filter((p) => p.featured).map(projectOf),
    }),
  );

  const blogKeep = { key: 'blog', deps: listed };
  if (!carried(blogKeep)) {
    const years = new Map<string, ReturnType<typeof summary>[]>();
    for (const shown of listed) {
      const year = shown.date.slice(0, 4);
      const list = years.get(year);
      if (list) list.push(shown);
      else years.set(year, [shown]);
    }
    render(
      'blog',
      pageFile('/blog'),
      page('/blog', {
        kind: 'blog',
        heading: text.blog,
        description: data.config.description,
        json: '/api/posts.json',
        twin: true,
      }),
      (show) => ({
        years: [...years].map(([year, posts]) => ({ year, posts: posts.map(show) })),
        count_text: text.posts_count(listed.length),
      }),
      blogKeep,
    );
  }

  const tagByName = new Map(data.tags.map((t) => [t.name, t]));
  const byId = new Map(data.posts.map((p) => [p.id, p]));
  // Each published image's size (read from its header once per file's bytes within --watch).
  const measured = carry.space<Size | null>('page/image-size');
  const sizes = input.pathsOnly
    ? new Map<string, Size>()
    : imageSizes(
        data.assets,
        input.files,
        data.config.base_url,
        (bytes) => measured.get(bytes, () => sizeOf(bytes) ?? null) ?? undefined,
      );
  data.posts.forEach((post, i) => {
    const previous = data.posts[i + 1];
    const next = data.posts[i - 1];
    // The sizes of the images the body shows: part of what the page is made of (its key and carry).
    // The body is read only when the site has images and no memo holds what it names.
    const base = data.config.base_url;
    const images =
      sizes.size === 0
        ? undefined
        : input.memo
          ? sizesOf(
              input.memo.get('page', memoKey('site-urls', bodyKey(post), base), () =>
                siteUrlsIn(post.body, base),
              ),
              sizes,
            )
          : sizesIn(post.body, sizes, base);
    const imagesText = images ? JSON.stringify(images) : '';
    const keep = {
      key: post,
      deps: [previous && summary(previous), next && summary(next), imagesText],
    };
    if (carried(keep)) return;
    const path = urls.pathOf(post.url);
    const tagHrefs = post.tags.map((name) => urls.local(tagByName.get(name)?.url ?? ''));
    const made = () => {
      const modified = post.modified.slice(0, 10) !== post.date.slice(0, 10);
      const shown = {
        ...summary(post),
        modified: post.modified,
        modified_day: modified ? post.modified.slice(0, 10) : null,
        tags: post.tags.map((name, t) => ({ name, href: tagHrefs[t] as string })),
      };
      return jobOf(
        'post',
        page(path, {
          kind: 'post',
          heading: post.title,
          description: post.summary,
          twin: true,
          ogType: 'article',
          language: post.language,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.summary,
            datePublished: post.date,
            dateModified: post.modified,
            inLanguage: post.language,
            keywords: post.tags,
            url: post.url,
            mainEntityOfPage: post.url,
            author: person,
          },
        }),
        {
          post: shown,
          previous: previous ? summary(previous) : null,
          next: next ? summary(next) : null,
        },
        // The body's HTML, the costly part, is made only when the page is.
        images ? { markdown: post.body, post: shown, images } : { markdown: post.body, post: shown },
      ).job;
    };
    // A post's page is a function of what every page shares (`wide`), the post itself, its neighbours'
    // summaries, its tags' URLs (which `wide` holds today: the permalink pattern) and its images'
    // sizes, as its carry within --watch says (keep). Keyed by those, not by its context (~0.4 s of a
    // build after one edit at 10,000 posts), its context is made only when the page is rendered.
    const key = memo
      ? memoKey(
          'post page',
          wide,
          headOf(post),
          bodyKey(post),
          previous ? digestOf(summary(previous)) : '',
          next ? digestOf(summary(next)) : '',
          JSON.stringify(tagHrefs),
          imagesText,
        )
      : '';
    schedule(pageFile(path), key, made, keep);
  });

  const tagsIndex = tagsPath(data);
  render(
    'tags',
    pageFile(tagsIndex),
    page(tagsIndex, { kind: 'tags', heading: text.tags, json: '/api/tags.json', twin: true }),
    {
      tags: data.tags.map((t) => ({
        name: t.name,
        url: t.url,
        href: urls.local(t.url),
        count: t.posts.length,
      })),
    },
  );
  for (const tag of data.tags) {
    const posts = tag.posts.map((id) => byId.get(id) as BuiltPost);
    const keep = { key: tag, deps: posts.map(summary) };
    if (carried(keep)) continue;
    const path = urls.pathOf(tag.url);
    render(
      'tag',
      pageFile(path),
      page(path, { kind: 'tag', heading: text.tag_title(tag.name), twin: true }),
      (show) => ({
        tag: { name: tag.name, url: tag.url, count: tag.posts.length },
        posts: posts.map((p) => show(summary(p))),
        count_text: text.posts_count(tag.posts.length),
      }),
      keep,
    );
  }

  render(
    'projects',
    pageFile('/projects'),
    page('/projects', { kind: 'projects', heading: text.projects, json: '/api/projects.json', twin: true }),
    {
      projects: data.projects.map(projectOf),
    },
  );
  render(
    'experience',
    pageFile('/experience'),
    page('/experience', {
      kind: 'experience',
      heading: text.experience,
      json: '/api/experience.json',
      twin: true,
    }),
    {
      experience: data.experience.map((e) => ({
        ...e,
        period: e.period ?? `${e.start} — ${e.end ?? text.present}`,
        highlights: e.products ?? [],
      })),
    },
  );

  // The portal shows the published API files: within --watch, the last build's page while the registry
  // reused every one of their artifacts (so their texts are the same).
  const shown = [...new Set(['/openapi.json', ...ENDPOINTS.map((e) => e.path)])].map((p) => built.get(p));
  const portalKeep = { key: 'developers', deps: shown };
  if (shown.includes(undefined) || !carried(portalKeep))
    portal(input, urls, render, page, text.developer_portal, portalKeep);
  render('404', '/404.html', page('/404', { kind: '404', heading: '404', noindex: true }), {});
  flush(true);
  out.push({
    path: '/site.css',
    content: cssText(settings, data.theme.css),
    contentType: 'text/css; charset=utf-8',
  });
  return out;
}

/** A post as lists and pages show it (data.ts postSummary). */
type Shown = ReturnType<typeof postSummary>;

/**
 * A page's own context; as a function, made with `show` standing for each post summary it lists:
 * the summary itself in the context the page renders, its digest in the one its key is made of.
 */
type Extra = object | ((show: (shown: Shown) => Shown | string) => object);

const asShown = (shown: Shown) => shown;

/**
 * Each listed summary's digest, made once, for the pages' keys (render). Kept with the summary object
 * itself, which is never changed once made: within --watch the blog page's key after a title edit
 * hashes one summary again, not 10,000 (~70 ms at 10,000 posts).
 */
const digests = new WeakMap<Shown, string>();
function digestOf(shown: Shown): string {
  let digest = digests.get(shown);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(shown));
    digests.set(shown, digest);
  }
  return digest;
}

/**
 * Bytes already made, as a page's content function. Made here, not in pageFiles: a closure made there
 * would keep all of its scope (every page's job and context) for as long as the page is.
 */
function given(bytes: Uint8Array): () => Uint8Array {
  return () => bytes;
}

function portal(
  input: BuildInput,
  urls: Urls,
  render: (
    kind: PageKind,
    file: string,
    page: ReturnType<typeof pageContext>,
    extra: object,
    keep: Keep,
  ) => void,
  page: (path: string, opts: Parameters<typeof pageContext>[4]) => ReturnType<typeof pageContext>,
  heading: string,
  keep: Keep,
) {
  const { data } = input;
  const path = developersPath(data);
  // The portal describes the published document and shows bodies of this build: both are built again
  // here (a pure module reads no other module's output), which costs milliseconds.
  const openapi = JSON.parse(String(openApiFiles(input)[0]?.content ?? '{}'));
  render(
    'developers',
    pageFile(path),
    page(path, { kind: 'developers', heading, json: '/api/index.json', twin: true }),
    {
      api: {
        name: openapi.info?.title ?? '',
        version: openapi.info?.version ?? '',
        description: openapi.info?.description ?? null,
        description_html: openapi.info?.description ? inlineHtml(openapi.info.description) : null,
        license: openapi.info?.license ?? data.config.license,
        openapi: urls.href('/openapi.json'),
        llms: urls.href('/llms.txt'),
        index: urls.href('/api/index.json'),
        endpoints: portalEndpoints(openapi, apiDocuments(input), data.config.base_url),
      },
    },
    keep,
  );
}

/** True when an owner's template may read the clock, so that the same data need not give the same page. */
export function readsClock(templates: Readonly<Record<string, string>>): boolean {
  return Object.values(templates).some((text) => /\b(now|today)\b/.test(text));
}

/** The default CSS, the accent colours of site.yaml, then the owner's own CSS, which so wins. */
function cssText(settings: { accent?: string; accent_dark?: string }, own: string | undefined): string {
  let css = CSS;
  if (settings.accent) css += `:root { --accent: ${settings.accent}; }\n`;
  if (settings.accent_dark)
    css += `@media (prefers-color-scheme: dark) { :root { --accent: ${settings.accent_dark}; } }\n`;
  if (own) css += `\n/* content/theme/style.css */\n${own}`;
  return css;
}

/** A post's fields but its body (which is keyed on its own, ground/memo.ts bodyKey), as JSON. */
function headOf(post: BuiltPost): string {
  return JSON.stringify(fieldsOf(post));
}
