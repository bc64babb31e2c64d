// Flat illustrations of the crafts in the catalogue, one function per kind of object. Each
// draws around (0, 0) inside roughly ±250 units, standing on a ground line at y = 230, so the
// layouts in artwork.ts can place and scale it on a product photo, a logo or a banner.
import type { Random } from '../persistence/seed/random';
import { diamond, qattBands, saduBands, star8, triangleRow } from './patterns';
import { circle, closed, darken, ellipse, group, lighten, line, n, path, polygon, rect, type Point } from './svg';

export interface Palette {
  readonly bg: string;
  readonly halo: string;
  readonly main: string;
  readonly dark: string;
  readonly light: string;
  readonly accent: string;
}

export interface DrawContext {
  readonly random: Random;
  readonly palette: Palette;
  /** Words of the slug, e.g. 'green', 'round', 'lidded': variants show in the drawing. */
  readonly words: ReadonlySet<string>;
  /** A colour named in the slug (green-velvet, red-edge...), if any. */
  readonly tint?: string;
  /** Collects gradient and clip definitions; answers a fresh id. */
  define(make: (id: string) => string): string;
}

export type Motif = (ctx: DrawContext) => string;

// ── shared pieces ──────────────────────────────────────────────────────────────────────────

/** A left-to-right gradient that makes a flat shape read as round: light on the left, dark on the right. */
export function roundShade(ctx: DrawContext, colour: string, strength = 0.35): string {
  const id = ctx.define(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${darken(colour, strength * 0.6)}"/>` +
      `<stop offset="0.3" stop-color="${lighten(colour, strength * 0.55)}"/>` +
      `<stop offset="0.62" stop-color="${colour}"/>` +
      `<stop offset="1" stop-color="${darken(colour, strength)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function clipTo(ctx: DrawContext, shape: string, content: string): string {
  const id = ctx.define((id) => `<clipPath id="${id}">${shape}</clipPath>`);
  return `<g clip-path="url(#${id})">${content}</g>`;
}

const shine = (d: string, opacity = 0.35) => path(d, '#ffffff', { opacity });
const outline = (colour: string, width = 4) => ({ stroke: colour, 'stroke-width': width, 'stroke-linejoin': 'round' });
const has = (ctx: DrawContext, ...words: string[]) => words.some((word) => ctx.words.has(word));

function fringe(x: number, y: number, w: number, length: number, colour: string): string {
  let out = '';
  for (let i = 0; i <= w; i += 12) out += line(x + i, y, x + i + 3, y + length, colour, 4, { 'stroke-linecap': 'round' });
  return out;
}

const saduColours = (ctx: DrawContext) => {
  const { main, dark, light, accent } = ctx.palette;
  if (has(ctx, 'indigo', 'night', 'desert')) return ['#2e3f6e', dark, light, main];
  if (has(ctx, 'white', 'tent')) return [main, dark, light, '#efe6d2'];
  if (has(ctx, 'dunes', 'camel', 'plain', 'natural', 'striped', 'checked')) return ['#b9875a', '#5a3a22', '#efe2c8', '#8a5a34'];
  return [ctx.tint ?? main, dark, light, accent];
};

// ── weaving and textiles ───────────────────────────────────────────────────────────────────

export const cushion: Motif = (ctx) => {
  const d = 'M-205 -190 Q0 -165 205 -190 Q182 0 205 190 Q0 166 -205 190 Q-182 0 -205 -190 Z';
  const shade = ctx.define(
    (id) =>
      `<radialGradient id="${id}" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/>` +
      `<stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>`,
  );
  const face = has(ctx, 'embroidered', 'asiri', 'hejazi', 'flowers', 'star', 'bands')
    ? embroideredFace(ctx)
    : saduBands(ctx.random, -215, -200, 430, 400, saduColours(ctx), 1.1);
  return (
    clipTo(ctx, path(d, '#000'), face) +
    path(d, `url(#${shade})`) +
    path(d, 'none', outline(darken(ctx.palette.dark, 0.1), 6)) +
    [[-205, -190], [205, -190], [205, 190], [-205, 190]].map(([x, y]) => tassel(x as number, y as number, ctx.palette.accent)).join('')
  );
};

function tassel(x: number, y: number, colour: string): string {
  return circle(x, y, 9, colour) + path(`M${x - 7} ${y + 4} L${x - 12} ${y + 34} L${x + 12} ${y + 34} L${x + 7} ${y + 4} Z`, colour);
}

function embroideredFace(ctx: DrawContext): string {
  const base = has(ctx, 'hejazi', 'star') ? '#efe6d2' : '#1f1d1b';
  const [red, yellow, green] = ['#c0392b', '#e8b923', '#2e8b57'];
  let out = rect(-220, -210, 440, 420, base);
  if (has(ctx, 'flowers', 'mountain')) {
    for (const [x, y] of [[-90, -80], [90, -80], [-90, 80], [90, 80], [0, 0]] as Point[]) {
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k;
        out += ellipse(x + 26 * Math.cos(a), y + 26 * Math.sin(a), 16, 10, k % 2 ? red : yellow, { transform: `rotate(${n((a * 180) / Math.PI)} ${n(x + 26 * Math.cos(a))} ${n(y + 26 * Math.sin(a))})` });
      }
      out += circle(x, y, 11, green);
    }
    return out;
  }
  out += star8(0, 0, 130, red) + star8(0, 0, 96, yellow) + star8(0, 0, 62, green) + circle(0, 0, 22, base);
  out += triangleRow(-190, -175, 380, 24, red) + triangleRow(-190, 151, 380, 24, green, 'down');
  return out;
}

export const rug: Motif = (ctx) => {
  // Woven lengthwise like a Sadu strip, shown standing with its fringed ends at top and bottom.
  const body = saduBands(ctx.random, -240, -150, 480, 300, saduColours(ctx), 1.2);
  return (
    fringe(-142, -268, 284, 30, darken(ctx.palette.light, 0.22)) +
    fringe(-142, 238, 284, 30, darken(ctx.palette.light, 0.22)) +
    group(clipTo(ctx, rect(-240, -150, 480, 300, '#000'), body) + rect(-240, -150, 480, 300, 'none', outline(darken(ctx.palette.dark, 0.2), 4)), 'rotate(90)')
  );
};

export const runner: Motif = (ctx) => {
  const body = saduBands(ctx.random, -95, -230, 190, 460, saduColours(ctx), 0.9);
  return group(
    fringe(-85, -262, 170, 30, darken(ctx.palette.light, 0.22)) +
      fringe(-85, 232, 170, 30, darken(ctx.palette.light, 0.22)) +
      clipTo(ctx, rect(-95, -235, 190, 470, '#000'), body) +
      rect(-95, -235, 190, 470, 'none', outline(darken(ctx.palette.dark, 0.2), 4)),
    'rotate(-60)',
  );
};

export const hanging: Motif = (ctx) => {
  const body = saduBands(ctx.random, -120, -200, 240, 380, saduColours(ctx), 1);
  return (
    path('M-150 -215 L0 -265 L150 -215', 'none', outline('#5a3a22', 4)) +
    rect(-165, -222, 330, 18, '#8a5a34', { rx: 9 }) +
    clipTo(ctx, rect(-120, -205, 240, 385, '#000'), body) +
    rect(-120, -205, 240, 385, 'none', outline(darken(ctx.palette.dark, 0.2), 3)) +
    fringe(-112, 180, 224, 40, darken(ctx.palette.light, 0.22))
  );
};

export const shawl: Motif = (ctx) => {
  const colour = has(ctx, 'ivory') ? '#efe6d2' : has(ctx, 'brown') ? '#5a3a22' : '#c4946a';
  if (has(ctx, 'throw', 'striped', 'checked')) {
    // A folded throw: three layers, the top one turned back to show its weave.
    const layer = (y: number, w: number, shade: number) => rect(-w / 2, y, w, 96, darken(colour, shade), { rx: 22 });
    let out = layer(100, 440, 0.14) + layer(10, 420, 0.07) + layer(-80, 400, 0);
    const weave = has(ctx, 'checked')
      ? Array.from({ length: 10 }, (_, i) => rect(-200 + i * 40, -80, 20, 96, darken(colour, 0.25), { opacity: 0.45 })).join('') +
        Array.from({ length: 3 }, (_, i) => rect(-200, -70 + i * 32, 400, 12, darken(colour, 0.25), { opacity: 0.45 })).join('')
      : Array.from({ length: 4 }, (_, i) => rect(-200, -66 + i * 22, 400, 9, i % 2 ? '#efe2c8' : '#5a3a22')).join('');
    out += clipTo(ctx, rect(-200, -80, 400, 96, '#000', { rx: 22 }), weave);
    return out + fringe(-200, 196, 400, 34, darken(colour, 0.2)) + shine('M-180 -74 L180 -74 L180 -64 L-180 -64 Z', 0.3);
  }
  // A shawl folded into a triangle, fringed along both edges.
  const triangle = 'M-250 -170 L250 -170 L0 200 Z';
  let out = '';
  for (let t = 0; t <= 1.001; t += 0.045) {
    for (const side of [-1, 1]) {
      const x = side * 250 * (1 - t);
      const y = -170 + 370 * t;
      out += line(x, y, x + side * 26, y + 22, darken(colour, 0.2), 5, { 'stroke-linecap': 'round' });
    }
  }
  out += path(triangle, roundShade(ctx, colour, 0.18));
  out += path('M-250 -170 L250 -170 L0 -120 Z', darken(colour, 0.12));
  if (has(ctx, 'sadu', 'border')) {
    out += clipTo(ctx, path(triangle, '#000'), group(saduBands(ctx.random, -260, -18, 520, 36, saduColours(ctx), 0.6), 'translate(0 -40)'));
  }
  return out + path(triangle, 'none', outline(darken(colour, 0.25), 3));
};

