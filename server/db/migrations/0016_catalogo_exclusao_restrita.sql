-- Custom migration: what drizzle-kit cannot express.

-- The enrolment's references to the catalogue stopped being foreign keys (0015: see ins_processo in
-- server/db/schema/inscricao.ts for why). What the foreign keys still gave is kept here: a catalogue row
-- that an enrolment points to cannot be deleted, nor have its code changed (ON DELETE/UPDATE RESTRICT).
-- Arguments: the child table, its column, and the parent's key column.
CREATE OR REPLACE FUNCTION catalogo_restringe_exclusao() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  em_uso boolean;
  chave_antiga int;
BEGIN
  EXECUTE format('SELECT ($1).%I', TG_ARGV[2]) USING OLD INTO chave_antiga;
  IF TG_OP = 'UPDATE' THEN
    DECLARE chave_nova int;
    BEGIN
      EXECUTE format('SELECT ($1).%I', TG_ARGV[2]) USING NEW INTO chave_nova;
      IF chave_nova IS NOT DISTINCT FROM chave_antiga THEN RETURN NEW; END IF;
    END;
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[0], TG_ARGV[1]) USING chave_antiga INTO em_uso;
  IF em_uso THEN
    RAISE EXCEPTION 'O registro % de % ainda é usado em %.%', chave_antiga, TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]
      USING ERRCODE = '23503';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint

DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES
    ('prc_seletivo', 'prcSltCodigo', 'ins_processo', 'prcSltCodigo'),
    ('instituicao', 'istCodigo', 'ins_processo', 'istCodigo'),
    ('prc_slt_mnc_prova', 'prcSltMncPrvCodigo', 'ins_processo', 'prcSltMncPrvCodigo'),
    ('prc_slt_lng_estrangeira', 'prcSltLngEstCodigo', 'ins_processo', 'prcSltLngEstCodigo'),
    ('prc_slt_modalidade', 'prcSltMdlCodigo', 'ins_processo', 'prcSltMdlCodigo'),
    ('prc_slt_serie', 'prcSltSerCodigo', 'ins_processo', 'prcSltSerCodigo'),
    ('prc_slt_setor', 'prcSltStrCodigo', 'ins_processo', 'prcSltStrCodigo'),
    ('prc_slt_ar_conhecimento', 'prcSltArCnhCodigo', 'ins_processo', 'prcSltArCnhCodigo'),
    ('prc_slt_tp_divulgacao', 'prcSltTpDvlCodigo', 'ins_processo', 'prcSltTpDvlCodigo'),
    ('prc_slt_tp_escolaridade', 'prcSltTpEscCodigo', 'ins_processo', 'prcSltTpEscCodigo'),
    ('prc_slt_ar_conhecimento', 'prcSltArCnhCodigo', 'ins_prc_ar_conhecimento', 'prcSltArCnhCodigo'),
    ('prc_slt_dfc_cnd_apoio', 'prcSltDfcCndApoioCodigo', 'ins_prc_cnd_apoio', 'prcSltDfcCndApoioCodigo'),
    ('municipio', 'mncCodigo', 'ins_prc_local_desejado', 'mncCodigo'),
    ('tipo_instituicao', 'tpIstCodigo', 'ins_prc_tp_instituicao', 'tpIstCodigo'),
    ('opcao', 'opcCodigo', 'prc_slt_opcao', 'opcCodigo')
  ) AS v(pai, chave, filho, coluna) LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE DELETE OR UPDATE OF %I ON %I FOR EACH ROW
                      EXECUTE FUNCTION catalogo_restringe_exclusao(%L, %L, %L)',
                   left('restringe_' || r.filho || '_' || r.coluna, 63), r.chave, r.pai, r.filho, r.coluna, r.chave);
  END LOOP;
END $$;
