// What the header's search box suggests for the text typed so far: asked for once the typing
// pauses (SUGGEST_DELAY_MS) and from SUGGEST_MIN_LENGTH characters on. A request that a newer one
// replaces is abandoned and its answer dropped, so an older answer never replaces a newer one;
// the last answer stays shown while the next loads, so the list does not blink at each key.
// A failure suggests nothing: the search itself never depends on suggestions.
import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '../../application/ports/catalogue-gateway';
import type { Language } from '../../domain/locale';
import { usePorts } from '../ports';
import { useLanguage } from '../use-language';
import { categoryPath, productPath, sellerPath } from './catalogue/catalogue-paths';

export const SUGGEST_DELAY_MS = 150;
/** In characters (code points), after trimming: one letter matches too much to help. */
export const SUGGEST_MIN_LENGTH = 2;

interface Answer {
  readonly query: string;
  readonly language: Language;
  readonly suggestions: SearchSuggestions;
}

/**
 * The suggestions to offer for `text`, or null when there are none to show. Nothing is asked
 * while `enabled` is false (the box is not in use), so a results page that fills the box with its
 * query asks nothing until the shopper comes back to it.
 */
export function useSearchSuggestions(text: string, enabled: boolean): SearchSuggestions | null {
  const { catalogue } = usePorts();
  const language = useLanguage();
  const query = text.trim();
  const wanted = Array.from(query).length >= SUGGEST_MIN_LENGTH;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Below the minimum the list empties, so coming back above it never shows an old word's list.
  if (!wanted && answer !== null) setAnswer(null);
  const answered = answer?.query === query && answer.language === language;

  useEffect(() => {
    if (!enabled || !wanted || answered) return;
    const request = new AbortController();
    const timer = setTimeout(() => {
      catalogue.suggest(query, request.signal).then(
        (suggestions) => {
          if (!request.signal.aborted) setAnswer({ query, language, suggestions });
        },
        () => {
          if (!request.signal.aborted) setAnswer(null);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [answered, catalogue, enabled, language, query, wanted]);

  return wanted && answer?.language === language ? answer.suggestions : null;
}

/** The ids of the list and its entries, derived from the search box's id. */
export const suggestionListId = (boxId: string): string => `${boxId}-suggestions`;
export const suggestionId = (boxId: string, index: number): string => `${boxId}-suggestion-${index}`;

export type SuggestionKind = 'products' | 'categories' | 'stores';

export interface SuggestionEntry {
  readonly name: string;
  /** Where the entry opens, under the page's language. */
  readonly href: string;
  /** Products only: the picture's path, null when the product has none. */
  readonly image?: string | null;
}

export interface SuggestionGroup {
  readonly kind: SuggestionKind;
  readonly entries: readonly SuggestionEntry[];
}

/** The groups that have entries, in the order shown: products, categories, stores. */
export function suggestionGroups(language: Language, { products, categories, stores }: SearchSuggestions): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    { kind: 'products', entries: products.map((product) => ({ name: product.name, href: productPath(language, product), image: product.image })) },
    { kind: 'categories', entries: categories.map((category) => ({ name: category.name, href: categoryPath(language, category.slug) })) },
    { kind: 'stores', entries: stores.map((store) => ({ name: store.name, href: sellerPath(language, store.slug) })) },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
