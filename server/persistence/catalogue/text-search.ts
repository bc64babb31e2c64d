// Text search over the search documents (search-document.ts), identical on PGlite and
// PostgreSQL. A shopper's query is analysed as documents are (src/domain/search: normalised,
// stemmed, plurals and spellings joined), so a query matches a row when every query term is a
// term of its document, the last one also as the start of a term while it may still be typed.
// The GIN index of the documents finds the rows.
//
// Ranking, in tiers, then by ts_rank within a tier:
//   3  every term is in the name, as typed
//   2  every term is in the name, the last as a prefix ("silver ri" → "Silver Ring")
//   1  every term is in the name or the context (category and store names)
//   0  some term is only in a description
// and within a tier, a name that begins with the query's first word before one that does not
// ("مرايا" puts the mirrors, مرآة…, before the mabkhara …بالمرايا).
//
// When nothing matches, a term of four letters or more may be a typo: it is widened to the
// terms of the lexicon one edit from it ("kushion" → cushion, "مبرخة" → مبخر), found by their
// shared deletion variants, and the search runs once more.
import { and, desc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { deletionVariants, queryTerms, TYPO_MIN_LENGTH, withinOneEdit } from '../../../src/domain/search';
import type { Db } from '../database';
import { prepared, rowCount } from './prepared';
import { searchLexicon } from '../schema';
import { lexeme, NAME_START, SEARCH_WEIGHTS } from './search-document';

/**
 * One word of a query: its term, the terms one edit from it once widened for a typo (`close`),
 * and while it may still be typed, the lexicon's terms it begins (`completions`), or `prefix`
 * when there are too many to list and the index must match the beginning itself.
 */
interface QueryWord {
  readonly term: string;
  readonly close: readonly string[];
  readonly completions: readonly string[];
  readonly prefix: boolean;
}

/** A shopper's query, analysed: every word must match. */
export interface TextQuery {
  readonly words: readonly QueryWord[];
  /** Whether the words were widened to close terms (a second try; not widened again). */
  readonly widened: boolean;
}

/** The query's words, or null when it has none (only punctuation or marks): nothing can match. */
export function readTextQuery(query: string): TextQuery | null {
  const terms = queryTerms(query);
  return terms.length === 0 ? null : { words: terms.map(({ term, prefix }) => ({ term, close: [], completions: [], prefix })), widened: false };
}

/**
 * A word being typed stands for at most this many whole terms of the lexicon. Whole terms are
 * what the document index answers without reading the rows again; a beginning shared by more
 * terms than this is matched as a beginning, which the index can do only by reading them.
 */
export const MAX_COMPLETIONS = 64;

/**
 * The lexicon's terms that begin with a beginning, up to one more than MAX_COMPLETIONS: those from
 * it up to the beginning with its last letter the next one, compared as the prefix index orders
 * them (text_pattern_ops, code point by code point). A range of placeholders, where `like` with
 * one could not use the index in a kept plan: prepared once, never planned again.
 */
const completionsQuery = (db: Db) =>
  prepared(db, 'search_completions', (name) =>
    db
      .select({ term: searchLexicon.term })
      .from(searchLexicon)
      .where(
        and(
          sql`${searchLexicon.variant} = ${searchLexicon.term}`,
          sql`${searchLexicon.term} ~>=~ ${sql.placeholder('from')}`,
          sql`${searchLexicon.term} ~<~ ${sql.placeholder('below')}`,
        ),
      )
      .orderBy(sql`${searchLexicon.term} using ~<~`)
      .limit(rowCount(MAX_COMPLETIONS + 1))
      .prepare(name),
  );

/** The first text after every text that begins with `beginning`: its last letter the next code point (past the surrogates, which UTF-8 cannot hold). */
function pastBeginning(beginning: string): string {
  const letters = Array.from(beginning);
  const next = letters.pop()!.codePointAt(0)! + 1;
  return `${letters.join('')}${String.fromCodePoint(next === 0xd800 ? 0xe000 : next)}`;
}

/**
 * The lexicon's whole terms that begin with `beginning` (the beginning among them when it is a
 * term), or null when more than MAX_COMPLETIONS do.
 */
export type Completions = (beginning: string) => Promise<readonly string[] | null>;

/** Completions as the lexicon holds them now. */
export const lexiconCompletions =
  (db: Db): Completions =>
  async (beginning) => {
    const rows = await completionsQuery(db).execute({ from: beginning, below: pastBeginning(beginning) });
    return rows.length > MAX_COMPLETIONS ? null : rows.map((row) => row.term);
  };

/**
 * The query with each word still being typed completed to the lexicon's terms it begins;
 * `completions` may be kept a few seconds by the caller (the lexicon grows with the catalogue).
 */
export async function completedQuery(db: Db, query: TextQuery, completions: Completions = lexiconCompletions(db)): Promise<TextQuery> {
  const words = await Promise.all(
    query.words.map(async (word) => {
      if (!word.prefix) return word;
      const terms = await completions(word.term);
      if (terms === null) return word;
      return { ...word, completions: terms.filter((term) => term !== word.term), prefix: false };
    }),
  );
  return { ...query, words };
}

/** ts_rank's weights, in its order {D, C, B, A}: a name counts most, a description least. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/**
 * The query as tsquery text: each word an alternation of its terms, the words joined by &.
 * `weights` restricts where a term may be found (A, AB); `asTyped` leaves out what a word still
 * being typed could become (its completions, its beginning), keeping the term and its close terms.
 * Terms are quoted lexemes, so nothing a shopper types can be read as a tsquery operator.
 */
function tsQueryText(query: TextQuery, weights = '', asTyped = false): string {
  return query.words
    .map(({ term, close, completions, prefix }) => {
      const label = (asBeginning: boolean) => `${asBeginning ? '*' : ''}${weights}`;
      const alternative = (lexemeTerm: string, asBeginning: boolean) =>
        label(asBeginning) === '' ? lexeme(lexemeTerm) : `${lexeme(lexemeTerm)}:${label(asBeginning)}`;
      const alternatives = [
        alternative(term, prefix && !asTyped),
        ...close.map((closeTerm) => alternative(closeTerm, false)),
        ...(asTyped ? [] : completions.map((completion) => alternative(completion, false))),
      ];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The tsqueries a search reads, as text: `matching` finds the rows, the rest rank them (see
 * relevanceKeys). Values of a prepared search's placeholders, by these names.
 */
export interface SearchQueries {
  readonly matching: string;
  readonly nameAsTyped: string;
  readonly name: string;
  readonly nameOrContext: string;
  readonly nameStart: string;
}

export const searchQueries = (query: TextQuery): SearchQueries => ({
  matching: tsQueryText(query),
  nameAsTyped: tsQueryText(query, NAME, true),
  name: tsQueryText(query, NAME),
  nameOrContext: tsQueryText(query, NAME_OR_CONTEXT),
  nameStart: tsQueryText(nameStart(query), NAME),
});

/** A search's tsqueries in SQL: each a value, or a prepared statement's placeholder. */
export type SearchTsQueries = Readonly<Record<keyof SearchQueries, SQL>>;

const QUERY_NAMES = ['matching', 'nameAsTyped', 'name', 'nameOrContext', 'nameStart'] as const satisfies readonly (keyof SearchQueries)[];

const asTsQueries = (of: (name: keyof SearchQueries) => SQLWrapper | string): SearchTsQueries =>
  Object.fromEntries(QUERY_NAMES.map((name) => [name, sql`${of(name)}::tsquery`])) as Record<keyof SearchQueries, SQL>;

const tsQueriesOf = (query: TextQuery): SearchTsQueries => {
  const texts = searchQueries(query);
  return asTsQueries((name) => texts[name]);
};

/** The placeholders of a prepared search, named as SearchQueries. */
export const TS_QUERY_PLACEHOLDERS: SearchTsQueries = asTsQueries((name) => sql.placeholder(name));

/** The rows whose document has every word of the query. */
export const documentMatches = (document: AnyPgColumn, query: TextQuery | SearchTsQueries): SQL =>
  sql`${document} @@ ${'words' in query ? tsQueriesOf(query).matching : query.matching}`;

const NAME = SEARCH_WEIGHTS.name;
const NAME_OR_CONTEXT = `${SEARCH_WEIGHTS.name}${SEARCH_WEIGHTS.context}`;

/**
 * What relevance orders by, each best when highest: the tier (above), whether a name begins with
 * the query's first word, and ts_rank. `names` is the column ranking reads: the names part of a
 * document (products' search_names), or a whole document small enough (a store's).
 */
export const relevanceKeys = (names: AnyPgColumn, query: TextQuery | SearchTsQueries) => {
  const queries = 'words' in query ? tsQueriesOf(query) : query;
  return {
    tier: sql<number>`case
    when ${names} @@ ${queries.nameAsTyped} then 3
    when ${names} @@ ${queries.name} then 2
    when ${names} @@ ${queries.nameOrContext} then 1
    else 0 end`,
    nameStart: sql<boolean>`${names} @@ ${queries.nameStart}`,
    rank: sql<number>`ts_rank(${RANK_WEIGHTS}::real[], ${names}, ${queries.matching})`,
  };
};

/** The order of relevance, best first, as orderBy terms. */
export const relevanceOrder = (names: AnyPgColumn, query: TextQuery | SearchTsQueries): SQL[] => {
  const { tier, nameStart: start, rank } = relevanceKeys(names, query);
  return [desc(tier), desc(start), desc(rank)];
};

/** The query's first word as the first word of a name (search-document.ts NAME_START). */
const nameStart = (query: TextQuery): TextQuery => {
  const [first] = query.words as [QueryWord];
  const marked = (term: string) => `${NAME_START}${term}`;
  return { words: [{ term: marked(first.term), close: first.close.map(marked), completions: first.completions.map(marked), prefix: first.prefix }], widened: query.widened };
};

/**
 * The query with each word of TYPO_MIN_LENGTH letters or more widened to the lexicon's terms one
 * edit from it, or null when no word has such a term (so a second search would find nothing new).
 */
export async function widenedQuery(db: Db, query: TextQuery): Promise<TextQuery | null> {
  if (query.widened) return null;
  const typed = query.words.map((word) => word.term).filter((term) => Array.from(term).length >= TYPO_MIN_LENGTH);
  if (typed.length === 0) return null;
  const variants = [...new Set(typed.flatMap(deletionVariants))];
  const rows = await db.selectDistinct({ term: searchLexicon.term }).from(searchLexicon).where(inArray(searchLexicon.variant, variants));
  let widened = false;
  const words = query.words.map((word) => {
    const { term } = word;
    if (Array.from(term).length < TYPO_MIN_LENGTH) return word;
    const close = rows.map((row) => row.term).filter((candidate) => candidate !== term && withinOneEdit(term, candidate));
    if (close.length === 0) return word;
    widened = true;
    return { ...word, close: close.sort() };
  });
  return widened ? { words, widened: true } : null;
}
