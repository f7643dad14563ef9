CREATE TABLE "ins_prc_isencao" (
	"insPrcCodigo" integer PRIMARY KEY NOT NULL,
	"insPrcIsnSituacao" text NOT NULL,
	"insPrcIsnObservacao" text,
	"insPrcIsnDecididoEm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ins_prc_isencao_situacao" CHECK ("ins_prc_isencao"."insPrcIsnSituacao" IN ('DEFERIDA','INDEFERIDA'))
);
--> statement-breakpoint
ALTER TABLE "ins_prc_isencao" ADD CONSTRAINT "ins_prc_isencao_insPrcCodigo_ins_processo_insPrcCodigo_fk" FOREIGN KEY ("insPrcCodigo") REFERENCES "public"."ins_processo"("insPrcCodigo") ON DELETE cascade ON UPDATE no action;