/**
 * The appeal queue's reads and the answer attachments: a process's appeal windows with their counts, one page of
 * appeals (text, attachment facts, fee paid or not, answer), and the files to download.
 */
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nomeContem } from '../../entities/pessoa/pessoa.ts';
import { insBoleto, insPrcRcrAnexo, insPrcRcrCronograma, insPrcRcrResposta, insPrcRecurso, insProcesso, prcSltCronograma, prcSltCrnRecurso, pssFisica, rcrRspAnexo } from '../../db/schema/index.ts';
import { CAMPOS_RECURSO, deRecursos } from '../../entities/reexame/recurso-lido.ts';
import { paginar } from '../../http/pagina.ts';
import type { SituacaoFilaRecurso } from '../../../src/domain/wire/gestao-reexame.ts';

/** The process's appeal windows in schedule order, with how many appeals each holds and how many await an answer. */
export function etapasDoProcesso(db: DbOrTx, prcSltCodigo: number) {
  return db
    .select({
      prcSltCrnCodigo: prcSltCronograma.prcSltCrnCodigo,
      descricao: prcSltCronograma.prcSltCrnDescricao,
      inicio: prcSltCronograma.prcSltCrnDtInicio,
      fim: prcSltCronograma.prcSltCrnDtFim,
      valor: prcSltCrnRecurso.prcSltCrnRcrVlr,
      total: sql<number>`(SELECT count(*)::int FROM ${insPrcRcrCronograma} c WHERE c."prcSltCrnCodigo" = ${prcSltCronograma.prcSltCrnCodigo})`,
      pendentes: sql<number>`(SELECT count(*)::int FROM ${insPrcRcrCronograma} c LEFT JOIN ${insPrcRcrResposta} r ON r."insPrcRcrCodigo" = c."insPrcRcrCodigo" WHERE c."prcSltCrnCodigo" = ${prcSltCronograma.prcSltCrnCodigo} AND r."insPrcRcrCodigo" IS NULL)`,
    })
    .from(prcSltCrnRecurso)
    .innerJoin(prcSltCronograma, eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnRecurso.prcSltCrnCodigo))
    .where(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn), asc(prcSltCronograma.prcSltCrnOrdem), asc(prcSltCronograma.prcSltCrnCodigo));
}

const CAMPOS = {
  ...CAMPOS_RECURSO,
  pssFscNome: pssFisica.pssFscNome,
  etapa: prcSltCronograma.prcSltCrnDescricao,
  pago: sql<boolean>`EXISTS (SELECT 1 FROM ${insBoleto} b WHERE b."insPrcRcrCodigo" = ${insPrcRecurso.insPrcRcrCodigo} AND b."insBltSituacao" = 'PAGO')`,
};

/** One page of a process's appeals: pending ones oldest first, answered ones newest answer first. */
export function filaRecursos(db: DbOrTx, prcSltCodigo: number, q: { etapa?: number; situacao: SituacaoFilaRecurso; busca?: string; start: number; limit: number }) {
  const c: SQL[] = [eq(insProcesso.prcSltCodigo, prcSltCodigo)];
  if (q.etapa !== undefined) c.push(eq(insPrcRcrCronograma.prcSltCrnCodigo, q.etapa));
  if (q.situacao === 'pendente') c.push(isNull(insPrcRcrResposta.insPrcRcrCodigo));
  if (q.situacao === 'respondido') c.push(isNotNull(insPrcRcrResposta.insPrcRcrCodigo));
  const termo = q.busca?.trim();
  if (termo) {
    const nome = nomeContem(termo);
    c.push(/^\d{1,9}$/.test(termo) ? or(eq(insPrcRecurso.insPrcCodigo, Number(termo)), eq(insPrcRecurso.insPrcRcrCodigo, Number(termo)), nome)! : nome);
  }
  const ordem = q.situacao === 'respondido' ? [desc(insPrcRcrResposta.insPrcRcrRspEm), asc(insPrcRecurso.insPrcRcrCodigo)] : [asc(insPrcRecurso.insPrcRcrCriadoEm), asc(insPrcRecurso.insPrcRcrCodigo)];
  return paginar(
    db,
    CAMPOS,
    (s) =>
      deRecursos(s)
        .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcRecurso.insPrcCodigo))
        .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
        .leftJoin(prcSltCronograma, eq(prcSltCronograma.prcSltCrnCodigo, insPrcRcrCronograma.prcSltCrnCodigo))
        .where(and(...c)),
    { orderBy: ordem, offset: q.start, limit: q.limit },
  );
}

/** The process of an appeal (the download route's scope), or null. */
export async function processoDoRecurso(db: DbOrTx, insPrcRcrCodigo: number): Promise<number | null> {
  const [r] = await db
    .select({ prc: insProcesso.prcSltCodigo })
    .from(insPrcRecurso)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcRecurso.insPrcCodigo))
    .where(eq(insPrcRecurso.insPrcRcrCodigo, insPrcRcrCodigo));
  return r?.prc ?? null;
}

export async function anexoDoRecurso(db: DbOrTx, insPrcRcrCodigo: number) {
  const [r] = await db
    .select({ nome: insPrcRcrAnexo.insPrcRcrAnxNome, tipo: insPrcRcrAnexo.insPrcRcrAnxTipo, dados: insPrcRcrAnexo.insPrcRcrAnxConteudo })
    .from(insPrcRcrAnexo)
    .where(eq(insPrcRcrAnexo.insPrcRcrCodigo, insPrcRcrCodigo));
  return r ?? null;
}

/** An answer attachment: its process (scope) and file. */
export async function anexoDeResposta(db: DbOrTx, rcrRspAnxCodigo: number) {
  const [r] = await db
    .select({ prcSltCodigo: rcrRspAnexo.prcSltCodigo, nome: rcrRspAnexo.rcrRspAnxNome, dados: rcrRspAnexo.rcrRspAnxConteudo, tamanho: rcrRspAnexo.rcrRspAnxTamanho })
    .from(rcrRspAnexo)
    .where(eq(rcrRspAnexo.rcrRspAnxCodigo, rcrRspAnxCodigo));
  return r ?? null;
}

