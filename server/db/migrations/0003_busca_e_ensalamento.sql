-- Custom migration: what drizzle-kit cannot express.

-- Room search over 100,000 names (ensalamento general view): accent- and case-insensitive
-- substring match, f_fold(name) LIKE '%' || f_fold(term) || '%', served by a trigram index.
CREATE INDEX IF NOT EXISTS "pss_fisica_nome_trgm_idx" ON "pss_fisica" USING gin (f_fold("pssFscNome") gin_trgm_ops);--> statement-breakpoint

-- Room capacity. A desk number is between 1 and the room's QntLugar, and desks are unique per room
-- (constraints on ins_prc_prv_sala), so a room can never hold more candidates than it has places.
CREATE OR REPLACE FUNCTION ins_prc_prv_sala_verifica_carteira() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  lugares integer;
BEGIN
  SELECT "prcSltPrvSlQntLugar" INTO lugares FROM prc_slt_prv_sala
    WHERE "prcSltPrvSlCodigo" = NEW."prcSltPrvSlCodigo";
  IF lugares IS NOT NULL AND NEW."insPrcPrvSlNmrCarteira" > lugares THEN
    RAISE EXCEPTION 'Carteira % excede a capacidade da sala % (% lugares)',
      NEW."insPrcPrvSlNmrCarteira", NEW."prcSltPrvSlCodigo", lugares
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ins_prc_prv_sala_verifica_carteira
  BEFORE INSERT OR UPDATE ON ins_prc_prv_sala
  FOR EACH ROW EXECUTE FUNCTION ins_prc_prv_sala_verifica_carteira();--> statement-breakpoint

-- A room's capacity cannot shrink below a desk already assigned in it.
CREATE OR REPLACE FUNCTION prc_slt_prv_sala_verifica_lugares() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."prcSltPrvSlQntLugar" < OLD."prcSltPrvSlQntLugar" AND EXISTS (
    SELECT 1 FROM ins_prc_prv_sala
     WHERE "prcSltPrvSlCodigo" = NEW."prcSltPrvSlCodigo"
       AND "insPrcPrvSlNmrCarteira" > NEW."prcSltPrvSlQntLugar"
  ) THEN
    RAISE EXCEPTION 'Sala % tem carteira ocupada acima de % lugares', NEW."prcSltPrvSlCodigo", NEW."prcSltPrvSlQntLugar"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER prc_slt_prv_sala_verifica_lugares
  BEFORE UPDATE ON prc_slt_prv_sala
  FOR EACH ROW EXECUTE FUNCTION prc_slt_prv_sala_verifica_lugares();--> statement-breakpoint

-- prcSltPrvSlQntCandidato = number of assignments of the room, kept by statement-level triggers
-- (one UPDATE per room per statement, so bulk assignment stays cheap).
CREATE OR REPLACE FUNCTION ins_prc_prv_sala_conta_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prc_slt_prv_sala s SET "prcSltPrvSlQntCandidato" = s."prcSltPrvSlQntCandidato" + d.n
    FROM (SELECT "prcSltPrvSlCodigo" AS sala, count(*)::int AS n FROM novas GROUP BY 1) d
   WHERE s."prcSltPrvSlCodigo" = d.sala;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ins_prc_prv_sala_conta_delete() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prc_slt_prv_sala s SET "prcSltPrvSlQntCandidato" = s."prcSltPrvSlQntCandidato" - d.n
    FROM (SELECT "prcSltPrvSlCodigo" AS sala, count(*)::int AS n FROM antigas GROUP BY 1) d
   WHERE s."prcSltPrvSlCodigo" = d.sala;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ins_prc_prv_sala_conta_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prc_slt_prv_sala s SET "prcSltPrvSlQntCandidato" = s."prcSltPrvSlQntCandidato" + d.n
    FROM (
      SELECT sala, sum(n)::int AS n FROM (
        SELECT "prcSltPrvSlCodigo" AS sala, 1 AS n FROM novas
        UNION ALL
        SELECT "prcSltPrvSlCodigo" AS sala, -1 AS n FROM antigas
      ) x GROUP BY sala HAVING sum(n) <> 0
    ) d
   WHERE s."prcSltPrvSlCodigo" = d.sala;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ins_prc_prv_sala_conta_insert
  AFTER INSERT ON ins_prc_prv_sala REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION ins_prc_prv_sala_conta_insert();--> statement-breakpoint
CREATE TRIGGER ins_prc_prv_sala_conta_delete
  AFTER DELETE ON ins_prc_prv_sala REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION ins_prc_prv_sala_conta_delete();--> statement-breakpoint
CREATE TRIGGER ins_prc_prv_sala_conta_update
  AFTER UPDATE ON ins_prc_prv_sala REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION ins_prc_prv_sala_conta_update();
