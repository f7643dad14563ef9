/**
 * Named prepared statements on the embedded database (run by ./pglite-worker.ts). PGlite's own `query` sends
 * every statement as six protocol calls into the WASM — Parse, Describe, Bind, Describe, Execute, Sync — and
 * PostgreSQL parses and plans the text every time. Here each distinct text is parsed once under a name (its
 * parameter types learnt then), and each run after that is ONE call: Bind, Describe, Execute, Sync. On the
 * enrolment path that took PGlite from ~350 to ~620 enrolments/s (bench/results notes).
 *
 * The names live in the one PGlite backend, so the cache is the worker's and is bounded: the query builder
 * makes a new text for each length of an IN list, and a statement past the bound is closed (least recently
 * used first).
 *
 * Plain TypeScript (types only), like the worker that imports it: it runs under tsx or Node's type stripping.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

interface Preparada {
  nome: string;
  tipos: number[];
}

/**
 * How PostgreSQL plans a prepared statement's runs. By default it plans the first five with their values, then
 * keeps one generic plan when that plan's estimate is no worse than theirs — a choice the first runs' values tip.
 * On the enrolment path that choice made PGlite bimodal (584–643 or 894–1,079/s, same code; bench notes of
 * 2026-11-27): the batch insert must keep its generic plan (planning its CTE takes ~20 ms), the batch reads must be
 * planned with their arrays (a generic plan cannot see their length). A hand-written statement says which it needs
 * (RawStatement.plano); the others keep PostgreSQL's choice.
 */
export type Plano = 'generico' | 'personalizado';
const MODO: Record<Plano, string> = { generico: 'force_generic_plan', personalizado: 'force_custom_plan' };

/** How many named statements the backend keeps at most (each holds its parse tree and, later, a plan). */
export const MAXIMO_PREPARADAS = 300;

/** PostgreSQL's answer when a cached plan's result columns changed under it (an ALTER between two runs). */
const PLANO_MUDOU = 'cached plan must not change result type';

function junta(partes: Uint8Array[]): Uint8Array {
  const total = partes.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let i = 0;
  for (const p of partes) {
    out.set(p, i);
    i += p.length;
  }
  return out;
}

/** Names are never reused, even across two caches on one database (a test's): a closed one is simply gone. */
let proximoNome = 1;

export class PreparadasPglite {
  /** By text; a Map keeps insertion order, and a hit is moved to the end: the first key is the least recently used. */
  readonly #cache = new Map<string, Preparada>();
  // Plain fields, not parameter properties: type stripping does not transform those.
  readonly pg: PGlite;
  readonly maximo: number;

  constructor(pg: PGlite, maximo = MAXIMO_PREPARADAS) {
    this.pg = pg;
    this.maximo = maximo;
  }

  get tamanho(): number {
    return this.#cache.size;
  }

  /** Runs `texto` as a named prepared statement (prepared now if it is new) and answers what `pg.query` answers. */
  query<T>(texto: string, params: unknown[], opcoes?: QueryOptions, plano?: Plano): Promise<Results<T>> {
    // Under PGlite's own lock: its exec and query are never interleaved with these protocol calls.
    return this.pg.runExclusive(() => this.#query<T>(texto, params, opcoes, plano));
  }

  async #query<T>(texto: string, params: unknown[], opcoes?: QueryOptions, plano?: Plano): Promise<Results<T>> {
    const p = await this.#prepara(texto);
    try {
      return await this.#executa<T>(p, params, opcoes, plano);
    } catch (e) {
      if (!(e instanceof Error) || !e.message.includes(PLANO_MUDOU)) throw e;
      // The table changed shape since it was prepared: prepare it again, once.
      await this.#esquece(texto);
      return this.#executa<T>(await this.#prepara(texto), params, opcoes, plano);
    }
  }

  async #prepara(texto: string): Promise<Preparada> {
    const achada = this.#cache.get(texto);
    if (achada) {
      this.#cache.delete(texto);
      this.#cache.set(texto, achada);
      return achada;
    }
    if (this.#cache.size >= this.maximo) await this.#esquece(this.#cache.keys().next().value!);
    const nome = `pgl_${proximoNome++}`;
    const { serialize } = protocol;
    // A failed Parse throws here (after Sync), and nothing is kept: the next run tries again.
    const respostas = await this.pg.execProtocolStream(junta([serialize.parse({ name: nome, text: texto }), serialize.describe({ type: 'S', name: nome }), serialize.sync()]), { syncToFs: false });
    const p = { nome, tipos: parse.parseDescribeStatementResults(respostas) };
    this.#cache.set(texto, p);
    return p;
  }

  async #esquece(texto: string) {
    const p = this.#cache.get(texto);
    if (!p) return;
    this.#cache.delete(texto);
    const { serialize } = protocol;
    await this.pg.execProtocolStream(junta([serialize.close({ type: 'S', name: p.nome }), serialize.sync()]), { syncToFs: false });
  }

  async #executa<T>(p: Preparada, params: unknown[], opcoes?: QueryOptions, plano?: Plano): Promise<Results<T>> {
    // Each value as text by the type PostgreSQL gave its parameter, as pg.query does (arrays, json, dates...).
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const s = opcoes?.serializers?.[p.tipos[i]] ?? this.pg.serializers[p.tipos[i]];
      return s ? s(v) : String(v);
    });
    const { serialize } = protocol;
    const roda = [serialize.bind({ statement: p.nome, values }), serialize.describe({ type: 'P' }), serialize.execute({})];
    // A fixed plan: the setting is read when the statement is bound, so it is set just before and put back just
    // after, in the same call. If the statement fails, its transaction's abort undoes the SET as well.
    const mensagem = plano
      ? junta([...(await this.#ajuste(`SET plan_cache_mode = ${MODO[plano]}`)), ...roda, ...(await this.#ajuste('RESET plan_cache_mode')), serialize.sync()])
      : junta([...roda, serialize.sync()]);
    // Throws the statement's DatabaseError after the whole batch ran (Sync included): the backend is ready again.
    const respostas = await this.pg.execProtocolStream(mensagem, { syncToFs: false });
    // As pg.query: outside a transaction, what was written goes to the folder now.
    if (!this.pg.isInTransaction()) await this.pg.syncToFs();
    // One result per command: the SET's comes first when there is one.
    return parse.parseResults(respostas, this.pg.parsers, opcoes)[plano ? 1 : 0] as Results<T>;
  }

  /** Bind and Execute of a setting's statement (prepared once like any other). */
  async #ajuste(texto: string): Promise<Uint8Array[]> {
    const { serialize } = protocol;
    return [serialize.bind({ statement: (await this.#prepara(texto)).nome, values: [] }), serialize.execute({})];
  }
}
