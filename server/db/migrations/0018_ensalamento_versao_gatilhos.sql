-- Custom migration: what drizzle-kit cannot express.

-- The public room list's version (see ensalamento_versao in server/db/schema/sistema.ts): one row, bumped by
-- every change that can alter what the list shows. The seat, room, venue and municipality tables count
-- whole statements (an allocation writes 100,000 seats in one); enrolments and people count only rows whose
-- listed facts really changed, so the enrolment and profile paths, which rewrite those rows all day, never
-- touch the counter.
INSERT INTO ensalamento_versao (id, versao) VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint

CREATE OR REPLACE FUNCTION ensalamento_versao_avanca() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ensalamento_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ins_prc_prv_sala', 'prc_slt_prv_sala', 'prc_slt_lcl_prova', 'municipio'] LOOP
    EXECUTE format('CREATE TRIGGER ensalamento_versao_avanca AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION ensalamento_versao_avanca()', t);
  END LOOP;
END $$;--> statement-breakpoint

CREATE TRIGGER ensalamento_versao_avanca AFTER UPDATE ON ins_processo FOR EACH ROW
  WHEN (OLD."insCancelada" IS DISTINCT FROM NEW."insCancelada"
        OR OLD."prcSltCodigo" IS DISTINCT FROM NEW."prcSltCodigo"
        OR OLD."pssFscCodigo" IS DISTINCT FROM NEW."pssFscCodigo")
  EXECUTE FUNCTION ensalamento_versao_avanca();--> statement-breakpoint
CREATE TRIGGER ensalamento_versao_avanca_exclusao AFTER DELETE OR TRUNCATE ON ins_processo
  FOR EACH STATEMENT EXECUTE FUNCTION ensalamento_versao_avanca();--> statement-breakpoint

CREATE TRIGGER ensalamento_versao_avanca AFTER UPDATE ON pss_fisica FOR EACH ROW
  WHEN (OLD."pssFscNome" IS DISTINCT FROM NEW."pssFscNome" OR OLD."pssFscCPF" IS DISTINCT FROM NEW."pssFscCPF")
  EXECUTE FUNCTION ensalamento_versao_avanca();
