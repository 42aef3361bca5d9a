import { arch, release, type } from 'node:os';
import { relative, resolve, sep } from 'node:path';
import { slowTemplates } from '../build/pages/render.js';
import { loadSite } from '../content/load.js';
import type { SiteConfig } from '../generated/types.js';
import { UserError } from '../ground/errors.js';

/** What a bug report needs about this machine and this site; never a credential's value. */
export interface Info {
  ok: true;
  versions: { siteApi: string; node: string; os: string };
  cwd: string;
  /** The content folder, relative to cwd, and whether it was found. */
  root: { path: string; found: boolean; problem?: string };
  site?: {
    baseUrl?: string;
    title?: string;
    language?: string;
    timezone?: string;
    files: number;
    posts: number;
    projects: number;
    experience: number;
  };
  targets: { name: string; type: string; where: string; default: boolean }[];
  /**
   * The owner's theme files (content/theme/), and the page kinds whose template is rendered by
   * liquidjs as a whole, the slower way, with what makes it so (build/pages/render.ts slowTemplates).
   */
  theme?: { files: string[]; slow: { kind: string; why: string }[] };
  /** Which credential variables are set: names only. */
  credentials: Record<string, boolean>;
}

const CREDENTIAL_VARIABLES = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_PROFILE',
  'CLOUDFLARE_API_TOKEN',
  'CLOUDFLARE_ACCOUNT_ID',
];

export function collectInfo(o: { cwd: string; root: string; version: string; env: NodeJS.ProcessEnv }): Info {
  const rootAbs = resolve(o.cwd, o.root);
  const shown = relative(o.cwd, rootAbs).split(sep).join('/') || '.';
  const info: Info = {
    ok: true,
    versions: { siteApi: o.version, node: process.version, os: `${type()} ${release()} ${arch()}` },
    cwd: o.cwd,
    root: { path: shown, found: false },
    targets: [],
    credentials: Object.fromEntries(CREDENTIAL_VARIABLES.map((v) => [v, (o.env[v] ?? '') !== ''])),
  };
  let site: ReturnType<typeof loadSite>;
  try {
    site = loadSite({ root: rootAbs, cwd: o.cwd });
  } catch (error) {
    // No site is a fact worth reporting, not a failure: info is what one runs when things go wrong.
    if (!(error instanceof UserError)) throw error;
    info.root.problem = error.message;
    return info;
  }
  info.root.found = true;
  const config = (site.site?.data ?? {}) as Partial<SiteConfig>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  info.site = {
    baseUrl: text(config.base_url) && withoutUserinfo(config.base_url as string),
    title: text(config.title),
    language: text(config.language),
    timezone: text(config.timezone),
    files: site.files.length,
    posts: site.posts.length,
    projects: site.projects.length,
    experience: site.experience.length,
  };
  if (site.theme.length > 0) {
    const overrides = Object.fromEntries(
      site.theme
        .filter((f) => f.rel.endsWith('.liquid'))
        .map((f) => [f.rel.slice('theme/'.length, -'.liquid'.length), f.text]),
    );
    const slow = Object.keys(overrides).length > 0 ? slowTemplates(overrides) : [];
    info.theme = { files: site.theme.map((f) => f.rel).sort(), slow };
  }
  const targets = config.publish?.targets ?? {};
  for (const [name, raw] of Object.entries(targets)) {
    if (!raw || typeof raw !== 'object') continue;
    info.targets.push({
      name,
      type: String(raw.type),
      where: whereOf(raw),
      default: config.publish?.default === name,
    });
  }
  return info;
}

/** Where a target publishes, as in site.yaml, minus anything that could be a secret. */
function whereOf(raw: Record<string, unknown>): string {
  const s = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  switch (raw.type) {
    case 's3':
      return `s3://${s('bucket')}/${s('prefix')}${raw.endpoint ? ` at ${withoutUserinfo(s('endpoint'))}` : ''}`;
    case 'dir':
      return withoutUserinfo(s('path'));
    case 'cloudflare-pages':
      return `project ${s('project')}${raw.branch ? `, branch ${s('branch')}` : ''}`;
    case 'command':
      // Only the program: its arguments may carry a token.
      return Array.isArray(raw.command) ? `${String(raw.command[0])} …` : '';
    default:
      return '';
  }
}

/** `https://user:pass@host/` and `user@host:path` lose their user part. */
function withoutUserinfo(location: string): string {
  return location.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1').replace(/^[^/@:]+@([^:/]+:)/, '$1');
}
