import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Country, state (UF) and municipality: the "Other" entities of SPEC §3 that addresses and venues hang on. */
export const pais = pgTable('pais', {
  psCodigo: integer('psCodigo').primaryKey().generatedByDefaultAsIdentity(),
  psDescricao: text('psDescricao').notNull().unique(),
  psSigla: varchar('psSigla', { length: 3 }),
});

export const uf = pgTable('uf', {
  ufCodigo: varchar('ufCodigo', { length: 2 }).primaryKey(),
  ufDescricao: text('ufDescricao').notNull(),
  psCodigo: integer('psCodigo').notNull().references(() => pais.psCodigo),
});

export const municipio = pgTable('municipio', {
  mncCodigo: integer('mncCodigo').primaryKey().generatedByDefaultAsIdentity(),
  mncDescricao: text('mncDescricao').notNull(),
  ufCodigo: varchar('ufCodigo', { length: 2 }).notNull().references(() => uf.ufCodigo),
});
