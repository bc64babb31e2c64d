// Search text in both languages: one normalisation, applied the same way when a product or
// store is indexed and when a shopper's query is read, so spelling variants meet.
import { toLatinDigits } from './validation';

/**
 * Arabic marks a shopper may or may not type: harakat and the other marks above and below
 * letters (U+064B–U+065F, including the combining hamza and madda), the superscript alef
 * (U+0670), and tatweel (U+0640), which only stretches a word. Zero-width and direction
 * controls (U+061C, U+200B–U+200F, U+202A–U+202E, U+2066–U+2069) come along in pasted
 * right-to-left text and are invisible, so they go too.
 */
const IGNORED = /[\u064B-\u065F\u0670\u0640\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Letters written interchangeably. أ إ آ need no entry: decomposition turns them into an alef
 * and a hamza or madda mark, and the mark is removed. Alef wasla has no decomposition.
 */
const SAME_LETTER: Readonly<Record<string, string>> = { 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه' };
const VARIANT = /[ٱىة]/gu;

/**
 * The form under which text is indexed and searched. Steps, in this order for a reason:
 * compatibility decomposition (NFKD) first, so that a precomposed أ and an alef followed by
 * a combining hamza are the same thing, and so that Arabic presentation forms (as in text
 * copied out of PDFs) and full-width Latin become ordinary letters; then the ignored marks
 * are removed; then lower case (after decomposition, since NFKD can expose capitals, as in
 * 𝐀 → A); then canonical recomposition (NFC) so that Latin accents stay on their letters
 * ("é" is still "é"); then the Arabic letter variants; then Arabic-Indic and Persian digits,
 * which have no decomposition, as 0–9 (toLatinDigits), so "٤٥ سم" finds what "45 سم" finds; then runs of
 * whitespace become one space, trimmed. ASCII text is only lower-cased and has its whitespace
 * collapsed. A side effect worth knowing: ؤ and ئ decompose to و and ي with a hamza mark, which goes.
 */
export function normaliseSearchText(text: string): string {
  const letters = text
    .normalize('NFKD')
    .replace(IGNORED, '')
    .toLowerCase()
    .normalize('NFC')
    .replace(VARIANT, (letter) => SAME_LETTER[letter] ?? letter);
  return toLatinDigits(letters).replace(/\s+/gu, ' ').trim();
}

/**
 * The words of a text, normalised, in order. Words are split at anything that is not a
 * letter, digit or mark, so punctuation in either script (",", "،", "؟", "-") separates words.
 */
export function searchTokens(text: string): readonly string[] {
  return normaliseSearchText(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((token) => token !== '');
}
