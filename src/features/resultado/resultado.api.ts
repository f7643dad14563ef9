import type { IndiceResultadoPublico, ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { apiGet } from '../../lib/api-client.ts';

/** The latest published result of a process (public; 404 when none). Silent: the page says it. */
export const lerResultado = (prcSltCodigo: number) => apiGet<ResultadoPublico>(`resultado/${prcSltCodigo}`, undefined, { silent: true }).then((e) => e.data!);

/** Its index: options and list sizes, nobody named (public; 404 when none). */
export const lerIndice = (prcSltCodigo: number) => apiGet<IndiceResultadoPublico>(`resultado/${prcSltCodigo}/indice`, undefined, { silent: true }).then((e) => e.data!);

/** One option of the latest published result (public; 404 when none). Silent: the page says it. */
export const lerResultadoDaOpcao = (prcSltCodigo: number, opcCodigo: number) =>
  apiGet<ResultadoPublico>(`resultado/${prcSltCodigo}/${opcCodigo}`, undefined, { silent: true }).then((e) => e.data!);
