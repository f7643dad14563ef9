-- Custom migration: what drizzle-kit cannot express.

-- mns_caixa_contador (schema/mensagens.ts) kept exact by statement-level triggers with transition tables:
-- a message sent to 100,000 people is one INSERT statement, so its counters are one grouped upsert, not
-- 100,000 row triggers. Each statement adds what its new rows count and subtracts what its old rows counted;
-- people whose counts did not move (a read date kept by COALESCE, a rescheduled message) are not touched.
-- Upserts go in person order so two bulk statements lock counter rows in the same order (no deadlock).
CREATE OR REPLACE FUNCTION mns_caixa_contador_aplica() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mns_caixa_contador AS c ("pssFscCodigo", total, "naoLidas")
    SELECT n."pssFscCodigo", count(*), count(*) FILTER (WHERE n."mnsDstDtaLeitura" IS NULL)
      FROM novas n WHERE n."mnsDtaAgendamento" IS NOT NULL
     GROUP BY n."pssFscCodigo" ORDER BY n."pssFscCodigo"
    ON CONFLICT ("pssFscCodigo") DO UPDATE SET total = c.total + excluded.total, "naoLidas" = c."naoLidas" + excluded."naoLidas";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE mns_caixa_contador c SET total = c.total - d.total, "naoLidas" = c."naoLidas" - d."naoLidas"
      FROM (SELECT a."pssFscCodigo", count(*) AS total, count(*) FILTER (WHERE a."mnsDstDtaLeitura" IS NULL) AS "naoLidas"
              FROM antigas a WHERE a."mnsDtaAgendamento" IS NOT NULL GROUP BY a."pssFscCodigo") d
     WHERE c."pssFscCodigo" = d."pssFscCodigo";
  ELSE
    INSERT INTO mns_caixa_contador AS c ("pssFscCodigo", total, "naoLidas")
    SELECT v.pss, sum(v.t), sum(v.n)
      FROM (SELECT n."pssFscCodigo" AS pss, 1 AS t, (n."mnsDstDtaLeitura" IS NULL)::int AS n
              FROM novas n WHERE n."mnsDtaAgendamento" IS NOT NULL
            UNION ALL
            SELECT a."pssFscCodigo", -1, -((a."mnsDstDtaLeitura" IS NULL)::int)
              FROM antigas a WHERE a."mnsDtaAgendamento" IS NOT NULL) v
     GROUP BY v.pss HAVING sum(v.t) <> 0 OR sum(v.n) <> 0 ORDER BY v.pss
    ON CONFLICT ("pssFscCodigo") DO UPDATE SET total = c.total + excluded.total, "naoLidas" = c."naoLidas" + excluded."naoLidas";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER mns_caixa_contador_insercao AFTER INSERT ON mns_destinatario
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION mns_caixa_contador_aplica();--> statement-breakpoint
CREATE TRIGGER mns_caixa_contador_alteracao AFTER UPDATE ON mns_destinatario
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION mns_caixa_contador_aplica();--> statement-breakpoint
CREATE TRIGGER mns_caixa_contador_exclusao AFTER DELETE ON mns_destinatario
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION mns_caixa_contador_aplica();--> statement-breakpoint

-- TRUNCATE has no transition table: it empties the counters with it (tests and reseeds truncate).
CREATE OR REPLACE FUNCTION mns_caixa_contador_esvazia() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mns_caixa_contador;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mns_caixa_contador_truncamento AFTER TRUNCATE ON mns_destinatario
  FOR EACH STATEMENT EXECUTE FUNCTION mns_caixa_contador_esvazia();--> statement-breakpoint

-- Rows written before this migration.
INSERT INTO mns_caixa_contador ("pssFscCodigo", total, "naoLidas")
SELECT "pssFscCodigo", count(*), count(*) FILTER (WHERE "mnsDstDtaLeitura" IS NULL)
  FROM mns_destinatario WHERE "mnsDtaAgendamento" IS NOT NULL GROUP BY "pssFscCodigo";
