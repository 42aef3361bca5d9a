// Preloaded with `node --import` by bench/run.mjs: reports the process's peak memory on exit (to fd 3),
// without the CLI knowing it is measured.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  try {
    writeSync(3, `${process.resourceUsage().maxRSS}\n`);
  } catch {}
});
