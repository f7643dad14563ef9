import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ITEM_CRONOGRAMA } from '../../entities/processo/cronograma.ts';
import { inscricaoDaPessoa } from '../../entities/inscricao/inscricao.ts';
import { CAMPOS_RECURSO, deRecursos } from '../../entities/reexame/recurso-lido.ts';
import { insPrcRcrAnexo, insPrcRcrCronograma, insPrcRcrRspAnexo, insPrcRecurso, insProcesso, prcSltCronograma, prcSltCrnRecurso, rcrRspAnexo } from '../../db/schema/index.ts';

/** The appeal windows of one schedule type of a process, in schedule order. */
export function janelas(db: DbOrTx, prcSltCodigo: number, tipo: string) {
  return db
    .select({ ...ITEM_CRONOGRAMA, valor: prcSltCrnRecurso.prcSltCrnRcrVlr })
    .from(prcSltCrnRecurso)
    .innerJoin(prcSltCronograma, eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnRecurso.prcSltCrnCodigo))
    .where(and(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo), eq(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn, tipo)))
    .orderBy(asc(prcSltCronograma.prcSltCrnOrdem), asc(prcSltCronograma.prcSltCrnCodigo));
}

/** One appeal window of a process, or null. */
export async function janela(db: DbOrTx, prcSltCodigo: number, prcSltCrnCodigo: number) {
  const [row] = await db
    .select({
      prcSltCrnCodigo: prcSltCronograma.prcSltCrnCodigo,
      tipo: prcSltCronograma.tblGrlItmCdgPrcSltTpCrn,
      inicio: prcSltCronograma.prcSltCrnDtInicio,
      fim: prcSltCronograma.prcSltCrnDtFim,
      valor: prcSltCrnRecurso.prcSltCrnRcrVlr,
    })
    .from(prcSltCrnRecurso)
    .innerJoin(prcSltCronograma, eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnRecurso.prcSltCrnCodigo))
    .where(and(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo), eq(prcSltCrnRecurso.prcSltCrnCodigo, prcSltCrnCodigo)));
  return row ?? null;
}

/** The enrolment's appeals in the given windows, with attachment facts (not its bytes) and answer. */
export function recursosDaInscricao(db: DbOrTx, insPrcCodigo: number, crnCodigos: number[]) {
  if (crnCodigos.length === 0) return Promise.resolve([]);
  return deRecursos(db.select(CAMPOS_RECURSO)).where(and(eq(insPrcRcrCronograma.insPrcCodigo, insPrcCodigo), inArray(insPrcRcrCronograma.prcSltCrnCodigo, crnCodigos)));
}

export async function jaRecorreu(db: DbOrTx, insPrcCodigo: number, prcSltCrnCodigo: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(insPrcRcrCronograma)
    .where(and(eq(insPrcRcrCronograma.insPrcCodigo, insPrcCodigo), eq(insPrcRcrCronograma.prcSltCrnCodigo, prcSltCrnCodigo)));
  return !!row;
}

/** The attachment of an appeal of the given person, or null (another person's appeal looks missing). */
export async function anexoProprio(db: DbOrTx, insPrcRcrCodigo: number, pssFscCodigo: number) {
  const [row] = await db
    .select({ nome: insPrcRcrAnexo.insPrcRcrAnxNome, tipo: insPrcRcrAnexo.insPrcRcrAnxTipo, dados: insPrcRcrAnexo.insPrcRcrAnxConteudo })
    .from(insPrcRcrAnexo)
    .innerJoin(insPrcRecurso, eq(insPrcRecurso.insPrcRcrCodigo, insPrcRcrAnexo.insPrcRcrCodigo))
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcRecurso.insPrcCodigo))
    .where(and(eq(insPrcRcrAnexo.insPrcRcrCodigo, insPrcRcrCodigo), inscricaoDaPessoa(pssFscCodigo)));
  return row ?? null;
}

/** The PDF staff attached to the answer of an appeal of the given person, or null (another person's looks missing). */
export async function anexoDaRespostaPropria(db: DbOrTx, insPrcRcrCodigo: number, pssFscCodigo: number) {
  const [row] = await db
    .select({ nome: rcrRspAnexo.rcrRspAnxNome, dados: rcrRspAnexo.rcrRspAnxConteudo })
    .from(insPrcRcrRspAnexo)
    .innerJoin(rcrRspAnexo, eq(rcrRspAnexo.rcrRspAnxCodigo, insPrcRcrRspAnexo.rcrRspAnxCodigo))
    .innerJoin(insPrcRecurso, eq(insPrcRecurso.insPrcRcrCodigo, insPrcRcrRspAnexo.insPrcRcrCodigo))
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcRecurso.insPrcCodigo))
    .where(and(eq(insPrcRcrRspAnexo.insPrcRcrCodigo, insPrcRcrCodigo), inscricaoDaPessoa(pssFscCodigo)));
  return row ?? null;
}
