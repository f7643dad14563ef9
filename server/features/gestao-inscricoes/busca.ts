/**
 * The staff search of enrolments (gestão de inscrições): every filter is a condition on one SELECT paged on the
 * server with its total. Names go through the trigram index (entities/pessoa/pessoa.ts nomeContem), the CPF through its
 * unique index (whole number only), the process through ins_processo_processo_idx; the payment state is the
 * database's own paymentState (entities/pagamento/situacao-pagamento.ts).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type BuscaInscricoesQuery, type LinhaInscricao, type SituacaoInscricao } from '../../../src/domain/wire/gestao-inscricoes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insPrcCndApoio, insPrcIsencao, insProcesso, prcSeletivo, pssFisica } from '../../db/schema/index.ts';
import { nomeContem, ordemDoNome } from '../../entities/pessoa/pessoa.ts';
import { condicaoPagamento } from '../../entities/pagamento/inscricao-pagamento.ts';
import { situacaoPagamentoSql } from '../../entities/pagamento/situacao-pagamento.ts';
import { paginar } from '../../http/pagina.ts';

/** ins_processo as the shared payment SQL names it (the search reads the table without an alias). */
const INS = sql`"ins_processo"`;

/** The enrolment's state in one word, in SQL (cancelled wins: a cancelled rejection is cancelled). */
export const situacaoSql = sql<SituacaoInscricao>`CASE WHEN ${insProcesso.insCancelada} THEN 'cancelada' WHEN ${insProcesso.insIndeferida} THEN 'indeferida' WHEN ${insProcesso.insDeferida} THEN 'deferida' ELSE 'realizada' END`;

export function situacaoDe(i: { insCancelada: boolean; insIndeferida: boolean; insDeferida: boolean }): SituacaoInscricao {
  if (i.insCancelada) return 'cancelada';
  if (i.insIndeferida) return 'indeferida';
  return i.insDeferida ? 'deferida' : 'realizada';
}

const CONDICAO_DA_SITUACAO: Record<SituacaoInscricao, SQL> = {
  cancelada: sql`${insProcesso.insCancelada}`,
  indeferida: sql`NOT ${insProcesso.insCancelada} AND ${insProcesso.insIndeferida}`,
  deferida: sql`NOT ${insProcesso.insCancelada} AND ${insProcesso.insDeferida}`,
  realizada: sql`NOT ${insProcesso.insCancelada} AND NOT ${insProcesso.insDeferida} AND NOT ${insProcesso.insIndeferida}`,
};

/** Special needs asked for: any of the flags of special conditions, or a support condition. */
const NECESSIDADES_ESPECIAIS = or(
  eq(insProcesso.insPrcDeficiente, true),
  eq(insProcesso.insPrcNcsTmpAdicional, true),
  eq(insProcesso.insPrcBncEspecial, true),
  eq(insProcesso.insPrcAtnEspecializado, true),
  eq(insProcesso.insPrcAprSurdez, true),
  eq(insProcesso.insPrcCrtCanhota, true),
  sql`EXISTS (SELECT 1 FROM ${insPrcCndApoio} c WHERE c."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
)!;

export interface FiltrosBusca extends Omit<BuscaInscricoesQuery, 'cpf' | 'start' | 'limit' | '_dc'> {
  /** 11 digits, already checked. */
  cpf?: string;
}

/**
 * One page of enrolments matching every filter given, within `alcance` (null: every process; a list: only
 * those), and how many match. `hoje` (yyyy-mm-dd, São Paulo) decides whether a slip is overdue.
 */
export async function buscarInscricoes(db: DbOrTx, f: FiltrosBusca, alcance: number[] | null, hoje: string, pagina: { offset: number; limit: number }) {
  const situacaoPagamento = situacaoPagamentoSql(INS, hoje);
  const nome = f.nome?.trim();
  const where = and(
    alcance === null ? undefined : alcance.length ? inArray(insProcesso.prcSltCodigo, alcance) : sql`false`,
    nome ? nomeContem(nome) : undefined,
    f.cpf ? eq(pssFisica.pssFscCPF, f.cpf) : undefined,
    f.insPrcCodigo ? eq(insProcesso.insPrcCodigo, f.insPrcCodigo) : undefined,
    f.prcSltCodigo ? eq(insProcesso.prcSltCodigo, f.prcSltCodigo) : undefined,
    f.situacao ? CONDICAO_DA_SITUACAO[f.situacao] : undefined,
    // The message and export filters' rule (entities/pagamento/inscricao-pagamento.ts); a cancelled enrolment owes nothing.
    f.pagamento ? and(eq(insProcesso.insCancelada, false), condicaoPagamento(INS, f.pagamento)) : undefined,
    f.isencao === 'solicitada' ? eq(insProcesso.insPrcSlcIsencao, true) : undefined,
    f.isencao === 'concedida'
      ? sql`${insProcesso.insPrcSlcIsencao} AND EXISTS (SELECT 1 FROM ${insPrcIsencao} x WHERE x."insPrcCodigo" = ${insProcesso.insPrcCodigo} AND x."insPrcIsnSituacao" = 'DEFERIDA')`
      : undefined,
    f.especiais === 'sim' ? NECESSIDADES_ESPECIAIS : undefined,
  );
  const campos = {
    insPrcCodigo: insProcesso.insPrcCodigo,
    prcSltCodigo: insProcesso.prcSltCodigo,
    prcSltDescricao: prcSeletivo.prcSltDescricao,
    pssFscCodigo: pssFisica.pssFscCodigo,
    pssFscNome: pssFisica.pssFscNome,
    pssFscCPF: pssFisica.pssFscCPF,
    insPrcIncDtHora: insProcesso.insPrcIncDtHora,
    situacao: situacaoSql,
    situacaoPagamento,
    insPrcSlcIsencao: insProcesso.insPrcSlcIsencao,
    isencao: sql<string | null>`(SELECT x."insPrcIsnSituacao" FROM ${insPrcIsencao} x WHERE x."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
  };
  // A name search reads in name order; otherwise the newest enrolments first (the primary key's order).
  const orderBy = nome ? [asc(ordemDoNome()), asc(insProcesso.insPrcCodigo)] : [desc(insProcesso.insPrcCodigo)];
  const { rows, total } = await paginar(
    db,
    campos,
    (q) =>
      q
        .from(insProcesso)
        .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
        .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
        .where(where),
    { orderBy, ...pagina },
  );
  const linhas: LinhaInscricao[] = rows.map((r) => ({ ...r, insPrcIncDtHora: new Date(r.insPrcIncDtHora).toISOString() }));
  return { linhas, total };
}
