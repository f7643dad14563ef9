ALTER TABLE "mns_destinatario" DROP CONSTRAINT "mns_destinatario_mnsCodigo_mensagem_mnsCodigo_fk";
