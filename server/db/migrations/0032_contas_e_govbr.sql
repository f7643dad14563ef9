CREATE TABLE "sessao_oidc" (
	"tokenHash" text PRIMARY KEY NOT NULL,
	"idToken" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmacao_email" (
	"cfeCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "confirmacao_email_cfeCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pssFscCodigo" integer NOT NULL,
	"email" text NOT NULL,
	"tokenHash" text NOT NULL,
	"criadoEm" timestamp with time zone NOT NULL,
	"expiraEm" timestamp with time zone NOT NULL,
	"confirmadoEm" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conta_exclusao" (
	"pssFscCodigo" integer PRIMARY KEY NOT NULL,
	"excluidaEm" timestamp with time zone NOT NULL,
	"origem" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ins_prc_trm_aceite" (
	"aceCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ins_prc_trm_aceite_aceCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"insPrcCodigo" integer NOT NULL,
	"versao" text NOT NULL,
	"texto" text NOT NULL,
	"aceitoEm" timestamp with time zone DEFAULT now() NOT NULL,
	"retiradoEm" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recuperacao_senha" (
	"recCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recuperacao_senha_recCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contaCodigo" integer,
	"email" text,
	"tokenHash" text NOT NULL,
	"criadoEm" timestamp with time zone NOT NULL,
	"expiraEm" timestamp with time zone NOT NULL,
	"usadoEm" timestamp with time zone,
	"origem" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acesso" ADD COLUMN "meio" text DEFAULT 'SENHA' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessao_oidc" ADD CONSTRAINT "sessao_oidc_tokenHash_sessao_tokenHash_fk" FOREIGN KEY ("tokenHash") REFERENCES "public"."sessao"("tokenHash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmacao_email" ADD CONSTRAINT "confirmacao_email_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_exclusao" ADD CONSTRAINT "conta_exclusao_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ins_prc_trm_aceite" ADD CONSTRAINT "ins_prc_trm_aceite_insPrcCodigo_ins_processo_insPrcCodigo_fk" FOREIGN KEY ("insPrcCodigo") REFERENCES "public"."ins_processo"("insPrcCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacao_senha" ADD CONSTRAINT "recuperacao_senha_contaCodigo_conta_contaCodigo_fk" FOREIGN KEY ("contaCodigo") REFERENCES "public"."conta"("contaCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmacao_email_pessoa_idx" ON "confirmacao_email" USING btree ("pssFscCodigo");--> statement-breakpoint
CREATE INDEX "ins_prc_trm_aceite_inscricao_idx" ON "ins_prc_trm_aceite" USING btree ("insPrcCodigo");--> statement-breakpoint
CREATE INDEX "recuperacao_senha_conta_idx" ON "recuperacao_senha" USING btree ("contaCodigo");--> statement-breakpoint
CREATE INDEX "recuperacao_senha_criado_idx" ON "recuperacao_senha" USING btree ("criadoEm");--> statement-breakpoint
ALTER TABLE "acesso" ADD CONSTRAINT "acesso_meio" CHECK ("acesso"."meio" IN ('SENHA','OIDC'));