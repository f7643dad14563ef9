/** The processes area's queries: the staff list, enrolment counts, readiness to publish, the seat picker. */
import { and, desc, eq, gt, inArray, lt, lte, gte, type SQL, sql } from 'drizzle-orm';
import type { ListaProcessosQuery, LinhaProcessoGestao } from '../../../src/domain/wire/gestao-processos.ts';
import { situacaoDoProcesso } from '../../../src/domain/processo-situacao.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insProcesso, prcSeletivo, prjEspCronograma, pssEtapa } from '../../db/schema/index.ts';
import { paginar } from '../../http/pagina.ts';
import { fatosDoProcesso } from '../../entities/processo/processo-fatos.ts';
import { faseDoProcesso, NOME_FASE, type Fase } from '../../../src/domain/fases-processo.ts';

const LIMITE_PADRAO = 20;

/** A LIKE pattern matching `termo` literally anywhere, folded as f_fold folds the column (accents and case ignored). */
const contem = (coluna: AnyPgColumn, termo: string) =>
  sql`f_fold(${coluna}) LIKE '%' || f_fold(${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;

/** The SQL condition of each staff state (src/domain/processo-situacao.ts says the same in code). */
function condicaoDaSituacao(situacao: ListaProcessosQuery['situacao'], now: Date): SQL | undefined {
  const p = prcSeletivo;
  const vivo = and(eq(p.prcSltArquivado, false), eq(p.prcSltPublicado, true));
  switch (situacao) {
    case 'arquivado':
      return eq(p.prcSltArquivado, true);
    case 'preparacao':
      return and(eq(p.prcSltArquivado, false), eq(p.prcSltPublicado, false));
    case 'aguardando':
      return and(vivo, gt(p.prcSltDtInicio, now));
    case 'abertas':
      return and(vivo, lte(p.prcSltDtInicio, now), gte(p.prcSltDtFim, now));
    case 'encerrado':
      return and(vivo, lt(p.prcSltDtFim, now));
    default:
      // Archived processes stay out of the list unless asked for.
      return eq(p.prcSltArquivado, false);
  }
}

/** Enrolments of a process that are not cancelled (what the screens count). */
// Written out with an alias: inside a one-table select Drizzle leaves column names unqualified, and the subquery's
// "prcSltCodigo" would then be its own.
const inscricoesAtivas = sql<number>`(SELECT count(*)::int FROM ${insProcesso} i WHERE i."prcSltCodigo" = "prc_seletivo"."prcSltCodigo" AND NOT i."insCancelada")`;

/** The staff list: only the processes `alcance` reaches (null = all), newest enrolment window first. */
export async function listarProcessos(db: DbOrTx, q: ListaProcessosQuery, alcance: number[] | null, now: Date): Promise<{ rows: LinhaProcessoGestao[]; total: number }> {
  if (alcance && !alcance.length) return { rows: [], total: 0 };
  const busca = q.busca?.trim();
  const onde = and(
    condicaoDaSituacao(q.situacao, now),
    q.tipo ? eq(prcSeletivo.prcSltTipo, q.tipo) : undefined,
    busca ? contem(prcSeletivo.prcSltDescricao, busca) : undefined,
    alcance ? inArray(prcSeletivo.prcSltCodigo, alcance) : undefined,
  );
  const { rows, total } = await paginar(
    db,
    {
      prcSltCodigo: prcSeletivo.prcSltCodigo,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      prcSltTipo: prcSeletivo.prcSltTipo,
      prcSltDtInicio: prcSeletivo.prcSltDtInicio,
      prcSltDtFim: prcSeletivo.prcSltDtFim,
      prcSltPublicado: prcSeletivo.prcSltPublicado,
      prcSltArquivado: prcSeletivo.prcSltArquivado,
      inscricoes: inscricoesAtivas,
    },
    (s) => s.from(prcSeletivo).where(onde),
    { orderBy: [desc(prcSeletivo.prcSltDtInicio), desc(prcSeletivo.prcSltCodigo)], offset: q.start ?? 0, limit: q.limit ?? LIMITE_PADRAO },
  );
  // The phase of each row of the page (issue 37): one facts read per row, a page at a time.
  const fases = new Map<number, string>();
  for (const r of rows) {
    const f = await fatosDoProcesso(db, r.prcSltCodigo);
    if (f) fases.set(r.prcSltCodigo, faseDoProcesso(f, now));
  }
  return {
    total,
    rows: rows.map((r) => ({
      fase: fases.get(r.prcSltCodigo),
      nomeFase: NOME_FASE[fases.get(r.prcSltCodigo) as Fase] ?? undefined,
      ...r,
      prcSltDtInicio: r.prcSltDtInicio.toISOString(),
      prcSltDtFim: r.prcSltDtFim.toISOString(),
      inscricoes: Number(r.inscricoes),
      situacao: situacaoDoProcesso({ publicado: r.prcSltPublicado, arquivado: r.prcSltArquivado, inicio: r.prcSltDtInicio, fim: r.prcSltDtFim }, now),
    })),
  };
}

/** The stricto and lato listing cards tied to the process (deleted with it; the public listings show them). */
export async function contarCartoesDeListagem(db: DbOrTx, prcSltCodigo: number): Promise<number> {
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(pssEtapa).where(eq(pssEtapa.prcSltCodigo, prcSltCodigo));
  const [b] = await db.select({ n: sql<number>`count(*)::int` }).from(prjEspCronograma).where(eq(prjEspCronograma.prcSltCodigo, prcSltCodigo));
  return Number(a.n) + Number(b.n);
}
