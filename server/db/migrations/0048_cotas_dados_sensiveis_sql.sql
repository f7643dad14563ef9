-- The new declarations of issue 36 that are LGPD sensitive data are marked in the schema, as migration 0033 marked
-- the others (src/domain/dados-sensiveis.ts lists them; tests/api/meus-dados.test.ts checks both agree).
COMMENT ON COLUMN ins_processo."insPrcQuilombola" IS 'dado sensível (LGPD): origem racial ou étnica';
--> statement-breakpoint
COMMENT ON COLUMN ins_processo."insPrcQtdFamilia" IS 'dado sensível (LGPD): renda (composição da família)';
