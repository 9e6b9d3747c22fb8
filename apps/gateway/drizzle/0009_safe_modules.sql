CREATE TABLE "safe_modules" (
	"chain_id" integer NOT NULL,
	"safe" text NOT NULL,
	"module" text NOT NULL,
	CONSTRAINT "safe_modules_chain_id_safe_module_pk" PRIMARY KEY("chain_id","safe","module")
);
--> statement-breakpoint
CREATE INDEX "safe_modules_module_idx" ON "safe_modules" USING btree ("chain_id","module");