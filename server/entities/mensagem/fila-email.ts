/**
 * The outgoing e-mail queue (email_pendente): its only writers (issue 35, item 1). A feature queues its e-mail in
 * the same transaction as what the e-mail announces (an account's confirmation link, a password-recovery link, a
 * message's copy in ./mensagem.ts, an enrolment's receipt); server/plugins/mail-queue.ts claims, sends and marks
 * the rows with the statements below; the housekeeping deletes old ones (server/plugins/limpeza.ts).
 */
import type { Db, DbOrTx } from '../../db/client.ts';
import { contarApagadas } from '../../db/limpeza-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { emailPendente } from '../../db/schema/index.ts';

/** One e-mail queued, due now: `tipo` says how the queue renders it, `referencia` the row it is about. */
export async function enfileirarEmail(db: DbOrTx, e: { tipo: string; referencia: number; origem: string; agora: Date }): Promise<void> {
  await db.insert(emailPendente).values({ tipo: e.tipo, referencia: e.referencia, origem: e.origem, criadoEm: e.agora, proximaTentativa: e.agora });
}

/**
 * The queueing as a statement's clause, for a write that queues many in one statement (the enrolment's batch):
 * `selecao` is a SELECT of (tipo, referencia, origem, "criadoEm", "proximaTentativa").
 */
export const insercaoNaFilaDeEmail = (selecao: string) => `INSERT INTO email_pendente (tipo, referencia, origem, "criadoEm", "proximaTentativa")
      ${selecao}`;

/** How many rows one claim takes. */
export const LOTE_EMAILS = 20;

export interface EmailDaFila {
  id: number;
  tipo: string;
  referencia: number;
  origem: string;
  tentativas: number;
}

const RESERVA: RawStatement = {
  name: 'email_pendente_reserva',
  text: `UPDATE email_pendente SET "proximaTentativa" = $2::timestamptz
          WHERE id IN (SELECT id FROM email_pendente WHERE situacao IS NULL AND "proximaTentativa" <= $1::timestamptz
                        ORDER BY "proximaTentativa" LIMIT ${LOTE_EMAILS} FOR UPDATE SKIP LOCKED)
      RETURNING id, tipo, referencia, origem, tentativas`,
};
const FIM: RawStatement = {
  name: 'email_pendente_fim',
  text: `UPDATE email_pendente SET situacao = $2::text, "enviadoEm" = $3::timestamptz, tentativas = tentativas + 1 WHERE id = $1::int`,
};
const NOVA_TENTATIVA: RawStatement = {
  name: 'email_pendente_nova_tentativa',
  text: `UPDATE email_pendente SET tentativas = tentativas + 1, "proximaTentativa" = $2::timestamptz WHERE id = $1::int`,
};

/**
 * Claims up to LOTE_EMAILS rows due at `agora` (SKIP LOCKED: several API processes share the table) under a lease:
 * none is claimed again before `ate`, unless it is marked meanwhile.
 */
export function reservarEmails(db: Db, agora: Date, ate: Date): Promise<EmailDaFila[]> {
  return rawQuery<EmailDaFila>(db, RESERVA, [agora.toISOString(), ate.toISOString()]);
}

/** The row's end: 'enviado' (at `enviadoEm`), 'sem-email' (nobody to send it to) or 'desistiu' (too many failures). */
export async function concluirEmail(db: Db, id: number, situacao: 'enviado' | 'sem-email' | 'desistiu', enviadoEm: Date | null): Promise<void> {
  await rawQuery(db, FIM, [id, situacao, enviadoEm?.toISOString() ?? null]);
}

/** A failed attempt counted, the next one at `quando`. */
export async function adiarEmail(db: Db, id: number, quando: Date): Promise<void> {
  await rawQuery(db, NOVA_TENTATIVA, [id, quando.toISOString()]);
}

/** The housekeeping's batch (server/plugins/limpeza.ts): only what was sent or given up on before $1; a pending e-mail (situacao null) is never deleted. */
export const LIMPEZA_EMAILS = contarApagadas('limpeza_emails', 'email_pendente', 'id', '"situacao" IS NOT NULL AND "criadoEm" < $1::timestamptz');
