-- The acceptance of a process's terms (issue 23, LGPD art. 8): every time insPrcTrmAceite turns true, whatever
-- the path (enrolment, edit, staff, seed), ins_prc_trm_aceite records the text the form showed (the field's
-- label — the process's alternative name or the catalogue's —, its help and the edict's address), its SHA-256
-- and the instant; turning it false records the withdrawal.
CREATE OR REPLACE FUNCTION ins_prc_trm_aceite_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_texto text;
BEGIN
  IF NEW."insPrcTrmAceite" AND (TG_OP = 'INSERT' OR NOT OLD."insPrcTrmAceite") THEN
    SELECT coalesce(nullif(c."prcSltCnfFrmNomeAlternativo", ''), f."prcSltFrmCmpDescricao")
           || coalesce(E'\n' || nullif(c."prcSltCnfFrmAjuda", ''), '')
      INTO v_texto
      FROM prc_slt_frm_campo f
      LEFT JOIN prc_slt_cnf_formulario c ON c."prcSltFrmCmpCodigo" = f."prcSltFrmCmpCodigo" AND c."prcSltCodigo" = NEW."prcSltCodigo"
     WHERE f."prcSltFrmCmpNome" = 'insPrcTrmAceite';
    v_texto := coalesce(v_texto, 'Li e aceito os termos do edital')
      || coalesce(E'\nEdital: ' || (SELECT nullif(p."prcSltUrlInformacao", '') FROM prc_seletivo p WHERE p."prcSltCodigo" = NEW."prcSltCodigo"), '');
    INSERT INTO ins_prc_trm_aceite ("insPrcCodigo", versao, texto, "aceitoEm")
    VALUES (NEW."insPrcCodigo", encode(sha256(convert_to(v_texto, 'UTF8')), 'hex'), v_texto, now());
  ELSIF TG_OP = 'UPDATE' AND OLD."insPrcTrmAceite" AND NOT NEW."insPrcTrmAceite" THEN
    UPDATE ins_prc_trm_aceite SET "retiradoEm" = now() WHERE "insPrcCodigo" = NEW."insPrcCodigo" AND "retiradoEm" IS NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ins_prc_trm_aceite_trg AFTER INSERT OR UPDATE OF "insPrcTrmAceite" ON ins_processo
  FOR EACH ROW EXECUTE FUNCTION ins_prc_trm_aceite_registrar();
--> statement-breakpoint
-- Acceptances recorded before this migration: the text they saw was not kept, and this says so.
INSERT INTO ins_prc_trm_aceite ("insPrcCodigo", versao, texto, "aceitoEm")
SELECT i."insPrcCodigo", 'anterior-ao-registro', 'Aceite registrado antes de o texto dos termos ser guardado.', i."insPrcIncDtHora"
  FROM ins_processo i WHERE i."insPrcTrmAceite";
--> statement-breakpoint
-- Sensitive personal data (LGPD art. 5, II; the list is src/domain/dados-sensiveis.ts, and
-- tests/api/meus-dados.test.ts checks both agree): marked in the schema itself, for whoever reads the database.
COMMENT ON COLUMN ins_processo."insPrcCotista" IS 'dado sensível (LGPD): origem racial ou étnica';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcAfrodescendente" IS 'dado sensível (LGPD): origem racial ou étnica';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcIndigena" IS 'dado sensível (LGPD): origem racial ou étnica';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcDeficiente" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcAprSurdez" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcNcsTmpAdicional" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcBncEspecial" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcBncEspJustificativa" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcAtnEspecializado" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcAtnEspJustificativa" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcCrtSUS" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcVlrRenda" IS 'dado sensível (LGPD): renda';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcNIS" IS 'dado sensível (LGPD): renda';
--> statement-breakpoint
COMMENT ON TABLE ins_prc_cnd_apoio IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN pss_fisica."pssFscCorRaca" IS 'dado sensível (LGPD): origem racial ou étnica';
--> statement-breakpoint
COMMENT ON COLUMN pss_fisica."pssFscGrpSanguineo" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN pss_fisica."pssFscFatorRh" IS 'dado sensível (LGPD): saúde ou deficiência';
--> statement-breakpoint
COMMENT ON COLUMN pss_fisica."pssFscDoador" IS 'dado sensível (LGPD): saúde ou deficiência';
