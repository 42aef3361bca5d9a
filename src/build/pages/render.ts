import type { Liquid } from 'liquidjs';
import { dateLocale, LIQUID_OPTIONS } from '../../content/theme.js';
import { liquid } from '../../ground/lazy.js';
import { putIn, type Spilled, type SpillShare } from '../../ground/spill.js';
import { etagOf } from '../artifacts.js';
import { plainText } from '../plain-text.js';
import { fastTemplate, slowBecause } from './fast-liquid.js';
import type { Size } from './images.js';
import { createRenderer } from './markdown.js';
import { textFor } from './text.js';
import { KINDS, type PageKind } from './theme/kinds.js';
import { LAYOUT } from './theme/layout.js';

/**
 * One page to render, as plain data: what a worker thread (core/render-pool.ts) receives, and what the
 * main thread renders the same way. A post's body is rendered to HTML here, with the page, so that a
 * page the cache knows costs no Markdown either.
 */
export interface PageJob {
  kind: PageKind;
  /** The page's path, for an error message. */
  path: string;
  context: object;
  /**
   * A post's body, rendered into `post.html` beside the rest of `post`; `images`: the size of each
   * image of this site it shows, by absolute URL (images.ts), written on its `<img>`.
   */
  body?: { markdown: string; post: object; images?: Record<string, Size> };
}

/** What every page of a build shares: the templates (with the owner's overrides), the site, the language. */
export interface PageSetup {
  templates: Readonly<Record<string, string>>;
  site: object;
  language: string;
  /** The site's time zone (IANA name), which Liquid's `date` filter shows times in. */
  timezone: string;
  /** The site's base URL: a post's links and images on its origin are written root-relative. */
  base: string;
  /** site.yaml's `markdown.hard_breaks`. */
  hardBreaks: boolean;
}

/** A rendered page: its bytes, or where a spill file holds them (ground/spill.ts) and their ETag. */
export type Made = Uint8Array | (Spilled & { etag: string });

/** Renders pages, in this thread or others: given to the build by the caller (see BuildInput.pagePool). */
export interface PagePool {
  /** How many pages to hand `render` at a time so that every thread has work worth starting. */
  readonly batch: number;
  /**
   * Threads for one build's pages, rendering batches until closed. With `spill`, every thread puts
   * its pages' bytes in that file and answers where they are (as `local` does then), so that no
   * page's bytes are held or sent between threads.
   */
  open(setup: PageSetup, spill?: SpillShare): PageThreads;
}

export interface PageThreads {
  /**
   * Every job's page, in two steps: the other threads start on the jobs now; the function returned
   * renders here (`local`) what they have not taken, waits for theirs and gives every page, in order
   * (it throws what a render throws). Meanwhile this thread may make the next batch's jobs. Each job
   * is let go of (its place in `jobs` emptied) once rendered.
   */
  begin(jobs: (PageJob | undefined)[], local: (job: PageJob) => Made): () => Made[];
  /** Starts the threads `count` jobs will use, ahead of `begin` (a thread takes ~0.2 s to load). */
  start(count: number): void;
  close(): void;
}

/**
 * Takes the jobs of a batch one at a time from `next`, the count of jobs taken that every thread
 * rendering the batch shares (core/render-pool.ts, render-worker.ts), hands each to `each` with its
 * place, and lets it go once done.
 */
export function takeJobs(
  jobs: (PageJob | undefined)[],
  next: Int32Array,
  each: (job: PageJob, at: number) => void,
): void {
  for (let at = Atomics.add(next, 0, 1); at < jobs.length; at = Atomics.add(next, 0, 1)) {
    each(jobs[at] as PageJob, at);
    jobs[at] = undefined;
  }
}

/** A page's bytes put in a spill file: where they are and their ETag (the worker threads call it too). */
export function spilledPage(share: SpillShare, bytes: Uint8Array): Spilled & { etag: string } {
  return { ...putIn(share, bytes), etag: etagOf(bytes) };
}

