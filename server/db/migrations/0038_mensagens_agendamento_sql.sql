-- Custom migration: what drizzle-kit cannot express.

-- mns_destinatario."mnsDtaAgendamento" copies its message's scheduling instant (migration 0011). The copy was made
-- by a row trigger on every insert: a plpgsql call and a read of mensagem per recipient, 40 % of the time of a
-- message to 100,000 people (bench notes, issue 26). Now the inserting statement gives the instant itself (the
-- message's own, which it knows), the row trigger fills only rows that come without one, and one check per
-- statement refuses rows whose instant is not their message's — so the copy stays exact whoever inserts.
DROP TRIGGER mns_destinatario_copia_agendamento ON mns_destinatario;--> statement-breakpoint
CREATE TRIGGER mns_destinatario_copia_agendamento
  BEFORE INSERT ON mns_destinatario
  FOR EACH ROW WHEN (NEW."mnsDtaAgendamento" IS NULL) EXECUTE FUNCTION mns_destinatario_copia_agendamento();--> statement-breakpoint
CREATE TRIGGER mns_destinatario_copia_agendamento_alteracao
  BEFORE UPDATE OF "mnsCodigo", "mnsDtaAgendamento" ON mns_destinatario
  FOR EACH ROW EXECUTE FUNCTION mns_destinatario_copia_agendamento();--> statement-breakpoint

-- One message per statement in practice: the check reads each distinct (message, instant) once.
CREATE OR REPLACE FUNCTION mns_destinatario_confere_agendamento() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  errado integer;
BEGIN
  SELECT n."mnsCodigo" INTO errado
    FROM (SELECT DISTINCT "mnsCodigo", "mnsDtaAgendamento" FROM novas) n
    JOIN mensagem m ON m."mnsCodigo" = n."mnsCodigo"
   WHERE m."mnsDtaAgendamento" IS DISTINCT FROM n."mnsDtaAgendamento"
   LIMIT 1;
  IF errado IS NOT NULL THEN
    RAISE EXCEPTION 'mns_destinatario: o agendamento copiado não é o da mensagem %', errado USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mns_destinatario_confere_agendamento AFTER INSERT ON mns_destinatario
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION mns_destinatario_confere_agendamento();
