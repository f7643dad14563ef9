CREATE TABLE "catalogo_versao" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_pendente" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_pendente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"referencia" integer NOT NULL,
	"origem" text NOT NULL,
	"criadoEm" timestamp with time zone DEFAULT now() NOT NULL,
	"proximaTentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"enviadoEm" timestamp with time zone,
	"situacao" text
);
--> statement-breakpoint
CREATE INDEX "email_pendente_fila_idx" ON "email_pendente" USING btree ("proximaTentativa") WHERE "situacao" IS NULL;