import type {
  ApiIndex,
  ExperienceList,
  PostList,
  Profile,
  ProjectList,
  TagList,
} from '../../generated/types.js';
import { NO_CARRY } from '../../ground/carry.js';
import { mostCommon } from '../../ground/diagnostics.js';
import { JSON_TYPE, joinBytes, jsonText } from '../artifacts.js';
import { ENDPOINTS } from '../endpoints.js';
import type { BuildInput, BuildOutput } from '../input.js';
import { absoluteUrl } from '../model.js';

const json = (path: string, value: unknown) => ({
  path,
  content: jsonText(value),
  contentType: JSON_TYPE,
});

/** Drops keys whose value is undefined, so that optional fields are absent rather than null. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The API's files. Within --watch, a document whose `deps` are the last build's is that build's
 * entry, and a long list is written from its rows' bytes (listBytes); otherwise as text, which the
 * build's checks then read as it is.
 */
export function apiFiles(input: BuildInput): BuildOutput {
  const carry = input.carry ?? NO_CARRY;
  return apiDocuments(input).map(({ path, value, deps, bytes }) => {
    if (!deps) return json(path, value());
    const file = () =>
      bytes && carry !== NO_CARRY ? { path, content: bytes(), contentType: JSON_TYPE } : json(path, value());
    return carry.get(path, deps, file);
  });
}

const documentsOf = new WeakMap<BuildInput, ApiDocument[]>();

/**
 * One document of the API before it is written as JSON: its value (made when asked for), and for the
 * two long lists what it is made from and its bytes (listBytes).
 */
interface ApiDocument {
  path: string;
  value: () => unknown;
  deps?: readonly unknown[];
  /** The document as published, `jsonText(value())` encoded, made of each row's bytes. */
  bytes?: () => Uint8Array;
}

/** A row of a long list as it stands in the published text: two levels in, so indented by four spaces. */
const rowBytes = (row: unknown): Uint8Array =>
  Buffer.from(`    ${JSON.stringify(row, null, 2).replaceAll('\n', '\n    ')}`);

const ROW_SEPARATOR = Buffer.from(',\n');

/**
 * A long list's document (`{ …head, [key]: rows }`) as jsonText would write it, from each row's
 * bytes (rowBytes), carried within --watch: a title edit encodes one row, not the 8 MB of
 * posts.json at 10,000 posts (~70 ms of stringifying and encoding). JSON.stringify puts a string's
 * line breaks as `\n`, so every line break of a row's text is between its tokens, where the
 * indentation goes.
 */
function listBytes(head: object, key: string, rows: readonly Uint8Array[]): Uint8Array {
  const envelope = jsonText({ ...head, [key]: [] });
  if (rows.length === 0) return Buffer.from(envelope);
  // The list is the envelope's last value: `"key": []` then `\n}\n`.
  const at = envelope.lastIndexOf('[]');
  return joinBytes(
    rows,
    ROW_SEPARATOR,
    Buffer.from(`${envelope.slice(0, at)}[\n`),
    Buffer.from(`\n  ]${envelope.slice(at + 2)}`),
  );
}

/**
 * What each document of the API says (the developer portal abridges the values), made once per
 * build's input: within --watch the rows are carried, and a second making would hand the next
 * rebuild other objects than those posts.json was made from.
 */
export function apiDocuments(input: BuildInput): ApiDocument[] {
  let documents = documentsOf.get(input);
  if (documents === undefined) {
    documents = makeDocuments(input);
    documentsOf.set(input, documents);
  }
  return documents;
}

