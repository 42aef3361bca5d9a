import { readFileSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { type Diagnostic, toPointer } from '../core/diagnostics.js';
import { UserError } from '../core/errors.js';
import { splitFrontMatter } from './frontmatter.js';
import type { ContentKind, Entry, PostEntry, Site } from './model.js';
import { toPlainData } from './plain.js';
import { decodeContent, type SourceFile } from './source.js';
import { ioProblem, walkContent } from './walk.js';
import { parseYamlFast } from './yaml-fast.js';
import { type ParsedYaml, parseYamlFull } from './yaml-full.js';

export interface LoadOptions {
  /** The content folder (absolute). */
  root: string;
  /** The folder paths in messages are relative to (absolute). */
  cwd: string;
  /** Called after each file is read, for a progress display. */
  onProgress?: (done: number, total: number) => void;
  /** Files read as if they were in the folder (path inside it, with `/`): how `new` checks a file before writing it. */
  extra?: readonly { rel: string; bytes: Buffer }[];
}

const LAYOUT_HINT =
  'The content folder holds site.yaml, profile.yaml, projects/<id>.yaml, experience/<id>.yaml and posts/**/<id>.md.';

/** Reads the content folder into a Site. Never throws for bad content: problems become diagnostics. */
export function loadSite({ root, cwd, onProgress, extra = [] }: LoadOptions): Site {
  const display = (abs: string) => relative(cwd, abs).split(sep).join('/') || '.';
  const rootShown = display(root);
  const prefix = rootShown === '.' ? '' : `${rootShown}/`;
  let walked: ReturnType<typeof walkContent>;
  try {
    if (!statSync(root).isDirectory()) {
      throw new UserError(
        `${rootShown} is a file, not the content folder.`,
        'Pass the folder with --root <folder>.',
      );
    }
    walked = walkContent(root, display);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError(
      code === 'ENOENT'
        ? `No content folder at ${display(root)}.`
        : `Cannot read the content folder ${display(root)}: ${(error as Error).message}`,
      'Run the command inside your site, or pass --root <folder>.',
    );
  }
  const site: Site = {
    root,
    projects: [],
    experience: [],
    posts: [],
    files: [],
    diagnostics: walked.diagnostics,
  };

  const virtual = new Map(extra.map((f) => [f.rel, f.bytes]));
  if (virtual.size > 0) {
    for (const rel of virtual.keys()) walked.files.push({ abs: `${root}${sep}${rel}`, raw: rel, rel });
    walked.files.sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
  }
  let done = 0;
  for (const found of walked.files) {
    onProgress?.(++done, walked.files.length);
    const kind = classify(found.rel);
    const path = prefix + found.raw;
    if (kind === undefined) continue;
    if (kind === 'unknown') {
      site.diagnostics.push({
        file: path,
        line: 0,
        column: 0,
        severity: 'warning',
        code: 'unknown-file',
        pointer: '',
        message: 'This file is not part of the content layout and is ignored.',
        found: found.rel,
        hint: `${LAYOUT_HINT} Rename it, or prefix it with "_" to keep it as a note.`,
      });
      continue;
    }
    site.files.push(path);
    let bytes: Buffer;
    try {
      bytes = virtual.get(found.raw) ?? readFileSync(found.abs);
    } catch (error) {
      site.diagnostics.push(ioProblem(path, error));
      continue;
    }
    const decoded = decodeContent(bytes, kind === 'post');
    if (!decoded.ok) {
      site.diagnostics.push({ file: path, ...decoded.diagnostic });
      continue;
    }
    const file: SourceFile = { path, rel: found.rel, text: decoded.text };
    const entry =
      kind === 'post'
        ? readPost(file, site.diagnostics, decoded.rest)
        : readYaml(kind, file, 1, file.text, site.diagnostics);
    if (entry.kind === 'site' || entry.kind === 'profile') {
      const first = site[entry.kind];
      if (first) {
        site.diagnostics.push({
          file: path,
          line: 0,
          column: 0,
          severity: 'error',
          code: 'duplicate-file',
          pointer: '',
          message: `A second ${entry.kind} file; ${first.file.path} is the one read.`,
          expected: `one ${entry.kind}.yaml`,
          found: `${first.file.path} and ${path}`,
          hint: 'Merge the two files into one and delete the other.',
          related: [{ file: first.file.path, line: 0, column: 0 }],
        });
      } else site[entry.kind] = entry;
    } else if (entry.kind === 'project') site.projects.push(entry);
    else if (entry.kind === 'experience') site.experience.push(entry);
    else site.posts.push(entry as PostEntry);
  }

  for (const [name, present] of [
    ['site.yaml', site.site],
    ['profile.yaml', site.profile],
  ] as const) {
    if (present || walked.files.some((f) => classify(f.rel) === name.slice(0, -5))) continue;
    site.diagnostics.push({
      file: display(`${root}${sep}${name}`),
      line: 0,
      column: 0,
      severity: 'error',
      code: 'file-missing',
      pointer: '',
      message: `The content folder has no ${name}.`,
      expected: `a file ${name}`,
      found: 'nothing',
      hint: `Create it; docs/content-format.md shows every field. ${LAYOUT_HINT}`,
    });
  }
  return site;
}

function classify(rel: string): ContentKind | 'unknown' | undefined {
  const parts = rel.split('/');
  const name = parts.at(-1) as string;
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';
  const isYaml = ext === '.yaml' || ext === '.yml';
  if (parts.length === 1 && isYaml) {
    const stem = name.slice(0, name.lastIndexOf('.'));
    if (stem === 'site' || stem === 'profile') return stem;
  }
  if (parts.length === 2 && isYaml && parts[0] === 'projects') return 'project';
  if (parts.length === 2 && isYaml && parts[0] === 'experience') return 'experience';
  if (parts.length >= 2 && ext === '.md' && parts[0] === 'posts') return 'post';
  return ['.yaml', '.yml', '.md', '.markdown', '.json', '.toml'].includes(ext) ? 'unknown' : undefined;
}

function idOf(rel: string): string {
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return name.slice(0, name.lastIndexOf('.'));
}

function readPost(file: SourceFile, diagnostics: Diagnostic[], rest?: () => string): PostEntry {
  const split = splitFrontMatter(file.text);
  if (!split.ok) {
    const { code, line, column, message, found, hint } = split;
    diagnostics.push({
      file: file.path,
      line,
      column,
      severity: 'error',
      code,
      message,
      pointer: '',
      found,
      hint,
    });
    // Kept without data, so that the rules on its id (duplicates) still see it.
    return {
      kind: 'post',
      id: idOf(file.rel),
      file,
      unreadable: true,
      data: undefined,
      yamlLine: 1,
      yamlText: '',
      locate: () => ({ line: 1, column: 1 }),
      body: '',
      bodyLine: 1,
    };
  }
  const entry = readYaml('post', file, split.yamlLine, split.yaml, diagnostics);
  // NFC-normalised on first read: `validate` never reads bodies, and normalising them all costs ~10 µs a post.
  let body: string | undefined;
  const post = entry as PostEntry;
  Object.defineProperty(post, 'body', {
    get: () => {
      body ??= (rest ? rest() : split.body).normalize('NFC');
      return body;
    },
    enumerable: true,
  });
  post.bodyLine = split.bodyLine;
  return post;
}

function readYaml(
  kind: ContentKind,
  file: SourceFile,
  yamlLine: number,
  yamlText: string,
  diagnostics: Diagnostic[],
): Entry {
  let full: ParsedYaml | undefined;
  const parseFull = () => {
    full ??= parseYamlFull(yamlText, yamlLine);
    return full;
  };
  let data: unknown = parseYamlFast(yamlText);
  if (data === undefined) {
    const parsed = parseFull();
    let failed = false;
    const lines = yamlText.split('\n');
    for (const p of parsed.problems) {
      failed ||= p.severity === 'error';
      const source = lines[p.line - yamlLine]?.trim();
      diagnostics.push({
        file: file.path,
        line: p.line,
        column: p.column,
        severity: p.severity,
        code: p.code,
        pointer: '',
        message: p.message,
        ...(source ? { found: JSON.stringify(source.length > 80 ? `${source.slice(0, 77)}…` : source) } : {}),
        hint: yamlHint(p.code),
      });
    }
    data = failed ? undefined : parsed.value;
  }
  if (data !== undefined) {
    const plain = toPlainData(data);
    if (plain.ok) data = plain.value;
    else {
      const at = parseFull().locate(plain.path);
      diagnostics.push({
        file: file.path,
        line: at.line,
        column: at.column,
        severity: 'error',
        code: plain.code,
        pointer: toPointer(plain.path),
        message: plain.message,
        hint: yamlHint(plain.code),
      });
      data = undefined;
    }
  }
  return {
    kind,
    id: kind === 'site' || kind === 'profile' ? '' : idOf(file.rel),
    file,
    unreadable: data === undefined,
    data,
    yamlLine,
    yamlText,
    locate: (path, key) => parseFull().locate(path, key),
  };
}

function yamlHint(code: string): string {
  switch (code) {
    case 'duplicate-key':
      return 'Each key may appear once in a mapping; delete or rename one of them.';
    case 'yaml-tag':
      return 'YAML tags (`!!js/function`, `!!timestamp`, `!!binary`, `!foo`) are not allowed; write plain values, quoted if need be.';
    case 'yaml-alias':
      return 'Write the values out instead of using anchors and aliases.';
    default:
      return 'Check the YAML syntax at that spot: quote values that contain ": " or start with a special character.';
  }
}
