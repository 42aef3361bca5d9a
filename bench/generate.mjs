#!/usr/bin/env node
// Writes a synthetic site with the layout of content/: N posts with Korean titles and bodies,
// a few hundred tags, projects, experience, and fenced code in a dozen languages that both Prism
// (site-api) and Chroma (Hugo) highlight. Seeded, so the same arguments give the same files.
//   node bench/generate.mjs <out-dir> <posts> [seed]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Bumped whenever the generated files change, so that `ensureSite` replaces sites left by an older bench. */
const GENERATOR = 2;

/**
 * Code blocks by fence language: each a language in site-api's Prism set (src/build/pages/highlight.ts)
 * that Chroma knows by the same name, so both sides highlight the same blocks.
 */
const CODE = {
  java: (i) =>
    `public final class Loader${i} {\n    private final Repository repository;\n\n    Loader${i}(Repository repository) {\n        this.repository = repository;\n    }\n\n    public List<Item> load(int page) {\n        return repository.fetch(${i}, page).stream().filter(Item::visible).toList();\n    }\n}`,
  bash: (i) =>
    `#!/usr/bin/env bash\nset -euo pipefail\nfor variant in debug release; do\n  ./gradlew ":app:assemble\${variant^}" --build-cache -Pbuild=${i}\ndone\nls -lh app/build/outputs/apk/*/*.apk | awk '{ print $5, $9 }'`,
  json: (i) =>
    `{\n  "id": ${i},\n  "title": "빌드 ${i}",\n  "tags": ["android", "kotlin"],\n  "published": true,\n  "ratio": 0.${i % 97}\n}`,
  yaml: (i) =>
    `name: build-${i}\non:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./gradlew test --no-daemon`,
  sql: (i) =>
    `SELECT p.id, p.title, COUNT(c.id) AS comments\nFROM posts p\nLEFT JOIN comments c ON c.post_id = p.id\nWHERE p.published_at > '2020-01-01' AND p.id <> ${i}\nGROUP BY p.id, p.title\nORDER BY comments DESC\nLIMIT 10;`,
  swift: (i) =>
    `struct Loader${i} {\n    let repository: Repository\n\n    func load(page: Int) async throws -> [Item] {\n        let items = try await repository.fetch(id: ${i}, page: page)\n        return items.filter { $0.isVisible }\n    }\n}`,
  typescript: (i) =>
    `interface Post {\n  id: number;\n  title: string;\n  tags: readonly string[];\n}\n\nexport async function load${i}(api: Api): Promise<Post[]> {\n  const posts = await api.get<Post[]>('/posts', { page: ${i % 10} });\n  return posts.filter((p) => p.tags.includes('kotlin'));\n}`,
  python: (i) =>
    `from dataclasses import dataclass\n\n@dataclass(frozen=True)\nclass Item:\n    id: int\n    title: str\n\ndef load_${i}(repository, page=0):\n    """Items of one page, visible ones only."""\n    return [item for item in repository.fetch(${i}, page) if item.visible]`,
  go: (i) =>
    `package loader\n\nfunc Load${i}(ctx context.Context, r Repository, page int) ([]Item, error) {\n\titems, err := r.Fetch(ctx, ${i}, page)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("load ${i}: %w", err)\n\t}\n\treturn items, nil\n}`,
  rust: (i) =>
    `pub fn load_${i}(repository: &impl Repository, page: u32) -> Result<Vec<Item>, Error> {\n    let items = repository.fetch(${i}, page)?;\n    Ok(items.into_iter().filter(|item| item.visible).collect())\n}`,
  groovy: (i) =>
    `android {\n    compileSdk 34\n    defaultConfig {\n        applicationId "com.example.bench${i}"\n        minSdk 24\n        versionCode ${i + 1}\n    }\n}\n\ndependencies {\n    implementation 'androidx.core:core-ktx:1.13.1'\n}`,
};
const LANGUAGES = Object.keys(CODE);

/** The site at outDir, generated unless the one there came from the same generator, posts and seed. */
export function ensureSite(outDir, posts, seed = 1) {
  const stamp = JSON.stringify({ generator: GENERATOR, posts, seed });
  const file = join(outDir, 'generated.json');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== stamp) {
    generateSite(outDir, posts, seed);
    writeFileSync(file, stamp);
  }
  return join(outDir, 'content');
}

