ALTER TABLE "multisig_transactions" ADD COLUMN "confirmed_at" bigint;--> statement-breakpoint
UPDATE "multisig_transactions" t SET "confirmed_at" = c."latest" FROM (SELECT "chain_id", "safe_tx_hash", max("submitted_at") AS "latest" FROM "multisig_confirmations" GROUP BY "chain_id", "safe_tx_hash") c WHERE t."chain_id" = c."chain_id" AND t."safe_tx_hash" = c."safe_tx_hash";--> statement-breakpoint
CREATE INDEX "multisig_transactions_pending_confirmed_idx" ON "multisig_transactions" USING btree ("chain_id","safe","confirmed_at") WHERE "multisig_transactions"."tx_hash" is null;
