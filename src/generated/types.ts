/* Generated from schemas/ by scripts/gen.mjs. Do not edit: run `npm run gen`. */

/**
 * Returned by /api/index.json: every endpoint of the API, its licence and caching guidance.
 */
export interface ApiIndex {
/**
 * Human-readable API name.
 */
api: string
/**
 * Semantic version of the API contract.
 */
version: string
/**
 * What the API exposes.
 */
description?: string
/**
 * URL of the developer portal.
 */
documentation?: string
/**
 * URL of the OpenAPI specification.
 */
openapi?: string
/**
 * URL of an agent guide text file.
 */
llms_txt?: string
/**
 * Build time of the document.
 */
generated_at?: string
/**
 * Always the value none.
 */
auth?: "none"
/**
 * Value of the Access-Control-Allow-Origin header (*).
 */
cors?: string
/**
 * Caching and polling guidance; no enforced quota.
 */
rate_limit?: string
license?: License
/**
 * Every endpoint of the API.
 */
endpoints: Endpoint[]
}

/**
 * One endpoint of the API.
 */
export interface Endpoint {
/**
 * Path relative to the server URL.
 */
path: string
method: "GET"
/**
 * Unique; matches the OpenAPI description.
 */
operationId: string
/**
 * Short label.
 */
summary?: string
/**
 * What it returns and when to call it.
 */
description?: string
}

/**
 * Body of every error response of the edge worker.
 */
export interface Error {
error: {
code: ("not_found" | "not_acceptable" | "method_not_allowed")
/**
 * Human-readable, e.g. "No such resource: /api/nope.json".
 */
message: string
/**
 * HTTP status code.
 */
status: (404 | 405 | 406)
/**
 * Recovery advice; for not_found it points to /api/index.json.
 */
hint?: string
/**
 * Location of the endpoint reference.
 */
documentation_url?: string
}
}

/**
 * Returned by /api/experience.json: reverse-chronological, ongoing first.
 */
export interface ExperienceList {
/**
 * Number of entries.
 */
count: number
generated_at?: string
/**
 * Reverse-chronological, one entry per organization.
 */
experience: Experience[]
}

/**
 * One position, one entry per organization.
 */
export interface Experience {
id: string
organization: string
role: string
/**
 * Human-readable period as shown on the site.
 */
period?: string
/**
 * Start year.
 */
start?: string
/**
 * End year; null means the position is ongoing.
 */
end?: (string | null)
/**
 * What the work involved.
 */
summary?: string
/**
 * Products shipped in this role.
 */
products?: string[]
}

/**
 * Licence of the returned data.
 */
export interface License {
/**
 * Name of the licence, e.g. CC BY 4.0.
 */
name: string
/**
 * URL of the licence text.
 */
url: string
}

/**
 * A canonical link of the owner's identity.
 */
export interface Link {
label?: string
type?: ("website" | "blog" | "feed" | "profile")
url: string
}

export interface Location {
/**
 * City.
 */
locality?: string
/**
 * ISO 3166-1 alpha-2 code.
 */
country?: string
}

/**
 * Returned by /api/posts.json: the complete blog index, newest first.
 */
export interface PostList {
/**
 * Number of posts returned.
 */
count: number
/**
 * Language most posts are written in.
 */
language?: string
/**
 * Atom feed carrying the same posts.
 */
feed?: string
generated_at?: string
/**
 * Newest first; the complete blog index.
 */
posts: Post[]
}

/**
 * One entry of the blog index.
 */
export interface Post {
/**
 * Slug: the final path segment of url; unique within the blog.
 */
id: string
/**
 * Usually Korean.
 */
title: string
/**
 * Canonical URL of the article.
 */
url: string
/**
 * Publication date.
 */
date: string
/**
 * Last modification; equals date when never revised.
 */
modified?: string
/**
 * Topic tags.
 */
tags?: string[]
/**
 * Plain text, truncated to about 200 characters.
 */
summary?: string
/**
 * BCP 47 subtag of the article language.
 */
language?: string
/**
 * True when the post targets older platform APIs and carries an outdated-content notice.
 */
legacy?: boolean
}

/**
 * Returned by /api/profile.json: identity of the site owner.
 */
