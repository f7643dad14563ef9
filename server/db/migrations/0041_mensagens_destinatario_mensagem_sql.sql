-- Custom migration: what drizzle-kit cannot express.

-- mns_destinatario."mnsCodigo" names its message. A foreign key checked it once per row: for a message to
-- 100,000 people, 100,000 lookups and locks of the same message row, 0.7-0.9 s of a 3.7 s send (bench notes,
-- issue 26). The same guarantees, once per statement:
-- - a statement that writes recipient rows locks their messages (FOR KEY SHARE, as the foreign key did, so a
--   message cannot be deleted under them) and refuses rows whose message does not exist;
-- - deleting a message deletes its recipient rows (the key's ON DELETE CASCADE);
-- - a message's code never changes (the key's ON UPDATE NO ACTION refused that while it had recipients).
-- The error keeps the key's SQLSTATE and name, so callers see what they saw before.
CREATE OR REPLACE FUNCTION mns_destinatario_confere_mensagem() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  falta integer;
BEGIN
  PERFORM 1 FROM mensagem m WHERE m."mnsCodigo" IN (SELECT DISTINCT n."mnsCodigo" FROM novas n) FOR KEY SHARE OF m;
  -- a new snapshot: a message deleted by a transaction that ended while we waited for the lock is gone here
  SELECT n."mnsCodigo" INTO falta
    FROM (SELECT DISTINCT "mnsCodigo" FROM novas) n
   WHERE NOT EXISTS (SELECT 1 FROM mensagem m WHERE m."mnsCodigo" = n."mnsCodigo")
   LIMIT 1;
  IF falta IS NOT NULL THEN
    RAISE EXCEPTION 'insert or update on table "mns_destinatario" violates foreign key constraint "mns_destinatario_mnsCodigo_mensagem_mnsCodigo_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'mns_destinatario_mnsCodigo_mensagem_mnsCodigo_fk',
            DETAIL = format('Key ("mnsCodigo")=(%s) is not present in table "mensagem".', falta);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mns_destinatario_confere_mensagem AFTER INSERT ON mns_destinatario
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION mns_destinatario_confere_mensagem();--> statement-breakpoint
CREATE TRIGGER mns_destinatario_confere_mensagem_alteracao AFTER UPDATE ON mns_destinatario
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION mns_destinatario_confere_mensagem();--> statement-breakpoint

CREATE OR REPLACE FUNCTION mensagem_apaga_destinatarios() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mns_destinatario d USING antigas a WHERE d."mnsCodigo" = a."mnsCodigo";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mensagem_apaga_destinatarios AFTER DELETE ON mensagem
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION mensagem_apaga_destinatarios();--> statement-breakpoint

CREATE OR REPLACE FUNCTION mensagem_codigo_fixo() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'o código de uma mensagem não muda (mensagem %)', OLD."mnsCodigo" USING ERRCODE = 'foreign_key_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER mensagem_codigo_fixo BEFORE UPDATE OF "mnsCodigo" ON mensagem
  FOR EACH ROW WHEN (OLD."mnsCodigo" IS DISTINCT FROM NEW."mnsCodigo") EXECUTE FUNCTION mensagem_codigo_fixo();
