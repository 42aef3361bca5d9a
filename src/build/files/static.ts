import type { BuildInput, BuildOutput } from '../input.js';

/** Content types by extension; anything else is served as bytes to download, never run. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  html: 'text/html; charset=utf-8',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  woff2: 'font/woff2',
  woff: 'font/woff',
  zip: 'application/zip',
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return (path.includes('.') && TYPES[ext]) || 'application/octet-stream';
}

/** The static folder and posts' images, as they are (their bytes come in with the input). */
export function staticFiles({ data, files }: BuildInput): BuildOutput {
  const out: BuildOutput = [];
  for (const asset of data.assets) {
    const bytes = files?.get(asset.rel);
    if (bytes === undefined) continue;
    out.push({ path: asset.path, content: bytes, contentType: contentTypeOf(asset.path) });
  }
  return out;
}
