CREATE TABLE "acesso" (
	"acsCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acesso_acsCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contaCodigo" integer NOT NULL,
	"pssFscCodigo" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"origem" text NOT NULL,
	"resultado" text NOT NULL,
	CONSTRAINT "acesso_resultado" CHECK ("acesso"."resultado" IN ('SUCESSO','SENHA_INCORRETA','BLOQUEADO','REDEFINICAO_EXIGIDA','SENHA_REDEFINIDA'))
);
--> statement-breakpoint
ALTER TABLE "pss_fisica" DROP CONSTRAINT "pss_fisica_documento";--> statement-breakpoint
ALTER TABLE "conta" ALTER COLUMN "login" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pss_fisica" ADD COLUMN "pssFscCpfTransferido" varchar(11);--> statement-breakpoint
ALTER TABLE "conta" ADD COLUMN "senhaRedefinir" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ins_processo" ADD COLUMN "insIndeferida" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ins_processo" ADD COLUMN "insPrcMotivoIndeferimento" text;--> statement-breakpoint
ALTER TABLE "ins_processo" ADD COLUMN "insPrcEdicaoAte" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acesso" ADD CONSTRAINT "acesso_contaCodigo_conta_contaCodigo_fk" FOREIGN KEY ("contaCodigo") REFERENCES "public"."conta"("contaCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acesso" ADD CONSTRAINT "acesso_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acesso_pessoa_idx" ON "acesso" USING btree ("pssFscCodigo","em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "acesso_em_idx" ON "acesso" USING btree ("em");--> statement-breakpoint
ALTER TABLE "pss_fisica" ADD CONSTRAINT "pss_fisica_documento" CHECK ("pss_fisica"."pssFscCPF" IS NOT NULL OR "pss_fisica"."pssFscPassaporte" IS NOT NULL OR "pss_fisica"."pssFscRG" IS NOT NULL OR "pss_fisica"."pssFscCpfTransferido" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "ins_processo" ADD CONSTRAINT "ins_processo_deferida_ou_indeferida" CHECK (NOT ("ins_processo"."insDeferida" AND "ins_processo"."insIndeferida"));--> statement-breakpoint
ALTER TABLE "ins_processo" ADD CONSTRAINT "ins_processo_motivo_indeferimento" CHECK (("ins_processo"."insPrcMotivoIndeferimento" IS NOT NULL) = "ins_processo"."insIndeferida");