/** Joins the base URL and a path, percent-encoding each segment of the path as needed. */
export function absoluteUrl(base: string, path: string): string {
  return `${base}${path.split('/').map(encodeURIComponent).join('/')}`;
}
