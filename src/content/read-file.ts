import { readFileSync } from 'node:fs';
import { type Diagnostic, toPointer } from '../ground/diagnostics.js';
import { splitFrontMatter } from './frontmatter.js';
import type { ContentKind, Entry, PostEntry } from './model.js';
import { toPlainData } from './plain.js';
import { decodeContent, type SourceFile } from './source.js';
import { type FoundFile, ioProblem } from './walk.js';
import { parseYamlFast } from './yaml-fast.js';
import { type ParsedYaml, parseYamlFull } from './yaml-full.js';

// How one file of the content folder becomes an entry: shared by loadSite and withFile, so that a file
// added in memory is read exactly as the same bytes on disk would be.

export const LAYOUT_HINT =
  'The content folder holds site.yaml, profile.yaml, projects/<id>.yaml, experience/<id>.yaml and posts/**/<id>.md.';

/**
 * Reads one found file: its display path and entry, or undefined when it is no content file (one outside
 * the layout is reported). The entry is missing when the file could not be read or decoded (reported).
 * `bytes` stands for the file's content when it is not on disk.
 */
export function readFound(
  found: FoundFile,
  prefix: string,
  bytes: Buffer | undefined,
  diagnostics: Diagnostic[],
): { path: string; entry?: Entry } | undefined {
  const kind = classify(found.rel);
  const path = prefix + found.raw;
  if (kind === undefined) return undefined;
  if (kind === 'unknown') {
    diagnostics.push({
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
    return undefined;
  }
  let content: Buffer;
  try {
    content = bytes ?? readFileSync(found.abs);
  } catch (error) {
    diagnostics.push(ioProblem(path, error));
    return { path };
  }
  const decoded = decodeContent(content, kind === 'post');
  if (!decoded.ok) {
    diagnostics.push({ file: path, ...decoded.diagnostic });
    return { path };
  }
  const file: SourceFile = { path, rel: found.rel, text: decoded.text };
  const entry =
    kind === 'post'
      ? readPost(file, diagnostics, decoded.rest)
      : readYaml(kind, file, 1, file.text, diagnostics);
  return { path, entry };
}

export function classify(rel: string): ContentKind | 'unknown' | undefined {
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