export const tote: Motif = (ctx) => {
  const body = 'M-190 -70 L190 -70 L165 220 L-165 220 Z';
  const handle = (x: number) => path(`M${x - 45} -68 C${x - 45} -230 ${x + 45} -230 ${x + 45} -68`, 'none', { stroke: '#7a4a26', 'stroke-width': 18, 'stroke-linecap': 'round' });
  return (
    handle(-85) +
    handle(85) +
    clipTo(ctx, path(body, '#000'), saduBands(ctx.random, -200, -75, 400, 300, saduColours(ctx), 1)) +
    path(body, 'none', outline(darken(ctx.palette.dark, 0.2), 5)) +
    rect(-200, -82, 400, 22, '#7a4a26', { rx: 6 })
  );
};

// ── pottery ─────────────────────────────────────────────────────────────────────────────────

const clay = (ctx: DrawContext) => (has(ctx, 'smoke', 'black') ? '#2f2a27' : has(ctx, 'lime', 'washed') ? '#e9e1d2' : ctx.palette.main);

export const jug: Motif = (ctx) => {
  const body =
    'M-46 -222 L46 -222 L40 -196 C38 -160 60 -140 110 -110 C178 -70 186 60 130 152 C106 194 82 214 70 226 L-70 226 C-82 214 -106 194 -130 152 C-186 60 -178 -70 -110 -110 C-60 -140 -38 -160 -40 -196 Z';
  const colour = clay(ctx);
  let out = '';
  out += path('M96 -118 C210 -110 228 40 150 80', 'none', { stroke: darken(colour, 0.15), 'stroke-width': 24, 'stroke-linecap': 'round' });
  if (has(ctx, 'two')) out += path('M-96 -118 C-210 -110 -228 40 -150 80', 'none', { stroke: darken(colour, 0.2), 'stroke-width': 24, 'stroke-linecap': 'round' });
  out += path(body, roundShade(ctx, colour));
  const bands = has(ctx, 'incised')
    ? zigzagLine(-190, -40, 380, 14, darken(colour, 0.35)) + zigzagLine(-190, 0, 380, 14, darken(colour, 0.35))
    : line(-190, -30, 190, -30, darken(colour, 0.25), 4) + line(-190, -14, 190, -14, darken(colour, 0.25), 3);
  out += clipTo(ctx, path(body, '#000'), bands);
  out += ellipse(0, -220, 46, 10, darken(colour, 0.4));
  return out + shine('M-120 -60 C-140 0 -130 80 -100 130 C-118 70 -124 0 -110 -60 Z', 0.3);
};

