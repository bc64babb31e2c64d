// What the catalogue shows about products and stores that is pure arithmetic or text: a rating
// average, a reviewer's public name, and a short description.
import { roundDiv } from './money';

/**
 * The average of `count` ratings adding up to `sum`, to one decimal (half away from zero), or
 * null when there are none: "no rating yet" is not a rating of zero.
 */
export function ratingAverage(sum: number, count: number): number | null {
  if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`A rating is whole stars over a whole count: ${sum} / ${count}`);
  }
  if (count === 0) return null;
  return roundDiv(sum * 10, count) / 10;
}

// The Arabic article and its Latin transliterations, which say nothing about a family name's initial.
const ARTICLE = /^(?:ال|al-|el-)(?=\p{L})/iu;

/**
 * How a reviewer is named in public: the first name and the initial of the last name
 * ("Fatimah Al-Zahrani" → "Fatimah Z.", "فاطمة الزهراني" → "فاطمة ز."). The article of a
 * family name is skipped, because every other Arabic initial would be "ا" otherwise.
 * A one-word name is shown as it is.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter((word) => word !== '');
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const family = words.at(-1)!.replace(ARTICLE, '');
  const initial = [...family][0] ?? '';
  return `${first} ${initial.toLocaleUpperCase()}.`;
}

/** How long a description on a card may be, in characters. */
export const SHORT_TEXT_LENGTH = 140;

/**
 * The start of a text for a card: at most `limit` characters, cut at a word boundary when
 * there is one in the second half, with an ellipsis when anything was cut.
 */
export function shortText(text: string, limit: number = SHORT_TEXT_LENGTH): string {
  const characters = [...text.trim().replace(/\s+/gu, ' ')];
  if (characters.length <= limit) return characters.join('');
  const head = characters.slice(0, limit - 1).join('');
  const boundary = head.lastIndexOf(' ');
  const wordEndsAtCut = characters[limit - 1] === ' ';
  const cut = wordEndsAtCut || boundary < head.length / 2 ? head : head.slice(0, boundary);
  return `${cut.replace(/[\s\p{P}]+$/u, '')}…`;
}
