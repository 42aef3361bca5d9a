import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import {
  BASE_URLS,
  dayAfter,
  field,
  LINK,
  LINK_TARGET,
  POST_PATTERNS,
  paragraph,
  type Random,
  readPost,
  SPELLINGS,
  sentence,
  someDate,
  split,
  svg,
  TAG_PATTERNS,
  TAGS,
  THEMES,
  TITLES,
  tagsLine,
  tagsOf,
  withField,
  writePost,
} from './site-text.js';

// Random edits of a copy of the sample site, the kinds an owner makes between two builds, for the
// differential tests of the cache (test/cache-sequences.test.ts). Every edit leaves valid content,
// except the breaking ones: each is mended a few edits later, and the file it broke is left alone
// until then (only one is pending at a time).

/**
 * One kind of edit, how often it comes (0: not now), and how it is made: it makes its change and says
 * what it did, or answers undefined when it cannot.
 */
type Edit = [name: string, weight: number, make: () => string | undefined];

/**
 * Makes random edits of the site at `site` (a copy of the sample under `site/content`), one per call
 * of `next()`, which says what it did.
 */
export class SiteEditor {
  readonly content: string;
  private step = 0;
  private count = 0;
  /** The kinds of edit still to be dealt. */
  private deck: string[] = [];
  /** The file a breaking edit holds, how to mend it, and the step at which it is mended. */
  private broken: { file: string; mend: () => string; due: number } | undefined;
  /** The post the last edit changed alone, as it was before and after (for an undo). */
  private last: { step: number; file: string; before: string; after: string } | undefined;
  /** site.yaml as edited, without the optional blocks below. */
  private siteText: string;
  private blocks = { feeds: false, markdown: false, pages: 'default' as 'default' | 'set' | 'none' };

  constructor(
    site: string,
    private readonly r: Random,
  ) {
    this.content = join(site, 'content');
    this.siteText = readFileSync(this.path('site.yaml'), 'utf8');
  }

  /** Links, an image and a static file between posts (the sample has none), before the first build. */
  enrich(): string[] {
    return [this.addLink(), this.addLink(), this.addLink(), this.addImage(), this.addStatic()].filter(
      (s): s is string => s !== undefined,
    );
  }

  /**
   * Makes one edit (or mends the broken file when its time has come) and says what it did. The kinds
   * are dealt from a shuffled deck (each once, a frequent one more often) so that a short sequence
   * still makes most kinds; one that cannot be made now (no link to remove) waits for the next deck.
   */
  next(): string {
    this.step++;
    if (this.broken && this.step >= this.broken.due) {
      const { mend } = this.broken;
      this.broken = undefined;
      return `mend: ${mend()}`;
    }
    const edits = new Map(this.edits().map(([name, weight, make]) => [name, { weight, make }]));
    for (let tries = 0; tries < 200; tries++) {
      if (this.deck.length === 0) this.deck = this.shuffled(edits);
      const name = this.deck.shift() as string;
      const edit = edits.get(name);
      const said = edit && edit.weight > 0 ? edit.make() : undefined;
      if (said !== undefined) return `${name}: ${said}`;
    }
    throw new Error('no edit applies');
  }

