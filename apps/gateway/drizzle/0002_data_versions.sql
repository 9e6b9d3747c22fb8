CREATE TABLE "data_versions" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