function makeDocuments({ data, generatedAt, carry = NO_CARRY }: BuildInput): ApiDocument[] {
  const { config } = data;
  const base = config.base_url;
  const index: ApiIndex = defined({
    api: config.api.name,
    version: config.api.version,
    description: config.api.description,
    documentation: config.api.documentation,
    openapi: absoluteUrl(base, '/openapi.json'),
    llms_txt: absoluteUrl(base, '/llms.txt'),
    generated_at: generatedAt,
    auth: 'none' as const,
    cors: '*',
    rate_limit:
      'No quota is enforced. Responses are static and change at most a few times a month: cache them for at least an hour, poll at most once an hour, and send If-None-Match with the ETag you have.',
    license: { name: config.license.name, url: config.license.url },
    endpoints: ENDPOINTS.flatMap((e) =>
      [e.path, ...(e.aliases ?? [])].map((path, i) => ({
        path,
        method: 'GET' as const,
        operationId: i === 0 ? e.operationId : `${e.operationId}Alias`,
        summary: e.summary,
        description: e.description,
      })),
    ),
  });
  const profile: Profile = { ...data.profile, generated_at: generatedAt };
  const projects: ProjectList = {
    count: data.projects.length,
    generated_at: generatedAt,
    projects: data.projects.map(({ released: _released, featured: _featured, ...project }) => project),
  };
  const experience: ExperienceList = {
    count: data.experience.length,
    generated_at: generatedAt,
    experience: data.experience.map((e) =>
      defined({
        id: e.id,
        organization: e.organization,
        role: e.role,
        period:
          e.period ?? `${e.start} — ${e.end ?? (config.language.startsWith('ko') ? '현재' : 'present')}`,
        start: e.start,
        end: e.end,
        summary: e.summary,
        products: e.products,
      }),
    ),
  };
  const languages = new Map<string, number>();
  for (const p of data.posts) languages.set(p.language, (languages.get(p.language) ?? 0) + 1);
  const language = mostCommon(languages);
  // Within --watch (ground/carry.ts): a post's row is the last build's object while its fields are the same
  // (an edit of a body changes none of them), and the two long lists are the last build's entries
  // while every row is the same.
  const listed = carry.each(
    'api/row',
    [],
    data.posts,
    (p): PostList['posts'][number] => ({
      id: p.id,
      title: p.title,
      url: p.url,
      date: p.date,
      modified: p.modified,
      tags: p.tags,
      summary: p.summary,
      language: p.language,
      legacy: p.legacy,
    }),
    true,
  );
  const head = {
    count: data.posts.length,
    language: language ? language[0] : config.language,
    feed: absoluteUrl(base, config.feed),
    generated_at: generatedAt,
  };
  // The tags' rows likewise (the self check then finds each unchanged row valid already: build/index.ts),
  // made once per build, as tags.json and the self check both ask for them.
  let tagRows: TagList['tags'] | undefined;
  const tagged = () => {
    tagRows ??= carry.each(
      'api/tag',
      [],
      data.tags,
      (t): TagList['tags'][number] => ({
        name: t.name,
        slug: t.slug,
        url: t.url,
        count: t.posts.length,
        posts: t.posts,
      }),
      true,
    );
    return tagRows;
  };
  const tagHead = { count: data.tags.length, generated_at: generatedAt };
  const tags = () => ({ ...tagHead, tags: tagged() }) satisfies TagList;
  // Each row's bytes, the very buffer of the last build for the very row object (within --watch).
  const bytesOf = (name: string, rows: readonly object[]) => carry.each(name, [], rows, rowBytes);
  return [
    { path: '/api/index.json', value: () => index },
    { path: '/api/profile.json', value: () => profile },
    { path: '/api/projects.json', value: () => projects },
    { path: '/api/experience.json', value: () => experience },
    {
      path: '/api/posts.json',
      value: () => ({ ...head, posts: listed }) satisfies PostList,
      deps: [...Object.values(head), ...listed],
      bytes: () => listBytes(head, 'posts', bytesOf('api/row-bytes', listed)),
    },
    {
      path: '/api/tags.json',
      value: tags,
      deps: [generatedAt, ...data.tags],
      bytes: () => listBytes(tagHead, 'tags', bytesOf('api/tag-bytes', tagged())),
    },
  ];
}
