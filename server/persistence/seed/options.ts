// The colours and sizes products offer, named once in both languages and referred to by id.
import type { ProductOption } from '../schema';

const colour = (id: string, en: string, ar: string, hex: string): ProductOption => ({ id, name: { en, ar }, hex });
/** Arabic pages write numbers in Arabic-Indic digits (as src/ui/format.ts does), sizes included. */
const arabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
const size = (id: string, en: string, ar: string): ProductOption => ({ id, name: { en, ar: arabicDigits(ar) } });

export const COLOURS = {
  saduRed: colour('sadu-red', 'Sadu red', 'أحمر السدو', '#9e2a2b'),
  black: colour('black', 'Black', 'أسود', '#1f1d1b'),
  ivory: colour('ivory', 'Ivory', 'عاجي', '#efe6d2'),
  indigo: colour('indigo', 'Indigo', 'نيلي', '#2e3f6e'),
  camel: colour('camel', 'Camel', 'وبري', '#b9875a'),
  darkBrown: colour('dark-brown', 'Dark brown', 'بني داكن', '#5a3a22'),
  navy: colour('navy', 'Navy', 'كحلي', '#1d2b4f'),
  burgundy: colour('burgundy', 'Burgundy', 'عنابي', '#6d1f2b'),
  emerald: colour('emerald', 'Emerald', 'زمردي', '#1f7a55'),
  tan: colour('tan', 'Tan', 'بني فاتح', '#c89a64'),
  saffron: colour('saffron', 'Saffron', 'زعفراني', '#e0a526'),
  natural: colour('natural', 'Natural frond', 'سعف طبيعي', '#d9c08c'),
  terracotta: colour('terracotta', 'Terracotta', 'طيني', '#b5553a'),
} as const;

const rug = [
  size('80x120', '80 × 120 cm', '80 × 120 سم'),
  size('120x180', '120 × 180 cm', '120 × 180 سم'),
  size('150x220', '150 × 220 cm', '150 × 220 سم'),
];
const clothing = [
  size('s', 'Small (S)', 'صغير (S)'),
  size('m', 'Medium (M)', 'وسط (M)'),
  size('l', 'Large (L)', 'كبير (L)'),
  size('xl', 'Extra large (XL)', 'كبير جدًا (XL)'),
];
const threeSizes = (small: string, medium: string, large: string, smallAr = small, mediumAr = medium, largeAr = large) => [
  size('small', `Small (${small})`, `صغير (${smallAr})`),
  size('medium', `Medium (${medium})`, `وسط (${mediumAr})`),
  size('large', `Large (${large})`, `كبير (${largeAr})`),
];

export const SIZES = {
  rug,
  clothing,
  sandals: ['40', '41', '42', '43', '44', '45'].map((eu) => size(`eu-${eu}`, `EU ${eu}`, `مقاس ${eu}`)),
  ring: ['52', '54', '56', '58', '60'].map((ring) => size(`ring-${ring}`, `Size ${ring}`, `مقاس ${ring}`)),
  bracelet: threeSizes('15 cm', '17 cm', '19 cm', '15 سم', '17 سم', '19 سم'),
  basket: threeSizes('25 cm', '35 cm', '45 cm', '25 سم', '35 سم', '45 سم'),
  pot: threeSizes('2 L', '4 L', '6 L', '2 لتر', '4 لترات', '6 لترات'),
  sufra: [
    size('80cm', '80 cm across', 'قطر 80 سم'),
    size('120cm', '120 cm across', 'قطر 120 سم'),
    size('150cm', '150 cm across', 'قطر 150 سم'),
  ],
  rope: [size('5m', '5 m', '5 أمتار'), size('10m', '10 m', '10 أمتار'), size('20m', '20 m', '20 مترًا')],
  frame: [
    size('30x40', '30 × 40 cm', '30 × 40 سم'),
    size('50x70', '50 × 70 cm', '50 × 70 سم'),
    size('70x100', '70 × 100 cm', '70 × 100 سم'),
  ],
  door: [
    size('single', 'Single leaf, 90 × 210 cm', 'ضلفة واحدة، 90 × 210 سم'),
    size('double', 'Double leaf, 160 × 220 cm', 'ضلفتان، 160 × 220 سم'),
  ],
  dallah: threeSizes('0.5 L', '1 L', '1.5 L', 'نصف لتر', 'لتر', 'لتر ونصف'),
  roseOil: [size('3ml', '3 ml', '3 مل'), size('6ml', '6 ml', '6 مل'), size('12ml', '12 ml (one tola)', '12 مل (تولة)')],
  roseWater: [size('250ml', '250 ml', '250 مل'), size('500ml', '500 ml', '500 مل')],
  bakhoor: [size('50g', '50 g', '50 غرامًا'), size('100g', '100 g', '100 غرام'), size('250g', '250 g', '250 غرامًا')],
} as const;
