#!/usr/bin/env node
// What a journal of the last build's SiteData would cost to keep and read back in a fresh process,
// beside what making it costs today (load, check, siteData): the ceiling of that first step towards
// an incremental build across processes (docs/performance.md, "Session 22"). Figures, no target.
//   BENCH_POSTS=10000 BENCH_RUNS=3 npm run build:ts && node bench/journal.mjs
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { siteData } from '../lib/build/model.js';
import { checkSite } from '../lib/check/index.js';
import { loadSite } from '../lib/content/load.js';
import { ensureSite } from './generate.mjs';
import { mb, ms, repo } from './measure.mjs';

const posts = Number(process.env.BENCH_POSTS ?? 10000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dir = `${repo}bench/.sites/posts-${posts}`;
const root = ensureSite(dir, posts, 1);
const file = join(tmpdir(), `site-api-journal-${process.pid}.bin`);

const timed = (make) => {
  const start = performance.now();
  const value = make();
  return [value, performance.now() - start];
};

console.log(`${posts} posts, ${runs} runs (summaries made, no cache: siteData is the upper figure)`);
try {
  for (let run = 1; run <= runs; run++) {
    const [site, load] = timed(() => loadSite({ root, cwd: dir }));
    const [findings, check] = timed(() => checkSite(site, { now: Date.now() }));
    const [data, derive] = timed(() => siteData(site));
    const [bytes, write] = timed(() => {
      const made = serialize(data);
      writeFileSync(file, made);
      return made;
    });
    const [back, read] = timed(() => deserialize(readFileSync(file)));
    const bare = serialize({ ...data, posts: data.posts.map(({ body: _, ...post }) => post) });
    const [, readBare] = timed(() => deserialize(bare));
    if (back.posts.length !== data.posts.length) throw new Error('the journal lost posts');
    console.log(
      `  load ${ms(load)}, check ${ms(check)} (${findings.length} findings), siteData ${ms(derive)}; ` +
        `journal ${mb(bytes.byteLength)} written in ${ms(write)}, read back in ${ms(read)}; ` +
        `without the bodies ${mb(bare.byteLength)}, ${ms(readBare)}`,
    );
  }
} finally {
  rmSync(file, { force: true });
}
