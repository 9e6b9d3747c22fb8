CREATE TABLE "delegates" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"safe" text,
	"delegate" text NOT NULL,
	"delegator" text NOT NULL,
	"label" text NOT NULL,
	"expires_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "multisig_transactions" ADD COLUMN "proposed_by_delegate" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delegates_entry_idx" ON "delegates" USING btree ("chain_id","delegate","delegator",coalesce("safe", ''));--> statement-breakpoint
CREATE INDEX "delegates_safe_idx" ON "delegates" USING btree ("chain_id","safe");