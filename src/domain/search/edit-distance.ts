// Typo tolerance for search: whether two terms are one edit apart, and which terms of a lexicon
// are one edit from a query term. Lengths and edits count code points, not UTF-16 units, so a
// letter outside the Basic Multilingual Plane is one letter.

/**
 * Whether the Damerau-Levenshtein distance of a and b (optimal string alignment) is at most 1:
 * they are equal, or one letter was inserted, deleted or replaced, or two neighbouring letters
 * were swapped ("kushion" → "cushion", "cusihon" → "cushion", "مبخره" → "مبرخه").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--;
    endY--;
  }
  const restX = endX - start;
  const restY = endY - start;
  // What differs, once the common start and end are set aside: one letter on either side or
  // both (an insertion, deletion or substitution), or two letters swapped.
  if (restX <= 1 && restY <= 1) return true;
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/** Query terms shorter than this are matched only as they are: three letters are close to too much. */
export const TYPO_MIN_LENGTH = 4;

/**
 * The terms of a lexicon one edit from a query term, for a term of at least `minLength` code
 * points, in the lexicon's order and without repeats; the term itself is not among them.
 */
export function closestTerms(word: string, lexicon: Iterable<string>, minLength = TYPO_MIN_LENGTH): string[] {
  const length = Array.from(word).length;
  if (length < minLength) return [];
  const found = new Set<string>();
  for (const term of lexicon) {
    if (term === word || found.has(term)) continue;
    // A cheap bound first: the UTF-16 lengths of terms one edit apart differ by at most 2.
    if (Math.abs(term.length - word.length) > 2) continue;
    if (withinOneEdit(word, term)) found.add(term);
  }
  return [...found];
}

/**
 * The term and every string made by deleting one of its letters (code points), without repeats:
 * two terms are within one edit only if these sets of theirs meet, so a store keeps them for its
 * lexicon and looks up a query term's own to find its close terms by equality alone (then checks
 * each with withinOneEdit, since sharing a deletion also admits some pairs two edits apart).
 */
export function deletionVariants(term: string): string[] {
  const letters = Array.from(term);
  const variants = new Set<string>([term]);
  for (let i = 0; i < letters.length; i++) variants.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  return [...variants];
}
