import type { ResolvedTarget } from '../config.js';
import { runOn } from './run-on.js';
import type { TargetContext, WholeTarget } from './target.js';

/** A user command, given as an argument array; `{dir}` in any argument is the folder holding the build. */
export function commandTarget(
  settings: Extract<ResolvedTarget, { type: 'command' }>,
  context: TargetContext,
): WholeTarget {
  const [program, ...rest] = settings.command;
  return {
    kind: 'whole',
    label: `command ${settings.command.join(' ')}`,
    deploy: (artifacts) =>
      runOn(
        artifacts,
        {},
        context,
        (dir) => [program as string, rest.map((a) => a.replaceAll('{dir}', dir))],
        `run ${program}`,
      ),
  };
}
