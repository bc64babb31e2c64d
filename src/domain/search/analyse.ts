// How text becomes search terms, the same way for what is indexed and for what a shopper types:
// normalise and split (search-text.ts), stem each word by its script, then replace the stem of a
// broken plural, an irregular form or a variant spelling by its group's term (lemmas.ts).
//
// The contract the store implements: a document matches a query when every query term equals
// some term of the document or, for a term marked `prefix`, starts some term of the document.
import { searchTokens } from '../search-text';
import { stemArabic } from './arabic-stem';
import { ENGLISH_MIN_STEM, stemEnglish } from './english-stem';
import { ARABIC_LEMMAS, ENGLISH_LEMMAS, SPELLINGS } from './lemmas';

/** A word of a query, analysed; `prefix` when the shopper may still be typing it. */
export interface QueryTerm {
  readonly term: string;
  readonly prefix: boolean;
}

/**
 * A word longer than this (in code points) is cut to it before analysis, in documents and
 * queries alike, so a pasted run of letters cannot make a term the index refuses
 * (a tsvector lexeme is at most 2,047 bytes).
 */
export const MAX_TERM_LENGTH = 64;

/** The last word of a query is matched as a prefix from this many code points on. */
export const PREFIX_MIN_LENGTH = 2;

type Script = 'arabic' | 'latin' | 'other';

const isArabic = (code: number): boolean =>
  (code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0x08a0 && code <= 0x08ff);
const isLatin = (code: number): boolean =>
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0xdf && code <= 0x24f && code !== 0xf7) ||
  (code >= 0x300 && code <= 0x36f) ||
  (code >= 0x1e00 && code <= 0x1eff);

/**
 * Which stemmer a word goes to. Only whole words of one script are stemmed: a word mixing
 * scripts or holding digits ("45cm", "x2") is kept as it is. Arabic is the Arabic blocks
 * (U+0600–U+06FF, U+0750–U+077F, U+08A0–U+08FF); Latin is a–z, the Latin-1 and Latin Extended
 * letters, and combining marks (U+0300–U+036F) left on a letter without a precomposed form.
 */
function scriptOf(word: string): Script {
  let script: Script | undefined;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const here: Script = isArabic(code) ? 'arabic' : isLatin(code) ? 'latin' : 'other';
    if (here === 'other' || (script !== undefined && here !== script)) return 'other';
    script = here;
  }
  return script ?? 'other';
}

const capped = (word: string): string => (word.length <= MAX_TERM_LENGTH ? word : Array.from(word).slice(0, MAX_TERM_LENGTH).join(''));

/** The stem of one normalised word, before lemmas: numbers and mixed words stay as they are. */
function stemOf(word: string): string {
  const short = capped(word);
  switch (scriptOf(short)) {
    case 'arabic':
      return stemArabic(short);
    case 'latin':
      return stemEnglish(short);
    default:
      return short;
  }
}

/** The stem of a word as a group in lemmas.ts writes it (one word, not yet normalised). */
function stemOfListed(word: string): string {
  const tokens = searchTokens(word);
  if (tokens.length !== 1) throw new Error(`A lemma group member must be one word: "${word}"`);
  return stemOf(tokens[0] as string);
}

/**
 * Stem → the term of its group. Built once; a stem claimed by two groups is a mistake in the
 * list, and failing here (the first test that imports this module) says which.
 */
function termsOfGroups(groups: readonly (readonly string[])[]): ReadonlyMap<string, string> {
  const terms = new Map<string, string>();
  for (const group of groups) {
    const term = stemOfListed(group[0] as string);
    for (const member of group) {
      const stem = stemOfListed(member);
      const claimed = terms.get(stem);
      if (claimed !== undefined && claimed !== term) {
        throw new Error(`"${member}" stems to "${stem}", which is already the term "${claimed}", not "${term}"`);
      }
      terms.set(stem, term);
    }
  }
  return terms;
}

const GROUP_TERM = termsOfGroups([...ARABIC_LEMMAS, ...ENGLISH_LEMMAS, ...SPELLINGS]);

