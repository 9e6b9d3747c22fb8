CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "chains_state" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"indexed_block" bigint NOT NULL,
	"indexed_block_hash" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "message_confirmations" (
	"chain_id" integer NOT NULL,
	"message_hash" text NOT NULL,
	"owner" text NOT NULL,
	"signature" text NOT NULL,
	"signature_type" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "message_confirmations_chain_id_message_hash_owner_pk" PRIMARY KEY("chain_id","message_hash","owner")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"chain_id" integer NOT NULL,
	"message_hash" text NOT NULL,
	"safe" text NOT NULL,
	"message" text NOT NULL,
	"message_kind" text NOT NULL,
	"safe_app_id" integer,
	"origin" text,
	"proposed_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"modified_at" bigint NOT NULL,
	CONSTRAINT "messages_chain_id_message_hash_pk" PRIMARY KEY("chain_id","message_hash")
);
--> statement-breakpoint
CREATE TABLE "multisig_confirmations" (
	"chain_id" integer NOT NULL,
	"safe_tx_hash" text NOT NULL,
	"owner" text NOT NULL,
	"signature" text NOT NULL,
	"signature_type" text NOT NULL,
	"submitted_at" bigint NOT NULL,
	CONSTRAINT "multisig_confirmations_chain_id_safe_tx_hash_owner_pk" PRIMARY KEY("chain_id","safe_tx_hash","owner")
);
--> statement-breakpoint
CREATE TABLE "multisig_transactions" (
	"chain_id" integer NOT NULL,
	"safe_tx_hash" text NOT NULL,
	"safe" text NOT NULL,
	"to" text NOT NULL,
	"value" text NOT NULL,
	"data" text NOT NULL,
	"operation" smallint NOT NULL,
	"safe_tx_gas" text NOT NULL,
	"base_gas" text NOT NULL,
	"gas_price" text NOT NULL,
	"gas_token" text NOT NULL,
	"refund_receiver" text NOT NULL,
	"nonce" numeric NOT NULL,
	"proposer" text,
	"origin" text,
	"submitted_at" bigint,
	"tx_hash" text,
	"block_number" bigint,
	"log_index" integer,
	"executed_at" bigint,
	"executor" text,
	"is_successful" boolean,
	"executed_signatures" text,
	CONSTRAINT "multisig_transactions_chain_id_safe_tx_hash_pk" PRIMARY KEY("chain_id","safe_tx_hash")
);
--> statement-breakpoint
CREATE TABLE "safe_owners" (
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"owner" text NOT NULL,
	CONSTRAINT "safe_owners_chain_id_safe_owner_pk" PRIMARY KEY("chain_id","safe","owner")
);
--> statement-breakpoint
CREATE TABLE "safes" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"creator" text,
	"factory" text,
	"singleton" text,
	"creation_tx_hash" text,
	"created_block" bigint,
	"created_at" bigint,
	"setup_owners" jsonb,
	"setup_threshold" integer,
	CONSTRAINT "safes_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "module_transactions" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"safe" text NOT NULL,
	"module" text NOT NULL,
	"to" text NOT NULL,
	"value" text NOT NULL,
	"data" text NOT NULL,
	"operation" smallint NOT NULL,
	"is_successful" boolean NOT NULL,
	"block_number" bigint NOT NULL,
	"timestamp" bigint NOT NULL,
	CONSTRAINT "module_transactions_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer,
	"logo_uri" text,
	CONSTRAINT "tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"safe" text NOT NULL,
	"block_number" bigint NOT NULL,
	"timestamp" bigint NOT NULL,
	"token_address" text,
	"type" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"value" text NOT NULL,
	"token_id" text,
	"direction" text NOT NULL,
	CONSTRAINT "transfers_chain_id_tx_hash_log_index_safe_pk" PRIMARY KEY("chain_id","tx_hash","log_index","safe")
);
--> statement-breakpoint
CREATE INDEX "messages_safe_idx" ON "messages" USING btree ("chain_id","safe","created_at");--> statement-breakpoint
CREATE INDEX "multisig_transactions_safe_nonce_idx" ON "multisig_transactions" USING btree ("chain_id","safe","nonce");--> statement-breakpoint
CREATE INDEX "safe_owners_owner_idx" ON "safe_owners" USING btree ("chain_id","owner");--> statement-breakpoint
CREATE INDEX "module_transactions_safe_idx" ON "module_transactions" USING btree ("chain_id","safe","block_number");--> statement-breakpoint
CREATE INDEX "transfers_safe_idx" ON "transfers" USING btree ("chain_id","safe","block_number");