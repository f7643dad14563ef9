CREATE TABLE "mns_caixa_contador" (
	"pssFscCodigo" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"naoLidas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mns_caixa_contador" ADD CONSTRAINT "mns_caixa_contador_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE cascade ON UPDATE no action;