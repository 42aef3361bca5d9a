import { Document, isScalar, visit } from 'yaml';

/** The front matter of a post, in the key order of docs/content-format.md. */
export interface PostFields {
  title: string;
  date: string;
  modified?: string;
  tags?: string[];
  summary?: string;
  language?: string;
  legacy?: boolean;
  draft?: boolean;
}

export interface ProjectFields {
  name: string;
  type: 'indie' | 'professional';
  status?: 'live' | 'shipped';
  released: string;
  featured?: boolean;
  platform?: string;
  role?: string | null;
  organization?: string | null;
  category?: string | null;
  summary: string;
  downloads?: string | null;
  tech?: string[];
  url?: string | null;
}

export interface ExperienceFields {
  organization: string;
  role: string;
  start: string;
  end: string | null;
  period?: string;
  summary?: string;
  products?: string[];
}

const POST_KEYS = ['title', 'date', 'modified', 'tags', 'summary', 'language', 'legacy', 'draft'] as const;
// biome-ignore format: two lines read better than thirteen
const PROJECT_KEYS = [
  'name', 'type', 'status', 'released', 'featured', 'platform', 'role', 'organization', 'category',
  'summary', 'downloads', 'tech', 'url',
] as const;
const EXPERIENCE_KEYS = ['organization', 'role', 'start', 'end', 'period', 'summary', 'products'] as const;

/** The comment that lets editors running yaml-language-server complete and check the fields. */
export function schemaComment(schemaPath: string | undefined): string {
  return schemaPath ? `# yaml-language-server: $schema=${schemaPath}\n` : '';
}

/**
 * A YAML mapping in the given key order (keys not listed keep their order after them). Scalars are
 * quoted by the `yaml` package, so `"2019"` stays a string and `a: b` stays one value; lists of
 * scalars are written in flow style (`[Kotlin, 코루틴]`), nested mappings in block style.
 */
export function renderYaml(data: Record<string, unknown>, order: readonly string[] = []): string {
  const ordered: Record<string, unknown> = {};
  for (const key of [...order, ...Object.keys(data)]) {
    if (data[key] !== undefined && !(key in ordered)) ordered[key] = data[key];
  }
  const doc = new Document(ordered);
  visit(doc, {
    Seq(_, node) {
      if (node.items.every((item) => isScalar(item))) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

export function renderPost(fields: PostFields, schemaPath: string | undefined, body: string): string {
  const data = { ...fields, tags: fields.tags?.length ? fields.tags : undefined };
  return `---\n${schemaComment(schemaPath)}${renderYaml(data, POST_KEYS)}---\n\n${body}`;
}

export function renderProject(fields: ProjectFields, schemaPath: string | undefined): string {
  return schemaComment(schemaPath) + renderYaml({ ...fields }, PROJECT_KEYS);
}

export function renderExperience(fields: ExperienceFields, schemaPath: string | undefined): string {
  return schemaComment(schemaPath) + renderYaml({ ...fields }, EXPERIENCE_KEYS);
}
