import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { TIPOS_MENSAGEM, type TipoMensagem } from '../../db/schema/mensagens.ts';
import { isAllowedMessageUrl } from '../../../src/domain/mensagem-html.ts';
import { condicaoPagamento, PAGAMENTOS, type Pagamento } from '../pagamento/inscricao-pagamento.ts';

/**
 * Sending an institutional message: the back office (gestao-mensagens) and `npm run messages:send` share this one
 * path. To one person, to the candidates of a process (non-cancelled enrolments, optionally filtered by their
 * state, exam municipality and payment state: one recipient row each, written by ONE INSERT ... SELECT), or to
 * everyone (one global message, no per-person rows: see schema/mensagens.ts). The body is stored as given and
 * cleaned on every read, so a tighter allow-list also applies to old messages. Each send is recorded in
 * mns_envio (destination, filters, how many it reached, who sent it), which the back office lists.
 */
export const SITUACOES_DESTINO = ['deferida', 'indeferida', 'pendente'] as const;
export type SituacaoDestino = (typeof SITUACOES_DESTINO)[number];

export interface FiltrosDestino {
  /** deferida; indeferida; pendente = neither yet. */
  situacao?: SituacaoDestino;
  /** The exam municipality chosen (an entry of the process's own list). */
  prcSltMncPrvCodigo?: number;
  pagamento?: Pagamento;
}

export type Destino = { para: number } | { processo: number; filtros?: FiltrosDestino } | { todos: true };

export interface NovaMensagem {
  assunto: string;
  texto: string;
  tipo: TipoMensagem;
  destino: Destino;
  /** When it shows up; now by default. A later instant keeps it hidden until then. */
  agendamento?: Date;
  /** Originating system code shown when there is no sender person. */
  sistema?: string;
  /** Sender person code, optional (shown to the candidate as the sender). */
  remetente?: number;
  /** Queue a copy by e-mail to each recipient with an address (sent by the API's mail queue at the scheduled time). */
  copiaPorEmail?: { origem: string };
  /** The staff member sending (recorded in mns_envio, never shown to candidates). */
  autor?: number;
}

export interface EnvioFeito {
  mnsCodigo: number;
  /** People it reached; 'todos' for a global message (see `alcance`). */
  destinatarios: number | 'todos';
  /** People it reached, also for a global message (accounts at this moment). */
  alcance: number;
  /** E-mail copies queued. */
  emails: number;
}

/** The kind of queued e-mail that carries a copy of a message (email_pendente.tipo; referencia = mnsDstCodigo). */
export const COPIA_MENSAGEM_EMAIL = 'copia-mensagem';

