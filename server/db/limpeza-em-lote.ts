/**
 * The shape of a housekeeping DELETE (server/plugins/limpeza.ts runs them): at most LOTE_LIMPEZA rows of `tabela`
 * (identified by `chave`) that match `condicao`, chosen with FOR UPDATE SKIP LOCKED so two passes never wait for
 * each other and a pass never holds a long lock. Here rather than in the plugin so a table's owner can write its
 * own housekeeping statement (server/entities/sessao/sessao.ts, entities/pessoa, entities/mensagem/fila-email.ts,
 * entities/idempotencia, the rate-limit plugin) and the plugin only runs it.
 */
import type { RawStatement } from './raw.ts';

export const LOTE_LIMPEZA = 1_000;

export const apagarLote = (tabela: string, chave: string, condicao: string) =>
  `DELETE FROM ${tabela} WHERE ${chave} IN (
        SELECT ${chave} FROM ${tabela} WHERE ${condicao} LIMIT ${LOTE_LIMPEZA} FOR UPDATE SKIP LOCKED)`;

/** A batch that only counts the rows it deleted ($1: the cut-off instant `condicao` compares with). */
export const contarApagadas = (name: string, tabela: string, chave: string, condicao: string): RawStatement => ({
  name,
  text: `WITH apagadas AS (
      ${apagarLote(tabela, chave, condicao)}
      RETURNING 1
    ) SELECT count(*)::int AS n FROM apagadas`,
});
