// The search-quality table of issue 13: what a shopper types, in either language, and what the
// seeded catalogue (server/persistence/seed) should answer. Expectations are written from the
// catalogue's data and from what the shopper means, never from what a search returned; they
// name products by kind or kind-variant (the slug without its hash suffix) or by category or
// store, and search-quality.test.ts turns those into the seeded slugs they stand for.

/** Which seeded products an expectation means: the union of what is named, less `except`. */
export interface Selector {
  /** Slug prefixes: a kind ('brass-dallah') or a kind and variant ('najdi-door-turaif'). */
  readonly kinds?: readonly string[];
  readonly category?: string;
  readonly store?: string;
  /** Slug prefixes taken out of the products above. */
  readonly except?: readonly string[];
}

export const kinds = (...prefixes: string[]): Selector => ({ kinds: prefixes });
export const category = (slug: string): Selector => ({ category: slug });
export const store = (slug: string, ...except: string[]): Selector => ({ store: slug, except });

/**
 * A product search and what it must answer (every given expectation holds):
 * - `top`: the first results are exactly these products, in any order among themselves;
 * - `then`: right after `top`'s products come exactly these (a lower rank, in any order);
 * - `all`: every one of these is found (however many else are);
 * - `none`: none of these is on the first page the shopper sees;
 * - `empty`: nothing is found.
 */
export interface ProductQuery {
  readonly search: 'products';
  readonly q: string;
  readonly lang: 'en' | 'ar';
  /** What the row tests, and why its answer is the right one when that is not obvious. */
  readonly why: string;
  readonly top?: Selector;
  readonly then?: Selector;
  readonly all?: Selector;
  readonly none?: Selector;
  readonly empty?: true;
}

/** A store search: `top` are the first stores (in any order), `all` are found somewhere. */
export interface StoreQuery {
  readonly search: 'stores';
  readonly q: string;
  readonly lang: 'en' | 'ar';
  readonly why: string;
  readonly top?: readonly string[];
  readonly all?: readonly string[];
}

export type QualityRow = ProductQuery | StoreQuery;

const ar = (q: string, why: string, expected: Omit<ProductQuery, 'search' | 'q' | 'lang' | 'why'>): ProductQuery => ({ search: 'products', q, lang: 'ar', why, ...expected });
const en = (q: string, why: string, expected: Omit<ProductQuery, 'search' | 'q' | 'lang' | 'why'>): ProductQuery => ({ search: 'products', q, lang: 'en', why, ...expected });
const stores = (q: string, lang: 'en' | 'ar', why: string, expected: Pick<StoreQuery, 'top' | 'all'>): StoreQuery => ({ search: 'stores', q, lang, why, ...expected });

const MABKHARAS = kinds('wooden-mabkhara', 'clay-mabkhara');
const PRAYER_MATS = kinds('embroidered-prayer-mat');
const CUSHIONS = kinds('sadu-cushion-cover', 'embroidered-cushion');
const FINJAN_SETS = kinds('finjan-set', 'clay-finjan-set');

