import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { insPrcPrvSala, insProcesso, pssFisica } from '../../db/schema/index.ts';
import { comAssento } from './assento.ts';
import { CAMPOS_PUBLICOS, type LinhaPublica } from './repository.ts';

export interface EstadoLista {
  liberado: boolean;
  /** ensalamento_versao: equal numbers, equal public lists. */
  versao: string;
  /** The name fragment folded by f_fold, the very function the SQL search and the stored copy use. */
  termo: string | null;
}

const ESTADO: RawStatement = {
  name: 'ensalamento_estado_lista',
  text: `SELECT p."prcSltExbEnsalamento" AS liberado,
                (SELECT versao FROM ensalamento_versao WHERE id = 1)::text AS versao,
                f_fold($2::text) AS termo
           FROM prc_seletivo p WHERE p."prcSltCodigo" = $1`,
};

/**
 * Everything a public list request needs from the database before the search, in one round trip:
 * whether the process exists and has its room assignment released, the list's version, and the
 * search term folded. Null when the process does not exist.
 */
export async function estadoLista(db: Db, prcSltCodigo: number, nome: string | null): Promise<EstadoLista | null> {
  const [row] = await rawQuery<EstadoLista>(db, ESTADO, [prcSltCodigo, nome]);
  return row ?? null;
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
