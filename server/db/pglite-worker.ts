/**
 * The embedded database's own thread: opens PGlite (pg_trgm, unaccent), runs the committed migrations, then
 * answers the statements server/db/pglite-remoto.ts posts, in the order they arrive (PGlite runs one at a
 * time). Keeping the WASM here means the thread that serves HTTP never stops to run SQL: requests are read and
 * answered while a query runs, so they are served in arrival order (./pglite-remoto.ts says why), and the API and
 * the database each get a core.
 *
 * Plain TypeScript (types only, nothing to transform) importing only packages: it runs under tsx or under
 * Node's own type stripping alike, whichever loaded the process (the server, a script, a test runner).
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { caminhoDoModelo, guardarModelo, lerModelo } from './pglite-modelo.ts';
import { PreparadasPglite, type Plano } from './pglite-preparadas.ts';

export interface AberturaPglite {
  dataDir: string;
  migrationsFolder: string;
}

/** What the main thread posts: a statement (extended protocol), a script (simple protocol), or the end. */
export type Pedido =
  | { id: number; tipo: 'query'; texto: string; params: unknown[]; rowMode?: 'array' | 'object'; tiposCrus?: number[]; plano?: Plano }
  | { id: number; tipo: 'exec'; texto: string } // transaction control (pglite-remoto.ts)
  | { id: number; tipo: 'fechar' };

/** A database error as plain data (an Error's own fields do not survive postMessage). */
export type ErroSerializado = { message: string; name?: string } & Record<string, unknown>;

export type Resposta =
  | { tipo: 'pronto' }
  | { tipo: 'falhou-abrir'; erro: ErroSerializado }
  | { id: number; ok: true; resultado: Results<unknown> | Results[] | null }
  | { id: number; ok: false; erro: ErroSerializado };

/** Everything the error carries that is plain data: code, constraint, detail, table... (read by errors.ts, writes.ts). */
function serializa(e: unknown): ErroSerializado {
  if (!(e instanceof Error)) return { message: String(e) };
  const dados: ErroSerializado = { message: e.message, name: e.name };
  for (const [k, v] of Object.entries(e)) if (['string', 'number', 'boolean'].includes(typeof v)) dados[k] = v;
  return dados;
}

/**
 * Drizzle's PGlite driver asks for some types (dates, intervals, their arrays) as the raw text, to parse them
 * itself; functions cannot cross threads, so the main thread names those types and they are rebuilt here.
 */
const textoCru = (v: string) => v;
const parsersCrus = (tipos: number[] | undefined) => (tipos?.length ? Object.fromEntries(tipos.map((t) => [t, textoCru])) : undefined);

async function atende(pg: PGlite, preparadas: PreparadasPglite, pedido: Pedido): Promise<Resposta> {
  try {
    if (pedido.tipo === 'query') {
      // Every statement as a named prepared one (./pglite-preparadas.ts): parsed once, then one call per run.
      const resultado = await preparadas.query(pedido.texto, pedido.params, { rowMode: pedido.rowMode, parsers: parsersCrus(pedido.tiposCrus) }, pedido.plano);
      return { id: pedido.id, ok: true, resultado };
    }
    if (pedido.tipo === 'exec') return { id: pedido.id, ok: true, resultado: await pg.exec(pedido.texto) };
    await pg.close();
    return { id: pedido.id, ok: true, resultado: null };
  } catch (e) {
    return { id: pedido.id, ok: false, erro: serializa(e) };
  }
}

const porta = parentPort;
if (porta) {
  const { dataDir, migrationsFolder } = workerData as AberturaPglite;
  try {
    const emMemoria = dataDir.startsWith('memory://');
    if (!emMemoria) mkdirSync(dataDir, { recursive: true });
    // In memory (tests): start from the migrated template when there is one (./pglite-modelo.ts says why).
    const modelo = emMemoria ? caminhoDoModelo(migrationsFolder) : undefined;
    const carregar = modelo ? lerModelo(modelo) : undefined;
    const extensions = { pg_trgm, unaccent };
    // A template that does not load (a truncated file) is built again, never a reason not to open.
    const doModelo = carregar ? await PGlite.create(dataDir, { extensions, loadDataDir: carregar }).catch(() => undefined) : undefined;
    const pg = doModelo ?? (await PGlite.create(dataDir, { extensions }));
    // Always run: on a template it only checks that every migration is applied.
    await migrate(drizzle(pg), { migrationsFolder });
    if (modelo && !doModelo) await guardarModelo(modelo, await pg.dumpDataDir('none'));
    const preparadas = new PreparadasPglite(pg);
    // PGlite queues concurrent calls itself, first come first served: each answer is posted as it ends.
    porta.on('message', (pedido: Pedido) => void atende(pg, preparadas, pedido).then((r) => porta.postMessage(r)));
    porta.postMessage({ tipo: 'pronto' } satisfies Resposta);
  } catch (e) {
    porta.postMessage({ tipo: 'falhou-abrir', erro: serializa(e) } satisfies Resposta);
  }
}