export const SEARCH_QUALITY: readonly QualityRow[] = [
  // The failures issue 13 reports, each as the shopper meant it.
  ar('الفخار', 'known failure: a category’s own Arabic name (Pottery is الفخار) finds its products', { all: category('pottery') }),
  ar('السجادة', 'known failure: article on a product noun; the prayer mats are سجادة صلاة', { top: PRAYER_MATS }),
  ar('المبخرة', 'known failure: the five mabkharas are named مبخرة; they rank above the products of the store مباخر نجران', { top: MABKHARAS }),
  ar('سجادات', 'known failure: sound plural of سجادة', { top: PRAYER_MATS }),
  en('pottery', 'known failure: category name finds all 17 pottery products', { all: category('pottery') }),
  en('carving', 'known failure: category name (Najdi Doors & Wood Carving) and carved names', { all: category('wood-carving') }),
  en('jewellery', 'known failure: category name (Silver Jewellery) finds every silver piece, not 3 of 17', { all: category('silver-jewellery') }),

  // Arabic: the article and the particles written onto it.
  ar('فخار', 'category name without the article', { all: category('pottery') }),
  ar('بالفضة', 'particle بال; silver is the category الحلي الفضية and the names say فضة', { all: category('silver-jewellery') }),
  ar('والخوص', 'particle وال; the category is الخوص والسعفيات', { all: category('palm-crafts') }),
  ar('كالسدو', 'particle كال; the category is السدو والنسيج', { all: category('sadu-weaving') }),
  ar('فالقهوة', 'particle فال; the category is أدوات القهوة والتمور', { all: category('coffee-dates') }),
  ar('للتطريز', 'particle لل; the category is التطريز and the store خيط عسير للتطريز', { all: category('embroidery') }),
  ar('التطريز', 'category name with the article', { all: category('embroidery') }),
  ar('الخط العربي', 'two-word category name (calligraphy); the name pendant is بالخط العربي too', { all: category('calligraphy'), none: kinds('najdi-door', 'brass-dallah') }),
  ar('القط العسيري', 'two-word category name', { all: category('qatt-asiri') }),

  // Arabic: light prefix and suffix stemming.
  ar('فخارية', 'suffix: the adjective فخارية means pottery', { all: category('pottery') }),
  ar('الفضية', 'article and nisba suffix: the category الحلي الفضية', { all: category('silver-jewellery') }),
  ar('مطرزة', 'suffix ة (and the shadda left out): every embroidered piece', { all: category('embroidery') }),
  ar('نحاسية', 'suffix ية: دلة نحاسية and نجر نحاسي are one word', { all: kinds('brass-dallah', 'brass-nijr') }),
  ar('خشبية', 'suffix ية: the pieces named خشبي or خشبية', { all: kinds('wooden-mabkhara', 'carved-jewellery-box', 'wooden-book-stand', 'carved-serving-tray', 'wooden-mihbash', 'qatt-painted-tray') }),

  // Arabic: broken plurals of the catalogue's vocabulary.
  ar('سجاد', 'broken plural (collective) of سجادة', { top: PRAYER_MATS }),
  ar('مباخر', 'broken plural of مبخرة; the mabkharas rank above the store مباخر نجران’s other products', { top: MABKHARAS }),
  ar('دلال', 'broken plural of دلة', { top: kinds('brass-dallah') }),
  ar('أقراط', 'broken plural of قرط: the earrings', { top: kinds('bedouin-silver-earrings') }),
  ar('قرط', 'singular of أقراط, which the names use', { top: kinds('bedouin-silver-earrings') }),
  ar('خلاخيل', 'broken plural of خلخال: the anklets', { top: kinds('silver-anklet') }),
  ar('مرايا', 'broken plural of مرآة: the mirrors, whose names begin with مرآة, rank above the mabkhara named …بالمرايا', { top: kinds('qatt-painted-mirror') }),
  ar('خواتم', 'broken plural of خاتم: the rings', { top: kinds('carnelian-silver-ring') }),
  ar('وسائد', 'broken plural of وسادة: both kinds of cushion', { top: CUSHIONS }),
  ar('الفناجين', 'article and broken plural of فنجان: both finjan sets', { top: FINJAN_SETS }),
  ar('الحقائب', 'article and broken plural of حقيبة: the pieces named حقيبة', { top: kinds('sadu-tote-bag', 'leather-messenger-bag', 'embroidered-clutch') }),
  ar('الأبواب', 'article and broken plural of باب: the doors first, then the rest of the category الأبواب النجدية', { top: kinds('najdi-door'), all: category('wood-carving') }),

  // Arabic: one-edit typos, and a short one that must not be forgiven.
  ar('مبرخة', 'typo: transposition in مبخرة', { top: MABKHARAS }),
  ar('زمبيل', 'typo: substitution (ن→م, as زنبيل is often spoken)', { top: kinds('khoos-storage-basket') }),
  ar('خلخل', 'typo: deletion in خلخال', { top: kinds('silver-anklet') }),
  ar('محفضة', 'typo: substitution (ض for ظ, a common misspelling of محفظة)', { top: kinds('leather-wallet') }),
  ar('خلحال', 'typo: substitution (ح for خ, a dot left off)', { top: kinds('silver-anklet') }),
  ar('ختم', 'typo of خاتم in three letters: too short to forgive, and no word begins with it', { empty: true }),
  ar('دلو', 'three letters one edit from دله: not forgiven (and the catalogue sells no buckets)', { empty: true }),
  ar('ضظغثق', 'gibberish', { empty: true }),

  // Arabic-Indic digits and mixed scripts.
  ar('٤٥', 'Arabic-Indic digits: 45 × 45 cm cushion covers and the 45 cm pendant chain', { all: kinds('sadu-cushion-cover', 'silver-name-pendant') }),
  ar('١٨٠', 'Arabic-Indic digits: the 180 cm runner and throw', { all: kinds('sadu-table-runner', 'camel-wool-throw') }),
  ar('فناجين ١٢', 'Arabic-Indic digits in a name: طقم فناجين بورسلان من 12 فنجانًا', { top: kinds('finjan-set') }),
  ar('۴۵ سم', 'Persian digits and a unit: ٤٥ سم in the descriptions', { all: kinds('sadu-cushion-cover', 'silver-name-pendant') }),
  ar('مبخرة clay', 'mixed scripts: the clay mabkharas only', { top: kinds('clay-mabkhara'), none: kinds('wooden-mabkhara') }),
  ar('silver خاتم', 'mixed scripts, English first', { top: kinds('carnelian-silver-ring') }),
  en('sadu وسادة', 'mixed scripts: the Sadu cushion covers, not the embroidered cushions', { top: kinds('sadu-cushion-cover'), none: kinds('embroidered-cushion') }),
  en('clay فناجين', 'mixed scripts: the clay finjan set, not the porcelain one', { top: kinds('clay-finjan-set'), none: kinds('finjan-set') }),

  // Arabic: store names and ranking.
  ar('نجران', 'store name مباخر نجران: all its products (and بخور نجراني by name)', { all: store('najran-mabakhir') }),
  ar('دلة', 'ranking: the dallahs by name, then the other products of the store تراث الدلة', { top: kinds('brass-dallah'), then: store('dallah-heritage-unaizah', 'brass-dallah') }),
  ar('باب نجدي', 'ranking: the doors named باب نجدي before the miniature لوحة باب نجدي', { top: kinds('najdi-door-turaif', 'najdi-door-eight-point-stars'), then: kinds('najdi-door-panel') }),
  ar('قلادة', 'ranking: the two kinds named قلادة first', { top: kinds('najdi-murtasha-necklace', 'silver-name-pendant') }),

  // English: stemming.
  en('cushions', 'stemming: plural -s', { top: CUSHIONS }),
  en('boxes', 'stemming: plural -es: the pieces named Box', { top: kinds('carved-jewellery-box', 'date-gift-box', 'taif-rose-soap-trio-box') }),
  en('carvings', 'stemming: plural of carving', { all: category('wood-carving') }),
  en('woven', 'stemming: irregular participle of weave (category Sadu & Weaving)', { all: category('sadu-weaving') }),
  en('plaited', 'stemming: -ed, in the palm-frond descriptions', { all: kinds('khoos-food-cover', 'palm-sufra-mat', 'khoos-storage-basket', 'palm-hand-fan', 'palm-leaf-tray', 'palm-frond-lampshade') }),
  en('shelves', 'stemming: irregular plural of shelf', { top: kinds('carved-wall-shelf') }),
  en('earring', 'stemming: singular of earrings (and earring is not ear + -ing)', { top: kinds('bedouin-silver-earrings') }),
  en('calligrapher', 'stemming: agent noun of calligraphy, the category', { all: category('calligraphy') }),

  // English: British and American spellings (the catalogue writes British).
  en('jewelry', 'American spelling of the category Silver Jewellery', { all: category('silver-jewellery') }),
  en('jewelry box', 'American spelling in a product name', { top: kinds('carved-jewellery-box') }),
  en('color', 'American spelling: Eid Colours, Asiri Colours, Coloured Rings', { all: kinds('sadu-table-runner-eid', 'embroidered-clutch-asiri-colours', 'palm-sufra-mat-coloured-rings') }),
  en('fiber', 'American spelling: Palm-Fibre Rope', { top: kinds('palm-fibre-rope') }),
  en('personalized', 'American -ize: Personalised Diwani Canvas', { top: kinds('personalised-diwani-canvas') }),
  en('favorite', 'American spelling, in descriptions (a favourite gift, a favourite line)', { all: kinds('najdi-door-panel', 'personalised-diwani-canvas') }),

  // English: category and store names count.
  en('weaving', 'category name: Sadu & Weaving', { all: category('sadu-weaving') }),
  en('leather', 'category name: Leather Goods', { all: category('leather') }),
  en('incense', 'category name: Incense & Taif Rose', { all: category('incense-perfume') }),
  en('qatt', 'category name: Al-Qatt Al-Asiri Art', { all: category('qatt-asiri') }),
  en('Buraydah', 'store name: Buraydah Leather House', { all: store('buraydah-leather-house') }),
  en('Najdi Doors Atelier', 'store name, three words', { all: store('najdi-doors-diriyah') }),
  en('Al-Jawf Weavers', 'store name with a hyphen', { all: store('jawf-weavers') }),
  en('Unaizah', 'store name: Dallah Heritage — Unaizah', { all: store('dallah-heritage-unaizah') }),

  // English: one-edit typos, a short one that must not be forgiven, gibberish.
  en('neckalce', 'typo: transposition', { top: kinds('najdi-murtasha-necklace') }),
  en('braclet', 'typo: deletion', { top: kinds('asiri-silver-bracelet') }),
  en('sandels', 'typo: substitution (a common misspelling of sandals)', { top: kinds('camel-leather-sandals') }),
  en('embroidary', 'typo: substitution in a category name', { all: category('embroidery') }),
  en('lampshde', 'typo: deletion', { top: kinds('palm-frond-lampshade') }),
  en('rign', 'typo: transposition in a four-letter word', { all: kinds('carnelian-silver-ring') }),
  en('jra', 'typo of jar in three letters: too short to forgive', { empty: true }),
  en('qxzvw', 'gibberish', { empty: true }),

  // English: ranking — exact name, then name prefix, then category or store, then description.
  en('dallah', 'ranking: the dallahs by name, then the other products of the store Dallah Heritage', { top: kinds('brass-dallah'), then: store('dallah-heritage-unaizah', 'brass-dallah') }),
  en('rose', 'ranking: names with the word Rose before Carved Rosettes, a longer word it only begins', { top: kinds('taif-rose', 'najrani-bakhoor-oud-rose') }),
  en('pen', 'ranking: exact name word (Reed Pen Set) before name prefix (Pendant)', { top: kinds('reed-pen-set'), then: kinds('silver-name-pendant') }),
  en('jar', 'ranking: the Water Jar by name before jars in descriptions', { top: kinds('clay-water-jar') }),
  en('ring', 'ranking: names with Ring or Rings; earrings are not rings', { top: kinds('carnelian-silver-ring', 'palm-sufra-mat-coloured-rings'), none: kinds('bedouin-silver-earrings') }),
  en('tray', 'ranking: the three kinds named Tray first', { top: kinds('palm-leaf-tray', 'carved-serving-tray', 'qatt-painted-tray') }),
  en('mab', 'ranking: name prefix while typing mabkhara', { top: MABKHARAS }),
  en('leather wallet', 'ranking: exact name', { top: kinds('leather-wallet') }),

  // Store search.
  stores('المبخرة', 'ar', 'store search: broken plural in the store name مباخر نجران', { top: ['najran-mabakhir'] }),
  stores('فضة', 'ar', 'store search: فضيات عسير and فضة نجد', { top: ['asiri-silver-abha', 'najd-silver-riyadh'] }),
  stores('نساجات', 'ar', 'store search: the store named نساجات الجوف', { top: ['jawf-weavers'] }),
  stores('silver', 'en', 'store search: both silver stores by name', { top: ['asiri-silver-abha', 'najd-silver-riyadh'] }),
  stores('pottery', 'en', 'store search: the clay workshop’s description says potters', { all: ['qarah-clay-ahsa'] }),
  stores('weavers', 'en', 'store search: Al-Jawf Weavers by name, Sadu House by its description', { top: ['jawf-weavers'], all: ['sadu-house-hail'] }),
];