function zigzagLine(x: number, y: number, w: number, h: number, colour: string): string {
  const pts: Point[] = [];
  for (let xx = x, i = 0; xx <= x + w; xx += h, i++) pts.push([xx, y + (i % 2) * h]);
  return `<polyline points="${pts.map(([a, b]) => `${n(a)},${n(b)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="4"/>`;
}

export const waterJar: Motif = (ctx) => {
  const colour = clay(ctx);
  const body = 'M-58 -248 L58 -248 L52 -214 C150 -170 190 -60 175 40 C160 130 90 185 48 200 L-48 200 C-90 185 -160 130 -175 40 C-190 -60 -150 -170 -52 -214 Z';
  return (
    line(-120, 120, -150, 236, '#3b3028', 10) + line(120, 120, 150, 236, '#3b3028', 10) + line(0, 150, 0, 236, '#3b3028', 10) +
    path(body, roundShade(ctx, colour)) +
    clipTo(ctx, path(body, '#000'), zigzagLine(-200, -130, 400, 16, darken(colour, 0.3)) + line(-200, -100, 200, -100, darken(colour, 0.3), 4)) +
    ellipse(0, 140, 150, 16, 'none', outline('#3b3028', 10)) +
    ellipse(0, -248, 66, 14, '#8a5a34') + circle(0, -258, 10, '#5a3a22') +
    shine('M-140 -60 C-160 0 -150 80 -110 140 C-132 70 -140 0 -128 -60 Z', 0.28)
  );
};

export const cookingPot: Motif = (ctx) => {
  const colour = clay(ctx);
  const body = 'M-200 -40 C-215 90 -130 200 0 205 C130 200 215 90 200 -40 Z';
  let out = '';
  if (has(ctx, 'handled', 'handles')) out += ellipse(-215, 10, 30, 18, 'none', outline(darken(colour, 0.2), 14)) + ellipse(215, 10, 30, 18, 'none', outline(darken(colour, 0.2), 14));
  out += path(body, roundShade(ctx, colour));
  out += ellipse(0, -40, 200, 34, darken(colour, 0.3));
  out += path('M-175 -48 C-150 -150 150 -150 175 -48 Z', roundShade(ctx, lighten(colour, 0.06)));
  out += ellipse(0, -132, 26, 12, darken(colour, 0.25)) + ellipse(0, -140, 18, 14, darken(colour, 0.1));
  out += clipTo(ctx, path(body, '#000'), line(-220, 40, 220, 40, darken(colour, 0.25), 5) + zigzagLine(-220, 60, 440, 12, darken(colour, 0.25)));
  return out + shine('M-170 0 C-170 80 -120 150 -70 180 C-130 130 -160 70 -150 0 Z', 0.25);
};

export const bowl: Motif = (ctx) => {
  const colour = clay(ctx);
  const body = 'M-235 -30 C-225 130 -120 200 0 200 C120 200 225 130 235 -30 Z';
  let out = ellipse(0, 205, 80, 16, darken(colour, 0.3));
  out += path(body, roundShade(ctx, colour));
  out += ellipse(0, -30, 235, 52, darken(colour, 0.12)) + ellipse(0, -24, 210, 40, has(ctx, 'plain') ? darken(colour, 0.35) : '#f1e3c8');
  if (has(ctx, 'wave')) out += clipTo(ctx, path(body, '#000'), path('M-240 60 Q-200 30 -160 60 T-80 60 T0 60 T80 60 T160 60 T240 60', 'none', { stroke: '#f1e3c8', 'stroke-width': 8 }));
  if (has(ctx, 'dotted')) for (let x = -200; x <= 200; x += 32) out += circle(x, 30 + Math.abs(x) * -0.06, 7, '#f1e3c8');
  return out;
};

export const planter: Motif = (ctx) => {
  const colour = ctx.palette.main;
  const leaf = (angle: number, length: number, green: string) =>
    ellipse(0, -length / 2, 26, length / 2, green, { transform: `translate(0 -70) rotate(${angle})` });
  let out = '';
  for (const [angle, length, green] of [[-55, 200, '#3d7a3a'], [-25, 250, '#4f9448'], [0, 280, '#3d7a3a'], [28, 240, '#4f9448'], [55, 190, '#3d7a3a']] as const) out += leaf(angle, length, green);
  const body = 'M-165 -50 L165 -50 L130 215 L-130 215 Z';
  out += path(body, roundShade(ctx, colour));
  if (has(ctx, 'ribbed')) for (let x = -120; x <= 120; x += 40) out += line(x, -40, x * 0.8, 210, darken(colour, 0.2), 6);
  if (has(ctx, 'palm')) out += palmTree(0, 170, 0.55, darken(colour, 0.25));
  return out + rect(-185, -90, 370, 50, roundShade(ctx, lighten(colour, 0.05)), { rx: 8 });
};

function palmTree(x: number, y: number, s: number, colour: string): string {
  let out = path(`M${x - 8 * s} ${y} Q${x} ${y - 120 * s} ${x + 6 * s} ${y - 200 * s} L${x + 14 * s} ${y - 200 * s} Q${x + 10 * s} ${y - 120 * s} ${x + 8 * s} ${y} Z`, colour);
  for (const angle of [-150, -120, -60, -30, -90]) {
    const a = (angle * Math.PI) / 180;
    const tipX = x + 10 * s + Math.cos(a) * 120 * s;
    const tipY = y - 200 * s + Math.sin(a) * 70 * s + 50 * s;
    out += path(`M${n(x + 10 * s)} ${n(y - 200 * s)} Q${n((x + 10 * s + tipX) / 2)} ${n(y - 260 * s)} ${n(tipX)} ${n(tipY)}`, 'none', { stroke: colour, 'stroke-width': n(14 * s), 'stroke-linecap': 'round' });
  }
  return out;
}

function cup(x: number, y: number, s: number, body: string, inside: string, rim?: string, band?: string): string {
  const d = `M${x - 55 * s} ${y - 80 * s} L${x + 55 * s} ${y - 80 * s} C${x + 52 * s} ${y - 20 * s} ${x + 40 * s} ${y} ${x + 28 * s} ${y} L${x - 28 * s} ${y} C${x - 40 * s} ${y} ${x - 52 * s} ${y - 20 * s} ${x - 55 * s} ${y - 80 * s} Z`;
  let out = path(d, body) + ellipse(x, y - 80 * s, 55 * s, 13 * s, inside);
  if (band) out += path(`M${x - 53 * s} ${y - 55 * s} L${x + 53 * s} ${y - 55 * s} L${x + 49 * s} ${y - 38 * s} L${x - 49 * s} ${y - 38 * s} Z`, band);
  if (rim) out += ellipse(x, y - 80 * s, 55 * s, 13 * s, 'none', { stroke: rim, 'stroke-width': n(5 * s) });
  return out;
}

export const cups: Motif = (ctx) => {
  const glaze = has(ctx, 'green') ? '#3f8f6b' : has(ctx, 'honey') ? '#c98a2c' : '#f6f2ea';
  const outside = ctx.palette.main === '#c9a24a' ? '#faf7f0' : ctx.palette.main;
  const rim = has(ctx, 'gold') ? '#c9a227' : undefined;
  const band = has(ctx, 'sadu') ? '#9e2a2b' : undefined;
  const positions: [number, number, number][] = [[-120, 60, 1], [0, 40, 1], [120, 60, 1], [-60, 200, 1.15], [70, 210, 1.15]];
  return positions.map(([x, y, s]) => ellipse(x, y + 4, 50 * s, 10 * s, '#000', { opacity: 0.12 }) + cup(x, y, s, roundShade(ctx, outside, 0.25), glaze, rim, band)).join('');
};

export const mugs: Motif = (ctx) => {
  const mug = (x: number, y: number) => {
    const body = `M${x - 85} ${y - 200} L${x + 85} ${y - 200} L${x + 85} ${y} Q${x} ${y + 16} ${x - 85} ${y} Z`;
    return (
      path(`M${x + 80} ${y - 160} C${x + 150} ${y - 160} ${x + 150} ${y - 50} ${x + 80} ${y - 50}`, 'none', { stroke: '#f4efe4', 'stroke-width': 20 }) +
      path(body, '#f4efe4') +
      clipTo(ctx, path(body, '#000'), qattBands(ctx.random, x - 90, y - 150, 180, 130, 0.5)) +
      path(body, 'none', outline('#d8d0c0', 3)) +
      ellipse(x, y - 200, 85, 16, '#e8e0d0') +
      ellipse(x, y - 198, 75, 11, '#6b3f22')
    );
  };
  return mug(-105, 180) + mug(115, 215);
};

// ── palm fronds ────────────────────────────────────────────────────────────────────────────

const frond = '#d9b56c';
const frondDark = '#b08a45';

function plaited(ctx: DrawContext, x: number, y: number, w: number, h: number, colours: readonly string[]): string {
  let out = rect(x, y, w, h, frond);
  const step = 22;
  for (let d = -h; d < w + h; d += step * 2) out += polygon([[x + d, y], [x + d + step, y], [x + d + step + h, y + h], [x + d + h, y + h]], frondDark, { opacity: 0.45 });
  let yy = y + 20;
  let i = 0;
  while (yy < y + h) {
    const colour = colours[i % colours.length];
    if (colour) out += rect(x, yy, w, 16, colour, { opacity: 0.85 });
    yy += 16 + ctx.random.pick([28, 40, 56]);
    i++;
  }
  return out;
}

const palmColours = (ctx: DrawContext): string[] => {
  if (has(ctx, 'natural', 'spiral')) return [];
  if (has(ctx, 'purple')) return ['#7b3f8c', '#c0392b'];
  if (has(ctx, 'green')) return ['#2e8b57'];
  if (has(ctx, 'red')) return ['#c0392b'];
  if (has(ctx, 'rainbow', 'coloured', 'rings')) return ['#c0392b', '#e8b923', '#2e8b57', '#7b3f8c', '#1f6fb2'];
  return ['#c0392b', '#2e8b57', '#7b3f8c'];
};

export const basket: Motif = (ctx) => {
  const body = 'M-200 -60 L200 -60 L165 215 L-165 215 Z';
  let out = '';
  out += path('M-150 -58 C-150 -200 -60 -200 -60 -58', 'none', { stroke: frondDark, 'stroke-width': 18 });
  out += path('M60 -58 C60 -200 150 -200 150 -58', 'none', { stroke: frondDark, 'stroke-width': 18 });
  out += clipTo(ctx, path(body, '#000'), plaited(ctx, -210, -60, 420, 280, has(ctx, 'striped') ? ['#c0392b', '#2e8b57'] : palmColours(ctx).slice(0, 1)));
  out += path(body, roundShade(ctx, '#000000', 0.2), { opacity: 0.25 });
  out += rect(-210, -76, 420, 26, frondDark, { rx: 10 });
  if (has(ctx, 'lidded', 'lid')) out += path('M-205 -74 C-180 -190 180 -190 205 -74 Z', frond) + path('M-205 -74 C-180 -190 180 -190 205 -74 Z', 'none', outline(frondDark, 5)) + ellipse(0, -172, 22, 12, frondDark);
  return out;
};

export const foodCover: Motif = (ctx) => {
  const cone = closed([[0, -230], [-215, 185], [215, 185]]);
  const colours = palmColours(ctx);
  let bands = plaited(ctx, -220, -240, 440, 430, []);
  let y = -150;
  colours.forEach((colour, i) => {
    bands += rect(-220, y, 440, 30, colour, { opacity: 0.9 });
    y += 95 + i * 6;
  });
  return (
    ellipse(0, -246, 26, 20, 'none', outline(frondDark, 8)) +
    clipTo(ctx, path(cone, '#000'), bands) +
    path(cone, roundShade(ctx, '#000000', 0.3), { opacity: 0.2 }) +
    ellipse(0, 185, 215, 30, frondDark) +
    ellipse(0, 180, 205, 22, frond)
  );
};

export const mat: Motif = (ctx) => {
  const colours = palmColours(ctx);
  let out = circle(0, 0, 235, frondDark);
  if (has(ctx, 'sunburst')) {
    for (let k = 0; k < 16; k++) {
      const a1 = (Math.PI / 8) * k;
      const a2 = a1 + Math.PI / 8;
      out += polygon([[0, 0], [225 * Math.cos(a1), 225 * Math.sin(a1)], [225 * Math.cos(a2), 225 * Math.sin(a2)]], k % 2 ? frond : (colours[k % colours.length] ?? frond));
    }
  } else {
    for (let r = 225, i = 0; r > 10; r -= 22, i++) out += circle(0, 0, r, i % 3 === 1 && colours.length > 0 ? (colours[i % colours.length] as string) : i % 2 ? frond : lighten(frond, 0.12));
  }
  for (let r = 20; r < 230; r += 11) out += circle(0, 0, r, 'none', { stroke: frondDark, 'stroke-width': 1.5, opacity: 0.35 });
  return group(out, 'translate(0 10) scale(1 0.62)');
};

export const tray: Motif = (ctx) => {
  const colours = palmColours(ctx);
  const edge = colours[0] ?? frondDark;
  let out = ellipse(0, 30, 240, 150, edge);
  for (let r = 0, i = 0; r < 200; r += 20, i++) out += ellipse(0, 30, 215 - r, 130 - r * 0.62, i % 2 ? frond : lighten(frond, 0.1));
  for (let r = 10; r < 215; r += 10) out += ellipse(0, 30, r, r * 0.62, 'none', { stroke: frondDark, 'stroke-width': 1.2, opacity: 0.3 });
  return out;
};

export const fan: Motif = (ctx) => {
  const colours = palmColours(ctx);
  let weave = rect(-150, -250, 300, 300, frond);
  for (let i = 0; i < 300; i += 25) for (let j = 0; j < 300; j += 25) if ((i + j) % 50 === 0) weave += rect(-150 + i, -250 + j, 25, 25, frondDark, { opacity: 0.4 });
  colours.forEach((colour, i) => {
    weave += rect(-150, -230 + i * 55, 300, 18, colour);
  });
  return (
    rect(-14, -20, 28, 250, '#8a5a34', { rx: 12 }) +
    group(clipTo(ctx, rect(-150, -250, 300, 300, '#000', { rx: 10 }), weave) + rect(-150, -250, 300, 300, 'none', { ...outline(frondDark, 8), rx: 10 }), 'rotate(-8 0 -100)')
  );
};

export const rope: Motif = () => {
  let out = '';
  const thick = 30;
  for (let r = 40; r <= 220; r += thick) {
    out += ellipse(0, 60, r, r * 0.55, 'none', { stroke: '#8a6a3c', 'stroke-width': thick - 2 });
    out += ellipse(0, 60, r, r * 0.55, 'none', { stroke: '#5e4424', 'stroke-width': thick - 6, 'stroke-dasharray': '6 10', opacity: 0.55 });
  }
  out += path('M220 60 C260 -40 140 -160 40 -200', 'none', { stroke: '#8a6a3c', 'stroke-width': thick - 2, 'stroke-linecap': 'round' });
  out += path('M220 60 C260 -40 140 -160 40 -200', 'none', { stroke: '#5e4424', 'stroke-width': thick - 8, 'stroke-dasharray': '6 10', opacity: 0.55 });
  return out;
};

export const lampshade: Motif = (ctx) => {
  const shape = has(ctx, 'bell') ? 'M-60 -120 C-70 -20 -200 40 -210 150 L210 150 C200 40 70 -20 60 -120 Z' : 'M-220 120 C-220 -60 -120 -130 0 -130 C120 -130 220 -60 220 120 Z';
  const glow = ctx.define(
    (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>`,
  );
  return (
    line(0, -270, 0, -125, '#3b3028', 5) +
    ellipse(0, 175, 230, 90, `url(#${glow})`) +
    clipTo(ctx, path(shape, '#000'), plaited(ctx, -230, -140, 460, 300, [])) +
    path(shape, 'none', outline(frondDark, 6)) +
    ellipse(0, has(ctx, 'bell') ? 150 : 120, has(ctx, 'bell') ? 210 : 220, 18, frondDark)
  );
};

// ── wood ───────────────────────────────────────────────────────────────────────────────────

const doorColours = (ctx: DrawContext) =>
  has(ctx, 'natural') ? ['#8a5a34', '#6b4224', '#a87a4a'] : has(ctx, 'red', 'green') ? ['#a63a2e', '#2e7a4e', '#e0b24a'] : ['#d9a441', '#2f5d8a', '#a63a2e'];

