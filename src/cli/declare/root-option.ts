import { Option } from 'commander';

/**
 * `--root`: its default shown once, as what it means (the site found from the current folder upward,
 * cli/site-root.ts), not also as the literal "content" commander would add.
 */
export const rootOption = (what = 'the content folder'): Option =>
  new Option('--root <dir>', what).default('content', 'the site found from here upward');
