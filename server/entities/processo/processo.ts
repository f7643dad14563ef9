/**
 * The selection process (prcSeletivo), for every feature that reads one: the finder and the one wire form
 * (src/domain/wire/processo.ts). Features keep their screen-specific queries; this is what they share.
 * It is also the table's one writer (issue 35): creating, changing and deleting a process, from the back office's
 * process screens, its seating release and the templates alike (the clone writes here too: processo-clone.ts).
 */
import { and, eq, not, sql } from 'drizzle-orm';
import { formatBrDate, formatBrDateTime } from '../../../src/domain/dates.ts';
import { isCurrent } from '../../../src/domain/inscricao-periodo.ts';
import type { ProcessoWire } from '../../../src/domain/wire/processo.ts';
import type { DbOrTx } from '../../db/client.ts';
import { escritaPorChave } from '../../db/por-chave.ts';
import { insProcesso, prcSeletivo } from '../../db/schema/index.ts';

export type Processo = typeof prcSeletivo.$inferSelect;
export type ProcessoNovo = typeof prcSeletivo.$inferInsert;

const escrita = escritaPorChave(prcSeletivo, prcSeletivo.prcSltCodigo);

/** The process, locked until the write's transaction ends (two staff members saving at once queue up), or undefined. */
export const processoParaEscrita = (tx: DbOrTx, prcSltCodigo: number): Promise<Processo | undefined> => escrita.paraEscrita(tx, prcSltCodigo);

/** A new process; the row as saved. */
export const incluirProcesso = (tx: DbOrTx, valores: ProcessoNovo): Promise<Processo> => escrita.incluir(tx, valores);

/** Changes the process's columns in `valores`; the row as saved. */
export const alterarProcesso = (tx: DbOrTx, prcSltCodigo: number, valores: Partial<ProcessoNovo>): Promise<Processo> => escrita.alterar(tx, prcSltCodigo, valores);

/** Deletes the process (its setup rows and listing cards go with it, as the foreign keys say). */
export const excluirProcesso = (tx: DbOrTx, prcSltCodigo: number): Promise<void> => escrita.remover(tx, prcSltCodigo);

/** What candidates may see: a process the back office has not published does not exist for them. */
export const publicado = eq(prcSeletivo.prcSltPublicado, true);

/**
 * The process, as candidates see it: an unpublished one (em preparação) is not found. The back office and the
 * staff commands pass `mesmoNaoPublicado`.
 */
export async function findProcess(db: DbOrTx, prcSltCodigo: number, opts: { mesmoNaoPublicado?: boolean } = {}): Promise<Processo | null> {
  const porCodigo = eq(prcSeletivo.prcSltCodigo, prcSltCodigo);
  const [row] = await db
    .select()
    .from(prcSeletivo)
    .where(opts.mesmoNaoPublicado ? porCodigo : and(porCodigo, publicado));
  return row ?? null;
}

const tf = (b: boolean): 'T' | 'F' => (b ? 'T' : 'F');
const instant = (d: Date | null) => (d ? formatBrDateTime(d) : null);

export function processoToWire(p: Processo, now: Date): ProcessoWire {
  return {
    prcSltCodigo: p.prcSltCodigo,
    prcSltDescricao: p.prcSltDescricao,
    prcSltTipo: p.prcSltTipo,
    prcSltVigente: tf(isCurrent(p.prcSltDtInicio, p.prcSltDtFim, now)),
    prcSltTemGrupos: tf(p.prcSltTemGrupos),
    prcSltExbEnsalamento: tf(p.prcSltExbEnsalamento),
    prcSltEnsLembrete: p.prcSltEnsLembrete,
    prcSltInsUnica: tf(p.prcSltInsUnica),
    prcSltNmrOpcoes: p.prcSltNmrOpcoes,
    prcSltPgtCartao: tf(p.prcSltPgtCartao),
    prcSltPgtBoleto: tf(p.prcSltPgtBoleto),
    prcSltPgtDebito: tf(p.prcSltPgtDebito),
    prcSltPgtPix: tf(p.prcSltPgtPix),
    prcSltOpcEditavel: tf(p.prcSltOpcEditavel),
    prcSltUrlInformacao: p.prcSltUrlInformacao,
    prcSltDtInicio: formatBrDateTime(p.prcSltDtInicio),
    prcSltDtFim: formatBrDateTime(p.prcSltDtFim),
    prcSltDtFimIsencao: instant(p.prcSltDtFimIsencao),
    prcSltDtEmsBoleto: instant(p.prcSltDtEmsBoleto),
    prcSltDtVncBoleto: p.prcSltDtVncBoleto ? formatBrDate(p.prcSltDtVncBoleto) : null,
    prcSltDtFimReimpressao: instant(p.prcSltDtFimReimpressao),
    prcSltDtFimEdicao: instant(p.prcSltDtFimEdicao),
    prcSltMncSede: p.prcSltMncSede,
    prcSltExbResultado: tf(p.prcSltExbResultado),
    prcSltExbAjuda: tf(p.prcSltExbAjuda),
    prcSltEnvArquivo: tf(p.prcSltEnvArquivo),
    prcSltLembrete: p.prcSltLembrete,
    prcSltCndPersonalizadas: p.prcSltCndPersonalizadas,
    prcSltTxtInsFinal: p.prcSltTxtInsFinal,
    prcSltTtlAlternativo: p.prcSltTtlAlternativo,
    prcSltQstAvaliacao: p.prcSltQstAvaliacao,
  };
}

/**
 * The last moment a payment slip may be generated: prcSltDtEmsBoleto, or the enrolment end when unset. The one
 * rule behind prcSeletivo/verificaPagDtGeracao and the payment offer (insBoleto/resumo, gerarBoleto).
 */
export function emissaoPagamentoAte(p: { prcSltDtEmsBoleto: Date | null; prcSltDtFim: Date }): Date {
  return p.prcSltDtEmsBoleto ?? p.prcSltDtFim;
}

/** Editing is allowed from the start of enrolment until prcSltDtFimEdicao (or the enrolment end when unset). */
export function editingOpen(p: Processo, now: Date): boolean {
  return isCurrent(p.prcSltDtInicio, p.prcSltDtFimEdicao ?? p.prcSltDtFim, now);
}

/** The process's code when it exists, published or not (the back office's resolvers answer 404 otherwise). */
export async function processoExistente(db: DbOrTx, prcSltCodigo: number): Promise<number | null> {
  const [row] = await db.select({ c: prcSeletivo.prcSltCodigo }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  return row?.c ?? null;
}

/**
 * The process's enrolments: the candidates a staff change may touch (not cancelled), or with `todas` every one ever
 * made (a process anyone enrolled in is archived, never deleted).
 */
export async function contarInscricoesDoProcesso(db: DbOrTx, prcSltCodigo: number, opts: { todas?: boolean } = {}): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(insProcesso)
    .where(and(eq(insProcesso.prcSltCodigo, prcSltCodigo), opts.todas ? undefined : not(insProcesso.insCancelada)));
  return Number(row.n);
}
