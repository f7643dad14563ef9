CREATE TABLE "mns_envio" (
	"mnsCodigo" integer PRIMARY KEY NOT NULL,
	"prcSltCodigo" integer,
	"mnsEnvDestino" text NOT NULL,
	"mnsEnvFiltros" jsonb,
	"mnsEnvDestinatarios" integer NOT NULL,
	"mnsEnvCopiaEmail" boolean DEFAULT false NOT NULL,
	"mnsEnvEmails" integer DEFAULT 0 NOT NULL,
	"pssFscCodigo" integer,
	"mnsEnvEm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mns_envio_destino" CHECK ("mns_envio"."mnsEnvDestino" IN ('pessoa','processo','todos')),
	CONSTRAINT "mns_envio_processo" CHECK ("mns_envio"."mnsEnvDestino" = 'processo' OR "mns_envio"."prcSltCodigo" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "mns_envio" ADD CONSTRAINT "mns_envio_mnsCodigo_mensagem_mnsCodigo_fk" FOREIGN KEY ("mnsCodigo") REFERENCES "public"."mensagem"("mnsCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mns_envio" ADD CONSTRAINT "mns_envio_prcSltCodigo_prc_seletivo_prcSltCodigo_fk" FOREIGN KEY ("prcSltCodigo") REFERENCES "public"."prc_seletivo"("prcSltCodigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mns_envio" ADD CONSTRAINT "mns_envio_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mns_envio_processo_idx" ON "mns_envio" USING btree ("prcSltCodigo","mnsCodigo" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mns_destinatario_lidas_idx" ON "mns_destinatario" USING btree ("mnsCodigo") WHERE "mns_destinatario"."mnsDstDtaLeitura" IS NOT NULL;