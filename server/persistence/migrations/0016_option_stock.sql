CREATE TABLE "product_option_stock" (
	"product_slug" text NOT NULL,
	"colour_id" text DEFAULT '' NOT NULL,
	"size_id" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "product_option_stock_product_slug_colour_id_size_id_pk" PRIMARY KEY("product_slug","colour_id","size_id"),
	CONSTRAINT "product_option_stock_not_negative" CHECK ("product_option_stock"."stock" >= 0),
	CONSTRAINT "product_option_stock_has_option" CHECK ("product_option_stock"."colour_id" <> '' or "product_option_stock"."size_id" <> '')
);
--> statement-breakpoint
ALTER TABLE "product_option_stock" ADD CONSTRAINT "product_option_stock_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE no action;