import { validateContent } from '../../core/validate.js';
import { countDiagnostics } from '../../ground/diagnostics.js';
import { EXIT } from '../../ground/errors.js';
import { renderGithub, renderJson, renderSummary, renderText } from '../../report/diagnostics.js';
import { paintFor } from '../output.js';
import { terminalProgress } from '../progress.js';

export interface ValidateFlags {
  root: string;
  format: 'text' | 'json' | 'github';
  json?: boolean;
  strict?: boolean;
  quiet?: boolean;
  staged?: boolean;
}

export async function validateCommand(paths: string[], flags: ValidateFlags): Promise<number> {
  const format = flags.json ? 'json' : flags.format;
  const progress = terminalProgress(process.stderr, 'Reading content', format === 'text' && !flags.quiet);
  let report: Awaited<ReturnType<typeof validateContent>>;
  try {
    report = await validateContent({
      cwd: process.cwd(),
      root: flags.root,
      paths,
      now: Date.now(),
      // As the build reads it: a set SOURCE_DATE_EPOCH gives the site its date (undated-site).
      fixedDate: /^\d+$/.test(process.env.SOURCE_DATE_EPOCH ?? ''),
      staged: flags.staged === true,
      onProgress: progress.update,
    });
  } finally {
    progress.end();
  }
  const counts = countDiagnostics(report.diagnostics);
  const failed = counts.errors > 0 || (flags.strict === true && counts.warnings > 0);

  if (format === 'json') {
    process.stdout.write(
      renderJson({ ok: !failed, files: report.files, ...counts, diagnostics: report.diagnostics }),
    );
  } else if (format === 'github') {
    process.stdout.write(renderGithub(report.diagnostics));
  } else {
    process.stdout.write(renderText(report.diagnostics, await paintFor(process.stdout)));
  }
  if (!flags.quiet && format !== 'json') {
    process.stderr.write(
      `${renderSummary(counts, report.files, await paintFor(process.stderr), flags.strict === true)}\n`,
    );
  }
  // A file that could not be read is an I/O error, not a finding about the content.
  if (report.diagnostics.some((d) => d.code === 'file-unreadable')) return EXIT.error;
  return failed ? EXIT.findings : EXIT.ok;
}
