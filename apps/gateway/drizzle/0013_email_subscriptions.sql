CREATE TABLE "email_notifications" (
	"subscription_id" bigint NOT NULL,
	"safe_tx_hash" text NOT NULL,
	"sent_at" bigint NOT NULL,
	CONSTRAINT "email_notifications_subscription_id_safe_tx_hash_pk" PRIMARY KEY("subscription_id","safe_tx_hash")
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"owner" text NOT NULL,
	"email" text NOT NULL,
	"created_at" bigint NOT NULL,
	"confirmed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "email_worker_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"cursor" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_notifications" ADD CONSTRAINT "email_notifications_subscription_id_email_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."email_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_target_idx" ON "email_subscriptions" USING btree ("chain_id","safe","owner","email");