import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { complementa, flag, registradoEm } from './colunas.ts';
import { mensagem } from './mensagens.ts';
import { pssFisica } from './pessoa.ts';
import { prcSeletivo } from './processo.ts';

export const DESTINOS_ENVIO = ['pessoa', 'processo', 'todos'] as const;
export type DestinoEnvio = (typeof DESTINOS_ENVIO)[number];

/**
 * How a message was sent (issue 21, item 6): to whom (one person, the candidates of a process under some filters,
 * everyone), how many people it reached at that moment, whether a copy went by e-mail, and who sent it. One row
 * per message sent by staff or by `npm run messages:send`: the back office lists a process's messages from here
 * (a message itself has no process), and counts what was read from the recipient rows.
 */
export const mnsEnvio = pgTable(
  'mns_envio',
  {
    mnsCodigo: complementa('mnsCodigo', () => mensagem.mnsCodigo),
    /** The process whose candidates it went to; null for one person or everyone. */
    prcSltCodigo: integer('prcSltCodigo').references(() => prcSeletivo.prcSltCodigo, { onDelete: 'set null' }),
    mnsEnvDestino: text('mnsEnvDestino').notNull().$type<DestinoEnvio>(),
    /** The filters of a process destination as chosen ({situacao, prcSltMncPrvCodigo, pagamento}). */
    mnsEnvFiltros: jsonb('mnsEnvFiltros'),
    /** People it reached when sent (everyone: the accounts at that moment). */
    mnsEnvDestinatarios: integer('mnsEnvDestinatarios').notNull(),
    mnsEnvCopiaEmail: flag('mnsEnvCopiaEmail'),
    /** E-mail copies queued (people with an address). */
    mnsEnvEmails: integer('mnsEnvEmails').notNull().default(0),
    /** The staff member who sent it; null from the command line. */
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    mnsEnvEm: registradoEm('mnsEnvEm'),
  },
  (t) => [
    check('mns_envio_destino', sql`${t.mnsEnvDestino} IN ('pessoa','processo','todos')`),
    // A process destination loses its process only if the process is deleted (set null); the others never have one.
    check('mns_envio_processo', sql`${t.mnsEnvDestino} = 'processo' OR ${t.prcSltCodigo} IS NULL`),
    index('mns_envio_processo_idx').on(t.prcSltCodigo, t.mnsCodigo.desc()),
  ],
);
