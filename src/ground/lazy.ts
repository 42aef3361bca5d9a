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
export const liquid = (): typeof LiquidModule => require('liquidjs');
export const prism = (): { Prism: typeof PrismModule; loadLanguages: (languages: string[]) => void } => ({
  Prism: require('prismjs'),
  loadLanguages: require('prismjs/components/index.js'),
});
export const imageSize = (): typeof ImageSizeModule => require('image-size');
