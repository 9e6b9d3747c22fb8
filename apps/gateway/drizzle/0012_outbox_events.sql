CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"safe" text,
	"owner" text,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"cursor" bigint NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"next_attempt_at" bigint DEFAULT 0 NOT NULL,
	"last_delivered_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_safe_idx" ON "events" USING btree ("chain_id","safe","id");--> statement-breakpoint
-- Row triggers write the outbox in the writing transaction, whichever code writes (proposals,
-- the indexer, messages, seeders): a change and its event commit or roll back together. The
-- payloads are those of Safe's events service (chainId as a string); SAFE_SETTINGS_CHANGE is
-- Assent's own: an executed call of the Safe to itself (owners, threshold, modules, guard).
CREATE FUNCTION "emit_event"(chain integer, safe text, kind text, fields jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO events (chain_id, safe, type, payload, created_at)
    VALUES (chain, safe, kind,
      jsonb_build_object('address', safe, 'chainId', chain::text, 'type', kind) || fields,
      (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
END $$;
--> statement-breakpoint
CREATE FUNCTION "multisig_transaction_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A rollback drops executions seen only on chain; a deleted proposal is news.
    IF OLD.tx_hash IS NULL THEN
      PERFORM emit_event(OLD.chain_id, OLD.safe, 'DELETED_MULTISIG_TRANSACTION',
        jsonb_build_object('safeTxHash', OLD.safe_tx_hash));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.tx_hash IS NULL THEN
    PERFORM emit_event(NEW.chain_id, NEW.safe, 'PENDING_MULTISIG_TRANSACTION',
      jsonb_build_object('safeTxHash', NEW.safe_tx_hash, 'to', NEW."to", 'data', NEW.data));
  END IF;
  -- Executed now: inserted executed, or a proposal (or a reorged execution) gaining its tx.
  IF NEW.tx_hash IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.tx_hash IS DISTINCT FROM NEW.tx_hash) THEN
    PERFORM emit_event(NEW.chain_id, NEW.safe, 'EXECUTED_MULTISIG_TRANSACTION',
      jsonb_build_object('safeTxHash', NEW.safe_tx_hash, 'to', NEW."to", 'data', NEW.data,
        'failed', (NOT coalesce(NEW.is_successful, true))::text, 'txHash', NEW.tx_hash));
    IF lower(NEW."to") = lower(NEW.safe) AND NEW.data <> '0x' AND NOT NEW.details_unavailable THEN
      PERFORM emit_event(NEW.chain_id, NEW.safe, 'SAFE_SETTINGS_CHANGE',
        jsonb_build_object('safeTxHash', NEW.safe_tx_hash, 'txHash', NEW.tx_hash, 'data', NEW.data));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "multisig_confirmation_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx record;
BEGIN
  SELECT safe, tx_hash INTO tx FROM multisig_transactions
    WHERE chain_id = NEW.chain_id AND safe_tx_hash = NEW.safe_tx_hash;
  -- Signatures read back from an execution are news only as that execution's event.
  IF FOUND AND tx.tx_hash IS NULL THEN
    PERFORM emit_event(NEW.chain_id, tx.safe, 'NEW_CONFIRMATION',
      jsonb_build_object('owner', NEW.owner, 'safeTxHash', NEW.safe_tx_hash));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "transfer_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'NATIVE_COIN' THEN
    PERFORM emit_event(NEW.chain_id, NEW.safe, NEW.direction || '_ETHER',
      jsonb_build_object('txHash', NEW.tx_hash, 'value', NEW.value));
  ELSE
    PERFORM emit_event(NEW.chain_id, NEW.safe, NEW.direction || '_TOKEN',
      jsonb_build_object('tokenAddress', NEW.token_address, 'txHash', NEW.tx_hash)
        || CASE WHEN NEW.token_id IS NULL THEN jsonb_build_object('value', NEW.value)
                ELSE jsonb_build_object('tokenId', NEW.token_id) END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "message_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM emit_event(NEW.chain_id, NEW.safe, 'MESSAGE_CREATED',
    jsonb_build_object('messageHash', NEW.message_hash));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "message_confirmation_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  message_safe text;
BEGIN
  SELECT safe INTO message_safe FROM messages
    WHERE chain_id = NEW.chain_id AND message_hash = NEW.message_hash;
  IF FOUND THEN
    PERFORM emit_event(NEW.chain_id, message_safe, 'MESSAGE_CONFIRMATION',
      jsonb_build_object('owner', NEW.owner, 'messageHash', NEW.message_hash));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "multisig_transactions_events" AFTER INSERT OR UPDATE OF tx_hash OR DELETE ON "multisig_transactions" FOR EACH ROW EXECUTE FUNCTION "multisig_transaction_events"();--> statement-breakpoint
CREATE TRIGGER "multisig_confirmations_events" AFTER INSERT ON "multisig_confirmations" FOR EACH ROW EXECUTE FUNCTION "multisig_confirmation_events"();--> statement-breakpoint
CREATE TRIGGER "transfers_events" AFTER INSERT ON "transfers" FOR EACH ROW EXECUTE FUNCTION "transfer_events"();--> statement-breakpoint
CREATE TRIGGER "messages_events" AFTER INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "message_events"();--> statement-breakpoint
CREATE TRIGGER "message_confirmations_events" AFTER INSERT ON "message_confirmations" FOR EACH ROW EXECUTE FUNCTION "message_confirmation_events"();
