import type { SchemaName } from '../check/schemas.js';

/**
 * The one table of the API's endpoints. The API index, the OpenAPI `paths` and (later) the edge router
 * and diff are all made from it: adding an endpoint is adding a row.
 */
export interface EndpointRow {
  path: string;
  operationId: string;
  summary: string;
  /** CommonMark, as an OpenAPI description is (code spans in backticks): llms.txt writes it as it is. */
  description: string;
  /** The schema of the 200 body, or 'openapi' for the OpenAPI document itself. */
  schema: SchemaName | 'openapi';
  /** Other paths that serve the same bytes. */
  aliases?: string[];
  /** The group of the OpenAPI document's `tags` the operation belongs to. */
  tag: EndpointTag;
}

/** The OpenAPI tags, in the order a reader meets them. */
export const ENDPOINT_TAGS = {
  Discovery: 'Where to start: the API index and this API described in OpenAPI.',
  Owner: 'Who the site owner is: profile, projects and career.',
  Blog: 'The complete index of the blog: posts and tags.',
} as const;
export type EndpointTag = keyof typeof ENDPOINT_TAGS;

export const ENDPOINTS: readonly EndpointRow[] = [
  {
    path: '/api/index.json',
    operationId: 'getApiIndex',
    tag: 'Discovery',
    summary: 'API index',
    description:
      'Every endpoint with its operation id and description, the OpenAPI URL, the licence and caching guidance. Start here, and come back here after a 404.',
    schema: 'api/api-index',
  },
  {
    path: '/api/profile.json',
    operationId: 'getProfile',
    tag: 'Owner',
    summary: 'Profile of the site owner',
    description:
      'Identity of the site owner: name, job title, location, skills, headline figures and canonical links.',
    schema: 'api/profile',
  },
  {
    path: '/api/projects.json',
    operationId: 'listProjects',
    tag: 'Owner',
    summary: 'Projects',
    description:
      'Every project, newest and most prominent first (featured first, then by release). Filter on `type` to separate indie from professional work.',
    schema: 'api/project-list',
  },
  {
    path: '/api/experience.json',
    operationId: 'listExperience',
    tag: 'Owner',
    summary: 'Career history',
    description:
      'One entry per organization, reverse-chronological; an entry whose `end` is null is ongoing.',
    schema: 'api/experience-list',
  },
  {
    path: '/api/posts.json',
    operationId: 'listPosts',
    tag: 'Blog',
    summary: 'Blog index',
    description: "Every post of the blog, newest first. Fetch a post's `url` to read the article.",
    schema: 'api/post-list',
  },
  {
    path: '/api/tags.json',
    operationId: 'listTags',
    tag: 'Blog',
    summary: 'Tags',
    description: 'Every tag of the blog with its post count and the ids of its posts, most used first.',
    schema: 'api/tag-list',
  },
  {
    path: '/openapi.json',
    operationId: 'getOpenApiSpec',
    tag: 'Discovery',
    summary: 'OpenAPI description',
    description:
      'This API described in OpenAPI 3.1. The same document is served byte-for-byte at /api/openapi.json.',
    schema: 'openapi',
    aliases: ['/api/openapi.json'],
  },
];

/** Every path the table publishes: each endpoint's, then its aliases. */
export const ENDPOINT_PATHS: readonly string[] = ENDPOINTS.flatMap((row) => [
  row.path,
  ...(row.aliases ?? []),
]);
