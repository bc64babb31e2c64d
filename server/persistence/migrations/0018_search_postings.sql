CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"product_slug" text NOT NULL,
	"tier" smallint NOT NULL,
	"name_start" boolean NOT NULL,
	"rank" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A product's postings (schema.ts searchPostings): one per term of its names part, leaving out the
-- name-start marks ('^term'), which say name_start. The tier is 2 for a term of a name (weight A),
-- 1 for one of the category or store only (B). The rank is ts_rank of the one-term query, with the
-- weights a search ranks by (catalogue/text-search.ts RANK_WEIGHTS). A term is quoted as a tsquery
-- lexeme (search-document.ts lexeme), so nothing in it is read as syntax. Its arguments: the
-- product's slug, names part and creation time.
CREATE FUNCTION search_postings_of(text, tsvector, timestamptz)
RETURNS TABLE (term text, product_slug text, tier smallint, name_start boolean, rank real, created_at timestamptz)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT u.lexeme, $1,
    (CASE WHEN 'A' = ANY (u.weights) THEN 2 ELSE 1 END)::smallint,
    ('^' || u.lexeme) = ANY (tsvector_to_array($2)),
    ts_rank('{0.1, 0.2, 0.4, 1.0}'::real[], $2, ('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
    $3
  FROM unnest($2) AS u(lexeme, positions, weights)
  WHERE left(u.lexeme, 1) <> '^'
$$;
--> statement-breakpoint
-- Keeps a product's postings as its row changes: the old ones go, by their whole index key (each
-- found by one index descent), and the new ones are written, for a listed product with a document.
-- Should the key not find them all (ts_rank computed otherwise by another PostgreSQL), the rest go
-- by term and product. A bulk load (the catalogue generator) may defer new products' postings in
-- its transactions, and write them all at once after (catalogue/search-postings.ts).
CREATE FUNCTION products_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('herfa.search_postings', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.listed AND OLD.search_names IS NOT NULL THEN
    DELETE FROM search_postings AS s USING search_postings_of(OLD.slug, OLD.search_names, OLD.created_at) AS o
    WHERE s.term = o.term AND s.tier = o.tier AND s.name_start = o.name_start AND s.rank = o.rank
      AND s.created_at = o.created_at AND s.product_slug = o.product_slug;
    GET DIAGNOSTICS removed = ROW_COUNT;
    IF removed < (SELECT count(*) FROM search_postings_of(OLD.slug, OLD.search_names, OLD.created_at)) THEN
      DELETE FROM search_postings AS s USING search_postings_of(OLD.slug, OLD.search_names, OLD.created_at) AS o
      WHERE s.term = o.term AND s.product_slug = OLD.slug;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.listed AND NEW.search_names IS NOT NULL THEN
    INSERT INTO search_postings SELECT * FROM search_postings_of(NEW.slug, NEW.search_names, NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_postings_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_postings();
--> statement-breakpoint
-- Not for what postings do not hold (stock, prices, ratings): a sale pays nothing for them.
CREATE TRIGGER products_search_postings_update AFTER UPDATE ON products
  FOR EACH ROW
  WHEN (OLD.search_names IS DISTINCT FROM NEW.search_names OR OLD.listed IS DISTINCT FROM NEW.listed
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION products_search_postings();
--> statement-breakpoint
CREATE TRIGGER products_search_postings_delete AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_postings();
--> statement-breakpoint
-- The postings of the products already there, written before the index is built (one sort, not a
-- million insertions).
INSERT INTO search_postings
  SELECT o.* FROM products AS p, search_postings_of(p.slug, p.search_names, p.created_at) AS o
  WHERE p.listed AND p.search_names IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "search_postings_order_idx" ON "search_postings" USING btree ("term","tier" DESC NULLS FIRST,"name_start" DESC NULLS FIRST,"rank" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_slug" DESC NULLS FIRST);
