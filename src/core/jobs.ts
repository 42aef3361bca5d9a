import { availableParallelism } from 'node:os';
import { UserError } from '../ground/errors.js';

/** Threads a build may use: --jobs, else SITE_API_JOBS, else the machine's available parallelism. */
export function jobsFrom(flag: string | number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const given = flag ?? env.SITE_API_JOBS;
  if (given === undefined || given === '') return availableParallelism();
  const jobs = Number(given);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256)
    throw new UserError(
      `${flag !== undefined ? '--jobs' : 'SITE_API_JOBS'} must be a whole number from 1 to 256, not "${given}".`,
      'Leave it out to use every core, or pass 1 to render in one thread.',
    );
  return jobs;
}
