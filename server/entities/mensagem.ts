import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { TIPOS_MENSAGEM, type TipoMensagem } from '../db/schema/mensagens.ts';

/**
 * Staff sending a message (issue 6, `npm run messages:send`): to one person, to every candidate of a
 * process (one recipient row each, non-cancelled enrolments), or to everyone (one global message, no
 * per-person rows: see schema/mensagens.ts). The body is stored as given and cleaned on every read,
 * so a tighter allow-list also applies to old messages.
 */
export type Destino = { para: number } | { processo: number } | { todos: true };

export interface NovaMensagem {
  assunto: string;
  texto: string;
  tipo: TipoMensagem;
  destino: Destino;
  /** When it shows up; now by default. A later instant keeps it hidden until then. */
  agendamento?: Date;
  /** Originating system code shown when there is no sender person. */
  sistema?: string;
  /** Sender person code, optional. */
  remetente?: number;
}

export class EnvioInvalido extends Error {}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export function validar(m: NovaMensagem): void {
  if (!m.assunto.trim()) throw new EnvioInvalido('O assunto é obrigatório.');
  if (!m.texto.trim()) throw new EnvioInvalido('O texto é obrigatório.');
  if (m.assunto.length > 300) throw new EnvioInvalido('O assunto tem no máximo 300 caracteres.');
  if (!(TIPOS_MENSAGEM as readonly string[]).includes(m.tipo)) throw new EnvioInvalido('O tipo deve ser Mensagem ou Noticia.');
  if (m.agendamento && Number.isNaN(m.agendamento.getTime())) throw new EnvioInvalido('Data de agendamento inválida.');
}

/** Creates the message and its recipients in one transaction; returns its code and how many people it reaches. */
export async function enviarMensagem(db: DbOrTx, m: NovaMensagem, now: Date): Promise<{ mnsCodigo: number; destinatarios: number | 'todos' }> {
  validar(m);
  return db.transaction(async (tx) => {
    if (m.remetente !== undefined) {
      const found = rowsOf(await tx.execute(sql`SELECT 1 FROM pss_fisica WHERE "pssFscCodigo" = ${m.remetente}`));
      if (!found.length) throw new EnvioInvalido(`Remetente ${m.remetente} não encontrado.`);
    }
    const d = m.destino;
    if ('para' in d && !rowsOf(await tx.execute(sql`SELECT 1 FROM pss_fisica WHERE "pssFscCodigo" = ${d.para}`)).length) {
      throw new EnvioInvalido(`Pessoa ${d.para} não encontrada.`);
    }
    if ('processo' in d && !rowsOf(await tx.execute(sql`SELECT 1 FROM prc_seletivo WHERE "prcSltCodigo" = ${d.processo}`)).length) {
      throw new EnvioInvalido(`Processo seletivo ${d.processo} não encontrado.`);
    }
    const [msg] = rowsOf<{ mnsCodigo: number }>(
      await tx.execute(sql`
        INSERT INTO mensagem ("mnsAssunto", "mnsTexto", "mnsDtaAgendamento", "sstCodigo", "pssFscCodigo", "mnsTipo")
        VALUES (${m.assunto.trim()}, ${m.texto}, ${(m.agendamento ?? now).toISOString()}::timestamptz, ${m.sistema ?? 'SGPS'}, ${m.remetente ?? null}, ${m.tipo})
        RETURNING "mnsCodigo"`),
    );
    const mnsCodigo = Number(msg.mnsCodigo);
    if ('todos' in d) {
      await tx.execute(sql`INSERT INTO mns_dst_global ("mnsCodigo") VALUES (${mnsCodigo})`);
      return { mnsCodigo, destinatarios: 'todos' as const };
    }
    const inserted = 'para' in d
      ? await tx.execute(sql`INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo") VALUES (${mnsCodigo}, ${d.para}) RETURNING 1`)
      : await tx.execute(sql`
          INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo")
          SELECT DISTINCT ${mnsCodigo}::int, i."pssFscCodigo" FROM ins_processo i
           WHERE i."prcSltCodigo" = ${d.processo} AND NOT i."insCancelada"
          RETURNING 1`);
    return { mnsCodigo, destinatarios: rowsOf(inserted).length };
  });
}
