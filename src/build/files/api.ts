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
import { JSON_TYPE, jsonText } from '../artifacts.js';
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

/** The API's files. Within --watch, a document whose `deps` are the last build's is that build's entry. */
export function apiFiles(input: BuildInput): BuildOutput {
  const carry = input.carry ?? NO_CARRY;
  return apiDocuments(input).map(({ path, value, deps }) =>
    deps ? carry.get(path, deps, () => json(path, value())) : json(path, value()),
  );
}

/**
 * One document of the API before it is written as JSON: its value (made when asked for), and for the
 * two long lists what it is made from.
 */
interface ApiDocument {
  path: string;
  value: () => unknown;
  deps?: readonly unknown[];
}

const documentsOf = new WeakMap<BuildInput, ApiDocument[]>();

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
  const tags = () =>
    ({ count: data.tags.length, generated_at: generatedAt, tags: tagged() }) satisfies TagList;
  return [
    { path: '/api/index.json', value: () => index },
    { path: '/api/profile.json', value: () => profile },
    { path: '/api/projects.json', value: () => projects },
    { path: '/api/experience.json', value: () => experience },
    {
      path: '/api/posts.json',
      value: () => ({ ...head, posts: listed }) satisfies PostList,
      deps: [...Object.values(head), ...listed],
    },
    { path: '/api/tags.json', value: tags, deps: [generatedAt, ...data.tags] },
  ];
}
