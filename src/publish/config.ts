import { hasUserinfo, maskUserinfo } from '../check/credentials.js';
import type { SiteConfig } from '../generated/types.js';
import { UserError } from '../ground/errors.js';

type TargetConfig = NonNullable<NonNullable<SiteConfig['publish']>['targets'][string]>;

/** The default Cache-Control: the contract asks for at least an hour. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=3600';
export const DEFAULT_MAX_DELETES = 20;

export type ResolvedTarget =
  | {
      name: string;
      type: 's3';
      bucket: string;
      prefix: string;
      region?: string;
      endpoint?: string;
      forcePathStyle: boolean;
      cacheControl: string;
      purge?: { cloudflareZone?: string; cloudfrontDistribution?: string };
    }
  | { name: string; type: 'dir'; path: string }
  | { name: string; type: 'cloudflare-pages'; project: string; branch?: string }
  | { name: string; type: 'command'; command: string[] };

/** Which fields each kind of target reads; any other field on it is a mistake worth naming. */
const FIELDS: Record<TargetConfig['type'], readonly string[]> = {
  s3: ['bucket', 'prefix', 'region', 'endpoint', 'force_path_style', 'cache_control', 'purge'],
  dir: ['path'],
  'cloudflare-pages': ['project', 'branch'],
  command: ['command'],
};

/**
 * Picks the target named by --target (or the only one, or `publish.default`) from site.yaml and
 * turns it into typed settings. Pure: the config has already passed its schema.
 */
export function resolveTarget(
  config: SiteConfig,
  flags: { target?: string; maxDeletes?: number },
): { target: ResolvedTarget; maxDeletes: number } {
  const targets = config.publish?.targets ?? {};
  const names = Object.keys(targets);
  if (names.length === 0) {
    throw new UserError(
      'site.yaml names no publish target.',
      'Add a `publish.targets` section to site.yaml (see docs/publish.md), e.g.\n    publish:\n      targets:\n        production: { type: s3, bucket: my-site }',
    );
  }
  const name = flags.target ?? config.publish?.default ?? (names.length === 1 ? names[0] : undefined);
  if (name === undefined) {
    throw new UserError(
      `site.yaml has ${names.length} publish targets (${names.join(', ')}) and no publish.default.`,
      `Pass --target ${names[0]}, or set publish.default in site.yaml.`,
    );
  }
  const raw = targets[name];
  if (!raw) {
    throw new UserError(
      `No publish target "${name}" in site.yaml${flags.target ? '' : ' (publish.default)'}.`,
      `Known targets: ${names.join(', ')}.`,
    );
  }
  const stray = Object.keys(raw).filter(
    (k) => k !== 'type' && k !== 'max_deletes' && !FIELDS[raw.type].includes(k),
  );
  if (stray.length > 0) {
    throw new UserError(
      `site.yaml: publish.targets.${name} is of type ${raw.type}, which does not read ${stray.join(', ')}.`,
      `A ${raw.type} target takes ${FIELDS[raw.type].join(', ')} (and max_deletes).`,
    );
  }
  const endpoint = (raw as { endpoint?: unknown }).endpoint;
  if (typeof endpoint === 'string' && hasUserinfo(endpoint)) {
    // Validate reports it too; a config reaching here unvalidated is refused before any request.
    throw new UserError(
      `site.yaml: publish.targets.${name}.endpoint ${maskUserinfo(endpoint)} holds a user name or password.`,
      'Remove user:password@ from the endpoint and give credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY or AWS_PROFILE).',
    );
  }
  const maxDeletes = flags.maxDeletes ?? raw.max_deletes ?? DEFAULT_MAX_DELETES;
  return { target: typed(name, raw), maxDeletes };
}

function typed(name: string, raw: TargetConfig): ResolvedTarget {
  switch (raw.type) {
    case 's3':
      return {
        name,
        type: 's3',
        bucket: raw.bucket as string,
        prefix: raw.prefix ?? '',
        region: raw.region,
        endpoint: raw.endpoint,
        forcePathStyle: raw.force_path_style ?? false,
        cacheControl: raw.cache_control ?? DEFAULT_CACHE_CONTROL,
        purge: raw.purge
          ? {
              cloudflareZone: raw.purge.cloudflare_zone,
              cloudfrontDistribution: raw.purge.cloudfront_distribution,
            }
          : undefined,
      };
    case 'dir':
      return { name, type: 'dir', path: raw.path as string };
    case 'cloudflare-pages':
      return { name, type: 'cloudflare-pages', project: raw.project as string, branch: raw.branch };
    case 'command':
      return { name, type: 'command', command: raw.command as string[] };
  }
}
