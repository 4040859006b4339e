CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"invite_code" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_address_unique" UNIQUE("address"),
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "applied_events" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "applied_events_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "arena_matches" (
	"match_id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"winner" text NOT NULL,
	"loser" text NOT NULL,
	"reward" numeric(48, 18) NOT NULL,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_players" (
	"season" integer NOT NULL,
	"player" text NOT NULL,
	"formation" jsonb NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"max_streak" integer DEFAULT 0 NOT NULL,
	"reward" numeric(48, 18) DEFAULT '0' NOT NULL,
	CONSTRAINT "arena_players_season_player_pk" PRIMARY KEY("season","player")
);
--> statement-breakpoint
CREATE TABLE "box_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"box_type" text NOT NULL,
	"token_id" text NOT NULL,
	"hero_id" integer,
	"rarity" text,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bridge_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"nft_ids" jsonb NOT NULL,
	"bsc_tx" text NOT NULL,
	"polygon_tx" text,
	"status" text NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"game_id" integer DEFAULT 67 NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_recommend" integer DEFAULT 0 NOT NULL,
	"createdate" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"route" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_route_day_pk" PRIMARY KEY("route","day")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"hero_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worldcup_users" (
	"address" text PRIMARY KEY NOT NULL,
	"winning_points" integer DEFAULT 0 NOT NULL,
	"unclaimed_credits" integer DEFAULT 0 NOT NULL,
	"general_credits" integer DEFAULT 0 NOT NULL,
	"stake_activities" integer DEFAULT 0 NOT NULL,
	"raffle_tickets" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arena_players_rank_idx" ON "arena_players" USING btree ("season","wins");--> statement-breakpoint
CREATE UNIQUE INDEX "box_records_tx_log_idx" ON "box_records" USING btree ("tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "box_records_address_idx" ON "box_records" USING btree ("address");--> statement-breakpoint
CREATE INDEX "bridge_requests_address_idx" ON "bridge_requests" USING btree ("address","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transfers_event_idx" ON "chain_transfers" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_transfers_address_at_idx" ON "chain_transfers" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "content_kind_game_lang_idx" ON "content" USING btree ("kind","game_id","lang");--> statement-breakpoint
CREATE INDEX "login_failures_account_at_idx" ON "login_failures" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "mail_codes_email_purpose_idx" ON "mail_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "worldcup_users_points_idx" ON "worldcup_users" USING btree ("winning_points");