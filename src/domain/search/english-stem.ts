// Light stemming of English words for search: plurals, -ing, -ed, -er, -ly and a silent e come
// off, so that carve, carved, carving and carver, or cushion and cushions, meet. It is deliberately
// smaller than Porter's: it only has to make a word and its inflections agree, and both the
// catalogue and the query go through the same rules.

/** No rule leaves fewer letters than this (so "red", "bed", "ring" and "age" stay whole). */
export const ENGLISH_MIN_STEM = 3;
/** -er and -ly come off only when four letters remain: "water", "paper", "daily", "early" stay. */
const MIN_STEM_BEFORE_ER_LY = 4;

const VOWEL = /[aeiouy]/;
/** The consonants English doubles before -ing and -ed (wedding, knitted, shopping). */
const DOUBLED = /(bb|dd|gg|mm|nn|pp|rr|tt)$/;

/** Words whose -ing is not a suffix (earring → ear would be wrong). */
const KEEPS_ING = new Set(['earring', 'evening', 'morning', 'pudding', 'during']);

/**
 * Words whose -er is not a suffix and whose stem would meet another word (flower → flow,
 * corner → corn) or lose its meaning (leather, silver). -er is otherwise taken off (carver,
 * weaver, holder, embroider), which can only join a word to its own family or to nothing.
 */
const KEEPS_ER = new Set([
  'amber', 'brother', 'butter', 'center', 'clover', 'coaster', 'copper', 'corner', 'daughter', 'either', 'father', 'feather',
  'finger', 'flower', 'ginger', 'hammer', 'leather', 'letter', 'lumber', 'master', 'matter', 'member', 'mother',
  'neither', 'number', 'oyster', 'pepper', 'plaster', 'poster', 'power', 'remember', 'rubber', 'shoulder', 'shower', 'silver',
  'sister', 'summer', 'theater', 'timber', 'together', 'tower', 'weather', 'whether', 'winter', 'wonder',
]);

/** British -ise- and American -ize- (personalised, personalized) are one spelling here. */
const IZE = /iz(?=e|ing|ation|able)/g;
const MIN_LENGTH_FOR_IZE = 7;

const hasVowel = (text: string): boolean => VOWEL.test(text);

/** Plurals: -ies → -y, -es after s, x, z, ch, sh, then a plain -s (but not -ss, -us, -is). */
function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh)es$/.test(word) && word.length - 2 >= ENGLISH_MIN_STEM) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word) && word.length - 1 >= ENGLISH_MIN_STEM) return word.slice(0, -1);
  return word;
}

/** Undoubles what -ing, -ed and -er leave: wedd → wed, and the British -ll- of travelled, tasselled. */
function undouble(stem: string, afterEr: boolean): string {
  if (stem.length >= 6 && stem.endsWith('ell')) return stem.slice(0, -1);
  if (!afterEr && DOUBLED.test(stem) && stem.length - 1 >= ENGLISH_MIN_STEM) return stem.slice(0, -1);
  return stem;
}

/** -ing and -ed, when what remains is a syllable (has a vowel): "string", "red" and "seed" stay. */
function verbEnding(word: string): string {
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix) || KEEPS_ING.has(word)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length >= ENGLISH_MIN_STEM && hasVowel(stem)) return undouble(stem, false);
  }
  return word;
}

function agentEnding(word: string): string {
  if (!word.endsWith('er') || KEEPS_ER.has(word)) return word;
  const stem = word.slice(0, -2);
  return stem.length >= MIN_STEM_BEFORE_ER_LY && hasVowel(stem) ? undouble(stem, true) : word;
}

const adverbEnding = (word: string): string =>
  word.endsWith('ly') && word.length - 2 >= MIN_STEM_BEFORE_ER_LY ? word.slice(0, -2) : word;

const silentE = (word: string): string => (word.endsWith('e') && word.length - 1 >= ENGLISH_MIN_STEM ? word.slice(0, -1) : word);

/** One round of the rules, in order: plural, -ing/-ed, -er, -ly, final e. */
const round = (word: string): string => silentE(adverbEnding(agentEnding(verbEnding(singular(word)))));

/**
 * The stem of a lower-case Latin word (as normaliseSearchText leaves it). Rounds repeat until
 * nothing changes, so the stem of a stem is itself (carvings → carving → carv) and the index
 * and a query always agree. Every round only shortens the word, so this ends.
 */
export function stemEnglish(word: string): string {
  let current = word.length >= MIN_LENGTH_FOR_IZE ? word.replace(IZE, 'is') : word;
  for (;;) {
    const next = round(current);
    if (next === current) return current;
    current = next;
  }
}