export interface Profile {
/**
 * Preferred romanized name.
 */
name: string
/**
 * Other names of the same person.
 */
alternate_names?: string[]
job_title: string
/**
 * One-line positioning statement.
 */
headline?: string
/**
 * Paragraph-length biography.
 */
summary?: string
/**
 * What the owner is doing now.
 */
status?: string
location?: Location
/**
 * BCP 47 language subtags the owner works in.
 */
languages?: string[]
/**
 * Years of professional Android development.
 */
years_of_experience?: number
/**
 * Public contact address.
 */
email?: string
/**
 * Canonical home page.
 */
url: string
/**
 * Portrait image URL.
 */
image?: string
/**
 * Headline figures.
 */
stats?: Stat[]
/**
 * Skills grouped by area.
 */
skills?: SkillGroup[]
/**
 * Canonical links of the identity.
 */
links?: Link[]
generated_at?: string
}

/**
 * Returned by /api/projects.json: featured projects first, then newest release first.
 */
export interface ProjectList {
/**
 * Number of projects returned.
 */
count: number
generated_at?: string
/**
 * Newest and most prominent first.
 */
projects: Project[]
}

/**
 * A product the owner built solo (indie) or shipped inside a company (professional).
 */
export interface Project {
/**
 * Stable identifier.
 */
id: string
name: string
/**
 * indie: built solo; professional: shipped inside a company.
 */
type: ("indie" | "professional")
/**
 * live: the owner still maintains the app; shipped: no longer maintained.
 */
status?: ("live" | "shipped")
platform?: string
/**
 * Owner's role when it differs from engineering.
 */
role?: (string | null)
/**
 * Company the product belongs to, for professional work.
 */
organization?: (string | null)
/**
 * Product category.
 */
category?: (string | null)
/**
 * What the product does.
 */
summary: string
/**
 * Publicly reported download count, as displayed by the store (display string).
 */
downloads?: (string | null)
/**
 * Notable technologies.
 */
tech?: string[]
/**
 * Store or product URL, when public.
 */
url?: (string | null)
}

/**
 * Skills of one area.
 */
export interface SkillGroup {
group?: string
items?: string[]
}

/**
 * A headline figure.
 */
export interface Stat {
label?: string
/**
 * Display string, not a number.
 */
value?: string
}

/**
 * Returned by /api/tags.json: every tag with its post count and the slugs of its posts.
 */
export interface TagList {
/**
 * Number of tags.
 */
count: number
generated_at?: string
tags: Tag[]
}

/**
 * A topic tag of the blog.
 */
export interface Tag {
/**
 * Tag as written on the posts.
 */
name: string
/**
 * URL-safe form used in the on-site tag index.
 */
slug?: string
/**
 * Human-readable page listing posts with the tag.
 */
url?: string
/**
 * Number of posts carrying the tag.
 */
count: number
/**
 * Slugs (values of Post.id) of the posts carrying the tag.
 */
posts?: string[]
}

/**
 * content/experience/<id>.yaml: one organization; the file name is its id.
 */
export interface ExperienceFile {
organization: string
role: string
/**
 * Start year, quoted.
 */
start: string
/**
 * End year, or null while ongoing.
 */
end: (string | null)
period?: string
summary?: string
products?: string[]
}

/**
 * Front matter of content/posts/** /<id>.md; the file name is the post id.
 */
export interface PostFrontMatter {
title: string
/**
 * Date-time with offset, or YYYY-MM-DD [HH:MM[:SS]] in the site time zone.
 */
date: string
modified?: string
tags?: string[]
summary?: string
language?: string
legacy?: boolean
draft?: boolean
/**
 * The post's category: fills {category} in the site's permalink pattern (a/b for nested categories). Its tags are separate.
 */
category?: string
/**
 * The post's own path on the site, overriding the permalink pattern: /2019/old-name/ (Hangul as is; encoded when published).
 */
url?: string
/**
 * Old paths of the post; each answers with a 301 to the post's URL.
 */
aliases?: string[]
}

/**
 * content/profile.yaml: the owner's identity (the API's Profile without generated_at).
 */
export interface ProfileFile {
name: string
alternate_names?: string[]
job_title: string
headline?: string
summary?: string
status?: string
location?: Location
languages?: string[]
years_of_experience?: number
email?: string
url: string
image?: string
stats?: Stat[]
skills?: SkillGroup[]
links?: {
label?: string
type?: ("website" | "blog" | "feed" | "profile")
url: string
}[]
}

/**
 * content/projects/<id>.yaml: one project; the file name is its id.
 */
export interface ProjectFile {
name: string
type: ("indie" | "professional")
status?: ("live" | "shipped")
/**
 * First release, YYYY or YYYY-MM. Orders the list.
 */
released: string
/**
 * Featured projects come first in the list.
 */
featured?: boolean
platform?: string
role?: (string | null)
organization?: (string | null)
category?: (string | null)
summary: string
downloads?: (string | null)
tech?: string[]
url?: (string | null)
}

