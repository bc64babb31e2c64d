DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
DROP INDEX "sellers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "search_text";--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"variant" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_lexicon_variant_term_pk" PRIMARY KEY("variant","term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" "tsvector";--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
CREATE INDEX "search_lexicon_term_prefix_idx" ON "search_lexicon" USING btree ("term" text_pattern_ops) WHERE variant = term;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_unindexed_idx" ON "products" USING btree ("slug") WHERE search_document is null;--> statement-breakpoint
CREATE INDEX "sellers_search_document_idx" ON "sellers" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "sellers_unindexed_idx" ON "sellers" USING btree ("slug") WHERE search_document is null;