  private shuffled(edits: Map<string, { weight: number }>): string[] {
    const deck = [...edits].flatMap(([name, { weight }]) => Array(Math.ceil(weight / 3)).fill(name));
    for (let i = deck.length - 1; i > 0; i--) {
      const j = this.r.int(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    return deck;
  }

  /** Whether the content is broken now (a breaking edit not yet mended). */
  get isBroken(): boolean {
    return this.broken !== undefined;
  }

  private edits(): Edit[] {
    const breaking = this.broken ? 0 : 3;
    const toggle = (key: string, value: (front: string[]) => string) =>
      this.simple((f, b) => [withField(f, key, field(f, key) ? undefined : value(f)), b]);
    return [
      ['append to a body', 6, () => this.simple((f, b) => [f, `${b}\n${paragraph(this.r)}\n`])],
      // Of a post without `summary:`, whose summary is derived from it.
      [
        'first paragraph',
        5,
        () =>
          this.simple(
            (f, b) => [f, b.replace(/^\n*/, (m) => `${m}${sentence(this.r)} `)],
            (t) => !/^summary: /m.test(t),
          ),
      ],
      [
        'title',
        4,
        () =>
          this.simple((f, b) => [
            withField(f, 'title', JSON.stringify(`${this.r.pick(TITLES)} ${++this.count}`)),
            b,
          ]),
      ],
      ['add a tag', 4, () => this.addTag()],
      [
        'remove a tag',
        3,
        () =>
          this.simple((f, b) => {
            const tags = tagsOf(f);
            if (tags.length === 0) return undefined;
            tags.splice(this.r.int(tags.length), 1);
            return [withField(f, 'tags', tagsLine(tags)), b];
          }),
      ],
      ['respell a tag', 3, () => this.respell()],
      ['date', 4, () => this.redate()],
      ['modified', 2, () => toggle('modified', (f) => dayAfter(this.r, field(f, 'date') as string))],
      [
        'summary',
        2,
        () => toggle('summary', () => JSON.stringify(sentence(this.r).replace(/\n[\s\S]*/, ''))),
      ],
      ['draft', 2, () => toggle('draft', () => 'true')],
      ['legacy', 1, () => toggle('legacy', () => 'true')],
      ['language', 1, () => toggle('language', () => 'en')],
      ['alias', 2, () => toggle('aliases', () => `[/old/${++this.count}/]`)],
      ['own url', 1, () => this.ownUrl()],
      ['category', 1, () => toggle('category', () => this.r.pick(['android', 'kotlin', 'team']))],
      ['undo', 4, () => this.undo()],
      // One ASCII letter of the body in the other case: the file keeps its size (only its times tell).
      [
        'same size',
        2,
        () =>
          this.simple((f, b) => {
            const letters = [...b.matchAll(/[a-zA-Z]/g)].map((m) => m.index);
            if (letters.length === 0) return undefined;
            const at = this.r.pick(letters);
            const c = b.charAt(at);
            const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
            return [f, b.slice(0, at) + flipped + b.slice(at + 1)];
          }),
      ],
      ['line endings', 1, () => this.lineEndings()],
      ['add a link', 3, () => this.addLink()],
      ['remove a link', 2, () => this.removeLink()],
      ['add an image', 2, () => this.addImage()],
      ['resize an image', 2, () => this.resizeImage()],
      ['remove an image', 1, () => this.removeImage()],
      ['new post', 3, () => this.newPost()],
      ['delete a post', 2, () => this.deletePost()],
      ['rename a post', 2, () => this.renamePost()],
      ['touch', 2, () => this.touch()],
      ['site title or description', 2, () => this.siteLine()],
      ['site settings', 3, () => this.siteSettings()],
      ['profile', 2, () => this.yamlLine('profile.yaml', this.r.pick(['name', 'headline', 'job_title']))],
      ['project', 1, () => this.project()],
      [
        'experience',
        1,
        () => this.yamlLine(`experience/${this.r.pick(readdirSync(this.path('experience')).sort())}`, 'role'),
      ],
      ['static file', 2, () => this.staticFile()],
      ['theme', 3, () => this.theme()],
      ['break', breaking, () => this.breakSomething()],
    ];
  }

  private path(...parts: string[]): string {
    return join(this.content, ...parts);
  }

  private rel(file: string): string {
    return relative(this.content, file);
  }

  /** Every post's file, in path order. */
  private posts(): string[] {
    return readdirSync(this.path('posts'), { recursive: true, encoding: 'utf8' })
      .filter((p) => p.endsWith('.md'))
      .sort()
      .map((p) => this.path('posts', p));
  }

  /** A post no breaking edit holds, of those `which` allows. */
  private somePost(which: (text: string) => boolean = () => true): string | undefined {
    const posts = this.posts().filter((p) => p !== this.broken?.file && which(readPost(p).text));
    return posts.length ? this.r.pick(posts) : undefined;
  }

  /** Edits a post's front matter and body (`change` may decline); says which post. */
  private onPost(
    change: (front: string[], body: string) => [string[], string] | undefined,
    file = this.somePost(),
  ) {
    if (!file) return undefined;
    const { text, crlf } = readPost(file);
    const { front, body } = split(text);
    const changed = change(front, body);
    if (!changed) return undefined;
    writePost(file, `---\n${changed[0].join('\n')}\n---\n${changed[1]}`, crlf);
    return this.rel(file);
  }

  /** An edit of one post that names no other file: the next edit may undo it. */
  private simple(
    change: (front: string[], body: string) => [string[], string] | undefined,
    which?: (text: string) => boolean,
  ) {
    const file = this.somePost(which);
    if (!file) return undefined;
    const before = readFileSync(file, 'utf8');
    const said = this.onPost(change, file);
    if (said) this.last = { step: this.step, file, before, after: readFileSync(file, 'utf8') };
    return said;
  }

  // A post published at a path ending in `.html` (`url: /a.html`, or permalinks.post
  // `/{category}/{id}.html`) has its files in the folder without `.html` (build/assets.ts): the build
  // crashed with EEXIST before. The edits below make that case as any other.

  /** A post's own `url:` set (a folder's path, or a file's) or removed. */
  private ownUrl() {
    const url = this.r.pick([`/notes/${++this.count}/`, `/notes/${this.count}.html`]);
    return this.simple((f, b) => [withField(f, 'url', field(f, 'url') !== undefined ? undefined : url), b]);
  }

  /** The last edit's post back to its bytes before it (A, B, A: the cache has seen A). */
  private undo() {
    const last = this.last;
    if (!last || last.step !== this.step - 1 || !existsSync(last.file)) return undefined;
    if (readFileSync(last.file, 'utf8') !== last.after) return undefined;
    writeFileSync(last.file, last.before);
    this.last = undefined;
    return this.rel(last.file);
  }

  private lineEndings() {
    const post = this.somePost();
    if (!post) return undefined;
    const { text, crlf } = readPost(post);
    writePost(post, text, !crlf);
    return `${this.rel(post)} ${crlf ? 'LF' : 'CRLF'}`;
  }

  private addTag() {
    const tag = this.r.pick(TAGS);
    return this.simple((f, b) => {
      const tags = tagsOf(f);
      // "Kotlin" and "kotlin" are one tag (one slug): a post naming both is an error.
      const same = (t: string) => t.toLowerCase().replace(/[\s-]+/g, '-');
      if (tags.some((t) => same(t) === same(tag))) return undefined;
      return [withField(f, 'tags', tagsLine([...tags, tag])), b];
    })?.concat(` + ${tag}`);
  }

  /** A new date, now and then another post's very date (a tie, ordered by id). */
  private redate() {
    const others = this.posts()
      .filter((p) => p !== this.broken?.file)
      .map((p) => field(split(readPost(p).text).front, 'date') as string);
    const date = this.r.chance(0.3) ? this.r.pick(others) : someDate(this.r);
    return this.simple((f, b) => {
      const modified = field(f, 'modified');
      // A `modified` not after the new date would be an error: it goes with the old date.
      const keep = modified !== undefined && modified.slice(0, 10) > date.slice(0, 10);
      return [withField(withField(f, 'date', date), 'modified', keep ? modified : undefined), b];
    })?.concat(` ${date}`);
  }

  /** One spelling of a tag made the other, in one post (a warning names the two) or in every post. */
  private respell() {
    const [from, to] = this.r.pick(SPELLINGS);
    const [a, b] = this.r.chance(0.5) ? [from, to] : [to, from];
    const holders = this.posts().filter(
      (p) => p !== this.broken?.file && tagsOf(split(readPost(p).text).front).includes(a),
    );
    if (holders.length === 0) return undefined;
    const chosen = this.r.chance(0.5) ? holders : [this.r.pick(holders)];
    for (const post of chosen)
      this.onPost(
        (f, body) => [withField(f, 'tags', tagsLine(tagsOf(f).map((t) => (t === a ? b : t)))), body],
        post,
      );
    return `${a} → ${b} in ${chosen.length === 1 ? this.rel(chosen[0] as string) : `${chosen.length} posts`}`;
  }

  /** A link from one post's body to another post's file, relative to it (every post is at posts/<year>/). */
  private addLink() {
    const target = this.somePost();
    if (!target) return undefined;
    const link = `../${basename(dirname(target))}/${basename(target)}`;
    const n = ++this.count;
    const line = this.r.pick([
      `[관련 글 ${n}](${link})`,
      `[관련 글 ${n}](${link}#${this.r.pick(['top', 'section-1'])})`,
      `<a href="${link}">관련 글 ${n}</a>`,
    ]);
    const from = this.onPost((f, b) => [f, `${b}\n${line}\n`]);
    return from && `${from} → ${this.rel(target)}`;
  }

  private removeLink() {
    const post = this.somePost((text) => text.match(LINK) !== null);
    if (!post) return undefined;
    return this.onPost((f, b) => [f, b.replace(this.r.pick([...b.matchAll(LINK)])[0], '\n')], post);
  }

  /** The links of every post to `file` made to name `to` instead (or removed when undefined). */
  private relink(file: string, to: string | undefined): void {
    const [year, id] = [basename(dirname(file)), basename(file, '.md')];
    for (const post of this.posts()) {
      const { text, crlf } = readPost(post);
      const after = text.replace(LINK, (line) => {
        const [target, y, i] = LINK_TARGET.exec(line) ?? [];
        if (y !== year || i !== id) return line;
        return to ? line.replace(target as string, `../${basename(dirname(to))}/${basename(to)}`) : '\n';
      });
      if (after !== text) writePost(post, after, crlf);
    }
  }

  /** The files beside posts, but those of the post a breaking edit holds. */
  private images(): string[] {
    return this.posts()
      .filter((p) => p !== this.broken?.file)
      .flatMap((post) => {
        const folder = post.slice(0, -3);
        return existsSync(folder) ? readdirSync(folder).map((name) => join(folder, name)) : [];
      });
  }

  private addImage() {
    const post = this.somePost();
    if (!post) return undefined;
    const id = basename(post, '.md');
    const n = ++this.count;
    mkdirSync(post.slice(0, -3), { recursive: true });
    writeFileSync(join(post.slice(0, -3), `fig-${n}.svg`), svg(this.r));
    const line = this.r.chance(0.7)
      ? `![그림 ${n}](${id}/fig-${n}.svg)`
      : `<img src="${id}/fig-${n}.svg" alt="그림 ${n}">`;
    return this.onPost((f, b) => [f, `${b}\n${line}\n`], post)?.concat(` + fig-${n}.svg`);
  }

  /** An image's bytes (its width and height) changed, the post that shows it untouched. */
  private resizeImage() {
    const images = this.images();
    if (images.length === 0) return undefined;
    const image = this.r.pick(images);
    writeFileSync(image, svg(this.r));
    return this.rel(image);
  }

  private removeImage() {
    const images = this.images();
    if (images.length === 0) return undefined;
    const image = this.r.pick(images);
    rmSync(image);
    const name = `${basename(dirname(image))}/${basename(image)}`;
    this.onPost(
      (f, b) => [f, b.replace(/\n[^\n]*그림 \d+[^\n]*\n/g, (line) => (line.includes(name) ? '\n' : line))],
      `${dirname(image)}.md`,
    );
    return this.rel(image);
  }

  private newPost() {
    const date = someDate(this.r);
    const id = `soak-post-${++this.count}`;
    const file = this.path('posts', date.slice(0, 4), `${id}.md`);
    const tags = TAGS.filter(() => this.r.chance(0.25));
    const front = [
      `title: ${JSON.stringify(`새 글 ${this.count}: ${this.r.pick(TITLES)}`)}`,
      `date: ${date}`,
    ];
    if (tags.length) front.push(`tags: ${tagsLine(tags)}`);
    if (this.r.chance(0.3)) front.push('summary: 직접 쓴 요약입니다.');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `---\n${front.join('\n')}\n---\n\n${paragraph(this.r)}\n\n${paragraph(this.r)}\n`);
    return this.rel(file);
  }

  private deletePost() {
    const post = this.somePost();
    if (!post || this.posts().length < 25) return undefined;
    rmSync(post);
    rmSync(post.slice(0, -3), { recursive: true, force: true });
    this.relink(post, undefined);
    return this.rel(post);
  }

  /** A post's file renamed (a new id) or moved to another year's folder (the same id), its images with it. */
  private renamePost() {
    const post = this.somePost();
    if (!post) return undefined;
    const id = basename(post, '.md');
    const to = this.r.chance(0.3)
      ? this.path('posts', String(2015 + this.r.int(12)), `${id}.md`)
      : join(dirname(post), `${id.replace(/-r\d+$/, '')}-r${++this.count}.md`);
    if (existsSync(to)) return undefined;
    const newId = basename(to, '.md');
    mkdirSync(dirname(to), { recursive: true });
    const text = readFileSync(post, 'utf8');
    rmSync(post);
    writeFileSync(to, text.replaceAll(`](${id}/`, `](${newId}/`).replaceAll(`src="${id}/`, `src="${newId}/`));
    if (existsSync(post.slice(0, -3))) renameSync(post.slice(0, -3), to.slice(0, -3));
    this.relink(post, to);
    return `${this.rel(post)} → ${this.rel(to)}`;
  }

  /** A file's modification time moved, its bytes the same. */
  private touch() {
    const files = [...this.posts(), this.path('site.yaml'), this.path('profile.yaml'), ...this.images()];
    const file = this.r.pick(files);
    const later = new Date(Date.now() + 1000 + this.r.int(100_000));
    utimesSync(file, later, later);
    return this.rel(file);
  }

  private writeSite(): void {
    const blocks = [
      this.blocks.feeds ? 'feeds:\n  content: summary\n  rss: [/index.xml]\n' : '',
      this.blocks.markdown ? 'markdown:\n  hard_breaks: true\n' : '',
      { default: '', set: 'pages:\n  latest: 3\n  footer: © 2026 캐시 시험\n', none: 'pages: false\n' }[
        this.blocks.pages
      ],
    ];
    writeFileSync(this.path('site.yaml'), this.siteText + blocks.join(''));
  }

  /** site.yaml's `key: value` line (its first), set to `value`. */
  private siteSet(key: RegExp, line: string): string {
    this.siteText = this.siteText.replace(key, line);
    this.writeSite();
    return line.trim();
  }

  private siteLine() {
    if (this.broken?.file === this.path('site.yaml')) return undefined;
    const which = this.r.pick(['title', 'description', 'api', 'license'] as const);
    // The API's version (the OpenAPI document, the developer portal) and the license (feeds, portal).
    if (which === 'api') return this.siteSet(/^ {2}version: .*$/m, `  version: 1.${++this.count}.0`);
    if (which === 'license')
      return this.siteSet(/^ {2}url: .*$/m, `  url: https://example.org/license/${++this.count}`);
    return this.siteSet(
      new RegExp(`^${which}: .*$`, 'm'),
      `${which}: ${JSON.stringify(`${this.r.pick(TITLES)} ${++this.count}`)}`,
    );
  }

  private siteSettings() {
    if (this.broken?.file === this.path('site.yaml')) return undefined;
    const which = this.r.pick([
      'post',
      'tag',
      'base_url',
      'feed',
      'language',
      'timezone',
      'feeds',
      'markdown',
      'pages',
    ] as const);
    if (which === 'post') return this.siteSet(/^ {2}post: .*$/m, `  post: ${this.r.pick(POST_PATTERNS)}`);
    if (which === 'tag') return this.siteSet(/^ {2}tag: .*$/m, `  tag: ${this.r.pick(TAG_PATTERNS)}`);
    if (which === 'feed')
      return this.siteSet(
        /^feed: .*$/m,
        `feed: ${this.r.pick(['/feed.xml', '/atom.xml', '/blog/feed.xml'])}`,
      );
    if (which === 'pages') {
      // No pages (the owner's generator makes them), pages as the defaults make them, or with settings.
      this.blocks.pages = this.r.pick(['default', 'set', 'none'] as const);
      this.writeSite();
      return `pages ${this.blocks.pages}`;
    }
    if (which === 'base_url') return this.siteSet(/^base_url: .*$/m, `base_url: ${this.r.pick(BASE_URLS)}`);
    if (which === 'language')
      return this.siteSet(/^language: .*$/m, `language: ${this.r.pick(['ko', 'en'])}`);
    // Dates written without an offset move: the order of posts and their days may change.
    if (which === 'timezone')
      return this.siteSet(
        /^timezone: .*$/m,
        `timezone: ${this.r.pick(['Asia/Seoul', 'UTC', 'America/Los_Angeles'])}`,
      );
    this.blocks[which] = !this.blocks[which];
    this.writeSite();
    return `${which} ${this.blocks[which] ? 'set' : 'unset'}`;
  }

  /** A YAML file's one-line `key` given a new value. */
  private yamlLine(name: string, key: string) {
    const file = this.path(name);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: 한서진 ${++this.count}`));
    return `${name} ${key}`;
  }

  /** A project's fields changed, or a project of its own added or removed. */
  private project() {
    const own = this.path('projects/soak-project.yaml');
    if (this.r.chance(0.3)) {
      if (existsSync(own)) rmSync(own);
      else
        writeFileSync(
          own,
          `name: 캐시 앱 ${++this.count}\ntype: indie\nreleased: 2020-0${1 + this.r.int(9)}\nfeatured: ${this.r.chance(0.5)}\nsummary: 시험용 프로젝트입니다.\n`,
        );
      return `${this.rel(own)} ${existsSync(own) ? 'added' : 'removed'}`;
    }
    const name = `projects/${this.r.pick(readdirSync(this.path('projects')).sort())}`;
    const text = readFileSync(this.path(name), 'utf8');
    const featured = /^featured: true$/m.test(text);
    if (this.r.chance(0.5))
      writeFileSync(this.path(name), text.replace(/^featured: .*$/m, `featured: ${!featured}`));
    else
      writeFileSync(this.path(name), text.replace(/^summary: (.*)$/m, `summary: $1 (고침 ${++this.count})`));
    return name;
  }

  /** A file under static/: an image posts show (added, resized, or removed with its mentions), or a text. */
  private staticFile() {
    const folder = this.path('static/images');
    const present = existsSync(folder) ? readdirSync(folder).sort() : [];
    const choice = this.r.int(present.length ? 4 : 2);
    if (choice === 0) {
      mkdirSync(this.path('static/files'), { recursive: true });
      writeFileSync(this.path('static/files/notes.txt'), `${sentence(this.r)}\n`);
      return 'static/files/notes.txt';
    }
    if (choice === 1) return this.addStatic();
    const image = join(folder, this.r.pick(present));
    if (choice === 2) {
      writeFileSync(image, svg(this.r));
      return `resized ${this.rel(image)}`;
    }
    rmSync(image);
    const mention = new RegExp(`\n[^\n]*/images/${basename(image)}[^\n]*\n`, 'g');
    for (const post of this.posts()) {
      const { text, crlf } = readPost(post);
      if (text.match(mention)) writePost(post, text.replace(mention, '\n'), crlf);
    }
    return `removed ${this.rel(image)}`;
  }

  private addStatic() {
    const name = `logo-${++this.count}.svg`;
    mkdirSync(this.path('static/images'), { recursive: true });
    writeFileSync(this.path('static/images', name), svg(this.r));
    const line = this.r.chance(0.7) ? `![로고](/images/${name})` : `<img src="/images/${name}" alt="로고">`;
    return this.onPost((f, b) => [f, `${b}\n${line}\n`])?.concat(` shows static/images/${name}`);
  }

  /** The owner's theme: style.css written or removed, a kind's template, or the partial one renders. */
  private theme() {
    const folder = this.path('theme');
    mkdirSync(folder, { recursive: true });
    const name = this.r.pick(['style.css', 'byline.liquid', ...Object.keys(THEMES)]);
    const file = join(folder, name);
    if (file === this.broken?.file) return undefined;
    const partial = join(folder, 'byline.liquid');
    // The partial stays while post.liquid renders it.
    const needed = name === 'byline.liquid' && existsSync(join(folder, 'post.liquid'));
    if (existsSync(file) && !needed && this.r.chance(0.4)) {
      rmSync(file);
      return `removed ${name}`;
    }
    if (name === 'style.css')
      writeFileSync(file, `:root { --accent: #${(0x100000 + this.r.int(0xeffff)).toString(16)}; }\n`);
    else if (name === 'byline.liquid')
      writeFileSync(file, `<p class="byline">{{ day }} · 글쓴이 ${++this.count}</p>\n`);
    else {
      if (name === 'post.liquid' && !existsSync(partial))
        writeFileSync(partial, '<p class="byline">{{ day }}</p>\n');
      writeFileSync(file, THEMES[name] as string);
    }
    return `wrote ${name}`;
  }

  /** One edit that makes validation fail, mended a few edits later (hold). */
  private breakSomething() {
    const breaks: (() => string | undefined)[] = [
      () => this.breakDate(),
      () =>
        this.breakPost(
          'unknown key',
          (f) => f.map((l) => l.replace(/^title:/, 'titel:')),
          (f) => f.map((l) => l.replace(/^titel:/, 'title:')),
        ),
      () =>
        this.breakPost(
          'invalid tag',
          (f) => withField(f, 'tags', tagsLine([...tagsOf(f), '!!!'])),
          (f) => withField(f, 'tags', tagsLine(tagsOf(f).filter((t) => t !== '!!!'))),
        ),
      () =>
        this.breakPost(
          'alias under /api/',
          (f) => withField(f, 'aliases', '[/api/old/]'),
          (f) => withField(f, 'aliases', undefined),
        ),
      () => this.breakLink(),
      () => this.breakTemplate(),
      () => this.breakSite(),
    ];
    return this.r.pick(breaks)();
  }

  private breakPost(
    what: string,
    spoil: (front: string[]) => string[],
    mend: (front: string[]) => string[],
    post = this.somePost(),
  ) {
    if (!post) return undefined;
    this.onPost((f, b) => [spoil(f), b], post);
    this.hold(post, () => `${this.onPost((f, b) => [mend(f), b], post)}`);
    return `${what} in ${this.rel(post)}`;
  }

  private breakDate() {
    let date = '';
    return this.breakPost(
      'a 13th month',
      (f) => {
        date = field(f, 'date') as string;
        return withField(f, 'date', `${date.slice(0, 5)}13${date.slice(7)}`);
      },
      (f) => withField(f, 'date', date),
    );
  }

  private breakLink() {
    const post = this.somePost();
    if (!post) return undefined;
    const line = '\n[없는 글](../2099/nowhere.md)\n';
    this.onPost((f, b) => [f, `${b}${line}`], post);
    this.hold(post, () => `${this.onPost((f, b) => [f, b.replace(line, '\n')], post)}`);
    return `a link to no file in ${this.rel(post)}`;
  }

  private breakTemplate() {
    const file = this.path('theme/404.liquid');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{% if %}<h1>404</h1>{% endif %}\n');
    this.hold(file, () => {
      rmSync(file);
      return 'theme/404.liquid removed';
    });
    return 'a syntax error in theme/404.liquid';
  }

  private breakSite() {
    const zone = /^timezone: (.*)$/m.exec(this.siteText)?.[1] as string;
    this.siteSet(/^timezone: .*$/m, 'timezone: Mars/Olympus');
    this.hold(this.path('site.yaml'), () => this.siteSet(/^timezone: .*$/m, `timezone: ${zone}`));
    return 'timezone Mars/Olympus';
  }

  private hold(file: string, mend: () => string): void {
    this.broken = { file, mend, due: this.step + 1 + this.r.int(3) };
  }
}
