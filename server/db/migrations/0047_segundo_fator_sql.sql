-- Custom migration: what drizzle-kit cannot express.

-- Issue 34 §2: from this version on, staff and super users sign in with a second factor. Sessions they opened
-- before it (with the password alone) end here, once, so no staff power rides a password-only session after the
-- upgrade: their next sign-in sets the second factor up. Their open simulations are closed as a logout would.
UPDATE simulacao SET "encerradaEm" = now(), "motivoEncerramento" = 'logout'
 WHERE "encerradaEm" IS NULL
   AND "sessaoHash" IN (
     SELECT s."tokenHash" FROM sessao s JOIN conta c ON c."contaCodigo" = s."contaCodigo"
      WHERE c."superUsuario" OR EXISTS (SELECT 1 FROM papel_equipe p WHERE p."pssFscCodigo" = c."pssFscCodigo"));
--> statement-breakpoint
DELETE FROM sessao s USING conta c
 WHERE c."contaCodigo" = s."contaCodigo"
   AND (c."superUsuario" OR EXISTS (SELECT 1 FROM papel_equipe p WHERE p."pssFscCodigo" = c."pssFscCodigo"));
