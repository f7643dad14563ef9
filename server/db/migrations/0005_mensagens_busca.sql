-- Custom migration: what drizzle-kit cannot express.

-- Messages free-text search (SPEC §7 "Messages": subject, text and system code, ignoring case and
-- accents). The expression must stay exactly the one server/features/mensagens/repository.ts
-- searches with, so a selective term is found through this trigram index and then joined to the
-- person's recipient rows, instead of folding every body of a 10,000-message mailbox.
CREATE INDEX IF NOT EXISTS "mensagem_busca_trgm_idx" ON "mensagem"
  USING gin (f_fold("mnsAssunto" || ' ' || "mnsTexto" || ' ' || "sstCodigo") gin_trgm_ops);
