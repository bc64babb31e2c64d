// What the header's search box suggests while the shopper types (src/contract/catalogue.ts
// SearchSuggestions): the best products of the search itself (ranked among fewer candidates),
// the categories whose names match, and the best stores. The last word is a prefix, as in every
// search, so "cush" already finds the cushions; typos are widened only when the whole query
// finds nothing, as the search does.
import { asc, desc } from 'drizzle-orm';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, SUGGESTED_STORES, type SearchSuggestions } from '../../../src/contract/catalogue';
import type { Language } from '../../../src/domain/locale';
import { indexTerms, matchesQuery, queryTerms } from '../../../src/domain/search';
import type { Db } from '../database';
import { categories, sellers } from '../schema';
import { suggestedCards } from './product-cards';
import { prepared, rowCount } from './prepared';
import { completedQuery, documentMatches, readTextQuery, relevanceOrder, searchQueries, TS_QUERY_PLACEHOLDERS, type Completions, type TextQuery } from './text-search';

const NO_SUGGESTIONS: SearchSuggestions = { products: [], categories: [], stores: [] };

/** A category as suggestions match it: by its names in both languages. */
export type CategoryNames = Pick<typeof categories.$inferSelect, 'slug' | 'nameEn' | 'nameAr'>;

/** Every category, in the menu's order: a dozen rows, which suggestions match by the domain's own rule rather than indexed. */
export const categoryNames = (db: Db): Promise<CategoryNames[]> =>
  db.select({ slug: categories.slug, nameEn: categories.nameEn, nameAr: categories.nameAr }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.slug));

/**
 * What every shopper's suggestions share and what seldom changes, which the caller keeps a few
 * seconds (as the catalogue's routes keep a listing's count): the categories, the completions of
 * the word being typed, and whether the postings hold a query's products (product-cards.ts
 * suggestionPostingsHold).
 */
export interface SuggestionSources {
  readonly categories: () => Promise<CategoryNames[]>;
  readonly completions: Completions;
  readonly postingsHold: (text: TextQuery) => Promise<boolean>;
}

/** The best stores for a query, by the relevance of their whole document (a store's is small): prepared, its tsqueries bound as values. */
const suggestedStores = (db: Db, language: Language) =>
  prepared(db, `suggested_stores_${language}`, (name) =>
    db
      .select({ slug: sellers.slug, name: language === 'ar' ? sellers.nameAr : sellers.nameEn })
      .from(sellers)
      .where(documentMatches(sellers.searchDocument, TS_QUERY_PLACEHOLDERS))
      .orderBy(...relevanceOrder(sellers.searchDocument, TS_QUERY_PLACEHOLDERS), desc(sellers.featured), asc(sellers.slug))
      .limit(rowCount(SUGGESTED_STORES))
      .prepare(name),
  );

export async function searchSuggestions(db: Db, language: Language, query: string, sources: SuggestionSources): Promise<SearchSuggestions> {
  const typed = readTextQuery(query);
  if (!typed) return NO_SUGGESTIONS;
  const text = await completedQuery(db, typed, sources.completions);
  const [cards, categoryRows, storeRows] = await Promise.all([
    sources.postingsHold(text).then((hold) => suggestedCards(db, language, text, SUGGESTED_PRODUCTS, hold)),
    sources.categories(),
    suggestedStores(db, language).execute({ ...searchQueries(text) }),
  ]);
  const terms = queryTerms(query);
  return {
    products: cards.map(({ slug, name, image, isGift }) => ({ slug, name, image, isGift })),
    categories: categoryRows
      .filter((category) => matchesQuery(indexTerms(`${category.nameEn} ${category.nameAr}`), terms))
      .slice(0, SUGGESTED_CATEGORIES)
      .map((category) => ({ slug: category.slug, name: language === 'ar' ? category.nameAr : category.nameEn })),
    stores: storeRows,
  };
}
