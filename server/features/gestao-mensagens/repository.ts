/** The back office's reads of sent messages (the sending itself is entities/mensagem/mensagem.ts). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FiltrosDestino, MensagemEnviada, TipoDestino } from '../../../src/domain/wire/gestao-mensagens.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

interface Linha {
  mnsCodigo: number;
  mnsAssunto: string;
  mnsTipo: string;
  mnsDtaAgendamento: Date | string;
  destino: TipoDestino;
  prcSltCodigo: number | null;
  filtros: FiltrosDestino | null;
  municipio: string | null;
  pessoa: string | null;
  destinatarios: number;
  lidas: number;
  copiaPorEmail: boolean;
  emails: number;
  enviadaEm: Date | string;
  enviadaPor: string | null;
}

/**
 * Sent messages, newest first: of one process, or every one (null). What was read is counted from the recipient
 * rows that have a read date (mns_destinatario_lidas_idx): for a message to everyone, the rows its readers
 * materialised by reading it.
 */
export async function mensagensEnviadas(db: DbOrTx, prcSltCodigo: number | null, start: number, limit: number, now: Date): Promise<{ rows: MensagemEnviada[]; total: number }> {
  const onde = prcSltCodigo === null ? sql`true` : sql`e."prcSltCodigo" = ${prcSltCodigo}`;
  const rows = rowsOf<Linha>(
    await db.execute(sql`
      SELECT e."mnsCodigo", m."mnsAssunto", m."mnsTipo", m."mnsDtaAgendamento", e."mnsEnvDestino" AS destino, e."prcSltCodigo",
             e."mnsEnvFiltros" AS filtros, mnc."mncDescricao" || ' (' || mnc."ufCodigo" || ')' AS municipio,
             CASE WHEN e."mnsEnvDestino" = 'pessoa' THEN (SELECT p."pssFscNome" FROM mns_destinatario d JOIN pss_fisica p ON p."pssFscCodigo" = d."pssFscCodigo"
                                                          WHERE d."mnsCodigo" = e."mnsCodigo" LIMIT 1) END AS pessoa,
             e."mnsEnvDestinatarios" AS destinatarios,
             (SELECT count(*) FROM mns_destinatario d WHERE d."mnsCodigo" = e."mnsCodigo" AND d."mnsDstDtaLeitura" IS NOT NULL)::int AS lidas,
             e."mnsEnvCopiaEmail" AS "copiaPorEmail", e."mnsEnvEmails" AS emails, e."mnsEnvEm" AS "enviadaEm", autor."pssFscNome" AS "enviadaPor"
        FROM mns_envio e
        JOIN mensagem m ON m."mnsCodigo" = e."mnsCodigo"
        LEFT JOIN pss_fisica autor ON autor."pssFscCodigo" = e."pssFscCodigo"
        LEFT JOIN prc_slt_mnc_prova mp ON mp."prcSltMncPrvCodigo" = (e."mnsEnvFiltros"->>'prcSltMncPrvCodigo')::int
        LEFT JOIN municipio mnc ON mnc."mncCodigo" = mp."mncCodigo"
       WHERE ${onde}
       ORDER BY e."mnsCodigo" DESC
       LIMIT ${limit} OFFSET ${start}`),
  );
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM mns_envio e WHERE ${onde}`));
  return {
    total: Number(n),
    rows: rows.map((r) => {
      const agendamento = iso(r.mnsDtaAgendamento);
      return {
        ...r,
        mnsCodigo: Number(r.mnsCodigo),
        prcSltCodigo: r.prcSltCodigo === null ? null : Number(r.prcSltCodigo),
        mnsDtaAgendamento: agendamento,
        agendada: new Date(agendamento).getTime() > now.getTime(),
        destinatarios: Number(r.destinatarios),
        lidas: Number(r.lidas),
        emails: Number(r.emails),
        enviadaEm: iso(r.enviadaEm),
      };
    }),
  };
}

/** A person by whole CPF (digits), for the one-person destination. */
export async function pessoaPorCpf(db: DbOrTx, cpf: string): Promise<{ pssFscCodigo: number; pssFscNome: string } | null> {
  const [p] = rowsOf<{ pssFscCodigo: number; pssFscNome: string }>(await db.execute(sql`SELECT "pssFscCodigo", "pssFscNome" FROM pss_fisica WHERE "pssFscCPF" = ${cpf}`));
  return p ? { pssFscCodigo: Number(p.pssFscCodigo), pssFscNome: p.pssFscNome } : null;
}