/** A refusal of the send, in Portuguese; `campo` names the field at fault when there is one. */
export class EnvioInvalido extends Error {
  constructor(
    message: string,
    readonly campo?: string,
  ) {
    super(message);
  }
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
export const ASSUNTO_MAXIMO = 300;
export const TEXTO_MAXIMO = 20_000;

export function validar(m: NovaMensagem): void {
  if (!m.assunto.trim()) throw new EnvioInvalido('O assunto é obrigatório.', 'assunto');
  if (!m.texto.trim()) throw new EnvioInvalido('O texto é obrigatório.', 'texto');
  if (m.assunto.length > ASSUNTO_MAXIMO) throw new EnvioInvalido(`O assunto tem no máximo ${ASSUNTO_MAXIMO} caracteres.`, 'assunto');
  if (m.texto.length > TEXTO_MAXIMO) throw new EnvioInvalido(`O texto tem no máximo ${TEXTO_MAXIMO.toLocaleString('pt-BR')} caracteres.`, 'texto');
  // The reader's allow-list would drop such a link silently; saying so now is kinder.
  for (const [, url] of m.texto.matchAll(/\b(?:href|src)\s*=\s*["']?([^"'\s>]*)/gi)) {
    if (!isAllowedMessageUrl(url)) throw new EnvioInvalido('Os links do texto devem começar com https://, http:// ou mailto:.', 'texto');
  }
  if (!(TIPOS_MENSAGEM as readonly string[]).includes(m.tipo)) throw new EnvioInvalido('O tipo deve ser Mensagem ou Noticia.', 'tipo');
  if (m.agendamento && Number.isNaN(m.agendamento.getTime())) throw new EnvioInvalido('Data de agendamento inválida.', 'agendarPara');
  const f = 'processo' in m.destino ? m.destino.filtros : undefined;
  if (f?.situacao !== undefined && !SITUACOES_DESTINO.includes(f.situacao)) throw new EnvioInvalido('Situação de inscrição desconhecida.', 'situacao');
  if (f?.pagamento !== undefined && !PAGAMENTOS.includes(f.pagamento)) throw new EnvioInvalido('Situação de pagamento desconhecida.', 'pagamento');
}

/** The enrolments of a process a destination reaches (alias i): not cancelled, and every filter given. */
function inscricoesDoDestino(prcSltCodigo: number, f: FiltrosDestino = {}): SQL {
  const i = sql.raw('i');
  const situacao: Record<SituacaoDestino, SQL> = {
    deferida: sql`i."insDeferida"`,
    indeferida: sql`i."insIndeferida"`,
    pendente: sql`NOT i."insDeferida" AND NOT i."insIndeferida"`,
  };
  return sql`ins_processo i WHERE i."prcSltCodigo" = ${prcSltCodigo} AND NOT i."insCancelada"
    ${f.situacao ? sql`AND ${situacao[f.situacao]}` : sql``}
    ${f.prcSltMncPrvCodigo !== undefined ? sql`AND i."prcSltMncPrvCodigo" = ${f.prcSltMncPrvCodigo}` : sql``}
    ${f.pagamento ? sql`AND ${condicaoPagamento(i, f.pagamento)}` : sql``}`;
}

/** Everyone, for a global message: the people with an account that can sign in. */
const TODOS = sql`conta c WHERE c.login IS NOT NULL`;

/** Checks that the destination exists (and a municipality filter is one of the process's own). */
async function conferirDestino(db: DbOrTx, d: Destino): Promise<void> {
  if ('para' in d && !rowsOf(await db.execute(sql`SELECT 1 FROM pss_fisica WHERE "pssFscCodigo" = ${d.para}`)).length) {
    throw new EnvioInvalido(`Pessoa ${d.para} não encontrada.`, 'pessoa');
  }
  if ('processo' in d) {
    if (!rowsOf(await db.execute(sql`SELECT 1 FROM prc_seletivo WHERE "prcSltCodigo" = ${d.processo}`)).length) {
      throw new EnvioInvalido(`Processo seletivo ${d.processo} não encontrado.`, 'prcSltCodigo');
    }
    const mnc = d.filtros?.prcSltMncPrvCodigo;
    if (mnc !== undefined && !rowsOf(await db.execute(sql`SELECT 1 FROM prc_slt_mnc_prova WHERE "prcSltMncPrvCodigo" = ${mnc} AND "prcSltCodigo" = ${d.processo}`)).length) {
      throw new EnvioInvalido('Escolha um município de prova deste processo.', 'prcSltMncPrvCodigo');
    }
  }
}

/** How many people a destination reaches now (the screen's "Será enviada para N candidatos"). */
export async function contarDestino(db: DbOrTx, d: Destino): Promise<number> {
  await conferirDestino(db, d);
  if ('para' in d) return 1;
  const q = 'todos' in d ? sql`SELECT count(*)::int AS n FROM ${TODOS}` : sql`SELECT count(DISTINCT i."pssFscCodigo")::int AS n FROM ${inscricoesDoDestino(d.processo, d.filtros)}`;
  return Number(rowsOf<{ n: number }>(await db.execute(q))[0].n);
}

/**
 * Creates the message, its recipients and its e-mail copies in the caller's transaction (the back office runs it
 * inside its audited write); returns its code and how many it reached. Whatever the size of the destination,
 * that is a fixed number of statements: the rows are chosen and written by the database.
 */
export async function enviarMensagemEm(tx: Tx, m: NovaMensagem, now: Date): Promise<EnvioFeito> {
  validar(m);
  if (m.remetente !== undefined && !rowsOf(await tx.execute(sql`SELECT 1 FROM pss_fisica WHERE "pssFscCodigo" = ${m.remetente}`)).length) {
    throw new EnvioInvalido(`Remetente ${m.remetente} não encontrado.`, 'remetente');
  }
  const d = m.destino;
  await conferirDestino(tx, d);
  const quando = (m.agendamento ?? now).toISOString();
  const [msg] = rowsOf<{ mnsCodigo: number }>(
    await tx.execute(sql`
      INSERT INTO mensagem ("mnsAssunto", "mnsTexto", "mnsDtaAgendamento", "sstCodigo", "pssFscCodigo", "mnsTipo")
      VALUES (${m.assunto.trim()}, ${m.texto}, ${quando}::timestamptz, ${m.sistema ?? 'SGPS'}, ${m.remetente ?? null}, ${m.tipo})
      RETURNING "mnsCodigo"`),
  );
  const mnsCodigo = Number(msg.mnsCodigo);
  let alcance: number;
  let emails = 0;
  if ('todos' in d) {
    const [glb] = rowsOf<{ g: number }>(await tx.execute(sql`INSERT INTO mns_dst_global ("mnsCodigo") VALUES (${mnsCodigo}) RETURNING "mnsDstGlbCodigo" AS g`));
    alcance = Number(rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM ${TODOS}`))[0].n);
    if (m.copiaPorEmail) {
      // The copy needs a row per person to name: those with an address get theirs now, unread, as reading it would
      // have made it (mnsDstGlbCodigo set); everyone else keeps the lazy global row.
      ({ emails } = await inserirDestinatarios(tx, m, quando, sql`
        SELECT ${mnsCodigo}::int, c."pssFscCodigo", ${Number(glb.g)}::int FROM conta c JOIN pss_fisica p ON p."pssFscCodigo" = c."pssFscCodigo"
         WHERE c.login IS NOT NULL AND p."pssFscEmail" LIKE '%@%'`));
    }
  } else {
    const escolha = 'para' in d
      ? sql`SELECT ${mnsCodigo}::int, ${d.para}::int, NULL::int`
      : sql`SELECT DISTINCT ${mnsCodigo}::int, i."pssFscCodigo", NULL::int FROM ${inscricoesDoDestino(d.processo, d.filtros)}`;
    ({ destinatarios: alcance, emails } = await inserirDestinatarios(tx, m, quando, escolha));
  }
  await tx.execute(sql`
    INSERT INTO mns_envio ("mnsCodigo", "prcSltCodigo", "mnsEnvDestino", "mnsEnvFiltros", "mnsEnvDestinatarios", "mnsEnvCopiaEmail", "mnsEnvEmails", "pssFscCodigo", "mnsEnvEm")
    VALUES (${mnsCodigo}, ${'processo' in d ? d.processo : null}, ${'para' in d ? 'pessoa' : 'processo' in d ? 'processo' : 'todos'},
            ${'processo' in d && d.filtros ? JSON.stringify(d.filtros) : null}::jsonb, ${alcance}, ${!!m.copiaPorEmail}, ${emails}, ${m.autor ?? null}, ${now.toISOString()}::timestamptz)`);
  return { mnsCodigo, destinatarios: 'todos' in d ? 'todos' : alcance, alcance, emails };
}

/** The e-mail copies of the rows of CTE `dst` (people with an address), due at the message's time. */
function insertCopias(m: NovaMensagem, quando: string): SQL {
  return sql`
    INSERT INTO email_pendente (tipo, referencia, origem, "criadoEm", "proximaTentativa")
    SELECT ${COPIA_MENSAGEM_EMAIL}, dst."mnsDstCodigo", ${m.copiaPorEmail!.origem}, now(), ${quando}::timestamptz
      FROM dst JOIN pss_fisica p ON p."pssFscCodigo" = dst."pssFscCodigo"
     WHERE p."pssFscEmail" LIKE '%@%'
    RETURNING 1`;
}

/**
 * Writes the recipient rows `escolha` selects (mnsCodigo, pssFscCodigo, mnsDstGlbCodigo) and, when asked, their
 * e-mail copies in the same statement (a copy exists only for a row that does); answers how many of each. Each row
 * carries its message's instant `quando` (the copy the inbox's index needs; migration 0038 checks it per statement).
 */
async function inserirDestinatarios(tx: Tx, m: NovaMensagem, quando: string, escolha: SQL): Promise<{ destinatarios: number; emails: number }> {
  const [r] = rowsOf<{ destinatarios: number; emails: number }>(
    await tx.execute(sql`
      WITH dst AS (
        INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo", "mnsDstGlbCodigo", "mnsDtaAgendamento")
        SELECT e.*, ${quando}::timestamptz FROM (${escolha}) e
        RETURNING "mnsDstCodigo", "pssFscCodigo")
      ${m.copiaPorEmail ? sql`, mail AS (${insertCopias(m, quando)}) SELECT (SELECT count(*) FROM dst)::int AS destinatarios, (SELECT count(*) FROM mail)::int AS emails`
        : sql`SELECT count(*)::int AS destinatarios, 0 AS emails FROM dst`}`),
  );
  return { destinatarios: Number(r.destinatarios), emails: Number(r.emails) };
}

/** Creates the message and its recipients in one transaction of its own (the command line). */
export async function enviarMensagem(db: DbOrTx, m: NovaMensagem, now: Date): Promise<EnvioFeito> {
  return db.transaction((tx) => enviarMensagemEm(tx, m, now));
}
