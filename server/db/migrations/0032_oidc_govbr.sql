CREATE TABLE "sessao_oidc" (
	"tokenHash" text PRIMARY KEY NOT NULL,
	"idToken" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pss_fisica" ADD COLUMN "pssEmailConfirmadoEm" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acesso" ADD COLUMN "meio" text DEFAULT 'SENHA' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessao_oidc" ADD CONSTRAINT "sessao_oidc_tokenHash_sessao_tokenHash_fk" FOREIGN KEY ("tokenHash") REFERENCES "public"."sessao"("tokenHash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acesso" ADD CONSTRAINT "acesso_meio" CHECK ("acesso"."meio" IN ('SENHA','OIDC'));