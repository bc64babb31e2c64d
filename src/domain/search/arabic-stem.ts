// Light stemming of Arabic words for search: the article, the particles written onto it and the
// common suffixes come off, so that الفخار, فخار and فخارية, or السجادة and سجادات, meet.

/**
 * The article with what may be written onto it, longest first: a conjunction (و، ف), then a
 * preposition (ب، ك، ل), then ال; ل with ال is written لل. A one-letter particle is only taken
 * off together with the article: فخار, بخور, وسادة and لوحة begin with these letters.
 */
const ARTICLES = ['وبال', 'فبال', 'وكال', 'فكال', 'ولل', 'فلل', 'وال', 'فال', 'بال', 'كال', 'لل', 'ال'] as const;

/**
 * What is left of a word after its article is at least two letters (الخط → خط), and after a
 * suffix at least three, so that short roots keep their last letter: دلة, فضة, سنة, جرة and
 * حلي stay whole, and فضية stops at فضي (the lemma list joins it to فضة).
 */
export const ARABIC_MIN_AFTER_ARTICLE = 2;
export const ARABIC_MIN_STEM = 3;

/**
 * Suffixes in the order they are tried, each once per round, longest first within a class:
 * attached pronouns (هما، هم، هن; ها is the alef below and then ه), plural and dual endings
 * (يات، تين، تان، يين، يون، ات، ون، ين), the feminine nisba (يه, the normalised ية), ه (the
 * normalised ة, or "his"), then the nisba ي (نجدي → نجد, عسيري → عسير, خشبي → خشب).
 * Before them, a final alef is taken as the accusative tanween (يدويًا is written يدويا once the
 * mark is gone: فنجانا → فنجان), and a final hamza goes, because its seat changes when a suffix
 * follows (غطاء, غطائها → غطا; الأحساء, أحسائي → احس) and the feminine اء of colours and
 * plurals is thereby read as one (حمراء → حمر, أسماء → اسم).
 *
 * ان is not taken: the dual it marks is rare in what shoppers type, while names and nouns that
 * end in it are common (نجران would become نجر, the coffee mortar; فنجان, زعفران, دخان, بستان).
 * ين is taken except from the verbal nouns تفعيل of roots ending in ن (تمرين is not تمر).
 */
const PRONOUNS = ['هما', 'هم', 'هن'] as const;
const PLURALS = ['يات', 'تين', 'تان', 'يين', 'يون', 'ات', 'ون', 'ين'] as const;
/** تخزين, تمرين, تزيين, تلوين: five letters, ت, two root letters, ي, ن. */
const VERBAL_NOUN_IN_N = /^ت..ين$/;

/** Takes articles off as long as one is there: الألوان → الوان → وان, as for ألوان. */
const stripArticles = (word: string): string => {
  let stem = word;
  for (let i = 0; i < ARTICLES.length; i++) {
    const article = ARTICLES[i] as string;
    if (stem.startsWith(article) && stem.length - article.length >= ARABIC_MIN_AFTER_ARTICLE) {
      stem = stem.slice(article.length);
      i = -1;
    }
  }
  return stem;
};

const stripOne = (word: string, suffixes: readonly string[]): string => {
  for (const suffix of suffixes) {
    if (suffix === 'ين' && VERBAL_NOUN_IN_N.test(word)) continue;
    if (word.endsWith(suffix) && word.length - suffix.length >= ARABIC_MIN_STEM) return word.slice(0, -suffix.length);
  }
  return word;
};

const strip = (word: string, suffix: string): string =>
  word.endsWith(suffix) && word.length - suffix.length >= ARABIC_MIN_STEM ? word.slice(0, -suffix.length) : word;

/** One round of the rules above. */
function round(word: string): string {
  let stem = stripArticles(word);
  stem = strip(stem, 'ء');
  stem = strip(stem, 'ا');
  stem = stripOne(stem, PRONOUNS);
  stem = stripOne(stem, PLURALS);
  stem = stripOne(stem, ['يه', 'ه']);
  return strip(stem, 'ي');
}

/**
 * The stem of a word already normalised by normaliseSearchText (so ة is ه, ى is ي, and أ إ آ
 * are ا). Rounds repeat until nothing changes, which makes the stem of a stem itself, and takes
 * the suffixes a first round uncovered (سعفيات → سعفي → سعف). Every round only shortens, so
 * this ends.
 */
export function stemArabic(word: string): string {
  let current = word;
  for (;;) {
    const next = round(current);
    if (next === current) return current;
    current = next;
  }
}
