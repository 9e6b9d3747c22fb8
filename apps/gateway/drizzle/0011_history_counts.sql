CREATE TABLE "safe_history_counts" (
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"executed_txs" bigint DEFAULT 0 NOT NULL,
	"module_txs" bigint DEFAULT 0 NOT NULL,
	"incoming_transfers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "safe_history_counts_chain_id_safe_pk" PRIMARY KEY("chain_id","safe")
);
--> statement-breakpoint
-- Every write to the history's three tables moves its column of safe_history_counts in the same
-- transaction, whichever code writes (indexer, proposals, rollbacks, bulk seeders): a page's
-- `count` is then one row, not a count over the Safe's whole past. Statement-level triggers
-- with transition tables: a bulk insert costs one grouped upsert, not one per row. An UPDATE
-- adds the net change (a proposal executed, an execution rolled back), so updates that change
-- nothing counted write nothing.
CREATE FUNCTION "count_executed_txs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO safe_history_counts AS c (chain_id, safe, executed_txs)
      SELECT chain_id, safe, count(*) FROM new_rows WHERE tx_hash IS NOT NULL GROUP BY chain_id, safe
      ON CONFLICT (chain_id, safe) DO UPDATE SET executed_txs = c.executed_txs + excluded.executed_txs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO safe_history_counts AS c (chain_id, safe, executed_txs)
      SELECT chain_id, safe, -count(*) FROM old_rows WHERE tx_hash IS NOT NULL GROUP BY chain_id, safe
      ON CONFLICT (chain_id, safe) DO UPDATE SET executed_txs = c.executed_txs + excluded.executed_txs;
  ELSE
    INSERT INTO safe_history_counts AS c (chain_id, safe, executed_txs)
      SELECT chain_id, safe, sum(delta) FROM (
        SELECT chain_id, safe, 1 AS delta FROM new_rows WHERE tx_hash IS NOT NULL
        UNION ALL
        SELECT chain_id, safe, -1 FROM old_rows WHERE tx_hash IS NOT NULL
      ) changed GROUP BY chain_id, safe HAVING sum(delta) <> 0
      ON CONFLICT (chain_id, safe) DO UPDATE SET executed_txs = c.executed_txs + excluded.executed_txs;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_module_txs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO safe_history_counts AS c (chain_id, safe, module_txs)
      SELECT chain_id, safe, count(*) FROM new_rows GROUP BY chain_id, safe
      ON CONFLICT (chain_id, safe) DO UPDATE SET module_txs = c.module_txs + excluded.module_txs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO safe_history_counts AS c (chain_id, safe, module_txs)
      SELECT chain_id, safe, -count(*) FROM old_rows GROUP BY chain_id, safe
      ON CONFLICT (chain_id, safe) DO UPDATE SET module_txs = c.module_txs + excluded.module_txs;
  ELSE
    INSERT INTO safe_history_counts AS c (chain_id, safe, module_txs)
      SELECT chain_id, safe, sum(delta) FROM (
        SELECT chain_id, safe, 1 AS delta FROM new_rows
        UNION ALL
        SELECT chain_id, safe, -1 FROM old_rows
      ) changed GROUP BY chain_id, safe HAVING sum(delta) <> 0
      ON CONFLICT (chain_id, safe) DO UPDATE SET module_txs = c.module_txs + excluded.module_txs;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_incoming_transfers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO safe_history_counts AS c (chain_id, safe, incoming_transfers)
      SELECT chain_id, safe, count(*) FROM new_rows WHERE direction = 'INCOMING' GROUP BY chain_id, safe
      ON CONFLICT (chain_id, safe) DO UPDATE SET incoming_transfers = c.incoming_transfers + excluded.incoming_transfers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO safe_history_counts AS c (chain_id, safe, incoming_transfers)
      SELECT chain_id, safe, -count(*) FROM old_rows WHERE direction = 'INCOMING' GROUP BY chain_id, safe
      ON CONFLICT (chain_id, safe) DO UPDATE SET incoming_transfers = c.incoming_transfers + excluded.incoming_transfers;
  ELSE
    INSERT INTO safe_history_counts AS c (chain_id, safe, incoming_transfers)
      SELECT chain_id, safe, sum(delta) FROM (
        SELECT chain_id, safe, 1 AS delta FROM new_rows WHERE direction = 'INCOMING'
        UNION ALL
        SELECT chain_id, safe, -1 FROM old_rows WHERE direction = 'INCOMING'
      ) changed GROUP BY chain_id, safe HAVING sum(delta) <> 0
      ON CONFLICT (chain_id, safe) DO UPDATE SET incoming_transfers = c.incoming_transfers + excluded.incoming_transfers;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_history_count_insert" AFTER INSERT ON "multisig_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_executed_txs"();--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_history_count_update" AFTER UPDATE ON "multisig_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_executed_txs"();--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_history_count_delete" AFTER DELETE ON "multisig_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_executed_txs"();--> statement-breakpoint
CREATE TRIGGER "module_transactions_history_count_insert" AFTER INSERT ON "module_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_module_txs"();--> statement-breakpoint
CREATE TRIGGER "module_transactions_history_count_update" AFTER UPDATE ON "module_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_module_txs"();--> statement-breakpoint
CREATE TRIGGER "module_transactions_history_count_delete" AFTER DELETE ON "module_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_module_txs"();--> statement-breakpoint
CREATE TRIGGER "transfers_history_count_insert" AFTER INSERT ON "transfers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_incoming_transfers"();--> statement-breakpoint
CREATE TRIGGER "transfers_history_count_update" AFTER UPDATE ON "transfers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_incoming_transfers"();--> statement-breakpoint
CREATE TRIGGER "transfers_history_count_delete" AFTER DELETE ON "transfers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_incoming_transfers"();--> statement-breakpoint
-- Counts the rows already there. After the triggers, in the same transaction: their locks hold
-- back writers of other processes (PostgreSQL), whose rows the triggers then count.
INSERT INTO "safe_history_counts" ("chain_id", "safe", "executed_txs", "module_txs", "incoming_transfers")
  SELECT chain_id, safe, sum(executed_txs), sum(module_txs), sum(incoming_transfers) FROM (
    SELECT chain_id, safe, count(*) AS executed_txs, 0 AS module_txs, 0 AS incoming_transfers
      FROM multisig_transactions WHERE tx_hash IS NOT NULL GROUP BY chain_id, safe
    UNION ALL
    SELECT chain_id, safe, 0, count(*), 0 FROM module_transactions GROUP BY chain_id, safe
    UNION ALL
    SELECT chain_id, safe, 0, 0, count(*) FROM transfers WHERE direction = 'INCOMING' GROUP BY chain_id, safe
  ) existing GROUP BY chain_id, safe;
