/** The lookup tables of SPEC §7 (the enrolment form's pickers): which columns each answers, and the paged read. */
import { asc, eq, type SQL } from 'drizzle-orm';
import { paginar } from '../../http/pagina.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';
import type { FieldDef, ResourceDef } from '../../http/pesquisa.ts';

type Cols = Record<string, PgColumn>;

export interface Lookup {
  path: string;
  table: PgTable;
  /** Returned columns; every one is filterable (eq/in, like for text) and sortable. */
  cols: Cols;
  join?: (q: any) => any;
  sort: PgColumn;
}

const byProcess = (table: PgTable, cols: Cols, sort: PgColumn): Omit<Lookup, 'path'> => ({ table, cols, sort });

/** SPEC §7 "Lookup searches": per-process tables the enrolment form picks from, plus the general ones. */
export const LOOKUPS: Lookup[] = [
  {
    path: 'prcSltMncProva',
    table: s.prcSltMncProva,
    cols: { prcSltMncPrvCodigo: s.prcSltMncProva.prcSltMncPrvCodigo, prcSltCodigo: s.prcSltMncProva.prcSltCodigo, mncCodigo: s.municipio.mncCodigo, mncDescricao: s.municipio.mncDescricao, ufCodigo: s.municipio.ufCodigo },
    join: (q) => q.innerJoin(s.municipio, eq(s.municipio.mncCodigo, s.prcSltMncProva.mncCodigo)),
    sort: s.municipio.mncDescricao,
  },
  { path: 'prcSltTpDivulgacao', ...byProcess(s.prcSltTpDivulgacao, { prcSltTpDvlCodigo: s.prcSltTpDivulgacao.prcSltTpDvlCodigo, prcSltCodigo: s.prcSltTpDivulgacao.prcSltCodigo, prcSltTpDvlDescricao: s.prcSltTpDivulgacao.prcSltTpDvlDescricao }, s.prcSltTpDivulgacao.prcSltTpDvlDescricao) },
  { path: 'prcSltLngEstrangeira', ...byProcess(s.prcSltLngEstrangeira, { prcSltLngEstCodigo: s.prcSltLngEstrangeira.prcSltLngEstCodigo, prcSltCodigo: s.prcSltLngEstrangeira.prcSltCodigo, prcSltLngEstDescricao: s.prcSltLngEstrangeira.prcSltLngEstDescricao }, s.prcSltLngEstrangeira.prcSltLngEstDescricao) },
  { path: 'prcSltTpEscolaridade', ...byProcess(s.prcSltTpEscolaridade, { prcSltTpEscCodigo: s.prcSltTpEscolaridade.prcSltTpEscCodigo, prcSltCodigo: s.prcSltTpEscolaridade.prcSltCodigo, prcSltTpEscDescricao: s.prcSltTpEscolaridade.prcSltTpEscDescricao }, s.prcSltTpEscolaridade.prcSltTpEscDescricao) },
  { path: 'prcSltSerie', ...byProcess(s.prcSltSerie, { prcSltSerCodigo: s.prcSltSerie.prcSltSerCodigo, prcSltCodigo: s.prcSltSerie.prcSltCodigo, prcSltSerDescricao: s.prcSltSerie.prcSltSerDescricao }, s.prcSltSerie.prcSltSerDescricao) },
  { path: 'prcSltSetor', ...byProcess(s.prcSltSetor, { prcSltStrCodigo: s.prcSltSetor.prcSltStrCodigo, prcSltCodigo: s.prcSltSetor.prcSltCodigo, prcSltStrDescricao: s.prcSltSetor.prcSltStrDescricao }, s.prcSltSetor.prcSltStrDescricao) },
  { path: 'prcSltModalidade', ...byProcess(s.prcSltModalidade, { prcSltMdlCodigo: s.prcSltModalidade.prcSltMdlCodigo, prcSltCodigo: s.prcSltModalidade.prcSltCodigo, prcSltMdlDescricao: s.prcSltModalidade.prcSltMdlDescricao }, s.prcSltModalidade.prcSltMdlDescricao) },
  { path: 'prcSltArConhecimento', ...byProcess(s.prcSltArConhecimento, { prcSltArCnhCodigo: s.prcSltArConhecimento.prcSltArCnhCodigo, prcSltCodigo: s.prcSltArConhecimento.prcSltCodigo, prcSltArCnhDescricao: s.prcSltArConhecimento.prcSltArCnhDescricao }, s.prcSltArConhecimento.prcSltArCnhDescricao) },
  {
    path: 'prcSltDfcCndApoio',
    ...byProcess(s.prcSltDfcCndApoio, { prcSltDfcCndApoioCodigo: s.prcSltDfcCndApoio.prcSltDfcCndApoioCodigo, prcSltCodigo: s.prcSltDfcCndApoio.prcSltCodigo, prcSltDfcCndApoioDescricao: s.prcSltDfcCndApoio.prcSltDfcCndApoioDescricao, prcSltDfcCndApoioDetalhar: s.prcSltDfcCndApoio.prcSltDfcCndApoioDetalhar }, s.prcSltDfcCndApoio.prcSltDfcCndApoioDescricao),
  },
  {
    path: 'prcSltLclProva',
    ...byProcess(s.prcSltLclProva, { prcSltLclPrvCodigo: s.prcSltLclProva.prcSltLclPrvCodigo, prcSltCodigo: s.prcSltLclProva.prcSltCodigo, mncCodigo: s.prcSltLclProva.mncCodigo, prcSltLclPrvDescricao: s.prcSltLclProva.prcSltLclPrvDescricao, prcSltLclPrvLogradouro: s.prcSltLclProva.prcSltLclPrvLogradouro, prcSltLclPrvBairro: s.prcSltLclProva.prcSltLclPrvBairro, prcSltLclPrvReferencia: s.prcSltLclProva.prcSltLclPrvReferencia }, s.prcSltLclProva.prcSltLclPrvDescricao),
  },
  { path: 'prcSltFrmCampo', ...byProcess(s.prcSltFrmCampo, { prcSltFrmCmpCodigo: s.prcSltFrmCampo.prcSltFrmCmpCodigo, prcSltFrmCmpNome: s.prcSltFrmCampo.prcSltFrmCmpNome, prcSltFrmCmpDescricao: s.prcSltFrmCampo.prcSltFrmCmpDescricao, prcSltFrmCmpGrupo: s.prcSltFrmCampo.prcSltFrmCmpGrupo }, s.prcSltFrmCampo.prcSltFrmCmpNome) },
  {
    path: 'prcSltCnfFormulario',
    table: s.prcSltCnfFormulario,
    cols: { prcSltCnfFrmCodigo: s.prcSltCnfFormulario.prcSltCnfFrmCodigo, prcSltCodigo: s.prcSltCnfFormulario.prcSltCodigo, prcSltFrmCmpCodigo: s.prcSltCnfFormulario.prcSltFrmCmpCodigo, prcSltFrmCmpNome: s.prcSltFrmCampo.prcSltFrmCmpNome, prcSltCnfFrmExibir: s.prcSltCnfFormulario.prcSltCnfFrmExibir, prcSltCnfFrmObrigatorio: s.prcSltCnfFormulario.prcSltCnfFrmObrigatorio, prcSltCnfFrmAjuda: s.prcSltCnfFormulario.prcSltCnfFrmAjuda, prcSltCnfFrmAjudaOculta: s.prcSltCnfFormulario.prcSltCnfFrmAjudaOculta, prcSltCnfFrmNomeAlternativo: s.prcSltCnfFormulario.prcSltCnfFrmNomeAlternativo },
    join: (q) => q.innerJoin(s.prcSltFrmCampo, eq(s.prcSltFrmCampo.prcSltFrmCmpCodigo, s.prcSltCnfFormulario.prcSltFrmCmpCodigo)),
    sort: s.prcSltFrmCampo.prcSltFrmCmpNome,
  },
  {
    path: 'prcSltCnfFrmOpcao',
    table: s.prcSltCnfFrmOpcao,
    cols: { prcSltCnfFrmOpcCodigo: s.prcSltCnfFrmOpcao.prcSltCnfFrmOpcCodigo, opcCodigo: s.prcSltCnfFrmOpcao.opcCodigo, prcSltCodigo: s.opcao.prcSltCodigo, prcSltFrmCmpNome: s.prcSltFrmCampo.prcSltFrmCmpNome, prcSltCnfFrmOpcExibir: s.prcSltCnfFrmOpcao.prcSltCnfFrmOpcExibir, prcSltCnfFrmOpcObrigatorio: s.prcSltCnfFrmOpcao.prcSltCnfFrmOpcObrigatorio, prcSltCnfFrmOpcAjuda: s.prcSltCnfFrmOpcao.prcSltCnfFrmOpcAjuda, prcSltCnfFrmOpcAjudaOculta: s.prcSltCnfFrmOpcao.prcSltCnfFrmOpcAjudaOculta, prcSltCnfFrmOpcNomeAlternativo: s.prcSltCnfFrmOpcao.prcSltCnfFrmOpcNomeAlternativo },
    join: (q) => q.innerJoin(s.prcSltFrmCampo, eq(s.prcSltFrmCampo.prcSltFrmCmpCodigo, s.prcSltCnfFrmOpcao.prcSltFrmCmpCodigo)).innerJoin(s.opcao, eq(s.opcao.opcCodigo, s.prcSltCnfFrmOpcao.opcCodigo)),
    sort: s.prcSltFrmCampo.prcSltFrmCmpNome,
  },
  {
    path: 'prcSltCnfFrmVinculo',
    table: s.prcSltCnfFrmVinculo,
    cols: { prcSltCnfFrmVncCodigo: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncCodigo, prcSltCodigo: s.prcSltCnfFrmVinculo.prcSltCodigo, prcSltCnfFrmVncTipo: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncTipo, prcSltFrmCmpNome: s.prcSltFrmCampo.prcSltFrmCmpNome, prcSltCnfFrmVncExibir: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncExibir, prcSltCnfFrmVncObrigatorio: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncObrigatorio, prcSltCnfFrmVncAjuda: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncAjuda, prcSltCnfFrmVncAjudaOculta: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncAjudaOculta, prcSltCnfFrmVncNomeAlternativo: s.prcSltCnfFrmVinculo.prcSltCnfFrmVncNomeAlternativo },
    join: (q) => q.innerJoin(s.prcSltFrmCampo, eq(s.prcSltFrmCampo.prcSltFrmCmpCodigo, s.prcSltCnfFrmVinculo.prcSltFrmCmpCodigo)),
    sort: s.prcSltFrmCampo.prcSltFrmCmpNome,
  },
  { path: 'instituicao', ...byProcess(s.instituicao, { istCodigo: s.instituicao.istCodigo, istNome: s.instituicao.istNome, istSigla: s.instituicao.istSigla, mncCodigo: s.instituicao.mncCodigo }, s.instituicao.istNome) },
  /** Teaching institution types (public, private, ...) the enrolment's tpInstituicoes list picks from. */
  { path: 'tipoInstituicao', ...byProcess(s.tipoInstituicao, { tpIstCodigo: s.tipoInstituicao.tpIstCodigo, tpIstDescricao: s.tipoInstituicao.tpIstDescricao }, s.tipoInstituicao.tpIstDescricao) },
  /** The person's pickers (issue 24): UF, then its municipalities (filter by ufCodigo); the banks by number. */
  { path: 'configuracoes/uf', ...byProcess(s.uf, { ufCodigo: s.uf.ufCodigo, ufDescricao: s.uf.ufDescricao }, s.uf.ufCodigo) },
  { path: 'configuracoes/municipio', ...byProcess(s.municipio, { mncCodigo: s.municipio.mncCodigo, mncDescricao: s.municipio.mncDescricao, ufCodigo: s.municipio.ufCodigo }, s.municipio.mncDescricao) },
  { path: 'configuracoes/banco', ...byProcess(s.banco, { bncCodigo: s.banco.bncCodigo, bncNumero: s.banco.bncNumero, bncDescricao: s.banco.bncDescricao }, s.banco.bncNumero) },
  { path: 'configuracoes/pais', ...byProcess(s.pais, { psCodigo: s.pais.psCodigo, psDescricao: s.pais.psDescricao, psSigla: s.pais.psSigla }, s.pais.psDescricao) },
];

export function resourceOf(l: Lookup): ResourceDef {
  const fields: Record<string, FieldDef> = {};
  for (const [name, col] of Object.entries(l.cols)) {
    const isText = col.dataType === 'string';
    const isBool = col.dataType === 'boolean';
    fields[name] = { column: col, type: isBool ? 'tf' : isText ? 'text' : 'int', ops: isBool ? ['eq'] : isText ? ['eq', 'like'] : ['eq', 'in'], sortable: true };
  }
  return { fields, defaultLimit: 1000, maxLimit: 5000 };
}

export async function run(db: DbOrTx, l: Lookup, p: { where?: SQL; orderBy: SQL[]; offset: number; limit: number }) {
  const origem = (sel: any) => (l.join ? l.join(sel.from(l.table)) : sel.from(l.table)).where(p.where);
  const { rows, total } = await paginar(db, l.cols, origem, { ...p, orderBy: p.orderBy.length ? p.orderBy : [asc(l.sort)] });
  return { rows: rows as Record<string, string | number | boolean | null>[], total };
}

