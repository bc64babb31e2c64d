DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_category_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_seller_newest_idx";--> statement-breakpoint
DROP INDEX "products_seller_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_gift_newest_idx";--> statement-breakpoint
DROP INDEX "products_gift_sale_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_discounted" boolean GENERATED ALWAYS AS (coalesce((2 * price * discount_basis_points + 10000) / 20000, 0) > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","slug","free_shipping","is_discounted","customisable","is_gift");--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price","slug","free_shipping","is_discounted","customisable","is_gift");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_slug","created_at","slug","free_shipping","is_discounted","customisable","is_gift");--> statement-breakpoint
CREATE INDEX "products_category_sale_price_idx" ON "products" USING btree ("category_slug","sale_price","slug","free_shipping","is_discounted","customisable","is_gift");--> statement-breakpoint
CREATE INDEX "products_seller_newest_idx" ON "products" USING btree ("seller_slug","created_at","slug","free_shipping","is_discounted","customisable","is_gift");--> statement-breakpoint
CREATE INDEX "products_seller_sale_price_idx" ON "products" USING btree ("seller_slug","sale_price","slug","free_shipping","is_discounted","customisable","is_gift");--> statement-breakpoint
CREATE INDEX "products_gift_newest_idx" ON "products" USING btree ("created_at","slug","free_shipping","is_discounted","customisable","is_gift") WHERE is_gift;--> statement-breakpoint
CREATE INDEX "products_gift_sale_price_idx" ON "products" USING btree ("sale_price","slug","free_shipping","is_discounted","customisable","is_gift") WHERE is_gift;