/**
 * content/site.yaml: configuration of the site and its API.
 */
export interface SiteConfig {
/**
 * Absolute URL of the site, no trailing slash.
 */
base_url: string
/**
 * The site's name.
 */
title: string
/**
 * One line about the site.
 */
description?: string
/**
 * BCP 47 tag; default language of posts.
 */
language: string
/**
 * IANA time zone for dates written without an offset. Default UTC.
 */
timezone?: string
api: {
name: string
version: string
description?: string
documentation?: string
}
license: License
/**
 * Path of the Atom feed. Default /feed.xml.
 */
feed?: string
/**
 * What the feeds carry, and the paths an old site published its feeds at.
 */
feeds?: {
/**
 * full (default): every feed entry carries the whole post as HTML beside its summary. summary: the summary only.
 */
content?: ("full" | "summary")
/**
 * More paths that publish the Atom feed, such as an old site's /atom.xml, so that its subscribers keep their subscription.
 */
atom?: string[]
/**
 * Paths that publish the feed as RSS 2.0, such as an old Hugo site's /index.xml.
 */
rss?: string[]
}
/**
 * How post bodies are read as Markdown.
 */
markdown?: {
/**
 * true: a line break inside a paragraph is a line break on the page and in the feeds (kramdown's hard_wrap, Hugo's hardWraps), as blogs written a line per sentence expect. Default false: it is a space (CommonMark).
 */
hard_breaks?: boolean
}
permalinks?: {
/**
 * Path of a post: {year}, {month}, {day} (from its date), {category}, {id}; a trailing / or an ending such as .html kept as written. Default /blog/{id}.
 */
post?: string
/**
 * Path of a tag page. Default /blog/tags/{slug}.
 */
tag?: string
}
/**
 * The HTML pages of the site (home, blog, posts, tags, projects, experience, developer portal, 404). false: no pages, for owners whose own generator makes the HTML; the build is then the API and its files alone.
 */
pages?: (false | {
/**
 * The links of the header, in order. Default: blog, projects, experience, developers.
 */
navigation?: {
label: string
/**
 * A path of the site (/blog: the base URL's path is put in front) or an absolute http(s) URL.
 */
url: string
}[]
/**
 * Colour of links and focus rings in the light scheme, #rrggbb. Pick one with 4.5:1 contrast on white.
 */
accent?: string
/**
 * The same in the dark scheme: 4.5:1 contrast on #121417.
 */
accent_dark?: string
/**
 * One line of plain text at the foot of every page.
 */
footer?: string
/**
 * How many posts the home page lists. Default 5.
 */
latest?: number
})
/**
 * Where `site-api publish` puts the built site. Credentials are never written here: they come from the environment.
 */
publish?: {
/**
 * The target used when --target is not given. Optional when there is only one target.
 */
default?: string
/**
 * Named targets; choose one with --target <name>.
 */
targets: {
[k: string]: {
/**
 * s3: any S3-compatible store; dir: a folder or an rsync destination; cloudflare-pages: wrangler pages deploy; command: your own command.
 */
type: ("s3" | "dir" | "cloudflare-pages" | "command")
/**
 * s3: the bucket.
 */
bucket?: string
/**
 * s3: key prefix ending in /, e.g. site/. Default: the bucket root.
 */
prefix?: string
/**
 * s3: region (auto for R2). Default: AWS_REGION, else us-east-1.
 */
region?: string
/**
 * s3: endpoint of an S3-compatible store (R2, MinIO, B2). Default: AWS S3.
 */
endpoint?: string
/**
 * s3: path-style URLs (MinIO and most self-hosted stores).
 */
force_path_style?: boolean
/**
 * s3: Cache-Control of every object. Default public, max-age=3600.
 */
cache_control?: string
purge?: {
/**
 * Purge the changed URLs from this Cloudflare zone (token from CLOUDFLARE_API_TOKEN).
 */
cloudflare_zone?: string
/**
 * Invalidate the changed paths in this CloudFront distribution.
 */
cloudfront_distribution?: string
}
/**
 * dir: a local folder, or an rsync destination such as user@host:/var/www/site.
 */
path?: string
/**
 * cloudflare-pages: the Pages project name.
 */
project?: string
/**
 * cloudflare-pages: the branch to deploy (production by default).
 */
branch?: string
/**
 * command: program and arguments; {dir} is replaced by the folder holding the build.
 * 
 * @minItems 1
 */
command?: [string, ...(string)[]]
/**
 * Stop before deleting more than this many files (default 20); --max-deletes overrides.
 */
max_deletes?: number
} | undefined
}
}
}
