-- Orders placed so far were sold under their seller's number as it stands today.
ALTER TABLE "orders" ADD COLUMN "seller_vat_number" text;--> statement-breakpoint
UPDATE "orders" SET "seller_vat_number" = "sellers"."vat_number" FROM "sellers" WHERE "sellers"."slug" = "orders"."seller_slug";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller_vat_number" SET NOT NULL;
