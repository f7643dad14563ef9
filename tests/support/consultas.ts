/**
 * Watching and holding the statements a test app sends to its database (the batching tests: a crowd must
 * arrive while one statement is under way, and each batch's size is observed on the client itself).
 */
import type { Database } from '../../server/db/client.ts';

type Query = (q: string | { text: string; values?: unknown[] }, ...rest: unknown[]) => Promise<unknown>;

/**
 * Every statement of `database` passes through `vigia` with its text, its parameters and `executar` (sends it).
 * PGlite's client and pg's Pool both have query(text | { text, values }, values?, ...).
 */
export function vigiarConsultas(database: Database, vigia: (texto: string, params: unknown[] | undefined, executar: () => Promise<unknown>) => Promise<unknown>): void {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client);
  client.query = (q, ...rest) => {
    const [texto, params] = typeof q === 'string' ? [q, rest[0] as unknown[] | undefined] : [q.text, q.values];
    return vigia(texto, params, () => query(q, ...rest));
  };
}

/** Holds the next statement that passes through it until opened (`fechar` answers the opener). */
export class Portao {
  private espera: Promise<void> | null = null;

  fechar(): () => void {
    let abre = () => {};
    this.espera = new Promise((r) => (abre = r));
    return abre;
  }

  passar(executar: () => Promise<unknown>): Promise<unknown> {
    const espera = this.espera;
    this.espera = null;
    return espera ? espera.then(executar) : executar();
  }
}