export const door: Motif = (ctx) => {
  const wood = '#7a5230';
  const [c1, c2, c3] = doorColours(ctx) as [string, string, string];
  let out = rect(-200, -262, 400, 500, '#4a321d', { rx: 6 });
  for (const x of [-186, 4]) {
    out += rect(x, -248, 182, 472, wood);
    out += rect(x + 12, -236, 158, 60, c1) + triangleRow(x + 12, -236, 158, 26, c2, 'down') + triangleRow(x + 12, -202, 158, 26, c3);
    for (let row = 0; row < 2; row++) {
      const cy = -110 + row * 150;
      out += circle(x + 91, cy, 56, c2) + star8(x + 91, cy, 50, c1) + circle(x + 91, cy, 20, c3);
    }
    out += rect(x + 12, 100, 158, 110, c3) + triangleRow(x + 12, 100, 158, 22, c1, 'down') + triangleRow(x + 12, 188, 158, 22, c2);
    for (let y = -160; y <= 200; y += 40) out += circle(x + 6, y, 4, '#2a1c10') + circle(x + 176, y, 4, '#2a1c10');
  }
  out += rect(-30, -20, 60, 16, '#3b2a1a', { rx: 4 }) + circle(-14, 20, 9, '#2a1c10') + circle(14, 20, 9, '#2a1c10');
  return out;
};

export const box: Motif = (ctx) => {
  const painted = has(ctx, 'painted');
  const wood = has(ctx, 'walnut') ? '#5e3d22' : '#8a5a34';
  const front = painted ? '#2f5d8a' : wood;
  let out = polygon([[-220, -60], [220, -60], [180, -130], [-180, -130]], lighten(wood, 0.15));
  out += rect(-220, -60, 440, 56, darken(wood, 0.1));
  out += rect(-210, 0, 420, 210, roundShade(ctx, front, 0.25));
  out += star8(0, 105, 78, painted ? '#d9a441' : darken(wood, 0.3)) + star8(0, 105, 48, painted ? '#a63a2e' : lighten(wood, 0.1)) + circle(0, 105, 14, darken(wood, 0.4));
  out += triangleRow(-210, 0, 420, 21, painted ? '#d9a441' : darken(wood, 0.3), 'down');
  if (has(ctx, 'brass', 'studs')) for (let x = -190; x <= 190; x += 38) out += circle(x, 195, 7, '#d4af37') + circle(x, -32, 6, '#d4af37');
  out += rect(-18, -12, 36, 34, '#d4af37', { rx: 4 });
  return out;
};

export const bookStand: Motif = (ctx) => {
  const wood = ctx.palette.main;
  const leaf = (angle: number) =>
    group(
      rect(-60, -240, 120, 420, roundShade(ctx, wood, 0.25), { rx: 6 }) +
        star8(0, -120, 36, darken(wood, 0.3)) +
        (has(ctx, 'mother', 'pearl') ? circle(0, -120, 16, '#f2efe8') + circle(0, 60, 20, '#f2efe8') : circle(0, 60, 24, darken(wood, 0.25))),
      `rotate(${angle})`,
    );
  const book = path('M-200 -150 Q-100 -185 0 -140 Q100 -185 200 -150 L200 -120 Q100 -155 0 -110 Q-100 -155 -200 -120 Z', '#2e6b4f');
  const pages = path('M-190 -160 Q-100 -192 0 -150 Q100 -192 190 -160 L190 -148 Q100 -180 0 -138 Q-100 -180 -190 -148 Z', '#f6f0e0');
  return group(leaf(-32) + leaf(32) + book + pages, 'translate(0 40)');
};

export const woodTray: Motif = (ctx) => {
  const wood = ctx.palette.main;
  const oblong = has(ctx, 'oblong', 'rectangular');
  const outer = oblong ? rect(-250, -90, 500, 240, wood, { rx: 30 }) : ellipse(0, 30, 250, 150, wood);
  const inner = oblong ? rect(-215, -62, 430, 184, '#c9a24a', { rx: 20 }) : ellipse(0, 30, 210, 120, '#c9a24a');
  let out = ellipse(-262, 30, 30, 16, darken(wood, 0.2)) + ellipse(262, 30, 30, 16, darken(wood, 0.2)) + outer + inner;
  for (let k = 0; k < 28; k++) {
    const a = (Math.PI * 2 * k) / 28;
    out += diamond(232 * Math.cos(a), 30 + 136 * Math.sin(a), 8, darken(wood, 0.35));
  }
  return out + cup(-60, 60, 0.8, '#faf7f0', '#6b3f22', '#c9a227') + cup(60, 70, 0.8, '#faf7f0', '#6b3f22', '#c9a227');
};

export const qattTray: Motif = (ctx) => {
  const oblong = has(ctx, 'rectangular');
  const shape = oblong ? rect(-240, -100, 480, 260, '#000', { rx: 26 }) : ellipse(0, 30, 245, 150, '#000');
  const rim = oblong ? rect(-250, -110, 500, 280, '#221f1c', { rx: 32 }) : ellipse(0, 30, 256, 160, '#221f1c');
  return rim + clipTo(ctx, shape, qattBands(ctx.random, -260, -130, 520, 330, 0.8));
};

export const shelf: Motif = (ctx) => {
  const wood = ctx.palette.main;
  const two = has(ctx, 'two', 'tiers');
  const board = (y: number) => {
    let apron = polygon([[-230, y + 24], [230, y + 24], [230, y + 50], [-230, y + 50]], darken(wood, 0.12));
    apron += triangleRow(-230, y + 50, 460, 23, darken(wood, 0.12), 'down');
    return apron + rect(-240, y, 480, 26, roundShade(ctx, wood, 0.2), { rx: 4 });
  };
  let out = board(two ? -60 : 60);
  if (two) out += board(140);
  const top = two ? -60 : 60;
  out += cup(-120, top, 0.9, '#faf7f0', '#6b3f22', '#c9a227');
  out += group(dallahShape(ctx, 0.42), `translate(60 ${top - 100})`);
  return out;
};

export const mortar: Motif = (ctx) => {
  const brass = has(ctx, 'nijr', 'brass') || ctx.palette.main === '#c9a24a';
  const colour = brass ? '#c9a24a' : '#7a5230';
  const body = 'M-120 -150 L120 -150 L100 -120 C90 -40 95 80 130 190 L140 225 L-140 225 L-130 190 C-95 80 -90 -40 -100 -120 Z';
  let out = rect(50, -270, 26, 280, roundShade(ctx, brass ? '#b08d3c' : '#6b4224', 0.3), { rx: 13, transform: 'rotate(18 60 -130)' });
  out += path(body, roundShade(ctx, colour, 0.4));
  out += ellipse(0, -150, 120, 22, darken(colour, 0.45));
  for (const y of [-90, 150]) out += line(-110, y, 110, y, darken(colour, 0.3), 5);
  if (has(ctx, 'studded', 'studs', 'engraved')) for (let x = -80; x <= 80; x += 32) for (const y of [-40, 20, 80]) out += circle(x, y, 6, brass ? darken(colour, 0.3) : '#d4af37');
  return out;
};

// ── silver ─────────────────────────────────────────────────────────────────────────────────

const silver = '#d8dde3';

function bead(x: number, y: number, r: number, colour = silver): string {
  return circle(x, y, r, colour) + circle(x - r * 0.35, y - r * 0.35, r * 0.35, '#ffffff', { opacity: 0.7 });
}

function chainPoints(spread: number, depth: number, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const x = -spread + 2 * spread * t;
    return [x, -200 + depth * Math.sin(Math.PI * t)] as Point;
  });
}

export const necklace: Motif = (ctx) => {
  const points = chainPoints(210, 250, 27);
  let out = '';
  const stone = ctx.palette.accent;
  if (!has(ctx, 'choker')) {
    points.slice(3, -3).forEach(([x, y], i) => {
      const length = 50 + 30 * Math.sin((Math.PI * (i + 1)) / 22);
      out += line(x, y, x, y + length, silver, 3) + polygon([[x - 9, y + length], [x + 9, y + length], [x, y + length + 26]], silver) + circle(x, y + length + 4, 4, stone);
    });
  }
  points.forEach(([x, y]) => (out += bead(x, y, 12)));
  out += circle(0, 80, 54, silver) + circle(0, 80, 44, darken(silver, 0.15)) + circle(0, 80, 24, stone) + circle(-8, 72, 7, '#ffffff', { opacity: 0.6 });
  for (let k = 0; k < 12; k++) out += bead(52 * Math.cos((Math.PI / 6) * k), 80 + 52 * Math.sin((Math.PI / 6) * k), 5);
  return out;
};

export const pendant: Motif = (ctx) => {
  const points = chainPoints(170, 230, 60);
  let out = `<polyline points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${silver}" stroke-width="4"/>`;
  out += circle(0, 36, 12, 'none', outline(silver, 5));
  if (has(ctx, 'kufic', 'square')) {
    // Square Kufic: the name as a little maze of straight strokes on a square plate.
    out += group(rect(-95, -95, 190, 190, roundShade(ctx, silver, 0.3), { rx: 8 }) +
      path('M-70 -70 L70 -70 L70 70 L-30 70 L-30 -30 L30 -30 L30 30', 'none', { stroke: darken(silver, 0.45), 'stroke-width': 16, 'stroke-linejoin': 'miter' }) +
      rect(-70, -30, 16, 100, darken(silver, 0.45)), 'translate(0 142) rotate(45)');
    return out;
  }
  out += group(ellipse(0, 0, 130, 92, roundShade(ctx, silver, 0.3)) + ellipse(0, 0, 118, 80, 'none', { stroke: darken(silver, 0.2), 'stroke-width': 3 }) + script(ctx, -95, -70, 190, 120, darken(silver, 0.5)), 'translate(0 138)');
  return out + ellipse(-60, 100, 30, 12, '#ffffff', { opacity: 0.35 });
};

