CREATE TABLE "safe_history_entries" (
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "safe_history_entries_chain_id_safe_kind_hash_log_index_pk" PRIMARY KEY("chain_id","safe","kind","hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "safe_history_renumber" (
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"block_number" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "safe_history_renumber_chain_id_safe_pk" PRIMARY KEY("chain_id","safe")
);
--> statement-breakpoint
CREATE INDEX "safe_history_entries_order_idx" ON "safe_history_entries" USING btree ("chain_id","safe","block_number","log_index","kind","hash");--> statement-breakpoint
CREATE INDEX "safe_history_entries_seq_idx" ON "safe_history_entries" USING btree ("chain_id","safe","seq");
--> statement-breakpoint
-- The key of a history entry, as the triggers below pass entries around.
CREATE TYPE "history_entry_key" AS (chain_id integer, safe text, kind text, hash text, log_index integer, block_number bigint);
--> statement-breakpoint
-- The entry a row of one of the three history tables is, or NULL when it is none (a proposal not
-- executed, an outgoing transfer). A missing block or log index sorts first (the oldest), as
-- `nulls first` did in the page query.
CREATE FUNCTION "history_entry_key_of"(source name, r jsonb) RETURNS history_entry_key LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN source = 'multisig_transactions' AND r->>'tx_hash' IS NOT NULL THEN
      ROW((r->>'chain_id')::integer, r->>'safe', 'multisig', r->>'safe_tx_hash',
        coalesce((r->>'log_index')::integer, -1), coalesce((r->>'block_number')::bigint, -1))::history_entry_key
    WHEN source = 'module_transactions' THEN
      ROW((r->>'chain_id')::integer, r->>'safe', 'module', r->>'tx_hash',
        (r->>'log_index')::integer, (r->>'block_number')::bigint)::history_entry_key
    WHEN source = 'transfers' AND r->>'direction' = 'INCOMING' THEN
      ROW((r->>'chain_id')::integer, r->>'safe', 'transfer', r->>'tx_hash',
        (r->>'log_index')::integer, (r->>'block_number')::bigint)::history_entry_key
  END
$$;
--> statement-breakpoint
-- Removes and adds entries (placed at 0 for now) and marks where each touched Safe's places must
-- be renumbered from: its oldest changed entry in this transaction.
CREATE FUNCTION "apply_history_changes"(removed history_entry_key[], added history_entry_key[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lock_id bigint;
BEGIN
  IF cardinality(removed) = 0 AND cardinality(added) = 0 THEN
    RETURN;
  END IF;
  -- One writing transaction per Safe at a time (several gateway processes on one PostgreSQL):
  -- the renumbering at commit must see the Safe's entries as the last writer left them. In
  -- order, so two writers cannot wait on each other.
  FOR lock_id IN
    SELECT DISTINCT hashtextextended(k.chain_id || ':' || k.safe, 0) FROM unnest(removed || added) k ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(lock_id);
  END LOOP;
  DELETE FROM safe_history_entries e USING unnest(removed) r
    WHERE e.chain_id = r.chain_id AND e.safe = r.safe AND e.kind = r.kind AND e.hash = r.hash
      AND e.log_index = r.log_index;
  INSERT INTO safe_history_entries (chain_id, safe, kind, hash, log_index, block_number, seq)
    SELECT chain_id, safe, kind, hash, log_index, block_number, 0 FROM unnest(added);
  INSERT INTO safe_history_renumber AS m (chain_id, safe, block_number, log_index, kind, hash)
    SELECT DISTINCT ON (chain_id, safe) chain_id, safe, block_number, log_index, kind, hash
      FROM unnest(removed || added)
      ORDER BY chain_id, safe, block_number, log_index, kind, hash
    ON CONFLICT (chain_id, safe) DO UPDATE SET block_number = excluded.block_number,
        log_index = excluded.log_index, kind = excluded.kind, hash = excluded.hash
      WHERE (excluded.block_number, excluded.log_index, excluded.kind, excluded.hash)
        < (m.block_number, m.log_index, m.kind, m.hash);
END $$;
--> statement-breakpoint
-- At commit: renumbers every marked Safe from its mark on, in one statement, and clears the
-- marks (the first firing in a transaction does all; the others find none). Appending the
-- newest entries numbers only them; an entry that landed between older ones renumbers those
-- after it.
CREATE FUNCTION "renumber_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH marks AS (
    DELETE FROM safe_history_renumber RETURNING *
  ), bases AS (
    -- The place of the last entry before the mark, which this transaction left alone.
    SELECT m.*, coalesce((SELECT p.seq FROM safe_history_entries p
        WHERE p.chain_id = m.chain_id AND p.safe = m.safe
          AND (p.block_number, p.log_index, p.kind, p.hash) < (m.block_number, m.log_index, m.kind, m.hash)
        ORDER BY p.block_number DESC, p.log_index DESC, p.kind DESC, p.hash DESC LIMIT 1), 0) AS base
      FROM marks m
  ), renumbered AS (
    SELECT e.chain_id, e.safe, e.kind, e.hash, e.log_index,
        b.base + row_number() OVER (PARTITION BY e.chain_id, e.safe
          ORDER BY e.block_number, e.log_index, e.kind, e.hash) AS seq
      FROM bases b JOIN safe_history_entries e ON e.chain_id = b.chain_id AND e.safe = b.safe
        AND (e.block_number, e.log_index, e.kind, e.hash) >= (b.block_number, b.log_index, b.kind, b.hash)
  )
  UPDATE safe_history_entries e SET seq = r.seq FROM renumbered r
    WHERE e.chain_id = r.chain_id AND e.safe = r.safe AND e.kind = r.kind AND e.hash = r.hash
      AND e.log_index = r.log_index AND e.seq <> r.seq;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "safe_history_renumber_at_commit" AFTER INSERT ON "safe_history_renumber" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "renumber_history"();
--> statement-breakpoint
-- Statement-level, like the counts' triggers (0011): a bulk write is one call. An UPDATE passes
-- on only the entries it changed, so updates that touch no entry's key write nothing.
CREATE FUNCTION "sync_history_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_history_changes('{}', ARRAY(
      SELECT k FROM (SELECT history_entry_key_of(TG_TABLE_NAME, to_jsonb(n)) AS k FROM new_rows n) x WHERE k IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_history_changes(ARRAY(
      SELECT k FROM (SELECT history_entry_key_of(TG_TABLE_NAME, to_jsonb(o)) AS k FROM old_rows o) x WHERE k IS NOT NULL), '{}');
  ELSE
    PERFORM apply_history_changes(
      ARRAY(SELECT k FROM (
        SELECT history_entry_key_of(TG_TABLE_NAME, to_jsonb(o)) AS k FROM old_rows o
        EXCEPT SELECT history_entry_key_of(TG_TABLE_NAME, to_jsonb(n)) FROM new_rows n) x WHERE k IS NOT NULL),
      ARRAY(SELECT k FROM (
        SELECT history_entry_key_of(TG_TABLE_NAME, to_jsonb(n)) AS k FROM new_rows n
        EXCEPT SELECT history_entry_key_of(TG_TABLE_NAME, to_jsonb(o)) FROM old_rows o) x WHERE k IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_history_entries_insert" AFTER INSERT ON "multisig_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_history_entries_update" AFTER UPDATE ON "multisig_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_history_entries_delete" AFTER DELETE ON "multisig_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "module_transactions_history_entries_insert" AFTER INSERT ON "module_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "module_transactions_history_entries_update" AFTER UPDATE ON "module_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "module_transactions_history_entries_delete" AFTER DELETE ON "module_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "transfers_history_entries_insert" AFTER INSERT ON "transfers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "transfers_history_entries_update" AFTER UPDATE ON "transfers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
CREATE TRIGGER "transfers_history_entries_delete" AFTER DELETE ON "transfers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_history_entries"();--> statement-breakpoint
-- The entries already there, numbered in chain order. After the triggers, in the same
-- transaction, as in 0011.
INSERT INTO "safe_history_entries" ("chain_id", "safe", "kind", "hash", "log_index", "block_number", "seq")
  SELECT (k).chain_id, (k).safe, (k).kind, (k).hash, (k).log_index, (k).block_number,
      row_number() OVER (PARTITION BY (k).chain_id, (k).safe
        ORDER BY (k).block_number, (k).log_index, (k).kind, (k).hash)
    FROM (
      SELECT history_entry_key_of('multisig_transactions', to_jsonb(m)) AS k FROM multisig_transactions m
      UNION ALL SELECT history_entry_key_of('module_transactions', to_jsonb(m)) FROM module_transactions m
      UNION ALL SELECT history_entry_key_of('transfers', to_jsonb(t)) FROM transfers t
    ) existing
    WHERE k IS NOT NULL;
