CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"held" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_held_not_negative" CHECK ("wallets"."held" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: each user's totals from their ledger, by the domain's arithmetic (src/domain/wallet.ts):
-- the balance is the sum of every row; the held amount is what the holds still open took (a hold is
-- open until a capture or release of its reference follows). A user with no rows has no wallet row.
INSERT INTO "wallets" ("user_id", "balance", "held", "updated_at")
SELECT "entry"."user_id",
  sum("entry"."amount"),
  coalesce(sum(-"entry"."amount") FILTER (
    WHERE "entry"."kind" = 'hold' AND NOT EXISTS (
      SELECT 1 FROM "wallet_entries" "settlement"
      WHERE "settlement"."user_id" = "entry"."user_id" AND "settlement"."ref" = "entry"."ref" AND "settlement"."kind" IN ('capture', 'release')
    )
  ), 0),
  max("entry"."created_at")
FROM "wallet_entries" "entry"
GROUP BY "entry"."user_id";
