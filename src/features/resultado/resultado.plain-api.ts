/**
 * The public result's sgps calls on bare fetch (src/lib/plain-api.ts), so the shells ship no React/ofetch (the
 * public pages' JavaScript budget is 30 KB). Silent: the page itself says what went wrong (a 404's message, or the
 * status code), as the API's envelope words it.
 */
import type { IndiceResultadoPublico, ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { plainGet } from '../../lib/plain-api.ts';

/** The latest published result of a process (404 when none). */
export const lerResultado = async (prcSltCodigo: number) => (await plainGet<ResultadoPublico>(`resultado/${prcSltCodigo}`, {}, { silent: true })).data!;

/** Its index: options and list sizes, nobody named (404 when none). */
export const lerIndice = async (prcSltCodigo: number) => (await plainGet<IndiceResultadoPublico>(`resultado/${prcSltCodigo}/indice`, {}, { silent: true })).data!;

/** One option of the latest published result (404 when none, or when nobody is ranked in it). */
export const lerResultadoDaOpcao = async (prcSltCodigo: number, opcCodigo: number) =>
  (await plainGet<ResultadoPublico>(`resultado/${prcSltCodigo}/${opcCodigo}`, {}, { silent: true })).data!;
