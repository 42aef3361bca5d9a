import type { ResolvedTarget } from '../config.js';
import type { Target, TargetContext } from './target.js';

/**
 * The registry: one module per kind of target, each imported only when used (the S3 client is
 * heavy). Adding a target is adding a module and a case.
 */
export async function openTarget(settings: ResolvedTarget, context: TargetContext): Promise<Target> {
  switch (settings.type) {
    case 's3':
      return (await import('./s3.js')).s3Target(settings, context);
    case 'dir':
      return (await import('./dir.js')).dirTarget(settings, context);
    case 'cloudflare-pages':
      return (await import('./cloudflare-pages.js')).pagesTarget(settings, context);
    case 'command':
      return (await import('./command.js')).commandTarget(settings, context);
  }
}
