import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PLACEHOLDER_BODY } from '../src/check/placeholder.js';
import { inTempSite, runCli } from './helpers.js';

// validate looks for the placeholder and for links in a post's bytes before it decodes the body
// (most bodies hold neither). These bodies are spelled every way the bytes and the decoded, NFC
// body can differ; each must still be found.
const front = (title: string) => `---\ntitle: ${title}\ndate: 2024-05-01\n---\n`;
const nfd = (text: string) => text.normalize('NFD');
const posts: Record<string, { bytes: Buffer; placeholderLine: number; link: string }> = {
  crlf: {
    bytes: Buffer.from(
      `${front('줄바꿈 CRLF')}\n첫 줄.\n${PLACEHOLDER_BODY}\n[그림](crlf-missing.png)\n`.replace(
        /\n/g,
        '\r\n',
      ),
    ),
    placeholderLine: 7,
    link: 'crlf-missing.png',
  },
  bom: {
    bytes: Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${front('BOM')}\n${PLACEHOLDER_BODY}\n\n![사진](bom-missing.png)\n`),
    ]),
    placeholderLine: 6,
    link: 'bom-missing.png',
  },
  // Hangul written decomposed (as macOS file names are): the body is NFC-normalised, the bytes are not.
  decomposed: {
    bytes: Buffer.from(
      `${front('분해된 한글')}\n${nfd('한글 문단입니다.')}\n  ${PLACEHOLDER_BODY}  \n\n${nfd('[참고]: 없는-파일.pdf')}\n`,
    ),
    placeholderLine: 7,
    link: '없는-파일.pdf',
  },
  // Nothing but a closing fence and the body: no line between them.
  tight: {
    bytes: Buffer.from(`${front('붙은 본문')}${PLACEHOLDER_BODY}\n<sup>[1](tight-missing.txt)</sup>\n`),
    placeholderLine: 5,
    link: 'tight-missing.txt',
  },
};

describe('validate finds the placeholder and broken links however the body is spelled', () => {
  test('CRLF, a BOM, decomposed Hangul, a body on the fence line: each placeholder and link is found at its line', async () => {
    await inTempSite('minimal', async (dir) => {
      const folder = join(dir, 'content/posts/2024');
      mkdirSync(folder, { recursive: true });
      for (const [name, post] of Object.entries(posts)) writeFileSync(join(folder, `${name}.md`), post.bytes);
      // A body with neither: nothing is reported for it.
      writeFileSync(join(folder, 'clean.md'), `${front('깨끗한 글')}\n링크도 자리표시도 없는 본문.\n`);
      const r = await runCli(['validate', '--json'], { cwd: dir });
      const found = JSON.parse(String(r.stdout)).diagnostics as {
        file: string;
        line: number;
        code: string;
        found?: string;
      }[];
      for (const [name, post] of Object.entries(posts)) {
        const mine = found.filter((d) => d.file.endsWith(`posts/2024/${name}.md`));
        expect(
          mine.filter((d) => d.code === 'placeholder-body').map((d) => d.line),
          name,
        ).toEqual([post.placeholderLine]);
        expect(
          mine.filter((d) => d.code === 'link-target-missing').map((d) => JSON.parse(d.found as string)),
          name,
        ).toEqual([post.link.normalize('NFC')]);
      }
      expect(found.filter((d) => d.file.endsWith('clean.md'))).toEqual([]);
      expect(r.exitCode).toBe(1);
    });
  });
});

describe('links in raw HTML written in any case', () => {
  test('found by validate, and again from what a run before kept; code full of `<` reports nothing', async () => {
    await inTempSite('minimal', async (dir) => {
      const folder = join(dir, 'content/posts/2024');
      mkdirSync(folder, { recursive: true });
      const html: Record<string, string> = {
        upper: '<IMG SRC="upper-missing.png">',
        mixed: '<p><a HrEf="mixed-missing.pdf">자료</a></p>',
        set: '<img\n  SrcSet="set-missing.png 2x">',
      };
      for (const [name, tag] of Object.entries(html))
        writeFileSync(join(folder, `${name}.md`), `${front(name)}\n본문.\n\n${tag}\n`);
      writeFileSync(
        join(folder, 'code.md'),
        `${front('코드')}\n\`\`\`rust\nfn f() -> Vec<Item> { a < b }\n\`\`\`\n`,
      );
      const missing = async () => {
        const r = await runCli(['validate', '--json'], { cwd: dir });
        const found = JSON.parse(String(r.stdout)).diagnostics as {
          file: string;
          code: string;
          found?: string;
        }[];
        return found
          .filter((d) => d.code === 'link-target-missing')
          .map((d) => `${d.file.split('/').pop()} ${JSON.parse(d.found as string)}`)
          .sort();
      };
      const expected = ['mixed.md mixed-missing.pdf', 'set.md set-missing.png', 'upper.md upper-missing.png'];
      // The first run on a folder keeps nothing, the second keeps what it read, the third (one post
      // edited) takes the others as kept.
      expect(await missing()).toEqual(expected);
      expect(await missing()).toEqual(expected);
      writeFileSync(
        join(folder, 'code.md'),
        `${front('코드')}\n\`\`\`rust\nfn g() -> Option<T> { a > b }\n\`\`\`\n`,
      );
      expect(await missing()).toEqual(expected);
    });
  });
});
