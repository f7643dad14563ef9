import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inscricaoDaPessoa } from '../../entities/inscricao/inscricao.ts';
import {
  insPrcPrvSala,
  insProcesso,
  municipio,
  prcSeletivo,
  prcSltEtpProva,
  prcSltLclProva,
  prcSltPrvSala,
  pssFisica,
} from '../../db/schema/index.ts';
import type { Pesquisa, ResourceDef } from '../../http/pesquisa.ts';
import { comAssento } from '../../entities/ensalamento/assento.ts';
import { escapeLike, type Filtro } from './filtro.ts';


/** prcSltEtpProva/pesquisa: the names a client may filter and sort by. */
export const ETAPAS: ResourceDef = {
  fields: {
    prcSltEtpPrvCodigo: { column: prcSltEtpProva.prcSltEtpPrvCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltEtpPrvDescricao: { column: prcSltEtpProva.prcSltEtpPrvDescricao, type: 'text', ops: ['eq', 'like'], sortable: true },
    prcSltEtpPrvData: { column: prcSltEtpProva.prcSltEtpPrvData, type: 'date', ops: ['eq', 'lt', 'le', 'gt', 'ge'], sortable: true },
    prcSltEtpPrvMnemonico: { column: prcSltEtpProva.prcSltEtpPrvMnemonico, type: 'text', ops: ['eq'], sortable: true },
    prcSltEtpPrvEnsala: { column: prcSltEtpProva.prcSltEtpPrvEnsala, type: 'tf', ops: ['eq'] },
    prcSltEtpPrvHrrAbrPortao: { column: prcSltEtpProva.prcSltEtpPrvHrrAbrPortao, type: 'text', ops: ['eq'], sortable: true },
    prcSltEtpPrvHrrFchPortao: { column: prcSltEtpProva.prcSltEtpPrvHrrFchPortao, type: 'text', ops: ['eq'], sortable: true },
    prcSltEtpPrvHrrTermino: { column: prcSltEtpProva.prcSltEtpPrvHrrTermino, type: 'text', ops: ['eq'], sortable: true },
    prcSltCodigo: { column: prcSltEtpProva.prcSltCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    'prcSeletivo.prcSltCodigo': { column: prcSltEtpProva.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    'prcSeletivo.prcSltExbEnsalamento': { column: prcSeletivo.prcSltExbEnsalamento, type: 'tf', ops: ['eq'] },
  },
  defaultSort: [asc(prcSltEtpProva.prcSltEtpPrvData), asc(prcSltEtpProva.prcSltEtpPrvHrrAbrPortao), asc(prcSltEtpProva.prcSltEtpPrvCodigo)],
  defaultLimit: 1000,
  maxLimit: 1000,
};

/**
 * Exam stages. Whatever the client filters, only stages of processes whose room assignment is
 * released come back: gate times belong to the published room assignment.
 */
export async function pesquisaEtapas(db: DbOrTx, p: Pesquisa) {
  const where = and(eq(prcSeletivo.prcSltExbEnsalamento, true), p.where);
  const rows = await db
    .select({
      prcSltEtpPrvCodigo: prcSltEtpProva.prcSltEtpPrvCodigo,
      prcSltEtpPrvDescricao: prcSltEtpProva.prcSltEtpPrvDescricao,
      prcSltEtpPrvData: prcSltEtpProva.prcSltEtpPrvData,
      prcSltEtpPrvMnemonico: prcSltEtpProva.prcSltEtpPrvMnemonico,
      prcSltEtpPrvEnsala: prcSltEtpProva.prcSltEtpPrvEnsala,
      prcSltEtpPrvHrrAbrPortao: prcSltEtpProva.prcSltEtpPrvHrrAbrPortao,
      prcSltEtpPrvHrrFchPortao: prcSltEtpProva.prcSltEtpPrvHrrFchPortao,
      prcSltEtpPrvHrrTermino: prcSltEtpProva.prcSltEtpPrvHrrTermino,
      prcSltCodigo: prcSltEtpProva.prcSltCodigo,
    })
    .from(prcSltEtpProva)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, prcSltEtpProva.prcSltCodigo))
    .where(where)
    .orderBy(...p.orderBy)
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prcSltEtpProva)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, prcSltEtpProva.prcSltCodigo))
    .where(where);
  return { rows, total: Number(n) };
}

