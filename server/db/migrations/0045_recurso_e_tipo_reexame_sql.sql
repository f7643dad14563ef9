-- Issue 37, "one concept, one switch": a schedule item of the kind Reexame ('3') IS an appeal window. Until now a
-- window was a Reexame item AND a row in prc_slt_crn_recurso (a separate box). The data is made to agree:
-- 1. an item with an appeal-window row under another kind becomes a Reexame item (its appeals stay with it);
UPDATE "prc_slt_cronograma" SET "tblGrlItmCdgPrcSltTpCrn" = '3'
 WHERE "tblGrlItmCdgPrcSltTpCrn" <> '3'
   AND "prcSltCrnCodigo" IN (SELECT "prcSltCrnCodigo" FROM "prc_slt_crn_recurso");
--> statement-breakpoint
-- 2. a Reexame item without the row gets it (a free appeal: no fee was ever set on it).
INSERT INTO "prc_slt_crn_recurso" ("prcSltCrnCodigo", "prcSltCrnRcrVlr")
SELECT c."prcSltCrnCodigo", NULL FROM "prc_slt_cronograma" c
 WHERE c."tblGrlItmCdgPrcSltTpCrn" = '3'
   AND NOT EXISTS (SELECT 1 FROM "prc_slt_crn_recurso" r WHERE r."prcSltCrnCodigo" = c."prcSltCrnCodigo");
