import { createRequire } from 'node:module';
import type * as ImageSizeModule from 'image-size';
import type * as LiquidModule from 'liquidjs';
import type MarkdownIt from 'markdown-it';
import type Footnote from 'markdown-it-footnote';
import type PrismModule from 'prismjs';

/**
 * The Markdown parser, the template engine, the highlighter and the image measurer, loaded on first
 * use rather than on import: validate loads the build's modules (to find two files on one path) and
 * the check's, and renders nothing, and compiling the first three costs ~85 ms of every such start. Each is a CommonJS build
 * of the package (its `require` entry), the same version the `import` would load.
 */
const require = createRequire(import.meta.url);

export const markdownIt = (): typeof MarkdownIt => require('markdown-it');
export const markdownItFootnote = (): typeof Footnote => require('markdown-it-footnote');
/**
 * CommonMark's emphasis rules for CJK text (markdown-it-cjk-friendly): `**문서 주석(Docs)**을` is bold,
 * where CommonMark alone leaves the asterisks as text when a Korean particle follows closing
 * punctuation. The package is an ES module: `require` loads it from Node 20.19 and 22.12 on
 * (package.json's engines), synchronously, as the renderers are made.
 */
export const markdownItCjk = (): ((md: InstanceType<typeof MarkdownIt>) => void) => {
  const loaded = require('markdown-it-cjk-friendly') as {
    default: (md: InstanceType<typeof MarkdownIt>) => void;
  };
  return loaded.default;
};
export const liquid = (): typeof LiquidModule => require('liquidjs');
export const prism = (): { Prism: typeof PrismModule; loadLanguages: (languages: string[]) => void } => ({
  Prism: require('prismjs'),
  loadLanguages: require('prismjs/components/index.js'),
});
export const imageSize = (): typeof ImageSizeModule => require('image-size');
