import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { LOOKUPS } from '../../db/listas-do-processo.ts';
import { municipio, opcao, tipoInstituicao } from '../../db/schema/index.ts';
import type { FormConfig } from '../../../src/domain/formulario-config.ts';
import { findProcess, type Processo } from '../../entities/processo/processo.ts';
import { loadBondConfig, loadFormConfig } from './repository.ts';

export type Opcao = typeof opcao.$inferSelect;

export type LookupName = keyof typeof LOOKUPS;

/**
 * Everything an enrolment in one process is checked against: the process, its options, its form
 * configuration (process, per bond kind, per option) and the codes of its lookups, plus the global
 * municipality and institution-type codes. Read once per catalogue version, not once per enrolment.
 */
export interface Catalogo {
  versao: string;
  processo: Processo;
  opcoes: Map<number, Opcao>;
  formProcesso: FormConfig;
  formVinculo: Record<'INTERNO' | 'EXTERNO', FormConfig>;
  formOpcao: Map<number, FormConfig>;
  codigos: Record<LookupName, Set<number>>;
  municipios: Set<number>;
  tiposInstituicao: Set<number>;
}

async function codesOf(db: DbOrTx, col: PgColumn, where?: ReturnType<typeof eq>) {
  const q = db.select({ v: col }).from(col.table);
  const rows = await (where ? q.where(where) : q);
  return new Set(rows.map((r) => r.v as number));
}

async function loadCatalogo(db: DbOrTx, prcSltCodigo: number, versao: string): Promise<Catalogo | null> {
  const processo = await findProcess(db, prcSltCodigo);
  if (!processo) return null;
  const opcoes = await db.select().from(opcao).where(eq(opcao.prcSltCodigo, prcSltCodigo)).orderBy(asc(opcao.opcCodigo));
  const todas = opcoes.map((o) => o.opcCodigo);
  const form = await loadFormConfig(db, prcSltCodigo, 'INTERNO', todas);
  const externo = await loadBondConfig(db, prcSltCodigo, 'EXTERNO');
  const codigos = {} as Record<LookupName, Set<number>>;
  for (const [name, [, idCol, prcCol]] of Object.entries(LOOKUPS)) codigos[name as LookupName] = await codesOf(db, idCol, eq(prcCol, prcSltCodigo));
  return {
    versao,
    processo,
    opcoes: new Map(opcoes.map((o) => [o.opcCodigo, o])),
    formProcesso: form.processo,
    formVinculo: { INTERNO: form.porVinculo, EXTERNO: externo },
    formOpcao: form.porOpcaoPorCodigo,
    codigos,
    municipios: await codesOf(db, municipio.mncCodigo),
    tiposInstituicao: await codesOf(db, tipoInstituicao.tpIstCodigo),
  };
}

/**
 * The catalogues of one API process. `get` is given the version read in the same statement as the
 * candidate's own facts: a copy of another version is reloaded, so a change made by staff (or by another
 * API process) is seen by the very next enrolment. Concurrent misses share one load.
 *
 * The key is the prcSltCodigo the form sends (any number, and "no such process" is kept too), so the cache
 * keeps at most `max` processes and drops the least recently used: a flood of made-up codes cannot grow it.
 */
export class CatalogoCache {
  private readonly byProcess = new Map<number, { versao: string; loading: Promise<Catalogo | null> }>();

  /** At most this many processes: far more than are ever open for enrolment at once. */
  constructor(private readonly max = 64) {}

  get tamanho(): number {
    return this.byProcess.size;
  }

  get(db: DbOrTx, prcSltCodigo: number, versao: string): Promise<Catalogo | null> {
    const cached = this.byProcess.get(prcSltCodigo);
    // Most recently used last, so the first key is the one to drop.
    this.byProcess.delete(prcSltCodigo);
    if (cached?.versao === versao) {
      this.byProcess.set(prcSltCodigo, cached);
      return cached.loading;
    }
    const entry = { versao, loading: loadCatalogo(db, prcSltCodigo, versao) };
    this.byProcess.set(prcSltCodigo, entry);
    while (this.byProcess.size > this.max) this.byProcess.delete(this.byProcess.keys().next().value!);
    // A failed load must not stay cached.
    entry.loading.catch(() => {
      if (this.byProcess.get(prcSltCodigo) === entry) this.byProcess.delete(prcSltCodigo);
    });
    return entry.loading;
  }
}