export const bracelet: Motif = (ctx) => {
  const anklet = has(ctx, 'anklet', 'khalkhal', 'bells');
  const width = anklet ? 26 : 70;
  let out = path('M-200 40 A200 90 0 0 1 200 40', 'none', { stroke: darken(silver, 0.35), 'stroke-width': width });
  out += path('M-200 40 A200 90 0 0 0 200 40', 'none', { stroke: roundShade(ctx, silver, 0.3), 'stroke-width': width });
  if (!anklet) {
    for (let k = 1; k < 12; k++) {
      const a = (Math.PI * k) / 12;
      const x = -200 * Math.cos(a);
      const y = 40 + 90 * Math.sin(a);
      out += has(ctx, 'coral') && k % 2 ? bead(x, y, 15, '#e0674f') : bead(x, y, 13);
      if (has(ctx, 'granulated') || !has(ctx, 'coral', 'twisted')) out += circle(x, y + 24, 4, darken(silver, 0.2)) + circle(x, y - 24, 4, darken(silver, 0.2));
    }
    if (has(ctx, 'twisted', 'wire')) out += path('M-200 40 A200 90 0 0 0 200 40', 'none', { stroke: darken(silver, 0.3), 'stroke-width': 6, 'stroke-dasharray': '10 8' });
  } else {
    for (let k = 1; k < 14; k++) {
      const a = (Math.PI * k) / 14;
      const x = -200 * Math.cos(a);
      const y = 40 + 90 * Math.sin(a);
      if (has(ctx, 'bells')) out += line(x, y, x, y + 30, silver, 3) + bead(x, y + 40, 12) + line(x - 6, y + 46, x + 6, y + 46, darken(silver, 0.4), 2);
      else out += bead(x, y, 9);
    }
  }
  return out;
};

export const ring: Motif = (ctx) => {
  const stone = ctx.palette.accent;
  const square = has(ctx, 'square');
  let out = ellipse(0, 90, 150, 120, 'none', { stroke: darken(silver, 0.35), 'stroke-width': 30 });
  out += path('M-150 90 A150 120 0 0 0 150 90', 'none', { stroke: roundShade(ctx, silver, 0.3), 'stroke-width': 30 });
  if (has(ctx, 'engraved')) out += path('M-150 90 A150 120 0 0 0 150 90', 'none', { stroke: darken(silver, 0.35), 'stroke-width': 4, 'stroke-dasharray': '4 12' });
  out += square ? rect(-90, -120, 180, 150, silver, { rx: 14 }) + rect(-70, -102, 140, 114, stone, { rx: 8 }) : ellipse(0, -45, 95, 80, silver) + ellipse(0, -45, 74, 60, stone);
  for (let k = 0; k < 16; k++) out += circle(86 * Math.cos((Math.PI / 8) * k) * (square ? 1.05 : 1), -45 + 72 * Math.sin((Math.PI / 8) * k), 4, darken(silver, 0.3));
  return out + ellipse(-25, -70, 22, 12, '#ffffff', { opacity: 0.45 });
};

export const earrings: Motif = (ctx) => {
  const one = (x: number) => {
    let out = path(`M${x} -230 C${x + 40} -250 ${x + 50} -190 ${x} -170`, 'none', { stroke: silver, 'stroke-width': 5 });
    if (has(ctx, 'crescent')) out += path(`M${x - 70} -120 A75 75 0 1 0 ${x + 70} -120 A60 60 0 1 1 ${x - 70} -120 Z`, silver);
    else out += circle(x, -130, 40, silver) + circle(x, -130, 26, darken(silver, 0.15)) + circle(x, -130, 12, ctx.palette.accent);
    for (const dx of [-50, -25, 0, 25, 50]) {
      const length = 90 - Math.abs(dx);
      out += line(x + dx, -90, x + dx, -90 + length, silver, 3);
      out += has(ctx, 'bells') ? bead(x + dx, -80 + length, 11) : circle(x + dx, -76 + length, 15, silver) + circle(x + dx, -76 + length, 10, darken(silver, 0.12));
    }
    return out;
  };
  return group(one(-110) + one(110), 'translate(0 120)');
};

// ── embroidery ─────────────────────────────────────────────────────────────────────────────

export const dress: Motif = (ctx) => {
  const base = ctx.tint ?? (has(ctx, 'thobe', 'hejazi') ? '#1d2b4f' : '#1f1d1b');
  const d = 'M-70 -250 L70 -250 L230 -150 L190 -60 L110 -110 L150 235 L-150 235 L-110 -110 L-190 -60 L-230 -150 Z';
  const [red, yellow, green] = ['#c0392b', '#e8b923', '#2e8b57'];
  let embroidery = '';
  if (has(ctx, 'thobe', 'hejazi', 'zari', 'sequins', 'rawasheen')) {
    const gold = '#d4af37';
    embroidery += path('M-45 -250 L0 -150 L45 -250', 'none', { stroke: gold, 'stroke-width': 10 });
    for (let y = -140; y < 200; y += 22) embroidery += diamond(0, y, 8, gold) + (has(ctx, 'sequins') ? circle(-24, y + 11, 4, gold) + circle(24, y + 11, 4, gold) : '');
    if (has(ctx, 'rawasheen')) for (let y = 140; y < 230; y += 18) for (let x = -140; x < 140; x += 18) embroidery += rect(x, y, 9, 9, gold, { opacity: 0.8 });
    embroidery += triangleRow(-150, 205, 300, 30, gold);
  } else {
    embroidery += rect(-75, -200, 150, 170, red) + triangleRow(-75, -200, 150, 25, yellow, 'down') + triangleRow(-75, -55, 150, 25, green);
    for (let y = -170; y < -60; y += 26) embroidery += diamond(0, y + 13, 11, yellow);
    embroidery += polygon([[-230, -150], [-190, -60], [-168, -72], [-206, -162]], red) + polygon([[230, -150], [190, -60], [168, -72], [206, -162]], red);
    embroidery += rect(-160, 190, 320, 45, red) + triangleRow(-160, 190, 320, 20, yellow) + triangleRow(-160, 215, 320, 20, green);
    if (has(ctx, 'bridal')) for (let y = 0; y < 180; y += 30) embroidery += diamond(-70, y, 10, yellow) + diamond(70, y, 10, yellow);
  }
  return path(d, roundShade(ctx, base, 0.3)) + clipTo(ctx, path(d, '#000'), embroidery);
};

export const prayerMat: Motif = (ctx) => {
  const velvet = ctx.tint ?? (has(ctx, 'burgundy') ? '#6d1f2b' : has(ctx, 'navy') ? '#1d2b4f' : '#1f6a4a');
  const gold = '#d4af37';
  const arch = 'M-120 200 L-120 -80 C-120 -170 -40 -200 0 -240 C40 -200 120 -170 120 -80 L120 200 Z';
  let out = fringe(-165, -282, 330, 24, gold) + fringe(-165, 258, 330, 24, gold);
  out += rect(-175, -262, 350, 524, roundShade(ctx, velvet, 0.25), { rx: 6 });
  out += rect(-160, -247, 320, 494, 'none', { stroke: gold, 'stroke-width': 4, 'stroke-dasharray': '12 6' });
  out += group(path(arch, lighten(velvet, 0.18)) + path(arch, 'none', { stroke: gold, 'stroke-width': 6 }), 'translate(0 20)');
  out += line(0, -150, 0, -90, gold, 3) + path('M-20 -90 L20 -90 L12 -55 L-12 -55 Z', gold);
  out += triangleRow(-160, 210, 320, 26, gold);
  return group(out, 'scale(0.92)');
};

export const clutch: Motif = (ctx) => {
  const base = has(ctx, 'gold') ? '#1d2b4f' : has(ctx, 'pearl') ? '#efe6d2' : '#1f1d1b';
  const body = 'M-230 -60 L230 -60 L230 140 Q230 170 200 170 L-200 170 Q-230 170 -230 140 Z';
  let band = '';
  if (has(ctx, 'pearl', 'beads')) for (let x = -200; x <= 200; x += 22) band += bead(x, -12, 9, '#fbf7ef');
  else if (has(ctx, 'gold')) band += triangleRow(-230, -40, 460, 26, '#d4af37') + triangleRow(-230, -14, 460, 26, '#d4af37', 'down');
  else band += rect(-230, -50, 460, 60, '#c0392b') + triangleRow(-230, -50, 460, 30, '#e8b923', 'down') + triangleRow(-230, -20, 460, 30, '#2e8b57');
  return (
    path('M-200 -60 C-200 -260 200 -260 200 -60', 'none', { stroke: '#c9a24a', 'stroke-width': 5, 'stroke-dasharray': '10 6' }) +
    path(body, roundShade(ctx, base, 0.25)) +
    path('M-230 -60 L230 -60 L230 30 L0 80 L-230 30 Z', lighten(base, 0.1)) +
    clipTo(ctx, path('M-230 -60 L230 -60 L230 30 L0 80 L-230 30 Z', '#000'), band) +
    circle(0, 72, 14, '#c9a24a')
  );
};

// ── calligraphy and Qatt ───────────────────────────────────────────────────────────────────

/** Points along a cubic Bézier curve. */
function bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps = 20): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ] as Point;
  });
}

/**
 * A stroke of a broad reed pen: the nib keeps one angle, so the line is thick where it runs
 * across the nib and thin where it runs along it, which is what makes strokes look written.
 */
function nib(points: readonly Point[], width: number, ink: string): string {
  const angle = (65 * Math.PI) / 180;
  const dx = (Math.cos(angle) * width) / 2;
  const dy = (-Math.sin(angle) * width) / 2;
  const ribbon = [...points.map(([x, y]) => [x + dx, y + dy] as Point), ...[...points].reverse().map(([x, y]) => [x - dx, y - dy] as Point)];
  return path(closed(ribbon), ink);
}

/**
 * Pen strokes in the rhythm of Arabic script, written right to left: tall alifs and lams
 * rising from a flowing baseline, a deep bowl at the end of a word, and diamond dots. They
 * read as calligraphy at a glance but never spell a word, so no font and no language is needed.
 */
