ALTER TABLE "mns_destinatario" DROP CONSTRAINT "mns_destinatario_global_pessoa_uq";--> statement-breakpoint
DROP INDEX "mns_destinatario_nao_lidas_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "mns_destinatario_global_pessoa_uq" ON "mns_destinatario" USING btree ("mnsDstGlbCodigo","pssFscCodigo") WHERE "mns_destinatario"."mnsDstGlbCodigo" IS NOT NULL;