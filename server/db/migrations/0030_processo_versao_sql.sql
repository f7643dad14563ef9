-- Custom migration: what drizzle-kit cannot express.

-- The process table's version (prc_seletivo_versao, schema/sistema.ts): one row, one more on every statement
-- that writes prc_seletivo, so the open-process list kept in each API process's memory is known to be exact.
INSERT INTO prc_seletivo_versao (id, versao) VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint

CREATE OR REPLACE FUNCTION prc_seletivo_versao_avanca() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prc_seletivo_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER prc_seletivo_versao_avanca AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prc_seletivo
  FOR EACH STATEMENT EXECUTE FUNCTION prc_seletivo_versao_avanca();
