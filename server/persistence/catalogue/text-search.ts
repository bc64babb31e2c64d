// Text search over a `search_text` column (products, sellers), identical on PGlite and PostgreSQL.
// The column holds normalised text (src/domain/search-text.ts, applied when the row is written);
// the query is normalised the same way here, so hamza and alef forms, diacritics, tatweel,
// ة/ه and ى/ي and letter case never stop a match.
//
// A row matches when every query word occurs in its text, at the start of a word or inside
// one ("cush" finds "cushion", "سدو" finds "السدو"): LIKE, served by the GIN trigram index
// for words of three letters or more. Only when nothing matches so is the search widened to
// words close to the query's (pg_trgm's `<%`, word_similarity ≥ 0.6, for words of four letters
// or more), which forgives a typo ("kushion", "incence") at a cost paid only by such queries.
// Relevance is the full-text rank of the words as prefixes (ts_rank over to_tsvector('simple'),
// the form the GIN to_tsvector index is defined with) plus the word similarity of the whole
// query, so rows where the query is whole words rank above rows where it is inside longer words.
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normaliseSearchText, searchTokens } from '../../../src/domain/search-text';

/** A shopper's query, read once: its normalised text and its words. */
export interface TextQuery {
  readonly normalised: string;
  readonly tokens: readonly string[];
}

/** The query's words, or null when it has none (only punctuation or marks): nothing can match. */
export function readTextQuery(query: string): TextQuery | null {
  const tokens = searchTokens(query);
  return tokens.length === 0 ? null : { normalised: normaliseSearchText(query), tokens };
}

/** Shorter words are only matched as they are: three letters are similar to too much. */
const SIMILARITY_MIN_LENGTH = 4;

/**
 * 'word1:* & word2:*'. Words come from searchTokens, which keeps only letters, digits and
 * marks, so no tsquery operator (& | ! ( ) : * < > ' \) can reach to_tsquery; the filter
 * below says so again rather than trusting it.
 */
const prefixQuery = (tokens: readonly string[]): string =>
  tokens.map((token) => `${token.replace(/[^\p{L}\p{N}\p{M}]/gu, '')}:*`).join(' & ');

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const vector = (column: AnyPgColumn): SQL => sql`to_tsvector('simple', ${column})`;
const tsQuery = (query: TextQuery): SQL => sql`to_tsquery('simple', ${prefixQuery(query.tokens)})`;

/** Exact: every word occurs. Widened: every word occurs or, when long enough, is close to a word that does. */
export type MatchMode = 'exact' | 'widened';

export function textMatches(column: AnyPgColumn, query: TextQuery, mode: MatchMode = 'exact'): SQL {
  const occurs = (token: string) => sql`${column} like ${`%${escapeLike(token)}%`}`;
  const isClose = (token: string) => (mode === 'widened' && [...token].length >= SIMILARITY_MIN_LENGTH ? sql`${token} <% ${column}` : undefined);
  return and(...query.tokens.map((token) => or(occurs(token), isClose(token))))!;
}

/** Whether widening could find more than the exact match: some word is long enough to be close to another. */
export const canWiden = (query: TextQuery): boolean => query.tokens.some((token) => [...token].length >= SIMILARITY_MIN_LENGTH);

export const textRank = (column: AnyPgColumn, query: TextQuery): SQL<number> =>
  sql<number>`(ts_rank(${vector(column)}, ${tsQuery(query)}) + word_similarity(${query.normalised}, ${column}))`;