/** The term of one normalised word (one token of searchTokens). */
export function termOf(word: string): string {
  const stem = stemOf(word);
  return GROUP_TERM.get(stem) ?? stem;
}

/**
 * Adds the terms of `text` to `into`. A word that a lemma or spelling group replaced also
 * leaves its own stem, so that a shopper still typing the plural (حقائ…, knive…) finds it as a
 * prefix; a whole query word is always analysed to the group's term, so never meets that stem.
 */
function addTerms(text: string, into: Set<string>): void {
  for (const word of searchTokens(text)) {
    const stem = stemOf(word);
    const term = GROUP_TERM.get(stem) ?? stem;
    into.add(term);
    if (term !== stem) into.add(stem);
  }
}

/** The distinct index terms of a text in either language, or both mixed. */
export function indexTerms(text: string): string[] {
  const terms = new Set<string>();
  addTerms(text, terms);
  return [...terms];
}

export interface DocumentFields {
  readonly name: readonly string[];
  readonly category: readonly string[];
  readonly store: readonly string[];
  readonly description: readonly string[];
}

/** A document's terms by weight: its names, its context (category and store names), its descriptions. */
export interface DocumentTerms {
  readonly name: string[];
  readonly context: string[];
  readonly description: string[];
}

/** The terms of a document per weight class; a term is listed only in the highest class that has it. */
export function documentTerms(fields: DocumentFields): DocumentTerms {
  const name = new Set<string>();
  for (const text of fields.name) addTerms(text, name);
  const context = new Set<string>();
  for (const text of [...fields.category, ...fields.store]) addTerms(text, context);
  const description = new Set<string>();
  for (const text of fields.description) addTerms(text, description);
  return {
    name: [...name],
    context: [...context].filter((term) => !name.has(term)),
    description: [...description].filter((term) => !name.has(term) && !context.has(term)),
  };
}

const codePointLength = (text: string): number => Array.from(text).length;

const commonPrefix = (a: string, b: string): string => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
};

/** The start of an English suffix, as a word being typed ends: carvi…, carvin… (-ing), berri… (-ies). */
const PARTIAL_SUFFIX = /(?:ie|in|i)$/;
const PARTIAL_SUFFIX_MIN_ROOT = 4;

/**
 * The term of a last word still being typed. It is the word's own term, shortened when the
 * word ends with the beginning of -ing or -ies: "carvin" would otherwise miss "carving", whose
 * term is "carv". What is kept is the part shared with the term of the word completed with
 * -ing, so it is always the start of the word's own term (a finished word still finds itself).
 */
function typedTerm(word: string, term: string): string {
  const partial = PARTIAL_SUFFIX.exec(word);
  if (partial === null || scriptOf(word) !== 'latin') return term;
  const root = word.slice(0, partial.index);
  if (root.length < PARTIAL_SUFFIX_MIN_ROOT) return term;
  const shared = commonPrefix(term, termOf(`${root}ing`));
  return shared.length >= ENGLISH_MIN_STEM ? shared : term;
}

/**
 * One term per word of the query, analysed as documents are. The last word is a prefix when it
 * has at least two characters: the shopper may still be typing it ("cush" finds "cushion").
 */
export function queryTerms(query: string): readonly QueryTerm[] {
  const words = searchTokens(query);
  return words.map((word, index) => {
    const term = termOf(word);
    const prefix = index === words.length - 1 && codePointLength(word) >= PREFIX_MIN_LENGTH;
    return { term: prefix ? typedTerm(word, term) : term, prefix };
  });
}

/**
 * The contract above, for tests and in-memory stores: every query term equals a document term,
 * or starts one when it is a prefix. A query without terms matches everything; callers are
 * expected to treat it as no search at all.
 */
export function matchesQuery(documentTerms: Iterable<string>, query: readonly QueryTerm[]): boolean {
  const terms: ReadonlySet<string> = documentTerms instanceof Set ? documentTerms : new Set(documentTerms);
  const startsATerm = (prefix: string): boolean => {
    for (const term of terms) if (term.startsWith(prefix)) return true;
    return false;
  };
  return query.every(({ term, prefix }) => terms.has(term) || (prefix && startsATerm(term)));
}
