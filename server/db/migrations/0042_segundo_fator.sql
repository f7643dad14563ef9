CREATE TABLE "codigo_recuperacao" (
	"contaCodigo" integer NOT NULL,
	"hash" text NOT NULL,
	"usadoEm" timestamp with time zone,
	CONSTRAINT "codigo_recuperacao_contaCodigo_hash_pk" PRIMARY KEY("contaCodigo","hash")
);
--> statement-breakpoint
CREATE TABLE "segundo_fator" (
	"contaCodigo" integer PRIMARY KEY NOT NULL,
	"segredo" text NOT NULL,
	"criadoEm" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmadoEm" timestamp with time zone,
	"ultimoPasso" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vinculo_oidc" (
	"contaCodigo" integer NOT NULL,
	"emissor" text NOT NULL,
	"sujeito" text NOT NULL,
	"criadoEm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vinculo_oidc_emissor_sujeito_pk" PRIMARY KEY("emissor","sujeito"),
	CONSTRAINT "vinculo_oidc_nao_vazio" CHECK (length("vinculo_oidc"."emissor") > 0 AND length("vinculo_oidc"."sujeito") > 0)
);
--> statement-breakpoint
ALTER TABLE "codigo_recuperacao" ADD CONSTRAINT "codigo_recuperacao_contaCodigo_conta_contaCodigo_fk" FOREIGN KEY ("contaCodigo") REFERENCES "public"."conta"("contaCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_fator" ADD CONSTRAINT "segundo_fator_contaCodigo_conta_contaCodigo_fk" FOREIGN KEY ("contaCodigo") REFERENCES "public"."conta"("contaCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculo_oidc" ADD CONSTRAINT "vinculo_oidc_contaCodigo_conta_contaCodigo_fk" FOREIGN KEY ("contaCodigo") REFERENCES "public"."conta"("contaCodigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_recuperacao_conta_idx" ON "codigo_recuperacao" USING btree ("contaCodigo");--> statement-breakpoint
CREATE UNIQUE INDEX "vinculo_oidc_conta_uq" ON "vinculo_oidc" USING btree ("contaCodigo","emissor");