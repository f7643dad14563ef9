CREATE TABLE "papel_equipe" (
	"papCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "papel_equipe_papCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pssFscCodigo" integer NOT NULL,
	"papel" text NOT NULL,
	"prcSltCodigo" integer,
	"concedidoPor" integer,
	"concedidoEm" timestamp with time zone NOT NULL,
	CONSTRAINT "papel_equipe_uq" UNIQUE NULLS NOT DISTINCT("pssFscCodigo","papel","prcSltCodigo"),
	CONSTRAINT "papel_equipe_papel" CHECK ("papel_equipe"."papel" IN ('ADMINISTRADOR','GESTOR','ATENDIMENTO','LEITURA')),
	CONSTRAINT "papel_equipe_administrador_global" CHECK ("papel_equipe"."papel" <> 'ADMINISTRADOR' OR "papel_equipe"."prcSltCodigo" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "reconstrucao_site" (
	"recCodigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconstrucao_site_recCodigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedidaEm" timestamp with time zone NOT NULL,
	"pedidaPor" integer,
	"motivo" text NOT NULL,
	"situacao" text DEFAULT 'fila' NOT NULL,
	"iniciadaEm" timestamp with time zone,
	"terminadaEm" timestamp with time zone,
	"duracaoMs" integer,
	"erro" text,
	CONSTRAINT "reconstrucao_site_situacao" CHECK ("reconstrucao_site"."situacao" IN ('fila','andamento','concluida','falhou'))
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "prcSltCodigo" integer;--> statement-breakpoint
ALTER TABLE "prc_seletivo" ADD COLUMN "prcSltPublicado" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "prc_seletivo" ADD COLUMN "prcSltArquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "papel_equipe" ADD CONSTRAINT "papel_equipe_pssFscCodigo_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pssFscCodigo") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_equipe" ADD CONSTRAINT "papel_equipe_prcSltCodigo_prc_seletivo_prcSltCodigo_fk" FOREIGN KEY ("prcSltCodigo") REFERENCES "public"."prc_seletivo"("prcSltCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_equipe" ADD CONSTRAINT "papel_equipe_concedidoPor_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("concedidoPor") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconstrucao_site" ADD CONSTRAINT "reconstrucao_site_pedidaPor_pss_fisica_pssFscCodigo_fk" FOREIGN KEY ("pedidaPor") REFERENCES "public"."pss_fisica"("pssFscCodigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "papel_equipe_processo_idx" ON "papel_equipe" USING btree ("prcSltCodigo");--> statement-breakpoint
CREATE INDEX "reconstrucao_site_pedida_idx" ON "reconstrucao_site" USING btree ("pedidaEm");--> statement-breakpoint
CREATE INDEX "auditoria_processo_idx" ON "auditoria" USING btree ("prcSltCodigo","em");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","chave","em");