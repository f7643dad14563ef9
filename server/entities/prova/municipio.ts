/**
 * Municipalities as the back office picks them (exam municipalities, a process's seat): one search, one finder.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { MunicipioGestao } from '../../../src/domain/wire/gestao.ts';
import type { DbOrTx } from '../../db/client.ts';
import { municipio } from '../../db/schema/index.ts';

const colunas = { mncCodigo: municipio.mncCodigo, mncDescricao: municipio.mncDescricao, ufCodigo: municipio.ufCodigo };

/** Municipalities whose name holds `q`, ignoring case and accents; names that start with it first. */
export async function buscarMunicipios(db: DbOrTx, q: string): Promise<MunicipioGestao[]> {
  const termo = q.trim();
  if (termo.length < 2) return [];
  const escapado = termo.replace(/[\\%_]/g, (c) => `\\${c}`);
  const nome = sql`f_fold(${municipio.mncDescricao})`;
  return db
    .select(colunas)
    .from(municipio)
    .where(sql`${nome} LIKE '%' || f_fold(${escapado}) || '%'`)
    .orderBy(sql`${nome} LIKE f_fold(${escapado}) || '%' DESC`, asc(municipio.mncDescricao), asc(municipio.ufCodigo))
    .limit(20);
}

/** One municipality by code, or null. */
export async function municipioGestao(db: DbOrTx, mncCodigo: number): Promise<MunicipioGestao | null> {
  const [row] = await db.select(colunas).from(municipio).where(eq(municipio.mncCodigo, mncCodigo));
  return row ?? null;
}
