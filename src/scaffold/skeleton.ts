import { renderExperience, renderPost, renderProject, renderYaml } from './render.js';
import { slugFromTitle } from './slug.js';

export interface SkeletonAnswers {
  name: string;
  baseUrl: string;
  language: string;
  timezone: string;
  /** Today in the site's zone, YYYY-MM-DD. */
  today: string;
  /** `$schema` path for a file at the given path inside the content folder, or undefined for none. */
  schemaFor: (kind: string, rel: string) => string | undefined;
}

/** Sample text in the site's language where we have it, English otherwise. */
const TEXT = {
  ko: {
    job: '소프트웨어 개발자',
    project: ['첫 프로젝트', '이 프로젝트가 무엇을 하는지 한두 문장으로 쓰세요.'],
    org: '첫 회사',
    role: '개발자',
    post: ['첫 글', '여기에 글을 쓰세요. 마크다운을 씁니다.', ['일기']],
  },
  en: {
    job: 'Software Developer',
    project: ['First Project', 'Say in a sentence or two what the project does.'],
    org: 'First Company',
    role: 'Developer',
    post: ['Hello, world', 'The first post of this site: replace it with your own, in Markdown.', ['Notes']],
  },
} as const;

/** The files of a new site, by path inside the content folder: valid as they stand (`validate --strict` is clean). */
export function skeletonFiles(a: SkeletonAnswers): Map<string, string> {
  const t = a.language === 'ko' || a.language.startsWith('ko-') ? TEXT.ko : TEXT.en;
  const year = a.today.slice(0, 4);
  const files = new Map<string, string>();
  const withSchema = (kind: string, rel: string, text: string) => {
    const schema = a.schemaFor(kind, rel);
    files.set(rel, (schema ? `# yaml-language-server: $schema=${schema}\n` : '') + text);
  };
  withSchema(
    'site',
    'site.yaml',
    renderYaml({
      base_url: a.baseUrl,
      title: a.name,
      language: a.language,
      timezone: a.timezone,
      api: { name: `${a.name} Content API`, version: '1.0.0' },
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    }),
  );
  withSchema('profile', 'profile.yaml', renderYaml({ name: a.name, job_title: t.job, url: a.baseUrl }));

  const projectId = slugFromTitle(t.project[0]) || 'first-project';
  const projectRel = `projects/${projectId}.yaml`;
  files.set(
    projectRel,
    renderProject(
      {
        name: t.project[0],
        type: 'indie',
        status: 'live',
        released: a.today.slice(0, 7),
        summary: t.project[1],
      },
      a.schemaFor('project', projectRel),
    ),
  );
  const orgRel = `experience/${slugFromTitle(t.org) || 'first-company'}.yaml`;
  files.set(
    orgRel,
    renderExperience(
      { organization: t.org, role: t.role, start: year, end: null },
      a.schemaFor('experience', orgRel),
    ),
  );
  const postRel = `posts/${year}/${slugFromTitle(t.post[0]) || 'hello-world'}.md`;
  files.set(
    postRel,
    renderPost(
      { title: t.post[0], date: a.today, tags: [...t.post[2]] },
      a.schemaFor('post', postRel),
      `${t.post[1]}\n`,
    ),
  );
  return files;
}
