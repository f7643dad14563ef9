CREATE TABLE "prc_seletivo_versao" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" bigint DEFAULT 1 NOT NULL
);