function script(ctx: DrawContext, x: number, y: number, w: number, h: number, ink: string): string {
  const r = ctx.random;
  const pen = h * 0.085;
  const base = y + h * 0.66;
  const words = w > 260 ? r.int(2, 3) : 2;
  const gap = w * 0.06;
  const wordWidth = (w - gap * (words - 1)) / words;
  let out = '';
  let right = x + w;
  for (let word = 0; word < words; word++) {
    const left = right - wordWidth;
    const bowl = word === words - 1 || r.chance(0.5);
    const joinEnd = bowl ? left + wordWidth * 0.35 : left;
    out += nib(bezier([right, base - pen * 0.3], [right - wordWidth * 0.3, base + pen * 0.25], [joinEnd + wordWidth * 0.2, base + pen * 0.1], [joinEnd, base]), pen, ink);
    const stems = r.int(1, 3);
    for (let k = 0; k < stems; k++) {
      const sx = right - wordWidth * (0.12 + (0.55 * k) / Math.max(1, stems)) - r.int(0, Math.round(wordWidth * 0.06));
      const top = y + h * (0.02 + r.next() * 0.14);
      if (r.chance(0.5)) {
        out += nib(bezier([sx + pen * 0.6, top], [sx + pen * 0.3, top + (base - top) * 0.4], [sx, base - pen], [sx - pen * 0.4, base]), pen * 0.85, ink);
      } else {
        out += nib(bezier([sx + pen * 0.8, top + pen * 0.6], [sx, top + (base - top) * 0.5], [sx - pen * 0.2, base - pen * 1.5], [sx + pen * 1.6, base + pen * 0.1]), pen * 0.85, ink);
      }
    }
    if (bowl) {
      const depth = h * (0.22 + r.next() * 0.08);
      out += nib(bezier([joinEnd, base], [joinEnd - wordWidth * 0.05, base + depth], [left - wordWidth * 0.1, base + depth * 0.9], [left - wordWidth * 0.02, base - pen * 1.2]), pen, ink);
    } else {
      out += nib(bezier([left + pen, base - pen * 0.5], [left, base + pen], [left - pen, base + pen * 2.2], [left - pen * 2.5, base + pen * 3]), pen * 0.9, ink);
    }
    for (let d = r.int(1, 3); d > 0; d--) {
      const dotX = left + wordWidth * (0.2 + r.next() * 0.6);
      const above = r.chance(0.5);
      const dotY = above ? base - pen * (2.6 + r.next() * 1.5) : base + pen * 2.6;
      out += diamond(dotX, dotY, pen * 0.55, ink);
      if (r.chance(0.35)) out += diamond(dotX + pen * 1.4, dotY, pen * 0.55, ink);
    }
    right = left - gap;
  }
  return out;
}

export const calligraphyFrame: Motif = (ctx) => {
  const gold = '#c9a227';
  const onIndigo = has(ctx, 'indigo');
  const paper = onIndigo ? '#22315a' : '#f6efdf';
  const ink = has(ctx, 'gold') || onIndigo ? gold : '#1c1c1c';
  const wide = has(ctx, 'canvas', 'diwani', 'ahlan', 'patience', 'mutanabbi', 'panel');
  const [w, h] = wide ? [500, 360] : [430, 330];
  let out = rect(-w / 2 - 6, -h / 2 + 14, w + 12, h + 12, '#000', { opacity: 0.18 });
  out += rect(-w / 2, -h / 2, w, h, has(ctx, 'canvas') ? '#8a5a34' : '#5b3a22');
  out += rect(-w / 2 + 22, -h / 2 + 22, w - 44, h - 44, has(ctx, 'canvas') ? paper : '#efe6d2');
  out += rect(-w / 2 + 40, -h / 2 + 40, w - 80, h - 80, paper);
  if (has(ctx, 'leaf')) out += rect(-w / 2 + 52, -h / 2 + 52, w - 104, h - 104, 'none', { stroke: gold, 'stroke-width': 3 });
  out += script(ctx, -w / 2 + 70, -h / 2 + 60, w - 140, h - 110, ink);
  return group(out, 'translate(0 20)');
};

export const pens: Motif = (ctx) => {
  let out = rect(-230, -60, 300, 260, '#f6efdf', { transform: 'rotate(-6)' }) + group(script(ctx, -200, -30, 240, 190, '#1c1c1c'), 'rotate(-6)');
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 34;
    out += group(rect(-9, -230, 18, 360, '#c8a46a', { rx: 4 }) + polygon([[-9, 130], [9, 130], [0, 168]], '#8a6a3c') + rect(-10, -120, 20, 8, '#8a6a3c') + rect(-10, 20, 20, 8, '#8a6a3c'), `translate(${x} 0) rotate(${18 + i * 4})`);
  }
  out += ellipse(170, 200, 60, 20, '#1c1c1c') + path('M110 200 L115 120 Q170 100 225 120 L230 200 Z', '#2b2b2b') + ellipse(170, 120, 55, 16, '#0d0d0d');
  return out;
};

export const coasters: Motif = (ctx) => {
  const natural = has(ctx, 'natural');
  let out = '';
  const spots: [number, number, number][] = [[-110, -110, -6], [110, -100, 5], [-100, 115, 4], [115, 120, -5]];
  for (const [x, y, angle] of spots) {
    out += group(
      rect(-92, -92, 184, 184, natural ? '#b98a55' : '#1f1d1b', { rx: 16 }) + script(ctx, -65, -55, 130, 110, natural ? '#3b2414' : '#c9a227'),
      `translate(${x} ${y}) rotate(${angle})`,
    );
  }
  return out;
};

export const qattCanvas: Motif = (ctx) => {
  return rect(-226, -236, 460, 460, '#000', { opacity: 0.18 }) + clipTo(ctx, rect(-230, -245, 460, 460, '#000'), qattBands(ctx.random, -230, -245, 460, 470, 1.05)) + rect(-230, -245, 460, 460, 'none', outline('#221f1c', 6));
};

