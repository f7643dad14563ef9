CREATE TABLE "auditoria" (
	"audCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_audCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"em" timestamp with time zone NOT NULL,
	"autorPssFscCodigo" integer NOT NULL,
	"titularPssFscCodigo" integer,
	"simCodigo" integer,
	"origem" text NOT NULL,
	"acao" text NOT NULL,
	"entidade" text,
	"chave" text,
	"antes" jsonb,
	"depois" jsonb,
	"justificativa" text
);
--> statement-breakpoint
CREATE TABLE "simulacao" (
	"simCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulacao_simCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sessaoHash" text NOT NULL,
	"contaCodigo" integer NOT NULL,
	"pssFscCodigo" integer NOT NULL,
	"simulaPssFscCodigo" integer NOT NULL,
	"iniciadaEm" timestamp with time zone NOT NULL,
	"encerradaEm" timestamp with time zone,
	"motivoEncerramento" text,
	"origem" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conta" DROP CONSTRAINT "conta_login_unique";--> statement-breakpoint
ALTER TABLE "conta" ADD COLUMN "loginTipo" text DEFAULT 'CPF' NOT NULL;--> statement-breakpoint
-- Written by hand (the one statement drizzle-kit cannot know): accounts created with a foreign document are
-- DOCUMENTO; a login of 11 digits was created from a CPF.
UPDATE "conta" SET "loginTipo" = CASE WHEN "login" ~ '^[0-9]{11}$' THEN 'CPF' ELSE 'DOCUMENTO' END;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_autorPssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("autorPssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_titularPssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("titularPssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_simCodigo_simulacao_simCodigo_fk" FOREIGN KEY ("simCodigo") REFERENCES "public"."simulacao"("simCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulacao" ADD CONSTRAINT "simulacao_contaCodigo_conta_contaCodigo_fk" FOREIGN KEY ("contaCodigo") REFERENCES "public"."conta"("contaCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulacao" ADD CONSTRAINT "simulacao_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulacao" ADD CONSTRAINT "simulacao_simulaPssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("simulaPssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_titular_idx" ON "auditoria" USING btree ("titularPssFscCodigo","em");--> statement-breakpoint
CREATE INDEX "auditoria_autor_idx" ON "auditoria" USING btree ("autorPssFscCodigo","em");--> statement-breakpoint
CREATE INDEX "simulacao_sessao_idx" ON "simulacao" USING btree ("sessaoHash");--> statement-breakpoint
CREATE INDEX "simulacao_pessoa_idx" ON "simulacao" USING btree ("pssFscCodigo","iniciadaEm");--> statement-breakpoint
CREATE INDEX "pss_fisica_passaporte_norm_idx" ON "pss_fisica" USING btree (upper(trim("pssFscPassaporte")));--> statement-breakpoint
CREATE INDEX "pss_fisica_rg_norm_idx" ON "pss_fisica" USING btree (upper(trim("pssFscRG")));--> statement-breakpoint
CREATE UNIQUE INDEX "conta_login_uq" ON "conta" USING btree ("loginTipo","login");--> statement-breakpoint
CREATE INDEX "limite_taxa_janela_idx" ON "limite_taxa" USING btree ("janela");--> statement-breakpoint
ALTER TABLE "conta" ADD CONSTRAINT "conta_login_tipo" CHECK ("conta"."loginTipo" IN ('CPF', 'DOCUMENTO'));--> statement-breakpoint
ALTER TABLE "conta" ADD CONSTRAINT "conta_login_cpf_digitos" CHECK ("conta"."loginTipo" <> 'CPF' OR "conta"."login" ~ '^[0-9]{11}$');