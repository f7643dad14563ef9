/**
 * A recipient reading their messages: the only writes of mns_destinatario besides the sending (./mensagem.ts)
 * (issue 35, item 1). The inbox (server/features/mensagens) reads; these mark read; an account erased by its
 * owner loses its rows here too.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asDate = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
const asInt = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export interface Recipient {
  mnsDstCodigo: number;
  mnsDstDtaLeitura: Date | null;
  mnsDstGlbCodigo: number | null;
  msgCodigo: number | null;
  mnsCodigo: number;
  pssFscCodigo: number;
}

const RETURNING = sql`RETURNING "mnsDstCodigo", "mnsDstDtaLeitura", "mnsDstGlbCodigo", "msgCodigo", "mnsCodigo", "pssFscCodigo"`;
const toRecipient = (r: Record<string, unknown>): Recipient => ({
  mnsDstCodigo: Number(r.mnsDstCodigo),
  mnsDstDtaLeitura: asDate(r.mnsDstDtaLeitura),
  mnsDstGlbCodigo: asInt(r.mnsDstGlbCodigo),
  msgCodigo: asInt(r.msgCodigo),
  mnsCodigo: Number(r.mnsCodigo),
  pssFscCodigo: Number(r.pssFscCodigo),
});

/**
 * Marks one visible message of the person as read (keeping an earlier read date). Their own row is
 * updated; a global message without a row gets one. Null when the person cannot see that message.
 */
export async function markRead(db: DbOrTx, pssFscCodigo: number, mnsCodigo: number, now: Date): Promise<Recipient | null> {
  const at = now.toISOString();
  const updated = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      UPDATE mns_destinatario d SET "mnsDstDtaLeitura" = COALESCE(d."mnsDstDtaLeitura", ${at}::timestamptz)
       WHERE d."pssFscCodigo" = ${pssFscCodigo} AND d."mnsCodigo" = ${mnsCodigo} AND d."mnsDtaAgendamento" <= ${at}::timestamptz
      RETURNING d."mnsDstCodigo", d."mnsDstDtaLeitura", d."mnsDstGlbCodigo", d."msgCodigo", d."mnsCodigo", d."pssFscCodigo"`),
  );
  if (updated[0]) return toRecipient(updated[0]);
  const inserted = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo", "mnsDstDtaLeitura", "mnsDstGlbCodigo")
      SELECT g."mnsCodigo", ${pssFscCodigo}, ${at}::timestamptz, g."mnsDstGlbCodigo"
        FROM mns_dst_global g JOIN mensagem m ON m."mnsCodigo" = g."mnsCodigo"
       WHERE g."mnsCodigo" = ${mnsCodigo} AND m."mnsDtaAgendamento" <= ${at}::timestamptz
      ON CONFLICT ("pssFscCodigo", "mnsCodigo") DO UPDATE
        SET "mnsDstDtaLeitura" = COALESCE(mns_destinatario."mnsDstDtaLeitura", excluded."mnsDstDtaLeitura")
      ${RETURNING}`),
  );
  return inserted[0] ? toRecipient(inserted[0]) : null;
}

/** Marks every visible unread message of the person as read; returns how many changed. */
export async function markAllRead(db: DbOrTx, pssFscCodigo: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const own = rowsOf(
    await db.execute(sql`
      UPDATE mns_destinatario d SET "mnsDstDtaLeitura" = ${at}::timestamptz
       WHERE d."pssFscCodigo" = ${pssFscCodigo} AND d."mnsDstDtaLeitura" IS NULL AND d."mnsDtaAgendamento" <= ${at}::timestamptz
      RETURNING d."mnsDstCodigo"`),
  );
  const global = rowsOf(
    await db.execute(sql`
      INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo", "mnsDstDtaLeitura", "mnsDstGlbCodigo")
      SELECT g."mnsCodigo", ${pssFscCodigo}, ${at}::timestamptz, g."mnsDstGlbCodigo"
        FROM mns_dst_global g JOIN mensagem m ON m."mnsCodigo" = g."mnsCodigo"
       WHERE m."mnsDtaAgendamento" <= ${at}::timestamptz
      ON CONFLICT ("pssFscCodigo", "mnsCodigo") DO NOTHING
      RETURNING "mnsDstCodigo"`),
  );
  return own.length + global.length;
}

/** Every message row of the person deleted (an account erased by its owner: server/login/meus-dados.ts). */
export async function apagarMensagensDaPessoa(db: DbOrTx, pssFscCodigo: number): Promise<void> {
  await db.execute(sql`DELETE FROM mns_destinatario WHERE "pssFscCodigo" = ${pssFscCodigo}`);
}
