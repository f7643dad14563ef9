/**
 * The per-process lists the enrolment form picks from, as the back office edits them: each list by its route name
 * (a whitelist: no other table is reachable), its columns, and where enrolments and options point to its items.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  insPrcArConhecimento,
  insPrcCndApoio,
  insPrcTpInstituicao,
  insProcesso,
  opcao,
  prcSltArConhecimento,
  prcSltDfcCndApoio,
  prcSltLngEstrangeira,
  prcSltModalidade,
  prcSltSerie,
  prcSltSetor,
  prcSltTpDivulgacao,
  prcSltTpEscolaridade,
  tipoInstituicao,
} from '../../db/schema/index.ts';
import type { NomeLista } from '../../../src/domain/wire/gestao-formulario.ts';

/** A column that points to a list's items: on the enrolment itself, in one of its lists, or on an option. */
interface Uso {
  coluna: PgColumn;
  /** 'inscricao': the column is on ins_processo; 'listaDaInscricao': on a table keyed by insPrcCodigo; 'opcao'. */
  onde: 'inscricao' | 'listaDaInscricao' | 'opcao';
  /** The insPrcCodigo column of a 'listaDaInscricao' table. */
  insPrcCodigo?: PgColumn;
}

export interface DefinicaoLista {
  tabela: PgTable;
  tabelaNome: string;
  codigo: PgColumn;
  processo: PgColumn;
  descricao: PgColumn;
  detalhar?: PgColumn;
  /** "a língua estrangeira": how messages name one item. */
  umItem: string;
  usos: Uso[];
}

const naInscricao = (coluna: PgColumn): Uso => ({ coluna, onde: 'inscricao' });

export const LISTAS: Record<NomeLista, DefinicaoLista> = {
  linguas: {
    tabela: prcSltLngEstrangeira,
    tabelaNome: 'prc_slt_lng_estrangeira',
    codigo: prcSltLngEstrangeira.prcSltLngEstCodigo,
    processo: prcSltLngEstrangeira.prcSltCodigo,
    descricao: prcSltLngEstrangeira.prcSltLngEstDescricao,
    umItem: 'Esta língua estrangeira',
    usos: [naInscricao(insProcesso.prcSltLngEstCodigo), { coluna: opcao.prcSltLngEstCodigo, onde: 'opcao' }],
  },
  series: {
    tabela: prcSltSerie,
    tabelaNome: 'prc_slt_serie',
    codigo: prcSltSerie.prcSltSerCodigo,
    processo: prcSltSerie.prcSltCodigo,
    descricao: prcSltSerie.prcSltSerDescricao,
    umItem: 'Esta série',
    usos: [naInscricao(insProcesso.prcSltSerCodigo)],
  },
  modalidades: {
    tabela: prcSltModalidade,
    tabelaNome: 'prc_slt_modalidade',
    codigo: prcSltModalidade.prcSltMdlCodigo,
    processo: prcSltModalidade.prcSltCodigo,
    descricao: prcSltModalidade.prcSltMdlDescricao,
    umItem: 'Esta modalidade',
    usos: [naInscricao(insProcesso.prcSltMdlCodigo)],
  },
  setores: {
    tabela: prcSltSetor,
    tabelaNome: 'prc_slt_setor',
    codigo: prcSltSetor.prcSltStrCodigo,
    processo: prcSltSetor.prcSltCodigo,
    descricao: prcSltSetor.prcSltStrDescricao,
    umItem: 'Este setor',
    usos: [naInscricao(insProcesso.prcSltStrCodigo)],
  },
  'areas-conhecimento': {
    tabela: prcSltArConhecimento,
    tabelaNome: 'prc_slt_ar_conhecimento',
    codigo: prcSltArConhecimento.prcSltArCnhCodigo,
    processo: prcSltArConhecimento.prcSltCodigo,
    descricao: prcSltArConhecimento.prcSltArCnhDescricao,
    umItem: 'Esta área de conhecimento',
    usos: [naInscricao(insProcesso.prcSltArCnhCodigo), { coluna: insPrcArConhecimento.prcSltArCnhCodigo, onde: 'listaDaInscricao', insPrcCodigo: insPrcArConhecimento.insPrcCodigo }],
  },
  'condicoes-apoio': {
    tabela: prcSltDfcCndApoio,
    tabelaNome: 'prc_slt_dfc_cnd_apoio',
    codigo: prcSltDfcCndApoio.prcSltDfcCndApoioCodigo,
    processo: prcSltDfcCndApoio.prcSltCodigo,
    descricao: prcSltDfcCndApoio.prcSltDfcCndApoioDescricao,
    detalhar: prcSltDfcCndApoio.prcSltDfcCndApoioDetalhar,
    umItem: 'Esta condição de apoio',
    usos: [{ coluna: insPrcCndApoio.prcSltDfcCndApoioCodigo, onde: 'listaDaInscricao', insPrcCodigo: insPrcCndApoio.insPrcCodigo }],
  },
  divulgacao: {
    tabela: prcSltTpDivulgacao,
    tabelaNome: 'prc_slt_tp_divulgacao',
    codigo: prcSltTpDivulgacao.prcSltTpDvlCodigo,
    processo: prcSltTpDivulgacao.prcSltCodigo,
    descricao: prcSltTpDivulgacao.prcSltTpDvlDescricao,
    umItem: 'Este tipo de divulgação',
    usos: [naInscricao(insProcesso.prcSltTpDvlCodigo)],
  },
  escolaridade: {
    tabela: prcSltTpEscolaridade,
    tabelaNome: 'prc_slt_tp_escolaridade',
    codigo: prcSltTpEscolaridade.prcSltTpEscCodigo,
    processo: prcSltTpEscolaridade.prcSltCodigo,
    descricao: prcSltTpEscolaridade.prcSltTpEscDescricao,
    umItem: 'Este tipo de escolaridade',
    usos: [naInscricao(insProcesso.prcSltTpEscCodigo)],
  },
};