export const qattMirror: Motif = (ctx) => {
  const shape = has(ctx, 'round')
    ? (r: number) => circle(0, 0, r, '#000')
    : has(ctx, 'square')
      ? (r: number) => rect(-r, -r, 2 * r, 2 * r, '#000')
      : (r: number) => path(`M${-r * 0.8} ${r} L${-r * 0.8} ${-r * 0.3} A${r * 0.8} ${r * 0.8} 0 0 1 ${r * 0.8} ${-r * 0.3} L${r * 0.8} ${r} Z`, '#000');
  const glass = ctx.define(
    (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9f3f7"/><stop offset="0.5" stop-color="#b9d3de"/><stop offset="1" stop-color="#8fb0bf"/></linearGradient>`,
  );
  return (
    clipTo(ctx, shape(240), qattBands(ctx.random, -250, -250, 500, 500, 0.8)) +
    shape(160).replace('fill="#000"', `fill="url(#${glass})"`) +
    clipTo(ctx, shape(160), path('M-200 60 L60 -200 L110 -200 L-150 60 Z M-160 160 L160 -160 L180 -140 L-140 180 Z', '#ffffff', { opacity: 0.45 }))
  );
};

export const chest: Motif = (ctx) => {
  const lid = 'M-240 -120 C-240 -200 240 -200 240 -120 Z';
  return (
    path(lid, '#221f1c') +
    clipTo(ctx, path('M-232 -126 C-232 -192 232 -192 232 -126 Z', '#000'), qattBands(ctx.random, -240, -200, 480, 90, 0.5)) +
    rect(-245, -120, 490, 340, '#221f1c', { rx: 8 }) +
    clipTo(ctx, rect(-235, -110, 470, 320, '#000'), qattBands(ctx.random, -240, -115, 480, 340, has(ctx, 'small', 'keepsake') ? 0.6 : 0.9)) +
    rect(-30, -130, 60, 50, '#c9a24a', { rx: 6 })
  );
};

// ── leather ────────────────────────────────────────────────────────────────────────────────

const leatherColour = (ctx: DrawContext) => ctx.tint ?? (has(ctx, 'black') ? '#2a2320' : has(ctx, 'burgundy') ? '#6d1f2b' : '#a8703f');

export const sandals: Motif = (ctx) => {
  const colour = leatherColour(ctx);
  const sole = 'M0 -240 C70 -240 85 -150 78 -80 C70 -10 60 20 66 100 C72 180 50 235 0 235 C-50 235 -72 180 -66 100 C-60 20 -70 -10 -78 -80 C-85 -150 -70 -240 0 -240 Z';
  const one = (x: number, angle: number, mirror: number) =>
    group(
      path(sole, darken(colour, 0.35)) +
        group(path(sole, roundShade(ctx, colour, 0.2)), 'scale(0.94)') +
        path(sole, 'none', { stroke: lighten(colour, 0.45), 'stroke-width': 3, 'stroke-dasharray': '8 7', transform: 'scale(0.86)' }) +
        path('M-84 -90 C-40 -40 40 -40 84 -90 L80 -30 C40 10 -40 10 -80 -30 Z', darken(colour, 0.15)) +
        (has(ctx, 'najdi') ? path('M-20 -210 C-10 -160 10 -160 20 -210', 'none', { stroke: darken(colour, 0.2), 'stroke-width': 18 }) : '') +
        (has(ctx, 'hasawi') ? triangleRow(-70, -56, 140, 20, lighten(colour, 0.35)) : ''),
      `translate(${x} 0) rotate(${angle}) scale(${mirror} 1)`,
    );
  return one(-95, -8, 1) + one(95, 8, -1);
};

export const wallet: Motif = (ctx) => {
  const colour = leatherColour(ctx);
  if (has(ctx, 'key', 'loop', 'tag')) {
    return (
      circle(0, -150, 60, 'none', outline('#c9a24a', 14)) +
      path('M-70 -80 L70 -80 L70 150 L0 210 L-70 150 Z', roundShade(ctx, colour, 0.25)) +
      path('M-56 -66 L56 -66 L56 143 L0 192 L-56 143 Z', 'none', { stroke: lighten(colour, 0.45), 'stroke-width': 3, 'stroke-dasharray': '7 6' }) +
      rect(-22, -112, 44, 40, colour, { rx: 10 }) +
      group(circle(0, -50, 34, '#c9a24a') + circle(0, -50, 14, '#00000055') + rect(-9, -20, 18, 150, '#c9a24a') + rect(9, 80, 26, 12, '#c9a24a') + rect(9, 105, 20, 12, '#c9a24a'), 'translate(150 0) rotate(20)')
    );
  }
  const long = has(ctx, 'long');
  const card = has(ctx, 'card');
  const [w, h] = long ? [460, 230] : card ? [280, 200] : [380, 270];
  let out = rect(-w / 2 + 20, -h / 2 - 30, w - 40, 60, '#e8e2d6', { rx: 6, transform: 'rotate(-4)' }) + rect(-w / 2 + 40, -h / 2 - 50, w - 100, 60, '#1f6fb2', { rx: 6, transform: 'rotate(3)' });
  out += rect(-w / 2, -h / 2, w, h, roundShade(ctx, colour, 0.22), { rx: 18 });
  out += rect(-w / 2 + 14, -h / 2 + 14, w - 28, h - 28, 'none', { stroke: lighten(colour, 0.45), 'stroke-width': 3, 'stroke-dasharray': '9 7', rx: 12 });
  if (!card) out += line(0, -h / 2 + 4, 0, h / 2 - 4, darken(colour, 0.3), 4);
  return group(out, 'translate(0 40)');
};

export const messengerBag: Motif = (ctx) => {
  const colour = leatherColour(ctx);
  let strap = path('M-210 -20 C-210 -300 210 -300 210 -20', 'none', { stroke: darken(colour, 0.2), 'stroke-width': 30 });
  if (has(ctx, 'sadu')) strap = clipTo(ctx, path('M-225 -20 C-225 -315 225 -315 225 -20 L195 -20 C195 -285 -195 -285 -195 -20 Z', '#000'), saduBands(ctx.random, -240, -320, 480, 320, ['#9e2a2b', '#1f1d1b', '#efe6d2', '#d98c2b'], 0.8));
  return (
    strap +
    rect(-230, -40, 460, 270, roundShade(ctx, colour, 0.22), { rx: 26 }) +
    path('M-230 -40 L230 -40 L230 110 Q230 140 200 140 L-200 140 Q-230 140 -230 110 Z', lighten(colour, 0.06)) +
    path('M-214 -26 L214 -26 L214 104 Q214 124 194 124 L-194 124 Q-214 124 -214 104 Z', 'none', { stroke: lighten(colour, 0.45), 'stroke-width': 3, 'stroke-dasharray': '9 7' }) +
    [-110, 110].map((x) => rect(x - 20, 60, 40, 120, darken(colour, 0.2), { rx: 6 }) + rect(x - 26, 110, 52, 34, 'none', outline('#c9a24a', 7))).join('')
  );
};

export const saddleBag: Motif = (ctx) => {
  const colour = leatherColour(ctx);
  const pouch = (x: number) => {
    let out = path(`M${x - 105} -80 L${x + 105} -80 L${x + 95} 150 Q${x} 190 ${x - 95} 150 Z`, roundShade(ctx, colour, 0.2));
    if (has(ctx, 'sadu')) out += clipTo(ctx, rect(x - 100, -20, 200, 100, '#000'), saduBands(ctx.random, x - 100, -20, 200, 100, ['#9e2a2b', '#1f1d1b', '#efe6d2', '#d98c2b'], 0.6));
    else for (let k = 0; k < 5; k++) out += circle(x - 60 + k * 30, 30, 8, darken(colour, 0.4));
    for (let k = 0; k < 7; k++) {
      const tx = x - 84 + k * 28;
      const ty = 155 + (Math.abs(k - 3) * -6);
      out += line(tx, ty, tx, ty + 70, darken(colour, 0.25), 6) + circle(tx, ty + 74, 7, '#9e2a2b');
    }
    return out;
  };
  return rect(-230, -120, 460, 50, darken(colour, 0.15), { rx: 10 }) + pouch(-118) + pouch(118);
};

export const pouffe: Motif = (ctx) => {
  const colour = leatherColour(ctx);
  let out = path('M-220 -80 L-220 150 C-220 230 220 230 220 150 L220 -80 Z', roundShade(ctx, colour, 0.3));
  for (let x = -160; x <= 160; x += 80) out += path(`M${x} -40 Q${x * 1.05} 80 ${x} 205`, 'none', { stroke: darken(colour, 0.25), 'stroke-width': 4 });
  if (has(ctx, 'embroidered')) out += rect(-220, 20, 440, 50, '#1f1d1b') + triangleRow(-220, 20, 440, 25, '#c0392b', 'down') + triangleRow(-220, 45, 440, 25, '#e8b923');
  out += ellipse(0, -80, 220, 70, lighten(colour, 0.1)) + star8(0, -80, 50, darken(colour, 0.2), { transform: 'translate(0 -80) scale(1 0.32) translate(0 80)' });
  return out + ellipse(0, -80, 180, 54, 'none', { stroke: lighten(colour, 0.45), 'stroke-width': 3, 'stroke-dasharray': '9 7' });
};

// ── incense, rose and coffee ───────────────────────────────────────────────────────────────

function smoke(x: number, y: number): string {
  return [-24, 0, 24]
    .map((dx, i) => path(`M${x + dx} ${y} C${x + dx - 30} ${y - 50} ${x + dx + 30} ${y - 90} ${x + dx} ${y - 140 - i * 10} C${x + dx - 20} ${y - 170} ${x + dx + 10} ${y - 190} ${x + dx} ${y - 210}`, 'none', { stroke: '#ffffff', 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.55 }))
    .join('');
}

export const mabkhara: Motif = (ctx) => {
  const wood = has(ctx, 'clay') ? ctx.palette.main : '#6b3f22';
  const clayBurner = has(ctx, 'clay');
  let out = smoke(0, -150);
  if (clayBurner) {
    out += path('M-150 -140 L150 -140 L110 -20 L-110 -20 Z', roundShade(ctx, has(ctx, 'painted') ? '#e9e1d2' : wood, 0.3));
    for (let x = -100; x <= 100; x += 40) out += path(`M${x - 12} -120 L${x + 12} -120 L${x} -60 Z`, '#3b2418');
    if (has(ctx, 'painted')) out += triangleRow(-120, -40, 240, 20, '#c0392b');
  } else {
    const tall = has(ctx, 'tall');
    out += polygon([[-150, -150], [150, -150], [120, -50], [-120, -50]], roundShade(ctx, wood, 0.35));
    for (let x = -120; x <= 120; x += 30) out += circle(x, -100, 6, '#d4af37');
    if (has(ctx, 'mirror')) for (let x = -90; x <= 90; x += 60) out += diamond(x, -100, 14, '#cfe3ea');
    out += ellipse(0, -150, 150, 18, '#3b2418') + ellipse(0, -154, 40, 10, '#d94f1c');
    const neck = tall ? 150 : 90;
    out += rect(-45, -50, 90, neck, roundShade(ctx, darken(wood, 0.1), 0.3));
    out += polygon([[-45, -50 + neck], [45, -50 + neck], [140, 230], [-140, 230]], roundShade(ctx, wood, 0.35));
    for (let x = -100; x <= 100; x += 25) out += circle(x, 205, 5, '#d4af37');
    out += triangleRow(-40, -40, 80, 20, '#d4af37', 'down');
  }
  if (clayBurner) out += rect(-40, -20, 80, 120, roundShade(ctx, darken(wood, 0.08), 0.3)) + path('M-40 100 L40 100 L120 230 L-120 230 Z', roundShade(ctx, wood, 0.3));
  return out;
};

export const bakhoor: Motif = (ctx) => {
  const brass = '#c9a24a';
  let out = path('M-60 -120 L60 -120 L70 140 Q0 160 -70 140 Z', '#3b2a55', { opacity: 0.92 });
  out += rect(-70, -150, 140, 40, brass, { rx: 10 }) + circle(0, -160, 16, brass) + star8(0, 10, 40, '#d4af37');
  out = group(out, 'translate(110 40)');
  out += ellipse(-90, 170, 150, 40, roundShade(ctx, brass, 0.3)) + ellipse(-90, 160, 130, 28, darken(brass, 0.35));
  for (let k = 0; k < 14; k++) {
    const x = -180 + ctx.random.int(0, 180);
    const y = 150 + ctx.random.int(-10, 14);
    out += polygon([[x, y], [x + 20, y - 8], [x + 30, y + 6], [x + 8, y + 14]], ctx.random.pick(['#3b2010', '#5a3018', '#2a160a']));
  }
  return out + smoke(-90, 120);
};

function rose(x: number, y: number, s: number): string {
  let out = '';
  for (const [angle, dx, dy] of [[-40, -70, 60], [40, 70, 60]] as const) out += ellipse(x + dx * s, y + dy * s, 60 * s, 22 * s, '#3d7a3a', { transform: `rotate(${angle} ${n(x + dx * s)} ${n(y + dy * s)})` });
  const petals = ['#8e1f45', '#b4325c', '#d14b74', '#e07394'];
  petals.forEach((colour, layer) => {
    const count = 6 - layer;
    const radius = (70 - layer * 16) * s;
    for (let k = 0; k < count; k++) {
      const a = (Math.PI * 2 * k) / count + layer * 0.5;
      out += circle(x + Math.cos(a) * radius * 0.45, y + Math.sin(a) * radius * 0.45, radius * 0.62, colour);
    }
  });
  return out + path(`M${n(x - 12 * s)} ${n(y)} A${n(12 * s)} ${n(12 * s)} 0 1 1 ${n(x + 6 * s)} ${n(y + 8 * s)}`, 'none', { stroke: '#6d1433', 'stroke-width': n(4 * s) });
}

export const roseOil: Motif = (ctx) => {
  const liquid = ctx.define((id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7d27a"/><stop offset="1" stop-color="#c98a2c"/></linearGradient>`);
  const body = 'M-20 -60 L100 -60 L140 20 L120 200 L0 200 L-20 20 Z';
  return (
    rose(-120, 150, 0.9) +
    group(
      path('M30 -200 C0 -170 10 -120 40 -90 C70 -120 80 -170 50 -200 Z', '#c9a24a') +
        rect(20, -90, 40, 34, '#c9a24a') +
        path(body, `url(#${liquid})`, { opacity: 0.95 }) +
        path(body, 'none', outline('#fff8e0', 4)) +
        polygon([[-20, 20], [140, 20], [100, -60], [-20, -60]], '#ffffff', { opacity: 0.18 }) +
        line(60, -60, 60, 200, '#ffffff', 3, { opacity: 0.5 }),
      'translate(60 20)',
    )
  );
};

export const roseWater: Motif = (ctx) => {
  const mist = has(ctx, 'mist', 'spray');
  const bottle = 'M-60 -120 L60 -120 L60 -80 C110 -60 120 -20 120 20 L120 200 Q120 220 100 220 L-100 220 Q-120 220 -120 200 L-120 20 C-120 -20 -110 -60 -60 -80 Z';
  return (
    group(
      (mist ? rect(-40, -200, 80, 80, '#f4f1ea', { rx: 10 }) + rect(-14, -230, 60, 34, '#f4f1ea', { rx: 8 }) : rect(-50, -180, 100, 60, '#c9a24a', { rx: 8 })) +
        path(bottle, '#f7dbe3', { opacity: 0.9 }) +
        path('M-110 40 L110 40 L110 200 Q110 212 98 212 L-98 212 Q-110 212 -110 200 Z', '#ef9fb6', { opacity: 0.8 }) +
        path(bottle, 'none', outline('#ffffff', 5)) +
        rect(-70, 80, 140, 90, '#fbf6ec', { rx: 8 }) +
        rose(0, 125, 0.32) +
        shine('M-95 -10 L-80 -10 L-80 190 L-95 190 Z', 0.5),
      'translate(60 0)',
    ) + rose(-150, 160, 0.8)
  );
};

export const roseGift: Motif = (ctx) => {
  const box = saduBands(ctx.random, -210, 0, 420, 220, ['#9e2a2b', '#1f1d1b', '#efe6d2', '#d98c2b'], 0.8);
  return (
    clipTo(ctx, rect(-210, 0, 420, 220, '#000', { rx: 8 }), box) +
    polygon([[-220, 0], [220, 0], [200, -40], [-200, -40]], '#7a1f3d') +
    rect(-20, -40, 40, 260, '#c9a24a') +
    group(roseOil(ctx), 'translate(-20 -150) scale(0.55)') +
    rose(120, -40, 0.7)
  );
};

export const soap: Motif = () => {
  const bar = (x: number, y: number, angle: number) =>
    group(
      rect(-120, -70, 240, 140, '#f3c1cf', { rx: 34 }) +
        rect(-104, -56, 208, 112, '#f7d3dd', { rx: 28 }) +
        circle(0, 0, 34, 'none', { stroke: '#e39ab0', 'stroke-width': 6 }) +
        star8(0, 0, 22, '#e39ab0') +
        circle(-70, -30, 4, '#b4325c') + circle(60, 34, 5, '#b4325c') + circle(80, -24, 3, '#b4325c'),
      `translate(${x} ${y}) rotate(${angle})`,
    );
  return bar(-80, 120, -6) + bar(90, 140, 8) + bar(0, -40, 2) + rose(170, -120, 0.55);
};

function dallahShape(ctx: DrawContext, s: number, colour = '#c9a24a'): string {
  const body =
    'M-100 220 L100 220 L88 196 C150 170 160 90 110 40 C90 20 60 10 46 -10 C70 -40 86 -70 76 -110 L56 -130 L-56 -130 L-76 -110 C-86 -70 -70 -40 -46 -10 C-60 10 -90 20 -110 40 C-160 90 -150 170 -88 196 Z';
  const spout = 'M-112 140 C-190 110 -212 -40 -252 -140 L-280 -166 L-262 -126 C-232 -56 -200 40 -96 66 Z';
  const lid = 'M-56 -130 L56 -130 C50 -180 20 -210 0 -250 C-20 -210 -50 -180 -56 -130 Z';
  const handle = 'M60 -100 C170 -100 190 20 120 80';
  return group(
    path(handle, 'none', { stroke: darken(colour, 0.25), 'stroke-width': 18, 'stroke-linecap': 'round' }) +
      path(spout, roundShade(ctx, colour, 0.35)) +
      path(body, roundShade(ctx, colour, 0.4)) +
      path(lid, roundShade(ctx, lighten(colour, 0.05), 0.35)) +
      circle(0, -258, 14, colour) +
      line(-70, -10, 70, -10, darken(colour, 0.35), 5) +
      line(-86, 196, 86, 196, darken(colour, 0.3), 5) +
      (has(ctx, 'engraved') ? triangleRow(-60, 100, 120, 20, darken(colour, 0.3)) : ''),
    `scale(${s})`,
  );
}

export const dallah: Motif = (ctx) => dallahShape(ctx, 0.95, has(ctx, 'hasawi') ? '#b5653a' : '#c9a24a');

export const coffeeSet: Motif = (ctx) =>
  ellipse(0, 170, 260, 70, roundShade(ctx, '#b08d3c', 0.3)) +
  ellipse(0, 160, 236, 56, '#d6b560') +
  group(dallahShape(ctx, 0.6), 'translate(-90 20)') +
  cup(70, 170, 0.75, '#faf7f0', '#6b3f22', '#c9a227') +
  cup(160, 160, 0.75, '#faf7f0', '#6b3f22', '#c9a227') +
  cup(120, 215, 0.75, '#faf7f0', '#6b3f22', '#c9a227');

export const roastingPan: Motif = (ctx) => {
  let out = rect(100, -20, 250, 22, '#3b3028', { rx: 10, transform: 'rotate(-20 100 0)' });
  out += ellipse(-40, 60, 190, 70, '#3b3028') + ellipse(-40, 52, 170, 56, '#2a221d');
  for (let k = 0; k < 40; k++) out += ellipse(-40 + ctx.random.int(-140, 140), 52 + ctx.random.int(-36, 36), 11, 7, ctx.random.pick(['#8a5a2c', '#a8743a', '#6b4220']));
  out += group(rect(-8, -230, 16, 250, has(ctx, 'brass') ? '#c9a24a' : '#3b3028', { rx: 6 }) + ellipse(0, 30, 30, 18, '#3b3028'), 'translate(-120 0) rotate(25)');
  return out;
};

function dates(x: number, y: number, w: number, h: number, ctx: DrawContext): string {
  const mixed = has(ctx, 'mixed');
  const barni = has(ctx, 'barni');
  let out = '';
  for (let yy = y + 24; yy < y + h - 10; yy += 46) {
    for (let xx = x + 34; xx < x + w - 20; xx += 62) {
      const colour = barni ? '#a0521d' : mixed ? ctx.random.pick(['#4a2412', '#a0521d', '#6b3418']) : '#4a2412';
      out += ellipse(xx, yy, 28, 18, colour) + ellipse(xx - 8, yy - 6, 10, 4, '#ffffff', { opacity: 0.35 });
      if (has(ctx, 'almond', 'stuffed')) out += ellipse(xx, yy, 12, 6, '#f1dcb0');
    }
  }
  return out;
}

export const dateBox: Motif = (ctx) => {
  const wood = '#8a5a34';
  return (
    polygon([[-230, -60], [230, -60], [200, -240], [-200, -240]], darken(wood, 0.1)) +
    star8(0, -150, 50, lighten(wood, 0.15)) +
    rect(-240, -60, 480, 280, roundShade(ctx, wood, 0.2), { rx: 8 }) +
    rect(-215, -40, 430, 240, '#f1e2c6') +
    dates(-215, -40, 430, 240, ctx)
  );
};

export const hamper: Motif = (ctx) => {
  const body = 'M-220 -20 L220 -20 L180 220 L-180 220 Z';
  return (
    path('M-170 -18 C-170 -270 170 -270 170 -18', 'none', { stroke: frondDark, 'stroke-width': 20 }) +
    group(dallahShape(ctx, 0.45), 'translate(-90 -90)') +
    dates(-20, -110, 220, 100, ctx) +
    cup(150, -20, 0.7, '#faf7f0', '#6b3f22', '#c9a227') +
    clipTo(ctx, path(body, '#000'), plaited(ctx, -230, -20, 460, 250, ['#c0392b'])) +
    rect(-230, -34, 460, 30, frondDark, { rx: 12 }) +
    path('M-30 -4 C-90 -60 -90 40 -30 10 M30 -4 C90 -60 90 40 30 10', 'none', { stroke: '#9e2a2b', 'stroke-width': 14, 'stroke-linecap': 'round' }) +
    circle(0, 4, 16, '#9e2a2b')
  );
};

export const MOTIFS = {
  cushion, rug, runner, hanging, shawl, tote,
  jug, waterJar, cookingPot, bowl, planter, cups, mugs,
  basket, foodCover, mat, tray, fan, rope, lampshade,
  door, box, bookStand, woodTray, qattTray, shelf, mortar,
  necklace, pendant, bracelet, ring, earrings,
  dress, prayerMat, clutch,
  calligraphyFrame, pens, coasters, qattCanvas, qattMirror, chest,
  sandals, wallet, messengerBag, saddleBag, pouffe,
  mabkhara, bakhoor, roseOil, roseWater, roseGift, soap,
  dallah, coffeeSet, roastingPan, dateBox, hamper,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
