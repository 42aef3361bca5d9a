import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The packages whose code makes or reads what the cache keeps: the Markdown renderer and its plugin
 * (pages, feed entries, summaries), the highlighter, the template engine, the front matter parsers
 * and the schema checker (validate's kept reads and findings), the XML and image readers (checks of
 * built files, image sizes). The CLI's own (commander, chalk, the prompts, the S3 client) are not:
 * nothing cached comes from them.
 */
export const OUTPUT_PACKAGES: readonly string[] = [
  'markdown-it',
  'markdown-it-footnote',
  'markdown-it-cjk-friendly',
  'prismjs',
  'liquidjs',
  'yaml',
  'smol-toml',
  'ajv',
  'ajv-formats',
  'fast-xml-parser',
  'image-size',
];

/** Node's versions that change what the same code makes: ICU, its Unicode, time zone and CLDR data. */
const NODE_KEYS = ['node', 'icu', 'unicode', 'tz', 'cldr'] as const;

/**
 * What a cached value depends on besides the tool's own modules: the version of every package in
 * `packages` and of every package they depend on, as Node would find them from `from` (the folder of
 * our modules), and Node's own versions (ICU names the months Liquid's `date` prints; the time zone
 * data shifts them). An `npm update` of markdown-it or a Node upgrade then starts the cache afresh
 * instead of serving pages the older code made. A package that cannot be found is named as missing
 * (the same tree gives the same text). A package edited in place without a new version (a patch) is
 * not seen: delete the cache folder after patching one.
 */
export function runtimeSalt(
  from: string,
  versions: Readonly<Record<string, string | undefined>> = process.versions,
  packages: readonly string[] = OUTPUT_PACKAGES,
): string {
  const lines: string[] = NODE_KEYS.map((key) => `${key}=${versions[key] ?? ''}`);
  const seen = new Set<string>();
  const queue: [name: string, from: string][] = packages.map((name) => [name, from]);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [name, start] = next;
    const found = findPackage(name, start);
    if (found === undefined) {
      lines.push(`${name} missing`);
      continue;
    }
    const [dir, manifest] = found;
    if (seen.has(dir)) continue;
    seen.add(dir);
    lines.push(`${name}@${manifest.version ?? '?'}`);
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      queue.push([dep, dir]);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * Package `name` as Node's resolution finds it from `start`: its real folder (through the links of
 * pnpm and `npm link`, so that what it depends on is found from where it is) and its package.json.
 */
function findPackage(name: string, start: string): [dir: string, manifest: Manifest] | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    const file = join(candidate, 'package.json');
    // A stat that answers undefined for a missing file: a thrown ENOENT costs ~50 µs, and most tries miss.
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // Unreadable: named as such below.
      }
      return [
        realpathSync.native(candidate),
        text === undefined ? { version: 'unreadable' } : parseManifest(text),
      ];
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function parseManifest(text: string): Manifest {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Manifest) : {};
  } catch {
    return { version: 'unparsable' };
  }
}
