import {
  contentTarget,
  contentTargets,
  htmlAttribute,
  isLocalLink,
  isRelativePageLink,
  resolvedPageLink,
  rewriteLinks,
  withinBase,
} from '../content/links.js';
import type { Asset } from '../content/model.js';
import { absoluteUrl } from './url.js';

/** A file published as it is: its path on the site and where it comes from in the content folder. */
export interface PublishedAsset {
  path: string;
  rel: string;
}

/**
 * Where each asset is published: `static/<p>` at `/<p>`; a file in the folder named after a post,
 * beside it (`posts/2024/my-post/diagram.png` with `posts/2024/my-post.md`), under the post's path
 * (`/blog/my-post/diagram.png`, also when the post's URL ends in `/`). A post whose page is a file
 * (`/blog/my-post.html`) has its files in the folder of that name without the extension
 * (`/blog/my-post/diagram.png`, as Hugo's ugly URLs publish a bundle's files), where the page's own
 * relative links find them. A file under `posts/` that belongs to no published post is not published
 * (a draft's images stay private).
 */
export function publishAssets(
  assets: readonly Asset[],
  postPaths: ReadonlyMap<string, string>,
): PublishedAsset[] {
  const out: PublishedAsset[] = [];
  for (const asset of assets) {
    if (asset.rel.startsWith('static/')) {
      out.push({ rel: asset.rel, path: asset.rel.slice('static'.length) });
      continue;
    }
    const parts = asset.rel.split('/');
    // The nearest folder that is named after a post beside it.
    for (let i = parts.length - 2; i >= 1; i--) {
      const post = postPaths.get(`${parts.slice(0, i + 1).join('/')}.md`);
      if (post !== undefined) {
        // A post whose URL ends in `/` (`/2024/01/my-post/`) has its files in that folder, not in `my-post//`.
        out.push({ rel: asset.rel, path: `${filesFolder(post)}/${parts.slice(i + 1).join('/')}` });
        break;
      }
    }
  }
  return out;
}

/**
 * The folder a post's files are published in: its path without a trailing `/` (`/a.html/` is a
 * folder), or a file's address (`/a.html`) without its extension.
 */
function filesFolder(post: string): string {
  return /\/[^/]+\.html?$/i.test(post) ? post.replace(/\.html?$/i, '') : post.replace(/\/+$/, '');
}

/**
 * A post's body with every relative link and image written as an absolute URL, so that a twin, a
 * feed entry or llms-full.txt read anywhere else still points at the file: a path relative to the post's
 * file resolves in the content folder (another post, an image beside it, a static file), a
 * root-relative one (`/images/a.png`) on the site, a relative link to a page that is no file
 * (`../other-post/`) against the post's address. Raw HTML's `src`, `href` and `poster` too (findLinks):
 * on the post's page a relative `<img src="my-post/a.png">` would otherwise resolve against the page's
 * URL, not the file's folder.
 */
export function absoluteLinks(
  body: string,
  fromRel: string,
  urlOf: ReadonlyMap<string, string>,
  base: string,
): string {
  const write = linkWriter(fromRel, urlOf, base);
  return rewriteLinks(body, write).text;
}

/**
 * What absoluteLinks writes for one link of the body of the post at `fromRel` (undefined: the link
 * is left as written): a function of the link's destination and whether it stands in raw HTML.
 */
export function linkWriter(
  fromRel: string,
  urlOf: ReadonlyMap<string, string>,
  base: string,
): (link: { dest: string; html?: boolean }) => string | undefined {
  // Worked out for the first root-relative link only: this runs for every post of every build.
  let basePath: string | undefined;
  return (link) => {
    if (!isLocalLink(link.dest)) return undefined;
    const suffix = /[?#].*$/.exec(link.dest)?.[0] ?? '';
    let url: string | undefined;
    if (link.dest.startsWith('/')) {
      basePath ??= new URL(base).pathname.replace(/\/+$/, '');
      const dest = withinBase(link, basePath);
      const target = contentTarget(fromRel, dest);
      const found = target === undefined ? undefined : urlOf.get(target);
      url = found === undefined ? `${base}${dest}` : found + suffix;
    } else {
      const found = contentTargets(fromRel, link.dest)
        .map((t) => urlOf.get(t))
        .find((u) => u !== undefined);
      if (found !== undefined) url = found + suffix;
      else if (isRelativePageLink(link.dest)) {
        // A relative link to a page that is no content file (`../other-post/`, `sibling`): resolved
        // against the post's own address, as its page gives it to a visitor who came by that
        // address; the twin and the feed then lead where the page does (resolvedPageLink leaves a
        // few as written). Within the site, as the link check looks it up: `..` past the base path
        // stops at it.
        const page = urlOf.get(fromRel);
        const resolved = page?.startsWith(`${base}/`)
          ? resolvedPageLink(page.slice(base.length), link.dest)
          : undefined;
        url = resolved === undefined ? undefined : base + resolved;
      }
    }
    if (url === undefined) return undefined;
    return link.html ? htmlAttribute(url) : url;
  };
}

/** The absolute URL of every published asset and post, by content path. */
export function urlsByContentPath(
  base: string,
  assets: readonly PublishedAsset[],
  postUrls: Iterable<[string, string]>,
): Map<string, string> {
  const urls = new Map<string, string>(postUrls);
  for (const a of assets) urls.set(a.rel, absoluteUrl(base, a.path));
  return urls;
}