/** insPrcPrvSala/pesquisa: filterable names (the caller's own enrolments only, added by the route). */
export const SALAS_PROPRIAS: ResourceDef = {
  fields: {
    insPrcPrvSlCodigo: { column: insPrcPrvSala.insPrcPrvSlCodigo, type: 'int', ops: ['eq'], sortable: true },
    insPrcPrvSlNmrCarteira: { column: insPrcPrvSala.insPrcPrvSlNmrCarteira, type: 'int', ops: ['eq'], sortable: true },
    insPrcCodigo: { column: insPrcPrvSala.insPrcCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    'insProcesso.insPrcCodigo': { column: insPrcPrvSala.insPrcCodigo, type: 'int', ops: ['eq', 'in'] },
    'insProcesso.prcSltCodigo': { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    'insProcesso.prcSeletivo.prcSltCodigo': { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    'insProcesso.prcSeletivo.prcSltExbEnsalamento': { column: prcSeletivo.prcSltExbEnsalamento, type: 'tf', ops: ['eq'] },
    'prcSeletivo.prcSltExbEnsalamento': { column: prcSeletivo.prcSltExbEnsalamento, type: 'tf', ops: ['eq'] },
  },
  mapOnly: [
    'insProcesso',
    'insProcesso.prcSltCodigo',
    'insProcesso.pssFisica.pssFscNome',
    'prcSltPrvSala',
    'prcSltPrvSala.prcSltPrvSlCodigo',
    'prcSltPrvSala.prcSltPrvSlNumero',
    'prcSltPrvSala.prcSltPrvSlBloco',
    'prcSltPrvSala.prcSltLclProva',
    'prcSltPrvSala.prcSltLclProva.prcSltLclPrvDescricao',
    'prcSltPrvSala.prcSltLclProva.prcSltLclPrvLogradouro',
    'prcSltPrvSala.prcSltLclProva.prcSltLclPrvBairro',
    'prcSltPrvSala.prcSltLclProva.prcSltLclPrvReferencia',
    'prcSltPrvSala.prcSltLclProva.municipio',
    'prcSltPrvSala.prcSltLclProva.municipio.mncDescricao',
    'prcSltPrvSala.prcSltLclProva.municipio.ufCodigo',
  ],
  defaultSort: [asc(insPrcPrvSala.insPrcCodigo)],
  defaultLimit: 1,
  maxLimit: 100,
};

/**
 * The caller's own room assignments (nested like the entities: insProcesso.pssFisica, prcSltPrvSala.prcSltLclProva.municipio).
 * Ownership and release are conditions of the query itself, so another person's enrolment is simply not there.
 */
export async function pesquisaSalasProprias(db: DbOrTx, pssFscCodigo: number, p: Pesquisa) {
  const where = and(
    inscricaoDaPessoa(pssFscCodigo),
    eq(insProcesso.insCancelada, false),
    eq(prcSeletivo.prcSltExbEnsalamento, true),
    p.where,
  );
  const selection = db
    .select({
      insPrcPrvSlCodigo: insPrcPrvSala.insPrcPrvSlCodigo,
      insPrcPrvSlNmrCarteira: insPrcPrvSala.insPrcPrvSlNmrCarteira,
      insPrcCodigo: insPrcPrvSala.insPrcCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      pssFscNome: pssFisica.pssFscNome,
      prcSltPrvSlCodigo: prcSltPrvSala.prcSltPrvSlCodigo,
      prcSltPrvSlNumero: prcSltPrvSala.prcSltPrvSlNumero,
      prcSltPrvSlBloco: prcSltPrvSala.prcSltPrvSlBloco,
      prcSltLclPrvCodigo: prcSltLclProva.prcSltLclPrvCodigo,
      prcSltLclPrvDescricao: prcSltLclProva.prcSltLclPrvDescricao,
      prcSltLclPrvLogradouro: prcSltLclProva.prcSltLclPrvLogradouro,
      prcSltLclPrvBairro: prcSltLclProva.prcSltLclPrvBairro,
      prcSltLclPrvReferencia: prcSltLclProva.prcSltLclPrvReferencia,
      mncDescricao: municipio.mncDescricao,
      ufCodigo: municipio.ufCodigo,
    })
    .from(insPrcPrvSala)
    .$dynamic();
  const base = comAssento(selection)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(where);
  const rows = await base.orderBy(...p.orderBy).limit(p.limit).offset(p.offset);
  return rows.map((r) => ({
    insPrcPrvSlCodigo: r.insPrcPrvSlCodigo,
    insPrcPrvSlNmrCarteira: r.insPrcPrvSlNmrCarteira,
    insProcesso: { insPrcCodigo: r.insPrcCodigo, prcSltCodigo: r.prcSltCodigo, pssFisica: { pssFscNome: r.pssFscNome } },
    prcSltPrvSala: {
      prcSltPrvSlCodigo: r.prcSltPrvSlCodigo,
      prcSltPrvSlNumero: r.prcSltPrvSlNumero,
      prcSltPrvSlBloco: r.prcSltPrvSlBloco,
      prcSltLclProva: {
        prcSltLclPrvCodigo: r.prcSltLclPrvCodigo,
        prcSltLclPrvDescricao: r.prcSltLclPrvDescricao,
        prcSltLclPrvLogradouro: r.prcSltLclPrvLogradouro,
        prcSltLclPrvBairro: r.prcSltLclPrvBairro,
        prcSltLclPrvReferencia: r.prcSltLclPrvReferencia,
        municipio: { mncDescricao: r.mncDescricao, ufCodigo: r.ufCodigo },
      },
    },
  }));
}

function filtroSql(filtro: Filtro): SQL | undefined {
  switch (filtro.kind) {
    case 'todos':
      return undefined;
    case 'nada':
      return sql`false`;
    case 'cpf':
      return eq(pssFisica.pssFscCPF, filtro.cpf);
    case 'inscricao':
      return eq(insProcesso.insPrcCodigo, filtro.insPrcCodigo);
    case 'nome':
      // Same expression as the trigram index pss_fisica_nome_trgm_idx, so the index serves it.
      return sql`f_fold(${pssFisica.pssFscNome}) LIKE ${padraoNome(filtro.nome)}`;
  }
}

/** From this many matching names on, a name is "common": reading names in order beats sorting the matches. */
export const NOME_COMUM = 2000;

const padraoNome = (nome: string) => sql`'%' || f_fold(${escapeLike(nome)}) || '%'`;

/**
 * Whether a name fragment matches at least NOME_COMUM people, counted through the trigram index and
 * stopping at that many. It picks the plan of listaPublica: the planner's guess for LIKE '%...%' is
 * blind, and a wrong guess costs a full index walk (a rare name read in alphabetical order until 100
 * matches that do not exist) or a sort of thousands (a common surname sorted instead of read in order).
 */
export async function nomeComum(db: DbOrTx, nome: string, comum = NOME_COMUM): Promise<boolean> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${pssFisica} WHERE f_fold(${pssFisica.pssFscNome}) LIKE ${padraoNome(nome)} LIMIT ${comum}) x`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) >= comum;
}

/** The columns of one line of the public room list: all it ever shows (the CPF is never among them). */
export const CAMPOS_PUBLICOS = {
  insPrcCodigo: insProcesso.insPrcCodigo,
  pssFscNome: pssFisica.pssFscNome,
  mncDescricao: municipio.mncDescricao,
  ufCodigo: municipio.ufCodigo,
  prcSltLclPrvDescricao: prcSltLclProva.prcSltLclPrvDescricao,
  prcSltLclPrvLogradouro: prcSltLclProva.prcSltLclPrvLogradouro,
  prcSltLclPrvBairro: prcSltLclProva.prcSltLclPrvBairro,
  prcSltLclPrvReferencia: prcSltLclProva.prcSltLclPrvReferencia,
  prcSltPrvSlNumero: prcSltPrvSala.prcSltPrvSlNumero,
  prcSltPrvSlBloco: prcSltPrvSala.prcSltPrvSlBloco,
  insPrcPrvSlNmrCarteira: insPrcPrvSala.insPrcPrvSlNmrCarteira,
};

/** One line of the public list, as the route answers it. */
export type LinhaPublica = Awaited<ReturnType<typeof consultaListaPublica>>[number];

/**
 * The public room list of a released process, alphabetical. Only the public columns are selected:
 * the CPF may be a search condition, never a result.
 * Order is f_fold(name): read in order from pss_fisica_nome_fold_idx when `lerEmOrdem` (no filter, or
 * a common name); otherwise the same order written so that index cannot serve it (f_fold(name) || ''),
 * which leaves the trigram index to find the few matches, then sorts them.
 * Returns the query itself (awaitable), so the bench can EXPLAIN exactly what the route runs.
 */
export function consultaListaPublica(db: DbOrTx, prcSltCodigo: number, filtro: Filtro, start: number, limit: number, lerEmOrdem: boolean) {
  const chave = lerEmOrdem ? sql`f_fold(${pssFisica.pssFscNome})` : sql`(f_fold(${pssFisica.pssFscNome}) || '')`;
  const query = db
    .select(CAMPOS_PUBLICOS)
    .from(insPrcPrvSala)
    .$dynamic();
  return comAssento(query)
    .where(and(eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.insCancelada, false), filtroSql(filtro)))
    .orderBy(chave, asc(insProcesso.insPrcCodigo))
    .limit(limit)
    .offset(start);
}

export async function listaPublica(db: DbOrTx, prcSltCodigo: number, filtro: Filtro, start: number, limit: number, comum = NOME_COMUM) {
  const lerEmOrdem = filtro.kind === 'todos' || (filtro.kind === 'nome' && (await nomeComum(db, filtro.nome, comum)));
  return consultaListaPublica(db, prcSltCodigo, filtro, start, limit, lerEmOrdem);
}
