import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { insPrcPrvSala, insProcesso, pssFisica } from '../../db/schema/index.ts';
import { comAssento } from '../../entities/ensalamento/assento.ts';
import { CAMPOS_PUBLICOS, type LinhaPublica } from './repository.ts';

export interface EstadoProcesso {
  liberado: boolean;
  /** ensalamento_versao: equal numbers, equal public lists. */
  versao: string;
}

const ESTADOS: RawStatement = {
  name: 'ensalamento_estado_processos',
  text: `SELECT p."prcSltCodigo" AS codigo, p."prcSltExbEnsalamento" AS liberado,
                (SELECT versao FROM ensalamento_versao WHERE id = 1)::text AS versao
           FROM prc_seletivo p WHERE p."prcSltCodigo" = ANY($1::int[])`,
};

/**
 * What a public list request needs to know of its process before the search: whether it exists and has
 * its room assignment released, and the list's version. For several requests in one round trip (a
 * LeituraEmLote): one answer per code asked, in order, null where the process does not exist.
 */
export async function estadosProcessos(db: Db, codigos: readonly number[]): Promise<(EstadoProcesso | null)[]> {
  // A batch is mostly the same process asked many times over: each asked once.
  const rows = await rawQuery<EstadoProcesso & { codigo: number }>(db, ESTADOS, [[...new Set(codigos)]]);
  const porCodigo = new Map(rows.map(({ codigo, ...estado }) => [codigo, estado]));
  return codigos.map((c) => porCodigo.get(c) ?? null);
}

const DOBRA: RawStatement = { name: 'ensalamento_dobra_termo', text: 'SELECT f_fold($1::text) AS termo' };

/** Every printable ASCII character, space included. */
const ASCII_VISIVEL = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i));
const SO_ASCII_VISIVEL = /^[\x20-\x7e]*$/;

export type DobraTermo = (termo: string) => string | Promise<string>;

/**
 * A name fragment folded exactly as f_fold folds it (the function the SQL search and the stored copy
 * use). Plain ASCII is folded here when this database folds every printable ASCII character as
 * toLowerCase does (asked once, now: a locale with other case rules, Turkish say, keeps every term on
 * the database); anything else is asked of the database, whose unaccent rules are the authority.
 */
export async function dobradorDeTermos(db: Db): Promise<DobraTermo> {
  const noBanco = async (termo: string) => (await rawQuery<{ termo: string }>(db, DOBRA, [termo]))[0].termo;
  const asciiComoAqui = (await noBanco(ASCII_VISIVEL)) === ASCII_VISIVEL.toLowerCase();
  return (termo) => (asciiComoAqui && SO_ASCII_VISIVEL.test(termo) ? termo.toLowerCase() : noBanco(termo));
}

/** A line plus what it is searched by (never answered: the CPF is a condition, not a result). */
export interface LinhaCompleta {
  linha: LinhaPublica;
  nomeDobrado: string;
  cpf: string | null;
}

/**
 * The whole public list of a process in its order (folded name, then enrolment code): the order and the
 * folding are PostgreSQL's, so a copy searched in memory answers exactly what the SQL search would.
 */
export async function carregaListaCompleta(db: Db, prcSltCodigo: number): Promise<LinhaCompleta[]> {
  const dobrado = sql<string>`f_fold(${pssFisica.pssFscNome})`;
  const query = db
    .select({ ...CAMPOS_PUBLICOS, nomeDobrado: dobrado, cpf: pssFisica.pssFscCPF })
    .from(insPrcPrvSala)
    .$dynamic();
  const rows = await comAssento(query)
    .where(and(eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.insCancelada, false)))
    .orderBy(dobrado, asc(insProcesso.insPrcCodigo));
  return rows.map(({ nomeDobrado, cpf, ...linha }) => ({ linha, nomeDobrado, cpf }));
}

const VERSAO: RawStatement = { name: 'ensalamento_versao', text: 'SELECT versao::text AS versao FROM ensalamento_versao WHERE id = 1' };

export async function versaoLista(db: Db): Promise<string> {
  const [row] = await rawQuery<{ versao: string }>(db, VERSAO, []);
  return row?.versao ?? '0';
}