/** The global teaching-institution types, used by the enrolments' lists of institution types. */
export const TIPO_INSTITUICAO: DefinicaoLista = {
  tabela: tipoInstituicao,
  tabelaNome: 'tipo_instituicao',
  codigo: tipoInstituicao.tpIstCodigo,
  processo: tipoInstituicao.tpIstCodigo,
  descricao: tipoInstituicao.tpIstDescricao,
  umItem: 'Este tipo de instituição',
  usos: [{ coluna: insPrcTpInstituicao.tpIstCodigo, onde: 'listaDaInscricao', insPrcCodigo: insPrcTpInstituicao.insPrcCodigo }],
};

export interface ItemLido {
  codigo: number;
  descricao: string;
  detalhar?: boolean;
  prcSltCodigo: number | null;
}

/** The items of a list (of one process, or all of a global list), by description. */
export async function itensDaLista(db: DbOrTx, def: DefinicaoLista, prcSltCodigo: number | null): Promise<ItemLido[]> {
  const global = def === TIPO_INSTITUICAO;
  const q = db
    .select({ codigo: def.codigo, descricao: def.descricao, ...(def.detalhar ? { detalhar: def.detalhar } : {}), prc: def.processo })
    .from(def.tabela)
    .where(global || prcSltCodigo === null ? undefined : eq(def.processo, prcSltCodigo))
    .orderBy(def.descricao, def.codigo);
  const rows = (await q) as { codigo: number; descricao: string; detalhar?: boolean; prc: number }[];
  return rows.map((r) => ({ codigo: r.codigo, descricao: r.descricao, ...(def.detalhar ? { detalhar: r.detalhar } : {}), prcSltCodigo: global ? null : r.prc }));
}

/** One item, or null. */
export async function itemDaLista(db: DbOrTx, def: DefinicaoLista, codigo: number): Promise<ItemLido | null> {
  const [r] = (await db
    .select({ codigo: def.codigo, descricao: def.descricao, ...(def.detalhar ? { detalhar: def.detalhar } : {}), prc: def.processo })
    .from(def.tabela)
    .where(eq(def.codigo, codigo))) as { codigo: number; descricao: string; detalhar?: boolean; prc: number }[];
  if (!r) return null;
  return { codigo: r.codigo, descricao: r.descricao, ...(def.detalhar ? { detalhar: r.detalhar } : {}), prcSltCodigo: def === TIPO_INSTITUICAO ? null : r.prc };
}

export interface UsoDoItem {
  /** Enrolments that point to the item, cancelled ones too (the database refuses to delete it while any does). */
  inscricoes: number;
  /** Of those, the ones not cancelled: a change they see needs a justification. */
  ativas: number;
  opcoes: number;
}

/** How the items of `codigos` are used, by item code. */
export async function usoDosItens(db: DbOrTx, def: DefinicaoLista, codigos: number[]): Promise<Map<number, UsoDoItem>> {
  const out = new Map<number, UsoDoItem>(codigos.map((c) => [c, { inscricoes: 0, ativas: 0, opcoes: 0 }]));
  if (!codigos.length) return out;
  const ativas = sql<number>`count(distinct ${insProcesso.insPrcCodigo}) filter (where not ${insProcesso.insCancelada})::int`;
  const todas = sql<number>`count(distinct ${insProcesso.insPrcCodigo})::int`;
  for (const uso of def.usos) {
    let rows: { c: unknown; todas: number; ativas: number }[];
    if (uso.onde === 'opcao') {
      rows = (await db.select({ c: uso.coluna, todas: sql<number>`count(*)::int`, ativas: sql<number>`0` }).from(opcao).where(inArray(uso.coluna, codigos)).groupBy(uso.coluna)).map((r) => ({ ...r, ativas: 0 }));
      for (const r of rows) out.get(Number(r.c))!.opcoes += r.todas;
      continue;
    }
    if (uso.onde === 'inscricao') {
      rows = await db.select({ c: uso.coluna, todas, ativas }).from(insProcesso).where(inArray(uso.coluna, codigos)).groupBy(uso.coluna);
    } else {
      rows = await db
        .select({ c: uso.coluna, todas, ativas })
        .from(uso.coluna.table)
        .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, uso.insPrcCodigo!))
        .where(inArray(uso.coluna, codigos))
        .groupBy(uso.coluna);
    }
    for (const r of rows) {
      const u = out.get(Number(r.c))!;
      // An enrolment could point to the item twice (main area and an extra one): counted once per place is enough
      // to refuse a removal; the counts are what the message says.
      u.inscricoes += r.todas;
      u.ativas += r.ativas;
    }
  }
  return out;
}

/** True when another item of the same list (and process) already has this description, ignoring case and accents. */
export async function descricaoRepetida(db: DbOrTx, def: DefinicaoLista, prcSltCodigo: number | null, descricao: string, exceto: number | null): Promise<boolean> {
  const mesma = sql`f_fold(${def.descricao}) = f_fold(${descricao})`;
  const conds = [mesma, def !== TIPO_INSTITUICAO && prcSltCodigo !== null ? eq(def.processo, prcSltCodigo) : undefined, exceto ? sql`${def.codigo} <> ${exceto}` : undefined];
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(def.tabela).where(and(...conds));
  return r.n > 0;
}
