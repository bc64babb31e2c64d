CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_slug" text NOT NULL,
	"position" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_category_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_seller_newest_idx";--> statement-breakpoint
DROP INDEX "products_seller_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_gift_newest_idx";--> statement-breakpoint
DROP INDEX "products_gift_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_featured_newest_idx";--> statement-breakpoint
DROP INDEX "products_deals_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_basis_points" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_on_product_max_length" smallint DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The catalogue's discounts so far are offers without a window.
UPDATE "products" SET "offer_basis_points" = "discount_basis_points" WHERE "discount_basis_points" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_slug","position");--> statement-breakpoint
CREATE INDEX "products_seller_status_idx" ON "products" USING btree ("seller_slug","status","updated_at","slug");--> statement-breakpoint
CREATE INDEX "products_offer_window_idx" ON "products" USING btree ("slug") WHERE offer_starts_at is not null or offer_ends_at is not null;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","slug","free_shipping","is_discounted","customisable","is_gift","listed");--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price","slug","free_shipping","is_discounted","customisable","is_gift","listed");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_slug","created_at","slug","free_shipping","is_discounted","customisable","is_gift","listed");--> statement-breakpoint
CREATE INDEX "products_category_sale_price_idx" ON "products" USING btree ("category_slug","sale_price","slug","free_shipping","is_discounted","customisable","is_gift","listed");--> statement-breakpoint
CREATE INDEX "products_seller_newest_idx" ON "products" USING btree ("seller_slug","created_at","slug","free_shipping","is_discounted","customisable","is_gift","listed");--> statement-breakpoint
CREATE INDEX "products_seller_sale_price_idx" ON "products" USING btree ("seller_slug","sale_price","slug","free_shipping","is_discounted","customisable","is_gift","listed");--> statement-breakpoint
CREATE INDEX "products_gift_newest_idx" ON "products" USING btree ("created_at","slug","free_shipping","is_discounted","customisable","is_gift","listed") WHERE is_gift;--> statement-breakpoint
CREATE INDEX "products_gift_sale_price_idx" ON "products" USING btree ("sale_price","slug","free_shipping","is_discounted","customisable","is_gift","listed") WHERE is_gift;--> statement-breakpoint
CREATE INDEX "products_featured_newest_idx" ON "products" USING btree ("created_at","slug") WHERE featured and listed;--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("discount_basis_points","created_at","slug") WHERE discount_basis_points is not null and stock > 0 and listed;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_range" CHECK ("products"."offer_basis_points" is null or ("products"."offer_basis_points" > 0 and "products"."offer_basis_points" < 10000));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_window" CHECK ("products"."offer_starts_at" is null or "products"."offer_ends_at" is null or "products"."offer_starts_at" < "products"."offer_ends_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_name_on_product_max_length" CHECK ("products"."name_on_product_max_length" between 1 and 40);