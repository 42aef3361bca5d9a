import { forEachProseLine } from '../content/links.js';

/**
 * kramdown's attribute lists in a Jekyll post (kramdown is Jekyll's Markdown): `{: .notice--info}`
 * on a line of its own, `[link](#a){:.nav}` after a span, `{:#id}`, and the table of contents it
 * generates from `* TOC` + `{:toc}`. CommonMark has none of them, so the pages would print each as
 * text. They only style or name what they follow: the import drops them (outside code), and the
 * plan counts them. A class or an id the old theme used is lost with its styling.
 */
export function dropKramdownAttributes(body: string): { body: string; dropped: string[] } {
  if (!body.includes('{:')) return { body, dropped: [] };
  const cuts: [number, number][] = [];
  let attributes = 0;
  let toc = 0;
  let previous: { line: string; offset: number } | undefined;
  forEachProseLine(body, (line, _index, offset, code) => {
    const inCode = (i: number) => code.some(([s, e]) => i >= s && i < e);
    const end = offset + line.length + (body[offset + line.length] === '\n' ? 1 : 0);
    if (/^\s*\{:\s*toc\s*\}\s*$/.test(line)) {
      toc++;
      // The list item naming the table of contents goes with it.
      const start = previous && /^\s*(?:[-*+]|1\.)\s+TOC\s*$/i.test(previous.line) ? previous.offset : offset;
      cuts.push([start, end]);
    } else if (/^\s*\{:(?!:)[^{}]*\}\s*$/.test(line)) {
      attributes++;
      cuts.push([offset, end]);
    } else
      for (const m of line.matchAll(/\{:(?!:)\s*(?:[.#]|[\w-]+=)[^{}\n]*\}/g)) {
        if (inCode(m.index as number)) continue;
        attributes++;
        cuts.push([offset + (m.index as number), offset + (m.index as number) + m[0].length]);
      }
    previous = { line, offset };
  });
  if (cuts.length === 0) return { body, dropped: [] };
  let out = '';
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    out += body.slice(at, start);
    at = end;
  }
  out += body.slice(at);
  const dropped = [
    ...(attributes ? [`kramdown {: …} → dropped${attributes > 1 ? ` ×${attributes}` : ''}`] : []),
    ...(toc ? [`kramdown {:toc} → dropped${toc > 1 ? ` ×${toc}` : ''}`] : []),
  ];
  return { body: out, dropped };
}
