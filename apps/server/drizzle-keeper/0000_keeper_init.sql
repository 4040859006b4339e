CREATE TABLE "keeper_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "keeper_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "keeper_bridge_relays" (
	"nonce" bigint PRIMARY KEY NOT NULL,
	"user" text NOT NULL,
	"receiver" text NOT NULL,
	"token_ids" jsonb NOT NULL,
	"hero_ids" jsonb NOT NULL,
	"rarities" jsonb NOT NULL,
	"request_block" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"dest_tx" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keeper_checkpoints" (
	"consumer" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keeper_randomness_requests" (
	"chain_id" integer NOT NULL,
	"request_id" bigint NOT NULL,
	"consumer" text NOT NULL,
	"epoch" integer NOT NULL,
	"index" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"fulfilled_tx" text,
	CONSTRAINT "keeper_randomness_requests_chain_id_request_id_pk" PRIMARY KEY("chain_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "merge_records" (
	"chain_id" integer NOT NULL,
	"merge_id" bigint NOT NULL,
	"address" text NOT NULL,
	"token_id_a" text NOT NULL,
	"token_id_b" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"designate" boolean NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"upgraded_token_id" text,
	"burned_token_id" text,
	"request_tx" text NOT NULL,
	"resolve_tx" text,
	"requested_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "merge_records_chain_id_merge_id_pk" PRIMARY KEY("chain_id","merge_id")
);
--> statement-breakpoint
CREATE INDEX "keeper_bridge_relays_status_idx" ON "keeper_bridge_relays" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "keeper_randomness_status_idx" ON "keeper_randomness_requests" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "merge_records_address_idx" ON "merge_records" USING btree ("address","requested_at");