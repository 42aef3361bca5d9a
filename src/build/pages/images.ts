import { imageSize } from '../../ground/lazy.js';
import type { PublishedAsset } from '../assets.js';
import { absoluteUrl } from '../url.js';

/** Width and height in CSS pixels, as an `<img>` states them so that the page does not shift when it loads. */
export type Size = readonly [width: number, height: number];

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;

/** EXIF orientations that turn the image a quarter: it is shown with width and height swapped. */
const TURNED = new Set([5, 6, 7, 8]);

/**
 * The size of each published image whose header states one, by the absolute URL a post's body links
 * it at (assets.ts makes relative links absolute). An image whose header cannot be read (corrupt, an
 * SVG with neither size nor viewBox) has none: its `<img>` is written without width and height, as
 * before. `measure` is called once per file's bytes (a --watch session passes one that remembers).
 */
export function imageSizes(
  assets: readonly PublishedAsset[],
  files: ReadonlyMap<string, Uint8Array> | undefined,
  base: string,
  measure: (bytes: Uint8Array) => Size | undefined = sizeOf,
): Map<string, Size> {
  const sizes = new Map<string, Size>();
  if (!files) return sizes;
  for (const asset of assets) {
    if (!IMAGE.test(asset.path)) continue;
    const bytes = files.get(asset.rel);
    const size = bytes && measure(bytes);
    if (size) sizes.set(absoluteUrl(base, asset.path), size);
  }
  return sizes;
}

/** An image's size from its header, or undefined. */
export function sizeOf(bytes: Uint8Array): Size | undefined {
  try {
    const found = imageSize().imageSize(bytes);
    const { width, height } = found;
    if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
    return TURNED.has(found.orientation ?? 1) ? [height, width] : [width, height];
  } catch {
    return undefined;
  }
}

/** Where a URL in Markdown ends: white space, the `)` or `>` around it, a quote, a query or a fragment. */
const URL_END = /[\s)"'<>\]?#]/g;

/**
 * The sizes of the images a post's body names (by their absolute URLs on this site), or undefined
 * when it names none: what the page's renderer needs, and what its key and --watch carry compare.
 */
export function sizesIn(
  body: string,
  sizes: ReadonlyMap<string, Size>,
  base: string,
): Record<string, Size> | undefined {
  return sizes.size === 0 ? undefined : sizesOf(siteUrlsIn(body, base), sizes);
}

/** The URLs under `base` a body names, in order (a function of the body: kept under its key). */
export function siteUrlsIn(body: string, base: string): string[] {
  const urls: string[] = [];
  for (let at = body.indexOf(base); at !== -1; at = body.indexOf(base, at + base.length)) {
    URL_END.lastIndex = at;
    urls.push(body.slice(at, URL_END.exec(body)?.index ?? body.length));
  }
  return urls;
}

/** sizesIn of a body that names `urls` (siteUrlsIn). */
export function sizesOf(
  urls: readonly string[],
  sizes: ReadonlyMap<string, Size>,
): Record<string, Size> | undefined {
  let found: Record<string, Size> | undefined;
  for (const url of urls) {
    const size = sizes.get(url);
    if (size) {
      found ??= {};
      found[url] = size;
    }
  }
  return found;
}
