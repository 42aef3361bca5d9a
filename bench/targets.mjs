// The summary at the end of `npm run bench`: each target of issue 15 beside this run's figure, the
// ratio it is judged by, and ✓ / ✗ (– when not measured in this run, · for a figure with no target).
import { figure as full, ms } from './measure.mjs';

const figure = (s) => full(s, { peak: false });

const pct = (a, b) => `${((100 * a) / b).toFixed(0)}%`;
const rate = (r) => `${r.rps.toFixed(0)} req/s`;

/**
 * `r` is what bench/run.mjs measured: `main` (the size the targets are set at: 10,000 posts, or the
 * largest measured below it), `sizes[n]` ({ validate, build }), `floor` (cp -r of the output), `watch`,
 * `jobs`, `hugo[n]`, `diff`, `publish`, `serve`, `startup`.
 */
export function targetRows(r) {
  const rows = [];
  const at = r.main === 10000 ? '10k' : `${r.main / 1000}k (not 10k)`;
  const judged = r.main === 10000;
  const row = (name, fig, ratio, goal, ok) =>
    rows.push({ name, figure: fig, ratio, goal, status: ok === undefined ? '–' : ok ? '✓' : '✗' });
  const m = r.sizes[r.main];
  const hugo = r.hugo[r.main];

  if (m && hugo) {
    const cold = hugo.cold.median / m.build.cold.median;
    row(
      `build ${at}, pages, cold`,
      `${figure(m.build.cold)}; Hugo ${figure(hugo.cold)}`,
      `${cold.toFixed(1)}× (Hugo ÷ site-api)${r.floor ? `; cp -r of the output alone ${figure(r.floor)}, Hugo ÷ 5 = ${ms(hugo.cold.median / 5)}` : ''}`,
      '≥ 5× faster than Hugo',
      judged ? cold >= 5 : undefined,
    );
    const warm = hugo.rebuild.median / m.build.warm.median;
    row(
      `rebuild ${at}, nothing changed`,
      `${figure(m.build.warm)}; Hugo ${figure(hugo.rebuild)}`,
      `${warm.toFixed(1)}× (Hugo ÷ site-api)`,
      '≥ 20× faster than Hugo',
      judged ? warm >= 20 : undefined,
    );
  } else {
    row(`build ${at}, pages, cold`, m ? figure(m.build.cold) : 'not measured', 'Hugo not run', '≥ 5× Hugo');
    row(
      `rebuild ${at}, nothing changed`,
      m ? figure(m.build.warm) : 'not measured',
      'Hugo not run',
      '≥ 20× Hugo',
    );
  }
  if (r.watch) {
    row(
      `one post edited ${at}, --watch`,
      `${figure(r.watch.wall)} write → "↻ rebuilt"`,
      `it printed ${ms(r.watch.printed.median)}${r.watch.first ? `; the session's first edit ${ms(r.watch.first.median)}` : ''}`,
      '< 100 ms',
      judged ? r.watch.wall.median < 100 : undefined,
    );
    if (r.watch.title) {
      row(
        `one title edited ${at}, --watch`,
        `${figure(r.watch.title.wall)} write → "↻ rebuilt"`,
        `it printed ${ms(r.watch.title.printed.median)}; front matter: lists, tags, feeds`,
        '< 100 ms',
        judged ? r.watch.title.wall.median < 100 : undefined,
      );
    }
  } else {
    row(`one post edited ${at}, --watch`, 'not measured', '', '< 100 ms');
  }
  row(
    `one post edited ${at}, fresh process`,
    m?.build.edit ? figure(m.build.edit) : 'not measured',
    '',
    '< 500 ms',
    judged && m?.build.edit ? m.build.edit.median < 500 : undefined,
  );
  const big = r.sizes[50000]?.build.cold;
  row(
    'build 50k, pages, cold',
    big ? full(big) : 'not measured (BENCH_SIZES has no 50000)',
    '',
    '< 15 s and < 1 GB peak RSS',
    big ? big.median < 15000 && big.peakMb < 1024 : undefined,
  );
  row(
    `validate ${at}, cold`,
    m ? figure(m.validate.cold) : 'not measured',
    '',
    '< 1 s',
    judged && m ? m.validate.cold.median < 1000 : undefined,
  );
  row(
    `validate ${at}, warm`,
    m ? figure(m.validate.warm) : 'not measured',
    '',
    '< 0.5 s',
    judged && m ? m.validate.warm.median < 500 : undefined,
  );
  row(
    `validate ${at}, one post edited / the hook (--staged)`,
    m?.validate.edit
      ? `${figure(m.validate.edit)} / ${m.validate.staged ? figure(m.validate.staged) : 'no git'}`
      : 'not measured',
    '',
    '(what a commit waits for)',
    undefined,
  );
  rows.at(-1).status = '·';
  row(
    `diff ${at}, unchanged`,
    r.diff ? figure(r.diff.time) : 'not measured',
    r.diff ? `${pct(r.diff.net.bytesReceived, r.diff.net.siteBytes)} of the site's bytes received` : '',
    '< 2 s',
    judged && r.diff ? r.diff.time.median < 2000 : undefined,
  );
  row(
    `publish ${r.publish ? `${r.publish.posts / 1000}k` : '10k'}, unchanged, to s3rver`,
    r.publish ? figure(r.publish.unchanged) : 'not run (BENCH_PUBLISH=10000 runs it: minutes)',
    '',
    '< 3 s',
    r.publish?.posts === 10000 ? r.publish.unchanged.median < 3000 : undefined,
  );

  for (const [key, name] of [
    ['small', 'serve, small JSON'],
    ['304', 'serve, 304s'],
  ]) {
    const load = r.serve?.loads[key];
    row(
      name,
      load
        ? `${rate(load.siteApi)}; bare node ${rate(load.bare)}; nginx ${rate(load.nginx)}`
        : 'not measured',
      load
        ? `${pct(load.siteApi.rps, load.bare.rps)} of bare node, ${pct(load.siteApi.rps, load.nginx.rps)} of nginx`
        : '',
      '≥ 90% of bare node:http',
      load ? load.siteApi.rps >= 0.9 * load.bare.rps : undefined,
    );
  }
  if (r.serve) {
    const codings = ['br', 'gzip'].map((c) => ({ c, load: r.serve.loads[c], ...r.serve.compression[c] }));
    row(
      'serve, compressed posts.json',
      codings.map((x) => `${x.c} ${rate(x.load.siteApi)}`).join('; '),
      codings
        .map((x) => `${(x.load.siteApi.rps / x.ceiling).toFixed(0)}× the per-request ceiling`)
        .join(', '),
      'compressed once, never per request',
      codings.every((x) => x.served === x.c && x.load.siteApi.rps > 2 * x.ceiling),
    );
  } else {
    row(
      'serve, compressed posts.json',
      'not measured (needs wrk and nginx)',
      '',
      'compressed once, never per request',
    );
  }
  row(
    `build ${at}, cold, --jobs 1 / --jobs 2`,
    r.jobs ? `${figure(r.jobs.one)} / ${figure(r.jobs.two)}` : 'not available (no --jobs in build --help)',
    r.jobs ? `${(r.jobs.one.median / r.jobs.two.median).toFixed(2)}× (jobs=1 ÷ jobs=2)` : '',
    'scaling (no target)',
    undefined,
  );
  if (r.jobs) rows.at(-1).status = '·';
  if (r.startup) {
    const { bare, sample } = r.startup;
    row(
      'validate, sample site (start-up)',
      `${figure(sample)}; node -e 0 ${ms(bare.median)}`,
      `${(sample.median / bare.median).toFixed(2)}× node -e 0`,
      '< 3× node -e 0',
      sample.median < 3 * bare.median,
    );
  }
  return rows;
}

/** The rows as an aligned table (the figures column is the widest; long ones are left as they are). */
export function renderTable(rows) {
  const head = {
    status: '',
    name: 'target',
    figure: 'figure (median (min–max))',
    ratio: 'ratio',
    goal: 'goal',
  };
  const all = [head, ...rows];
  const width = (k) => Math.max(...all.map((x) => [...x[k]].length));
  const cols = ['status', 'name', 'goal', 'figure', 'ratio'];
  const widths = Object.fromEntries(cols.map((k) => [k, width(k)]));
  return all
    .map((x) =>
      cols
        .map((k) => x[k] + ' '.repeat(widths[k] - [...x[k]].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
