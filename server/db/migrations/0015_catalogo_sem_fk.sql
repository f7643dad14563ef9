ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltCodigo_prc_seletivo_prcSltCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_istCodigo_instituicao_istCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltMncPrvCodigo_prc_slt_mnc_prova_prcSltMncPrvCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltLngEstCodigo_prc_slt_lng_estrangeira_prcSltLngEstCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltMdlCodigo_prc_slt_modalidade_prcSltMdlCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltSerCodigo_prc_slt_serie_prcSltSerCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltStrCodigo_prc_slt_setor_prcSltStrCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltArCnhCodigo_prc_slt_ar_conhecimento_prcSltArCnhCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltTpDvlCodigo_prc_slt_tp_divulgacao_prcSltTpDvlCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_processo" DROP CONSTRAINT "ins_processo_prcSltTpEscCodigo_prc_slt_tp_escolaridade_prcSltTpEscCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_prc_ar_conhecimento" DROP CONSTRAINT "ins_prc_ar_conhecimento_prcSltArCnhCodigo_prc_slt_ar_conhecimento_prcSltArCnhCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_prc_cnd_apoio" DROP CONSTRAINT "ins_prc_cnd_apoio_prcSltDfcCndApoioCodigo_prc_slt_dfc_cnd_apoio_prcSltDfcCndApoioCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_prc_local_desejado" DROP CONSTRAINT "ins_prc_local_desejado_mncCodigo_municipio_mncCodigo_fk";
--> statement-breakpoint
ALTER TABLE "ins_prc_tp_instituicao" DROP CONSTRAINT "ins_prc_tp_instituicao_tpIstCodigo_tipo_instituicao_tpIstCodigo_fk";
--> statement-breakpoint
ALTER TABLE "prc_slt_opcao" DROP CONSTRAINT "prc_slt_opcao_opcCodigo_opcao_opcCodigo_fk";
