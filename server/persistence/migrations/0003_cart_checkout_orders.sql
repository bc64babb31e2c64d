CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"checkout_id" uuid,
	"idempotency_key" uuid,
	"amount" bigint NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"redirect_url" text,
	"state" text NOT NULL,
	"failure_code" text,
	"gateway_message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_amount_positive" CHECK ("card_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_slug" text NOT NULL,
	"line_key" text NOT NULL,
	"colour" text,
	"size" text,
	"name_on_product" text,
	"gift_text" text,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"state" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"shipped_to" jsonb NOT NULL,
	"drafts" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"wallet_part" bigint NOT NULL,
	"card_part" bigint NOT NULL,
	"hold_ref" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "checkouts_split" CHECK ("checkouts"."wallet_part" >= 0 and "checkouts"."card_part" >= 0 and "checkouts"."wallet_part" + "checkouts"."card_part" = "checkouts"."total")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_slug" text NOT NULL,
	"line" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_slug" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"status" text NOT NULL,
	"shipped_to" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"wallet_part" bigint NOT NULL,
	"card_part" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_split" CHECK ("orders"."wallet_part" + "orders"."card_part" = "orders"."total")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"given_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_given_id_unique" UNIQUE("given_id")
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_slug_sellers_slug_fk" FOREIGN KEY ("seller_slug") REFERENCES "public"."sellers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_checkout_idx" ON "card_payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_topup_idempotency_idx" ON "card_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_gateway_id_idx" ON "card_payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "card_payments_user_idx" ON "card_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_identity_idx" ON "cart_lines" USING btree ("user_id","line_key");--> statement-breakpoint
CREATE INDEX "cart_lines_user_idx" ON "cart_lines" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_idx" ON "checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkouts_pending_idx" ON "checkouts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_slug","created_at");