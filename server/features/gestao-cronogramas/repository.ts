/**
 * A process's schedule as staff edit it: its items (prc_slt_cronograma), which of them are appeal windows
 * (prc_slt_crn_recurso) and how many appeals each holds, and the schedule types staff pick from.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { itensGerais } from '../../db/tabela-geral.ts';
import { insPrcRcrCronograma, prcSltCronograma, prcSltCrnRecurso } from '../../db/schema/index.ts';
import { contarInscricoesDoProcesso } from '../../entities/processo/processo.ts';
import type { ItemGravado } from '../../entities/processo/cronograma.ts';
import { TIPO_CRONOGRAMA_DEVOLUCAO } from '../../../src/domain/cronograma.ts';
import type { CronogramasGestao, ItemCronogramaGestao, TipoCronogramaGestao } from '../../../src/domain/wire/gestao-cronogramas.ts';

const TIPOS_PADRAO = [
  ['1', 'Cronograma do processo'],
  [TIPO_CRONOGRAMA_DEVOLUCAO, 'Cronograma de devolução da taxa de inscrição'],
  ['3', 'Reexame'],
] as const;

export async function tiposDeCronograma(db: DbOrTx): Promise<TipoCronogramaGestao[]> {
  return (await itensGerais(db, 'PrcSltTpCrn', TIPOS_PADRAO)).map((t) => ({ ...t, devolucao: t.codigo === TIPO_CRONOGRAMA_DEVOLUCAO }));
}

/** An item as read: what is written (ItemGravado), its codes, and how many appeals it already holds. */
export interface ItemLido extends ItemGravado {
  prcSltCrnCodigo: number;
  prcSltCodigo: number;
  recursos: number;
}

const recursosDaJanela = sql<number>`(select count(*)::int from ${insPrcRcrCronograma} where ${insPrcRcrCronograma.prcSltCrnCodigo} = ${prcSltCronograma.prcSltCrnCodigo})`;

function itens(db: DbOrTx) {
  return db
    .select({
      prcSltCrnCodigo: prcSltCronograma.prcSltCrnCodigo,
      prcSltCodigo: prcSltCronograma.prcSltCodigo,
      tipo: prcSltCronograma.tblGrlItmCdgPrcSltTpCrn,
      descricao: prcSltCronograma.prcSltCrnDescricao,
      inicio: prcSltCronograma.prcSltCrnDtInicio,
      fim: prcSltCronograma.prcSltCrnDtFim,
      ordem: prcSltCronograma.prcSltCrnOrdem,
      recurso: sql<boolean>`${prcSltCrnRecurso.prcSltCrnCodigo} IS NOT NULL`,
      valor: prcSltCrnRecurso.prcSltCrnRcrVlr,
      recursos: recursosDaJanela,
    })
    .from(prcSltCronograma)
    .leftJoin(prcSltCrnRecurso, eq(prcSltCrnRecurso.prcSltCrnCodigo, prcSltCronograma.prcSltCrnCodigo));
}

export async function itemDoCronograma(db: DbOrTx, prcSltCrnCodigo: number): Promise<ItemLido | null> {
  const [r] = await itens(db).where(eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnCodigo));
  return r ?? null;
}

/** A refund window or an appeal window: candidates act inside it. */
export const ehJanela = (i: { tipo: string; recurso: boolean }) => i.recurso || i.tipo === TIPO_CRONOGRAMA_DEVOLUCAO;

/** Open at `now`: started and not yet over. */
export const aberta = (i: { inicio: Date | null; fim: Date | null }, now: Date) => !!i.inicio && !!i.fim && i.inicio.getTime() <= now.getTime() && now.getTime() <= i.fim.getTime();

export function itemParaWire(i: ItemLido, now: Date): ItemCronogramaGestao {
  return {
    prcSltCrnCodigo: i.prcSltCrnCodigo,
    tblGrlItmCdgPrcSltTpCrn: i.tipo,
    prcSltCrnDescricao: i.descricao,
    prcSltCrnDtInicio: i.inicio?.toISOString() ?? null,
    prcSltCrnDtFim: i.fim?.toISOString() ?? null,
    prcSltCrnOrdem: i.ordem,
    recurso: i.recurso,
    prcSltCrnRcrVlr: i.valor,
    recursos: i.recursos,
    janelaAberta: ehJanela(i) && aberta(i, now),
  };
}

export async function cronogramasDoProcesso(db: DbOrTx, prcSltCodigo: number, now: Date): Promise<CronogramasGestao> {
  const lidos = await itens(db)
    .where(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn), asc(prcSltCronograma.prcSltCrnOrdem), asc(prcSltCronograma.prcSltCrnDtInicio), asc(prcSltCronograma.prcSltCrnCodigo));
  return { prcSltCodigo, inscricoes: await contarInscricoesDoProcesso(db, prcSltCodigo), tipos: await tiposDeCronograma(db), itens: lidos.map((i) => itemParaWire(i, now)) };
}

/** The order after the type's last item. */
export async function proximaOrdem(db: DbOrTx, prcSltCodigo: number, tipo: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(max(${prcSltCronograma.prcSltCrnOrdem}), 0)::int` })
    .from(prcSltCronograma)
    .where(and(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo), eq(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn, tipo)));
  return r.n + 1;
}

/** What the audit keeps of an item. */
export const paraAuditoria = (i: ItemGravado) => ({
  tipo: i.tipo,
  descricao: i.descricao,
  inicio: i.inicio?.toISOString() ?? null,
  fim: i.fim?.toISOString() ?? null,
  ordem: i.ordem,
  recurso: i.recurso,
  valor: i.valor,
});
