-- Custom migration: what drizzle-kit cannot express.

-- The enrolment catalogue's version (see catalogo_versao in server/db/schema/sistema.ts): one row, and one
-- statement trigger per table the enrolment is validated against. Statement-level, so a bulk load adds
-- one per statement, not one per row; TRUNCATE counts too.
INSERT INTO catalogo_versao (id, versao) VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint

CREATE OR REPLACE FUNCTION catalogo_versao_avanca() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogo_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'prc_seletivo', 'opcao', 'prc_slt_frm_campo', 'prc_slt_cnf_formulario', 'prc_slt_cnf_frm_vinculo', 'prc_slt_cnf_frm_opcao',
    'prc_slt_mnc_prova', 'prc_slt_lng_estrangeira', 'prc_slt_modalidade', 'prc_slt_serie', 'prc_slt_setor',
    'prc_slt_ar_conhecimento', 'prc_slt_tp_divulgacao', 'prc_slt_tp_escolaridade', 'prc_slt_dfc_cnd_apoio',
    'municipio', 'tipo_instituicao'
  ] LOOP
    EXECUTE format('CREATE TRIGGER catalogo_versao_avanca AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION catalogo_versao_avanca()', t);
  END LOOP;
END $$;