/**
 * The Liquid engine over the default templates and the owner's overrides, its dates in the site's
 * `language` (content/theme.ts dateLocale) and time zone, never the machine's (liquidjs's default:
 * its LANG and TZ); nothing read from disk.
 */
export function createEngine(
  overrides: Readonly<Record<string, string>> = {},
  language = 'en-US',
  timezone = 'UTC',
): Liquid {
  // cache: the layout and partials are parsed once per build, not once per page (3x faster at 2,000 posts).
  return new (liquid().Liquid)({
    ...LIQUID_OPTIONS,
    locale: dateLocale(language),
    timezoneOffset: timezone,
    cache: true,
    templates: { layout: LAYOUT, ...KINDS, ...overrides },
  });
}

/**
 * The page kinds whose template, with the owner's overrides and partials, is rendered by liquidjs as
 * a whole instead of the faster walk of fast-liquid.ts, and what it has that the walk does not take
 * apart (a tag such as `{% render %}`). Templates that do not parse are left out (validate names them).
 */
export function slowTemplates(
  overrides: Readonly<Record<string, string>>,
): { kind: PageKind; why: string }[] {
  const engine = createEngine(overrides);
  const slow: { kind: PageKind; why: string }[] = [];
  for (const kind of Object.keys(KINDS) as PageKind[]) {
    let why: string | undefined;
    try {
      why = slowBecause(engine, engine.parse(engine.options.templates?.[kind] ?? ''));
    } catch {
      continue;
    }
    if (why !== undefined) slow.push({ kind, why });
  }
  return slow;
}

/** A renderer of jobs for one setup; throws a job's failure as an Error naming the template and page. */
export function pageRenderer(setup: PageSetup): (job: PageJob) => Uint8Array {
  const engine = createEngine(setup.templates, setup.language, setup.timezone);
  const text = textFor(setup.language);
  // The words of the language hold functions, which no thread can send another: each makes its own.
  const site = { ...setup.site, text };
  const parsed = new Map<
    string,
    { template: ReturnType<Liquid['parse']>; fast?: (scope: object) => string }
  >();
  let markdown: ReturnType<typeof createRenderer> | undefined;
  return (job) => {
    let kind = parsed.get(job.kind);
    if (!kind) {
      const template = engine.parse(engine.options.templates?.[job.kind] ?? '');
      kind = { template, fast: fastTemplate(engine, template) };
      parsed.set(job.kind, kind);
    }
    let late: object | undefined;
    if (job.body) {
      markdown ??= createRenderer(setup.base, setup.hardBreaks);
      late = { post: { ...job.body.post, html: markdown(job.body.markdown, job.body.images) } };
    }
    try {
      const scope = { site, text, ...job.context, ...late };
      const html = kind.fast ? kind.fast(scope) : engine.renderSync(kind.template, scope);
      return new TextEncoder().encode(html);
    } catch (error) {
      throw new PageError(job, (error as Error).message);
    }
  };
}

/**
 * Loads what a thread's first post page would (markdown-it, Prism and its languages), before any page
 * is asked for: a worker does while the main thread makes the jobs of the first batch.
 */
export function warmUp(): void {
  createRenderer()('```kotlin\nval a = 1\n```\n');
}

/**
 * warmUp and the summaries' parser, in a --watch session's idle time after its first build: a first
 * build whose pages all came from the cache loaded none of them, and the first edit paid for it
 * (~0.13 s of its rebuild at 10,000 posts: markdown-it and Prism compiled, the two parsers made).
 */
export function warmRenderers(): void {
  warmUp();
  plainText('*warm*');
}

/** An owner's template failed on a page (the default ones are tested). */
export class PageError extends Error {
  constructor(
    readonly job: Pick<PageJob, 'kind' | 'path'>,
    readonly reason: string,
  ) {
    super(`The ${job.kind} template failed on ${job.path}: ${reason}`);
  }
}
