/**
 * An option's name in SQL: its whole path in the options tree ("Campus › Curso › Turno"), the same text as
 * src/domain/opcao-nome.ts nomeDaOpcao (same separator, same trimming), for the queries that name options row by row
 * (public results, call-ups, receipt, exports) where reading the whole tree in TypeScript first would cost a round trip.
 * Issue 36 item 7. The walk stops after 20 levels (a tree is never that deep; a broken one with a cycle still ends).
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEPARADOR_CAMINHO } from '../../../src/domain/opcao-nome.ts';

export function nomeDaOpcaoSql(opcCodigo: SQL): SQL<string> {
  return sql<string>`(WITH RECURSIVE caminho AS (
      SELECT o."opcCodigo", o."opcCdgPai", o."opcDescricao", 0 AS nivel FROM opcao o WHERE o."opcCodigo" = ${opcCodigo}
      UNION ALL
      SELECT pai."opcCodigo", pai."opcCdgPai", pai."opcDescricao", c.nivel + 1 FROM opcao pai JOIN caminho c ON pai."opcCodigo" = c."opcCdgPai" WHERE c.nivel < 20)
    SELECT string_agg(btrim(caminho."opcDescricao"), ${SEPARADOR_CAMINHO}::text ORDER BY caminho.nivel DESC) FROM caminho)`;
}
