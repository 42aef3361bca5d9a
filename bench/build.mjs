// site-api's own figures on one synthetic site: validate and build, cold and warm, one post edited
// (a fresh process, and --watch), and the build with one and two jobs. Every process gets the site's
// own cache folder (SITE_API_CACHE_DIR=<site>/cache):
//   cold   the cache and output folders removed before each run;
//   warm   the cache and output kept from the run before (the runs follow a cold series);
//   edit   one post's body gets a sentence appended, then a build with the warm cache and output.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, has, series, siteEnv, stats, timeNode } from './measure.mjs';

/** The folders of a synthetic site (bench/generate.mjs) in `dir`: its content, output and cache. */
export function sitePaths(dir) {
  return { dir, root: `${dir}/content`, out: `${dir}/dist`, cache: `${dir}/cache` };
}

const clear = (...dirs) => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
};

/**
 * validate, cold then warm; then one post edited (warm cache: what a run after an edit costs); then
 * the pre-commit hook's `validate --staged` with that edit staged in a git repository of the site
 * (made once per generated site: `git init` in its folder, the content committed), after one
 * untimed run of it. Exit 1 (findings) is a figure too: the generated site has none today.
 */
export function benchValidate(site, runs) {
  const args = [cli, 'validate', '--quiet', '--root', site.root];
  const run = () => timeNode(args, { env: siteEnv(site.cache), ok: [0, 1] });
  const cold = series(runs, run, () => clear(site.cache));
  const warm = series(runs, run);
  const post = editablePost(site.root);
  const git = (...a) => {
    const done = spawnSync('git', a, { cwd: site.dir, encoding: 'utf8', env: GIT_ENV });
    if (done.status !== 0) throw new Error(`git ${a.join(' ')} failed: ${done.stderr}`);
    return done.stdout;
  };
  let edit;
  let staged;
  try {
    edit = series(runs, run, (i) => post.edit(i));
    post.restore();
    if (has('git')) {
      repositoryOf(site, git);
      const hook = [cli, 'validate', '--staged', '--quiet', '--root', 'content'];
      const commit = () => timeNode(hook, { cwd: site.dir, env: siteEnv(site.cache), ok: [0, 1] });
      // Once untimed: an owner's hook has run before, and keeps what it read (staged.cache).
      commit();
      staged = series(runs, commit, (i) => {
        post.edit(i + runs);
        git('add', '--', post.file);
      });
    }
  } finally {
    post.restore();
    if (staged) git('reset', '-q', '--', post.file);
  }
  return { cold, warm, edit, staged };
}

/** Author and committer for the bench's own commits, whatever the machine's git configuration. */
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** A git repository in the site's folder with its content committed (once; a generated site is fixed). */
function repositoryOf(site, git) {
  if (!existsSync(join(site.dir, '.git'))) {
    git('init', '-q');
    writeFileSync(join(site.dir, '.gitignore'), '/dist/\n/dist-copy/\n/cache/\n/hugo-*/\n');
  }
  const head = spawnSync('git', ['rev-parse', '-q', '--verify', 'HEAD'], { cwd: site.dir, env: GIT_ENV });
  if (head.status !== 0 || git('status', '--porcelain', '--', 'content') !== '') {
    git('add', '--', 'content');
    git('commit', '-qm', 'generated content');
  }
}

/** One timed `site-api build --quiet` of the site into its output folder, with its own cache. */
const buildRun =
  (site, extra = []) =>
  () =>
    timeNode([cli, 'build', '--quiet', '--root', site.root, '--out', site.out, ...extra], {
      env: siteEnv(site.cache),
    });

/** build, cold then warm (nothing changed), then one post edited in a fresh process each run. */
export function benchBuild(site, runs, extra = []) {
  const run = buildRun(site, extra);
  const cold = series(runs, run, () => clear(site.cache, site.out));
  const warm = series(runs, run);
  const post = editablePost(site.root);
  let edit;
  try {
    edit = series(runs, run, (i) => post.edit(i));
  } finally {
    post.restore();
    // Leaves the output and cache matching the content again, for what runs next.
    run();
  }
  return { cold, warm, edit };
}

/**
 * A change of every page: site.yaml's title changed before each run (a fresh process, the cache and
 * output warm), as a new title, an edited template or stylesheet link does. Every page is rendered
 * and written again.
 */
export function benchSiteWide(site, runs) {
  const run = buildRun(site);
  const config = join(site.root, 'site.yaml');
  const original = readFileSync(config, 'utf8');
  if (!/^title: .*$/m.test(original)) throw new Error(`${config} has no title line to change`);
  try {
    return series(runs, run, (i) =>
      writeFileSync(config, original.replace(/^title: .*$/m, `title: 벤치마크 사이트 ${i + 1}`)),
    );
  } finally {
    writeFileSync(config, original);
    // Leaves the output and cache matching the content again, for what runs next.
    run();
  }
}

/**
 * The disk's share of a cold build: `cp -r` of the build's output folder into a fresh one, the same
 * files and folders made by a C program that computes nothing. No tool writing these files is faster
 * on this machine (on the VM it was measured on, creating a file or folder costs 60-170 µs).
 */
export function benchFloor(site, runs) {
  const copy = `${site.dir}/dist-copy`;
  const floor = series(
    runs,
    () => {
      const started = process.hrtime.bigint();
      const done = spawnSync('cp', ['-r', site.out, copy]);
      if (done.status !== 0) throw new Error(`cp -r failed: ${done.stderr}`);
      return { ms: Number(process.hrtime.bigint() - started) / 1e6 };
    },
    () => clear(copy),
  );
  clear(copy);
  return floor;
}

