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
import { completedQuery, documentMatches, readTextQuery, relevanceOrder } from './text-search';

const NO_SUGGESTIONS: SearchSuggestions = { products: [], categories: [], stores: [] };

export async function searchSuggestions(db: Db, language: Language, query: string): Promise<SearchSuggestions> {
  const typed = readTextQuery(query);
  if (!typed) return NO_SUGGESTIONS;
  const text = await completedQuery(db, typed);
  const [cards, categoryRows, storeRows] = await Promise.all([
    suggestedCards(db, language, text, SUGGESTED_PRODUCTS),
    // A dozen rows: matched here by the domain's own rule rather than indexed.
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.slug)),
    db
      .select({ slug: sellers.slug, name: language === 'ar' ? sellers.nameAr : sellers.nameEn })
      .from(sellers)
      .where(documentMatches(sellers.searchDocument, text))
      .orderBy(...relevanceOrder(sellers.searchDocument, text), desc(sellers.featured), asc(sellers.slug))
      .limit(SUGGESTED_STORES),
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
