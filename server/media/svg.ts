// Small builders for SVG markup. Numbers are rounded to one decimal so output stays compact
// and byte-for-byte stable; nothing here ever writes text that came from a request.

export type Point = readonly [number, number];

export const n = (value: number): string => String(Math.round(value * 10) / 10);

const attrs = (extra: Readonly<Record<string, string | number>> = {}): string =>
  Object.entries(extra)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

type Extra = Readonly<Record<string, string | number>>;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: Extra) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Extra) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Extra) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra?: Extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const polygon = (points: readonly Point[], fill: string, extra?: Extra) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra?: Extra) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;

export const group = (content: string, transform?: string, extra?: Extra) =>
  `<g${transform ? ` transform="${transform}"` : ''}${attrs(extra)}>${content}</g>`;

/** A path's `d` from points, closed. */
export const closed = (points: readonly Point[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`;

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>';

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t).toString(16).padStart(2, '0'))
    .join('')}`;
}
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);
