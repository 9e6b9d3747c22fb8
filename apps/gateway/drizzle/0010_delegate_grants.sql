CREATE TABLE "delegate_grants" (
	"chain_id" integer NOT NULL,
	"delegate" text NOT NULL,
	"delegator" text NOT NULL,
	"totp" integer NOT NULL,
	"kind" text NOT NULL,
	"safe" text,
	"label" text,
	"expires_at" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "delegate_grants_chain_id_delegate_delegator_totp_pk" PRIMARY KEY("chain_id","delegate","delegator","totp")
);