export function generateSite(outDir, posts, seed = 1) {
  let state = seed >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(random() * items.length)];
  const topics = [
    '코루틴',
    '컴포즈',
    '빌드',
    '테스트',
    '메모리',
    '네트워크',
    '데이터베이스',
    '아키텍처',
    '접근성',
    '성능',
    '보안',
    '배포',
  ];
  const verbs = [
    '제대로 쓰기',
    '깊이 살펴보기',
    '정리',
    '실전 적용기',
    '함정 피하기',
    '처음부터 다시 보기',
    '측정하고 줄이기',
  ];
  const words = [
    '안드로이드',
    '앱',
    '화면',
    '상태',
    '이벤트',
    '스레드',
    '메인',
    '작업',
    '결과',
    '오류',
    '사용자',
    '데이터',
    '캐시',
    '요청',
    '응답',
    '구조',
    '모듈',
    '의존성',
    '버전',
    '설정',
    '코드',
    '함수',
    '클래스',
    '객체',
    '리스트',
    '항목',
    '는',
    '을',
    '를',
    '이',
    '가',
    '에서',
    '으로',
    '하고',
    '했다',
    '합니다',
    '입니다',
    '됩니다',
    '때문에',
    '그래서',
  ];
  const baseTags = [
    'Android',
    'Kotlin',
    'Java',
    '코루틴',
    'Flow',
    'Jetpack Compose',
    'RxJava',
    'Gradle',
    'Room',
    'Hilt',
  ];
  const tags = [...baseTags];
  for (let i = 0; tags.length < 300; i++) tags.push(`${pick(topics)} ${i}`);

  rmSync(outDir, { recursive: true, force: true });
  const content = join(outDir, 'content');
  for (const dir of ['projects', 'experience', 'posts']) mkdirSync(join(content, dir), { recursive: true });
  writeFileSync(
    join(content, 'site.yaml'),
    `base_url: https://bench.example\ntitle: 벤치마크 사이트\nlanguage: ko\ntimezone: Asia/Seoul\napi:\n  name: Bench API\n  version: 1.0.0\nlicense:\n  name: CC BY 4.0\n  url: https://creativecommons.org/licenses/by/4.0/\n`,
  );
  writeFileSync(
    join(content, 'profile.yaml'),
    'name: Bench Kim\njob_title: Android Developer\nurl: https://bench.example\n',
  );
  for (let i = 0; i < 8; i++) {
    writeFileSync(
      join(content, 'projects', `project-${i}.yaml`),
      `name: 프로젝트 ${i}\ntype: ${i % 2 ? 'indie' : 'professional'}\nstatus: live\nreleased: ${2015 + i}-0${1 + (i % 9)}\nsummary: ${pick(topics)} 앱\n`,
    );
  }
  for (let i = 0; i < 4; i++) {
    writeFileSync(
      join(content, 'experience', `company-${i}.yaml`),
      `organization: 회사 ${i}\nrole: 개발자\nstart: "${2014 + i * 3}"\nend: ${i === 3 ? 'null' : `"${2017 + i * 3}"`}\n`,
    );
  }
  const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(words)).join(' ');
  const start = Date.UTC(2015, 0, 1);
  const span = Date.UTC(2026, 0, 1) - start;
  for (let i = 0; i < posts; i++) {
    const date = new Date(start + Math.floor((span * i) / posts)).toISOString().slice(0, 10);
    const year = date.slice(0, 4);
    const postTags = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(tags)))];
    const paragraphs = Array.from({ length: 3 + Math.floor(random() * 3) }, () =>
      Array.from({ length: 3 }, sentence).join('. '),
    );
    // A Kotlin block in every post, and one or two more in other languages.
    const fence = (language, code) => `\`\`\`${language}\n${code}\n\`\`\``;
    const blocks = [
      fence(
        'kotlin',
        `suspend fun load${i}() = withContext(Dispatchers.IO) {\n    repository.fetch(${i})\n}`,
      ),
    ];
    for (let n = 1 + Math.floor(random() * 2); n > 0; n--) {
      const language = pick(LANGUAGES);
      blocks.push(fence(language, CODE[language](i)));
    }
    const body = `${paragraphs.slice(0, 2).join('\n\n')}\n\n${blocks[0]}\n\n${paragraphs.slice(2).join('\n\n')}\n\n${blocks.slice(1).join('\n\n')}\n`;
    mkdirSync(join(content, 'posts', year), { recursive: true });
    writeFileSync(
      join(content, 'posts', year, `post-${i}.md`),
      `---\ntitle: ${pick(topics)} ${pick(verbs)} ${i}\ndate: ${date}T09:00:00+09:00\ntags: [${postTags.join(', ')}]\n${i % 5 === 0 ? `legacy: true\n` : ''}---\n\n${body}`,
    );
  }
  return content;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, count, seed] = process.argv.slice(2);
  if (!out || !count) {
    console.error('usage: node bench/generate.mjs <out-dir> <posts> [seed]');
    process.exit(2);
  }
  generateSite(out, Number(count), Number(seed ?? 1));
}
