/**
 * Splits a Markdown post into its YAML front matter and body. Only YAML is accepted: a fence with a
 * language (`---js`, `---toml`) is refused, so no content can ever be executed.
 */
export type FrontMatter =
  | { ok: true; yaml: string; yamlLine: number; body: string; bodyLine: number }
  | { ok: false; code: string; line: number; column: number; message: string; found: string; hint: string };

const EXECUTABLE = new Set(['js', 'javascript', 'coffee', 'coffeescript', 'ts', 'typescript']);

export function splitFrontMatter(text: string): FrontMatter {
  const firstEnd = text.indexOf('\n');
  const first = (firstEnd === -1 ? text : text.slice(0, firstEnd)).trimEnd();
  // `---`, optionally with a YAML comment or the language named as yaml; `---js` and the like are refused.
  const fence = /^---[ \t]*(?:(yaml|yml)|([^\s#-]\S*))?[ \t]*(?:#.*)?$/i.exec(first);
  // Hugo's TOML (`+++`) and JSON (`{`) front matter: named, with the way out for a Hugo site.
  const hugo = first === '+++' ? 'TOML' : first === '{' ? 'JSON' : undefined;
  if (!fence && hugo !== undefined) {
    return {
      ok: false,
      code: 'front-matter-language',
      line: 1,
      column: 1,
      message: `Front matter in ${hugo} (Hugo's ${JSON.stringify(first)}) is not supported: only YAML is.`,
      found: JSON.stringify(first),
      hint: 'Write it in YAML between two `---` lines, or bring the whole Hugo site with `site-api import hugo <folder>`, which converts every post.',
    };
  }
  if (!fence) {
    return {
      ok: false,
      code: 'front-matter-missing',
      line: 1,
      column: 1,
      message: 'The post has no front matter.',
      found: JSON.stringify(first.slice(0, 40)),
      hint: 'Start the file with a line `---`, the YAML fields (title, date, …), and another `---`.',
    };
  }
  const language = fence[2];
  if (language !== undefined) {
    const executable = EXECUTABLE.has(language.toLowerCase());
    return {
      ok: false,
      code: 'front-matter-language',
      line: 1,
      column: 4,
      message: executable
        ? `Front matter in ${language} is refused: content is never executed.`
        : `Front matter in "${language}" is not supported: only YAML is.`,
      found: JSON.stringify(first),
      hint: 'Write the front matter in YAML between two `---` lines.',
    };
  }
  if (firstEnd === -1) return unterminated(first);
  const close = /^(?:---|\.\.\.)[ \t]*$/m;
  const rest = text.slice(firstEnd + 1);
  const match = close.exec(rest);
  if (!match) return unterminated(first);
  const yaml = rest.slice(0, match.index);
  const afterClose = rest.indexOf('\n', match.index);
  const body = afterClose === -1 ? '' : rest.slice(afterClose + 1);
  const yamlLines = countLines(yaml);
  return { ok: true, yaml, yamlLine: 2, body, bodyLine: 3 + yamlLines };
}

function unterminated(first: string): FrontMatter {
  return {
    ok: false,
    code: 'front-matter-unterminated',
    line: 1,
    column: 1,
    message: 'The front matter is never closed.',
    found: JSON.stringify(first),
    hint: 'End the front matter with a line of three dashes `---` before the Markdown body.',
  };
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
