CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"address" text PRIMARY KEY NOT NULL,
	"deposited" numeric(78, 0) DEFAULT '0' NOT NULL,
	"earned" numeric(78, 0) DEFAULT '0' NOT NULL,
	"staked" numeric(78, 0) DEFAULT '0' NOT NULL,
	"cooldown_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"deposit_id" numeric(78, 0) NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"bucket" text NOT NULL,
	"delta" numeric(78, 0) NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_custody" (
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"address" text NOT NULL,
	"status" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_custody_chain_id_collection_token_id_pk" PRIMARY KEY("chain_id","collection","token_id")
);
--> statement-breakpoint
CREATE TABLE "nft_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"locked_until" timestamp with time zone,
	"at" timestamp with time zone NOT NULL,
	"tx_hash" text,
	"log_index" integer
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"vouchers" numeric(78, 0) NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"from_deposited" numeric(78, 0) NOT NULL,
	"from_earned" numeric(78, 0) NOT NULL,
	"penalty" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"receive" numeric(78, 0) NOT NULL,
	"wait" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"process_at" timestamp with time zone NOT NULL,
	"cancelable_until" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"batch_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_deposits_event_idx" ON "ledger_deposits" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "ledger_deposits_address_idx" ON "ledger_deposits" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "ledger_entries_address_idx" ON "ledger_entries" USING btree ("address","bucket");--> statement-breakpoint
CREATE INDEX "nft_custody_address_idx" ON "nft_custody" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_transfers_event_idx" ON "nft_transfers" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "nft_transfers_address_idx" ON "nft_transfers" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "nft_transfers_pending_idx" ON "nft_transfers" USING btree ("direction","status");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_event_idx" ON "voucher_redemptions" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_address_idx" ON "voucher_redemptions" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "withdrawals_address_idx" ON "withdrawals" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","process_at");--> statement-breakpoint
CREATE INDEX "withdrawals_batch_idx" ON "withdrawals" USING btree ("batch_id");