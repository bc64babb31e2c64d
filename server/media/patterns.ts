// The geometric bands of Saudi crafts, reused by many drawings: Sadu weaving (triangles,
// "horse teeth", diamonds, zigzags between solid stripes, mirrored like a real warp) and
// Al-Qatt Al-Asiri (bright rows of triangles and ladders between black lines).
import type { Random } from '../persistence/seed/random';
import { circle, n, polygon, rect, type Point } from './svg';

type BandKind = 'solid' | 'pinstripe' | 'triangles' | 'teeth' | 'diamonds' | 'zigzag' | 'checker' | 'dots';

interface Band {
  readonly kind: BandKind;
  readonly height: number;
  readonly colours: readonly [string, string];
}

function drawBand(band: Band, x: number, y: number, w: number): string {
  const [a, b] = band.colours;
  const h = band.height;
  let out = rect(x, y, w, h, b);
  switch (band.kind) {
    case 'solid':
      return rect(x, y, w, h, a);
    case 'pinstripe': {
      const step = Math.max(4, h / 4);
      for (let yy = y; yy < y + h - 0.5; yy += step * 2) out += rect(x, yy, w, Math.min(step, y + h - yy), a);
      return out;
    }
    case 'triangles': {
      const tw = h * 1.15;
      for (let xx = x - tw; xx < x + w + tw; xx += tw) out += polygon([[xx, y + h], [xx + tw / 2, y], [xx + tw, y + h]], a);
      return out;
    }
    case 'teeth': {
      const tw = h * 0.9;
      for (let xx = x - tw; xx < x + w + tw; xx += tw) {
        out += polygon([[xx, y], [xx + tw / 2, y + h / 2], [xx + tw, y]], a);
        out += polygon([[xx + tw / 2, y + h], [xx + tw, y + h / 2], [xx + tw * 1.5, y + h]], a);
      }
      return out;
    }
    case 'diamonds': {
      const dw = h * 1.1;
      for (let xx = x - dw; xx < x + w + dw; xx += dw) {
        out += polygon([[xx + dw / 2, y + 1], [xx + dw - 2, y + h / 2], [xx + dw / 2, y + h - 1], [xx + 2, y + h / 2]], a);
        out += circle(xx + dw / 2, y + h / 2, h / 9, b);
      }
      return out;
    }
    case 'zigzag': {
      const zw = h * 1.2;
      const points: Point[] = [];
      for (let xx = x - zw; xx < x + w + zw; xx += zw) points.push([xx, y + h * 0.8], [xx + zw / 2, y + h * 0.2]);
      return out + `<polyline points="${points.map(([px, py]) => `${n(px)},${n(py)}`).join(' ')}" fill="none" stroke="${a}" stroke-width="${n(h / 4)}" stroke-linejoin="miter"/>`;
    }
    case 'checker': {
      const s = h / 2;
      for (let xx = x, i = 0; xx < x + w; xx += s, i++) out += rect(xx, y + (i % 2) * s, s, s, a);
      return out;
    }
    case 'dots': {
      const step = h * 1.2;
      for (let xx = x + step / 2; xx < x + w; xx += step) out += circle(xx, y + h / 2, h / 4, a);
      return out;
    }
  }
}

/**
 * Horizontal Sadu bands filling a box, mirrored about the middle as the warp is on the loom.
 * `colours` are [main, dark, light, accent]; `scale` sets the band heights.
 */
export function saduBands(random: Random, x: number, y: number, w: number, h: number, colours: readonly string[], scale = 1): string {
  const [main = '#9e2a2b', dark = '#1f1d1b', light = '#efe6d2', accent = '#d98c2b'] = colours;
  const patterned: BandKind[] = ['triangles', 'teeth', 'diamonds', 'zigzag', 'checker', 'dots'];
  const half: Band[] = [];
  let used = 0;
  let i = 0;
  while (used < h / 2) {
    const band: Band =
      i % 2 === 0
        ? { kind: random.chance(0.25) ? 'pinstripe' : 'solid', height: random.pick([10, 16, 26, 34]) * scale, colours: [i % 4 === 0 ? main : dark, light] }
        : {
            kind: random.pick(patterned),
            height: random.pick([22, 28, 36]) * scale,
            colours: random.chance(0.5) ? [light, random.chance(0.7) ? main : dark] : [random.chance(0.7) ? dark : accent, light],
          };
    half.push(band);
    used += band.height;
    i++;
  }
  const bands = [...half, ...[...half].reverse()];
  const total = bands.reduce((sum, band) => sum + band.height, 0);
  let yy = y + (h - total) / 2;
  return bands
    .map((band) => {
      const out = drawBand(band, x, yy, w);
      yy += band.height;
      return out;
    })
    .join('');
}

/** Al-Qatt Al-Asiri: bright bands of triangles, ladders and checks between black rules. */
export function qattBands(random: Random, x: number, y: number, w: number, h: number, scale = 1): string {
  const bright = ['#d7322b', '#f2b705', '#2f9e44', '#1f6fb2', '#e86a1c', '#7b3f98'];
  const black = '#221f1c';
  const white = '#fbf6ec';
  const kinds: BandKind[] = ['triangles', 'teeth', 'checker', 'diamonds', 'triangles', 'zigzag'];
  let out = rect(x, y, w, h, white);
  let yy = y;
  let i = 0;
  while (yy < y + h) {
    const height = random.pick([30, 40, 52]) * scale;
    const a = bright[(i + random.int(0, 1)) % bright.length] as string;
    const b = i % 3 === 2 ? white : (bright[(i + 3) % bright.length] as string);
    out += drawBand({ kind: random.pick(kinds), height, colours: [a, b] }, x, yy, w);
    out += rect(x, yy + height, w, 5 * scale, black);
    yy += height + 5 * scale;
    if (random.chance(0.35)) {
      out += drawBand({ kind: 'solid', height: 12 * scale, colours: [random.pick(bright), white] }, x, yy, w);
      out += rect(x, yy + 12 * scale, w, 4 * scale, black);
      yy += 16 * scale;
    }
    i++;
  }
  return out;
}

/** An eight-pointed star (two squares), the rosette of Najdi doors and many other crafts. */
export function star8(cx: number, cy: number, r: number, fill: string, extra?: Readonly<Record<string, string | number>>): string {
  const points: Point[] = [];
  for (let k = 0; k < 16; k++) {
    const angle = (Math.PI / 8) * k - Math.PI / 2;
    const radius = k % 2 === 0 ? r : r * 0.72;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(points, fill, extra);
}

/** A row of small triangles along a straight edge, the carved border of doors and trays. */
export function triangleRow(x: number, y: number, w: number, size: number, fill: string, pointing: 'up' | 'down' = 'up'): string {
  let out = '';
  for (let xx = x; xx + size <= x + w + 0.01; xx += size) {
    out += pointing === 'up'
      ? polygon([[xx, y + size], [xx + size / 2, y], [xx + size, y + size]], fill)
      : polygon([[xx, y], [xx + size / 2, y + size], [xx + size, y]], fill);
  }
  return out;
}

export const diamond = (cx: number, cy: number, r: number, fill: string) => polygon([[cx, cy - r], [cx + r, cy], [cx, cy + r], [cx - r, cy]], fill);

