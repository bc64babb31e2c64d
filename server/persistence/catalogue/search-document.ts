// Search documents: what a product or a store is found by, as the database keeps it. The domain
// decides the terms (src/domain/search: normalised, stemmed, broken plurals and spellings joined);
// here they become a tsvector whose weights say where each term came from, so that ranking can
// put a match in the name above one in the category or store, and that above the description:
//   A  the names, in both languages
//   B  the category's and the store's names (a product's context)
//   C  the descriptions
// and, weighted A, a marked copy of the first term of each name ('^mirror'), so that ranking
// can tell a name that begins with the query's first word (NAME_START). No query term can carry
// the mark: queries keep only letters, digits and marks.
// The lexemes are the terms themselves, written as tsvector text rather than parsed by a text
// search configuration, so PostgreSQL's own stemmers never touch them (its `arabic` Snowball
// reads the ف of فخار as "and"). Queries are built from the same analysis (text-search.ts).
import { sql } from 'drizzle-orm';
import { deletionVariants, documentTerms, indexTerms, type DocumentTerms } from '../../../src/domain/search';
import type { Db } from '../database';

export interface Named {
  readonly nameEn: string;
  readonly nameAr: string;
}

export interface Described extends Named {
  readonly descriptionEn: string;
  readonly descriptionAr: string;
}

/**
 * A row's search document: the tsvector text to store, its names part alone (the name starts,
 * names and context, without the descriptions: what ranking reads, row after row), and its terms
 * for the lexicon.
 */
export interface SearchDocument {
  readonly vector: string;
  readonly names: string;
  readonly terms: readonly string[];
}

export const SEARCH_WEIGHTS = { name: 'A', context: 'B', description: 'C' } as const;

/** A term as a tsvector or tsquery lexeme: quoted, so that nothing in it is read as syntax. */
export const lexeme = (term: string): string => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The mark of a name's first term in a document. */
export const NAME_START = '^';

function documentOf(names: readonly string[], terms: DocumentTerms): SearchDocument {
  let position = 0;
  // tsvector positions run to 16,383; a document far below that is all a catalogue row has.
  const entry = (term: string, weight: string) => `${lexeme(term)}:${Math.min(++position, 16_383)}${weight}`;
  const starts = names.flatMap((name) => indexTerms(name).slice(0, 1)).map((term) => entry(`${NAME_START}${term}`, SEARCH_WEIGHTS.name));
  const named = (['name', 'context'] as const).flatMap((field) => terms[field].map((term) => entry(term, SEARCH_WEIGHTS[field])));
  const described = terms.description.map((term) => entry(term, SEARCH_WEIGHTS.description));
  return {
    vector: [...starts, ...named, ...described].join(' '),
    names: [...starts, ...named].join(' '),
    terms: [...terms.name, ...terms.context, ...terms.description],
  };
}

export const productDocument = (product: Described, category: Named, store: Named): SearchDocument =>
  documentOf(
    [product.nameEn, product.nameAr],
    documentTerms({
      name: [product.nameEn, product.nameAr],
      category: [category.nameEn, category.nameAr],
      store: [store.nameEn, store.nameAr],
      description: [product.descriptionEn, product.descriptionAr],
    }),
  );

export const storeDocument = (store: Described): SearchDocument =>
  documentOf([store.nameEn, store.nameAr], documentTerms({ name: [store.nameEn, store.nameAr], category: [], store: [], description: [store.descriptionEn, store.descriptionAr] }));

const LEXICON_BATCH = 5_000;

/** Adds terms to the search lexicon (schema.ts searchLexicon), each under its deletion variants. */
export async function recordTerms(db: Db, terms: Iterable<string>): Promise<void> {
  const rows = [...new Set(terms)].flatMap((term) => deletionVariants(term).map((variant) => [variant, term] as const));
  for (let at = 0; at < rows.length; at += LEXICON_BATCH) {
    const batch = rows.slice(at, at + LEXICON_BATCH);
    await db.execute(sql`
      insert into search_lexicon (variant, term)
      select * from unnest(${sql.param(batch.map(([variant]) => variant))}::text[], ${sql.param(batch.map(([, term]) => term))}::text[])
      on conflict do nothing`);
  }
}
