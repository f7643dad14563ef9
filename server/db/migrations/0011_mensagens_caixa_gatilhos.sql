-- Custom migration: what drizzle-kit cannot express.

-- mns_destinatario."mnsDtaAgendamento" is a copy of its message's scheduling instant, so that one
-- person's mailbox is paged and counted from mns_destinatario_caixa_idx alone (no join to mensagem,
-- whatever its size). These triggers keep the copy exact: set on every insert (or change of message),
-- and followed when a message is rescheduled.
CREATE OR REPLACE FUNCTION mns_destinatario_copia_agendamento() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT m."mnsDtaAgendamento" INTO NEW."mnsDtaAgendamento" FROM mensagem m WHERE m."mnsCodigo" = NEW."mnsCodigo";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER mns_destinatario_copia_agendamento
  BEFORE INSERT OR UPDATE OF "mnsCodigo", "mnsDtaAgendamento" ON mns_destinatario
  FOR EACH ROW EXECUTE FUNCTION mns_destinatario_copia_agendamento();--> statement-breakpoint

CREATE OR REPLACE FUNCTION mensagem_propaga_agendamento() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mns_destinatario SET "mnsDtaAgendamento" = NEW."mnsDtaAgendamento" WHERE "mnsCodigo" = NEW."mnsCodigo";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mensagem_propaga_agendamento
  AFTER UPDATE OF "mnsDtaAgendamento" ON mensagem
  FOR EACH ROW WHEN (OLD."mnsDtaAgendamento" IS DISTINCT FROM NEW."mnsDtaAgendamento")
  EXECUTE FUNCTION mensagem_propaga_agendamento();--> statement-breakpoint

-- Rows written before this migration.
UPDATE mns_destinatario d SET "mnsDtaAgendamento" = m."mnsDtaAgendamento"
  FROM mensagem m WHERE m."mnsCodigo" = d."mnsCodigo" AND d."mnsDtaAgendamento" IS DISTINCT FROM m."mnsDtaAgendamento";
