CREATE INDEX "multisig_transactions_pending_idx" ON "multisig_transactions" USING btree ("chain_id","safe","nonce") WHERE "multisig_transactions"."tx_hash" is null;--> statement-breakpoint
CREATE INDEX "multisig_transactions_executed_idx" ON "multisig_transactions" USING btree ("chain_id","safe","executed_at");--> statement-breakpoint
CREATE INDEX "multisig_transactions_submitted_idx" ON "multisig_transactions" USING btree ("chain_id","safe","submitted_at");--> statement-breakpoint
CREATE INDEX "module_transactions_safe_time_idx" ON "module_transactions" USING btree ("chain_id","safe","timestamp");--> statement-breakpoint
CREATE INDEX "transfers_safe_time_idx" ON "transfers" USING btree ("chain_id","safe","timestamp");