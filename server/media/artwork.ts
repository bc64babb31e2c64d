// Generated pictures for the catalogue: product photos, store logos and banners, category
// tiles and deal banners, drawn as SVG from nothing but a kind and a slug. The slug picks the
// craft (its words name the object: 'brass-dallah-…', 'sadu-cushion-cover-…'), the palette and
// the variant details, and seeds the PRNG for patterns, so a slug always gets the same picture.
import { hashText, mulberry32 } from '../persistence/seed/random';
import { MOTIFS, type DrawContext, type MotifName, type Palette } from './motifs';
import { diamond, qattBands, saduBands, star8 } from './patterns';
import { circle, darken, ellipse, group, lighten, line, path, polygon, rect, svgDocument } from './svg';

export const ARTWORK_KINDS = ['products', 'sellers', 'seller-banners', 'categories', 'deals'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export const ARTWORK_SIZES: Readonly<Record<ArtworkKind, readonly [number, number]>> = {
  products: [800, 800],
  sellers: [400, 400],
  'seller-banners': [1200, 400],
  categories: [400, 400],
  deals: [1200, 400],
};

type PaletteName = 'sadu' | 'pottery' | 'palm' | 'wood' | 'silver' | 'embroidery' | 'linen' | 'calligraphy' | 'qatt' | 'leather' | 'incense' | 'rose' | 'coffee' | 'dates';

const PALETTES: Readonly<Record<PaletteName, Palette>> = {
  sadu: { bg: '#f4e6d3', halo: '#ecd3b4', main: '#9e2a2b', dark: '#1f1d1b', light: '#f1e7d4', accent: '#d98c2b' },
  pottery: { bg: '#f5e9dc', halo: '#ecd6c0', main: '#b5553a', dark: '#6e3020', light: '#f3e2cf', accent: '#e8c9a8' },
  palm: { bg: '#eff0dd', halo: '#e2e3c2', main: '#d9b56c', dark: '#6b5428', light: '#f7f1da', accent: '#c0392b' },
  wood: { bg: '#f1e6d6', halo: '#e4d0b5', main: '#8a5a34', dark: '#3b2414', light: '#f6ecdd', accent: '#d9a441' },
  silver: { bg: '#1f2b43', halo: '#2c3c5c', main: '#d8dde3', dark: '#101726', light: '#3a4d73', accent: '#c8552d' },
  embroidery: { bg: '#f3e9e2', halo: '#e8d6ca', main: '#1f1d1b', dark: '#1f1d1b', light: '#f7efe8', accent: '#c0392b' },
  linen: { bg: '#eef0ee', halo: '#dde3e0', main: '#c9a227', dark: '#2f5d8a', light: '#fbfaf5', accent: '#2f5d8a' },
  calligraphy: { bg: '#f3ece0', halo: '#e6dac4', main: '#5b3a22', dark: '#1c1c1c', light: '#faf5ea', accent: '#c9a227' },
  qatt: { bg: '#fbf1de', halo: '#f5dfb6', main: '#d7322b', dark: '#221f1c', light: '#fffaf0', accent: '#f2b705' },
  leather: { bg: '#f3e8dc', halo: '#e6d1bb', main: '#a8703f', dark: '#4a2c16', light: '#f8efe4', accent: '#c9a24a' },
  incense: { bg: '#efe4e0', halo: '#e0ccc4', main: '#6b3f22', dark: '#2e1a10', light: '#f7efe9', accent: '#d4af37' },
  rose: { bg: '#f9e9ed', halo: '#f2d2db', main: '#c2476b', dark: '#6d1433', light: '#fdf4f6', accent: '#c9a24a' },
  coffee: { bg: '#f2e8d8', halo: '#e6d2b0', main: '#c9a24a', dark: '#4a3510', light: '#faf4e8', accent: '#6b3f22' },
  dates: { bg: '#f3eadb', halo: '#e7d5b6', main: '#8a5a34', dark: '#3b2010', light: '#faf3e6', accent: '#4a2412' },
};

/** Words of a slug → the object drawn and its palette. The first rule whose words all appear wins. */
const RULES: readonly (readonly [string, MotifName, PaletteName])[] = [
  ['embroidered-cushion', 'cushion', 'embroidery'],
  ['cushion', 'cushion', 'sadu'],
  ['rug', 'rug', 'sadu'],
  ['tablecloth', 'runner', 'linen'],
  ['runner', 'runner', 'sadu'],
  ['hanging', 'hanging', 'sadu'],
  ['shawl', 'shawl', 'sadu'],
  ['throw', 'shawl', 'sadu'],
  ['tote', 'tote', 'sadu'],
  ['mabkhara', 'mabkhara', 'incense'],
  ['mabakhir', 'mabkhara', 'incense'],
  ['jug', 'jug', 'pottery'],
  ['jar', 'waterJar', 'pottery'],
  ['pot', 'cookingPot', 'pottery'],
  ['bowl', 'bowl', 'pottery'],
  ['planter', 'planter', 'pottery'],
  ['clay-finjan', 'cups', 'pottery'],
  ['finjan', 'cups', 'coffee'],
  ['mugs', 'mugs', 'qatt'],
  ['basket', 'basket', 'palm'],
  ['food-cover', 'foodCover', 'palm'],
  ['khoos', 'foodCover', 'palm'],
  ['sufra', 'mat', 'palm'],
  ['palm-leaf-tray', 'tray', 'palm'],
  ['fan', 'fan', 'palm'],
  ['rope', 'rope', 'palm'],
  ['lampshade', 'lampshade', 'palm'],
  ['door', 'door', 'wood'],
  ['doors', 'door', 'wood'],
  ['jewellery-box', 'box', 'wood'],
  ['book-stand', 'bookStand', 'wood'],
  ['qatt-painted-tray', 'qattTray', 'qatt'],
  ['tray', 'woodTray', 'wood'],
  ['shelf', 'shelf', 'wood'],
  ['mihbash', 'mortar', 'wood'],
  ['nijr', 'mortar', 'coffee'],
  ['necklace', 'necklace', 'silver'],
  ['silver-jewellery', 'necklace', 'silver'],
  ['najd-silver', 'necklace', 'silver'],
  ['pendant', 'pendant', 'silver'],
  ['bracelet', 'bracelet', 'silver'],
  ['anklet', 'bracelet', 'silver'],
  ['earrings', 'earrings', 'silver'],
  ['ring', 'ring', 'silver'],
  ['silver', 'bracelet', 'silver'],
  ['thobe', 'dress', 'embroidery'],
  ['dress', 'dress', 'embroidery'],
  ['khayt', 'dress', 'embroidery'],
  ['needle', 'prayerMat', 'embroidery'],
  ['prayer-mat', 'prayerMat', 'embroidery'],
  ['embroidery', 'dress', 'embroidery'],
  ['clutch', 'clutch', 'embroidery'],
  ['reed-pen', 'pens', 'calligraphy'],
  ['coasters', 'coasters', 'calligraphy'],
  ['qatt-asiri-canvas', 'qattCanvas', 'qatt'],
  ['mirror', 'qattMirror', 'qatt'],
  ['chest', 'chest', 'qatt'],
  ['qatt', 'qattCanvas', 'qatt'],
  ['name-plate', 'calligraphyFrame', 'calligraphy'],
  ['calligraphy', 'calligraphyFrame', 'calligraphy'],
  ['khatt', 'calligraphyFrame', 'calligraphy'],
  ['diwani-canvas', 'calligraphyFrame', 'calligraphy'],
  ['sandals', 'sandals', 'leather'],
  ['wallet', 'wallet', 'leather'],
  ['key-holder', 'wallet', 'leather'],
  ['messenger-bag', 'messengerBag', 'leather'],
  ['saddle-bag', 'saddleBag', 'leather'],
  ['pouffe', 'pouffe', 'leather'],
  ['leather', 'sandals', 'leather'],
  ['bakhoor', 'bakhoor', 'incense'],
  ['incense', 'mabkhara', 'incense'],
  ['rose-oil', 'roseOil', 'rose'],
  ['rose-water', 'roseWater', 'rose'],
  ['rose-gift-set', 'roseGift', 'rose'],
  ['soap', 'soap', 'rose'],
  ['rose', 'roseOil', 'rose'],
  ['dallah', 'dallah', 'coffee'],
  ['roasting-pan', 'roastingPan', 'coffee'],
  ['date-gift-box', 'dateBox', 'dates'],
  ['hamper', 'hamper', 'dates'],
  ['coffee-set', 'coffeeSet', 'coffee'],
  ['coffee', 'coffeeSet', 'coffee'],
  ['date', 'dateBox', 'dates'],
  ['dates', 'dateBox', 'dates'],
  ['sadu', 'hanging', 'sadu'],
  ['weavers', 'shawl', 'sadu'],
  ['weaves', 'rug', 'sadu'],
  ['weaving', 'cushion', 'sadu'],
  ['clay', 'jug', 'pottery'],
  ['kiln', 'jug', 'pottery'],
  ['pottery', 'jug', 'pottery'],
  ['palm-gifts', 'dateBox', 'dates'],
  ['palm', 'foodCover', 'palm'],
  ['wood', 'door', 'wood'],
];

const FALLBACKS: readonly (readonly [MotifName, PaletteName])[] = [
  ['cushion', 'sadu'],
  ['jug', 'pottery'],
  ['basket', 'palm'],
  ['door', 'wood'],
  ['dallah', 'coffee'],
  ['mabkhara', 'incense'],
];

const TINTS: Readonly<Record<string, string>> = {
  red: '#a8322b',
  green: '#1f6a4a',
  blue: '#2f5d8a',
  indigo: '#2e3f6e',
  navy: '#1d2b4f',
  burgundy: '#6d1f2b',
  purple: '#7b3f8c',
  black: '#1f1d1b',
};

function subjectOf(slug: string): { motif: MotifName; palette: PaletteName } {
  const padded = `-${slug}-`;
  for (const [words, motif, palette] of RULES) if (padded.includes(`-${words}-`)) return { motif, palette };
  const [motif, palette] = FALLBACKS[hashText(slug) % FALLBACKS.length] as (typeof FALLBACKS)[number];
  return { motif, palette };
}

function context(slug: string, palette: Palette, seed: string, defs: string[]): DrawContext {
  const words = new Set(slug.split('-'));
  const tint = [...words].map((word) => TINTS[word]).find(Boolean);
  let next = 0;
  return {
    random: mulberry32(hashText(seed)),
    palette,
    words,
    tint,
    define(make) {
      next += 1;
      const id = `h${next}`;
      defs.push(make(id));
      return id;
    },
  };
}

/** The background lattice of small diamonds every picture shares: it makes the set look like one brand. */
function lattice(defs: string[], colour: string, opacity: number, size = 44): string {
  const id = `lattice${defs.length}`;
  defs.push(
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      `<path d="M${size / 2} 4 L${size - 4} ${size / 2} L${size / 2} ${size - 4} L4 ${size / 2} Z" fill="none" stroke="${colour}" stroke-width="2" opacity="${opacity}"/></pattern>`,
  );
  return `url(#${id})`;
}

const bandsFor = (paletteName: PaletteName, p: Palette, ctx: DrawContext, x: number, y: number, w: number, h: number, scale: number) =>
  paletteName === 'qatt' ? qattBands(ctx.random, x, y, w, h, scale) : saduBands(ctx.random, x, y, w, h, [p.main, p.dark, p.light, p.accent], scale);

function productArt(slug: string, n: number): string {
  const { motif, palette: paletteName } = subjectOf(slug);
  const p = PALETTES[paletteName];
  const defs: string[] = [];
  const ctx = context(slug, p, `${slug}#${n}`, defs);
  // The object's own details (bands, dots) come from the slug alone, so all photos of a product agree.
  const drawing = MOTIFS[motif](context(slug, p, slug, defs));
  const ground = ellipse(0, 236, 230, 26, '#000', { opacity: paletteName === 'silver' ? 0.3 : 0.12 });
  const layout = (n - 1) % 4;
  let body: string;
  if (layout === 0) {
    body =
      rect(0, 0, 800, 800, p.bg) +
      rect(0, 0, 800, 800, lattice(defs, darken(p.halo, 0.08), 0.5)) +
      circle(400, 380, 300, p.halo) +
      group(bandsFor(paletteName, p, ctx, 0, 736, 800, 64, 0.6), '', { opacity: 0.9 }) +
      group(ground + drawing, 'translate(400 392) scale(1.08)');
  } else if (layout === 1) {
    body =
      rect(0, 0, 800, 800, p.halo) +
      circle(400, 430, 360, lighten(p.halo, 0.35)) +
      group(ground + drawing, 'translate(400 440) scale(1.35)') +
      polygon([[0, 0], [120, 0], [0, 120]], p.main, { opacity: 0.85 }) +
      polygon([[800, 800], [680, 800], [800, 680]], p.main, { opacity: 0.85 });
  } else if (layout === 2) {
    const dark = paletteName === 'silver' ? '#141c2d' : darken(p.main, 0.62);
    body =
      rect(0, 0, 800, 800, dark) +
      rect(0, 0, 800, 800, lattice(defs, lighten(dark, 0.3), 0.35, 60)) +
      circle(400, 400, 290, lighten(dark, 0.12)) +
      group(ground + drawing, 'translate(400 400) scale(0.92)');
  } else {
    body =
      group(bandsFor(paletteName, p, ctx, 0, 0, 800, 800, 1.6), '', { opacity: 0.55 }) +
      rect(0, 0, 800, 800, p.bg, { opacity: 0.35 }) +
      circle(400, 400, 310, p.bg) +
      circle(400, 400, 310, 'none', { stroke: p.main, 'stroke-width': 10 }) +
      group(ground + drawing, 'translate(400 410) scale(0.8)');
  }
  return svgDocument(800, 800, defs.join(''), body);
}

function squareArt(slug: string, badge: boolean): string {
  const { motif, palette: paletteName } = subjectOf(slug);
  const p = PALETTES[paletteName];
  const defs: string[] = [];
  const ctx = context(slug, p, slug, defs);
  const drawing = MOTIFS[motif](ctx);
  if (!badge) {
    const tile =
      rect(0, 0, 400, 400, p.bg) +
      rect(0, 0, 400, 400, lattice(defs, darken(p.halo, 0.08), 0.5, 36)) +
      circle(200, 190, 150, p.halo) +
      group(bandsFor(paletteName, p, ctx, 0, 368, 400, 32, 0.4)) +
      group(drawing, 'translate(200 196) scale(0.6)');
    return svgDocument(400, 400, defs.join(''), tile);
  }
  let rim = '';
  for (let k = 0; k < 36; k++) {
    const a = (Math.PI * 2 * k) / 36;
    const b = a + Math.PI / 36;
    rim += polygon([[200 + 186 * Math.cos(a), 200 + 186 * Math.sin(a)], [200 + 164 * Math.cos((a + b) / 2), 200 + 164 * Math.sin((a + b) / 2)], [200 + 186 * Math.cos(b), 200 + 186 * Math.sin(b)]], p.light);
  }
  const ring = paletteName === 'silver' ? '#3a4d73' : p.main;
  return svgDocument(
    400,
    400,
    defs.join(''),
    rect(0, 0, 400, 400, lighten(p.bg, 0.3)) +
      circle(200, 200, 192, ring) +
      rim +
      circle(200, 200, 150, paletteName === 'silver' ? p.bg : p.light) +
      circle(200, 200, 150, 'none', { stroke: p.accent, 'stroke-width': 4 }) +
      group(drawing, 'translate(200 208) scale(0.47)'),
  );
}

function bannerArt(slug: string, deal: boolean): string {
  const { motif, palette: paletteName } = subjectOf(slug);
  const p = PALETTES[paletteName];
  const defs: string[] = [];
  const ctx = context(slug, p, slug, defs);
  const drawing = MOTIFS[motif](context(slug, p, slug, defs));
  const gradient = `banner${defs.length}`;
  defs.push(`<linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.halo}"/></linearGradient>`);
  const clip = `bannerClip${defs.length}`;
  defs.push(`<clipPath id="${clip}"><polygon points="0,0 470,0 360,400 0,400"/></clipPath>`);
  let body =
    rect(0, 0, 1200, 400, `url(#${gradient})`) +
    rect(0, 0, 1200, 400, lattice(defs, darken(p.halo, 0.1), 0.45)) +
    `<g clip-path="url(#${clip})">${bandsFor(paletteName, p, ctx, 0, -10, 480, 420, 1.1)}</g>` +
    polygon([[470, 0], [486, 0], [376, 400], [360, 400]], p.dark) +
    circle(900, 200, 175, paletteName === 'silver' ? p.halo : lighten(p.halo, 0.3)) +
    group(drawing, 'translate(900 205) scale(0.6)');
  for (let k = 0; k < 5; k++) body += diamond(1130, 60 + k * 70, 10, p.main);
  if (deal) {
    // A price tag with a percent sign drawn from shapes: readable in both languages, no font needed.
    body += group(
      path('M-110 -70 L70 -70 L130 0 L70 70 L-110 70 Q-130 70 -130 50 L-130 -50 Q-130 -70 -110 -70 Z', p.main) +
        circle(80, 0, 12, lighten(p.bg, 0.4)) +
        circle(-70, -25, 18, 'none', { stroke: p.light, 'stroke-width': 10 }) +
        circle(-5, 25, 18, 'none', { stroke: p.light, 'stroke-width': 10 }) +
        line(-10, -40, -65, 40, p.light, 10, { 'stroke-linecap': 'round' }),
      'translate(600 200) rotate(-10)',
    );
  } else {
    body += star8(600, 200, 60, p.main) + star8(600, 200, 36, p.light) + circle(600, 200, 12, p.accent);
  }
  return svgDocument(1200, 400, defs.join(''), body);
}

/** The SVG for a picture; `n` numbers the photos of one product (1, 2, …). */
export function artwork(kind: ArtworkKind, slug: string, n = 1): string {
  switch (kind) {
    case 'products':
      return productArt(slug, n);
    case 'categories':
      return squareArt(slug, false);
    case 'sellers':
      return squareArt(slug, true);
    case 'seller-banners':
      return bannerArt(slug, false);
    case 'deals':
      return bannerArt(slug, true);
  }
}
