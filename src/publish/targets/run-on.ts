import { execa } from 'execa';
import type { ArtifactSet } from '../../build/artifacts.js';
import { hostFilesFor } from '../../core/build.js';
import { UserError } from '../../ground/errors.js';
import { MANIFEST } from '../../ground/manifest.js';
import { manifestFor, manifestText } from '../manifest.js';
import { redact } from '../retry.js';
import { stage } from '../stage.js';
import type { TargetContext } from './target.js';

/** Runs a program on a folder holding the whole build; its output goes to stderr, so --json stays clean. */
export async function runOn(
  artifacts: ArtifactSet,
  extra: Record<string, string | Uint8Array>,
  context: TargetContext,
  argv: (dir: string) => [string, string[]],
  what: string,
): Promise<void> {
  // The folder `site-api build` would write: the published files, the worker, `_headers` and the manifest.
  const host = Object.fromEntries([...hostFilesFor(artifacts)].map(([path, file]) => [path, file.bytes]));
  const staged = stage(artifacts, {
    ...host,
    [`/${MANIFEST}`]: manifestText(manifestFor(artifacts)),
    ...extra,
  });
  try {
    const [file, args] = argv(staged.dir);
    context.debug(`run ${[file, ...args].join(' ')}`);
    const result = await execa(file, args, {
      cwd: context.cwd,
      preferLocal: true,
      localDir: context.cwd,
      stdin: 'ignore',
      stdout: 2,
      stderr: 2,
      reject: false,
    });
    if ((result as { code?: string }).code === 'ENOENT') {
      throw new UserError(`Cannot ${what}: ${file} is not installed or not on PATH.`);
    }
    if (result.failed) {
      throw new UserError(
        `Cannot ${what}: ${file} failed${result.exitCode === undefined ? '' : ` with exit ${result.exitCode}`}.`,
        redact(
          `Its output is above. Nothing else was changed; fix the cause and run \`site-api publish\` again.`,
        ),
      );
    }
  } finally {
    staged.dispose();
  }
}
