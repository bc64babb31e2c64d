DROP INDEX "products_seller_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price" bigint GENERATED ALWAYS AS (price - coalesce((2 * price * discount_basis_points + 10000) / 20000, 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","slug");--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price","slug");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_slug","created_at","slug");--> statement-breakpoint
CREATE INDEX "products_category_sale_price_idx" ON "products" USING btree ("category_slug","sale_price","slug");--> statement-breakpoint
CREATE INDEX "products_seller_newest_idx" ON "products" USING btree ("seller_slug","created_at","slug");--> statement-breakpoint
CREATE INDEX "products_seller_sale_price_idx" ON "products" USING btree ("seller_slug","sale_price","slug");--> statement-breakpoint
CREATE INDEX "products_gift_newest_idx" ON "products" USING btree ("created_at","slug") WHERE is_gift;--> statement-breakpoint
CREATE INDEX "products_gift_sale_price_idx" ON "products" USING btree ("sale_price","slug") WHERE is_gift;--> statement-breakpoint
CREATE INDEX "products_featured_newest_idx" ON "products" USING btree ("created_at","slug") WHERE featured;--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("discount_basis_points","created_at","slug") WHERE discount_basis_points is not null and stock > 0;