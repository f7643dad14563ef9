import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { codigo } from './colunas.ts';

/** Country, state (UF) and municipality: the "Other" entities of SPEC §3 that addresses and venues hang on. */
export const pais = pgTable('pais', {
  psCodigo: codigo('psCodigo'),
  psDescricao: text('psDescricao').notNull().unique(),
  psSigla: varchar('psSigla', { length: 3 }),
});

export const uf = pgTable('uf', {
  ufCodigo: varchar('ufCodigo', { length: 2 }).primaryKey(),
  ufDescricao: text('ufDescricao').notNull(),
  psCodigo: integer('psCodigo').notNull().references(() => pais.psCodigo),
});

export const municipio = pgTable('municipio', {
  mncCodigo: codigo('mncCodigo'),
  mncDescricao: text('mncDescricao').notNull(),
  ufCodigo: varchar('ufCodigo', { length: 2 }).notNull().references(() => uf.ufCodigo),
});
