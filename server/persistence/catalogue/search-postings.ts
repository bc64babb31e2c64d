// A one-word search by relevance, read from the postings (schema.ts searchPostings) instead of
// ranking its matches. A common word is in tens of thousands of products of a large catalogue:
// the document index must list them all, and ranking a thousand of them costs milliseconds. The
// postings hold, for each term of a product's names part, the keys relevance orders by
// (text-search.ts relevanceKeys), and their index lists a term's products best first: a page is
// the first rows of one index range per term the word stands for (itself, its close terms, its
// completions), merged.
//
// The postings hold what ranking reads, names and context (tiers 3 to 1); a match in a
// description alone (tier 0) is not there. So they answer only when they hold enough products
// to fill every page a search shows (its candidates): a term with that many postings is a word
// whose matches in names outnumber the candidates, and no description-only match can reach a
// page. Otherwise the search ranks its matches as before (product-cards.ts searchQuery), which for
// a rarer word costs little.
//
// A product found by several of the word's terms is ranked by its best posting. For one term that
// is the order of the ranked search exactly. For several it can differ where a product has more
// than one of them: ranking adds up their ts_rank, and counts a name's start for any of them.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { searchPostings } from '../schema';
import { prepared, rowCountText } from './prepared';
import type { TextQuery } from './text-search';

/** The terms a one-word query stands for, each marked typed (the word, its close terms: tier 3 in a name) or not (a completion: tier 2). */
export interface PostingTerms {
  readonly terms: readonly string[];
  readonly typed: readonly boolean[];
}

/** The query's terms, or null when the postings cannot answer it: several words, or a beginning too common to list its completions. */
export function postingTermsOf(query: TextQuery): PostingTerms | null {
  if (query.words.length !== 1) return null;
  const [{ term, close, completions, prefix }] = query.words as [TextQuery['words'][number]];
  if (prefix) return null;
  const typed = [term, ...close];
  const completed = completions.filter((completion) => !typed.includes(completion));
  return { terms: [...typed, ...completed], typed: [...typed.map(() => true), ...completed.map(() => false)] };
}

/**
 * Whether the postings hold `candidates` products for this query: one of its terms has that many
 * (each product has one posting per term). Reads at most that many index entries per term.
 */
export async function postingsHold(db: Db, terms: PostingTerms, candidates: number): Promise<boolean> {
  const count = rowCountText(candidates);
  const query = prepared(db, `search_postings_hold_${candidates}`, (name) =>
    db
      .select({
        holds: sql<boolean>`exists (select 1 from unnest(${sql.placeholder('terms')}::text[]) as t(term)
          where (select count(*) from (select 1 from ${searchPostings} as s where s.term = t.term limit ${count}) as counted) >= ${count})`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  );
  const [row] = await query.execute({ terms: terms.terms });
  return row?.holds === true;
}

/**
 * `count` placeholders `${name}0`… as an array. The planner takes an array given whole as a
 * parameter for ten elements, so a kept plan would cost every search as ten index ranges, lose to
 * the plan made for the values at hand, and the statement would be planned at every run.
 */
const listed = (name: string, count: number): SQL => sql`array[${sql.join(Array.from({ length: count }, (_, n) => sql.placeholder(`${name}${n}`)), sql`, `)}]`;

/** PostingTerms as the placeholders of postingsPage. */
export const postingsPageValues = ({ terms, typed }: PostingTerms): Record<string, string | boolean> =>
  Object.fromEntries([...terms.map((term, n) => [`term${n}`, term]), ...typed.map((value, n) => [`typed${n}`, value])]);

/**
 * The postings page of a word of `terms` terms: a subquery `page` of (product_slug, tier,
 * name_start, rank, created_at), best first, `page.limit` rows after `page.offset`. Each term's
 * range is read as far as the page's end, `reach` rows (the offset and the rows, at most the
 * candidates): a product among the best n of the merge is among the best n of a term it has. Its
 * terms are placeholders (postingsPageValues). The counts are in the text (prepared.ts rowCount):
 * given as parameters, they would have the statement planned again at every run.
 */
export function postingsPage(terms: number, page: { readonly offset: number; readonly limit: number }, reach: number): SQL {
  const by = sql.raw('tier desc, name_start desc, rank desc, created_at desc, product_slug desc');
  return sql`(select * from (
      select distinct on (h.product_slug) h.* from unnest(${listed('term', terms)}::text[], ${listed('typed', terms)}::boolean[]) as t(term, typed)
      cross join lateral (
        select s.product_slug, case when s.tier = 2 and t.typed then 3 else s.tier end as tier, s.name_start, s.rank, s.created_at
        from ${searchPostings} as s where s.term = t.term
        order by s.tier desc, s.name_start desc, s.rank desc, s.created_at desc, s.product_slug desc
        limit ${rowCountText(reach)}
      ) as h
      order by h.product_slug, h.tier desc, h.name_start desc, h.rank desc
    ) as best order by ${by} limit ${rowCountText(page.limit)} offset ${rowCountText(page.offset)}) as page`;
}

/** The order of the postings page's rows, outside it. */
export const POSTINGS_ORDER = sql.raw('page.tier desc, page.name_start desc, page.rank desc, page.created_at desc, page.product_slug desc');

/**
 * For a bulk load: in the transaction it runs in, new products are written without their postings
 * (one index insertion per term and product, in no order, would cost the load more than the rows).
 * writeDeferredPostings then writes them all in one statement, in the index's order.
 */
export const deferPostings = (db: Db) => db.execute(sql`select set_config('herfa.search_postings', 'deferred', true)`);

/** The postings of every listed product that has none, as the triggers would have written them. */
export async function writeDeferredPostings(db: Db): Promise<void> {
  await db.execute(sql`insert into ${searchPostings}
    select o.* from products as p, search_postings_of(p.slug, p.search_names, p.created_at) as o
    where p.listed and p.search_names is not null and not exists (select 1 from ${searchPostings} as s where s.product_slug = p.slug)
    order by o.term, o.tier desc, o.name_start desc, o.rank desc, o.created_at desc, o.product_slug desc`);
}
