import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { instante } from './colunas.ts';
import { pssFisica } from './pessoa.ts';
import { prcSeletivo } from './processo.ts';

/** The staff roles of the back office (issue 20): what each may do is in server/entities/equipe/equipe.ts. */
export const PAPEIS = ['ADMINISTRADOR', 'GESTOR', 'ATENDIMENTO', 'LEITURA'] as const;
export type Papel = (typeof PAPEIS)[number];

/**
 * A staff role granted to a person, for one process or (prcSltCodigo null) for all of them. A person can be a
 * candidate and staff at once; the role is what the back office reads, never the account's super-user flag.
 */
export const papelEquipe = pgTable(
  'papel_equipe',
  {
    papCodigo: integer('papCodigo').primaryKey().generatedAlwaysAsIdentity(),
    pssFscCodigo: integer('pssFscCodigo')
      .notNull()
      .references(() => pssFisica.pssFscCodigo, { onDelete: 'cascade' }),
    papel: text('papel').notNull().$type<Papel>(),
    /** The one process the role is for; null = every process. */
    prcSltCodigo: integer('prcSltCodigo').references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' }),
    concedidoPor: integer('concedidoPor').references(() => pssFisica.pssFscCodigo),
    concedidoEm: instante('concedidoEm').notNull(),
  },
  (t) => [
    check('papel_equipe_papel', sql`${t.papel} IN ('ADMINISTRADOR','GESTOR','ATENDIMENTO','LEITURA')`),
    // An administrator administers everything: the role is never scoped to one process.
    check('papel_equipe_administrador_global', sql`${t.papel} <> 'ADMINISTRADOR' OR ${t.prcSltCodigo} IS NULL`),
    unique('papel_equipe_uq').on(t.pssFscCodigo, t.papel, t.prcSltCodigo).nullsNotDistinct(),
    index('papel_equipe_processo_idx').on(t.prcSltCodigo),
  ],
);

/**
 * Site rebuilds asked for by staff (publishing, or changing what a public page shows) and their outcome, so the
 * back office can say "na fila", "em andamento", "concluída às hh:mm em N s" or "falhou: motivo". One row per
 * request; a request that arrives while one is queued joins it.
 */
export const reconstrucaoSite = pgTable(
  'reconstrucao_site',
  {
    recCodigo: integer('recCodigo').primaryKey().generatedAlwaysAsIdentity(),
    pedidaEm: instante('pedidaEm').notNull(),
    pedidaPor: integer('pedidaPor').references(() => pssFisica.pssFscCodigo),
    motivo: text('motivo').notNull(),
    /** 'fila', 'andamento', 'concluida', 'falhou'. */
    situacao: text('situacao').notNull().default('fila'),
    iniciadaEm: instante('iniciadaEm'),
    terminadaEm: instante('terminadaEm'),
    duracaoMs: integer('duracaoMs'),
    erro: text('erro'),
  },
  (t) => [
    check('reconstrucao_site_situacao', sql`${t.situacao} IN ('fila','andamento','concluida','falhou')`),
    index('reconstrucao_site_pedida_idx').on(t.pedidaEm),
  ],
);
