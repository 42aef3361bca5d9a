import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { inTempSite, runCli, startWatch } from './helpers.js';

// A post's images get their width and height on the page (no layout shift while they load), read
// from the files' own headers. The files are made here byte by byte in each format's real layout.

/** A PNG of `w`×`h` grey pixels: signature, IHDR, IDAT (zlib), IEND, each with its CRC. */
function png(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) rows[y * (w + 1)] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's header of `w`×`h` with an EXIF orientation (6: shown turned a quarter). */
function jpeg(w: number, h: number, orientation: number): Buffer {
  // EXIF: "Exif\0\0", a big-endian TIFF header, one IFD entry (0x0112 Orientation, SHORT, 1).
  const value = orientation.toString(16).padStart(4, '0');
  // Header (MM, 42, IFD at 8), 1 entry: tag 0112, type 3, count 1, value left in 4 bytes; no next IFD.
  const tiff = Buffer.from(
    `4d4d002a00000008 0001 0112 0003 00000001 ${value}0000 00000000`.replaceAll(' ', ''),
    'hex',
  );
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), exif]);
  app1.writeUInt16BE(exif.length + 2, 2);
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(h, 5);
  sof.writeUInt16BE(w, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a header and an empty image of `w`×`h`. */
function gif(w: number, h: number): Buffer {
  const head = Buffer.from('GIF89a\0\0\0\0\0\0\0', 'latin1');
  head.writeUInt16LE(w, 6);
  head.writeUInt16LE(h, 8);
  return Buffer.concat([head, Buffer.from([0x3b])]);
}

const post = (body: string) =>
  `---\ntitle: 그림이 있는 글\ndate: 2024-03-01T09:00:00+09:00\ntags: [Android]\n---\n\n${body}\n`;

/** The attributes of each `<img>` of a page, by src. */
function images(html: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const attrs = Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    out.set(attrs.src as string, attrs as Record<string, string>);
  }
  return out;
}

describe('images on post pages', () => {
  test('each image of the site gets its width and height from its header; others are left as written', async () => {
    await inTempSite('minimal', async (dir) => {
      const folder = join(dir, 'content/posts/2024/pictures');
      mkdirSync(folder, { recursive: true });
      mkdirSync(join(dir, 'content/static/img'), { recursive: true });
      writeFileSync(join(folder, 'chart.png'), png(3, 2));
      writeFileSync(join(folder, '사진.jpg'), jpeg(40, 30, 6));
      writeFileSync(join(folder, 'spin.gif'), gif(16, 9));
      writeFileSync(join(folder, 'broken.png'), Buffer.from('not a png at all'));
      writeFileSync(
        join(dir, 'content/static/img/logo.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>',
      );
      writeFileSync(
        join(dir, 'content/posts/2024/pictures.md'),
        post(
          [
            '![차트](pictures/chart.png)',
            '![사진](pictures/사진.jpg "세로 사진")',
            '![움짤](pictures/spin.gif?v=2)',
            '![깨진 그림](pictures/broken.png)',
            '![로고](/img/logo.svg)',
            '![밖의 그림](https://cdn.example.net/a.png)',
            '',
            '![참조 그림][chart]',
            '',
            '[chart]: pictures/chart.png',
          ].join('\n'),
        ),
      );
      const built = await runCli(['build', '-q'], { cwd: dir });
      expect(built.exitCode, String(built.stderr)).toBe(0);
      const html = readFileSync(join(dir, 'dist/blog/pictures/index.html'), 'utf8');
      const found = images(html);
      // Root-relative on the page (served locally, it shows the local files); absolute in the twin.
      const base = '';
      expect(readFileSync(join(dir, 'dist/blog/pictures.md'), 'utf8')).toContain(
        '(https://minimal.example/blog/pictures/chart.png)',
      );
      const sized = (src: string) => {
        const img = found.get(src);
        expect(img, `an <img> with src ${src} in ${[...found.keys()].join(', ')}`).toBeDefined();
        return img?.width === undefined ? undefined : [img.width, img.height];
      };
      expect(sized(`${base}/blog/pictures/chart.png`)).toEqual(['3', '2']);
      // EXIF orientation 6: stored 40×30, shown 30×40.
      expect(sized(`${base}/blog/pictures/${encodeURIComponent('사진')}.jpg`)).toEqual(['30', '40']);
      expect(sized(`${base}/blog/pictures/spin.gif?v=2`)).toEqual(['16', '9']);
      expect(sized(`${base}/img/logo.svg`)).toEqual(['120', '40']);
      expect(sized(`${base}/blog/pictures/broken.png`)).toBeUndefined();
      expect(sized('https://cdn.example.net/a.png')).toBeUndefined();
      // Lazy loading is kept, and the reference-style image is the same file.
      expect(found.get(`${base}/blog/pictures/chart.png`)?.loading).toBe('lazy');
      expect(html.match(/<img\b[^>]*chart\.png[^>]*>/g)?.length).toBe(2);
    });
  });

  test('an image replaced by one of another size changes the page: through the cache, and within --watch', async () => {
    await inTempSite('minimal', async (dir) => {
      const folder = join(dir, 'content/posts/2024/pictures');
      mkdirSync(folder, { recursive: true });
      const image = join(folder, 'chart.png');
      writeFileSync(image, png(3, 2));
      writeFileSync(join(dir, 'content/posts/2024/pictures.md'), post('![차트](pictures/chart.png)'));
      const page = () => readFileSync(join(dir, 'dist/blog/pictures/index.html'), 'utf8');
      const size = () => /<img\b[^>]*width="(\d+)" height="(\d+)"/.exec(page())?.slice(1);
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
      expect(size()).toEqual(['3', '2']);
      // The post untouched, the image replaced: a build with the cache renders the page again.
      writeFileSync(image, png(5, 7));
      expect((await runCli(['build', '-q'], { cwd: dir })).exitCode).toBe(0);
      expect(size()).toEqual(['5', '7']);

      const watching = startWatch(dir, [], 60_000);
      try {
        const until = async (check: () => boolean, what: string) => {
          const end = Date.now() + 30_000;
          while (!check()) {
            if (Date.now() > end) throw new Error(`${what}; the watch said:\n${watching.said.stderr}`);
            await new Promise((r) => setTimeout(r, 50));
          }
        };
        await until(() => watching.said.stderr.includes('Watching'), 'not watching');
        // A first rebuild, so that the next one carries the page from it.
        writeFileSync(join(dir, 'content/posts/2024/second-post.md'), post('다른 글.'));
        await until(() => watching.said.stderr.includes('↻ rebuilt'), 'no first rebuild');
        watching.said.stderr = '';
        writeFileSync(image, png(8, 6));
        await until(() => watching.said.stderr.includes('↻ rebuilt'), 'no rebuild after the image');
        expect(size()).toEqual(['8', '6']);
      } finally {
        watching.child.kill('SIGTERM');
      }
      expect((await watching.child).exitCode).toBe(0);
    });
  }, 90_000);
});
