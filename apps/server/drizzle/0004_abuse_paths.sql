CREATE TABLE "mail_quota" (
	"key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_quota_key_day_pk" PRIMARY KEY("key","day")
);
--> statement-breakpoint
CREATE TABLE "pow_spent" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_codes" ADD COLUMN "account_id" integer;--> statement-breakpoint
CREATE INDEX "pow_spent_expires_idx" ON "pow_spent" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "mail_codes" ADD CONSTRAINT "mail_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;