/** build cold with --jobs n, when this site-api has the flag (`build --help` says so). */
export function benchJobs(site, runs) {
  const help = spawnSync(process.execPath, [cli, 'build', '--help'], { encoding: 'utf8' }).stdout;
  if (!/--jobs\b/.test(help)) return undefined;
  const jobs = (n) =>
    series(
      runs,
      () =>
        timeNode([cli, 'build', '--quiet', '--root', site.root, '--out', site.out, '--jobs', String(n)], {
          env: siteEnv(site.cache),
        }),
      () => clear(site.cache, site.out),
    );
  return { one: jobs(1), two: jobs(2) };
}

/**
 * `build --watch`: after the first build, `runs` edits of one post, each timed from the write to the
 * `↻ rebuilt <out> in N ms` line on stderr (`wall`), beside the N the process prints (`printed`).
 * The session's first edit is timed on its own (`first`): it finds a process that has not run a
 * rebuild yet (~0.15 s more at 10,000 posts), which would weigh on a median of two runs.
 * The post is restored (and that rebuild awaited) before the watcher is stopped.
 */
export async function benchWatch(site, runs) {
  const post = editablePost(site.root);
  const child = spawn(process.execPath, [cli, 'build', '--watch', '--root', site.root, '--out', site.out], {
    env: siteEnv(site.cache),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  const waiters = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    log += chunk;
    for (const w of [...waiters]) w();
  });
  const exited = new Promise((done) =>
    child.once('exit', () => {
      for (const w of [...waiters]) w();
      done();
    }),
  );
  /** Resolves with the first match of `pattern` in what stderr prints from `from` on. */
  const waitFor = (pattern, from, seconds = 300) =>
    new Promise((done, fail) => {
      const timer = setTimeout(() => {
        off();
        fail(new Error(`build --watch printed no ${pattern} in ${seconds} s:\n${log.slice(-2000)}`));
      }, seconds * 1000);
      const check = () => {
        const m = pattern.exec(log.slice(from));
        if (m) {
          off();
          done(m);
        } else if (child.exitCode !== null) {
          off();
          fail(new Error(`build --watch exited ${child.exitCode}:\n${log.slice(-2000)}`));
        }
      };
      const off = () => {
        clearTimeout(timer);
        const at = waiters.indexOf(check);
        if (at >= 0) waiters.splice(at, 1);
      };
      waiters.push(check);
      check();
    });
  const rebuilt = /↻ rebuilt .* in (\d+) ms/;
  const pause = (t) => new Promise((r) => setTimeout(r, t));
  try {
    await waitFor(/Watching .* for changes/, 0);
    // fs.watch over the content tree is set up right after that line: give it a moment.
    await pause(500);
    /** `runs` + 1 edits made by `edit(i)`; the first is reported alone (the session's first rebuild). */
    const measure = async (edit) => {
      const wall = [];
      const printed = [];
      for (let i = 0; i <= runs; i++) {
        const from = log.length;
        edit(i);
        const started = process.hrtime.bigint();
        const m = await waitFor(rebuilt, from);
        wall.push({ ms: Number(process.hrtime.bigint() - started) / 1e6 });
        printed.push({ ms: Number(m[1]) });
        await pause(300);
      }
      return { first: stats(wall.slice(0, 1)), wall: stats(wall.slice(1)), printed: stats(printed.slice(1)) };
    };
    const body = await measure(post.edit);
    // A front matter edit: the title is in lists, tag pages, feeds and the search index, not only its page.
    const title = await measure(post.retitle);
    const from = log.length;
    post.restore();
    await waitFor(rebuilt, from);
    return { ...body, title: { wall: title.wall, printed: title.printed } };
  } finally {
    post.restore();
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The time until a long-running command is ready, with a warm cache and output (an owner starting
 * work): `serve` (the content built in memory) until it prints its URL, `build --watch` until its
 * first build is done ("Watching"). Each run is stopped with SIGTERM once ready.
 */
export async function benchStart(site, runs) {
  const ready = (args, pattern) =>
    new Promise((done, fail) => {
      const started = process.hrtime.bigint();
      const child = spawn(process.execPath, [cli, ...args], {
        env: siteEnv(site.cache),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let log = '';
      let ms;
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk) => {
        log += chunk;
        if (ms === undefined && pattern.test(log)) {
          ms = Number(process.hrtime.bigint() - started) / 1e6;
          child.kill('SIGTERM');
        }
      });
      child.once('exit', (code) =>
        ms === undefined
          ? fail(new Error(`${args.join(' ')} exited ${code}:\n${log.slice(-2000)}`))
          : done({ ms }),
      );
    });
  const times = async (args, pattern) => {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await ready(args, pattern));
    return stats(samples);
  };
  return {
    serve: await times(['serve', '--root', site.root, '--port', '0', '--no-log'], /Serving .* at http/),
    watch: await times(
      ['build', '--watch', '--root', site.root, '--out', site.out],
      /Watching .* for changes/,
    ),
  };
}

/**
 * The middle post of the site: `edit(i)` appends a sentence to its body, `retitle(i)` changes its title
 * (in front matter), `restore()` puts it back.
 */
function editablePost(root) {
  const posts = join(root, 'posts');
  const files = readdirSync(posts, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const file = join(posts, files[Math.floor(files.length / 2)]);
  const original = readFileSync(file, 'utf8');
  return {
    file,
    edit: (i) => writeFileSync(file, `${original}\n벤치마크가 ${i + 1}번째로 덧붙인 문장입니다.\n`),
    retitle: (i) => {
      const next = original.replace(/^title: (.*)$/m, `title: $1 (고침 ${i + 1})`);
      if (next === original) throw new Error(`${file}: no 'title:' line to change`);
      writeFileSync(file, next);
    },
    // Only when edited: a write of the same bytes would still wake a watcher.
    restore: () => {
      if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original);
    },
  };
}
